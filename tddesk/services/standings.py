"""Standings, cross-table and lots of a stage (H8), always computed from the stored facts."""

from __future__ import annotations

import datetime as dt
import json
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import Lot, StageTeam, Team
from tddesk.rules.scoring import StageFacts, stage_standings
from tddesk.rules.standings import Standings
from tddesk.services.errors import message
from tddesk.services.stage_facts import read_stage_facts

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


@dataclass(frozen=True)
class LotView:
    """H8: one lot as the file keeps it; ``team_names`` follow ``teams``, ``order`` is best first."""

    teams: tuple[TeamId, ...]
    team_names: tuple[str, ...]
    order: tuple[TeamId, ...]
    drawn_by: str
    drawn_on: dt.datetime

    def name_of(self, team: TeamId) -> str:
        return dict(zip(self.teams, self.team_names)).get(team, team)


def stage_facts(tournament: Tournament, stage_id: StageId) -> StageFacts:
    profile = tournament.profile
    with tournament.raw_reading() as connection:
        return read_stage_facts(connection, stage_id, profile)


def standings(tournament: Tournament, stage_id: StageId) -> Standings:
    """H8: the stage's standings, with penalty reasons in the TD's language."""
    return stage_standings(stage_facts(tournament, stage_id), tournament.profile, translate)


def standings_json(tournament: Tournament, stage_id: StageId) -> dict:
    """docs/format.md: what ``tddesk standings --json`` prints."""
    return standings(tournament, stage_id).to_format(stage_id)


def draw_lots(
    tournament: Tournament,
    stage_id: StageId,
    teams: list[TeamId],
    order: list[TeamId] | None = None,
    rng: random.Random | None = None,
) -> Change:
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
        lot = Lot(
            stage_id=stage_id,
            teams=json.dumps(sorted(teams)),
            order=json.dumps(order),
            drawn_on=dt.datetime.now().replace(microsecond=0),
            drawn_by=tournament.user,
        )
        session.add(lot)
        record.after = {"teams": sorted(teams), "order": order}
        record.value = order
    return record.change


def lots(tournament: Tournament, stage_id: StageId) -> list[LotView]:
    """H8: the stage's lots in the order they were drawn, with who drew each and when."""
    with tournament.reading() as session:
        rows = session.scalars(select(Lot).where(Lot.stage_id == stage_id).order_by(Lot.id)).all()
        names = dict(session.execute(select(Team.id, Team.name)).all())
        found = []
        for lot in rows:
            teams = tuple(json.loads(lot.teams))
            found.append(
                LotView(
                    teams,
                    tuple(names.get(team, team) for team in teams),
                    tuple(json.loads(lot.order)),
                    lot.drawn_by,
                    lot.drawn_on,
                )
            )
        return found
