"""P1, P6: a team arrives late — the TD picks the match and the team and types the minutes; the
VP deducted appear as they type, with the rule's own explanation.

Over the profile's limit (30 minutes) no VP are deducted: the ruling is recorded as pending and
the committee's decision is entered later as a committee ruling. Opened with ``penalty_id`` the
dialog corrects the minutes of an existing ruling (``update_ruling``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tddesk import numbers
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.services.errors import ServiceError
from tddesk.services.rulings import preview_late_arrival, rule_late_arrival, update_ruling
from tddesk.services.tournament import Change
from tddesk.ui.dialogs.rulings.ruling_common import (
    MatchCombo,
    RulingDialog,
    TeamCombo,
    finding_text,
    penalty_of,
    stage_matches,
)
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.minutes_spin import MinutesSpinBox

MAX_MINUTES = 999


class LateArrivalDialog(RulingDialog):
    def __init__(
        self,
        session: UiSession,
        stage_id: StageId,
        parent: QWidget | None = None,
        *,
        match_id: MatchId | None = None,
        team_id: TeamId | None = None,
        minutes: int | None = None,
        penalty_id: str | None = None,
    ):
        super().__init__(session, stage_id, parent)
        self.setObjectName("lateArrivalDialog")
        self.penalty_id = penalty_id
        if penalty_id is not None:
            ruled = penalty_of(session.tournament, stage_id, penalty_id)
            team_id, minutes = TeamId(ruled.team), ruled.minutes
            match_id = MatchId(ruled.match_id) if ruled.match_id is not None else None
        self.match_combo = MatchCombo(self)
        self.match_combo.setObjectName("match")
        self.team_combo = TeamCombo(self)
        self.team_combo.setObjectName("team")
        self.minutes_spin = MinutesSpinBox(self, MAX_MINUTES)  # the VP follow every keystroke
        self.minutes_spin.setObjectName("minutes")
        self.add_row("match", self.match_combo)
        self.add_row("team", self.team_combo)
        self.add_row("minutes", self.minutes_spin)
        self.finish_layout()

        matches = [m for m in stage_matches(session.tournament, stage_id) if not m.walkover or m.id == match_id]
        self.match_combo.set_matches(matches, match_id)
        self._fill_teams(team_id)
        self.minutes_spin.setValue(minutes or 0)
        if penalty_id is not None:  # a correction changes the minutes only
            self.match_combo.setEnabled(False)
            self.team_combo.setEnabled(False)
        self.match_combo.currentIndexChanged.connect(lambda _index: self._fill_teams(self.team_combo.current_id()))
        self.team_combo.currentIndexChanged.connect(self.update_preview)
        self.minutes_spin.valueChanged.connect(self.update_preview)
        self.retranslate()
        self.update_preview()
        self.minutes_spin.setFocus()
        self.minutes_spin.selectAll()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Correct a late arrival") if self.penalty_id else self.tr("Late arrival"))
        self.captions["match"].setText(self.tr("&Match:"))
        self.captions["team"].setText(self.tr("&Late team:"))
        self.captions["minutes"].setText(self.tr("Minutes &late:"))
        self.minutes_spin.setSuffix(self.tr(" min"))
        self.minutes_spin.setToolTip(
            self.tr("Started minutes count: 12 min 20 s late is 13. You may type 12:20 (minutes:seconds) or 12,3.")
        )

    def _fill_teams(self, selected: TeamId | None) -> None:
        match = self.match_combo.current()
        self.team_combo.set_teams(match.teams() if match else [], selected)
        self.update_preview()

    def team_name(self) -> str:
        return self.team_combo.currentText()

    def update_preview(self, *_args: object) -> None:
        """P1: the VP for the minutes as typed, with the rule's words; nothing is written."""
        try:
            outcome = preview_late_arrival(self.session.tournament, self.minutes_spin.value())
        except ServiceError as error:
            self.show_outcome(str(error), refused=True)
            return
        lines = [finding_text(outcome.explanation)]
        if outcome.pending_committee:
            lines.append(
                self.tr(
                    "Committee ruling pending: no VP are deducted now. Record the committee's "
                    "decision as a committee ruling on this match."
                )
            )
        elif outcome.vp:
            lines.append(
                self.tr("{team} loses {vp} VP; the opponents keep theirs (P6).").format(
                    team=self.team_name(), vp=numbers.vp(outcome.vp)
                )
            )
        self.show_outcome("\n".join(lines))

    def save(self) -> Change:
        minutes = self.minutes_spin.value()
        if self.penalty_id is not None:
            return self.perform(
                self.tr("Late arrival corrected: {team}, {minutes} min").format(team=self.team_name(), minutes=minutes),
                update_ruling,
                self.penalty_id,
                minutes=minutes,
            )
        match = self.match_combo.current()
        if match is None or self.team_combo.current_id() is None:
            raise ServiceError(self.tr("Choose the match and the late team."))
        return self.perform(
            self.tr("Late arrival: {team}, {minutes} min").format(team=self.team_name(), minutes=minutes),
            rule_late_arrival,
            match.id,
            self.team_combo.current_id(),
            minutes,
        )
