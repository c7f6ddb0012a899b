"""A weighted score (Law 12C1(c)) typed as at the table: two or more results, each with its weight,
the weights adding up to 100 % (docs/pairs.md, "Weighted scores").

Each row is a contract, the declarer and the result (``4S``, Tab, ``S``, Tab, ``=``), then the
weight in percent; the row's NS score (Law 77) and the sum of the weights follow as they are typed.
Insert (or the button) adds a row, Delete removes the current one. OK is enabled only when every
row is a result and the weights add up to 100; until then a line in words says what is missing.

The dialog knows no pairs or teams. Its caller passes the board (for the vulnerability) and a
``save`` callable::

    dialog = WeightedScoreDialog(board, save, parts=(), parent=widget)
    dialog.open()

``save(parts)`` gets the rows as ``list[WeightedPart]`` (contract, declarer, result, weight %) and
stores them, e.g. ``session.perform(text, assign_pairs_score, ..., weighted=parts)``; a
``ServiceError`` it raises is shown in the dialog, which stays open with nothing saved. After OK,
``dialog.saved`` holds the parts that were stored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tddesk.i18n import translate
from tddesk.rules import contract as contract_rules
from tddesk.rules.contract import BoardError
from tddesk.services.adjusted_scores import WeightedPart
from tddesk.services.errors import ServiceError
from tddesk.services.played import parse_played
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating

CONTRACT, DECLARER, RESULT, WEIGHT, NS_SCORE = range(5)
TYPED = (CONTRACT, DECLARER, RESULT, WEIGHT)


def signed(score: int) -> str:
    """An NS score as the travellers show it: "+420", "−50"."""
    return f"{score:+d}".replace("-", "−")


class WeightsGrid(QTableWidget):
    """The rows of the weighted score; Insert adds a row, Delete outside an editor removes one."""

    def __init__(self, dialog: WeightedScoreDialog):
        super().__init__(0, 5, dialog)
        self.dialog = dialog
        self.setObjectName("weightedGrid")
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if self.state() != QAbstractItemView.State.EditingState:
            if event.key() == Qt.Key.Key_Insert:
                self.dialog.add_row()
                return
            if event.key() == Qt.Key.Key_Delete:
                self.dialog.remove_row()
                return
        super().keyPressEvent(event)


class WeightedScoreDialog(Retranslating, QDialog):
    def __init__(
        self,
        board: int,
        save: Callable[[list[WeightedPart]], object],
        parts: Sequence[WeightedPart] = (),
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("weightedScoreDialog")
        self.board, self.save = board, save
        self.saved: list[WeightedPart] | None = None
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.grid = WeightsGrid(self)
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("weightedAdd")
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("weightedRemove")
        self.total = QLabel(self)
        self.total.setObjectName("weightedTotal")
        self.problem = QLabel(self)
        self.problem.setObjectName("weightedProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.store)
        self.buttons.rejected.connect(self.reject)
        self.add_button.clicked.connect(lambda: self.add_row())
        self.remove_button.clicked.connect(lambda: self.remove_row())
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        row.addWidget(self.total)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.grid, 1)
        layout.addLayout(row)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        QShortcut(QKeySequence("Ctrl+Return"), self, self.store, context)
        self.grid.itemChanged.connect(lambda _item: self.check())
        for part in parts or (None, None):
            self.add_row(part, focus=False)
        self.retranslate()
        self.grid.setCurrentCell(0, CONTRACT)
        self.resize(560, 360)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Weighted score"))
        self.heading.setText(
            self.tr(
                "Board {board}: the results the board might have had and the weight of each (Law 12C1(c)); "
                "the weights add up to 100 %."
            ).format(board=self.board)
        )
        self.grid.setHorizontalHeaderLabels(
            [self.tr("Contract"), self.tr("Decl."), self.tr("Result"), self.tr("Weight %"), self.tr("NS score")]
        )
        self.grid.setAccessibleName(self.tr("Results and their weights"))
        self.add_button.setText(self.tr("&Add a result"))
        self.add_button.setToolTip(self.tr("Insert"))
        self.remove_button.setText(self.tr("&Remove the result"))
        self.remove_button.setToolTip(self.tr("Delete"))
        self.check()

    def add_row(self, part: WeightedPart | None = None, focus: bool = True) -> None:
        contract, declarer, result, weight = part or ("", None, None, None)
        row = self.grid.rowCount()
        self.grid.blockSignals(True)
        self.grid.insertRow(row)
        texts = (
            contract or "",
            declarer or "",
            "" if result is None else str(result),
            "" if weight is None else str(weight),
        )
        for column, text in zip(TYPED, texts):
            self.grid.setItem(row, column, QTableWidgetItem(text))
        score = QTableWidgetItem("")
        score.setFlags(score.flags() & ~Qt.ItemFlag.ItemIsEditable)
        score.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.grid.setItem(row, NS_SCORE, score)
        self.grid.blockSignals(False)
        if focus:
            self.grid.setCurrentCell(row, CONTRACT)
            self.grid.setFocus()
        self.check()

    def remove_row(self) -> None:
        row = self.grid.currentRow()
        if row < 0:
            return
        self.grid.removeRow(row)
        self.check()

    def _text(self, row: int, column: int) -> str:
        item = self.grid.item(row, column)
        return item.text().strip() if item is not None else ""

    def parts(self) -> list[WeightedPart]:
        """The rows as typed, blank rows left out; the weights as typed (0 when not a number)."""
        found: list[WeightedPart] = []
        for row in range(self.grid.rowCount()):
            contract, declarer, result, weight = (self._text(row, column) for column in TYPED)
            if not (contract or declarer or result or weight):
                continue
            found.append((contract, declarer or None, result or None, int(weight) if weight.isdigit() else 0))
        return found

    def check(self) -> bool:
        """Each row's NS score, the weights' sum and what is wrong, in words; OK only when nothing is."""
        problems: list[str] = []
        weights: list[int] = []
        self.grid.blockSignals(True)
        for row in range(self.grid.rowCount()):
            contract, declarer, result, weight = (self._text(row, column) for column in TYPED)
            score = self.grid.item(row, NS_SCORE)
            if score is not None:
                score.setText("")
            if not (contract or declarer or result or weight):
                continue
            try:
                played = parse_played(contract, declarer, result)
                points = contract_rules.ns_score(
                    self.board,
                    contract_rules.parse_contract(played["contract"]),
                    played["declarer"],
                    played["tricks"] or 0,
                )
                if score is not None:
                    score.setText(signed(points))
            except BoardError as error:
                problems.append(self.tr("Row {row}: {problem}").format(row=row + 1, problem=error.words(translate)))
            if not weight.isdigit() or not 0 < int(weight) < 100:
                problems.append(
                    self.tr("Row {row}: the weight is a whole number of percent from 1 to 99, not '{weight}'.").format(
                        row=row + 1, weight=weight
                    )
                )
            else:
                weights.append(int(weight))
        self.grid.blockSignals(False)
        total = sum(weights)
        self.total.setText(self.tr("Weights: {total} %").format(total=total))
        if len(self.parts()) < 2:
            problems.append(self.tr("Type at least two results, each with its weight."))
        elif not problems and total != 100:
            problems.append(
                self.tr("The weights add up to {total} %; change them so that they add up to 100 %.").format(
                    total=total
                )
            )
        self.problem.setText("\n".join(problems))
        self.ok_button.setEnabled(not problems)
        self.grid.resizeColumnsToContents()
        return not problems

    def store(self) -> None:
        """The rows through the caller's ``save``; its refusal is shown and the dialog stays open."""
        if not self.check():
            return
        parts = self.parts()
        try:
            self.save(parts)
        except ServiceError as error:
            self.problem.setText(str(error))
            return
        self.saved = parts
        self.accept()
