"""What the import dialogs share: long work off the UI thread with a busy cursor (and a progress
dialog once it takes longer than a second), and tables of rows and problems.
"""
from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEventLoop,
    QModelIndex,
    QObject,
    Qt,
    QThread,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLayout,
    QProgressDialog,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk.imports.member_list import RowProblem
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.widgets.alignment import ALIGN_NUMBER

T = TypeVar("T")
SHOW_PROGRESS_AFTER_MS = 1000      # below this a busy cursor says enough
PROBLEM_COLOUR = QColor("#b00020")

# Workers still running after the TD cancelled: kept alive until they finish, then let go.
_abandoned: set[QThread] = set()


def _wait_for_abandoned() -> None:
    """At quit: a thread must not be destroyed while it runs (Qt aborts the program)."""
    for worker in list(_abandoned):
        worker.wait()


class _Worker(QThread):
    def __init__(self, work: Callable[[], T]):
        application = QCoreApplication.instance()
        super().__init__(application)
        if not application.property("tddeskWaitsForWorkers"):
            application.setProperty("tddeskWaitsForWorkers", True)
            application.aboutToQuit.connect(_wait_for_abandoned)
        self.work = work
        self.result = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = self.work()
        except BaseException as error:
            self.error = error


class LongWork(QObject):
    """``work()`` in a worker thread under a busy cursor; after a second a window-modal progress
    dialog with ``label`` appears (with Cancel when ``cancellable``).

    Until then the TD's clicks and keys wait (they are delivered afterwards, to windows the
    progress dialog does not block), so nothing can be started twice. ``run()`` returns the
    work's result, raises its exception, or returns None when the TD cancelled (``cancelled`` is
    then True and the result is thrown away, so only work that writes nothing may be cancellable).

    With ``stoppable`` the work itself listens: it calls ``report(done, total)`` as it proceeds
    (the bar follows) and stops when that returns False. Cancel then waits for the work to stop
    and clean up, and ``run()`` gives whatever the work returned or raised.
    """

    advanced = Signal(int, int)     # from the worker thread: ``report`` was called

    def __init__(self, parent: QWidget, label: str, work: Callable[[], T], cancellable: bool = True,
                 stoppable: bool = False):
        super().__init__(parent)
        self.cancelled = False
        self.stoppable = stoppable
        self._stop = threading.Event()
        self.advanced.connect(self._advance)    # queued: the worker must not touch widgets
        self._worker = _Worker(work)
        self.progress = QProgressDialog(label, self.tr("Cancel") if cancellable or stoppable else None, 0, 0,
                                        parent)
        self.progress.setObjectName("importProgress")
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.setMinimumDuration(24 * 3600 * 1000)   # shown by run() instead, after a second
        self.progress.hide()

    def run(self) -> T | None:
        worker = self._worker
        loop = QEventLoop()
        worker.finished.connect(loop.quit)       # queued from the worker: delivered inside a loop
        self.progress.canceled.connect(self._cancel)
        self.progress.canceled.connect(loop.quit)
        QTimer.singleShot(SHOW_PROGRESS_AFTER_MS, loop, loop.quit)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            worker.start()
            loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
            if worker.isRunning():                # a long one: show the progress, let Cancel be pressed
                self.progress.show()
                loop.exec()
        finally:
            QApplication.restoreOverrideCursor()
            self.progress.reset()     # also stops Qt's own timer that would show the dialog later
            self.progress.hide()
        if self.cancelled and not self.stoppable:
            return None
        # Polled, not blocked on: after Cancel a stoppable work may still be cleaning up; keep painting.
        while not worker.wait(50):
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        worker.deleteLater()
        if worker.error is not None:
            raise worker.error
        return worker.result

    def report(self, done: int, total: int) -> bool:
        """For the work, from its thread: ``done`` of ``total`` steps; False when it should stop."""
        self.advanced.emit(done, total)
        return not self._stop.is_set()

    def cancel(self) -> None:
        """What Cancel does; safe from the worker thread too, but only a stoppable work listens."""
        self.cancelled = True
        self._stop.set()

    def _advance(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(min(done, max(total, 1)))

    def _cancel(self) -> None:
        self.cancel()
        if self.stoppable:
            return
        if self._worker.isRunning():
            _abandoned.add(self._worker)
            worker = self._worker
            worker.finished.connect(lambda: (_abandoned.discard(worker), worker.deleteLater()))
        else:
            self._worker.deleteLater()


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
