"""P3, P4, P5, T4, W5: exclude or disqualify a team from a stage.

Nothing is saved before the TD has seen what it does: the dialog lists exactly which results will
be struck and what each opponent loses, the matches that will not be played, and how the
standings move. OK records it as one undoable action; readmission (or Undo) gives it all back.
"""

from __future__ import annotations

import datetime as dt
from operator import itemgetter
from typing import TYPE_CHECKING, cast

from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QRadioButton,
    QWidget,
)

from tddesk import numbers
from tddesk.ids import StageId, TeamId
from tddesk.rules.rows import place_text
from tddesk.services.errors import ServiceError
from tddesk.services.exclusions import EXCLUSION_KINDS, ExclusionPreview, exclude_team, preview_exclusion
from tddesk.ui.dialogs.rulings.ruling_common import (
    DASH,
    MatchChoice,
    RulingDialog,
    TeamCombo,
    fill_struck,
    name_struck_columns,
    stage_matches,
    stage_teams,
    struck_table,
)
from tddesk.ui.widgets.dates import date_edit
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

if TYPE_CHECKING:
    from tddesk.services.tournament import Change
    from tddesk.ui.session import UiSession

StandingChange = tuple[str, str, str, str, str]  # team, rank and VP before, rank and VP after


class ExclusionDialog(RulingDialog):
    def __init__(
        self,
        session: UiSession,
        stage_id: StageId,
        parent: QWidget | None = None,
        *,
        team_id: TeamId | None = None,
        kind: str = "excluded",
        reason: str = "",
        on: dt.date | None = None,
    ):
        super().__init__(session, stage_id, parent)
        self.setObjectName("exclusionDialog")
        self.preview: ExclusionPreview | None = None
        self.matches: dict[str, MatchChoice] = {
            match.id: match for match in stage_matches(session.tournament, stage_id)
        }
        self.team_combo = TeamCombo(self)
        self.team_combo.setObjectName("team")
        self.kind_buttons = {name: QRadioButton(self) for name in EXCLUSION_KINDS}
        self.kind_group = QButtonGroup(self)
        kind_row = QHBoxLayout()
        for name, button in self.kind_buttons.items():
            button.setObjectName(name)
            self.kind_group.addButton(button)
            kind_row.addWidget(button)
        kind_row.addStretch(1)
        self.kind_buttons.get(kind, self.kind_buttons["excluded"]).setChecked(True)
        self.reason_edit = QLineEdit(reason, self)
        self.reason_edit.setObjectName("reason")
        self.date_edit = date_edit(self, on)
        self.date_edit.setObjectName("decidedOn")
        self.struck_label, self.unplayed_label, self.standings_label = QLabel(self), QLabel(self), QLabel(self)
        for label in (self.struck_label, self.unplayed_label, self.standings_label):
            label.setWordWrap(True)
        self.unplayed_label.setObjectName("unplayed")
        self.struck_table = struck_table(self)
        self.standings_model: RowTableModel[StandingChange] = RowTableModel(parent=self)
        self.standings_table = row_table(
            self, "standingsChange", self.standings_model, sortable=False, stretch_last=False, select_rows=False
        )
        self.add_row("team", self.team_combo)
        self.form.addRow(kind_row)
        self.add_row("reason", self.reason_edit)
        self.add_row("date", self.date_edit)
        self.finish_layout(
            self.struck_label, self.struck_table, self.unplayed_label, self.standings_label, self.standings_table
        )

        teams = [(team, name) for team, name, excluded in stage_teams(session.tournament, stage_id) if not excluded]
        self.team_combo.set_teams(teams, team_id)
        self.team_combo.currentIndexChanged.connect(self.update_preview)
        self.kind_group.buttonToggled.connect(self._kind_changed)
        self.retranslate()
        self.update_preview()

    def kind(self) -> str:
        return next(name for name, button in self.kind_buttons.items() if button.isChecked())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Exclude or disqualify a team"))
        self.captions["team"].setText(self.tr("&Team:"))
        self.kind_buttons["excluded"].setText(self.tr("E&xcluded"))
        self.kind_buttons["disqualified"].setText(self.tr("&Disqualified"))
        self.captions["reason"].setText(self.tr("&Reason (rule and what happened):"))
        self.reason_edit.setPlaceholderText(self.tr("e.g. P4: a player played for another team"))
        self.captions["date"].setText(self.tr("Decided &on:"))
        name_struck_columns(
            self.struck_table, [self.tr("Round"), self.tr("Opponent"), self.tr("VP it loses"), self.tr("IMPs it loses")]
        )
        self.standings_model.set_columns(
            [Column(self.tr("Team"), lambda change: change[0])]
            + [
                Column(header, itemgetter(column), number=True)
                for column, header in enumerate(
                    (self.tr("Rank before"), self.tr("VP before"), self.tr("Rank after"), self.tr("VP after")), start=1
                )
            ]
        )
        self.standings_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the team
        self._kind_changed()

    def _kind_changed(self, *_args: object) -> None:
        self.ok_button.setText(self.tr("Disqualify") if self.kind() == "disqualified" else self.tr("Exclude"))

    def update_preview(self, *_args: object) -> None:
        """P5: exactly what the exclusion would strike, and the standings before and after; nothing is written."""
        team = self.team_combo.current_id()
        self.preview = None
        try:
            if team is None:
                raise ServiceError(self.tr("Every team of this stage is excluded already."))
            self.preview = preview_exclusion(self.session.tournament, self.stage_id, team)
        except ServiceError as error:
            self.show_outcome(str(error), refused=True)
            for widget in (
                self.struck_label,
                self.struck_table,
                self.unplayed_label,
                self.standings_label,
                self.standings_table,
            ):
                widget.hide()
            return
        preview = self.preview
        self.show_outcome(
            self.tr(
                "All results of {team} in this stage are struck and it is ranked last; fees are not refunded (P5)."
            ).format(team=preview.team_name)
        )
        self.struck_label.setText(
            self.tr("These results will be struck:")
            if preview.struck
            else self.tr("No result of the team has been entered: nothing is struck.")
        )
        self.struck_table.setVisible(bool(preview.struck))
        fill_struck(self.struck_table, preview.struck, self.tr("provisional"))
        unplayed = [self.matches[m] for m in preview.unplayed if m in self.matches]
        self.unplayed_label.setText(
            self.tr("These matches will not be played: {matches}").format(
                matches="; ".join(f"{m.round}: {m.home_name} – {m.away_name}" for m in unplayed)
            )
            if unplayed
            else ""
        )
        self.unplayed_label.setVisible(bool(unplayed))
        self.standings_label.setText(self.tr("The standings before and after:"))
        self.standings_table.setAccessibleName(self.tr("The standings before and after"))
        self.struck_table.setAccessibleName(self.tr("The results struck"))
        self._fill_standings(preview)
        for widget in (self.struck_label, self.standings_label, self.standings_table):
            widget.show()

    def _fill_standings(self, preview: ExclusionPreview) -> None:
        before = {row.team: row for row in preview.before.rows}
        changes = []
        for after in preview.after.rows:
            earlier = before.get(after.team)
            changes.append(
                (
                    after.name,
                    place_text(earlier, DASH) if earlier else DASH,
                    numbers.vp(earlier.vp) if earlier else DASH,
                    place_text(after, DASH),
                    numbers.vp(after.vp),
                )
            )
        self.standings_model.set_rows(changes)

    def save(self) -> Change:
        team = self.team_combo.current_id()
        if team is None:
            raise ServiceError(self.tr("Choose the team."))
        kind = self.kind()
        text = (self.tr("Disqualified: {team}") if kind == "disqualified" else self.tr("Excluded: {team}")).format(
            team=self.team_combo.currentText()
        )
        return self.perform(
            text,
            exclude_team,
            self.stage_id,
            team,
            kind,
            self.reason_edit.text(),
            cast(dt.date, self.date_edit.date().toPython()),
        )
