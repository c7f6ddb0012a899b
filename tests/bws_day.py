"""The synthetic semifinal day of ../shared/reference/bws: its teams registered from teams.json,
the two semifinals laid out as the Bridgemate files were (a builder for tests, not a test module).

Registering the day and importing both venue files takes seconds; a test that only needs the day
(registered, or with both files imported) takes a copy of one built once per run (``day_copy``).
A test about the import itself still registers or imports in the test.
"""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import json
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from builders import championship
from built_files import built_file, copy_of
from tddesk import i18n
from tddesk.services.board_layout import board_layout, set_board_layout
from tddesk.services.bws_import import import_bws
from tddesk.services.central_day import create_semifinals
from tddesk.services.files import open_championship
from tddesk.services.players import PlayerEntry
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import swap_home_away
from tddesk.services.stages import stage_views
from tddesk.services.teams import TeamForm, register_team, team_views

VENUES = ("venue1", "venue2")


def bws_folder(shared_dir: Path) -> Path:
    return shared_dir / "reference" / "bws"


def register_day(tournament, folder: Path) -> tuple[dict[int, str], tuple[str, str]]:
    """Team number → team id, and the two semifinal stage ids (venue 1, venue 2)."""
    data = json.loads((folder / "teams.json").read_text(encoding="utf-8"))
    team_ids = {}
    for team in data["teams"]:
        players = tuple(
            PlayerEntry(player["mid"], player["name"], player["club"], "ÖMBF", 1970) for player in team["players"]
        )
        captain = next(player["mid"] for player in team["players"] if player["name"] == team["captain"])
        team_ids[team["team_no"]] = register_team(tournament, TeamForm(team["name"], players, captain)).value
    # The files' schedule: round 1 1-2 and 3-4, round 2 4-1 and 2-3, round 3 1-3 and 2-4 (home first).
    # Teams in the order 4, 1, 2, 3 give it, except that round 3 comes out as 2-4, 3-1.
    groups = [[team_ids[n] for n in (4, 1, 2, 3)], [team_ids[n] for n in (8, 5, 6, 7)]]
    stages = create_semifinals(tournament, groups, ["Göteborg", "Borås"], dt.date(2025, 3, 15), [0, 10]).value
    for stage_id in stages:
        second = round_entry(tournament, stage_id, 3).matches[1]
        swap_home_away(tournament, second.id)
        # Bridgemate tables 1-2 play the round's second match, tables 3-4 its first.
        layout = board_layout(tournament, stage_id)
        set_board_layout(
            tournament,
            stage_id,
            replace(
                layout, tables={(3, 1): (2, "open"), (3, 2): (2, "closed"), (3, 3): (1, "open"), (3, 4): (1, "closed")}
            ),
        )
    return team_ids, tuple(stages)


def day_ids(tournament, folder: Path) -> tuple[dict[int, str], tuple[str, str]]:
    """What ``register_day`` answered, read back from a copy of a day it registered."""
    data = json.loads((folder / "teams.json").read_text(encoding="utf-8"))
    by_name = {team.name: team.id for team in team_views(tournament)}
    semifinals = tuple(stage.id for stage in stage_views(tournament) if stage.form.kind == "semifinal")
    assert len(semifinals) == 2, semifinals
    return {team["team_no"]: by_name[team["name"]] for team in data["teams"]}, semifinals


def build_day(folder: Path, imported: bool, **championship_args) -> Callable[[Path], None]:
    """A builder (tests/built_files.py) of the day in a new championship file (``championship``'s
    arguments), with both venue files imported when ``imported``."""

    def build(path: Path) -> None:
        tournament = championship(path, **championship_args)
        try:
            _team_ids, stages = register_day(tournament, folder)
            if imported:
                for stage, venue in zip(stages, VENUES):
                    import_bws(tournament, stage, folder / f"semifinal-{venue}.bws")
        finally:
            tournament.close()

    return build


def day_copy(
    tmp_path_factory: pytest.TempPathFactory, target: Path, folder: Path, *, imported: bool, **championship_args
):
    """An open copy at ``target`` of the day registered in a new championship (``championship``'s
    arguments), both venue files imported when ``imported``, built once per run; with what
    ``register_day`` answered: (tournament, team number → team id, the two semifinal stage ids).
    The day is built in the language of the moment, which names the stages and the audit rows."""
    key = "-".join(f"{name}={value}" for name, value in sorted(championship_args.items())) + i18n.language()
    name = f"bws-day-{'imported' if imported else 'registered'}-{hashlib.sha256(key.encode()).hexdigest()[:8]}"
    built = built_file(tmp_path_factory, name, build_day(folder, imported, **championship_args))
    tournament = open_championship(copy_of(built, target), backup=False)
    team_ids, stages = day_ids(tournament, folder)
    return tournament, team_ids, stages


def _mdb_rows(path, table):
    if shutil.which("mdb-export") is None:
        pytest.skip("mdbtools not installed")
    output = subprocess.run(["mdb-export", str(path), table], check=True, capture_output=True, text=True).stdout
    return list(csv.DictReader(output.splitlines()))


def starting_players(path) -> dict[int, tuple[tuple[str, str], ...]]:
    """A reference file read as a pairs session: pair number → its (MID, name) seated at the start of
    the session, read with mdbtools (independently of tddesk's reader)."""
    seated = {
        (row["Table"], row["Round"]): (int(row["NSPair"]), int(row["EWPair"])) for row in _mdb_rows(path, "RoundData")
    }
    players: dict[int, dict[str, tuple[str, str]]] = {}
    for row in _mdb_rows(path, "PlayerNumbers"):
        if row["Round"] == "0":
            ns, ew = seated[(row["Table"], "1")]
            players.setdefault(ns if row["Direction"] in "NS" else ew, {})[row["Direction"]] = (
                row["Number"],
                row["Name"],
            )
    return {number: tuple(seats[seat] for seat in "NESW" if seat in seats) for number, seats in players.items()}
