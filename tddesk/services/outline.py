"""The championship's outline for the window's tree: stages, their team counts and rounds, and
the pairs championships with their heats.

Read in a few set-based queries whatever the file's size (no ORM objects, no eligibility
judged), so the window opens on a national-size file as quickly as on a heat. The queries run on
a plain sqlite3 connection (``Tournament.plain_reading``): the window shows its first tree before
SQLAlchemy and the tables have loaded (docs/architecture.md, "Cold start").
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


class RoundOutline(NamedTuple):
    number: int
    date: dt.date | None


@dataclass(frozen=True)
class StageOutline:
    id: str
    name: str
    kind: str
    team_count: int
    rounds_read: str = ""  # "1=2016-09-26;2=2016-10-03;…" as the query returns them
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
class PairsHeatOutline:
    id: str
    name: str
    kind: str


@dataclass(frozen=True)
class PairsEventOutline:
    id: str
    name: str
    heats: tuple[PairsHeatOutline, ...]


@dataclass(frozen=True)
class OutlineView:
    championship: str
    team_count: int
    stages: tuple[StageOutline, ...]  # in the file's order (position)
    pairs_events: tuple[PairsEventOutline, ...] = ()  # in the file's order, each with its heats in order


_NAME_AND_TEAMS = "SELECT (SELECT name FROM championship), (SELECT count(*) FROM team)"
_ENTERED = "SELECT stage_id, count(*) FROM stage_team GROUP BY stage_id"
# One row per stage: its rounds' numbers and dates in one text, in whatever order SQLite groups them.
_ROUNDS = "SELECT stage_id, group_concat(number || '=' || coalesce(date, ''), ';') FROM round GROUP BY stage_id"
_STAGES = "SELECT id, name, kind, boards_per_match FROM stage ORDER BY position"
_PAIRS = (
    "SELECT event.id, event.name, heat.id, heat.name, heat.kind FROM pairs_event AS event "
    "LEFT JOIN pairs_heat AS heat ON heat.event_id = event.id ORDER BY event.position, heat.position"
)


def outline(tournament: Tournament) -> OutlineView:
    with tournament.plain_reading() as connection:
        name, team_count = connection.execute(_NAME_AND_TEAMS).fetchone()
        entered = dict(connection.execute(_ENTERED).fetchall())
        rounds = dict(connection.execute(_ROUNDS).fetchall())
        stages = tuple(
            StageOutline(stage_id, stage_name, kind, entered.get(stage_id, 0), rounds.get(stage_id) or "", boards)
            for stage_id, stage_name, kind, boards in connection.execute(_STAGES).fetchall()
        )
        pairs_rows = connection.execute(_PAIRS).fetchall()
    return OutlineView(name or "", team_count or 0, stages, _pairs_events(pairs_rows))


def _pairs_events(rows: list[tuple]) -> tuple[PairsEventOutline, ...]:
    events: dict[str, tuple[str, list[PairsHeatOutline]]] = {}
    for event_id, event_name, heat_id, heat_name, heat_kind in rows:
        heats = events.setdefault(event_id, (event_name, []))[1]
        if heat_id is not None:
            heats.append(PairsHeatOutline(heat_id, heat_name, heat_kind))
    return tuple(PairsEventOutline(event_id, name, tuple(heats)) for event_id, (name, heats) in events.items())
