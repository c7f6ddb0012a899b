"""P3, P4, P5, T4, W5: excluding or disqualifying a team, which strikes all its results in the stage.

The exclusion is a stored fact; what it strikes is computed by the rules every time, so a
readmission (or undo) gives every opponent its VP back exactly. The preview shows the TD, before
confirming, which results will be struck and how the standings move.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import TYPE_CHECKING

from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import Exclusion
from tddesk.rules import walkover as walkover_rules
from tddesk.rules.scoring import StageFacts, stage_standings, team_results
from tddesk.rules.standings import Standings
from tddesk.services.errors import message
from tddesk.services.match_words import team_name
from tddesk.services.ruling_common import exclusion_subject, require_team_in_stage
from tddesk.services.stage_facts import load_stage_facts
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tddesk.models.tables import Stage
    from tddesk.rules.profile import Profile
    from tddesk.services.tournament import Change, Tournament

EXCLUSION_KINDS = ("excluded", "disqualified")


@dataclass(frozen=True)
class StruckResultRow:
    """One result struck by an exclusion, seen from the opponent: what it loses."""

    match_id: MatchId
    round: int
    opponent_id: str
    opponent_name: str
    kind: str  # the opponent's side: "played", "walkover_won" or "walkover_given"
    opponent_vp: Decimal  # the VP the opponent loses
    opponent_imps_won: int  # the IMPs that leave its quotient (H8)
    opponent_imps_lost: int
    provisional: bool  # a walkover value that was still provisional (W2)


@dataclass(frozen=True)
class ExclusionPreview:
    stage_id: StageId
    team_id: TeamId
    team_name: str
    struck: tuple[StruckResultRow, ...]  # results that will be struck, in playing order
    unplayed: tuple[str, ...]  # the team's matches without a result: they will not be played
    before: Standings
    after: Standings


def struck_results(
    facts: StageFacts, team_id: TeamId, profile: Profile
) -> tuple[tuple[StruckResultRow, ...], tuple[str, ...]]:
    """P5: the results that excluding ``team_id`` strikes, from the stage's results without the exclusion.

    Matches against a team that is already excluded are struck already and are left out.
    """
    names = dict(facts.teams)
    sides = {(result.match_id, result.team): result for result in team_results(facts, profile)}
    pairings = [walkover_rules.Pairing(match.id, match.home, match.away) for match in facts.matches]
    rounds = {match.id: match.round for match in facts.matches}
    struck, unplayed = [], []
    for match in walkover_rules.struck_matches([team_id], pairings):
        if match.opponent is None or match.opponent in facts.excluded:
            continue
        side = sides.get((match.match_id, match.opponent))
        if side is None:
            unplayed.append(match.match_id)
            continue
        struck.append(
            StruckResultRow(
                MatchId(match.match_id),
                rounds[match.match_id],
                match.opponent,
                names.get(match.opponent, match.opponent),
                side.kind,
                side.vp,
                side.imps_won,
                side.imps_lost,
                side.provisional,
            )
        )
    return tuple(struck), tuple(unplayed)


def preview_exclusion(tournament: Tournament, stage_id: StageId, team_id: TeamId) -> ExclusionPreview:
    """P5: exactly which results excluding ``team_id`` strikes, and the standings before and after."""
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        require_team_in_stage(session, stage, team_id)
        _refuse_if_excluded(session, stage, team_id)
        facts = load_stage_facts(session, stage_id, tournament.profile)
        name = team_name(session, team_id)
    return exclusion_preview(facts, team_id, name, tournament.profile)


def exclusion_preview(facts: StageFacts, team_id: TeamId, name: str, profile: Profile) -> ExclusionPreview:
    struck, unplayed = struck_results(facts, team_id, profile)
    before = stage_standings(facts, profile, translate)
    after = stage_standings(replace(facts, excluded=facts.excluded | {team_id}), profile, translate)
    return ExclusionPreview(StageId(facts.id), team_id, name, struck, unplayed, before, after)


def exclude_team(
    tournament: Tournament, stage_id: StageId, team_id: TeamId, kind: str, reason: str, on: dt.date
) -> Change:
    """P3 (fee after the deadline), P4/T4 (played for another team), W5, or the committee's decision:
    record the exclusion or disqualification; every result of the team in the stage is struck and
    it is ranked last. The Change's value lists the struck results."""
    if kind not in EXCLUSION_KINDS:
        raise message(translate("Rulings", "A team is excluded or disqualified, not '{kind}'."), kind=kind)
    if not isinstance(reason, str) or not reason.strip():
        raise message(translate("Rulings", "Give the reason for the exclusion (e.g. the rule and what happened)."))
    if not isinstance(on, dt.date):
        raise message(translate("Rulings", "Give the date of the decision."))
    with tournament.action("exclude_team", exclusion_subject(stage_id, team_id)) as (session, record):
        stage = get_stage(session, stage_id)
        require_team_in_stage(session, stage, team_id)
        _refuse_if_excluded(session, stage, team_id)
        facts = load_stage_facts(session, stage_id, tournament.profile)
        struck, _ = struck_results(facts, team_id, tournament.profile)
        session.add(Exclusion(stage_id=stage_id, team_id=team_id, kind=kind, reason=reason.strip(), on=on))
        record.after = {
            "team": team_id,
            "kind": kind,
            "reason": reason.strip(),
            "on": on.isoformat(),
            "struck": [result.match_id for result in struck],
        }
        record.value = struck
    return record.change


def readmit_team(tournament: Tournament, stage_id: StageId, team_id: TeamId) -> Change:
    """Take an exclusion back (e.g. after an appeal): the team's results count again."""
    with tournament.action("readmit_team", exclusion_subject(stage_id, team_id)) as (session, record):
        stage = get_stage(session, stage_id)
        exclusion = session.get(Exclusion, (stage_id, team_id))
        if exclusion is None:
            raise message(
                translate("Rulings", "{team} is not excluded from {stage}."),
                team=team_name(session, team_id),
                stage=stage.name,
            )
        record.before = {
            "team": team_id,
            "kind": exclusion.kind,
            "reason": exclusion.reason,
            "on": exclusion.on.isoformat() if exclusion.on else None,
        }
        session.delete(exclusion)
    return record.change


def _refuse_if_excluded(session: Session, stage: Stage, team_id: TeamId) -> None:
    exclusion = session.get(Exclusion, (stage.id, team_id))
    if exclusion is not None:
        raise message(
            translate("Rulings", "{team} is already excluded from {stage} ({reason})."),
            team=team_name(session, team_id),
            stage=stage.name,
            reason=exclusion.reason,
        )
