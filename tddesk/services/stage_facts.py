"""Reading one stage's facts in a handful of queries, for the rules to score.

Plain Core selects rather than ORM objects: standings are recomputed after every keystroke the
TD commits, so reading a heat must cost well under a millisecond or two.
"""
from __future__ import annotations

import json
from collections import defaultdict

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk.models.tables import (Exclusion, HalfResult, Lot, Match, Penalty, Round, Stage, StageTeam, Team,
                                  Walkover)
from tddesk.rules.heat import bye_vp
from tddesk.rules.scoring import HalfScore, MatchFacts, PenaltyFacts, StageFacts
from tddesk.rules.standings import Lot as RuleLot
from tddesk.services.errors import message


def load_stage_facts(session: Session, stage_id: str, profile) -> StageFacts:
    stage = session.execute(select(Stage.kind, Stage.boards_per_match, Stage.halves, Stage.bye_vp)
                            .where(Stage.id == stage_id)).first()
    if stage is None:
        raise message("Stages", "There is no stage {stage}.", stage=stage_id)
    teams = tuple(tuple(row) for row in session.execute(select(Team.id, Team.name).join(StageTeam, StageTeam.team_id == Team.id)
                                  .where(StageTeam.stage_id == stage_id).order_by(StageTeam.position)).all())
    byes = tuple(tuple(row) for row in session.execute(select(Round.number, Round.bye_team_id).where(
        Round.stage_id == stage_id, Round.bye_team_id.is_not(None)).order_by(Round.number)).all())
    halves: dict[str, list[HalfScore]] = defaultdict(list)
    for match_id, home, away in session.execute(
            select(HalfResult.match_id, HalfResult.home_imps, HalfResult.away_imps)
            .join(Match, Match.id == HalfResult.match_id).where(Match.stage_id == stage_id)
            .order_by(HalfResult.match_id, HalfResult.half)):
        halves[match_id].append(HalfScore(home, away))
    matches = tuple(MatchFacts(match_id, number, home, away, tuple(halves.get(match_id, ())))
                    for match_id, number, home, away in session.execute(
                        select(Match.id, Match.round_number, Match.home_team_id, Match.away_team_id)
                        .where(Match.stage_id == stage_id).order_by(Match.round_number, Match.position)))
    penalties = tuple(PenaltyFacts(p.id, p.team_id, p.kind, p.match_id, p.minutes, p.share, p.mid, p.vp, p.reason)
                      for p in session.scalars(select(Penalty).where(Penalty.stage_id == stage_id)
                                               .order_by(Penalty.position, Penalty.id)))
    walkovers = tuple(tuple(row) for row in session.execute(select(Walkover.match_id, Walkover.by_team_id)
                                      .where(Walkover.stage_id == stage_id)).all())
    excluded = frozenset(session.scalars(select(Exclusion.team_id).where(Exclusion.stage_id == stage_id)))
    lots = tuple(RuleLot(frozenset(json.loads(lot.teams)), tuple(json.loads(lot.order)))
                 for lot in session.scalars(select(Lot).where(Lot.stage_id == stage_id).order_by(Lot.id)))
    return StageFacts(stage_id, stage.kind, stage.boards_per_match, stage.halves, bye_vp(profile, stage.bye_vp),
                      teams, byes, matches, penalties, walkovers, excluded, lots)
