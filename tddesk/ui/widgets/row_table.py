"""The tables of the views: a list of rows (a service's ``*View`` objects) shown through declared
columns (docs/architecture.md, "The UI toolkit").

A ``Column`` says once what a table shows of a row: its header (translated by the view that
declares it), whether it holds a number (aligned right, from ``alignment.py``), the text, the
tooltip, the value an editor or a test reads (the edit role) and the key the column sorts by.
``RowTableModel`` works every role of a row's cells out once per ``set_rows``, when the row is
first shown — painting asks for each role of each cell many times, and a list of 20,000 members
shows a screenful of them — and sorts by the column's key when a header is clicked:
numbers by value, names in Swedish order (Å, Ä, Ö after Z). Column -1 is the services' own
order, the one a table opens in.

A column may also be edited in the table: a tick (``check`` with ``on_toggle``) or a typed value
(``commit``). The model never changes a cell itself: the callback calls the service through the
``UiSession`` and returns whether it was done; the change then reaches the view, whose
``set_rows`` shows it. A refused edit leaves the cell as it was, and the view says why. A footer
(the totals of the rows) closes the table: bold, never sorted, never chosen.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from tddesk.rules.tiebreak import swedish_key
from tddesk.ui.widgets.alignment import ALIGN_NUMBER, ALIGN_TEXT

if TYPE_CHECKING:
    from PySide6.QtCore import QModelRoleData, QModelRoleDataSpan

Row = TypeVar("Row")
Roles = Mapping[int, object]
Index = QModelIndex | QPersistentModelIndex

DISPLAY = Qt.ItemDataRole.DisplayRole
EDIT = Qt.ItemDataRole.EditRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
CHECK = Qt.ItemDataRole.CheckStateRole
FONT = Qt.ItemDataRole.FontRole

LONG_TEXT = 40  # characters; a longer cell text is shown whole in its tooltip
MAX_COLUMN_WIDTH = 200  # pixels: a 200-character team name never pushes the other columns away

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
    edit: Callable[[Row], object] | None = None  # the edit role; the text when None
    sort_key: Callable[[Row], Any] | None = None  # by the text (as a number or a name) when None
    header_tooltip: str | None = None
    roles: Callable[[Row], Roles] | None = None  # further roles of the cell (icon, colour …)
    check: Callable[[Row], bool | None] | None = None  # a tick in the cell: whether the row has it (None: no tick)
    on_toggle: Callable[[Row, bool], bool] | None = None  # the TD (un)ticked it: done (True) or refused
    commit: Callable[[Row, str], bool] | None = None  # the TD typed the text: done (True) or refused
    editable: Callable[[Row], bool] | None = None  # whether this row's tick or text may change

    @property
    def alignment(self) -> Qt.AlignmentFlag:
        return ALIGN_NUMBER if self.number else ALIGN_TEXT

    def key(self, row: Row, text: str) -> Any:
        if self.sort_key is not None:
            return self.sort_key(row)
        return number_key(text) if self.number else swedish_key(text)

    def flags(self, row: Row) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.editable is not None and not self.editable(row):
            return flags
        if self.check is not None and self.on_toggle is not None and self.check(row) is not None:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        if self.commit is not None:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """Rows shown through ``columns``; ``row_roles`` adds roles to every cell of a row (the font
    of an excluded team, the colour of a row with problems)."""

    def __init__(
        self,
        columns: Sequence[Column[Row]] = (),
        parent: QObject | None = None,
        row_roles: Callable[[Row], Roles] | None = None,
    ):
        super().__init__(parent)
        self.columns: tuple[Column[Row], ...] = tuple(columns)
        self.row_roles = row_roles
        self._rows: list[Row] = []
        self._cells: list[list[dict[int, object]] | None] = []  # a row's cells, once it is shown
        self._order: list[int] = []  # shown row → index into _rows
        self._footer: list[dict[int, object]] | None = None
        self._footer_texts: tuple[str, ...] | None = None
        self._sorted_by: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)

    # -- what the view gives -------------------------------------------------------------------
    def set_columns(self, columns: Sequence[Column[Row]]) -> None:
        """New columns (after a change of language, or another set of them): the rows are worked
        out again through them (the footer too, until the view gives its new texts)."""
        footer = self._footer_texts
        if footer is not None and len(footer) != len(columns):
            footer = None
        self.set_rows(self._rows, columns, footer=footer)

    def set_rows(
        self, rows: Sequence[Row], columns: Sequence[Column[Row]] | None = None, *, footer: Sequence[str] | None = None
    ) -> None:
        """The rows to show, in the services' order (through new ``columns`` when given), and the
        texts of the footer line under them, one per column (none when None); a sort the TD chose
        stays in force."""
        if columns is not None:
            self._change_columns(tuple(columns))
        self.beginResetModel()  # rows come and go and reorder: a reset is the honest change
        self._fill(rows)
        self._footer_texts = None if footer is None else tuple(footer)
        self._footer = None if footer is None else self._footer_cells(footer)
        self.endResetModel()

    def update_rows(self, rows: Sequence[Row], *, footer: Sequence[str] | None = None) -> None:
        """New values for the lines shown, after a tick or a typed cell was saved: with as many
        rows as before they change in place, so the TD's current cell, the selection and an editor
        that Tab opened on the next cell stay; otherwise as ``set_rows``."""
        if len(rows) != len(self._rows) or (footer is None) != (self._footer is None):
            self.set_rows(rows, footer=footer)
            return
        self.layoutAboutToBeChanged.emit()
        self._fill(rows)
        self._footer_texts = None if footer is None else tuple(footer)
        self._footer = None if footer is None else self._footer_cells(footer)
        self.layoutChanged.emit()
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

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
        """The text on line ``shown`` (the footer's after the rows) in ``column``."""
        return str(self._cell(shown, column).get(DISPLAY, ""))

    def is_footer(self, shown: int) -> bool:
        return self._footer is not None and shown == len(self._order)

    def shown_line(self, found: Callable[[Row], bool]) -> int | None:
        """The first line whose row ``found`` accepts, None when no row is."""
        return next((shown for shown, index in enumerate(self._order) if found(self._rows[index])), None)

    # -- Qt's side -----------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._order) + (self._footer is not None)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = DISPLAY) -> object:
        if not index.isValid():
            return None
        return self._cell(index.row(), index.column()).get(role)

    def multiData(self, index: Index, roles: QModelRoleDataSpan | QModelRoleData) -> None:  # noqa: N802 - Qt's name
        """All roles a painted cell asks for in one call rather than one call per role."""
        cell = self._cell(index.row(), index.column()) if index.isValid() else {}
        for role_data in cast("Iterable[QModelRoleData]", roles):  # a span, which the stub cannot iterate
            role_data.setData(cell.get(role_data.role()))

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self.is_footer(index.row()):
            return Qt.ItemFlag.ItemIsEnabled
        return self.columns[index.column()].flags(self.row(index.row()))

    def setData(self, index: Index, value: object, role: int = EDIT) -> bool:  # noqa: N802 - Qt's name
        """The TD's tick (at once) or typed text (once the editor has closed), handed to the
        column's callback; the cell shows the service's answer when the view sets its rows again,
        so a refusal changes nothing."""
        if not index.isValid() or not self.flags(index) & (
            Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEditable
        ):
            return False
        column, row = self.columns[index.column()], self.row(index.row())
        if role == CHECK and column.on_toggle is not None:
            return bool(column.on_toggle(row, getattr(value, "value", value) == Qt.CheckState.Checked.value))
        if role == EDIT and column.commit is not None:
            # After the editor has closed: the service's change sets the rows again, and a reset
            # under an open editor would have Qt commit the dying editor a second time.
            typed, commit = "" if value is None else str(value), column.commit
            if typed == str(self.data(index, EDIT) or ""):
                return False  # the editor closed as it opened: nothing to save, no undo step
            QTimer.singleShot(0, self, lambda: commit(row, typed))
            return True
        return False

    def headerData(  # noqa: N802 - Qt's name
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = DISPLAY,
    ) -> object:
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
    def _cell(self, shown: int, column: int) -> dict[int, object]:
        if shown < len(self._order):
            return self._row_cells(self._order[shown])[column]
        return self._footer[column] if self._footer is not None else {}

    def _row_cells(self, index: int) -> list[dict[int, object]]:
        cells = self._cells[index]
        if cells is None:
            row = self._rows[index]
            cells = self._cells[index] = [self._roles(row, column) for column in self.columns]
        return cells

    def _footer_cells(self, texts: Sequence[str]) -> list[dict[int, object]]:
        bold = QFont()
        bold.setBold(True)
        return [
            {DISPLAY: text, ALIGNMENT: column.alignment, FONT: bold}
            for column, text in zip(self.columns, texts, strict=True)
        ]

    def _fill(self, rows: Sequence[Row]) -> None:
        self._rows = list(rows)
        self._cells = [None] * len(self._rows)
        self._sort()

    def _roles(self, row: Row, column: Column[Row]) -> dict[int, object]:
        text = column.display(row)
        roles: dict[int, object] = dict(self.row_roles(row)) if self.row_roles else {}
        roles.update({DISPLAY: text, EDIT: column.edit(row) if column.edit else text, ALIGNMENT: column.alignment})
        if column.tooltip is not None and (tip := column.tooltip(row)):
            roles[TOOLTIP] = tip
        elif len(text) > LONG_TEXT:  # elided in a column of at most MAX_COLUMN_WIDTH: whole on hover
            roles[TOOLTIP] = text
        if column.check is not None and (ticked := column.check(row)) is not None:
            roles[CHECK] = Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
        if column.roles is not None:
            roles.update(column.roles(row))
        return roles

    def _sort(self) -> None:
        column, order = self._sorted_by
        self._order = list(range(len(self._rows)))
        if not 0 <= column < len(self.columns):
            return
        declared = self.columns[column]
        keys = [
            declared.key(self._rows[index], str(self._row_cells(index)[column][DISPLAY]))
            for index in range(len(self._rows))
        ]
        self._order.sort(key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)


def row_table(
    parent: QWidget | None,
    name: str,
    model: RowTableModel[Any],
    *,
    sortable: bool = True,
    stretch_last: bool = True,
    select_rows: bool = True,
    typed_into: bool = False,
) -> QTableView:
    """The table of a view on ``model``: no row numbers, columns as wide as their contents, the
    last one stretched; with ``sortable`` a click on a header sorts by it. Ticks are set with a
    click or Space; with ``typed_into`` the cells whose column has a ``commit`` take typing."""
    table = QTableView(parent)
    table.setObjectName(name)
    table.setModel(model)
    table.verticalHeader().hide()
    table.setEditTriggers(
        QAbstractItemView.EditTrigger.AllEditTriggers if typed_into else QAbstractItemView.EditTrigger.NoEditTriggers
    )
    if select_rows:
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for signal in (model.modelReset, model.layoutChanged, model.dataChanged, model.rowsInserted):
        signal.connect(lambda *_args, table=table: cap_wide_columns(table))
    cap_wide_columns(table)
    header.setStretchLastSection(stretch_last)
    if sortable:
        sort_by_header(table)
    return table


def cap_wide_columns(table: QTableView, limit: int = MAX_COLUMN_WIDTH) -> None:
    """A column sized to its contents is at most ``limit`` wide: a longer text is elided (whole in
    its tooltip) instead of pushing the table's other columns off a laptop's screen."""
    header = table.horizontalHeader()
    capped: set[int] = table.property("cappedColumns") or set()
    for column in range(header.count()):
        mode = header.sectionResizeMode(column)
        if mode != QHeaderView.ResizeMode.ResizeToContents and column not in capped:
            continue
        wanted = max(table.sizeHintForColumn(column), header.sectionSizeFromContents(column).width())
        if wanted > limit:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, limit)
            capped.add(column)
        elif column in capped:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
            capped.discard(column)
    table.setProperty("cappedColumns", capped)


def sort_by_header(table: QTableView) -> None:
    """A click on a header of ``table`` sorts by that column. The table opens in the services'
    order; the sort arrow shows from the TD's first click (its room in every header would widen
    the columns of a table nobody sorted)."""
    header = table.horizontalHeader()
    header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
    table.setSortingEnabled(True)
    header.setSortIndicatorShown(False)
    header.sectionClicked.connect(lambda _section: header.setSortIndicatorShown(True))
