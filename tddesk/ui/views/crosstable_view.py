"""The cross-table of a stage (H8, H7, W2, W5): every team's VP against every other team.

Rows and columns are the teams in standings order; the columns are numbered like the rows, as on
the printed cross-table. A cell shows the row team's VP (both meetings of a double round robin),
its IMPs on hover ("31–18"); struck results are struck through. Then byes, penalty VP, the total
and the rank.
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
from PySide6.QtWidgets import QAbstractItemView, QApplication, QTableView, QTabWidget, QVBoxLayout, QWidget

from tddesk import numbers
from tddesk.ids import StageId
from tddesk.rules.crosstable import CrossTable, Meeting
from tddesk.services.crosstable import meeting_text, stage_crosstable
from tddesk.ui.views.live import LiveView
from tddesk.ui.views.progress_chart import ProgressChart
from tddesk.ui.views.standings_model import STANDINGS_AREAS
from tddesk.ui.widgets.alignment import ALIGN_NUMBER, ALIGN_TEXT

if TYPE_CHECKING:
    from tddesk.ui.session import UiSession

DASH = "–"
NUMBER, TEAM, FIRST_OPPONENT = 0, 1, 2


class CrossTableModel(QAbstractTableModel):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QObject | None = None):
        super().__init__(parent)
        self._session = session
        self.stage_id = stage_id
        self.table: CrossTable | None = None
        self._with_byes = False
        self._cells: list[list[dict[int, object]]] = []
        self.reload()

    def reload(self) -> None:
        table = stage_crosstable(self._session.tournament, self.stage_id)
        self.beginResetModel()
        self.table = table
        self._with_byes = any(row.byes for row in table.rows)
        # Every role of every cell once per change: painting asks for each of them many times.
        self._cells = [
            [self._roles(row, column) for column in range(self.columnCount())] for row in range(self.rowCount())
        ]
        self.endResetModel()

    def longest_texts(self) -> list[int]:
        """Per column, the length of the longest text shown (to know when to fit the columns)."""
        return [
            max((len(cast(str, cells[column][Qt.ItemDataRole.DisplayRole])) for cells in self._cells), default=0)
            for column in range(self.columnCount())
        ]

    def _shown(self) -> CrossTable:
        assert self.table is not None  # reload() reads it in __init__
        return self.table

    def _teams(self) -> int:
        return len(self._shown().teams)

    def totals(self) -> list[str]:
        """The columns after the opponents: byes (when any), penalty VP, VP, rank."""
        return (["byes"] if self._with_byes else []) + ["penalty", "vp", "rank"]

    def column_kind(self, column: int) -> str | int:
        """ "number", "team", an opponent's index, or one of ``totals()``."""
        if column == NUMBER:
            return "number"
        if column == TEAM:
            return "team"
        if column < FIRST_OPPONENT + self._teams():
            return column - FIRST_OPPONENT
        return self.totals()[column - FIRST_OPPONENT - self._teams()]

    def opponent_column(self, opponent_index: int) -> int:
        return FIRST_OPPONENT + opponent_index

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._shown().rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else FIRST_OPPONENT + self._teams() + len(self.totals())

    def _meetings(self, row: int, kind: str | int) -> tuple[Meeting, ...]:
        table_row = self._shown().rows[row]
        if kind == "byes":
            return table_row.byes
        return table_row.cells[kind] if isinstance(kind, int) else ()

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return self._cells[index.row()][index.column()].get(role) if index.isValid() else None

    def multiData(  # noqa: N802 - Qt's name
        self, index: QModelIndex | QPersistentModelIndex, roles: QModelRoleDataSpan | QModelRoleData
    ) -> None:
        """All roles a painted cell asks for in one call rather than one call per role."""
        cell = self._cells[index.row()][index.column()] if index.isValid() else {}
        for role_data in cast(Iterable[QModelRoleData], roles):  # a span, which the stub cannot iterate
            role_data.setData(cell.get(role_data.role()))

    def _roles(self, row: int, column: int) -> dict[int, object]:
        kind = self.column_kind(column)
        table_row = self._shown().rows[row]
        meetings = self._meetings(row, kind)
        texts = {
            "number": str(row + 1),
            "team": table_row.name,
            "penalty": numbers.vp(table_row.penalty_vp) if table_row.penalty_vp else "",
            "vp": numbers.vp(table_row.vp),
            "rank": DASH if table_row.excluded else str(table_row.rank),
        }
        text = texts[kind] if kind in texts else " / ".join(meeting_text(meeting) for meeting in meetings)
        roles: dict[int, object] = {
            Qt.ItemDataRole.DisplayRole: text,
            Qt.ItemDataRole.TextAlignmentRole: ALIGN_TEXT if kind == "team" else ALIGN_NUMBER,
        }
        if meetings:
            roles[Qt.ItemDataRole.ToolTipRole] = self._tooltip(meetings)
        if table_row.excluded or any(m.struck for m in meetings):
            font = QFont()
            font.setStrikeOut(True)
            roles[Qt.ItemDataRole.FontRole] = font
        if kind == row:  # a team does not meet itself
            roles[Qt.ItemDataRole.BackgroundRole] = QBrush(QApplication.palette().color(QPalette.ColorRole.Mid))
        return roles

    def _tooltip(self, meetings: tuple[Meeting, ...]) -> str:
        lines = []
        for meeting in meetings:
            line = f"{meeting.imps_won}{DASH}{meeting.imps_lost}"
            notes = []
            if meeting.kind == "bye":
                notes.append(self.tr("bye in round {round}").format(round=meeting.round))
            if meeting.kind.startswith("walkover"):
                notes.append(self.tr("walkover (W2)"))
            if meeting.provisional:
                notes.append(self.tr("provisional until the series ends (W2)"))
            if meeting.struck:
                notes.append(self.tr("struck: counts for nobody (W5, P5)"))
            lines.append(f"{line} ({', '.join(notes)})" if notes else line)
        return "\n".join(lines)

    def headerData(  # noqa: N802 - Qt's name
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        kind = self.column_kind(section)
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(kind, int):
            return self._shown().rows[kind].name
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_TEXT if kind == "team" else ALIGN_NUMBER
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if isinstance(kind, int):
            return str(kind + 1)
        return {
            "number": "#",
            "team": self.tr("Team"),
            "byes": self.tr("Byes"),
            "penalty": self.tr("Penalty VP"),
            "vp": self.tr("VP"),
            "rank": self.tr("Rank"),
        }[kind]


class CrossTableView(LiveView, QWidget):
    """The cross-table, with the progress chart on a second tab (it refreshes only when shown)."""

    AREAS = STANDINGS_AREAS

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("crossTableView")
        self._stale = False
        self.model = CrossTableModel(session, stage_id, self)
        self.tabs = QTabWidget(self)
        self.table = QTableView(self.tabs)
        self.table.setObjectName("crossTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.chart = ProgressChart(session, stage_id, self.tabs)
        self.tabs.addTab(self.table, self.tr("Cross-table"))
        self.tabs.addTab(self.chart, self.tr("Progress"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        self._fitted_texts: list[int] = []
        self._fit_columns()
        session.changed.connect(self.on_change)

    def refresh(self) -> None:
        self._stale = False
        self.model.reload()
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Fit the columns when a longer text appears; measuring them on every change would cost
        more than the whole refresh."""
        longest = self.model.longest_texts()
        if longest != self._fitted_texts:
            self._fitted_texts = longest
            self.table.resizeColumnsToContents()
