"""What the import dialogs share: tables of the rows read and the problems found under them (the
long work of reading and importing is ``ui/widgets/long_work.py``'s).
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLayout,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk.imports.member_list import RowProblem
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.widgets.alignment import ALIGN_NUMBER

PROBLEM_COLOUR = QColor("#b00020")


class RowsModel(QAbstractTableModel):
    """A read-only table of text rows; a row with problems is shown red with them as its tip."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._headers: list[str] = []
        self._rows: list[tuple] = []
        self._problems: list[str] = []
        self._numbers: frozenset[int] = frozenset()   # columns aligned right

    def set_rows(self, headers: Sequence[str], rows: Sequence[tuple], problems: Sequence[str] | None = None,
                 numbers: Sequence[int] = ()) -> None:
        self.beginResetModel()
        self._headers = list(headers)
        self._rows = list(rows)
        self._problems = list(problems) if problems is not None else [""] * len(self._rows)
        self._numbers = frozenset(numbers)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            value = self._rows[index.row()][index.column()]
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.ToolTipRole and self._problems[index.row()]:
            return self._problems[index.row()]
        if role == Qt.ItemDataRole.ForegroundRole and self._problems[index.row()]:
            return QBrush(PROBLEM_COLOUR)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self._numbers:
            return int(ALIGN_NUMBER.value)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal \
                and 0 <= section < len(self._headers):
            return self._headers[section]
        return None


def rows_table(parent: QWidget, name: str) -> tuple[QTableView, RowsModel]:
    table = QTableView(parent)
    table.setObjectName(name)
    model = RowsModel(table)
    table.setModel(model)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    table.horizontalHeader().setStretchLastSection(True)
    return table, model


def problem_rows(problems: Sequence[RowProblem]) -> list[tuple]:
    """(row, column, message) for a problems table; the whole file's problems have no row."""
    return [(problem.row or "", problem.column or "", problem.message) for problem in problems]


def problems_by_row(problems: Sequence[RowProblem]) -> dict[int, str]:
    """File row → its problems as one text, for marking the rows of a preview."""
    found: dict[int, list[str]] = {}
    for problem in problems:
        if problem.row is not None:
            found.setdefault(problem.row, []).append(problem.text())
    return {row: "\n".join(texts) for row, texts in found.items()}


def build_preview_layout(dialog: QDialog, preview_name: str, top: QLayout) -> tuple[QTableView, RowsModel]:
    """What both import dialogs show under their file choice: a summary, the rows read with the
    problems found under them, a message and the Import/Cancel buttons (set on ``dialog``)."""
    dialog.summary_label = QLabel(dialog)
    dialog.summary_label.setObjectName("importSummary")
    dialog.summary_label.setWordWrap(True)
    preview_table, preview_model = rows_table(dialog, preview_name)
    dialog.problems_caption = QLabel(dialog)
    dialog.problems_table, dialog.problems_model = rows_table(dialog, "problems")
    dialog.message_label = QLabel(dialog)
    dialog.message_label.setObjectName("importMessage")
    dialog.message_label.setStyleSheet(ERROR_STYLE)
    dialog.message_label.setWordWrap(True)
    dialog.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, dialog)
    dialog.import_button = dialog.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
    dialog.import_button.setEnabled(False)
    problems = QWidget(dialog)
    problems_layout = QVBoxLayout(problems)
    problems_layout.setContentsMargins(0, 0, 0, 0)
    problems_layout.addWidget(dialog.problems_caption)
    problems_layout.addWidget(dialog.problems_table)
    splitter = QSplitter(Qt.Orientation.Vertical, dialog)
    splitter.addWidget(preview_table)
    splitter.addWidget(problems)
    layout = QVBoxLayout(dialog)
    layout.addLayout(top)
    layout.addWidget(dialog.summary_label)
    layout.addWidget(splitter, 1)
    layout.addWidget(dialog.message_label)
    layout.addWidget(dialog.buttons)
    dialog.resize(900, 600)
    return preview_table, preview_model
