"""Create the A-final (A8) or the B-final (A9) from the semifinals' teams.

The A-final starts with the teams through from the semifinals (A6) as their answers stand
(A10: a withdrawn team's replacement instead); the B-final with the semifinals' other teams. The
TD ticks the teams, picks the first day and the venue, and sees the format the rules give for the
number of teams before saving it as one undoable action.
"""

from __future__ import annotations

import datetime as dt
from typing import cast

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.i18n import translate
from tddesk.ids import TeamId
from tddesk.rules.allocation import b_final_format
from tddesk.rules.central_day import central_day_timetable
from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.errors import ServiceError
from tddesk.services.finals import a_final_round_dates, create_final, final_teams, semifinal_qualifiers
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.dates import date_edit

TEAM_ROLE = Qt.ItemDataRole.UserRole


class CreateFinalDialog(QDialog):
    def __init__(self, session: UiSession, kind: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("createFinalDialog")
        self.session = session
        self.kind = kind
        self.created: str | None = None
        profile = session.tournament.profile
        self.teams = QListWidget(self)
        self.teams.setObjectName("teams")
        self.day_edit = date_edit(self, name="day")
        self.venue_edit = QLineEdit(self)
        self.venue_edit.setMaxLength(MAX_NAME_LENGTH)
        self.venue_edit.setObjectName("venue")
        self.offset_spin = QSpinBox(self)
        self.offset_spin.setObjectName("offset")
        self.offset_spin.setRange(-60, 60)
        self.format_label = QLabel(self)
        self.format_label.setObjectName("format")
        self.format_label.setWordWrap(True)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("error")
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        form = QFormLayout()
        self.captions = [QLabel(self) for _ in range(3)]
        for caption, field in zip(self.captions, (self.day_edit, self.venue_edit, self.offset_spin)):
            caption.setBuddy(field)
            form.addRow(caption, field)
        self.offset_spin.setVisible(kind == StageKind.A_FINAL)
        self.captions[2].setVisible(kind == StageKind.A_FINAL)
        layout = QVBoxLayout(self)
        layout.addWidget(self.teams, 1)
        layout.addLayout(form)
        layout.addWidget(self.format_label)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        day = profile.dates.a_final_day_one
        self.day_edit.setDate(QDate(day.year, day.month, day.day))
        self._fill_teams()
        self.teams.itemChanged.connect(self.update_format)
        self.day_edit.dateChanged.connect(self.update_format)
        self.offset_spin.valueChanged.connect(self.update_format)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(
            self.tr("Create the A-final") if self.kind == StageKind.A_FINAL else self.tr("Create the B-final")
        )
        self.captions[0].setText(self.tr("&First day:") if self.kind == StageKind.A_FINAL else self.tr("&Day:"))
        self.captions[1].setText(self.tr("&Venue:"))
        self.captions[2].setText(self.tr("&Offset from the central timetable:"))
        self.teams.setAccessibleName(self.tr("The teams of the final"))
        self.offset_spin.setSuffix(self.tr(" min"))
        self.update_format()

    def _fill_teams(self) -> None:
        tournament = self.session.tournament
        semifinals = semifinal_qualifiers(tournament).semifinals
        chosen = set(final_teams(tournament))
        for semifinal in semifinals:
            for team in semifinal.ranked:
                item = QListWidgetItem(f"{team.name} ({semifinal.name}, {team.rank})")
                item.setData(TEAM_ROLE, team.team_id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                selected = team.team_id in chosen if self.kind == StageKind.A_FINAL else team.team_id not in chosen
                item.setCheckState(Qt.CheckState.Checked if selected else Qt.CheckState.Unchecked)
                self.teams.addItem(item)

    def chosen_teams(self) -> list[TeamId]:
        return [
            self.teams.item(row).data(TEAM_ROLE)
            for row in range(self.teams.count())
            if self.teams.item(row).checkState() == Qt.CheckState.Checked
        ]

    def day(self) -> dt.date:
        return cast(dt.date, self.day_edit.date().toPython())  # a QDate's Python value is a date

    def update_format(self, *_args: object) -> None:
        """A8/A9 for the teams ticked, in words, before anything is saved."""
        profile = self.session.tournament.profile
        count = len(self.chosen_teams())
        rounds = count - 1 if count % 2 == 0 else count
        if self.kind == StageKind.A_FINAL:
            dates = sorted(set(a_final_round_dates(profile, rounds, self.day()))) if count > 1 else []
            text = self.tr("A8: {teams} teams, {rounds} rounds of {boards} boards in two halves; days: {days}.").format(
                teams=count,
                rounds=rounds,
                boards=profile.advancement.a_final_boards,
                days=", ".join(date.isoformat() for date in dates) or "–",
            )
            timetable = central_day_timetable(profile, self.offset_spin.value())
            if not timetable.accepted:
                text += "\n" + "\n".join(finding.text(translate) for finding in timetable.findings)
        else:
            try:
                found = b_final_format(count, profile)
            except ValueError:
                found = None
            text = (
                self.tr("A9: {teams} teams: {matches} matches of {boards} boards, no half-time.").format(
                    teams=count, matches=found.matches, boards=found.boards
                )
                if found
                else self.tr("A9: {teams} teams: no B-final with this number of teams.").format(teams=count)
            )
        self.format_label.setText(text)

    def accept(self) -> None:
        offset = self.offset_spin.value() if self.kind == StageKind.A_FINAL else 0
        name = self.tr("Create the A-final") if self.kind == StageKind.A_FINAL else self.tr("Create the B-final")
        try:
            change = self.session.perform(
                name,
                create_final,
                self.kind,
                self.chosen_teams(),
                self.day(),
                self.venue_edit.text().strip() or None,
                offset,
            )
        except ServiceError as error:
            self.error_label.setText(str(error))
            return
        self.created = change.value
        super().accept()
