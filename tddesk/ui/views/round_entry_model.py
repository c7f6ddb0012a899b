"""The matches of one round as the entry grid shows them (VP1): one row per match.

Columns: home, away, per half the home and away IMPs (the only editable cells), the IMP totals,
both teams' VP and the match's state. What the TD has typed but not yet saved (a draft) and the
text of the open editor count in the row at once, so totals and VP follow every keystroke.
When both IMPs of a half are typed and differ from what is saved, ``pair_ready`` asks the view to
save them; the saved round comes back through ``reload`` (one ``round_entry`` call).
"""
from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont

from tddesk.rules.vp import match_vp
from tddesk.services.results import MatchRow, RoundEntry, round_entry
from tddesk.ui.formatting import format_vp

HOME_TEAM, AWAY_TEAM = 0, 1
FIRST_IMP_COLUMN = 2
HOME, AWAY = 0, 1
DASH = "–"
MAX_IMP_DIGITS = 4

ALIGN_NUMBER = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
ALIGN_TEXT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def imps_or_none(text: str | None) -> int | None:
    """Whole IMPs ≥ 0 from typed text, or None for empty or unusable text."""
    text = (text or "").strip()
    if text.isascii() and text.isdigit() and len(text) <= MAX_IMP_DIGITS:
        return int(text)
    return None


class RoundEntryModel(QAbstractTableModel):
    pair_ready = Signal(str, int, int, int)  # match id, half, home IMPs, away IMPs: typed, to be saved
    removal_asked = Signal(str, int)         # match id, half: the TD erased a saved half's IMPs

    def __init__(self, session, stage_id: str, round_number: int, parent: QObject | None = None):
        super().__init__(parent)
        self._session = session
        self.stage_id = stage_id
        self.round_number = round_number
        self._entry: RoundEntry | None = None
        self._drafts: dict[tuple[str, int], list[str | None]] = {}   # (match, half) → [home, away] typed
        self._typing: tuple[str, int, int, str] | None = None       # match, half, side, editor text
        self.reload()

    # --- shape --------------------------------------------------------------------------

    @property
    def entry(self) -> RoundEntry:
        return self._entry

    @property
    def halves(self) -> int:
        return self._entry.halves

    @property
    def total_column(self) -> int:
        return FIRST_IMP_COLUMN + 2 * self.halves

    @property
    def vp_columns(self) -> tuple[int, int]:
        return self.total_column + 1, self.total_column + 2

    @property
    def state_column(self) -> int:
        return self.total_column + 3

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._entry.matches)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else self.state_column + 1

    def imp_cell(self, column: int) -> tuple[int, int] | None:
        """(half, side) of an IMP column, None for the other columns."""
        offset = column - FIRST_IMP_COLUMN
        if 0 <= offset < 2 * self.halves:
            return offset // 2 + 1, offset % 2
        return None

    def imp_column(self, half: int, side: int) -> int:
        return FIRST_IMP_COLUMN + 2 * (half - 1) + side

    def match_row(self, row: int) -> MatchRow:
        return self._entry.matches[row]

    def row_of(self, match_id: str) -> int:
        return next((row for row, match in enumerate(self._entry.matches) if match.id == match_id), -1)

    def entry_order(self) -> list[QModelIndex]:
        """The editable IMP cells in Tab order: a half ends at every table at about the same time,
        so the TD goes through the round's matches half by half, home before away."""
        return [self.index(row, self.imp_column(half, side))
                for half in range(1, self.halves + 1)
                for row in range(self.rowCount())
                for side in (HOME, AWAY) if self._editable(row)]

    # --- reading ------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the round again; keeps open editors when the matches are the same."""
        entry = round_entry(self._session.tournament, self.stage_id, self.round_number)
        previous = self._entry
        if previous is None or previous.halves != entry.halves or \
                [m.id for m in previous.matches] != [m.id for m in entry.matches]:
            self.beginResetModel()
            self._entry = entry
            self._drafts.clear()
            self._typing = None
            self.endResetModel()
            return
        self._entry = entry
        self._drop_saved_drafts()
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def _drop_saved_drafts(self) -> None:
        for (match_id, half), texts in list(self._drafts.items()):
            row = self.row_of(match_id)
            saved = self.match_row(row).halves[half - 1] if row >= 0 else None
            for side in (HOME, AWAY):
                if saved is not None and imps_or_none(texts[side]) == saved[side]:
                    texts[side] = None
            if row < 0 or texts == [None, None]:
                del self._drafts[(match_id, half)]

    def _texts(self, row: int, half: int) -> list[str | None]:
        """What the row's half shows: the editor's text, else the draft, else the saved IMPs."""
        match = self.match_row(row)
        saved = match.halves[half - 1]
        texts = [None if saved is None else str(saved[side]) for side in (HOME, AWAY)]
        for side, draft in enumerate(self._drafts.get((match.id, half), (None, None))):
            if draft is not None:
                texts[side] = draft
        if self._typing is not None and self._typing[:2] == (match.id, half):
            texts[self._typing[2]] = self._typing[3]
        return texts

    def _unsaved(self, row: int) -> bool:
        match_id = self.match_row(row).id
        return any(key[0] == match_id for key in self._drafts) or \
            (self._typing is not None and self._typing[0] == match_id)

    def figures(self, row: int) -> tuple[int | None, int | None, Decimal | None, Decimal | None]:
        """IMP totals and VP of the row as typed so far (the saved ones when nothing is typed)."""
        match = self.match_row(row)
        if not self._unsaved(row):
            return match.home_imps, match.away_imps, match.home_vp, match.away_vp
        home = away = 0
        complete = False
        for half in range(1, self.halves + 1):
            pair = [imps_or_none(text) for text in self._texts(row, half)]
            if None not in pair:
                home, away, complete = home + pair[HOME], away + pair[AWAY], True
        if not complete:
            return None, None, None, None
        return (home, away, *match_vp(home, away, self._entry.boards))

    def _editable(self, row: int) -> bool:
        match = self.match_row(row)
        return not (match.struck or match.state == "walkover" or self._session.read_only)

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.imp_cell(index.column()) is not None and self._editable(index.row()):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_TEXT if column in (HOME_TEAM, AWAY_TEAM, self.state_column) else ALIGN_NUMBER
        if role == Qt.ItemDataRole.FontRole:
            return self._font(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        return None

    def _text(self, row: int, column: int) -> str:
        match = self.match_row(row)
        if column == HOME_TEAM:
            return match.home_name
        if column == AWAY_TEAM:
            return match.away_name
        cell = self.imp_cell(column)
        if cell is not None:
            return self._texts(row, cell[0])[cell[1]] or ""
        if column == self.state_column:
            return self.state_text(match)
        home, away, home_vp, away_vp = self.figures(row)
        if column == self.total_column:
            return "" if home is None else f"{home}{DASH}{away}"
        vp = home_vp if column == self.vp_columns[0] else away_vp
        return "" if vp is None else format_vp(vp)

    def state_text(self, match: MatchRow) -> str:
        if match.state == "walkover":
            return self.tr("W.O.")
        if match.state == "finished":
            return self.tr("Finished")
        if match.state == "after_first_half":
            return self.tr("After half 1")
        return self.tr("Not started")

    def _font(self, row: int, column: int) -> QFont | None:
        match = self.match_row(row)
        draft = self._unsaved(row) and (column in (self.total_column, *self.vp_columns) or (
            self.imp_cell(column) is not None and self._is_draft(match.id, *self.imp_cell(column))))
        if not (match.struck or draft):
            return None
        font = QFont()
        font.setStrikeOut(match.struck)
        font.setItalic(draft)  # typed but not saved yet
        return font

    def _is_draft(self, match_id: str, half: int, side: int) -> bool:
        draft = self._drafts.get((match_id, half))
        typing = self._typing is not None and self._typing[:3] == (match_id, half, side)
        return typing or (draft is not None and draft[side] is not None)

    def _tooltip(self, row: int, column: int) -> str | None:
        match = self.match_row(row)
        if match.struck:
            return self.tr("Struck: a team of this match is excluded, so the result counts for nobody.")
        if match.state == "walkover":
            by = match.home_name if match.walkover_by == match.home else match.away_name
            return self.tr("Walkover given by {team} (W2).").format(team=by)
        cell = self.imp_cell(column)
        if cell is not None and self._is_draft(match.id, *cell):
            return self.tr("Typed, not saved yet: type the other team's IMPs of the half too.")
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if role == Qt.ItemDataRole.DisplayRole else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_TEXT if section in (HOME_TEAM, AWAY_TEAM, self.state_column) else ALIGN_NUMBER
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        cell = self.imp_cell(section)
        if cell is not None:
            half, side = cell
            if self.halves == 1:
                return self.tr("IMP home") if side == HOME else self.tr("IMP away")
            return (self.tr("Half {half} home") if side == HOME else self.tr("Half {half} away")).format(half=half)
        titles = {HOME_TEAM: self.tr("Home"), AWAY_TEAM: self.tr("Away"), self.total_column: self.tr("IMP"),
                  self.vp_columns[0]: self.tr("VP home"), self.vp_columns[1]: self.tr("VP away"),
                  self.state_column: self.tr("State")}
        return titles.get(section)

    # --- typing -------------------------------------------------------------------------

    def setData(self, index: QModelIndex, value, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        """Keep typed IMPs as a draft; unusable text is refused (the view says why)."""
        cell = self.imp_cell(index.column()) if index.isValid() else None
        if role != Qt.ItemDataRole.EditRole or cell is None or not self._editable(index.row()):
            return False
        text = str(value).strip()
        if text and imps_or_none(text) is None:
            return False
        half, side = cell
        match = self.match_row(index.row())
        self._forget_typing(index)
        saved = match.halves[half - 1]
        if not text and saved is not None:
            self.removal_asked.emit(match.id, half)
        draft = self._drafts.setdefault((match.id, half), [None, None])
        draft[side] = None if not text or (saved is not None and int(text) == saved[side]) else text
        if draft == [None, None]:
            del self._drafts[(match.id, half)]
        self._row_changed(index.row())
        pair = [imps_or_none(text) for text in self._texts(index.row(), half)]
        if None not in pair and (match.id, half) in self._drafts:
            self.pair_ready.emit(match.id, half, pair[HOME], pair[AWAY])
        return True

    def set_typing(self, index: QModelIndex | QPersistentModelIndex, text: str) -> None:
        """The open editor's text, counted in the row's totals and VP at once."""
        cell = self.imp_cell(index.column())
        if cell is None or not index.isValid():
            return
        self._typing = (self.match_row(index.row()).id, *cell, text)
        self._row_changed(index.row(), figures_only=True)

    def clear_typing(self, index: QModelIndex | QPersistentModelIndex) -> None:
        if self._forget_typing(index):
            self._row_changed(index.row())

    def _forget_typing(self, index) -> bool:
        cell = self.imp_cell(index.column())
        if self._typing is None or not index.isValid() or cell is None:
            return False
        if self._typing[:3] != (self.match_row(index.row()).id, *cell):
            return False
        self._typing = None
        return True

    def revert_row(self, row: int) -> None:
        """Forget everything typed but not saved in the row (Escape)."""
        match_id = self.match_row(row).id
        for key in [key for key in self._drafts if key[0] == match_id]:
            del self._drafts[key]
        if self._typing is not None and self._typing[0] == match_id:
            self._typing = None
        self._row_changed(row)

    def has_drafts(self) -> bool:
        return bool(self._drafts)

    def _row_changed(self, row: int, figures_only: bool = False) -> None:
        first = self.total_column if figures_only else 0
        self.dataChanged.emit(self.index(row, first), self.index(row, self.columnCount() - 1))
