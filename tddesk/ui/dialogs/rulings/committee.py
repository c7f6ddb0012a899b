"""P1, P2: the committee's VP decision — e.g. on a late arrival over 30 minutes or a time overrun
over 25 — deducted from one team, with the reason (required), optionally tied to a match.

Tied to a match with a pending late-arrival or slow-play ruling of the team, it settles that
ruling. Opened with ``penalty_id`` the dialog corrects the VP and reason of a recorded decision.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtWidgets import QLineEdit, QWidget

from tddesk import numbers
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.services.errors import ServiceError
from tddesk.services.rulings import rule_committee, rulings, update_ruling
from tddesk.services.tournament import Change
from tddesk.ui.dialogs.rulings.ruling_common import (
    MatchCombo,
    RulingDialog,
    TeamCombo,
    parse_vp,
    penalty_of,
    stage_matches,
    stage_teams,
)
from tddesk.ui.session import UiSession


class CommitteeDialog(RulingDialog):
    def __init__(
        self,
        session: UiSession,
        stage_id: StageId,
        parent: QWidget | None = None,
        *,
        team_id: TeamId | None = None,
        match_id: MatchId | None = None,
        vp: Decimal | None = None,
        reason: str = "",
        penalty_id: str | None = None,
    ):
        super().__init__(session, stage_id, parent)
        self.setObjectName("committeeDialog")
        self.penalty_id = penalty_id
        if penalty_id is not None:
            ruled = penalty_of(session.tournament, stage_id, penalty_id)
            team_id, vp, reason = TeamId(ruled.team), ruled.vp, ruled.reason or ""
            match_id = MatchId(ruled.match_id) if ruled.match_id is not None else None
        self.matches = stage_matches(session.tournament, stage_id)
        self.pending = [row for row in rulings(session.tournament, stage_id) if row.pending_committee]
        self.team_combo = TeamCombo(self)
        self.team_combo.setObjectName("team")
        self.match_combo = MatchCombo(self)
        self.match_combo.setObjectName("match")
        self.vp_edit = QLineEdit(numbers.vp(vp) if vp is not None else "", self)
        self.vp_edit.setObjectName("vp")
        self.reason_edit = QLineEdit(reason, self)
        self.reason_edit.setObjectName("reason")
        self.add_row("team", self.team_combo)
        self.add_row("match", self.match_combo)
        self.add_row("vp", self.vp_edit)
        self.add_row("reason", self.reason_edit)
        self.finish_layout()

        self.team_combo.set_teams(
            [(team, name) for team, name, _ in stage_teams(session.tournament, stage_id)], team_id
        )
        self._fill_matches(match_id)
        if penalty_id is not None:  # a correction changes the VP and the reason only
            self.team_combo.setEnabled(False)
            self.match_combo.setEnabled(False)
        self.team_combo.currentIndexChanged.connect(lambda _index: self._fill_matches(self.match_id()))
        self.match_combo.currentIndexChanged.connect(self.update_preview)
        self.vp_edit.textChanged.connect(self.update_preview)
        self.retranslate()
        self.update_preview()

    def retranslate(self) -> None:
        self.setWindowTitle(
            self.tr("Correct a committee decision") if self.penalty_id else self.tr("Committee decision")
        )
        self.captions["team"].setText(self.tr("&Team:"))
        self.captions["match"].setText(self.tr("&Match (optional):"))
        self.captions["vp"].setText(self.tr("&VP deducted:"))
        self.captions["reason"].setText(self.tr("&Reason (required):"))
        self.vp_edit.setPlaceholderText(self.tr("e.g. 2,00"))
        self.reason_edit.setPlaceholderText(self.tr("e.g. 35 minutes late, the match was played"))
        if self.match_combo.count():
            self.match_combo.setItemText(0, self.no_match_text())

    def no_match_text(self) -> str:
        return self.tr("(no match: the whole stage)")

    def match_id(self) -> MatchId | None:
        match = self.match_combo.current()
        return match.id if match else None

    def _fill_matches(self, selected: MatchId | None) -> None:
        team = self.team_combo.current_id()
        own = [match for match in self.matches if team in (match.home, match.away)]
        pending_here = [row.match_id for row in self.pending if row.team_id == team]
        if selected is None and len(pending_here) == 1:
            selected = pending_here[0]  # the decision the committee most likely made
        self.match_combo.set_matches(own, selected, none_text=self.no_match_text())
        self.update_preview()

    def vp(self) -> Decimal | None:
        try:
            return parse_vp(self.vp_edit.text())
        except ValueError:
            return None

    def update_preview(self, *_args: object) -> None:
        """What the decision deducts, and the pending ruling it settles; nothing is written."""
        team, match_id, vp = self.team_combo.current_id(), self.match_id(), self.vp()
        typed = self.vp_edit.text().strip()
        lines = []
        if vp is not None:
            lines.append(
                self.tr("{team} loses {vp} VP; the opponents keep theirs (P6).").format(
                    team=self.team_combo.currentText(), vp=numbers.vp(vp)
                )
            )
        elif typed:
            lines.append(self.tr("Type the VP the committee deducts as a number, e.g. 2,00."))
        for row in self.pending:
            if row.team_id != team:
                continue
            if match_id is not None and row.match_id == match_id:
                lines.append(self.tr("Settles the pending ruling: {text}").format(text=row.text))
            else:
                lines.append(self.tr("Pending in round {round}: {text}").format(round=row.round, text=row.text))
        self.show_outcome("\n".join(lines), refused=bool(typed) and vp is None)

    def save(self) -> Change:
        vp = self.vp()
        if vp is None:
            raise ServiceError(self.tr("Type the VP the committee deducts as a number, e.g. 2,00."))
        reason = self.reason_edit.text()
        team_name = self.team_combo.currentText()
        if self.penalty_id is not None:
            return self.perform(
                self.tr("Committee decision corrected: {team}").format(team=team_name),
                update_ruling,
                self.penalty_id,
                vp=vp,
                reason=reason,
            )
        team = self.team_combo.current_id()
        if team is None:
            raise ServiceError(self.tr("Choose the team."))
        return self.perform(
            self.tr("Committee decision: {team}, {vp} VP").format(team=team_name, vp=numbers.vp(vp)),
            rule_committee,
            self.stage_id,
            team,
            vp,
            reason,
            self.match_id(),
        )
