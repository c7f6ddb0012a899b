"""The matches of one round as the entry grid shows them (VP1): one row per match.

Columns: home, away, per half the home and away IMPs (the only editable cells), the IMP totals,
both teams' VP and the match's state. What the TD has typed but not yet saved (a draft) and the
text of the open editor count in the row at once, so totals and VP follow every keystroke.
When both IMPs of a half are typed and differ from what is saved, ``half_typed`` asks the view to
save them; the saved round comes back through ``reload``, from the stage's facts as the window
read them once for this change (and the line-ups only when the change touched them).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont

from tddesk import i18n, numbers
from tddesk.ids import MatchId, StageId
from tddesk.rules.vp import match_vp
from tddesk.services.round_results import MatchRow, RoundResultsView, round_of_facts, seated_in_round
from tddesk.ui.views.round_entry_texts import state_text, state_tooltip
from tddesk.ui.widgets.alignment import ALIGN_NUMBER, ALIGN_TEXT
from tddesk.ui.widgets.changed_rows import emit_rows_changed

if TYPE_CHECKING:
    from PySide6.QtCore import QModelRoleData, QModelRoleDataSpan

    from tddesk.ui.session import UiSession

Index = QModelIndex | QPersistentModelIndex

HOME_TEAM, AWAY_TEAM = 0, 1
FIRST_IMP_COLUMN = 2
HOME, AWAY = 0, 1
DASH = "–"
MAX_IMP_DIGITS = 4


def imps_or_none(text: str | None) -> int | None:
    """Whole IMPs ≥ 0 from typed text, or None for empty or unusable text."""
    text = (text or "").strip()
    if text.isascii() and text.isdigit() and len(text) <= MAX_IMP_DIGITS:
        return int(text)
    return None


class RoundEntryModel(QAbstractTableModel):
    half_typed = Signal(str, int, int, int)  # match id, half, home IMPs, away IMPs: typed, to be saved
    removal_asked = Signal(str, int)  # match id, half: the TD erased a saved half's IMPs

    def __init__(self, session: UiSession, stage_id: StageId, round_number: int, parent: QObject | None = None):
        super().__init__(parent)
        self._session = session
        self.stage_id = stage_id
        self.round_number = round_number
        self.entry: RoundResultsView | None = None
        self._drafts: dict[tuple[MatchId, int], list[str | None]] = {}  # (match, half) → [home, away] typed
        self._typing: tuple[MatchId, int, int, str] | None = None  # match, half, side, editor text
        self._cells: list[list[dict[int, object]]] = []  # per row and column: role → value
        self._flags: list[list[Qt.ItemFlag]] = []  # per row and column
        self._lengths: list[list[int]] = []  # per row and column: the text's length
        self._row_keys: list[tuple[Any, ...]] = []  # per row: what its cells were worked out from
        self._shape = (0, 0)  # rows, columns: asked for many times by every paint
        self._seated: set[tuple[str, int, str]] | None = None  # (match, half, side) with a line-up (H5)
        self.reload()

    # --- shape --------------------------------------------------------------------------

    def shown_round(self) -> RoundResultsView:
        assert self.entry is not None  # reload() reads it in __init__
        return self.entry

    @property
    def halves(self) -> int:
        return self.shown_round().halves

    @property
    def total_column(self) -> int:
        return FIRST_IMP_COLUMN + 2 * self.halves

    @property
    def vp_columns(self) -> tuple[int, int]:
        return self.total_column + 1, self.total_column + 2

    @property
    def state_column(self) -> int:
        return self.total_column + 3

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else self._shape[0]

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else self._shape[1]

    def imp_cell(self, column: int) -> tuple[int, int] | None:
        """(half, side) of an IMP column, None for the other columns."""
        offset = column - FIRST_IMP_COLUMN
        return (offset // 2 + 1, offset % 2) if 0 <= offset < 2 * self.halves else None

    def imp_column(self, half: int, side: int) -> int:
        return FIRST_IMP_COLUMN + 2 * (half - 1) + side

    def match_row(self, row: int) -> MatchRow:
        return self.shown_round().matches[row]

    def row_of(self, match_id: MatchId) -> int:
        return next((row for row, match in enumerate(self.shown_round().matches) if match.id == match_id), -1)

    def entry_order(self) -> list[QModelIndex]:
        """The editable IMP cells in Tab order: a half ends at every table at about the same time,
        so the TD goes through the round's matches half by half, home before away."""
        return [
            self.index(row, self.imp_column(half, side))
            for half in range(1, self.halves + 1)
            for row in range(self.rowCount())
            for side in (HOME, AWAY)
            if self._editable(row)
        ]

    def _editable(self, row: int) -> bool:
        match = self.match_row(row)
        return not (match.struck or match.state == "walkover" or self._session.read_only)

    # --- reading ------------------------------------------------------------------------

    def reload(self, *, keep_lineups: bool = False) -> None:
        """Read the round again; keeps open editors when the matches are the same. With
        ``keep_lineups`` (a change that touched no line-up) who has a line-up is not read again."""
        tournament = self._session.tournament
        # The stage as read once for every view after this change (UiSession.stage_facts).
        facts = self._session.stage_facts(self.stage_id)
        if self._seated is None or not keep_lineups:
            self._seated = seated_in_round(tournament, self.stage_id, self.round_number)
        entry = round_of_facts(facts, tournament.profile, self.round_number, seated=self._seated)
        if (
            self.entry is None
            or self.entry.halves != entry.halves
            or [m.id for m in self.entry.matches] != [m.id for m in entry.matches]
        ):
            self.beginResetModel()
            self.entry = entry
            self._shape = (len(entry.matches), self.state_column + 1)
            self._drafts.clear()
            self._typing = None
            self._cells, self._flags, self._lengths, self._row_keys = [], [], [], []
            for row in range(len(entry.matches)):
                self._work_out_row(row)
            self.endResetModel()
            return
        self.entry = entry
        self._drop_saved_drafts()
        # Only the rows that changed are worked out and repainted: after an entry, the match typed in.
        changed = [row for row in range(len(entry.matches)) if self._work_out_row(row)]
        emit_rows_changed(self, changed, self._shape[1])

    def _row_key(self, row: int) -> tuple[Any, ...]:
        """Everything a row's cells are worked out from (the language too)."""
        match = self.match_row(row)
        typing = self._typing if self._typing is not None and self._typing[0] == match.id else None
        drafts = tuple((half, tuple(texts)) for (match_id, half), texts in self._drafts.items() if match_id == match.id)
        return match, drafts, typing, self.shown_round().boards, self._session.read_only, i18n.language()

    def _work_out_row(self, row: int, *, force: bool = False) -> bool:
        """The roles and flags of the row's cells, when what they come from changed (True then)."""
        key = self._row_key(row)
        if not force and row < len(self._row_keys) and self._row_keys[row] == key:
            return False
        cells = self._row_roles(row)
        editable = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._editable(row):
            editable |= Qt.ItemFlag.ItemIsEditable
        flags = [
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if self.imp_cell(column) is None else editable
            for column in range(len(cells))
        ]
        lengths = [len(cast(str, roles[Qt.ItemDataRole.DisplayRole])) for roles in cells]
        if row < len(self._row_keys):
            self._cells[row], self._flags[row], self._lengths[row], self._row_keys[row] = cells, flags, lengths, key
        else:
            self._cells.append(cells)
            self._flags.append(flags)
            self._lengths.append(lengths)
            self._row_keys.append(key)
        return True

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

    def _unsaved(self, match_id: MatchId) -> bool:
        return any(key[0] == match_id for key in self._drafts) or (
            self._typing is not None and self._typing[0] == match_id
        )

    def _is_draft(self, match_id: MatchId, half: int, side: int) -> bool:
        draft = self._drafts.get((match_id, half))
        typing = self._typing is not None and self._typing[:3] == (match_id, half, side)
        return typing or (draft is not None and draft[side] is not None)

    def figures(self, row: int) -> tuple[int | None, int | None, Decimal | None, Decimal | None]:
        """IMP totals and VP of the row as typed so far (the saved ones when nothing is typed)."""
        match = self.match_row(row)
        if not self._unsaved(match.id):
            return match.home_imps, match.away_imps, match.home_vp, match.away_vp
        home = away = 0
        complete = False
        for half in range(1, self.halves + 1):
            typed_home, typed_away = (imps_or_none(text) for text in self._texts(row, half))
            if typed_home is not None and typed_away is not None:
                home, away, complete = home + typed_home, away + typed_away, True
        return (home, away, *match_vp(home, away, self.shown_round().boards)) if complete else (None, None, None, None)

    def flags(self, index: Index) -> Qt.ItemFlag:
        # Worked out with the row's cells: every paint asks for the flags of every cell.
        return self._flags[index.row()][index.column()] if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return self._cells[index.row()][index.column()].get(role) if index.isValid() else None

    def multiData(self, index: Index, roles: QModelRoleDataSpan | QModelRoleData) -> None:  # noqa: N802 - Qt's name
        """All roles a painted cell asks for in one call rather than one call per role. Every
        role is set, those the cell has not to nothing: the delegate reuses its span from cell
        to cell, so a role left alone would carry the previous cell's font into this one."""
        cell = self._cells[index.row()][index.column()] if index.isValid() else {}
        for role_data in cast("Iterable[QModelRoleData]", roles):  # a span, which the stub cannot iterate
            role_data.setData(cell.get(role_data.role()))

    def _row_roles(self, row: int) -> list[dict[int, object]]:
        """Every role of every cell of a row, worked out once per change rather than per paint."""
        match = self.match_row(row)
        home, away, home_vp, away_vp = self.figures(row)
        unsaved = self._unsaved(match.id)
        texts = [match.home_name, match.away_name]
        for half in range(1, self.halves + 1):
            texts += [text or "" for text in self._texts(row, half)]
        texts += [
            "" if home is None else f"{home}{DASH}{away}",
            "" if home_vp is None else numbers.vp(home_vp),
            "" if away_vp is None else numbers.vp(away_vp),
            state_text(match),
        ]
        cells = []
        tooltips: dict[bool, str | None] = {}  # the same for every cell of the row but a draft's
        for column, text in enumerate(texts):
            cell = self.imp_cell(column)
            draft = cell is not None and self._is_draft(match.id, *cell)
            roles: dict[int, object] = {
                Qt.ItemDataRole.DisplayRole: text,
                Qt.ItemDataRole.EditRole: text,
                Qt.ItemDataRole.TextAlignmentRole: ALIGN_TEXT
                if column in (HOME_TEAM, AWAY_TEAM, self.state_column)
                else ALIGN_NUMBER,
            }
            italic = draft or (unsaved and self.total_column <= column < self.state_column)
            if match.struck or italic:
                font = QFont()
                font.setStrikeOut(match.struck)
                font.setItalic(italic)  # typed but not saved yet
                roles[Qt.ItemDataRole.FontRole] = font
            if draft not in tooltips:
                tooltips[draft] = state_tooltip(match, draft)
            tooltip = tooltips[draft]
            if tooltip is not None:
                roles[Qt.ItemDataRole.ToolTipRole] = tooltip
            cells.append(roles)
        return cells

    def longest_texts(self) -> list[int]:
        """Per column, the length of the longest text shown (to know when to fit the columns)."""
        if not self._lengths:
            return [0] * self._shape[1]
        return [max(column) for column in zip(*self._lengths)]

    def headerData(  # noqa: N802 - Qt's name
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
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
            # Two lines keep a two-half round's columns narrow enough for a 1280×800 screen.
            return (self.tr("Half {half}\nhome") if side == HOME else self.tr("Half {half}\naway")).format(half=half)
        two_lines = self.halves > 1
        titles = {
            HOME_TEAM: self.tr("Home"),
            AWAY_TEAM: self.tr("Away"),
            self.total_column: self.tr("IMP"),
            self.vp_columns[0]: self.tr("VP\nhome") if two_lines else self.tr("VP home"),
            self.vp_columns[1]: self.tr("VP\naway") if two_lines else self.tr("VP away"),
            self.state_column: self.tr("State"),
        }
        return titles.get(section)

    # --- typing -------------------------------------------------------------------------

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
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
        typed = [imps_or_none(text) for text in self._texts(index.row(), half)]
        if None not in typed and (match.id, half) in self._drafts:
            self.half_typed.emit(match.id, half, typed[HOME], typed[AWAY])
        return True

    def set_typing(self, index: QModelIndex | QPersistentModelIndex, text: str) -> None:
        """The open editor's text, counted in the row's totals and VP at once."""
        cell = self.imp_cell(index.column())
        if cell is not None and index.isValid():
            self._typing = (self.match_row(index.row()).id, *cell, text)
            self._row_changed(index.row(), figures_only=True)

    def clear_typing(self, index: QModelIndex | QPersistentModelIndex) -> None:
        if self._forget_typing(index):
            self._row_changed(index.row())

    def _forget_typing(self, index: Index) -> bool:
        cell = self.imp_cell(index.column())
        if (
            self._typing is None
            or not index.isValid()
            or cell is None
            or self._typing[:3] != (self.match_row(index.row()).id, *cell)
        ):
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

    def revert_half(self, match_id: MatchId, half: int) -> None:
        """Forget what was typed for one half (the file refused it or the TD said no): the row
        shows what is saved again."""
        row = self.row_of(match_id)
        self._drafts.pop((match_id, half), None)
        if self._typing is not None and self._typing[:2] == (match_id, half):
            self._typing = None
        if row >= 0:
            self._row_changed(row)

    def has_drafts(self) -> bool:
        return bool(self._drafts)

    def _row_changed(self, row: int, figures_only: bool = False) -> None:
        self._work_out_row(row, force=True)
        first = self.total_column if figures_only else 0
        self.dataChanged.emit(self.index(row, first), self.index(row, self._shape[1] - 1))
