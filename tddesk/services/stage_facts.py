"""Reading one stage's facts in a handful of queries, for the rules to score.

Plain Core selects rather than ORM objects: standings are recomputed after every keystroke the
TD commits, so reading a heat must cost well under a millisecond or two. The selects are built
once, with the stage as a bound parameter: building a select costs more than running it on a heat.
"""
from __future__ import annotations

import json

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from tddesk.models.tables import (Exclusion, HalfResult, Lot, Match, Penalty, Round, Stage, StageTeam, Team,
                                  Walkover)
from tddesk.rules.heat import bye_vp
from tddesk.rules.scoring import HalfScore, MatchFacts, PenaltyFacts, StageFacts
from tddesk.rules.standings import Lot as RuleLot
from tddesk.services.errors import message
from tddesk.i18n import translate

_STAGE_ID = bindparam("stage_id")

_STAGE = select(Stage.kind, Stage.boards_per_match, Stage.halves, Stage.bye_vp).where(Stage.id == _STAGE_ID)
_TEAMS = (select(Team.id, Team.name).join(StageTeam, StageTeam.team_id == Team.id)
          .where(StageTeam.stage_id == _STAGE_ID).order_by(StageTeam.position))
_BYES = (select(Round.number, Round.bye_team_id).where(Round.stage_id == _STAGE_ID, Round.bye_team_id.is_not(None))
         .order_by(Round.number))
# Matches and their halves in one pass over the stage's matches; the outer join keeps matches
# without a result. Driving from match (not half_result) reads only this stage's halves.
_MATCHES = (select(Match.id, Match.round_number, Match.home_team_id, Match.away_team_id,
                   HalfResult.half, HalfResult.home_imps, HalfResult.away_imps)
            .outerjoin(HalfResult, HalfResult.match_id == Match.id)
            .where(Match.stage_id == _STAGE_ID)
            .order_by(Match.round_number, Match.position, Match.id, HalfResult.half))
_PENALTIES = (select(Penalty.id, Penalty.team_id, Penalty.kind, Penalty.match_id, Penalty.minutes, Penalty.share,
                     Penalty.mid, Penalty.vp, Penalty.reason)
              .where(Penalty.stage_id == _STAGE_ID).order_by(Penalty.position, Penalty.id))
_WALKOVERS = select(Walkover.match_id, Walkover.by_team_id).where(Walkover.stage_id == _STAGE_ID)
_EXCLUDED = select(Exclusion.team_id).where(Exclusion.stage_id == _STAGE_ID)
_LOTS = select(Lot.teams, Lot.order).where(Lot.stage_id == _STAGE_ID).order_by(Lot.id)


def load_stage_facts(session: Session, stage_id: str, profile) -> StageFacts:
    parameters = {"stage_id": stage_id}
    stage = session.execute(_STAGE, parameters).first()
    if stage is None:
        raise message(translate("Stages", "There is no stage {stage}."), stage=stage_id)
    teams = tuple(tuple(row) for row in session.execute(_TEAMS, parameters))
    byes = tuple(tuple(row) for row in session.execute(_BYES, parameters))
    matches = _matches(session.execute(_MATCHES, parameters))
    penalties = tuple(PenaltyFacts(*row) for row in session.execute(_PENALTIES, parameters))
    walkovers = tuple(tuple(row) for row in session.execute(_WALKOVERS, parameters))
    excluded = frozenset(session.scalars(_EXCLUDED, parameters))
    lots = tuple(RuleLot(frozenset(json.loads(teams_json)), tuple(json.loads(order_json)))
                 for teams_json, order_json in session.execute(_LOTS, parameters))
    return StageFacts(stage_id, stage.kind, stage.boards_per_match, stage.halves, bye_vp(profile, stage.bye_vp),
                      teams, byes, matches, penalties, walkovers, excluded, lots)


def _matches(rows) -> tuple[MatchFacts, ...]:
    """One MatchFacts per match from its rows of the joined select (one per half, or one with no half)."""
    matches: list[MatchFacts] = []
    current: tuple | None = None
    halves: list[HalfScore] = []
    for match_id, round_number, home, away, half, home_imps, away_imps in rows:
        if current is None or match_id != current[0]:
            if current is not None:
                matches.append(MatchFacts(*current, tuple(halves)))
            current, halves = (match_id, round_number, home, away), []
        if half is not None:
            halves.append(HalfScore(home_imps, away_imps))
    if current is not None:
        matches.append(MatchFacts(*current, tuple(halves)))
    return tuple(matches)
