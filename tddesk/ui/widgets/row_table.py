"""The read-only tables of the views: a list of rows (a service's ``*View`` objects) shown through
declared columns (docs/architecture.md, "The UI toolkit").

A ``Column`` says once what a table shows of a row: its header (translated by the view that
declares it), whether it holds a number (aligned right, from ``alignment.py``), the text, the
tooltip, the value an editor or a test reads (the edit role) and the key the column sorts by.
``RowTableModel`` works every role of every cell out once per ``set_rows`` — painting asks for
each role of each cell many times — and sorts by the column's key when a header is clicked:
numbers by value, names in Swedish order (Å, Ä, Ö after Z). Column -1 is the services' own
order, the one a table opens in.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from tddesk.rules.tiebreak import swedish_key
from tddesk.ui.widgets.alignment import ALIGN_NUMBER, ALIGN_TEXT

Row = TypeVar("Row")
Roles = Mapping[int, object]
Index = QModelIndex | QPersistentModelIndex

DISPLAY = Qt.ItemDataRole.DisplayRole
EDIT = Qt.ItemDataRole.EditRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole

_NUMBER = re.compile(r"[-+−]?\d+(?:[.,]\d+)?")


def number_key(text: str) -> tuple[int, float]:
    """A number column's default key: the first number in the text, with either decimal sign
    ("81,10", "60–24", "3*"); texts without one ("–", "o.c.") after every number."""
    found = _NUMBER.search(text)
    if found is None:
        return 1, 0.0
    return 0, float(found.group().replace(",", ".").replace("−", "-"))


@dataclass(frozen=True)
class Column(Generic[Row]):
    """One column of a ``RowTableModel``."""

    header: str
    display: Callable[[Row], str]
    number: bool = False
    tooltip: Callable[[Row], str | None] | None = None
    edit: Callable[[Row], object] | None = None          # the edit role; the text when None
    sort_key: Callable[[Row], Any] | None = None         # by the text (as a number or a name) when None
    header_tooltip: str | None = None
    roles: Callable[[Row], Roles] | None = None          # further roles of the cell (icon, colour …)

    @property
    def alignment(self) -> Qt.AlignmentFlag:
        return ALIGN_NUMBER if self.number else ALIGN_TEXT

    def key(self, row: Row, text: str) -> Any:
        if self.sort_key is not None:
            return self.sort_key(row)
        return number_key(text) if self.number else swedish_key(text)


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """Rows shown through ``columns``; ``row_roles`` adds roles to every cell of a row (the font
    of an excluded team, the colour of a row with problems)."""

    def __init__(self, columns: Sequence[Column[Row]] = (), parent: QObject | None = None,
                 row_roles: Callable[[Row], Roles] | None = None):
        super().__init__(parent)
        self.columns: tuple[Column[Row], ...] = tuple(columns)
        self.row_roles = row_roles
        self._rows: list[Row] = []
        self._cells: list[list[dict[int, object]]] = []
        self._order: list[int] = []         # shown row → index into _rows
        self._sorted_by: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)

    # -- what the view gives -------------------------------------------------------------------
    def set_columns(self, columns: Sequence[Column[Row]]) -> None:
        """New columns (after a change of language, or another set of them): the rows are worked
        out again through them."""
        self.set_rows(self._rows, columns)

    def set_rows(self, rows: Sequence[Row], columns: Sequence[Column[Row]] | None = None) -> None:
        """The rows to show, in the services' order (through new ``columns`` when given); a sort
        the TD chose stays in force."""
        if columns is not None:
            self._change_columns(tuple(columns))
        self.beginResetModel()   # rows come and go and reorder: a reset is the honest change
        self._fill(rows)
        self.endResetModel()

    def _change_columns(self, columns: tuple[Column[Row], ...]) -> None:
        # A changed number of columns is told by Qt's insert and remove signals, not inside a
        # reset: only then does a header that stretches its last section find the new last one.
        old, new = len(self.columns), len(columns)
        if old == new:
            self.columns = columns
            if new:
                self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, new - 1)
            return
        rows = self._rows
        self.beginResetModel()
        self._fill(())
        self.endResetModel()
        self._rows = rows
        if new > old:
            self.beginInsertColumns(QModelIndex(), old, new - 1)
            self.columns = columns
            self.endInsertColumns()
        else:
            self.beginRemoveColumns(QModelIndex(), new, old - 1)
            self.columns = columns
            self.endRemoveColumns()

    def row(self, shown: int) -> Row:
        """The row object shown on line ``shown``."""
        return self._rows[self._order[shown]]

    @property
    def rows(self) -> list[Row]:
        """The rows in the order shown."""
        return [self._rows[index] for index in self._order]

    def text(self, shown: int, column: int) -> str:
        return str(self._cells[self._order[shown]][column][DISPLAY])

    # -- Qt's side -----------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._order)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = DISPLAY) -> object:
        if not index.isValid():
            return None
        return self._cells[self._order[index.row()]][index.column()].get(role)

    def multiData(self, index: Index, roles) -> None:  # noqa: N802 - Qt's name
        """All roles a painted cell asks for in one call rather than one call per role."""
        cell = self._cells[self._order[index.row()]][index.column()] if index.isValid() else {}
        for role_data in roles:
            role_data.setData(cell.get(role_data.role()))

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = DISPLAY) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        column = self.columns[section]
        if role == DISPLAY:
            return column.header
        if role == ALIGNMENT:
            return column.alignment
        if role == TOOLTIP:
            return column.header_tooltip
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """By ``column``'s key (stable: equal keys keep the services' order); -1 for that order."""
        self.layoutAboutToBeChanged.emit()
        self._sorted_by = (column, order)
        self._sort()
        self.layoutChanged.emit()

    # -- inside --------------------------------------------------------------------------------
    def _fill(self, rows: Sequence[Row]) -> None:
        self._rows = list(rows)
        self._cells = [[self._roles(row, column) for column in self.columns] for row in self._rows]
        self._sort()

    def _roles(self, row: Row, column: Column[Row]) -> dict[int, object]:
        text = column.display(row)
        roles: dict[int, object] = dict(self.row_roles(row)) if self.row_roles else {}
        roles.update({DISPLAY: text, EDIT: column.edit(row) if column.edit else text, ALIGNMENT: column.alignment})
        if column.tooltip is not None and (tip := column.tooltip(row)):
            roles[TOOLTIP] = tip
        if column.roles is not None:
            roles.update(column.roles(row))
        return roles

    def _sort(self) -> None:
        column, order = self._sorted_by
        self._order = list(range(len(self._rows)))
        if not 0 <= column < len(self.columns):
            return
        declared = self.columns[column]
        keys = [declared.key(row, str(cells[column][DISPLAY])) for row, cells in zip(self._rows, self._cells)]
        self._order.sort(key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)


def row_table(parent: QWidget, name: str, model: RowTableModel, *, sortable: bool = True,
              stretch_last: bool = True, select_rows: bool = True) -> QTableView:
    """The read-only table of a view on ``model``: no row numbers, columns as wide as their
    contents, the last one stretched; with ``sortable`` a click on a header sorts by it."""
    table = QTableView(parent)
    table.setObjectName(name)
    table.setModel(model)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    if select_rows:
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(stretch_last)
    if sortable:
        sort_by_header(table)
    return table


def sort_by_header(table: QTableView) -> None:
    """A click on a header of ``table`` sorts by that column. The table opens in the services'
    order; the sort arrow shows from the TD's first click (its room in every header would widen
    the columns of a table nobody sorted)."""
    header = table.horizontalHeader()
    header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
    table.setSortingEnabled(True)
    header.setSortIndicatorShown(False)
    header.sectionClicked.connect(lambda _section: header.setSortIndicatorShown(True))
