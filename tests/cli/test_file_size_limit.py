"""A file-size limit hit half-way through a write (RLIMIT_FSIZE stands in for a disk that fills up
mid-save): the command says so in words, exit 2, no traceback; the file it was writing is as it
was, and the next command without the limit works."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from built_files import built_file, copy_of
from reports.printing import add_stage, new_file, play
from tddesk.services.files import open_championship
from tddesk.services.schedule import schedule_view

resource = pytest.importorskip("resource")  # POSIX only


def limited(limit_bytes: int, *arguments: str) -> subprocess.CompletedProcess:
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit_bytes, limit_bytes))

    return subprocess.run(
        [sys.executable, "-m", "tddesk", "--lang", "en", *arguments],
        preexec_fn=limit,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def write_played_heat(path: Path) -> None:
    """An eight-team heat with its first round played."""
    tournament = new_file(path)
    stage = add_stage(tournament, "Kvalheat", 8, 16)
    for match in schedule_view(tournament, stage).rounds[0].matches:
        play(tournament, match, 1, [(31, 18)])
    tournament.close()


@pytest.fixture(scope="module")
def played_heat(tmp_path_factory) -> tuple[Path, list[str]]:
    """The heat built once per run, and the matches of its second round (none played)."""
    built = built_file(tmp_path_factory, "size-limit-heat", write_played_heat)
    connection = sqlite3.connect(f"{built.as_uri()}?mode=ro", uri=True)
    try:
        ((stage,),) = connection.execute("SELECT id FROM stage").fetchall()
    finally:
        connection.close()
    tournament = open_championship(built, read_only=True)
    try:
        return built, [match.id for match in schedule_view(tournament, stage).rounds[1].matches]
    finally:
        tournament.close()


@pytest.fixture
def played(played_heat, tmp_path) -> tuple[Path, list[str]]:
    built, second_round = played_heat
    return copy_of(built, tmp_path / "dm.tddesk"), second_round


def results(path: Path) -> dict[str, tuple[int, int]]:
    connection = sqlite3.connect(path)  # a normal open, as the program's: rolls back what was cut off
    try:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        return {
            match: (home, away)
            for match, home, away in connection.execute("SELECT match_id, home_imps, away_imps FROM half_result")
        }
    finally:
        connection.close()


def test_an_export_cut_off_by_the_limit_leaves_the_old_export(played, tmp_path):
    path, _matches = played
    target = tmp_path / "dm.json"
    target.write_text('{"an": "older export"}', encoding="utf-8")
    done = limited(16 * 1024, "export-json", str(path), str(target))
    assert done.returncode == 2, done.stderr
    assert "disk is full" in done.stderr and "nothing was saved" in done.stderr and "Traceback" not in done.stderr
    assert json.loads(target.read_text(encoding="utf-8")) == {"an": "older export"}
    assert sorted(leftover.name for leftover in tmp_path.iterdir() if leftover.name.startswith(".")) == []
    assert limited(2**40, "export-json", str(path), str(target)).returncode == 0
    assert json.loads(target.read_text(encoding="utf-8"))["championship"]["name"] == "DM Lag ÖMBF 2016-17"


def test_an_entry_cut_off_by_the_limit_is_refused_and_the_file_stays_whole(played):
    path, matches = played
    before = results(path)
    limit = path.stat().st_size - 4096  # the file cannot even be rewritten where it is
    done = limited(limit, "result", str(path), "--match", matches[0], "--imps", "40-12")
    assert done.returncode == 2, done.stderr
    assert "nothing was saved" in done.stderr and "Traceback" not in done.stderr
    assert results(path) == before
    again = limited(2**40, "result", str(path), "--match", matches[0], "--imps", "40-12")
    assert again.returncode == 0, again.stderr
    assert results(path) == {**before, matches[0]: (40, 12)}
