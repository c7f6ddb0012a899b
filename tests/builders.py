"""Builders of realistic tournament files for the tests: a championship, a heat of teams on a
schedule, its matches played with line-ups. Service, export, report and UI tests build with these,
so a test says only what is particular to it.

    tournament = championship(tmp_path / "dm.tddesk")        # DM Lag ÖMBF 2016-17, ombf-2016-17
    stage = heat(tournament, ["Ek", "Holm", "Sund", "Berg", "Lind"])   # 16 boards, scheduled
    play(tournament, first_match(tournament, stage), 1, [(30, 13)])

Team n (1-based) of a heat gets the MIDs ``mids_of(n)``: 100000 + 10·(n-1) onwards.
"""

from __future__ import annotations

import atexit
import datetime as dt
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from tddesk.services.files import new_championship, open_championship
from tddesk.services.lineups import set_lineup
from tddesk.services.players import PlayerEntry
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team

FIRST_DATE = dt.date(2016, 10, 3)
STANDARD = {"name": "DM Lag ÖMBF 2016-17", "season": "2016-17", "district": "ÖMBF", "profile_id": "ombf-2016-17"}
_TEMPLATES: dict[tuple, Path] = {}


def roster(
    first_mid: int, count: int = 4, club="BK Linköping", district="ÖMBF", birth_year=1970, membership_paid=True
) -> tuple[PlayerEntry, ...]:
    return tuple(
        PlayerEntry(str(first_mid + index), f"Spelare {first_mid + index}", club, district, birth_year, membership_paid)
        for index in range(count)
    )


def mids_of(team_number: int, count: int = 5) -> list[str]:
    """The MIDs ``heat`` gives team ``team_number`` (1-based)."""
    return [str(100000 + 10 * (team_number - 1) + index) for index in range(count)]


def championship(path: Path, **changes):
    """A new championship file at ``path``, open: DM Lag ÖMBF 2016-17 on the shipped profile unless
    ``changes`` (new_championship's arguments) say otherwise.

    new_championship writes each kind of file once per test process; the tests get copies, as
    creating a file runs every migration of the schema.
    """
    arguments = {**STANDARD, **changes}
    if "durable" in changes or "user" in changes:
        return new_championship(Path(path), **arguments)
    key = tuple(sorted((name, repr(value)) for name, value in arguments.items()))
    template = _TEMPLATES.get(key)
    if template is None:
        folder = Path(tempfile.mkdtemp(prefix="tddesk-test-template-"))
        atexit.register(shutil.rmtree, folder, True)
        template = folder / "championship.tddesk"
        new_championship(template, **arguments).close()
        _TEMPLATES[key] = template
    path = Path(path)
    if path.exists():
        raise FileExistsError(path)
    shutil.copyfile(template, path)
    return open_championship(path, backup=False)


def heat(
    tournament,
    teams: int | Sequence[str] = 5,
    *,
    name: str = "Kvalheat Linköping",
    boards: int = 16,
    halves: int = 1,
    kind: str = "heat",
    players: int = 4,
    captains: bool = False,
    schedule: bool = True,
    first_date: dt.date | None = FIRST_DATE,
    stage_id: str | None = None,
    **form,
) -> str:
    """A stage of ``teams`` (a count: "Lag 1", "Lag 2" …, or the names) with ``players`` each from
    ``mids_of``; the first player captain when ``captains``; scheduled from ``first_date``."""
    names = [f"Lag {number}" for number in range(1, teams + 1)] if isinstance(teams, int) else list(teams)
    stage = create_stage(tournament, StageForm(name, boards, halves, kind=kind, **form), stage_id=stage_id).value
    for number, team_name in enumerate(names, start=1):
        first_mid = int(mids_of(number)[0])
        register_team(
            tournament,
            TeamForm(team_name, roster(first_mid, players), captain_mid=str(first_mid) if captains else None),
            stage,
        )
    if schedule:
        make_schedule(tournament, stage, first_date=first_date)
    return stage


def team_number(team_id: str) -> int:
    return int(team_id.lstrip("t"))


def play(tournament, match, halves: int, imps: list[tuple[int, int]], *, second_half_change: bool = True) -> None:
    """Enter a match's IMPs per half and the four players of each side: seats 0-3 in the first
    half, seats 1-4 after a half-time change."""
    for half in range(1, halves + 1):
        enter_half(tournament, match.id, half, *imps[half - 1])
        for side, team in (("home", match.home), ("away", match.away)):
            first = 1 if half == 2 and second_half_change else 0
            set_lineup(tournament, match.id, half, side, mids_of(team_number(team))[first : first + 4])


def board_day(tournament, first_mid: int = 200000) -> str:
    """A four-team semifinal-like stage scored board by board: 4 boards per match in two halves
    (half 1: boards 1-2, half 2: boards 3-4, numbered through the day); the teams' MIDs start at
    ``first_mid``."""
    stage_id = create_stage(tournament, StageForm("Semifinal", 4, halves=2, kind="semifinal", format=None)).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(first_mid + 10 * number)), stage_id)
    make_schedule(tournament, stage_id)
    return stage_id


def first_match(tournament, stage_id: str, round_number: int = 1):
    return round_entry(tournament, stage_id, round_number).matches[0]


def mitchell_heat(tournament, final_places: int = 2, kind: str = "silver") -> tuple[str, str]:
    """A silver heat (or with ``kind="final"`` the final) of 8 pairs in one Mitchell session of 4
    boards: pairs 1-4 sit NS, 5-8 EW and move one table a round; the tricks vary by table, pair and
    board. Returns (event, heat)."""
    from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
    from tddesk.services.pairs_results import enter_pairs_result

    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", final_places, 54).value
    name = "Final Linköping" if kind == "final" else "Kval Linköping"
    heat = add_pairs_heat(tournament, event, name, kind).value
    for number in range(1, 9):
        first, second = roster(592000 + 2 * number, 2)
        enter_heat(tournament, heat, register_pair(tournament, event, first, second).value, number)
    add_session(tournament, heat, "mitchell")
    for board in range(1, 5):
        for table in range(1, 5):
            ew = 5 + (table - 1 + board - 1) % 4
            tricks = (table * 3 + ew * 5 + board) % 6 + 7
            enter_pairs_result(tournament, heat, 1, board, table, ew, "3NT", "N", tricks, round_number=board)
    return event, heat


def pairs_heat(tournament, pairs: int, movement: str = "howell") -> str:
    """A bronze heat of ``pairs`` pairs numbered 101, 102, … and one session of 3 boards a round."""
    import datetime as dt

    from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
    from tddesk.services.players import PlayerEntry

    day = dt.date(2016, 10, 11)
    event = create_pairs_event(tournament, f"DM Par {pairs}", "mixed", 28, 54).value
    heat = add_pairs_heat(tournament, event, f"Kval {pairs} par", "bronze", "BK Linköping", day).value
    add_session(tournament, heat, movement, 3, day)
    for number in range(1, pairs + 1):
        first = PlayerEntry(str(700000 + 100 * pairs + 2 * number), f"Åsa Ek {number}", "BK Linköping", "ÖMBF")
        second = PlayerEntry(str(700001 + 100 * pairs + 2 * number), f"Per Öberg {number}", "BK Linköping", "ÖMBF")
        pair = register_pair(tournament, event, first, second).value
        enter_heat(tournament, heat, pair, 100 + number)  # the heat's numbers, not the movement's
    return heat
