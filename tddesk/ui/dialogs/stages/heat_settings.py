"""A heat's settings (H2-H4, H7): the one dialog for a new heat and for changing a stage.

As the TD types, the dialog shows the playing time per half (H4) and the H1/H3 checks with
their numbers, and enables only the halves allowed for the board count (H3). OK saves through
``create_stage`` / ``update_stage``; a refusal stays in the dialog in the service's words and
nothing is saved.

The organiser club is chosen among the file's clubs, or none ("—").

Playing dates: the first round's date and the days between rounds. With a schedule, OK moves
the round dates (one more undo step); before the schedule exists they are kept for the open
file in ``planned_dates`` and the schedule view makes the schedule with them.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
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
from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.ids import StageId
from tddesk.rules import heat as heat_rules
from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.rules.findings import Finding, Severity
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.clubs import club_views
from tddesk.services.errors import ServiceError
from tddesk.services.schedule import schedule_view, set_round_date
from tddesk.services.stages import FORMATS, StageForm, create_stage, stage_view, stage_views, update_stage
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.dates import edited_date, optional_date_edit, show_date

FORMAT_NAMES = {  # H2
    "free_evenings": QT_TRANSLATE_NOOP("Formats", "Free evening matches"),
    "central_evenings": QT_TRANSLATE_NOOP("Formats", "Fixed central evenings"),
    "weekend": QT_TRANSLATE_NOOP("Formats", "Weekend gatherings"),
}


@dataclass(frozen=True)
class PlayingDates:
    first: dt.date | None
    days_between: int = 7

    def of_round(self, number: int) -> dt.date | None:
        return self.first + dt.timedelta(days=self.days_between * (number - 1)) if self.first else None


def planned_dates(session: UiSession) -> dict[str, PlayingDates]:
    """Stage id → the playing dates stored with the stage (used when its schedule is made)."""
    return {
        view.id: PlayingDates(view.form.first_round_date, view.form.days_between_rounds)
        for view in stage_views(session.tournament)
    }


def format_name(key: str | None) -> str:
    return translate("Formats", FORMAT_NAMES[key]) if key in FORMAT_NAMES else ""


def parse_decimal(text: str) -> Decimal | None:
    """A number typed with a decimal comma or point; None for an empty field; ValueError otherwise."""
    text = text.strip().replace(" ", "").replace(",", ".")
    if not text:
        return None
    try:
        return Decimal(text)
    except InvalidOperation:
        raise ValueError(text) from None


class HeatSettingsDialog(QDialog):
    def __init__(self, session: UiSession, stage_id: StageId | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("heatSettingsDialog")
        self.session = session
        self.stage_id = stage_id
        self.profile = session.tournament.profile
        existing = stage_view(session.tournament, stage_id) if stage_id else None
        self._form = existing.form if existing else StageForm("", 16)
        self._teams = len(existing.team_ids) if existing else None
        self._rounds = (
            schedule_view(session.tournament, existing.id).rounds if existing and existing.has_schedule else ()
        )

        self.name_edit, self.manager_edit, self.phone_edit, self.email_edit = (QLineEdit(self) for _ in range(4))
        for edit in (self.name_edit, self.manager_edit, self.email_edit):
            edit.setMaxLength(MAX_NAME_LENGTH)
        self.boards_spin = QSpinBox(self)
        self.boards_spin.setRange(1, 40)  # wider than H3 allows, so 7 or 29 can be typed and refused in words
        self.one_half_radio, self.two_halves_radio = QRadioButton(self), QRadioButton(self)
        self.halves_group = QButtonGroup(self)
        self.halves_group.addButton(self.one_half_radio, 1)
        self.halves_group.addButton(self.two_halves_radio, 2)
        self.format_combo, self.club_combo = QComboBox(self), QComboBox(self)
        for name, club_id in [("—", None)] + [(club.name, club.id) for club in club_views(session.tournament)]:
            self.club_combo.addItem(name, club_id)  # "—": no organiser club
        self.dealt_check = QCheckBox(self)
        self.table_fee_edit, self.bye_vp_edit = QLineEdit(self), QLineEdit(self)
        self.first_date_edit = optional_date_edit(self)
        self.days_spin = QSpinBox(self)
        self.days_spin.setRange(1, 90)
        self.playing_time_label, self.checks_label, self.money_message, self.error_label = (
            QLabel(self) for _ in range(4)
        )
        for label in (self.checks_label, self.money_message, self.error_label):
            label.setWordWrap(True)
        self.money_message.setStyleSheet(ERROR_STYLE)
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        for name, widget in (
            ("name", self.name_edit),
            ("manager", self.manager_edit),
            ("phone", self.phone_edit),
            ("email", self.email_edit),
            ("organiserClub", self.club_combo),
            ("boards", self.boards_spin),
            ("format", self.format_combo),
            ("dealtAtTable", self.dealt_check),
            ("tableFee", self.table_fee_edit),
            ("byeVp", self.bye_vp_edit),
            ("firstDate", self.first_date_edit),
            ("daysBetween", self.days_spin),
            ("playingTime", self.playing_time_label),
            ("checks", self.checks_label),
            ("moneyMessage", self.money_message),
            ("error", self.error_label),
        ):
            widget.setObjectName(name)

        self.captions = {
            name: QLabel(self)
            for name in (
                "name",
                "club",
                "manager",
                "phone",
                "email",
                "boards",
                "halves",
                "format",
                "fee",
                "bye",
                "first",
                "days",
            )
        }
        halves_row = QHBoxLayout()
        halves_row.addWidget(self.one_half_radio)
        halves_row.addWidget(self.two_halves_radio)
        halves_row.addStretch(1)
        form = QFormLayout()
        for row in (
            ("name", self.name_edit),
            ("club", self.club_combo),
            ("manager", self.manager_edit),
            ("phone", self.phone_edit),
            ("email", self.email_edit),
            ("boards", self.boards_spin),
            ("halves", halves_row),
            ("format", self.format_combo),
            self.dealt_check,
            self.playing_time_label,
            self.checks_label,
            ("fee", self.table_fee_edit),
            ("bye", self.bye_vp_edit),
            self.money_message,
            ("first", self.first_date_edit),
            ("days", self.days_spin),
        ):
            if isinstance(row, QWidget):
                form.addRow(row)
                continue
            form.addRow(self.captions[row[0]], row[1])
            if isinstance(row[1], QWidget):
                self.captions[row[0]].setBuddy(row[1])  # the caption's &-key moves to its field
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        self.retranslate()
        self._fill()
        self.boards_spin.valueChanged.connect(self.update_checks)
        self.halves_group.idToggled.connect(self.update_checks)
        self.dealt_check.toggled.connect(self.update_checks)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        if session.read_only:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            self.error_label.setText(self.tr("The file is open read-only; nothing can be changed."))
        self.update_checks()

    def _fill(self) -> None:
        form = self._form
        self.name_edit.setText(form.name)
        self.club_combo.setCurrentIndex(max(self.club_combo.findData(form.organiser_club), 0))
        self.manager_edit.setText(form.manager or "")
        self.phone_edit.setText(form.phone or "")
        self.email_edit.setText(form.email or "")
        self.boards_spin.setValue(form.boards_per_match)
        self.halves_group.button(form.halves).setChecked(True)
        self.format_combo.setCurrentIndex(max(self.format_combo.findData(form.format), 0))
        self.dealt_check.setChecked(form.dealt_at_table)
        self.table_fee_edit.setText(numbers.fixed(form.table_fee, 2) if form.table_fee is not None else "")
        self.bye_vp_edit.setText(numbers.fixed(heat_rules.bye_vp(self.profile, form.bye_vp), 2))
        dates = PlayingDates(form.first_round_date, form.days_between_rounds)
        if self._rounds:
            first, second = self._rounds[0].date, self._rounds[1].date if len(self._rounds) > 1 else None
            dates = PlayingDates(first, (second - first).days if first and second and second > first else 7)
        show_date(self.first_date_edit, dates.first)
        self.days_spin.setValue(dates.days_between)

    @property
    def is_heat(self) -> bool:
        return self._form.kind == StageKind.HEAT

    def halves(self) -> int:
        return self.halves_group.checkedId() if self.halves_group.checkedId() in (1, 2) else 1

    def update_checks(self) -> None:
        """H3: the allowed halves; H4: the playing time; H1/H3: the checks with their numbers."""
        boards = self.boards_spin.value()
        if self.is_heat:
            allowed = heat_rules.allowed_halves(boards, self.profile)
            self.one_half_radio.setEnabled(1 in allowed)
            self.two_halves_radio.setEnabled(2 in allowed)
            if self.halves() not in allowed:
                self.halves_group.button(allowed[0]).setChecked(True)
        halves = self.halves()
        minutes = heat_rules.playing_time_per_half(boards, halves, self.dealt_check.isChecked(), self.profile)
        time = heat_rules.playing_time_text(max(heat_rules.boards_per_half(boards, halves)), minutes, translate)
        self.playing_time_label.setText(self.tr("Playing time per half (H4): {time}").format(time=time))
        findings: tuple[Finding, ...] = ()
        if self.is_heat:
            teams = self._teams if self._teams is not None else self.profile.heat.min_teams
            findings = heat_rules.check_heat(teams, boards, halves, self.profile)
        self.checks_label.setText("\n".join(finding.text(translate) for finding in findings))
        blocking = any(f.severity is Severity.ERROR and f.rule != "H1" for f in findings)
        self.checks_label.setStyleSheet(ERROR_STYLE if blocking else "")

    def form(self) -> StageForm | None:
        """The stage as typed, or None (with a message beside the fields) when a number is unusable."""
        self.money_message.clear()
        try:
            fee = parse_decimal(self.table_fee_edit.text())
        except ValueError:
            self.money_message.setText(self.tr("Type the table fee in kronor, e.g. 50."))
            return None
        try:
            bye = parse_decimal(self.bye_vp_edit.text())
        except ValueError:
            self.money_message.setText(self.tr("Type the VP for a bye with two decimals, e.g. 12,00 (H7)."))
            return None
        if bye == self.profile.heat.bye_vp:
            bye = None  # the profile's value: follow the profile
        return replace(
            self._form,
            name=self.name_edit.text().strip(),
            boards_per_match=self.boards_spin.value(),
            halves=self.halves(),
            format=self.format_combo.currentData(),
            organiser_club=self.club_combo.currentData(),
            dealt_at_table=self.dealt_check.isChecked(),
            bye_vp=bye,
            table_fee=fee,
            manager=self.manager_edit.text().strip() or None,
            phone=self.phone_edit.text().strip() or None,
            email=self.email_edit.text().strip() or None,
            first_round_date=edited_date(self.first_date_edit),
            days_between_rounds=self.days_spin.value(),
        )

    def accept(self) -> None:
        self.error_label.clear()
        form = self.form()
        if form is None:
            return
        dates = PlayingDates(form.first_round_date, form.days_between_rounds)
        try:
            if self.stage_id is None:
                change = self.session.perform(self.tr("New heat {name}").format(name=form.name), create_stage, form)
                self.stage_id = change.value
            else:
                self.session.perform(
                    self.tr("Settings of {name}").format(name=form.name), update_stage, self.stage_id, form
                )
            self._move_rounds(dates, form.name)
        except ServiceError as error:
            self.error_label.setText(str(error))
            return
        super().accept()

    def _move_rounds(self, dates: PlayingDates, name: str) -> None:
        """With a schedule: give the rounds the typed dates, as one more undo step."""
        moved = [round_ for round_ in self._rounds if dates.first and round_.date != dates.of_round(round_.number)]
        if not moved:
            return
        assert self.stage_id is not None  # only an existing stage has rounds to move
        stack = self.session.undo_stack
        stack.beginMacro(self.tr("Playing dates of {name}").format(name=name))
        try:
            for round_ in moved:
                self.session.perform("", set_round_date, self.stage_id, round_.number, dates.of_round(round_.number))
        finally:
            stack.endMacro()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.update_checks()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Heat settings") if self.stage_id else self.tr("New heat"))
        for name, text in (
            ("name", self.tr("&Name:")),
            ("club", self.tr("&Organiser club:")),
            ("manager", self.tr("Heat &manager:")),
            ("phone", self.tr("&Phone:")),
            ("email", self.tr("&E-mail:")),
            ("boards", self.tr("&Boards per match:")),
            ("halves", self.tr("Halves (H3):")),
            ("format", self.tr("Match &format (H2):")),
            ("fee", self.tr("&Table fee (kr):")),
            ("bye", self.tr("&VP for a bye (H7):")),
            ("first", self.tr("&First round:")),
            ("days", self.tr("&Days between rounds:")),
        ):
            self.captions[name].setText(text)
        self.one_half_radio.setText(self.tr("One session"))
        self.two_halves_radio.setText(self.tr("Two halves"))
        self.dealt_check.setText(
            self.tr("Boards &dealt at the table (+{minutes} min per half, H4)").format(
                minutes=self.profile.heat.dealt_at_table_extra_minutes
            )
        )
        current = self.format_combo.currentData()
        self.format_combo.clear()
        for key in FORMATS:
            self.format_combo.addItem(format_name(key), key)
        if current is not None:
            self.format_combo.setCurrentIndex(self.format_combo.findData(current))
