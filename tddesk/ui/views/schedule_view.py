"""A stage's schedule (H1, H6): the rounds with their matches and byes, and a team × round grid.

Before the schedule exists: "Make schedule" with the first round's date and the days between
rounds (prefilled from the heat settings). Afterwards: swap home and away of a match (H6), set a
round's date, move a match to another date or back to its round's. Every change is one undoable
``session.perform``; a refusal (e.g. H1: fewer than four teams) is shown above the lists in words.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.schedule import (
    MatchSlot,
    RoundView,
    make_schedule,
    move_match,
    schedule_view,
    set_round_date,
    swap_home_away,
)
from tddesk.services.stages import stage_view
from tddesk.ui.dialogs.stages.heat_settings import planned_dates
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import touches
from tddesk.ui.widgets.dates import edited_date, optional_date_edit, show_date

if TYPE_CHECKING:
    from tddesk.services.schedule import ScheduleView as Schedule
    from tddesk.services.tournament import Change
    from tddesk.ui.dialogs.stages.heat_settings import PlayingDates

ROW_ROLE = Qt.ItemDataRole.UserRole  # ("round", number) or ("match", match id)
SCHEDULE_AREAS = frozenset({Area.STAGES, Area.TEAMS, Area.SCHEDULE})  # results do not move it


class ScheduleView(QWidget):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("scheduleView")
        self.session = session
        self.stage_id = stage_id
        self.stage_name = ""
        self.rounds: tuple[RoundView, ...] = ()
        self._dates_typed = False

        self.make_box = QWidget(self)
        self.first_caption, self.days_caption = QLabel(self.make_box), QLabel(self.make_box)
        self.first_date_edit = optional_date_edit(self.make_box)
        self.days_spin = QSpinBox(self.make_box)
        self.days_spin.setRange(1, 90)
        self.days_spin.setValue(7)
        self.make_button = QPushButton(self.make_box)
        self.first_caption.setBuddy(self.first_date_edit)
        self.days_caption.setBuddy(self.days_spin)
        make_row = QHBoxLayout(self.make_box)
        make_row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.first_caption, self.first_date_edit, self.days_caption, self.days_spin, self.make_button):
            make_row.addWidget(widget)
        make_row.addStretch(1)

        self.error_label, self.findings_label = QLabel(self), QLabel(self)
        self.error_label.setStyleSheet(ERROR_STYLE)
        for label in (self.error_label, self.findings_label):
            label.setWordWrap(True)
        self.tabs = QTabWidget(self)
        self.rounds_tree = QTreeWidget(self.tabs)
        self.rounds_tree.setColumnCount(5)
        self.rounds_tree.setRootIsDecorated(False)
        self.rounds_tree.setItemsExpandable(False)
        self.grid_table = QTableWidget(self.tabs)
        self.grid_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.tabs.addTab(self.rounds_tree, "")
        self.tabs.addTab(self.grid_table, "")

        self.swap_button, self.set_date_button = QPushButton(self), QPushButton(self)
        self.move_button, self.unmove_button = QPushButton(self), QPushButton(self)
        self.date_caption = QLabel(self)
        self.date_edit = optional_date_edit(self)
        self.date_caption.setBuddy(self.date_edit)
        actions = QGridLayout()
        # Two rows: the match's own buttons, then the dates; one row kept the window wider than a
        # 1280-pixel laptop.
        actions.addWidget(self.swap_button, 0, 0)
        actions.addWidget(self.move_button, 0, 1, 1, 2)
        actions.addWidget(self.unmove_button, 0, 3)
        actions.addWidget(self.date_caption, 1, 0, Qt.AlignmentFlag.AlignRight)
        actions.addWidget(self.date_edit, 1, 1)
        actions.addWidget(self.set_date_button, 1, 2, 1, 2)
        actions.setColumnStretch(4, 1)

        layout = QVBoxLayout(self)
        layout.addWidget(self.make_box)
        layout.addWidget(self.error_label)
        layout.addWidget(self.findings_label)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(actions)
        for name, named in (
            ("firstDate", self.first_date_edit),
            ("daysBetween", self.days_spin),
            ("makeSchedule", self.make_button),
            ("error", self.error_label),
            ("findings", self.findings_label),
            ("rounds", self.rounds_tree),
            ("grid", self.grid_table),
            ("swap", self.swap_button),
            ("date", self.date_edit),
            ("setRoundDate", self.set_date_button),
            ("moveMatch", self.move_button),
            ("unmoveMatch", self.unmove_button),
        ):
            named.setObjectName(name)

        self.make_button.clicked.connect(self.make)
        self.swap_button.clicked.connect(self.swap)
        self.set_date_button.clicked.connect(self.set_round_date)
        self.move_button.clicked.connect(self.move)
        self.unmove_button.clicked.connect(self.unmove)
        self.first_date_edit.dateChanged.connect(self._dates_edited)
        self.days_spin.valueChanged.connect(self._dates_edited)
        self.rounds_tree.currentItemChanged.connect(self._selection_changed)
        self.rounds_tree.itemDoubleClicked.connect(self._edit_date_of)
        session.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    # --- showing the schedule -----------------------------------------------------------------

    def refresh(self, change: Change | None = None) -> None:
        if not touches(change, SCHEDULE_AREAS):
            return
        self.error_label.clear()
        try:
            self.stage_name = stage_view(self.session.tournament, self.stage_id).form.name
            view = schedule_view(self.session.tournament, self.stage_id)
        except ServiceError as error:  # the stage itself was undone away
            self.error_label.setText(str(error))
            self.setEnabled(False)
            return
        self.setEnabled(True)
        self.rounds = view.rounds
        self.make_box.setVisible(not view.rounds)
        planned = planned_dates(self.session).get(self.stage_id)
        if not view.rounds and planned is not None and not self._dates_typed:
            self._show_planned(planned)
        self.findings_label.setText("\n".join(finding.text(translate) for finding in view.findings))
        self._fill_rounds(view.rounds)
        self._fill_grid(view)
        self._selection_changed()

    def _show_planned(self, planned: PlayingDates) -> None:
        for widget in (self.first_date_edit, self.days_spin):
            widget.blockSignals(True)
        show_date(self.first_date_edit, planned.first)
        self.days_spin.setValue(planned.days_between)
        for widget in (self.first_date_edit, self.days_spin):
            widget.blockSignals(False)

    def _dates_edited(self) -> None:
        self._dates_typed = True

    def _fill_rounds(self, rounds: tuple[RoundView, ...]) -> None:
        current = self.selected()
        self.rounds_tree.clear()
        for round_ in rounds:
            round_item = QTreeWidgetItem(
                [
                    self.tr("Round {number}").format(number=round_.number),
                    _iso(round_.date),
                    "",
                    "",
                    round_.bye_name or "",
                ]
            )
            round_item.setData(0, ROW_ROLE, ("round", round_.number))
            for column in range(5):
                font = round_item.font(column)
                font.setBold(True)
                round_item.setFont(column, font)
            self.rounds_tree.addTopLevelItem(round_item)
            for match in round_.matches:
                date = _iso(match.date) + (" " + self.tr("(moved)") if match.moved else "")
                match_item = QTreeWidgetItem(["", date, match.home_name, match.away_name, ""])
                match_item.setData(0, ROW_ROLE, ("match", match.id))
                round_item.addChild(match_item)
                if current == ("match", match.id):
                    self.rounds_tree.setCurrentItem(match_item)
            if current == ("round", round_.number):
                self.rounds_tree.setCurrentItem(round_item)
        self.rounds_tree.expandAll()
        for column in range(5):
            self.rounds_tree.resizeColumnToContents(column)

    def _fill_grid(self, view: Schedule) -> None:
        grid = view.grid()
        self.grid_table.clear()
        self.grid_table.setRowCount(len(view.team_ids))
        self.grid_table.setColumnCount(len(view.rounds))
        self.grid_table.setHorizontalHeaderLabels([str(round_.number) for round_ in view.rounds])
        self.grid_table.setVerticalHeaderLabels([view.team_names[team] for team in view.team_ids])
        for row, team in enumerate(view.team_ids):
            for column, text in enumerate(grid.get(team, [])):
                self.grid_table.setItem(row, column, QTableWidgetItem(text))
        self.grid_table.resizeColumnsToContents()

    def selected(self) -> tuple[Any, ...] | None:
        item = self.rounds_tree.currentItem()
        chosen: tuple[Any, ...] | None = item.data(0, ROW_ROLE) if item is not None else None
        return chosen

    def selected_match(self) -> MatchSlot | None:
        chosen = self.selected()
        if not chosen or chosen[0] != "match":
            return None
        return next((m for r in self.rounds for m in r.matches if m.id == chosen[1]), None)

    def selected_round(self) -> RoundView | None:
        """The chosen round, or the round of the chosen match."""
        chosen = self.selected()
        if not chosen:
            return None
        match = self.selected_match()
        number = chosen[1] if chosen[0] == "round" else match.round if match else None
        return next((r for r in self.rounds if r.number == number), None)

    def _selection_changed(self, *_args: object) -> None:
        writable = not self.session.read_only
        match, round_ = self.selected_match(), self.selected_round()
        self.make_button.setEnabled(writable)
        self.swap_button.setEnabled(writable and match is not None)
        self.move_button.setEnabled(writable and match is not None)
        self.unmove_button.setEnabled(writable and match is not None and match.moved)
        self.set_date_button.setEnabled(writable and round_ is not None)
        self.date_edit.setEnabled(writable and round_ is not None)
        if round_ is not None:
            show_date(self.date_edit, match.date if match is not None else round_.date)

    def _edit_date_of(self, item: QTreeWidgetItem, _column: int) -> None:
        self.rounds_tree.setCurrentItem(item)
        self.date_edit.setFocus()

    # --- actions --------------------------------------------------------------------------------

    def _perform(self, text: str, service: Callable[..., Change], *args: Any) -> bool:
        try:
            self.session.perform(text, service, *args)
        except ServiceError as error:
            self.error_label.setText(str(error))
            return False
        return True

    def make(self) -> bool:
        return self._perform(
            self.tr("Schedule of {stage}").format(stage=self.stage_name),
            make_schedule,
            self.stage_id,
            edited_date(self.first_date_edit),
            self.days_spin.value(),
        )

    def swap(self) -> bool:
        match = self.selected_match()
        return match is not None and self._perform(
            self.tr("Swap home and away: {home} – {away}").format(home=match.home_name, away=match.away_name),
            swap_home_away,
            match.id,
        )

    def set_round_date(self) -> bool:
        round_ = self.selected_round()
        return round_ is not None and self._perform(
            self.tr("Date of round {number} in {stage}").format(number=round_.number, stage=self.stage_name),
            set_round_date,
            self.stage_id,
            round_.number,
            edited_date(self.date_edit),
        )

    def move(self) -> bool:  # type: ignore[override]  # the TD's Move; no one calls QWidget.move(x, y) on a view
        match = self.selected_match()
        date = edited_date(self.date_edit)
        return match is not None and self._perform(
            self.tr("Move {home} – {away} to {date}").format(
                home=match.home_name, away=match.away_name, date=_iso(date) or "—"
            ),
            move_match,
            match.id,
            date,
        )

    def unmove(self) -> bool:
        match = self.selected_match()
        return match is not None and self._perform(
            self.tr("{home} – {away} back on its round's date").format(home=match.home_name, away=match.away_name),
            move_match,
            match.id,
            None,
        )

    # --- language -------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.first_caption.setText(self.tr("&First round:"))
        self.days_caption.setText(self.tr("&Days between rounds:"))
        self.make_button.setText(self.tr("&Make schedule"))
        self.tabs.setTabText(0, self.tr("Rounds"))
        self.tabs.setTabText(1, self.tr("Teams × rounds"))
        self.rounds_tree.setHeaderLabels(
            [self.tr("Round"), self.tr("Date"), self.tr("Home"), self.tr("Away"), self.tr("Bye")]
        )
        self.swap_button.setText(self.tr("&Swap home and away (H6)"))
        self.date_caption.setText(self.tr("D&ate:"))
        self.set_date_button.setText(self.tr("Set &round date"))
        self.move_button.setText(self.tr("M&ove match to the date"))
        self.unmove_button.setText(self.tr("&Back to the round's date"))


def _iso(date: dt.date | None) -> str:
    return date.isoformat() if date else ""
