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
