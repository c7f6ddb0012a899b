"""The grid of a pairs traveller: a board's tables, one line each (ui/dialogs/pairs/pairs_traveller_dialog.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QWidget

from tddesk import numbers
from tddesk.rules.contract import parse_contract, result_text
from tddesk.services.pairs_travellers import PairsTravellerLine

ROUND, NS, EW, CONTRACT, DECLARER, RESULT, LEAD, NS_SCORE, NS_POINTS, EW_POINTS = range(10)
SEATS = (ROUND, NS, EW)  # typed only on a line the movement does not seat
TYPED = (CONTRACT, DECLARER, RESULT, LEAD)


@dataclass
class Line:
    """One table on the board: seated by the movement, saved, or the empty line to type pairs on."""

    round: int | None
    ns: int | None
    ew: int | None
    saved: PairsTravellerLine | None = None
    seated: bool = False  # the pairs are known (movement or a saved result): not typed


def number_in(text: str) -> int | None:
    """A whole number typed in a cell, else None."""
    return int(text) if text.strip().isdigit() else None


class TravellerGrid(QTableWidget):
    """The board's tables; Delete outside an editor removes the current line's result."""

    def __init__(self, parent: QWidget, remove: Callable[[int], None]):
        super().__init__(0, 10, parent)
        self.remove = remove
        self.setObjectName("pairsTravellerGrid")
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        self.filling = False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        editing = self.state() == QAbstractItemView.State.EditingState
        if event.key() == Qt.Key.Key_Delete and not editing and self.currentRow() >= 0:
            self.remove(self.currentRow())
            return
        super().keyPressEvent(event)

    def text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text().strip() if item is not None else ""

    def fill(self, lines: list[Line]) -> None:
        """The lines as saved (the services' texts for adjusted scores) or as the movement seats them."""
        self.filling = True
        self.setRowCount(len(lines))
        for row, line in enumerate(lines):
            shown = line.saved
            texts = {
                ROUND: "" if line.round is None else str(line.round),
                NS: "" if line.ns is None else str(line.ns),
                EW: "" if line.ew is None else str(line.ew),
            }
            if shown is not None:
                texts.update(
                    {
                        CONTRACT: shown.contract,
                        DECLARER: shown.declarer,
                        RESULT: _result(shown),
                        LEAD: shown.lead,
                        # a score in the UI's signs; an adjusted score in the services' words
                        NS_SCORE: numbers.localise(shown.ns_score)
                        if shown.ns_score.lstrip("+-").isdigit()
                        else shown.ns_score,
                        NS_POINTS: numbers.localise(shown.ns_points),
                        EW_POINTS: numbers.localise(shown.ew_points),
                    }
                )
            for column in range(self.columnCount()):
                item = QTableWidgetItem(texts.get(column, ""))
                editable = column in TYPED or (column in SEATS and not line.seated)
                if not editable:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if column in (ROUND, NS, EW, NS_SCORE, NS_POINTS, EW_POINTS):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, column, item)
        self.filling = False
        self.resizeColumnsToContents()


def _result(line: PairsTravellerLine) -> str:
    """The tricks as typed at the table: "=", "+1", "-2" against the contract (typed back as such)."""
    if not line.contract or not line.tricks:
        return ""
    contract = parse_contract(line.contract)
    return "" if contract.passed_out else result_text(contract, int(line.tricks))
