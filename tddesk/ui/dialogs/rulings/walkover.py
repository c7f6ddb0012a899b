"""W1-W5: record the committee's walkover ruling — the match, the team that gave it, the date.

Before OK the dialog shows what the rules make of it: the giving team's 0 VP, the other team's
VP and why (the three candidates of W2 — own average, the minimum, the opponents' average — and
which one decided), whether the value is provisional until the series ends, and, when W5 will
exclude the team, exactly which results will be struck and what each opponent loses.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QLabel, QWidget

from tddesk import numbers
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.rules.walkover import WalkoverBasis
from tddesk.services.errors import ServiceError
from tddesk.services.walkovers import WalkoverPreview, preview_walkover, rule_walkover
from tddesk.ui.dialogs.rulings.ruling_common import (
    DASH,
    MatchCombo,
    RulingDialog,
    TeamCombo,
    fill_struck,
    finding_text,
    name_struck_columns,
    stage_matches,
    struck_table,
)
from tddesk.ui.widgets.dates import date_edit
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

if TYPE_CHECKING:
    from tddesk.rules.walkover import WalkoverOutcome
    from tddesk.services.tournament import Change
    from tddesk.ui.session import UiSession

CHOSEN_MARK = "◀"


Candidate = tuple[str, str, bool]  # W2's candidate in words, its VP, whether it decides


def _bold_when_chosen(candidate: Candidate) -> dict[int, object]:
    if not candidate[2]:
        return {}
    bold = QFont()
    bold.setBold(True)
    return {Qt.ItemDataRole.FontRole: bold}


class WalkoverDialog(RulingDialog):
    def __init__(
        self,
        session: UiSession,
        stage_id: StageId,
        parent: QWidget | None = None,
        *,
        match_id: MatchId | None = None,
        team_id: TeamId | None = None,
        ruled_on: dt.date | None = None,
    ):
        super().__init__(session, stage_id, parent)
        self.setObjectName("walkoverDialog")
        self.preview: WalkoverPreview | None = None
        self.match_combo = MatchCombo(self)
        self.match_combo.setObjectName("match")
        self.team_combo = TeamCombo(self)
        self.team_combo.setObjectName("team")
        self.date_edit = date_edit(self, ruled_on)
        self.date_edit.setObjectName("ruledOn")
        self.intro_label = QLabel(self)
        self.intro_label.setWordWrap(True)
        self.candidates_model: RowTableModel[Candidate] = RowTableModel(
            (Column("", lambda candidate: candidate[0]), Column("", lambda candidate: candidate[1], number=True)),
            self,
            row_roles=_bold_when_chosen,
        )
        self.candidates_table = row_table(self, "candidates", self.candidates_model, sortable=False, select_rows=False)
        self.candidates_table.horizontalHeader().setVisible(False)
        self.candidates_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.exclusion_label = QLabel(self)
        self.exclusion_label.setObjectName("exclusion")
        self.exclusion_label.setWordWrap(True)
        self.struck_table = struck_table(self)
        self.form.addRow(self.intro_label)
        self.add_row("match", self.match_combo)
        self.add_row("team", self.team_combo)
        self.add_row("date", self.date_edit)
        self.finish_layout(self.candidates_table, self.exclusion_label, self.struck_table)

        # Only a match without IMPs and not yet ruled can be given as walkover (W1).
        matches = [
            m
            for m in stage_matches(session.tournament, stage_id)
            if m.id == match_id or not (m.has_result or m.walkover or m.struck)
        ]
        self.match_combo.set_matches(matches, match_id)
        self._fill_teams(team_id)
        self.match_combo.currentIndexChanged.connect(lambda _index: self._fill_teams(self.team_combo.current_id()))
        self.team_combo.currentIndexChanged.connect(self.update_preview)
        self.retranslate()
        self.update_preview()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Walkover"))
        self.intro_label.setText(self.tr("W1: only the committee rules a walkover. Record its decision here."))
        self.candidates_table.setAccessibleName(self.tr("W2: the VP candidates of the team that played"))
        self.captions["match"].setText(self.tr("&Match:"))
        self.captions["team"].setText(self.tr("&Gave the walkover:"))
        self.captions["date"].setText(self.tr("&Ruled on:"))
        name_struck_columns(
            self.struck_table, [self.tr("Round"), self.tr("Opponent"), self.tr("VP it loses"), self.tr("IMPs it loses")]
        )

    def _fill_teams(self, selected: TeamId | None) -> None:
        match = self.match_combo.current()
        self.team_combo.set_teams(match.teams() if match else [], selected)
        self.update_preview()

    def update_preview(self, *_args: object) -> None:
        """W2, W5: what ruling this walkover would do; nothing is written."""
        match, team = self.match_combo.current(), self.team_combo.current_id()
        self.preview = None
        try:
            if match is None or team is None:
                raise ServiceError(
                    self.tr("There is no match left to rule a walkover on: every match has a result or a ruling.")
                )
            self.preview = preview_walkover(self.session.tournament, match.id, team)
        except ServiceError as error:
            self.show_outcome(str(error), refused=True)
            self.candidates_table.hide()
            self._show_exclusion(None)
            return
        outcome = self.preview.outcome
        other = match.away_name if team == match.home else match.home_name
        state = self.tr("provisional until the series has ended") if outcome.provisional else self.tr("final")
        winner_imps = DASH if outcome.winner_imps_won is None else outcome.winner_imps_won
        lines = [
            self.tr("{team}: {vp} VP, IMPs 0–{imps}").format(
                team=self.team_combo.currentText(), vp=numbers.vp(outcome.loser_vp), imps=outcome.loser_imps_lost
            ),
            self.tr("{team}: {vp} VP ({state}), IMPs {imps}–0").format(
                team=other, vp=numbers.vp(outcome.winner_vp), state=state, imps=winner_imps
            ),
        ]
        lines += [finding_text(finding) for finding in outcome.findings]
        self.show_outcome("\n".join(lines))
        self._show_candidates(outcome)
        self._show_exclusion(self.preview)

    def _show_candidates(self, outcome: WalkoverOutcome) -> None:
        """W2's three candidates, the deciding one marked."""
        candidates = (
            (WalkoverBasis.OWN_AVERAGE, self.tr("(1) Own average in its other matches"), outcome.own_average),
            (WalkoverBasis.MINIMUM, self.tr("(2) Minimum"), outcome.minimum),
            (
                WalkoverBasis.OPPONENTS_AVERAGE,
                self.tr("(3) What the opponents scored against the walkover team, on average"),
                outcome.opponents_average,
            ),
        )
        lines = []
        for basis, name, value in candidates:
            chosen = basis == outcome.basis
            shown = DASH if value is None else numbers.vp(value)
            lines.append((name, f"{shown} {CHOSEN_MARK}" if chosen else shown, chosen))
        self.candidates_model.set_rows(lines)
        self.candidates_table.show()

    def _show_exclusion(self, preview: WalkoverPreview | None) -> None:
        excludes = preview is not None and preview.will_exclude
        self.struck_table.setVisible(excludes)
        if preview is None or not preview.will_exclude:
            self.exclusion_label.setText(
                ""
                if preview is None or preview.all_meet_all
                else self.tr("W5 does not apply: not all teams meet all in this stage.")
            )
            return
        self.exclusion_label.setText(
            self.tr(
                "W5: this is walkover number {count} of {team} in this stage; more than {limit} excludes the team. "
                "These results will be struck:"
            ).format(count=preview.walkovers_given, team=self.team_combo.currentText(), limit=preview.limit)
        )
        fill_struck(self.struck_table, preview.struck, self.tr("provisional"))

    def save(self) -> Change:
        match, team = self.match_combo.current(), self.team_combo.current_id()
        if match is None or team is None:
            raise ServiceError(self.tr("Choose the match and the team that gave the walkover."))
        return self.perform(
            self.tr("Walkover: {team} in round {round}").format(team=self.team_combo.currentText(), round=match.round),
            rule_walkover,
            match.id,
            team,
            cast(dt.date, self.date_edit.date().toPython()),  # a QDate's Python value is a date
        )
