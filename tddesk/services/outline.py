"""The championship's outline for the window's tree: stages, their team counts and rounds.

Read in a few set-based queries whatever the file's size (no ORM objects, no eligibility
judged), so the window opens on a national-size file as quickly as on a heat.
"""
from __future__ import annotations

import datetime as dt
from collections import defaultdict
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy import func, select

from tddesk.models.tables import Championship, Round, Stage, StageTeam, Team


class RoundOutline(Protocol):   # a row of the query below
    number: int
    date: dt.date | None


@dataclass(frozen=True)
class StageOutline:
    id: str
    name: str
    kind: str
    team_count: int
    rounds: tuple[RoundOutline, ...]
    boards_per_match: int = 0


@dataclass(frozen=True)
class OutlineView:
    championship: str
    team_count: int
    stages: tuple[StageOutline, ...]     # in the file's order (position)


def outline(tournament) -> OutlineView:
    with tournament.reading() as session:
        name = session.scalar(select(Championship.name)) or ""
        team_count = session.scalar(select(func.count()).select_from(Team)) or 0
        entered = dict(session.execute(select(StageTeam.stage_id, func.count()).group_by(StageTeam.stage_id)).all())
        rounds: dict[str, list[RoundOutline]] = defaultdict(list)
        # Core rows, kept as they come: a national file has tens of thousands of rounds.
        for row in session.connection().execute(
                select(Round.stage_id, Round.number, Round.date).order_by(Round.stage_id, Round.number)):
            rounds[row.stage_id].append(row)
        stages = tuple(StageOutline(stage_id, stage_name, kind, entered.get(stage_id, 0), tuple(rounds[stage_id]),
                                    boards)
                       for stage_id, stage_name, kind, boards in session.execute(
                           select(Stage.id, Stage.name, Stage.kind, Stage.boards_per_match).order_by(Stage.position)))
    return OutlineView(name, team_count, stages)
