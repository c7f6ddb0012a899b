"""Tournament files for the advancement tests (A1-A10), built through the services; imported by
the service, CLI, report and UI tests as ``services.advancement_files``. No tests here."""

from __future__ import annotations

import datetime as dt

from builders import roster
from tddesk.services.central_day import create_semifinals
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team

TOWNS = ("Linköping", "Norrköping", "Motala", "Nyköping", "Västervik")
SEMIFINAL_DAY = dt.date(2017, 1, 21)


def add_heats(tournament, sizes, boards: int = 16, first_mid: int = 200000) -> list[str]:
    """Heats named "Kvalheat <town>" with teams "<town> 1", "<town> 2", … and a schedule each."""
    stage_ids = []
    mid = first_mid
    for index, size in enumerate(sizes):
        town = TOWNS[index]
        stage_id = create_stage(tournament, StageForm(f"Kvalheat {town}", boards)).value
        for number in range(1, size + 1):
            register_team(tournament, TeamForm(f"{town} {number}", roster(mid), str(mid)), stage_id)
            mid += 10
        make_schedule(tournament, stage_id, first_date=dt.date(2016, 10, 3))
        stage_ids.append(stage_id)
    return stage_ids


def play_round(tournament, stage_id: str, number: int, results) -> None:
    """The IMPs (home, away) of the round's matches, in the schedule's order."""
    for match, (home, away) in zip(round_entry(tournament, stage_id, number).matches, results):
        enter_half(tournament, match.id, 1, home, away)


def add_teams(tournament, count: int, prefix: str = "Lag", first_mid: int = 300000) -> list[str]:
    """Teams registered without a heat (for semifinals and finals)."""
    return [
        register_team(
            tournament, TeamForm(f"{prefix} {number}", roster(first_mid + 10 * number), str(first_mid + 10 * number))
        ).value
        for number in range(1, count + 1)
    ]


def play_in_order(tournament, stage_id: str, best_first: list[str], margins: dict | None = None) -> None:
    """Every match of the stage: the team earlier in ``best_first`` wins, by 20 IMPs unless
    ``margins[(winner, loser)]`` says otherwise; the IMPs split over the stage's halves."""
    margins = margins or {}
    halves = round_entry(tournament, stage_id, 1).halves
    for round_ in schedule_view(tournament, stage_id).rounds:
        for match in round_.matches:
            home_wins = best_first.index(match.home) < best_first.index(match.away)
            winner, loser = (match.home, match.away) if home_wins else (match.away, match.home)
            margin = margins.get((winner, loser), 20)
            per_half = [(10 + margin // halves + (margin % halves if half == 0 else 0), 10) for half in range(halves)]
            for half, (won, lost) in enumerate(per_half, start=1):
                enter_half(tournament, match.id, half, *((won, lost) if home_wins else (lost, won)))


def semifinals_played(tournament, count: int, third_margins=()) -> tuple[list[str], list[list[str]]]:
    """``count`` semifinals of four teams ("Lag 1".. in groups of four), all played, the teams
    finishing in group order; the third team beats the fourth by ``third_margins[k]`` IMPs."""
    teams = add_teams(tournament, 4 * count)
    groups = [teams[4 * index : 4 * index + 4] for index in range(count)]
    stage_ids = list(
        create_semifinals(
            tournament, groups, [TOWNS[index % 5] for index in range(count)], SEMIFINAL_DAY, [0] * count
        ).value
    )
    for index, (stage_id, group) in enumerate(zip(stage_ids, groups)):
        margins = {(group[2], group[3]): third_margins[index]} if index < len(third_margins) else {}
        play_in_order(tournament, stage_id, group, margins)
    return stage_ids, groups
