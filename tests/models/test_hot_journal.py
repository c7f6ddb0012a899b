"""A file a crash left mid-entry, then put on a write-protected USB stick: the read-only view and
``tddesk export-json`` show it as last saved, never the entry that was not (models/backup.py,
``left_by_a_crash``; docs/architecture.md, "The tournament file")."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from builders import championship, first_match, heat, play
from disks import read_only_folder
from tddesk.cli import main
from tddesk.services.files import open_championship

# A program stopped mid-entry: the entry's pages already in the file (the cache spilled), its
# journal beside it, no commit.
CRASH = """
import os, sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("PRAGMA cache_size=2")
connection.execute("BEGIN IMMEDIATE")
connection.execute("UPDATE half_result SET home_imps = 99")
for number in range(400):
    connection.execute("INSERT INTO club VALUES (?, hex(randomblob(2000)), 'ÖMBF')", (f"filler-{number}",))
os._exit(0)
"""


def crashed_file(tmp_path: Path) -> tuple[Path, Path]:
    path = tmp_path / "dm.tddesk"
    tournament = championship(path)
    stage = heat(tournament)
    play(tournament, first_match(tournament, stage), 1, [(12, 5)])
    tournament.close()
    subprocess.run([sys.executable, "-c", textwrap.dedent(CRASH), str(path)], check=True)
    journal = path.with_name(path.name + "-journal")
    assert journal.exists() and journal.stat().st_size > 0
    return path, journal


def unsaved_pages_visible(path: Path) -> bool:
    """What the file itself holds, read without the journal (as the old read-only view read it)."""
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        return connection.execute("SELECT max(home_imps) FROM half_result").fetchone()[0] == 99
    finally:
        connection.close()


@pytest.mark.skipif(sys.platform == "win32", reason="tests/disks.py mounts a read-only disk (Linux)")
def test_a_read_only_view_shows_the_file_as_last_saved(tmp_path, capsys):
    path, journal = crashed_file(tmp_path)
    with read_only_folder(tmp_path / "stick", path, journal) as stick:
        on_stick = stick / path.name
        assert unsaved_pages_visible(on_stick)  # the file holds the entry that was never saved
        tournament = open_championship(on_stick, read_only=True)
        try:
            with tournament.reading() as session:
                imps = session.connection().exec_driver_sql("SELECT home_imps FROM half_result").scalars().all()
                clubs = session.connection().exec_driver_sql("SELECT id FROM club").scalars().all()
        finally:
            tournament.close()
        assert imps == [12] and not any(club.startswith("filler") for club in clubs)
        out = tmp_path / "dm.json"
        assert main(["export-json", str(on_stick), str(out)]) == 0
        document = out.read_text(encoding="utf-8")
        assert '"home_imps": 99' not in document and "99" not in json.dumps(json.loads(document).get("stages"))
        copy = tmp_path / "copy.tddesk"
        assert main(["save-copy", str(on_stick), str(copy)]) == 0
        copied = sqlite3.connect(copy)
        try:
            assert copied.execute("SELECT home_imps FROM half_result").fetchall() == [(12,)]
        finally:
            copied.close()
        assert sorted(item.name for item in stick.iterdir()) == sorted([path.name, journal.name])
    capsys.readouterr()


def test_a_crashed_file_read_only_in_a_writable_folder_is_read_as_last_saved(tmp_path):
    path, _journal = crashed_file(tmp_path)
    assert unsaved_pages_visible(path)
    tournament = open_championship(path, read_only=True)
    try:
        with tournament.reading() as session:
            imps = session.connection().exec_driver_sql("SELECT home_imps FROM half_result").scalars().all()
    finally:
        tournament.close()
    assert imps == [12]
