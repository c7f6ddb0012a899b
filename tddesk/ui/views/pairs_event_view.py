"""A pairs championship (docs/pairs.md): its heats and its registered pairs with their clubs, and
whether both players represent a club of the district (bonus, title and plaque)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tddesk.services.areas import Area
from tddesk.services.pair_views import pairs_events
from tddesk.services.tournament import Change
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table


class PairsEventView(LiveView, Retranslating, QWidget):
    AREAS = frozenset({Area.PAIRS, Area.MEMBERS})

    def __init__(self, session: UiSession, event_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsEventView")
        self.session, self.event_id = session, event_id
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.heat_model: RowTableModel[Any] = RowTableModel(parent=self)
        self.pair_model: RowTableModel[Any] = RowTableModel(parent=self)
        self.heats = row_table(self, "pairsHeats", self.heat_model, select_rows=False)
        self.pairs = row_table(self, "pairsRegistered", self.pair_model, select_rows=False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.heats)
        layout.addWidget(self.pairs, 1)
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        kinds = {"silver": self.tr("silver heat"), "bronze": self.tr("bronze heat"), "final": self.tr("final")}
        self.heat_model.set_columns(
            (
                Column(self.tr("Heat"), lambda heat: heat.name),
                Column(self.tr("Kind"), lambda heat: kinds.get(heat.kind, heat.kind)),
                Column(self.tr("Club"), lambda heat: heat.club),
                Column(
                    self.tr("Sessions"),
                    lambda heat: str(len(heat.sessions)),
                    number=True,
                    sort_key=lambda heat: len(heat.sessions),
                ),
            )
        )
        self.pair_model.set_columns(
            (
                Column(self.tr("Pair"), lambda pair: pair.names),
                Column(self.tr("MID"), lambda pair: " / ".join(pair.mids)),
                Column(self.tr("Club"), lambda pair: pair.clubs),
                Column(self.tr("District clubs"), lambda pair: self.tr("yes") if pair.in_district else self.tr("no")),
                Column(self.tr("Note"), self.pair_note),
            )
        )
        self.refresh()

    def pair_note(self, pair: Any) -> str:
        if pair.direct_place:
            return self.tr("last year's champions: direct place")
        return self.tr("last year's champions") if pair.reigning_champions else ""

    def refresh(self, _change: Change | None = None) -> None:
        event = next((event for event in pairs_events(self.session.tournament) if event.id == self.event_id), None)
        if event is None:
            return
        self._stale = False
        self.summary.setText(
            self.tr("<b>{name}</b>: a final of {pairs} pairs and {boards} boards; {count} pairs registered.").format(
                name=event.name, pairs=event.final_pairs, boards=event.final_boards, count=len(event.pairs)
            )
        )
        self.heat_model.set_rows(event.heats)
        self.pair_model.set_rows(event.pairs)
