"""Widths that keep texts whole: the championship tree and the standings dock (docs/architecture.md, "Layout").

A dock is as narrow as the TD drags it, and QMainWindow restores the dragged width after a
restart, also on a smaller screen. A minimum width worked out from the texts themselves keeps
"Semifinal 3 – Norrköping" and "Jönsson" whole however the window was left.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QHeaderView,
    QStyle,
    QStyleOptionViewItem,
    QTableView,
    QTreeView,
)

MAX_TREE_WIDTH = 420  # a stage with a very long name is elided rather than eat the centre
HEADER_SLACK = 6  # bold or wider header fonts of some styles still fit


def tree_width_needed(view: QTreeView) -> int:
    """The width that shows every item of ``view`` whole, collapsed ones included, so that
    expanding a branch never cuts a text."""
    model = view.model()
    if model is None:
        return 0
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    delegate = view.itemDelegate()
    first_level = 1 if view.rootIsDecorated() else 0
    widest = 0
    pending = [(QModelIndex(), 0)]
    padding = None  # what an item needs beside its text: margins, the focus frame
    while pending:
        parent, depth = pending.pop()
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            indent = view.indentation() * (depth + first_level)
            width = delegate.sizeHint(option, index).width()
            if padding is None:
                padding = width - option.fontMetrics.horizontalAdvance(str(index.data() or ""))
            widest = max(widest, indent + width)
            if model.rowCount(index):
                pending.append((index, depth + 1))
    # Items a lazy model has not made yet (a stage's pages before its branch is first expanded).
    for depth, text in getattr(model, "pending_texts", list)():
        indent = view.indentation() * (depth + first_level)
        widest = max(widest, indent + option.fontMetrics.horizontalAdvance(text) + (padding or 0))
    return min(MAX_TREE_WIDTH, widest + chrome_width(view))


def chrome_width(view: QTableView | QTreeView) -> int:
    """The frame and a vertical scroll bar around a view's columns."""
    return 2 * view.frameWidth() + view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)


def header_text_width(header: QHeaderView, section: int) -> int:
    """The width a header section needs for its whole title."""
    text = header.model().headerData(section, header.orientation()) if header.model() else None
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    lines = str(text or "").split("\n")
    return max(header.fontMetrics().horizontalAdvance(line) for line in lines) + 2 * margin + HEADER_SLACK


def fit_column(table: QTableView, column: int) -> int:
    """Resize ``column`` to its cells and its whole header title; its new width."""
    table.resizeColumnToContents(column)
    header = table.horizontalHeader()
    width = max(header.sectionSize(column), header_text_width(header, column))
    header.resizeSection(column, width)
    return width


def table_width_needed(table: QTableView, widths: list[int]) -> int:
    """The width of a table whose columns are ``widths``, with its frame, row header and scroll bar."""
    vertical = table.verticalHeader()
    row_header = vertical.width() if vertical.isVisible() else 0
    return sum(widths) + row_header + chrome_width(table)


def dock_title_width(dock: QDockWidget) -> int:
    """The width that shows a dock's title whole beside its float and close buttons: however
    narrow the TD drags the dock, "Ställning (live)" never becomes "Stäl…"."""
    margin = dock.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleMargin, None, dock)
    buttons = sum(
        button.sizeHint().width()
        for button in dock.findChildren(QAbstractButton)
        if button.objectName().startswith("qt_dockwidget_")  # Qt's own float and close buttons
    )
    return dock.fontMetrics().horizontalAdvance(dock.windowTitle()) + 2 * margin + buttons + HEADER_SLACK
