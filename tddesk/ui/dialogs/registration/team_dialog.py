"""Registering or editing a team (T1-T6, F1, F4), with its eligibility judged as the TD types.

Every change runs ``check_team_form`` (nothing is written) and shows the findings beside the
players in words, each naming its rule. OK saves through the session as one undoable action;
a refusal (T1, T4, a MID that belongs to someone else) stays in the dialog and nothing is saved.
"""

from __future__ import annotations

import datetime as dt
import html
from typing import cast

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.rules.eligibility import age_class, eligibility_summary
from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.rules.findings import Finding, Severity
from tddesk.services.errors import ServiceError
from tddesk.services.players import lookup_member
from tddesk.services.teams import TeamForm, check_team_form, register_team, team_view, team_views, update_team
from tddesk.ui.dialogs.registration.player_table import PlayerTable
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.dates import date_edit

SEVERITY_COLOURS = {Severity.ERROR: "#b00020", Severity.WARNING: "#9a5b00", Severity.INFO: "#202020"}


class TeamDialog(Retranslating, QDialog):
    """A new team (``team_id`` None, entered in ``stage_id`` if given) or an existing one."""

    def __init__(
        self,
        session: UiSession,
        team_id: TeamId | None = None,
        stage_id: StageId | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("teamDialog")
        self.session = session
        self.team_id = team_id
        self.stage_id = stage_id
        self.saved_team_id: TeamId | None = None
        tournament = session.tournament
        profile = tournament.profile
        self._taken_names = {view.name.casefold(): view.name for view in team_views(tournament) if view.id != team_id}

        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)  # T2: the bound every way into the file shares
        self.name_edit.setObjectName("teamName")
        self.name_message = self._message_label("nameMessage")
        self.players = PlayerTable(
            lambda mid: lookup_member(tournament, mid) if mid.isdigit() else None,
            lambda year: age_class(year, profile.profile.season_start_year, profile),
            self,
        )
        self.remove_player_button = QPushButton(self)
        self.remove_player_button.setAutoDefault(False)
        self.captain_combo = QComboBox(self)
        self.captain_combo.setObjectName("captain")
        self.newcomer_box = QCheckBox(self)
        self.fee_paid_box = QCheckBox(self)
        self.fee_paid_date = date_edit(self)
        self.fee_paid_date.setEnabled(False)
        # T1: the day the committee granted the dispensations ticked now; it covers matches from then on
        self.dispensation_caption = QLabel(self)
        self.dispensation_date = date_edit(self, name="dispensationGrantedOn")
        self.dispensation_caption.setBuddy(self.dispensation_date)

        self.eligibility_box = QGroupBox(self)
        self.status_label = QLabel(self.eligibility_box)
        self.status_label.setObjectName("eligibilityStatus")
        self.marks_label = QLabel(self.eligibility_box)
        self.marks_label.setObjectName("eligibilityMarks")
        self.findings_label = QLabel(self.eligibility_box)
        self.findings_label.setObjectName("findings")
        self.findings_label.setTextFormat(Qt.TextFormat.RichText)
        for label in (self.status_label, self.marks_label, self.findings_label):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box_layout = QVBoxLayout(self.eligibility_box)
        box_layout.addWidget(self.status_label)
        box_layout.addWidget(self.marks_label)
        box_layout.addWidget(self.findings_label, 1)
        self.eligibility_box.setMinimumWidth(300)

        self.refusal_label = self._message_label("refusal")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)

        self.name_caption, self.players_caption, self.captain_caption = QLabel(self), QLabel(self), QLabel(self)
        self.name_caption.setBuddy(self.name_edit)
        self.players_caption.setBuddy(self.players)
        self.captain_caption.setBuddy(self.captain_combo)
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_caption)
        name_row.addWidget(self.name_edit, 1)
        name_row.addWidget(self.name_message, 1)
        players_buttons = QHBoxLayout()
        players_buttons.addWidget(self.players_caption)
        players_buttons.addStretch(1)
        players_buttons.addWidget(self.remove_player_button)
        details = QHBoxLayout()
        details.addWidget(self.captain_caption)
        details.addWidget(self.captain_combo, 1)
        details.addSpacing(12)
        details.addWidget(self.newcomer_box)
        details.addSpacing(12)
        details.addWidget(self.fee_paid_box)
        details.addWidget(self.fee_paid_date)
        team = QVBoxLayout()
        team.addLayout(name_row)
        team.addLayout(players_buttons)
        team.addWidget(self.players, 1)
        team.addLayout(details)
        granted = QHBoxLayout()
        granted.addWidget(self.dispensation_caption)
        granted.addWidget(self.dispensation_date)
        granted.addStretch(1)
        team.addLayout(granted)
        main = QHBoxLayout()
        main.addLayout(team, 3)
        main.addWidget(self.eligibility_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(main, 1)
        layout.addWidget(self.refusal_label)
        layout.addWidget(self.buttons)
        self.resize(1250, 560)

        self.name_edit.textChanged.connect(self._check_name)
        self.players.players_changed.connect(self.recheck)
        self.remove_player_button.clicked.connect(self.players.remove_current_player)
        self.fee_paid_box.toggled.connect(self.fee_paid_date.setEnabled)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        for first, second in (
            (self.name_edit, self.players),
            (self.players, self.captain_combo),
            (self.captain_combo, self.newcomer_box),
            (self.newcomer_box, self.fee_paid_box),
            (self.fee_paid_box, self.fee_paid_date),
            (self.fee_paid_date, self.dispensation_date),
        ):
            self.setTabOrder(first, second)
        self.retranslate()
        if team_id is not None:
            self._load(team_id)
        self.recheck()

    def _message_label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setStyleSheet(ERROR_STYLE)
        label.setWordWrap(True)
        return label

    def _load(self, team_id: TeamId) -> None:
        view = team_view(self.session.tournament, team_id)
        form = view.form()
        self.name_edit.setText(form.name)
        self.players.set_players(form.players, form.dispensations)
        self._fill_captains(form.captain_mid)
        self.newcomer_box.setChecked(form.newcomer)
        if form.entry_fee_paid_on is not None:
            self.fee_paid_box.setChecked(True)
            paid = form.entry_fee_paid_on
            self.fee_paid_date.setDate(QDate(paid.year, paid.month, paid.day))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New team") if self.team_id is None else self.tr("Edit team"))
        self.name_caption.setText(self.tr("Team &name:"))
        self.players_caption.setText(self.tr("&Players:"))
        self.captain_caption.setText(self.tr("&Captain:"))
        self.fee_paid_date.setAccessibleName(self.tr("Entry fee paid on"))
        self.remove_player_button.setText(self.tr("&Remove player (Del)"))
        self.newcomer_box.setText(self.tr("N&ewcomer team (F4: no entry fee)"))
        self.fee_paid_box.setText(self.tr("Entry &fee paid on:"))
        self.dispensation_caption.setText(self.tr("Dispensations ticked now (T1) &granted on:"))
        self.dispensation_date.setToolTip(
            self.tr("A dispensation covers only the matches played on or after the day the committee granted it (T1).")
        )
        self.eligibility_box.setTitle(self.tr("Eligibility (T1-T6)"))
        self._fill_captains(self.captain_mid())
        self.recheck()

    # --- the form ------------------------------------------------------------------------------

    def captain_mid(self) -> str | None:
        mid: str | None = self.captain_combo.currentData()
        return mid

    def _fill_captains(self, chosen: str | None) -> None:
        """The captain is chosen among the players typed so far; the choice follows its MID."""
        self.captain_combo.blockSignals(True)
        self.captain_combo.clear()
        self.captain_combo.addItem(self.tr("(no captain)"), None)
        for entry in self.players.typed_players().entries:
            self.captain_combo.addItem(f"{entry.name} ({entry.mid})", entry.mid)
        index = self.captain_combo.findData(chosen) if chosen else 0
        self.captain_combo.setCurrentIndex(max(index, 0))
        self.captain_combo.blockSignals(False)

    def team_form(self) -> TeamForm:
        typed = self.players.typed_players()
        # a QDate's Python value is a date
        paid_on = cast(dt.date, self.fee_paid_date.date().toPython()) if self.fee_paid_box.isChecked() else None
        return TeamForm(
            self.name_edit.text().strip(),
            typed.entries,
            self.captain_mid(),
            self.newcomer_box.isChecked(),
            paid_on,
            typed.dispensations,
            cast(dt.date, self.dispensation_date.date().toPython()),
        )

    def _check_name(self) -> bool:
        name = " ".join(self.name_edit.text().split())
        taken = self._taken_names.get(name.casefold())
        if not name:
            self.name_message.setText(self.tr("Type the team's name."))
        elif taken:
            self.name_message.setText(self.tr("There is already a team called {name}.").format(name=taken))
        else:
            self.name_message.clear()
        return not self.name_message.text()

    # --- eligibility, live ---------------------------------------------------------------------

    def recheck(self) -> tuple[Finding, ...]:
        """Judge the team as typed (nothing is written) and show the findings in words."""
        self._fill_captains(self.captain_mid())
        typed = self.players.typed_players()
        problems = [html.escape(problem) for problem in typed.problems]
        findings: tuple[Finding, ...] = ()
        try:
            findings = check_team_form(self.session.tournament, self.team_form(), self.team_id)
        except ServiceError as error:
            problems.append(html.escape(str(error)))
        lines = [f'<p style="color:{SEVERITY_COLOURS[Severity.ERROR]}">{problem}</p>' for problem in problems]
        lines += [
            f'<p style="color:{SEVERITY_COLOURS[finding.severity]}">{html.escape(finding.text(translate))}</p>'
            for finding in findings
        ]
        self.findings_label.setText("".join(lines))
        summary = eligibility_summary(findings)
        if problems or summary.errors:
            self.status_label.setText(self.tr("Cannot be registered as it stands."))
        elif summary.warnings:
            self.status_label.setText(self.tr("May be registered; read the warnings."))
        else:
            self.status_label.setText(self.tr("May be registered."))
        self.status_label.setStyleSheet(ERROR_STYLE if problems or summary.errors else "")
        self.marks_label.setText("\n".join(self._marks(findings, summary.sm_places_only)))
        self.refusal_label.clear()
        return findings

    def _marks(self, findings: tuple[Finding, ...], sm_places_only: bool) -> list[str]:
        codes = {finding.code for finding in findings}
        marks = [self.tr("SM places only (T2)")] if sm_places_only else []
        if "junior_team" in codes:
            marks.append(self.tr("Junior team (T6)"))
        if "veteran_team" in codes:
            marks.append(self.tr("Veteran team (T6)"))
        return marks

    # --- saving --------------------------------------------------------------------------------

    def save(self) -> None:
        """Save through the session (one undoable action) and close, or say why not and stay."""
        typed = self.players.typed_players()
        if not self._check_name():
            self.name_edit.setFocus()
            self.refusal_label.setText(self.name_message.text())
            return
        if typed.problems:
            self.refusal_label.setText("\n".join(typed.problems))
            return
        form = self.team_form()
        try:
            if self.team_id is None:
                change = self.session.perform(
                    self.tr("Register team {name}").format(name=form.name), register_team, form, self.stage_id
                )
            else:
                change = self.session.perform(
                    self.tr("Edit team {name}").format(name=form.name), update_team, self.team_id, form
                )
        except ServiceError as error:
            self.refusal_label.setText(self.tr("Not saved: {reason}").format(reason=error))
            return
        self.saved_team_id = change.value
        self.accept()
