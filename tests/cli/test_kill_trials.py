"""SIGKILL trials: the command line killed at random moments while it enters a result (and takes
its backup on opening) or imports a JSON document. Nothing confirmed is ever lost, the file always
opens, a backup is never a 0-byte or half copy, and an import leaves a whole file or none.

Each run is a process of its own, forked from a server that has imported the program once
(tests/forked_cli.py), so a run costs the command's own work, and the moments drawn fall in it.
Marked slow. ``TDDESK_KILL_TRIALS`` sets the runs per trial: 50 by default, as in CI; fewer while
working on the code. Three in four runs are killed, at moments drawn from a fixed seed, so a
failure repeats.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from forked_cli import ForkedCli
from reports.printing import add_stage, new_file, play
from tddesk.export.json_export import write_json
from tddesk.models.backup import backup_folder
from tddesk.services.files import open_championship
from tddesk.services.schedule import schedule_view

pytestmark = pytest.mark.slow
TRIALS = int(os.environ.get("TDDESK_KILL_TRIALS", "50"))


def cli(*arguments: str) -> list[str]:
    return ["--lang", "en", *arguments]


@pytest.fixture
def commands(tmp_path):
    folder = tmp_path / "runs"
    folder.mkdir()
    runs = ForkedCli(folder)
    yield runs
    runs.close()


def run_or_kill(commands: ForkedCli, arguments: list[str], after: float) -> tuple[int | None, str]:
    """Run ``tddesk ARGUMENTS``; SIGKILL it ``after`` seconds unless it ended. (exit status or None, stdout)."""
    status, out, err = commands.run_or_kill(arguments, after)
    assert "Traceback" not in err, err
    return status, out


def timed(commands: ForkedCli, arguments: list[str], after: float) -> tuple[int | None, str, float]:
    started = time.perf_counter()
    status, out = run_or_kill(commands, arguments, after)
    return status, out, time.perf_counter() - started


def moments(seed: int):
    """(trial, fraction of a run's length to kill at, or None: let it end). Half the kills fall in the
    run's last 40 % (opening, writing, committing); every fourth run ends, so confirmed work builds
    up and the length of a run is measured again (a busy machine stretches it)."""
    chosen = random.Random(seed)
    for trial in range(TRIALS):
        if trial % 4 == 3:
            yield trial, None
        else:
            yield trial, chosen.uniform(0.05, 1.0) if trial % 2 else chosen.uniform(0.6, 1.05)


def file_results(path: Path) -> dict[str, tuple[int, int]]:
    """The results in the file as the program reads it (a read-only open, as a second window would)."""
    opened = open_championship(path, read_only=True)
    try:
        with opened.reading() as session:
            connection = session.connection()
            assert connection.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
            rows = connection.exec_driver_sql("SELECT match_id, home_imps, away_imps FROM half_result WHERE half = 1")
            return {match: (home, away) for match, home, away in rows}
    finally:
        opened.close()


def check_backups(path: Path) -> int:
    copies = sorted(backup_folder(path).glob(f"*{path.suffix}"))
    for copy in copies:
        assert copy.stat().st_size > 0, copy
        connection = sqlite3.connect(f"{copy.resolve().as_uri()}?mode=ro", uri=True)
        try:
            assert connection.execute("PRAGMA quick_check").fetchone() == ("ok",), copy
            assert connection.execute("SELECT count(*) FROM championship").fetchone() == (1,), copy
        finally:
            connection.close()
    return len(copies)


def test_killed_entries_lose_nothing_confirmed_and_the_file_opens(tmp_path, commands):
    path = tmp_path / "dm.tddesk"
    tournament = new_file(path)
    stage = add_stage(tournament, "Kvalheat", 6, 16)
    matches = [match.id for round_view in schedule_view(tournament, stage).rounds for match in round_view.matches]
    tournament.close()

    def entry(trial: int) -> tuple[str, tuple[int, int], list[str]]:
        match, imps = matches[trial % len(matches)], (20 + trial % 40, 10 + trial % 7)
        return match, imps, cli("result", str(path), "--match", match, "--imps", f"{imps[0]}-{imps[1]}")

    # per match, what the file may hold: the last confirmed result, or one tried by a killed run since
    allowed: dict[str, set[tuple[int, int] | None]] = {match: {None} for match in matches}
    first_match, first_imps, first = entry(-1)
    scratch = tmp_path / "scratch" / path.name
    scratch.parent.mkdir()
    shutil.copyfile(path, scratch)
    assert commands.warm_up([str(scratch) if part == str(path) else part for part in first])[0] == 0
    status, _out, whole = timed(commands, first, 120)
    assert status == 0
    allowed[first_match] = {first_imps}
    confirmed = killed = 0
    for trial, fraction in moments(12):
        match, imps, command = entry(trial)
        status, out, seconds = timed(commands, command, 120 if fraction is None else fraction * whole)
        if status is None:
            killed += 1
            allowed[match].add(imps)  # it may have committed just before the kill
        else:
            assert status == 0 and f"{imps[0]}-{imps[1]} IMP" in out
            confirmed += 1
            allowed[match] = {imps}
            whole = seconds if fraction is None else whole
        in_file = file_results(path)
        assert {match: in_file.get(match) for match in matches if in_file.get(match) not in allowed[match]} == {}
        check_backups(path)
    print(f"entries: {killed} killed, {confirmed} confirmed, {check_backups(path)} backups kept")  # with -s
    assert killed >= TRIALS // 4 and confirmed >= TRIALS // 4  # the moments did hit running processes
    match, imps, command = entry(TRIALS)
    assert run_or_kill(commands, command, 120)[0] == 0  # not blocked by a lock or journal of a killed run
    assert file_results(path)[match] == imps


def test_a_killed_import_leaves_a_whole_file_or_none(tmp_path, commands):
    source = tmp_path / "source.tddesk"
    tournament = new_file(source)
    stage = add_stage(tournament, "Kvalheat", 8, 16)
    for round_view in schedule_view(tournament, stage).rounds[:3]:
        for match in round_view.matches:
            play(tournament, match, 1, [(31, 18)])
    expected = file_results_of(tournament)
    document = write_json(tournament, tmp_path / "heat.json")
    tournament.close()
    target = tmp_path / "imported" / "dm.tddesk"
    target.parent.mkdir()
    command = cli("import-json", str(document), str(target))

    def remove_import() -> None:
        for leftover in target.parent.iterdir():
            if leftover.name.startswith(target.name):  # the file, its lock; not hidden leftovers
                leftover.unlink()

    scratch = tmp_path / "scratch" / target.name
    scratch.parent.mkdir()
    assert commands.warm_up(cli("import-json", str(document), str(scratch)))[0] == 0
    status, _out, whole = timed(commands, command, 120)
    assert status == 0
    remove_import()
    made = 0
    for _trial, fraction in moments(18):
        status, _out, seconds = timed(commands, command, 120 if fraction is None else fraction * whole)
        whole = seconds if fraction is None else whole
        names = {leftover.name for leftover in target.parent.iterdir()}
        assert f"{target.name}-journal" not in names and f"{target.name}-wal" not in names
        if status == 0:  # an import that ran to its end cleared what the killed ones left
            assert sorted(name for name in names if name.startswith(".")) == []
        if target.exists():
            assert file_results(target) == expected  # complete, never empty or schema-only
            made += 1
            remove_import()
        else:
            assert status is None  # only a killed import leaves no file
    hidden = sorted(leftover.name for leftover in target.parent.iterdir() if leftover.name.startswith("."))
    print(f"imports: {made} whole files, {TRIALS - made} killed before the rename, hidden leftovers {hidden}")
    assert run_or_kill(commands, command, 120)[0] == 0  # a re-import after the kills works
    assert file_results(target) == expected
    assert made < TRIALS  # some kills came before the file was complete


def file_results_of(tournament) -> dict[str, tuple[int, int]]:
    with tournament.reading() as session:
        rows = session.connection().exec_driver_sql("SELECT match_id, home_imps, away_imps FROM half_result")
        return {match: (home, away) for match, home, away in rows}


PAIRS_KILLS = max(4, TRIALS // 5)  # runs per import below: four imports, a modest share of CI's time


def pairs_imports(tmp_path: Path) -> dict[str, tuple[Path, list[str], str]]:
    """Each newer way in: (the file before, the command, the SQL counting what it brings)."""
    import datetime as dt

    from openpyxl import Workbook

    from tddesk.demo.pairs_session import SessionPair, barometer_tables, write_pairs_session
    from tddesk.rules.pairs_movement import barometer_rounds
    from tddesk.services.files import new_championship
    from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
    from tddesk.services.pairs_results import enter_pairs_result
    from tddesk.services.players import PlayerEntry

    def championship(path: Path):
        return new_championship(
            path, name="DM Par Mixed ÖMBF 2016-17", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
        )

    def heat(tournament, name: str, first_mid: int, sessions: int = 1) -> str:
        event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
        made = add_pairs_heat(tournament, event, name, "bronze", club="Motala BK").value
        for number in range(1, 7):
            pair = register_pair(
                tournament,
                event,
                PlayerEntry(str(first_mid + 2 * number), f"A {number}", "Motala BK", "ÖMBF", 1960),
                PlayerEntry(str(first_mid + 2 * number + 1), f"B {number}", "Motala BK", "ÖMBF", 1961),
            ).value
            enter_heat(tournament, made, pair, number)
        for _session in range(sessions):
            add_session(tournament, made, "barometer", boards_per_round=2)
        return made

    base = tmp_path / "district.tddesk"
    tournament = championship(base)
    district_heat = heat(tournament, "Kval Mjölby", 600000)
    stage = add_stage(tournament, "Kvalheat", 4, 16)
    tournament.close()

    bws = tmp_path / "kval.bws"
    write_pairs_session(
        bws,
        name="Kval Mjölby",
        day=dt.date(2016, 10, 11),
        start=dt.time(18, 30),
        pairs=[
            SessionPair(n, ((str(600000 + 2 * n), f"A {n}"), (str(600000 + 2 * n + 1), f"B {n}"))) for n in range(1, 7)
        ],
        rounds=barometer_tables(barometer_rounds(range(1, 7)), 2),
        seed=7,
    )
    deals = tmp_path / "brickor.pbn"
    north, east, south, west = "AKQJ.AKQ.AKQ.AKQ", "T987.JT9.JT9.JT9", "65432.876.876.87", ".5432.5432.65432"
    hands = [north, east, south, west]
    deals.write_text(
        "".join(
            f'[Board "{board}"]\n[Deal "N:{" ".join(hands[(board + k) % 4] for k in range(4))}"]\n\n'
            for board in range(1, 17)
        ),
        encoding="utf-8",
    )
    listed = tmp_path / "lista.xlsx"
    book = Workbook()
    book.active.append(["Par", "Procent", "Brickor"])
    for number, percent in enumerate((61.3, 55.0, 52.1, 48.2, 44.9, 38.5), start=1):
        book.active.append([number, percent, 10])
    book.save(listed)
    club = tmp_path / "motala.tddesk"
    club_file = championship(club)
    club_heat = heat(club_file, "Kval Motala", 610000)
    for board in (1, 2):
        for table, (ns, ew) in enumerate(((1, 2), (3, 4), (5, 6))):
            enter_pairs_result(club_file, club_heat, 1, board, ns, ew, "3NT", "N", 9 + table % 2, round_number=1)
    club_file.close()
    return {
        "pairs .bws": (
            base,
            cli("pairs-import-bws", "{file}", str(bws), "--heat", district_heat, "--session", "1"),
            "SELECT count(*) FROM pairs_board_result",
        ),
        "deals": (
            base,
            cli("import-deals", "{file}", str(deals), "--stage", stage),
            "SELECT count(*) FROM stage_deal",
        ),
        "pairs list": (
            base,
            cli("pairs-import-list", "{file}", str(listed), "--heat", district_heat),
            "SELECT count(*) FROM pairs_list_result",
        ),
        "pairs merge": (base, cli("pairs-merge", "{file}", str(club)), "SELECT count(*) FROM pairs_board_result"),
    }


def counted(path: Path, query: str) -> int:
    opened = open_championship(path, read_only=True)
    try:
        with opened.reading() as session:
            connection = session.connection()
            assert connection.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
            return connection.exec_driver_sql(query).scalar()
    finally:
        opened.close()


def test_a_killed_pairs_bws_deals_list_or_merge_import_is_whole_or_absent(tmp_path, commands):
    """Each of the newer imports killed at random moments: the file opens and holds all the import
    brought or none of it, and a run after the kills imports it."""
    outcomes = {}
    for name, (base, template, query) in pairs_imports(tmp_path).items():
        scratch = tmp_path / "scratch.tddesk"
        shutil.copyfile(base, scratch)
        before = counted(scratch, query)
        assert commands.warm_up([str(scratch) if part == "{file}" else part for part in template])[0] == 0
        after = counted(scratch, query)
        assert after > before, name
        path = tmp_path / f"{name.replace(' ', '-').replace('.', '')}.tddesk"
        command = [str(path) if part == "{file}" else part for part in template]
        shutil.copyfile(base, path)
        status, _out, whole = timed(commands, command, 120)
        assert status == 0, name
        killed = 0
        for _trial, fraction in list(moments(31))[:PAIRS_KILLS]:
            shutil.copyfile(base, path)
            for leftover in path.parent.glob(f"{path.name}-*"):
                leftover.unlink()
            status, _out, seconds = timed(commands, command, 120 if fraction is None else fraction * whole)
            whole = seconds if fraction is None else whole
            killed += status is None
            assert counted(path, query) in ({before, after} if status is None else {after}), name
        assert run_or_kill(commands, command, 120)[0] in (0, 2)  # not blocked by a killed run's lock or journal
        outcomes[name] = killed
    print(f"pairs imports killed: {outcomes}")  # with -s
    assert sum(outcomes.values()) >= len(outcomes)  # the moments did hit running imports
