"""The settings of a one-day stage (a semifinal, an A- or B-final): only what applies to it.

Name, boards and halves (fixed once results are entered), boards dealt at the table (H4), the VP
for a bye (H7) and, for a stage on the central timetable, the venue's shift from it (A7, at most
15 minutes either way; it can change after the semifinals exist). The table fee is the one
charged on the day (F2, from the regulation profile) and is shown, not typed. No heat manager,
no match format and no days between rounds: those belong to a heat. OK saves everything as one
undo step through ``update_stage`` and ``set_venue_offset``; a refusal stays in the dialog.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.rules import heat as heat_rules
from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.rules.stage_kinds import ONE_DAY_KINDS as ONE_DAY_KINDS
from tddesk.services.central_day import set_venue_offset
from tddesk.services.central_day_times import CENTRAL_KINDS, day_timetable, fee_per_round
from tddesk.services.errors import ServiceError
from tddesk.services.stages import stage_view, update_stage
from tddesk.ui.dialogs.rulings.ruling_common import perform_grouped
from tddesk.ui.dialogs.stages.heat_settings import parse_decimal
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.session import UiSession


def venue_offset(session: UiSession, stage_id: StageId, kind: str) -> int | None:
    """A7: the stage's shift from the central timetable in minutes; None off the central timetable."""
    return day_timetable(session.tournament, stage_id).offset_minutes if kind in CENTRAL_KINDS else None


def offset_text(minutes: int) -> str:
    if not minutes:
        return translate("CentralDaySettings", "none: the central timetable's times")
    return translate("CentralDaySettings", "{offset} min from the central timetable").format(
        offset=numbers.signed(minutes, 0)
    )


def table_fee_text(session: UiSession, kind: str) -> str:
    """F2: the table fee charged per team and round of a one-day stage."""
    amount = numbers.fixed(fee_per_round(session.tournament.profile, kind), 2)
    return translate("CentralDaySettings", "{amount} kr per team and round (F2)").format(amount=amount)


class CentralDaySettingsDialog(QDialog):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("centralDaySettingsDialog")
        self.session = session
        self.stage_id = stage_id
        self.profile = session.tournament.profile
        self._form = stage_view(session.tournament, stage_id).form
        self._offset = venue_offset(session, stage_id, self._form.kind)

        self.name_edit = QLineEdit(self._form.name, self)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.boards_spin = QSpinBox(self)
        self.boards_spin.setRange(1, 40)
        self.boards_spin.setValue(self._form.boards_per_match)
        self.one_half_radio, self.two_halves_radio = QRadioButton(self), QRadioButton(self)
        self.halves_group = QButtonGroup(self)
        self.halves_group.addButton(self.one_half_radio, 1)
        self.halves_group.addButton(self.two_halves_radio, 2)
        self.halves_group.button(self._form.halves).setChecked(True)
        self.dealt_check = QCheckBox(self)
        self.dealt_check.setChecked(self._form.dealt_at_table)
        self.bye_vp_edit = QLineEdit(numbers.fixed(heat_rules.bye_vp(self.profile, self._form.bye_vp), 2), self)
        self.offset_spin = QSpinBox(self)
        limit = self.profile.advancement.venue_max_offset_minutes
        self.offset_spin.setRange(-limit, limit)  # A7: a larger shift cannot be typed
        self.offset_spin.setValue(self._offset or 0)
        self.table_fee_label = QLabel(table_fee_text(session, self._form.kind), self)
        self.playing_time_label = QLabel(self)
        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(ERROR_STYLE)
        for name, widget in (
            ("name", self.name_edit),
            ("boards", self.boards_spin),
            ("dealtAtTable", self.dealt_check),
            ("byeVp", self.bye_vp_edit),
            ("venueOffset", self.offset_spin),
            ("tableFee", self.table_fee_label),
            ("playingTime", self.playing_time_label),
            ("error", self.error_label),
        ):
            widget.setObjectName(name)

        self.captions = {name: QLabel(self) for name in ("name", "boards", "halves", "bye", "offset", "fee")}
        halves_row = QHBoxLayout()
        halves_row.addWidget(self.one_half_radio)
        halves_row.addWidget(self.two_halves_radio)
        halves_row.addStretch(1)
        form = QFormLayout()
        form.addRow(self.captions["name"], self.name_edit)
        form.addRow(self.captions["boards"], self.boards_spin)
        form.addRow(self.captions["halves"], halves_row)
        form.addRow(self.dealt_check)
        form.addRow(self.playing_time_label)
        form.addRow(self.captions["bye"], self.bye_vp_edit)
        if self._offset is not None:
            form.addRow(self.captions["offset"], self.offset_spin)
        form.addRow(self.captions["fee"], self.table_fee_label)
        for name, field in (
            ("name", self.name_edit),
            ("boards", self.boards_spin),
            ("bye", self.bye_vp_edit),
            ("offset", self.offset_spin),
        ):
            self.captions[name].setBuddy(field)
        self.offset_spin.setVisible(self._offset is not None)
        self.captions["offset"].setVisible(self._offset is not None)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for signal in (self.boards_spin.valueChanged, self.halves_group.idToggled, self.dealt_check.toggled):
            signal.connect(self.update_playing_time)
        if session.read_only:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            self.error_label.setText(self.tr("The file is open read-only; nothing can be changed."))
        self.retranslate()

    def halves(self) -> int:
        return self.halves_group.checkedId() if self.halves_group.checkedId() in (1, 2) else 1

    def update_playing_time(self, *_changed: object) -> None:
        """H4: the playing time per half of the boards as typed."""
        boards, halves = self.boards_spin.value(), self.halves()
        minutes = heat_rules.playing_time_per_half(boards, halves, self.dealt_check.isChecked(), self.profile)
        time = heat_rules.playing_time_text(max(heat_rules.boards_per_half(boards, halves)), minutes, translate)
        self.playing_time_label.setText(self.tr("Playing time per half (H4): {time}").format(time=time))

    def accept(self) -> None:
        self.error_label.clear()
        try:
            bye = parse_decimal(self.bye_vp_edit.text())
        except ValueError:
            self.error_label.setText(self.tr("Type the VP for a bye with two decimals, e.g. 12,00 (H7)."))
            return
        form = replace(
            self._form,
            name=self.name_edit.text().strip(),
            boards_per_match=self.boards_spin.value(),
            halves=self.halves(),
            dealt_at_table=self.dealt_check.isChecked(),
            bye_vp=None if bye == self.profile.heat.bye_vp else bye,
        )
        offset = self.offset_spin.value() if self._offset is not None else None
        text = self.tr("Settings of {name}").format(name=form.name)
        actions = []
        if form != self._form:
            actions.append(lambda: self.session.perform(text, update_stage, self.stage_id, form))
        if offset is not None and offset != self._offset:
            shift = self.tr("A7 time shift of {name}: {offset} min").format(
                name=form.name, offset=numbers.signed(offset, 0)
            )
            actions.append(lambda: self.session.perform(shift, set_venue_offset, self.stage_id, offset))
        try:
            if actions:  # one undo step, all or nothing
                perform_grouped(self.session, text, actions)
        except ServiceError as error:
            self.error_label.setText(str(error))
            return
        super().accept()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings of {name}").format(name=self._form.name))
        for name, text in (
            ("name", self.tr("&Name:")),
            ("boards", self.tr("&Boards per match:")),
            ("halves", self.tr("Halves (H3):")),
            ("bye", self.tr("&VP for a bye (H7):")),
            ("offset", self.tr("Time &shift at the venue (A7):")),
            ("fee", self.tr("Table fee:")),
        ):
            self.captions[name].setText(text)
        self.offset_spin.setSuffix(self.tr(" min"))
        self.offset_spin.setToolTip(
            self.tr("Minutes before (−) or after (+) the central timetable, at most {limit} (A7).").format(
                limit=self.profile.advancement.venue_max_offset_minutes
            )
        )
        self.one_half_radio.setText(self.tr("One session"))
        self.two_halves_radio.setText(self.tr("Two halves"))
        self.dealt_check.setText(
            self.tr("Boards &dealt at the table (+{minutes} min per half, H4)").format(
                minutes=self.profile.heat.dealt_at_table_extra_minutes
            )
        )
        self.table_fee_label.setText(table_fee_text(self.session, self._form.kind))
        self.update_playing_time()
