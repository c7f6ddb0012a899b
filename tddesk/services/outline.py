"""The championship's outline for the window's tree: stages, their team counts and rounds.

Read in a few set-based queries whatever the file's size (no ORM objects, no eligibility
judged), so the window opens on a national-size file as quickly as on a heat.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from sqlalchemy import func, select, text

from tddesk.models.tables import Championship, Stage, StageTeam, Team


class RoundOutline(NamedTuple):
    number: int
    date: dt.date | None


@dataclass(frozen=True)
class StageOutline:
    id: str
    name: str
    kind: str
    team_count: int
    rounds_read: str = ""        # "1=2016-09-26;2=2016-10-03;…" as the query returns them
    boards_per_match: int = 0

    @cached_property
    def rounds(self) -> tuple[RoundOutline, ...]:
        """The stage's rounds by number, worked out when first asked (the tree asks for a stage's
        rounds when its branch is opened): a national file has tens of thousands of rounds."""
        rounds = []
        for part in filter(None, self.rounds_read.split(";")):
            number, _, date = part.partition("=")
            rounds.append(RoundOutline(int(number), dt.date.fromisoformat(date) if date else None))
        return tuple(sorted(rounds))

    @cached_property
    def round_numbers(self) -> tuple[int, ...]:
        """The rounds' numbers in order, without working out their dates."""
        return tuple(sorted(int(part.partition("=")[0]) for part in filter(None, self.rounds_read.split(";"))))


@dataclass(frozen=True)
class OutlineView:
    championship: str
    team_count: int
    stages: tuple[StageOutline, ...]     # in the file's order (position)


# One row per stage: its rounds' numbers and dates in one text, in whatever order SQLite groups them.
_ROUNDS = text("SELECT stage_id, group_concat(number || '=' || coalesce(date, ''), ';') FROM round GROUP BY stage_id")


def outline(tournament) -> OutlineView:
    with tournament.reading() as session:
        name = session.scalar(select(Championship.name)) or ""
        team_count = session.scalar(select(func.count()).select_from(Team)) or 0
        entered = dict(session.execute(select(StageTeam.stage_id, func.count()).group_by(StageTeam.stage_id)).all())
        rounds = dict(session.connection().execute(_ROUNDS).all())
        stages = tuple(StageOutline(stage_id, stage_name, kind, entered.get(stage_id, 0), rounds.get(stage_id, ""),
                                    boards)
                       for stage_id, stage_name, kind, boards in session.execute(
                           select(Stage.id, Stage.name, Stage.kind, Stage.boards_per_match).order_by(Stage.position)))
    return OutlineView(name, team_count, stages)
