"""The parts of a central day's page (D p.16 "Tävlingsdagen"): the jury representatives, each
table's start and end time per half, and the table-fee checklist; plus saving a printout.

Each panel fills itself from a ``DayTimetableView`` and changes the file only through
``session.perform``; an edit the service refuses is shown in words in the panel's message line
and the panel is filled again from the file.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QColor, QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.services.central_day import record_table_time, set_jury_member
from tddesk.services.central_day_times import DayTimetableView
from tddesk.services.errors import ServiceError
from tddesk.services.fees import record_table_fee_paid
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.dates import TimeDelegate

TEAM_ROLE = Qt.ItemDataRole.UserRole
LATE_COLOUR = QColor("#ffd6d6")   # a late table that waits for its slow-play ruling


def ask_pdf_path(parent: QWidget, suggested: str) -> Path | None:
    """Where to save a printout (a PDF), asked with the platform's save dialog."""
    chosen, _ = QFileDialog.getSaveFileName(parent, translate("Advancement", "Save the printout"), suggested,
                                            "PDF (*.pdf)")
    return Path(chosen) if chosen else None


def show_pdf(path: Path) -> None:
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


def _item(text: str, editable: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if not editable:
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


class _Panel(QTableWidget):
    """A table of one central day that reports refusals through ``message``."""

    message = Signal(str)

    def __init__(self, session: UiSession, stage_id: str, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.session = session
        self.stage_id = stage_id
        self.view: DayTimetableView | None = None
        self._filling = False
        self._editing = False
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.itemChanged.connect(self._changed)

    def show_day(self, view: DayTimetableView) -> None:
        self.view = view
        if self._editing:  # the edited item is still in use: fill the table once the edit is done
            QTimer.singleShot(0, self, lambda: self.show_day(self.view))
            return
        self._filling = True
        try:
            self.fill(view)
        finally:
            self._filling = False

    def fill(self, view: DayTimetableView) -> None:
        raise NotImplementedError

    def _changed(self, item: QTableWidgetItem) -> None:
        if not self._filling:
            self.edited(item)

    def edited(self, item: QTableWidgetItem) -> None:
        raise NotImplementedError

    def perform(self, text: str, service: Callable, *args):
        self._editing = True
        try:
            change = self.session.perform(text, service, *args)
        except ServiceError as error:
            self.message.emit(str(error))
            if self.view is not None:
                self.show_day(self.view)
            return None
        finally:
            self._editing = False
        self.message.emit("")
        return change


class JuryPanel(_Panel):
    """Before play: each team's jury representative (D p.16)."""

    def __init__(self, session: UiSession, stage_id: str, parent: QWidget | None = None):
        super().__init__(session, stage_id, "juryTable", parent)
        self.setColumnCount(2)

    def fill(self, view: DayTimetableView) -> None:
        self.setHorizontalHeaderLabels([self.tr("Team"), self.tr("Jury representative")])
        self.setRowCount(len(view.teams))
        for row, (team_id, name) in enumerate(view.teams):
            team = _item(name)
            team.setData(TEAM_ROLE, team_id)
            self.setItem(row, 0, team)
            self.setItem(row, 1, _item(view.jury.get(team_id, ""), editable=True))

    def edited(self, item: QTableWidgetItem) -> None:
        team = self.item(item.row(), 0)
        name = item.text().strip()
        text = self.tr("Jury representative of {team}: {name}").format(team=team.text(), name=name or "–")
        self.perform(text, set_jury_member, self.stage_id, team.data(TEAM_ROLE), name)


ROUND, HALF, MATCH, TABLE, ALLOWED, STARTED, ENDED, OVERRUN = range(8)


class TableTimesPanel(_Panel):
    """At each half: start and end time per table; a table that ends late emits ``late`` with the
    match and the minutes of each late table, for the slow-play ruling (P2). A late table whose
    match has no slow-play ruling stays marked; a double-click or Enter on it opens the dialog."""

    late = Signal(str, object)        # match id, minutes (int, or (open room, closed room))

    def __init__(self, session: UiSession, stage_id: str, parent: QWidget | None = None):
        super().__init__(session, stage_id, "tableTimes", parent)
        self.setColumnCount(OVERRUN + 1)
        self.keys: list[tuple[str, int, int]] = []
        self.times = TimeDelegate(self)      # started and ended are typed as 14:05
        for column in (STARTED, ENDED):
            self.setItemDelegateForColumn(column, self.times)
        self.itemActivated.connect(lambda item: self.rule_late(item.row()))

    def fill(self, view: DayTimetableView) -> None:
        self.setHorizontalHeaderLabels([self.tr("Round"), self.tr("Half"), self.tr("Match"), self.tr("Table"),
                                        self.tr("Allowed end"), self.tr("Started"), self.tr("Ended"),
                                        self.tr("Minutes over")])
        self.keys = [(match.id, slot.half, table) for round_ in view.rounds for match in round_.matches
                     for slot in round_.halves for table in (1, 2)]
        self.setRowCount(len(self.keys))
        matches = {match.id: (round_.number, match) for round_ in view.rounds for match in round_.matches}
        for row, (match_id, half, table) in enumerate(self.keys):
            number, match = matches[match_id]
            recorded = view.table_time(match_id, half, table)
            cells = [str(number), str(half), f"{match.home_name} – {match.away_name}",
                     self.tr("Open room") if table == 1 else self.tr("Closed room"),
                     view.slot(number, half).end.strftime("%H:%M")]
            for column, text in enumerate(cells):
                self.setItem(row, column, _item(text))
            self.setItem(row, STARTED, _item(recorded.started or "" if recorded else "", editable=True))
            self.setItem(row, ENDED, _item(recorded.ended or "" if recorded else "", editable=True))
            self.setItem(row, OVERRUN, _item(str(recorded.overrun) if recorded and recorded.overrun else ""))
            if recorded is not None and view.late_unruled(recorded):
                self._mark_late(row, recorded.overrun)

    def _mark_late(self, row: int, minutes: int) -> None:
        tip = self.tr("Ended {minutes} min late and no slow-play ruling yet (P2): double-click or press Enter "
                      "to rule it.").format(minutes=minutes)
        self.item(row, OVERRUN).setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
        for column in range(self.columnCount()):
            self.item(row, column).setBackground(LATE_COLOUR)
            self.item(row, column).setToolTip(tip)

    def unruled_rows(self) -> list[int]:
        """The rows of tables that ended late without a slow-play ruling for their match (P2)."""
        if self.view is None:
            return []
        return [row for row, key in enumerate(self.keys)
                if (recorded := self.view.table_time(*key)) is not None and self.view.late_unruled(recorded)]

    def rule_late(self, row: int) -> None:
        """Open the slow-play dialog for the late table of ``row`` (and the other late table of its half)."""
        if row not in self.unruled_rows():
            return
        match_id, half, table = self.keys[row]
        self.late.emit(match_id, self._late_minutes(match_id, half, table))

    def _late_minutes(self, match_id: str, half: int, table: int):
        minutes = {table: self.view.table_time(match_id, half, table).overrun}
        other = self.view.table_time(match_id, half, 3 - table)
        if other is not None and other.overrun:
            minutes[3 - table] = other.overrun
        return minutes[table] if len(minutes) == 1 else (minutes[1], minutes[2])

    def edited(self, item: QTableWidgetItem) -> None:
        row, column = item.row(), item.column()
        if column not in (STARTED, ENDED):
            return
        match_id, half, table = self.keys[row]
        started, ended = self.item(row, STARTED).text(), self.item(row, ENDED).text()
        text = self.tr("Table time: {match}, half {half}, {table}").format(
            match=self.item(row, MATCH).text(), half=half, table=self.item(row, TABLE).text())
        change = self.perform(text, record_table_time, match_id, half, table, started or None, ended or None)
        if change is not None and change.value and column == ENDED:
            other = self.view.table_time(match_id, half, 3 - table) if self.view else None
            minutes = {table: change.value}
            if other is not None and other.overrun:
                minutes[3 - table] = other.overrun
            self.late.emit(match_id, minutes[table] if len(minutes) == 1 else (minutes[1], minutes[2]))


class FeeChecklist(_Panel):
    """During the day: the table fee of each team and round, ticked when paid (F2)."""

    def __init__(self, session: UiSession, stage_id: str, parent: QWidget | None = None):
        super().__init__(session, stage_id, "feeChecklist", parent)
        self.rounds: list[int] = []

    def fill(self, view: DayTimetableView) -> None:
        self.rounds = sorted({number for fee in view.fees for number in fee.rounds})
        self.setColumnCount(len(self.rounds) + 2)
        self.setHorizontalHeaderLabels([self.tr("Team")] + [self.tr("Round {number}").format(number=number)
                                                            for number in self.rounds] + [self.tr("Due (kr)")])
        self.setRowCount(len(view.fees))
        for row, fee in enumerate(view.fees):
            team = _item(fee.name)
            team.setData(TEAM_ROLE, fee.team_id)
            self.setItem(row, 0, team)
            for column, number in enumerate(self.rounds, start=1):
                cell = _item(numbers.fixed(fee.per_round, 2) if number in fee.rounds else "–")
                if number in fee.rounds:
                    cell.setFlags(cell.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    cell.setCheckState(_checked(number in fee.paid_rounds))
                self.setItem(row, column, cell)
            self.setItem(row, len(self.rounds) + 1, _item(numbers.fixed(fee.due, 2)))

    def edited(self, item: QTableWidgetItem) -> None:
        if not 1 <= item.column() <= len(self.rounds):
            return
        team = self.item(item.row(), 0)
        number = self.rounds[item.column() - 1]
        paid = item.checkState() == _checked(True)
        on = self._round_date(number) if paid else None
        text = (self.tr("Table fee paid: {team}, round {round}") if paid else
                self.tr("Table fee not paid: {team}, round {round}")).format(team=team.text(), round=number)
        self.perform(text, record_table_fee_paid, self.stage_id, team.data(TEAM_ROLE), number, on)

    def _round_date(self, number: int) -> dt.date:
        round_ = next((round_ for round_ in self.view.rounds if round_.number == number), None) if self.view else None
        return round_.date if round_ is not None and round_.date else dt.date.today()


def _checked(value: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
