"""Across venues on the semifinal day (docs/publishing.md, "Across venues"): two real tddesk
processes, one for each venue's file, share one folder; each writes its stage's board results
there and merges the other's, so IMPs across the field cover both venues during play. A stale file
and a sync tool's conflict copy are reported and not merged; a result entered here is kept."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from tddesk.services.boards import enter_board
from tddesk.services.field import field_results
from tddesk.services.files import FileRefused, open_championship

ROOT = Path(__file__).resolve().parent.parent.parent
DAY = ("semifinal-1", "semifinal-2")


def _venue(path: Path, stage: str, venue: str, folder: Path) -> subprocess.Popen:
    command = [sys.executable, "-m", "tddesk", "--lang", "en", "venue-sync", str(path), "--stage", stage]
    command += ["--folder", str(folder), "--venue", venue, "--follow", "--interval", "0.3"]
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment
    )


def _enter(path: Path, match: str, board: int, room: str, contract: str, tricks: int) -> None:
    """An entry at the venue, between two looks of its venue-sync (which opens the file each time)."""
    tournament = _until(lambda: _opened(path))
    try:
        enter_board(tournament, match, 1, room, board, contract, "S", tricks)
    finally:
        tournament.close()


def _opened(path: Path):
    try:
        return open_championship(path, backup=False)
    except FileRefused:
        return None  # venue-sync is looking this moment


def _field_entries(path: Path, board: int) -> list:
    tournament = open_championship(path, read_only=True)
    try:
        result = field_results(tournament, DAY)
    finally:
        tournament.close()
    return [entry for entry_board in result.boards if entry_board.board == board for entry in entry_board.entries]


def _until(condition, timeout: float = 60.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError("the venues did not get there in time")


def test_two_venues_share_their_boards_through_one_folder(demo_path, tmp_path):
    linkoping, norrkoping, folder = tmp_path / "linkoping.tddesk", tmp_path / "norrkoping.tddesk", tmp_path / "dag"
    folder.mkdir()
    shutil.copyfile(demo_path, linkoping)
    shutil.copyfile(demo_path, norrkoping)
    venues = [
        _venue(linkoping, "semifinal-1", "Linköping", folder),
        _venue(norrkoping, "semifinal-2", "Norrköping", folder),
    ]
    try:
        _enter(linkoping, "semifinal-1-r1-m1", 1, "open", "4H", 10)
        _enter(norrkoping, "semifinal-2-r1-m1", 1, "open", "4H", 9)
        # each venue's IMPs across the field now hold both venues' tables, the same at both venues
        for path in (linkoping, norrkoping):
            entries = _until(lambda path=path: len(_field_entries(path, 1)) == 2 and _field_entries(path, 1))
            assert {(entry.stage_id, entry.ns_score) for entry in entries} == {
                ("semifinal-1", 420),
                ("semifinal-2", -50),
            }
            assert sorted(entry.ns for entry in entries) == sorted(-entry.ns for entry in entries) != [0, 0]

        # Norrköping keeps Linköping's file as it is now; Linköping plays on
        older = (folder / "semifinal-1.json").read_text(encoding="utf-8")
        _enter(linkoping, "semifinal-1-r1-m1", 2, "open", "3NT", 9)
        _until(lambda: len(_field_entries(norrkoping, 2)) == 1)
        # an older copy of Linköping's file (a restored backup) is refused, not merged over the newer
        stale = folder / ".stale.tmp"
        stale.write_text(older, encoding="utf-8")
        os.replace(stale, folder / "semifinal-1.json")
        (folder / "semifinal-1.sync-conflict-20250315-101010-ABCDEFG.json").write_text(older, encoding="utf-8")
        # a result typed at Norrköping for Linköping's board is kept when Linköping's differs
        _enter(norrkoping, "semifinal-1-r1-m1", 3, "closed", "2S", 8)
        time.sleep(1.0)
        assert len(_field_entries(norrkoping, 2)) == 1  # the newer result is still there
        _enter(linkoping, "semifinal-1-r1-m1", 3, "closed", "2S", 9)
    finally:
        outputs = []
        for venue in venues:
            time.sleep(0.5)
            out, err = venue.communicate(input="", timeout=60)
            outputs.append((venue.returncode, out, err))
    (status_l, out_l, err_l), (status_n, out_n, err_n) = outputs
    assert status_l == 0 and status_n == 0, (err_l, err_n)
    assert "Norrköping: 1 result(s) merged, 0 removed." in out_l
    assert "Linköping: 1 result(s) merged, 0 removed." in out_n
    assert "semifinal-1.json is older than the results of Linköping already merged; not merged." in out_n
    assert "semifinal-1.sync-conflict-20250315-101010-ABCDEFG.json is a copy the sync tool made" in out_n
    assert "semifinal-1-r1-m1, board 3 (closed): entered here, kept; Linköping has another result." in out_n
    tournament = open_championship(norrkoping, read_only=True)
    try:
        kept = [e for b in field_results(tournament, DAY).boards if b.board == 3 for e in b.entries]
    finally:
        tournament.close()
    assert [(entry.stage_id, entry.ns_score) for entry in kept] == [("semifinal-1", 110)]
