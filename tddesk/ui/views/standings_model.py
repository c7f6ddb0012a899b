"""The standings of a stage as a table (H8, P6, W2, W5): the stage read once per change.

Columns: rank, team, played, IMPs won, IMPs lost, IMP quotient (four decimals, "∞" with no IMPs
lost, "–" with no IMPs at all), penalty VP (the reasons on hover) and VP. The rank's tooltip
names the criterion that separated the team from the next one. Provisional rows (a walkover
value that waits for the end of the series) are marked, excluded teams are marked and last.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QModelRoleData,
    QModelRoleDataSpan,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import QApplication

from tddesk import i18n, numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.rules.marks import PROVISIONAL_MARK
from tddesk.rules.rows import place_text
from tddesk.rules.scoring import stage_standings
from tddesk.rules.standings import StandingRow, Standings
from tddesk.services.areas import Area
from tddesk.ui.widgets.alignment import ALIGN_NUMBER, ALIGN_TEXT
from tddesk.ui.widgets.changed_rows import emit_rows_changed
from tddesk.ui.widgets.row_table import LONG_TEXT

if TYPE_CHECKING:
    from tddesk.ui.session import UiSession

RANK, TEAM, PLAYED, IMPS_WON, IMPS_LOST, QUOTIENT, PENALTY, VP = range(8)
FULL_COLUMNS = (RANK, TEAM, PLAYED, IMPS_WON, IMPS_LOST, QUOTIENT, PENALTY, VP)
COMPACT_COLUMNS = (RANK, TEAM, VP)
DASH = "–"
INFINITY = "∞"


# What the standings, the cross-table, the progress chart and the round grid show: not the
# line-ups, rosters and members, nor fees, offers or the central day.
STANDINGS_AREAS = frozenset(
    {Area.CHAMPIONSHIP, Area.TEAMS, Area.STAGES, Area.SCHEDULE, Area.RESULTS, Area.BOARDS, Area.RULINGS, Area.LOTS}
)


def quotient_text(row: StandingRow) -> str:
    return numbers.quotient(row.imp_quotient)


class StandingsModel(QAbstractTableModel):
    def __init__(self, session: UiSession, stage_id: StageId, compact: bool = False, parent: QObject | None = None):
        super().__init__(parent)
        self._session = session
        self.stage_id = stage_id
        self.columns = COMPACT_COLUMNS if compact else FULL_COLUMNS
        self.standings: Standings = Standings((), ())
        self._cells: list[list[dict[int, object]]] = []
        self._lengths: list[list[int]] = []  # per row and column: the length of the text shown
        # The cells of each line shown, by the line and the language they were worked out in:
        # after an entry most lines are as before and keep their cells.
        self._worked_out: dict[tuple[StandingRow, str], list[dict[int, object]]] = {}
        self.reload()

    def reload(self) -> None:
        tournament = self._session.tournament
        # The stage as read once for every view after this change (UiSession.stage_facts).
        table = stage_standings(self._session.stage_facts(self.stage_id), tournament.profile, translate)
        # Every role of every cell is worked out once here: painting asks for each role of each
        # cell many times, and a dictionary look-up keeps that well inside a frame.
        language = i18n.language()
        worked_out, self._worked_out = self._worked_out, {}
        cells = []
        for row in table.rows:
            key = (row, language)
            line = worked_out.get(key)
            if line is None:
                line = [self._roles(row, kind) for kind in self.columns]
            self._worked_out[key] = line
            cells.append(line)
        lengths = [[len(cast(str, roles[Qt.ItemDataRole.DisplayRole])) for roles in line] for line in cells]
        if len(cells) != len(self._cells):
            self.beginResetModel()
            self.standings, self._cells, self._lengths = table, cells, lengths
            self.endResetModel()
            return
        # The same teams: only the lines whose rank, figures or team changed are repainted, each
        # run of neighbouring lines on its own rather than every line between the first and last.
        changed = [row for row in range(len(cells)) if cells[row] != self._cells[row]]
        self.standings, self._cells, self._lengths = table, cells, lengths
        emit_rows_changed(self, changed, len(self.columns))

    def set_stage(self, stage_id: StageId) -> None:
        self.stage_id = stage_id
        self.reload()

    def longest_texts(self) -> list[int]:
        """Per column, the length of the longest text shown (to know when to fit the columns)."""
        if not self._lengths:
            return [0] * len(self.columns)
        return [max(column) for column in zip(*self._lengths)]

    def row(self, row: int) -> StandingRow:
        return self.standings.rows[row]

    def column_of(self, kind: int) -> int:
        """The model column showing ``kind`` (RANK, TEAM, …), -1 when this variant hides it."""
        return self.columns.index(kind) if kind in self.columns else -1

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._cells)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        return self._cells[index.row()][index.column()].get(role)

    def multiData(  # noqa: N802 - Qt's name
        self, index: QModelIndex | QPersistentModelIndex, roles: QModelRoleDataSpan | QModelRoleData
    ) -> None:
        """All roles a painted cell asks for in one call rather than one call per role. Every
        role is set, those the cell has not to nothing: the delegate reuses its span from cell
        to cell, so a role left alone would carry the previous cell's font into this one."""
        cell = self._cells[index.row()][index.column()] if index.isValid() else {}
        for role_data in cast(Iterable[QModelRoleData], roles):  # a span, which the stub cannot iterate
            role_data.setData(cell.get(role_data.role()))

    def _roles(self, row: StandingRow, kind: int) -> dict[int, object]:
        roles: dict[int, object] = {
            Qt.ItemDataRole.DisplayRole: self._text(row, kind),
            Qt.ItemDataRole.TextAlignmentRole: ALIGN_TEXT if kind == TEAM else ALIGN_NUMBER,
        }
        tooltip = self._tooltip(row, kind)
        if tooltip is not None:
            roles[Qt.ItemDataRole.ToolTipRole] = tooltip
        if row.excluded or row.provisional:
            font = QFont()
            font.setStrikeOut(row.excluded)
            font.setItalic(row.provisional)
            roles[Qt.ItemDataRole.FontRole] = font
        if row.excluded:
            roles[Qt.ItemDataRole.ForegroundRole] = QBrush(
                QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            )
        return roles

    def _text(self, row: StandingRow, kind: int) -> str:
        if kind == RANK:
            return place_text(row, DASH)
        if kind == TEAM:
            return self.tr("{team} (excluded)").format(team=row.name) if row.excluded else row.name
        if kind == PLAYED:
            return str(row.played)
        if kind == IMPS_WON:
            return str(row.imps_won)
        if kind == IMPS_LOST:
            return str(row.imps_lost)
        if kind == QUOTIENT:
            return quotient_text(row)
        if kind == PENALTY:
            return numbers.vp(row.penalty_vp) if row.penalty_vp else ""
        return numbers.vp(row.vp) + (PROVISIONAL_MARK if row.provisional else "")

    def criterion_text(self, criterion: str) -> str:
        return {
            "vp": self.tr("VP"),
            "imp_quotient": self.tr("IMP quotient"),
            "head_to_head": self.tr("head-to-head"),
            "lot": self.tr("lot"),
        }.get(criterion, criterion)

    def _tooltip(self, row: StandingRow, kind: int) -> str | None:
        if row.excluded:
            return self.tr("Excluded: every result of the team in this stage is struck and counts for nobody (W5, P4).")
        if kind == RANK:
            if row.awaiting_lot:
                return self.tr("Tied on VP, IMP quotient and head-to-head: only a lot can separate these teams (H8).")
            if row.decided_by is None:
                return None
            return self.tr("Separated from the team below by: {criterion} (H8).").format(
                criterion=self.criterion_text(row.decided_by)
            )
        if kind == PENALTY and row.penalty_reasons:
            return "\n".join(row.penalty_reasons)
        if kind == VP and row.provisional:
            return self.tr("Provisional: a walkover value waits for the end of the series (W2).")
        if kind == TEAM and len(row.name) > LONG_TEXT:  # elided in its column: whole on hover
            return row.name
        return None

    def headerData(  # noqa: N802 - Qt's name
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        kind = self.columns[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_TEXT if kind == TEAM else ALIGN_NUMBER
        if role == Qt.ItemDataRole.ToolTipRole and kind == QUOTIENT:
            return self.tr("IMPs won divided by IMPs lost; ∞ with none lost, – with no IMPs at all.")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            RANK: self.tr("Rank"),
            TEAM: self.tr("Team"),
            PLAYED: self.tr("Played"),
            IMPS_WON: self.tr("IMPs won"),
            IMPS_LOST: self.tr("IMPs lost"),
            QUOTIENT: self.tr("IMP quotient"),
            PENALTY: self.tr("Penalty VP"),
            VP: self.tr("VP"),
        }[kind]
