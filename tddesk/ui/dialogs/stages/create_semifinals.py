"""Create the semifinals (A3, A5, A7): the accepted teams in the order they choose, each with the
semifinal it chose, and per semifinal its venue and the minutes its timetable is shifted.

The teams start spread over the semifinals in choice order (the first team in semifinal 1, the
second in semifinal 2, …) and the TD sets each team's choice. Each venue's shift is checked at
once against A7 (at most 15 minutes) and the refusal shown in words. OK creates all semifinals
as one undoable action; a refusal keeps the dialog open with the reason.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import cast

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tddesk.i18n import translate
from tddesk.ids import TeamId
from tddesk.rules.central_day import central_day_timetable
from tddesk.services.advancement import ChoiceRow
from tddesk.services.central_day import create_semifinals
from tddesk.services.errors import ServiceError
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.dates import date_edit

MAX_SEMIFINALS = 10
VENUE, OFFSET, CHECK = range(3)
ORDER, TEAM, HEAT, SEMIFINAL = range(4)


class CreateSemifinalsDialog(QDialog):
    def __init__(
        self,
        session: UiSession,
        choices: Sequence[ChoiceRow],
        semifinals: int,
        day: dt.date,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("createSemifinalsDialog")
        self.session = session
        self.choices = list(choices)
        self.created: tuple[str, ...] = ()
        self.count_spin = QSpinBox(self)
        self.count_spin.setObjectName("semifinalCount")
        self.count_spin.setRange(1, MAX_SEMIFINALS)
        self.count_spin.setValue(max(1, min(semifinals, MAX_SEMIFINALS)))
        self.day_edit = date_edit(self, day, name="day")
        self.venues = QTableWidget(0, CHECK + 1, self)
        self.venues.setObjectName("venues")
        self.teams = QTableWidget(len(self.choices), SEMIFINAL + 1, self)
        self.teams.setObjectName("teams")
        for table in (self.venues, self.teams):
            table.verticalHeader().hide()
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setStretchLastSection(True)
        self.teams.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("error")
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.captions = [QLabel(self) for _ in range(2)]
        form = QFormLayout()
        for caption, field in zip(self.captions, (self.count_spin, self.day_edit)):
            caption.setBuddy(field)
            form.addRow(caption, field)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.venues, 1)
        layout.addWidget(self.teams, 2)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        for row, choice in enumerate(self.choices):
            for column, text in (
                (ORDER, str(choice.position)),
                (TEAM, choice.name),
                (HEAT, f"{choice.heat_name} ({choice.heat_rank})"),
            ):
                self.teams.setItem(row, column, QTableWidgetItem(text))
            combo = QComboBox(self.teams)
            combo.setObjectName(f"choice{row}")
            self.teams.setCellWidget(row, SEMIFINAL, combo)
        self.count_spin.valueChanged.connect(self._semifinals_changed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._semifinals_changed(self.count_spin.value())
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Create the semifinals"))
        self.captions[0].setText(self.tr("&Semifinals:"))
        self.captions[1].setText(self.tr("Central &day:"))
        self.venues.setHorizontalHeaderLabels([self.tr("Venue"), self.tr("Offset (min)"), self.tr("A7 check")])
        self.teams.setHorizontalHeaderLabels(
            [self.tr("Order"), self.tr("Team"), self.tr("Heat (place)"), self.tr("Semifinal")]
        )
        self.venues.setVerticalHeaderLabels(
            [self.tr("Semifinal {number}").format(number=row + 1) for row in range(self.venues.rowCount())]
        )
        for row in range(self.venues.rowCount()):
            self.check_offset(row)

    # --- semifinals, venues and offsets -----------------------------------------------------------

    def _semifinals_changed(self, count: int) -> None:
        old = self.venues.rowCount()
        self.venues.setRowCount(count)
        for row in range(old, count):
            self.venues.setItem(row, VENUE, QTableWidgetItem(""))
            spin = QSpinBox(self.venues)
            spin.setObjectName(f"offset{row}")
            spin.setRange(-60, 60)
            spin.valueChanged.connect(lambda _value, row=row: self.check_offset(row))
            self.venues.setCellWidget(row, OFFSET, spin)
            self.venues.setItem(row, CHECK, QTableWidgetItem(""))
            self.check_offset(row)
        for row in range(len(self.choices)):
            combo = self.combo(row)
            chosen = combo.currentIndex() if combo.count() else row % count
            combo.clear()
            combo.addItems([self.tr("Semifinal {number}").format(number=number) for number in range(1, count + 1)])
            combo.setCurrentIndex(chosen if 0 <= chosen < count else row % count)

    def combo(self, row: int) -> QComboBox:
        combo = self.teams.cellWidget(row, SEMIFINAL)
        assert isinstance(combo, QComboBox)  # every team's row has its semifinal's combo
        return combo

    def offset_spin(self, row: int) -> QSpinBox:
        spin = self.venues.cellWidget(row, OFFSET)
        assert isinstance(spin, QSpinBox)  # every venue's row has its shift's spin box
        return spin

    def venue_cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.venues.item(row, column)
        assert item is not None  # every venue's row has its cells
        return item

    def set_venue(self, row: int, venue: str, offset: int = 0) -> None:
        self.venue_cell(row, VENUE).setText(venue)
        self.offset_spin(row).setValue(offset)

    def check_offset(self, row: int) -> str:
        """A7 for the venue's shift, in words, shown beside it."""
        profile = self.session.tournament.profile
        offset = self.offset_spin(row).value()
        timetable = central_day_timetable(profile, offset)
        if timetable.accepted:
            text = self.tr("A7: within {limit} minutes").format(limit=profile.advancement.venue_max_offset_minutes)
        else:
            text = "\n".join(finding.text(translate) for finding in timetable.findings)
        self.venue_cell(row, CHECK).setText(text)
        return text

    # --- saving -----------------------------------------------------------------------------------

    def groups(self) -> list[list[TeamId]]:
        groups: list[list[TeamId]] = [[] for _ in range(self.venues.rowCount())]
        for row, choice in enumerate(self.choices):
            groups[self.combo(row).currentIndex()].append(choice.team_id)
        return groups

    def accept(self) -> None:
        venues = [self.venue_cell(row, VENUE).text().strip() for row in range(self.venues.rowCount())]
        offsets = [self.offset_spin(row).value() for row in range(self.venues.rowCount())]
        try:
            change = self.session.perform(
                self.tr("Create the semifinals"),
                create_semifinals,
                self.groups(),
                venues,
                cast(dt.date, self.day_edit.date().toPython()),  # a QDate's Python value is a date
                offsets,
            )
        except ServiceError as error:
            self.error_label.setText(str(error))
            return
        self.created = tuple(change.value)
        super().accept()
