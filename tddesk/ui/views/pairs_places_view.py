"""The pairs final's places (PP1, PP3): each heat's share with its reasons, the pairs holding the
places with why, and the answers — a pair giving its place up is replaced at once, by rule 1 or
rule 2, and the reason says which (docs/pairs.md)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.pairs_final import answer_place, final_places_of
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView

PAIR_ID_ROLE = Qt.ItemDataRole.UserRole + 1


def _table(parent: QWidget, name: str) -> tuple[QTableView, QStandardItemModel]:
    model = QStandardItemModel(0, 0, parent)
    table = QTableView(parent)
    table.setObjectName(name)
    table.setModel(model)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table, model


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
        self.heats, self.heat_model = _table(self, "pairsHeatShares")
        self.heats.setMaximumHeight(160)   # a few heats; the pairs below get the room
        self.pairs, self.pair_model = _table(self, "pairsQualified")
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
        self.refresh()

    def refresh(self, _change=None) -> None:
        try:
            places = final_places_of(self.session.tournament, self.event_id)
        except ServiceError as error:
            self.message.setText(str(error))
            return
        self._stale = False
        lines = [self.tr("{places} places from the heats (PP1); the final's direct places are listed first.")
                 .format(places=places.places), *places.findings]
        if places.declined:
            lines.append(self.tr("Places given up, in order: {pairs}").format(pairs="; ".join(places.declined)))
        self.summary.setText("\n".join(lines))
        self.heat_model.clear()
        self.heat_model.setHorizontalHeaderLabels([self.tr("Heat"), self.tr("Pairs"), "P", self.tr("Places"),
                                                   self.tr("Why")])
        for share in places.heats:
            self.heat_model.appendRow([QStandardItem(text) for text in (
                share.name, str(share.pairs), numbers.localise(share.quotient), str(share.places),
                "; ".join(share.reasons))])
        self.pair_model.clear()
        self.pair_model.setHorizontalHeaderLabels([self.tr("No."), self.tr("Pair"), self.tr("MID"), self.tr("Club"),
                                                   self.tr("Heat"), self.tr("Why")])
        for number, row in enumerate(places.qualified, start=1):
            items = [QStandardItem(text) for text in (str(number), row.names, " / ".join(row.mids), row.clubs,
                                                      row.heat, row.reason)]
            items[0].setData(row.pair_id, PAIR_ID_ROLE)
            self.pair_model.appendRow(items)
        writable = not self.session.read_only
        self.decline_button.setEnabled(writable)
        self.accept_button.setEnabled(writable)

    def selected_pair(self) -> str | None:
        rows = self.pairs.selectionModel().selectedRows()
        return self.pair_model.item(rows[0].row(), 0).data(PAIR_ID_ROLE) if rows else None

    def answer(self, accepted: bool):
        """PP3: record the selected pair's answer; a place given up goes to the next pair at once."""
        pair = self.selected_pair()
        if pair is None:
            self.message.setText(self.tr("Choose the pair in the list first."))
            return None
        try:
            change = self.session.perform(self.tr("Place accepted") if accepted else self.tr("Place given up"),
                                          answer_place, self.event_id, pair, accepted)
        except ServiceError as error:
            self.message.setText(str(error))
            return None
        self.message.clear()
        return change
