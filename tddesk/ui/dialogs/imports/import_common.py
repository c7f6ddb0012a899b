"""What the import dialogs share: the file line, the tables of the rows read and the problems found
under them, their texts (the long work of reading and importing is ``ui/widgets/long_work.py``'s).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk.formats.member_list import RowProblem
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

PROBLEM_COLOUR = QColor("#b00020")


PreviewLine = tuple[tuple[Any, ...], str]  # the values read from one row of the file, and its problems


class ImportPreviewDialog(QDialog):
    """What the import dialogs share: the widgets ``file_line`` and ``build_preview_layout`` set on
    the dialog, and what the functions below call back (each dialog defines them)."""

    path: Path | None
    preview: object
    rows_model: RowsModel
    file_caption: QLabel
    file_edit: QLineEdit
    choose_button: QPushButton
    summary_label: QLabel
    problems_caption: QLabel
    problems_table: QTableView
    problems_model: RowsModel
    message_label: QLabel
    buttons: QDialogButtonBox
    import_button: QPushButton

    def load(self, path: Path | str) -> object:
        raise NotImplementedError

    def choose_file(self) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError


class RowsModel(RowTableModel[PreviewLine]):
    """The rows read from a file, as text; a row with problems is shown red with them as its tip."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent=parent, row_roles=_marked)

    def show_rows(
        self,
        headers: Sequence[str],
        rows: Sequence[tuple[Any, ...]],
        problems: Sequence[str] | None = None,
        numbers: Sequence[int] = (),
    ) -> None:
        """``rows`` under ``headers``, the columns ``numbers`` aligned right; ``problems`` has one
        text per row (empty for a good row)."""
        columns = [
            Column(header, partial(_value, column), number=column in numbers) for column, header in enumerate(headers)
        ]
        self.set_rows(list(zip(rows, problems if problems is not None else [""] * len(rows), strict=True)), columns)


def _value(column: int, line: PreviewLine) -> str:
    value = line[0][column]
    return "" if value is None else str(value)


def _marked(line: PreviewLine) -> dict[int, object]:
    problem = line[1]
    return (
        {Qt.ItemDataRole.ToolTipRole: problem, Qt.ItemDataRole.ForegroundRole: QBrush(PROBLEM_COLOUR)}
        if problem
        else {}
    )


def rows_table(parent: QWidget, name: str) -> tuple[QTableView, RowsModel]:
    model = RowsModel(parent)
    table = row_table(parent, name, model, sortable=False)
    # widths the TD drags: measuring every row of a long member list would hold the dialog up
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    return table, model


def problem_rows(problems: Sequence[RowProblem]) -> list[tuple[Any, ...]]:
    """(row, column, message) for a problems table; the whole file's problems have no row."""
    return [(problem.row or "", problem.column or "", problem.message) for problem in problems]


def problems_by_row(problems: Sequence[RowProblem]) -> dict[int, str]:
    """File row → its problems as one text, for marking the rows of a preview."""
    found: dict[int, list[str]] = {}
    for problem in problems:
        if problem.row is not None:
            found.setdefault(problem.row, []).append(problem.text())
    return {row: "\n".join(texts) for row, texts in found.items()}


def build_preview_layout(dialog: ImportPreviewDialog, preview_name: str, top: QLayout) -> tuple[QTableView, RowsModel]:
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


def file_line(dialog: ImportPreviewDialog) -> QHBoxLayout:
    """The file line of an import dialog: the chosen file's path (read-only) and Choose file…;
    ``dialog.file_caption`` is its caption, for the dialog to place."""
    dialog.file_caption = QLabel(dialog)
    dialog.file_edit = QLineEdit(dialog)
    dialog.file_edit.setReadOnly(True)
    dialog.choose_button = QPushButton(dialog)
    dialog.file_caption.setBuddy(dialog.choose_button)
    line = QHBoxLayout()
    line.addWidget(dialog.file_edit, 1)
    line.addWidget(dialog.choose_button)
    return line


def retranslate_preview(dialog: ImportPreviewDialog, problems_caption: str) -> None:
    """The texts of the file line, the Import button and the problems' caption."""
    dialog.file_caption.setText(QCoreApplication.translate("ImportPreview", "&File:"))
    dialog.choose_button.setText(QCoreApplication.translate("ImportPreview", "&Choose file…"))
    dialog.import_button.setText(QCoreApplication.translate("ImportPreview", "&Import"))
    dialog.problems_caption.setText(problems_caption)


def choose_file(dialog: ImportPreviewDialog, title: str, filters: str) -> None:
    """Ask for the file to read (from the last one's folder) and have ``dialog.load`` read it."""
    chosen, _filter = QFileDialog.getOpenFileName(
        dialog, title, str(dialog.path.parent if dialog.path else Path.home()), filters
    )
    if chosen:
        dialog.load(chosen)


def show_rows_and_problems(
    dialog: ImportPreviewDialog,
    headers: Sequence[str],
    rows: Sequence[tuple[Any, ...]],
    problems: Sequence[RowProblem],
    numbers: Sequence[int],
) -> None:
    """The rows read (their first value the file's row number, marked with that row's problems)
    and every problem by row and column under them."""
    marked = problems_by_row(problems)
    dialog.rows_model.show_rows(headers, rows, [marked.get(row[0], "") for row in rows], numbers)
    problem_headers = [
        QCoreApplication.translate("ImportPreview", "Row"),
        QCoreApplication.translate("ImportPreview", "Column"),
        QCoreApplication.translate("ImportPreview", "Problem"),
    ]
    dialog.problems_model.show_rows(problem_headers, problem_rows(problems), numbers=(0,))


def connect_preview(dialog: ImportPreviewDialog, import_action: Callable[[], object], path: Path | str | None) -> None:
    """Choose file…, Import and Cancel connected, the texts set, and ``path`` read if given."""
    dialog.choose_button.clicked.connect(dialog.choose_file)
    dialog.buttons.accepted.connect(import_action)
    dialog.buttons.rejected.connect(dialog.reject)
    dialog.retranslate()
    if path is not None:
        dialog.load(path)


def begin_load(dialog: ImportPreviewDialog, path: Path | str) -> None:
    """The file line shows ``path``; the last message and preview are gone until it is read."""
    dialog.path = Path(path)
    dialog.file_edit.setText(str(dialog.path))
    dialog.message_label.clear()
    dialog.preview = None


def reload_file(dialog: ImportPreviewDialog) -> None:
    """Read the chosen file again (the heat it is read for changed)."""
    if dialog.path is not None:
        dialog.load(dialog.path)
