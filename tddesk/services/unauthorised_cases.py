"""P3 (T1, T5): the players the line-ups show as unauthorised — an unpaid membership, a 7th or 8th
member without dispensation — in matches where no ruling names them yet; the window offers each
for a ruling (``services/rulings.py`` records it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import Match, Penalty
from tddesk.rules import penalties as penalty_rules
from tddesk.rules.lineup_eligibility import UNAUTHORISED_CODES
from tddesk.services.lineup_views import stage_lineups
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


class UnauthorisedCase(NamedTuple):
    """P3: a player the line-ups show as unauthorised in a match, not yet ruled on."""

    match_id: MatchId
    team_id: TeamId
    mid: str
    reason: str


def detect_unauthorised(tournament: Tournament, stage_id: StageId) -> list[UnauthorisedCase]:
    """P3 (T1, T5): players the line-ups show as unauthorised — unpaid membership, a 7th or 8th member
    without dispensation — in matches of the stage where no P3 ruling names them yet."""
    with tournament.reading() as session:
        get_stage(session, stage_id)
        match_ids = list(
            session.scalars(
                select(Match.id).where(Match.stage_id == stage_id).order_by(Match.round_number, Match.position)
            )
        )
        ruled = {
            tuple(row)
            for row in session.execute(
                select(Penalty.match_id, Penalty.mid).where(
                    Penalty.stage_id == stage_id, Penalty.kind == penalty_rules.UNAUTHORISED_PLAYER
                )
            )
        }
    reasons: dict[tuple[MatchId, TeamId, str], list[str]] = {}
    lineups = stage_lineups(tournament, stage_id)
    for match_id in match_ids:
        for half in lineups[match_id].halves:
            for side in half.values():
                for finding in side.findings:
                    mid = finding.params.get("mid")
                    if finding.code not in UNAUTHORISED_CODES or mid is None or (match_id, mid) in ruled:
                        continue
                    texts = reasons.setdefault((match_id, side.team_id, mid), [])
                    text = finding.text(translate)
                    if text not in texts:
                        texts.append(text)
    return [UnauthorisedCase(match_id, team, mid, "; ".join(texts)) for (match_id, team, mid), texts in reasons.items()]
