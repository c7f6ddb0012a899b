"""A pairs championship (docs/pairs.md): its heats and its registered pairs with their clubs, and
whether both players represent a club of the district (bonus, title and plaque)."""
from __future__ import annotations

from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from tddesk.services.areas import Area
from tddesk.services.pairs import pairs_events
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView


class PairsEventView(LiveView, Retranslating, QWidget):
    AREAS = frozenset({Area.PAIRS, Area.MEMBERS})

    def __init__(self, session: UiSession, event_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsEventView")
        self.session, self.event_id = session, event_id
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.heat_model = QStandardItemModel(0, 4, self)
        self.pair_model = QStandardItemModel(0, 5, self)
        self.heats, self.pairs = QTableView(self), QTableView(self)
        self.heats.setObjectName("pairsHeats")
        self.pairs.setObjectName("pairsRegistered")
        for table, model in ((self.heats, self.heat_model), (self.pairs, self.pair_model)):
            table.setModel(model)
            table.verticalHeader().hide()
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.heats)
        layout.addWidget(self.pairs, 1)
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.refresh()

    def refresh(self, _change=None) -> None:
        event = next((event for event in pairs_events(self.session.tournament) if event.id == self.event_id), None)
        if event is None:
            return
        self._stale = False
        kinds = {"silver": self.tr("silver heat"), "bronze": self.tr("bronze heat"), "final": self.tr("final")}
        self.summary.setText(self.tr("<b>{name}</b>: a final of {pairs} pairs and {boards} boards; {count} pairs "
                                     "registered.").format(name=event.name, pairs=event.final_pairs,
                                                           boards=event.final_boards, count=len(event.pairs)))
        self.heat_model.clear()
        self.heat_model.setHorizontalHeaderLabels([self.tr("Heat"), self.tr("Kind"), self.tr("Club"),
                                                   self.tr("Sessions")])
        for heat in event.heats:
            self.heat_model.appendRow([QStandardItem(text) for text in (
                heat.name, kinds.get(heat.kind, heat.kind), heat.club, str(len(heat.sessions)))])
        self.pair_model.clear()
        self.pair_model.setHorizontalHeaderLabels([self.tr("Pair"), self.tr("MID"), self.tr("Club"),
                                                   self.tr("District clubs"), self.tr("Note")])
        for pair in event.pairs:
            note = self.tr("last year's champions") if pair.reigning_champions else ""
            if pair.direct_place:
                note = self.tr("last year's champions: direct place")
            self.pair_model.appendRow([QStandardItem(text) for text in (
                pair.names, " / ".join(pair.mids), pair.clubs,
                self.tr("yes") if pair.in_district else self.tr("no"), note)])
