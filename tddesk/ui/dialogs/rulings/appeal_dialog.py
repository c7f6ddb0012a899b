"""S4: register an appeal against a TD's ruling — the round, the team, the ruling and the times.

The deadline and whether the appeal is late are shown as the times are typed, from the same rule
the register uses; a late appeal is saved and flagged, never refused (the committee decides).
"""

from __future__ import annotations

import datetime as dt
from typing import cast

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import StageId
from tddesk.rules import appeals as rules
from tddesk.services.appeals import AppealForm, file_appeal
from tddesk.services.errors import ServiceError
from tddesk.services.schedule import schedule_view
from tddesk.services.stages import stage_view
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.dates import date_time_edit


class AppealDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("appealDialog")
        self.session = session
        self.stage_id = stage_id
        schedule = schedule_view(session.tournament, stage_id)
        self.total_rounds = max(len(schedule.rounds), 1)
        self.kind = stage_view(session.tournament, stage_id).form.kind
        self.round_spin = QSpinBox(self)
        self.round_spin.setObjectName("appealRound")
        self.round_spin.setRange(1, self.total_rounds)
        self.team_combo = QComboBox(self)
        self.team_combo.setObjectName("appealTeam")
        for team in schedule.team_ids:
            self.team_combo.addItem(schedule.team_names[team], team)
        self.ruling_edit = QLineEdit(self)
        self.ruling_edit.setObjectName("appealRuling")
        self.ruling_at = date_time_edit(self, "rulingAt")
        self.ended_check = QCheckBox(self)
        self.ended_check.setObjectName("roundEndedKnown")
        self.ended_at = date_time_edit(self, "roundEndedAt")
        self.filed_at = date_time_edit(self, "filedAt")
        self.deadline_label = QLabel(self)
        self.deadline_label.setObjectName("appealDeadline")
        self.deadline_label.setWordWrap(True)
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.form = QFormLayout()
        self.captions = [QLabel(self) for _ in range(6)]
        ended_row = QHBoxLayout()
        ended_row.addWidget(self.ended_check)
        ended_row.addWidget(self.ended_at, 1)
        fields: tuple[QWidget | QLayout, ...] = (
            self.round_spin,
            self.team_combo,
            self.ruling_edit,
            self.ruling_at,
            ended_row,
            self.filed_at,
        )
        for caption, field in zip(self.captions, fields):
            if isinstance(field, QWidget):
                caption.setBuddy(field)
                self.form.addRow(caption, field)
            else:
                caption.setBuddy(self.ended_check)
                self.form.addRow(caption, field)
        self.ended_at.setEnabled(False)
        self.ended_check.toggled.connect(self.ended_at.setEnabled)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.deadline_label)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        for signal in (
            self.round_spin.valueChanged,
            self.ruling_at.dateTimeChanged,
            self.ended_at.dateTimeChanged,
            self.filed_at.dateTimeChanged,
            self.ended_check.toggled,
        ):
            signal.connect(self.update_deadline)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New appeal"))
        for caption, text in zip(
            self.captions,
            (
                self.tr("&Round:"),
                self.tr("&Team:"),
                self.tr("R&uling:"),
                self.tr("Ruling &given at:"),
                self.tr("Round &ended:"),
                self.tr("&Filed at:"),
            ),
        ):
            caption.setText(text)
        self.ended_check.setText(self.tr("known, at:"))
        self.update_deadline()

    def appeal_form(self) -> AppealForm:
        # a QDateTime's Python value is a datetime
        ended = cast(dt.datetime, self.ended_at.dateTime().toPython()) if self.ended_check.isChecked() else None
        return AppealForm(
            self.round_spin.value(),
            self.team_combo.currentData(),
            self.ruling_edit.text(),
            cast(dt.datetime, self.ruling_at.dateTime().toPython()),
            cast(dt.datetime, self.filed_at.dateTime().toPython()),
            ended,
        )

    def update_deadline(self) -> None:
        form = self.appeal_form()
        sm = self.session.tournament.profile.sm
        appeal_rules = rules.appeal_rules(sm) if sm is not None else rules.AppealRules()
        deadline = rules.appeal_deadline(
            form.round_number, self.total_rounds, form.ruling_at, form.round_ended_at, appeal_rules
        )
        deposit = rules.deposit(self.kind, appeal_rules)
        if deadline is None:
            text = self.tr(
                "S4: the deadline is 30 minutes after the round ends; enter when it ended. Deposit {deposit} SEK."
            ).format(deposit=deposit)
        else:
            late = rules.is_late(form.filed_at, deadline)
            text = self.tr("S4: deadline {deadline}; deposit {deposit} SEK.").format(
                deadline=deadline.strftime("%Y-%m-%d %H:%M"), deposit=deposit
            )
            if late:
                text += " " + self.tr("The appeal is LATE; it is registered and flagged.")
        self.deadline_label.setText(text)

    def accept(self) -> None:
        try:
            self.session.perform(self.tr("New appeal"), file_appeal, self.stage_id, self.appeal_form())
        except ServiceError as error:
            self.error_label.setText(str(error))
            return
        super().accept()


def moment_text(moment: dt.datetime | None) -> str:
    return moment.strftime("%Y-%m-%d %H:%M") if moment else "—"
