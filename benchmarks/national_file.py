"""Championship files of any size for the benchmarks, written in bulk.

Entering 20,000 matches through the services (one audited, fsynced action per half) would take
hours, so this writes the same rows with SQLAlchemy Core executemany in one transaction, into a
file made by ``new_championship``: the schema, pragmas and championship row are the real ones.
Writing the file is set-up; the benchmarks time only what is done with it afterwards.

Each heat has ten teams and the schedule the program makes (``rules.schedule.round_robin``),
played once or, for the national-size files, twice with home and away swapped. Heats alternate
between 16 boards in one half and 24 boards in two. Like a championship in progress, every
fourth heat still has its last round to play; every tenth has a late-arrival penalty and every
twenty-fifth a walkover, so the standings run through those rules too. Deterministic.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import insert

from tddesk.models.tables import HalfResult, Match, Penalty, Round, Stage, StageTeam, Team, Walkover
from tddesk.rules.penalties import LATE_ARRIVAL
from tddesk.rules.schedule import round_robin
from tddesk.services.files import new_championship
from tddesk.services.tournament import Tournament

TEAMS_PER_HEAT = 10
SEASON_START = dt.date(2016, 9, 26)


@dataclass(frozen=True)
class FileShape:
    """How many heats of ten teams, and whether each plays a single or a double round robin."""

    heats: int
    legs: int = 2  # 1: the single round robin; 2: twice, home and away swapped
    unplayed_last_round_every: int = 4  # every n-th heat has its last round still to play (0: none)
    penalty_every: int = 10  # every n-th heat has a late-arrival penalty (0: none)
    walkover_every: int = 25  # every n-th heat has a walkover in its first round (0: none)

    @property
    def teams(self) -> int:
        return self.heats * TEAMS_PER_HEAT

    @property
    def matches(self) -> int:
        return self.heats * self.legs * TEAMS_PER_HEAT * (TEAMS_PER_HEAT - 1) // 2


def heat_id(number: int) -> str:
    return f"heat-{number:05d}"


def write_championship(path: Path, shape: FileShape, seed: int = 2016) -> Tournament:
    """Create the file at ``path`` (which must not exist) with ``shape``'s heats; returns it open."""
    tournament = new_championship(
        Path(path), name="SM Lag 2016-17", season="2016-17", district="SBF", profile_id="ombf-2016-17"
    )
    rows = _rows(shape, random.Random(seed))
    # One transaction through the file's own engine: foreign keys are checked as in real use.
    with tournament.file.engine.begin() as connection:
        for table, values in rows.items():
            if values:
                connection.execute(insert(table), values)
    return tournament


def _rows(shape: FileShape, rng: random.Random) -> dict:
    stages, teams, entries, rounds, matches, halves, penalties, walkovers = ([] for _ in range(8))
    for heat in range(shape.heats):
        stage_id = heat_id(heat)
        two_halves = heat % 2 == 1
        boards = 24 if two_halves else 16
        stages.append(
            {
                "id": stage_id,
                "kind": "heat",
                "name": f"Kvalheat {heat + 1}",
                "boards_per_match": boards,
                "halves": 2 if two_halves else 1,
                "dealt_at_table": False,
                "format": "central_evenings",
                "position": heat,
            }
        )
        team_ids = [f"t{heat * TEAMS_PER_HEAT + index:06d}" for index in range(TEAMS_PER_HEAT)]
        for position, team_id in enumerate(team_ids):
            teams.append(
                {
                    "id": team_id,
                    "name": f"Lag {team_id[1:]}",
                    "newcomer": False,
                    "position": heat * TEAMS_PER_HEAT + position,
                }
            )
            entries.append({"stage_id": stage_id, "team_id": team_id, "position": position})
        schedule = _double_round_robin(team_ids, shape.legs)
        last_round = len(schedule)
        unplayed = (
            last_round if shape.unplayed_last_round_every and heat % shape.unplayed_last_round_every == 0 else None
        )
        walkover_match = None
        for number, pairings, bye in schedule:
            rounds.append(
                {
                    "stage_id": stage_id,
                    "number": number,
                    "bye_team_id": bye,
                    "date": SEASON_START + dt.timedelta(days=7 * (number - 1)),
                }
            )
            for position, (home, away) in enumerate(pairings, start=1):
                match_id = f"{stage_id}-r{number}-m{position}"
                matches.append(
                    {
                        "id": match_id,
                        "stage_id": stage_id,
                        "round_number": number,
                        "home_team_id": home,
                        "away_team_id": away,
                        "position": position,
                    }
                )
                if shape.walkover_every and heat % shape.walkover_every == 0 and walkover_match is None:
                    walkover_match = match_id
                    walkovers.append(
                        {"match_id": match_id, "stage_id": stage_id, "by_team_id": away, "ruled_on": SEASON_START}
                    )
                    continue
                if number == unplayed:
                    continue
                halves.extend(_halves(match_id, boards, 2 if two_halves else 1, rng))
        if shape.penalty_every and heat % shape.penalty_every == 0:
            penalties.append(
                {
                    "id": f"p{heat + 1}",
                    "stage_id": stage_id,
                    "match_id": f"{stage_id}-r2-m1",
                    "team_id": schedule[1][1][0][0],
                    "kind": LATE_ARRIVAL,
                    "minutes": 12,
                    "position": 1,
                }
            )
    # Parents before children, in the order the foreign keys need.
    return {
        Stage: stages,
        Team: teams,
        StageTeam: entries,
        Round: rounds,
        Match: matches,
        HalfResult: halves,
        Penalty: penalties,
        Walkover: walkovers,
    }


def _double_round_robin(team_ids: list[str], legs: int) -> list[tuple[int, list[tuple[str, str]], str | None]]:
    single = round_robin(team_ids)
    schedule = []
    for leg in range(legs):
        for round_ in single:
            pairings = [(p.home, p.away) if leg % 2 == 0 else (p.away, p.home) for p in round_.matches]
            schedule.append((leg * len(single) + round_.number, pairings, round_.bye))
    return schedule


def _halves(match_id: str, boards: int, count: int, rng: random.Random) -> list[dict]:
    """IMPs per half in a plausible range for the boards played."""
    per_half = boards // count
    return [
        {
            "match_id": match_id,
            "half": half,
            "home_imps": rng.randint(0, 3 * per_half),
            "away_imps": rng.randint(0, 3 * per_half),
        }
        for half in range(1, count + 1)
    ]
