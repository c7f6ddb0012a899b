"""The parts of a central day's page (D p.16 "Tävlingsdagen"): the jury representatives, each
table's start and end time per half, and the table-fee checklist; plus saving a printout.

Each panel is a table of declared columns (``ui/widgets/row_table.py``) filled from a
``DayTimetableView``; a typed name or time and a ticked fee change the file only through
``session.perform``. An edit the service refuses is shown in words in the panel's message line
and the cell keeps what the file has. A saved edit changes the lines in place, so the TD's cell
and an editor Tab opened on the next one stay.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QBrush, QColor, QDesktopServices
from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QHeaderView, QStyle, QTableView, QWidget

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId
from tddesk.services.central_day import record_table_time, set_jury_member
from tddesk.services.central_day_times import DayTimetableView, FeeDue
from tddesk.services.errors import ServiceError
from tddesk.services.fees import record_table_fee_paid
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.dates import TimeDelegate
from tddesk.ui.widgets.row_table import Column, RowTableModel

if TYPE_CHECKING:
    from tddesk.services.tournament import Change

Line = TypeVar("Line")  # what one row of a panel shows

LATE_COLOUR = QColor("#ffd6d6")  # a late table that waits for its slow-play ruling


def ask_pdf_path(parent: QWidget, suggested: str) -> Path | None:
    """Where to save a printout (a PDF), asked with the platform's save dialog."""
    chosen, _ = QFileDialog.getSaveFileName(
        parent, translate("Advancement", "Save the printout"), suggested, "PDF (*.pdf)"
    )
    return Path(chosen) if chosen else None


def show_pdf(path: Path) -> None:
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


class _Panel(QTableView, Generic[Line]):
    """A table of one central day on ``self.model``, typed into and ticked in; refusals are told
    through ``message``."""

    message = Signal(str)

    def __init__(self, session: UiSession, stage_id: StageId, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.session = session
        self.stage_id = stage_id
        self.view: DayTimetableView | None = None
        self.model_: RowTableModel[Line] = RowTableModel(parent=self, row_roles=self.line_roles)
        self.setModel(self.model_)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )

    def show_day(self, view: DayTimetableView) -> None:
        self.view = view
        rows, columns = self.lines(view), self.columns(view)
        if [column.header for column in columns] != [column.header for column in self.model_.columns]:
            self.model_.set_rows(rows, columns)
        else:
            self.model_.columns = tuple(columns)
            self.model_.update_rows(rows)

    def lines(self, view: DayTimetableView) -> Sequence[Line]:
        raise NotImplementedError

    def columns(self, view: DayTimetableView) -> list[Column[Line]]:
        raise NotImplementedError

    def line_roles(self, _line: Line) -> dict[int, object]:
        """Roles every cell of a line has (a late table's colour and tip)."""
        return {}

    def editable(self, _row: object = None) -> bool:
        return not self.session.read_only

    def perform(self, text: str, service: Callable[..., Change], *args: Any) -> Change | None:
        try:
            change = self.session.perform(text, service, *args)
        except ServiceError as error:
            self.message.emit(str(error))
            return None
        self.message.emit("")
        return change


class JuryPanel(_Panel[tuple[str, str, str]]):
    """Before play: each team's jury representative (D p.16)."""

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(session, stage_id, "juryTable", parent)

    def lines(self, view: DayTimetableView) -> Sequence[tuple[str, str, str]]:
        return [(team_id, name, view.jury.get(team_id, "")) for team_id, name in view.teams]

    def columns(self, view: DayTimetableView) -> list[Column[tuple[str, str, str]]]:
        return [
            Column(self.tr("Team"), lambda line: line[1]),
            Column(self.tr("Jury representative"), lambda line: line[2], commit=self.typed, editable=self.editable),
        ]

    def typed(self, line: tuple[str, str, str], typed: str) -> bool:
        team_id, team, _old = line
        name = typed.strip()
        text = self.tr("Jury representative of {team}: {name}").format(team=team, name=name or "–")
        return self.perform(text, set_jury_member, self.stage_id, team_id, name) is not None


ROUND, HALF, MATCH, TABLE, ALLOWED, STARTED, ENDED, OVERRUN = range(8)


@dataclass(frozen=True)
class TableLine:
    """One table of one half: what was recorded, and whether it waits for a slow-play ruling."""

    match_id: MatchId
    half: int
    table: int
    round: int
    match: str
    allowed: str
    started: str
    ended: str
    overrun: int
    late_unruled: bool


class TableTimesPanel(_Panel[TableLine]):
    """At each half: start and end time per table; a table that ends late emits ``late`` with the
    match and the minutes of each late table, for the slow-play ruling (P2). A late table whose
    match has no slow-play ruling stays marked; a double-click or Enter on it opens the dialog."""

    late = Signal(str, object)  # match id, minutes (int, or (open room, closed room))

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(session, stage_id, "tableTimes", parent)
        self.keys: list[tuple[MatchId, int, int]] = []
        self.times = TimeDelegate(self)  # started and ended are typed as 14:05
        for column in (STARTED, ENDED):
            self.setItemDelegateForColumn(column, self.times)
        self.activated.connect(lambda index: self.rule_late(index.row()))

    def lines(self, view: DayTimetableView) -> Sequence[TableLine]:
        self.keys = [
            (MatchId(match.id), slot.half, table)  # the schedule names the match by its plain id
            for round_ in view.rounds
            for match in round_.matches
            for slot in round_.halves
            for table in (1, 2)
        ]
        matches = {match.id: (round_.number, match) for round_ in view.rounds for match in round_.matches}
        lines = []
        for match_id, half, table in self.keys:
            number, match = matches[match_id]
            recorded = view.table_time(match_id, half, table)
            lines.append(
                TableLine(
                    match_id,
                    half,
                    table,
                    number,
                    f"{match.home_name} – {match.away_name}",
                    view.slot(number, half).end.strftime("%H:%M"),
                    recorded.started or "" if recorded else "",
                    recorded.ended or "" if recorded else "",
                    recorded.overrun if recorded else 0,
                    recorded is not None and view.late_unruled(recorded),
                )
            )
        return lines

    def columns(self, view: DayTimetableView) -> list[Column[TableLine]]:
        def warning(line: TableLine) -> dict[int, object]:
            icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            return {Qt.ItemDataRole.DecorationRole: icon} if line.late_unruled else {}

        return [
            Column(self.tr("Round"), lambda line: str(line.round), number=True),
            Column(self.tr("Half"), lambda line: str(line.half), number=True),
            Column(self.tr("Match"), lambda line: line.match),
            Column(self.tr("Table"), lambda line: self.tr("Open room") if line.table == 1 else self.tr("Closed room")),
            Column(self.tr("Allowed end"), lambda line: line.allowed, number=True),
            Column(
                self.tr("Started"),
                lambda line: line.started,
                number=True,
                editable=self.editable,
                commit=lambda line, typed: self.typed(line, typed, line.ended),
            ),
            Column(
                self.tr("Ended"),
                lambda line: line.ended,
                number=True,
                editable=self.editable,
                commit=lambda line, typed: self.typed(line, line.started, typed),
            ),
            Column(
                self.tr("Minutes over"),
                lambda line: str(line.overrun) if line.overrun else "",
                number=True,
                roles=warning,
            ),
        ]

    def line_roles(self, line: TableLine) -> dict[int, object]:
        if not line.late_unruled:
            return {}
        tip = self.tr(
            "Ended {minutes} min late and no slow-play ruling yet (P2): double-click or press Enter to rule it."
        ).format(minutes=line.overrun)
        return {Qt.ItemDataRole.BackgroundRole: QBrush(LATE_COLOUR), Qt.ItemDataRole.ToolTipRole: tip}

    def unruled_rows(self) -> list[int]:
        """The rows of tables that ended late without a slow-play ruling for their match (P2)."""
        if self.view is None:
            return []
        return [
            row
            for row, key in enumerate(self.keys)
            if (recorded := self.view.table_time(*key)) is not None and self.view.late_unruled(recorded)
        ]

    def rule_late(self, row: int) -> None:
        """Open the slow-play dialog for the late table of ``row`` (and the other late table of its half)."""
        if row not in self.unruled_rows():
            return
        match_id, half, table = self.keys[row]
        self.late.emit(match_id, self._late_minutes(match_id, half, table))

    def late_minutes_of(self, row: int) -> int | tuple[int, int]:
        """The minutes over time of ``row``'s table (with the other table of its half when that was
        late too), or 0 when it ended in time or has no end yet."""
        recorded = self.view.table_time(*self.keys[row]) if self.view is not None else None
        if recorded is None or not recorded.overrun:
            return 0
        return self._late_minutes(*self.keys[row])

    def _late_minutes(self, match_id: MatchId, half: int, table: int) -> int | tuple[int, int]:
        assert self.view is not None  # asked of a row shown from the view
        recorded = self.view.table_time(match_id, half, table)
        assert recorded is not None  # a late table has its times
        minutes = {table: recorded.overrun}
        other = self.view.table_time(match_id, half, 3 - table)
        if other is not None and other.overrun:
            minutes[3 - table] = other.overrun
        return minutes[table] if len(minutes) == 1 else (minutes[1], minutes[2])

    def typed(self, line: TableLine, started: str, ended: str) -> bool:
        """The start or end typed for the table; a late end asks for the slow-play ruling (P2)."""
        text = self.tr("Table time: {match}, half {half}, {table}").format(
            match=line.match, half=line.half, table=self.tr("Open room") if line.table == 1 else self.tr("Closed room")
        )
        change = self.perform(
            text, record_table_time, line.match_id, line.half, line.table, started or None, ended or None
        )
        if change is not None and change.value and ended != line.ended:
            other = self.view.table_time(line.match_id, line.half, 3 - line.table) if self.view else None
            minutes = {line.table: change.value}
            if other is not None and other.overrun:
                minutes[3 - line.table] = other.overrun
            self.late.emit(line.match_id, minutes[line.table] if len(minutes) == 1 else (minutes[1], minutes[2]))
        return change is not None


class FeeChecklist(_Panel[FeeDue]):
    """During the day: the table fee of each team and round, ticked when paid (F2)."""

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(session, stage_id, "feeChecklist", parent)
        self.rounds: list[int] = []

    def lines(self, view: DayTimetableView) -> Sequence[FeeDue]:
        self.rounds = sorted({number for fee in view.fees for number in fee.rounds})
        return view.fees

    def columns(self, view: DayTimetableView) -> list[Column[FeeDue]]:
        return (
            [Column(self.tr("Team"), lambda fee: fee.name)]
            + [self._round_column(number) for number in self.rounds]
            + [Column(self.tr("Due (kr)"), lambda fee: numbers.fixed(fee.due, 2), number=True)]
        )

    def _round_column(self, number: int) -> Column[FeeDue]:
        return Column(
            self.tr("Round {number}").format(number=number),
            lambda fee: numbers.fixed(fee.per_round, 2) if number in fee.rounds else "–",
            number=True,
            check=lambda fee: number in fee.paid_rounds if number in fee.rounds else None,
            on_toggle=lambda fee, paid: self.ticked(fee, number, paid),
            editable=self.editable,
        )

    def ticked(self, fee: FeeDue, number: int, paid: bool) -> bool:
        on = self._round_date(number) if paid else None
        text = (
            self.tr("Table fee paid: {team}, round {round}")
            if paid
            else self.tr("Table fee not paid: {team}, round {round}")
        ).format(team=fee.name, round=number)
        return self.perform(text, record_table_fee_paid, self.stage_id, fee.team_id, number, on) is not None

    def _round_date(self, number: int) -> dt.date:
        round_ = next((round_ for round_ in self.view.rounds if round_.number == number), None) if self.view else None
        return round_.date if round_ is not None and round_.date else dt.date.today()
