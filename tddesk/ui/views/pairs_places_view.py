"""The pairs final's places (PP1, PP3): each heat's share with its reasons, the pairs holding the
places with why, and the answers — a pair giving its place up is replaced at once, by rule 1 or
rule 2, and the reason says which (docs/pairs.md)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tddesk import numbers
from tddesk.i18n import counted
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.pairs_final import answer_place, final_places_of
from tddesk.services.tournament import Change
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table


class PairsPlacesView(LiveView, Retranslating, QWidget):
    AREAS = frozenset({Area.PAIRS, Area.PAIRS_RESULTS, Area.OFFERS, Area.LOTS, Area.MEMBERS})

    def __init__(self, session: UiSession, event_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsPlacesView")
        self.session, self.event_id = session, event_id
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.heat_model: RowTableModel[Any] = RowTableModel(parent=self)
        self.heats = row_table(self, "pairsHeatShares", self.heat_model)
        self.heats.setMaximumHeight(160)  # a few heats; the pairs below get the room
        self.pair_model: RowTableModel[Any] = RowTableModel(parent=self)  # rows: (number, qualified pair)
        # the reasons are long: each column keeps its text's width and the list scrolls sideways
        self.pairs = row_table(self, "pairsQualified", self.pair_model, stretch_last=False)
        for table in (self.heats, self.pairs):
            table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.decline_button = QPushButton(self)
        self.decline_button.setObjectName("pairsDecline")
        self.accept_button = QPushButton(self)
        self.accept_button.setObjectName("pairsAccept")
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.accept_button)
        bar.addWidget(self.decline_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.heats)
        layout.addLayout(bar)
        layout.addWidget(self.message)
        layout.addWidget(self.pairs, 1)
        self.decline_button.clicked.connect(lambda: self.answer(False))
        self.accept_button.clicked.connect(lambda: self.answer(True))
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.decline_button.setText(self.tr("Gives the place up…"))
        self.accept_button.setText(self.tr("Accepts the place"))
        self.heat_model.set_columns(
            (
                Column(self.tr("Heat"), lambda share: share.name),
                Column(
                    self.tr("Pairs"), lambda share: str(share.pairs), number=True, sort_key=lambda share: share.pairs
                ),
                Column("P", lambda share: numbers.localise(share.quotient), number=True),
                Column(
                    self.tr("Places"), lambda share: str(share.places), number=True, sort_key=lambda share: share.places
                ),
                Column(self.tr("Why"), lambda share: "; ".join(share.reasons)),
            )
        )
        self.pair_model.set_columns(
            (
                Column(self.tr("No."), lambda item: str(item[0]), number=True, sort_key=lambda item: item[0]),
                Column(self.tr("Pair"), lambda item: item[1].names),
                Column(self.tr("MID"), lambda item: " / ".join(item[1].mids)),
                Column(self.tr("Club"), lambda item: item[1].clubs),
                Column(self.tr("Heat"), lambda item: item[1].heat),
                Column(self.tr("Answer"), lambda item: item[1].status_text),
                Column(self.tr("Why"), lambda item: item[1].reason),
            )
        )
        self.refresh()

    def refresh(self, _change: Change | None = None) -> None:
        try:
            places = final_places_of(self.session.tournament, self.event_id)
        except ServiceError as error:
            self.message.setText(str(error))
            return
        self._stale = False
        lines = [
            self.tr("{places} places from the heats (PP1); the final's direct places are listed first.").format(
                places=places.places
            ),
            *places.findings,
        ]
        if places.declined:
            lines.append(self.tr("Places given up, in order: {pairs}").format(pairs="; ".join(places.declined)))
        if places.waiting:
            lines.append(
                counted(
                    len(places.waiting),
                    self.tr("PP3: 1 pair offered a place has not answered yet."),
                    self.tr("PP3: {count} pairs offered a place have not answered yet."),
                ).format(count=len(places.waiting))
            )
        self.summary.setText("\n".join(lines))
        self.heat_model.set_rows(places.heats)
        self.pair_model.set_rows(list(enumerate(places.qualified, start=1)))
        writable = not self.session.read_only
        self.decline_button.setEnabled(writable)
        self.accept_button.setEnabled(writable)

    def selected_pair(self) -> str | None:
        rows = self.pairs.selectionModel().selectedRows()
        return self.pair_model.row(rows[0].row())[1].pair_id if rows else None

    def answer(self, accepted: bool) -> Change | None:
        """PP3: record the selected pair's answer; a place given up goes to the next pair at once."""
        pair = self.selected_pair()
        if pair is None:
            self.message.setText(self.tr("Choose the pair in the list first."))
            return None
        try:
            change = self.session.perform(
                self.tr("Place accepted") if accepted else self.tr("Place given up"),
                answer_place,
                self.event_id,
                pair,
                accepted,
                dt.date.today(),
            )
        except ServiceError as error:
            self.message.setText(str(error))
            return None
        self.message.clear()
        return change
