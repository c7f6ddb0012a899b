"""The players of a team as the TD types them (T1, T2, T5, T6): one row per player.

Typing a MID fills name, club, district, birth year and membership from the member register as
soon as the digits match a member; if the TD types on and the MID no longer matches, the filled
cells are emptied again, so a name never sticks to the wrong MID. The last row is always empty,
ready for the next player. Every change emits ``players_changed`` so the dialog can judge the
team at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRegularExpression, Qt, Signal
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tddesk.services.players import MemberView, PlayerEntry
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.widgets.alignment import ALIGN_NUMBER

MID, NAME, CLUB, DISTRICT, BIRTH_YEAR, PAID, DISPENSATION, AGE = range(8)
TEXT_COLUMNS = (MID, NAME, CLUB, DISTRICT, BIRTH_YEAR)
FILLED_COLUMNS = (NAME, CLUB, DISTRICT, BIRTH_YEAR)


@dataclass(frozen=True)
class TypedPlayers:
    """What the table holds: complete players, dispensations (T1) and rows still incomplete."""

    entries: tuple[PlayerEntry, ...]
    dispensations: frozenset[str]
    problems: tuple[str, ...]


class _DigitsEditor(QLineEdit):
    def __init__(self, index: QModelIndex | QPersistentModelIndex, pattern: str, parent: QWidget):
        super().__init__(parent)
        self.cell = QPersistentModelIndex(index)
        self.loaded = False
        self.setValidator(QRegularExpressionValidator(QRegularExpression(pattern), self))


class _DigitsDelegate(QStyledItemDelegate):
    """MID and birth year cells accept digits only; a MID is looked up at every keystroke."""

    def __init__(self, table: PlayerTable, pattern: str, on_typed: Callable[[int, str], None] | None = None):
        super().__init__(table)
        self._pattern = pattern
        self._on_typed = on_typed

    def createEditor(  # noqa: N802 - Qt's name
        self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QWidget:
        editor = _DigitsEditor(index, self._pattern, parent)
        editor.setObjectName("midEditor" if self._on_typed else "birthYearEditor")
        if self._on_typed is not None:
            editor.textEdited.connect(lambda text, cell=editor.cell: self._on_typed(cell.row(), text))
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        # the MID cell follows the editor while the TD types; that must not reset the cursor
        assert isinstance(editor, _DigitsEditor)  # createEditor made it
        if not editor.loaded:
            editor.setText(index.data(Qt.ItemDataRole.EditRole) or "")
            editor.loaded = True


class PlayerTable(Retranslating, QTableWidget):
    players_changed = Signal()

    def __init__(
        self,
        lookup: Callable[[str], MemberView | None],
        age_class: Callable[[int | None], str | None],
        parent: QWidget | None = None,
    ):
        super().__init__(0, AGE + 1, parent)
        self.setObjectName("playerTable")
        self._lookup = lookup
        self._age_class = age_class
        self._filled_rows: set[int] = set()  # rows whose cells came from the register
        self.setItemDelegateForColumn(MID, _DigitsDelegate(self, r"[\d ]{0,16}", self._mid_typed))
        self.setItemDelegateForColumn(BIRTH_YEAR, _DigitsDelegate(self, r"\d{0,4}"))
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.setWordWrap(False)
        self.itemChanged.connect(self._item_changed)
        self.retranslate()
        self._add_blank_row()

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels(
            [
                self.tr("MID"),
                self.tr("Name"),
                self.tr("Club"),
                self.tr("District"),
                self.tr("Birth year"),
                self.tr("Paid"),
                self.tr("Dispensation"),
                self.tr("Junior/veteran"),
            ]
        )
        paid, dispensation = self.horizontalHeaderItem(PAID), self.horizontalHeaderItem(DISPENSATION)
        assert paid is not None and dispensation is not None  # setHorizontalHeaderLabels made them
        paid.setToolTip(self.tr("T5: membership fee paid"))
        dispensation.setToolTip(self.tr("T1: a 7th or 8th player needs the committee's dispensation."))
        for row in range(self.rowCount()):
            self._show_age(row)

    # --- filling and reading ------------------------------------------------------------------

    def set_players(self, entries: Sequence[PlayerEntry], dispensations: frozenset[str] = frozenset()) -> None:
        self.blockSignals(True)
        self.setRowCount(0)
        self._filled_rows.clear()
        for entry in entries:
            row = self._add_blank_row()
            self._fill(row, entry.mid, entry.name, entry.club, entry.district, entry.birth_year, entry.membership_paid)
            self.cell(row, DISPENSATION).setCheckState(_checked(entry.mid in dispensations))
        self._add_blank_row()
        self.blockSignals(False)
        self.players_changed.emit()

    def typed_players(self) -> TypedPlayers:
        entries, dispensations, problems = [], set(), []
        for row in range(self.rowCount()):
            mid, name = (self._text(row, MID).replace(" ", ""), self._text(row, NAME))
            if not any(self._text(row, column) for column in TEXT_COLUMNS):
                continue
            if not mid:
                problems.append(self.tr("Row {row}: type the player's MID.").format(row=row + 1))
                continue
            if not name:
                problems.append(
                    self.tr("Row {row}: type the name of the player with MID {mid}.").format(row=row + 1, mid=mid)
                )
                continue
            year = self._text(row, BIRTH_YEAR)
            entries.append(
                PlayerEntry(
                    mid,
                    name,
                    self._text(row, CLUB),
                    self._text(row, DISTRICT),
                    int(year) if year else None,
                    self._checked(row, PAID),
                )
            )
            if self._checked(row, DISPENSATION):
                dispensations.add(mid)
        return TypedPlayers(tuple(entries), frozenset(dispensations), tuple(problems))

    def remove_current_player(self) -> None:
        row = self.currentRow()
        if 0 <= row < self.rowCount() - 1:  # the last row is the empty one for the next player
            self.removeRow(row)
            self._filled_rows = {r - 1 if r > row else r for r in self._filled_rows if r != row}
            self.players_changed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Delete and self.state() != QAbstractItemView.State.EditingState:
            self.remove_current_player()
            return
        super().keyPressEvent(event)

    # --- what happens as the TD types ---------------------------------------------------------

    def _mid_typed(self, row: int, text: str) -> None:
        """Fill the row from the register as soon as the MID matches a member."""
        if row < 0:
            return
        member = self._lookup(text.replace(" ", "")) if text.strip() else None
        self.blockSignals(True)
        self.cell(row, MID).setText(text)
        if member is not None:
            self._fill(
                row,
                member.mid,
                member.name,
                member.club,
                member.district,
                member.birth_year,
                member.membership_paid,
                keep_mid=True,
            )
            self._filled_rows.add(row)
        elif row in self._filled_rows:
            for column in FILLED_COLUMNS:
                self.cell(row, column).setText("")
            self._show_age(row)
            self._filled_rows.discard(row)
        self.blockSignals(False)
        self._keep_blank_row()
        self.players_changed.emit()

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == BIRTH_YEAR:
            self.blockSignals(True)
            self._show_age(item.row())
            self.blockSignals(False)
        self._keep_blank_row()
        self.players_changed.emit()

    # --- rows and cells -----------------------------------------------------------------------

    def _add_blank_row(self) -> int:
        row = self.rowCount()
        was_blocked = self.blockSignals(True)
        self.insertRow(row)
        for column in TEXT_COLUMNS:
            item = QTableWidgetItem("")
            if column in (MID, BIRTH_YEAR):
                item.setTextAlignment(ALIGN_NUMBER)
            self.setItem(row, column, item)
        for column, state in ((PAID, True), (DISPENSATION, False)):
            box = QTableWidgetItem("")
            box.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable)
            box.setCheckState(_checked(state))
            self.setItem(row, column, box)
        age = QTableWidgetItem("")
        age.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        self.setItem(row, AGE, age)
        self.blockSignals(was_blocked)
        return row

    def _keep_blank_row(self) -> None:
        last = self.rowCount() - 1
        if last < 0 or any(self._text(last, column) for column in TEXT_COLUMNS):
            self._add_blank_row()

    def _fill(
        self,
        row: int,
        mid: str,
        name: str,
        club: str,
        district: str,
        birth_year: int | None,
        paid: bool,
        keep_mid: bool = False,
    ) -> None:
        if not keep_mid:
            self.cell(row, MID).setText(mid)
        for column, text in (
            (NAME, name),
            (CLUB, club),
            (DISTRICT, district),
            (BIRTH_YEAR, str(birth_year) if birth_year else ""),
        ):
            self.cell(row, column).setText(text)
        self.cell(row, PAID).setCheckState(_checked(paid))
        self._show_age(row)

    def cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.item(row, column)
        assert item is not None  # every row is made with all its cells
        return item

    def _show_age(self, row: int) -> None:
        item = self.item(row, AGE)
        if item is None:
            return
        year = self._text(row, BIRTH_YEAR)
        kind = self._age_class(int(year)) if year else None
        item.setText({"junior": self.tr("Junior"), "veteran": self.tr("Veteran")}.get(kind or "", ""))
        item.setToolTip(self.tr("T6: from the birth year") if kind else "")

    def _text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return " ".join(item.text().split()) if item is not None else ""

    def _checked(self, row: int, column: int) -> bool:
        item = self.item(row, column)
        return item is not None and item.checkState() == Qt.CheckState.Checked


def _checked(state: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if state else Qt.CheckState.Unchecked
