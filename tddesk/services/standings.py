"""Standings, cross-table and lots of a stage (H8), always computed from the stored facts."""
from __future__ import annotations

import datetime as dt
import json
import random

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.models.tables import Lot, StageTeam
from tddesk.rules.scoring import StageFacts, stage_standings
from tddesk.rules.standings import Standings
from tddesk.services.errors import message
from tddesk.services.stage_facts import load_stage_facts


def stage_facts(tournament, stage_id: str) -> StageFacts:
    with tournament.reading() as session:
        return load_stage_facts(session, stage_id, tournament.profile)


def standings(tournament, stage_id: str) -> Standings:
    """H8: the stage's standings, with penalty reasons in the TD's language."""
    return stage_standings(stage_facts(tournament, stage_id), tournament.profile, translate)


def standings_json(tournament, stage_id: str) -> dict:
    """FORMAT.md: what ``tddesk standings --json`` prints."""
    return standings(tournament, stage_id).to_format(stage_id)


def draw_lots(tournament, stage_id: str, teams: list[str], order: list[str] | None = None,
              rng: random.Random | None = None):
    """H8: settle a tie only a lot can separate — drawn here, or the order of a physical draw typed in.

    Recorded with who and when; the order is best first. Undo removes the lot again.
    """
    if len(set(teams)) < 2:
        raise message(translate("Standings", "A lot is drawn between at least two teams."))
    if order is None:
        order = list(teams)
        (rng or random.SystemRandom()).shuffle(order)
    elif sorted(order) != sorted(teams):
        raise message(translate("Standings", "The order of the lot must name each tied team exactly once."))
    with tournament.action("draw_lots", stage_id) as (session, record):
        entered = set(session.scalars(select(StageTeam.team_id).where(StageTeam.stage_id == stage_id)))
        unknown = [team for team in teams if team not in entered]
        if unknown:
            raise message(translate("Standings", "Team {team} is not in this stage."), team=unknown[0])
        lot = Lot(stage_id=stage_id, teams=json.dumps(sorted(teams)), order=json.dumps(order),
                  drawn_on=dt.datetime.now().replace(microsecond=0), drawn_by=tournament.user)
        session.add(lot)
        record.after = {"teams": sorted(teams), "order": order}
        record.value = order
    return tournament.last_change
