"""No command writes over or deletes a tournament file that a window has open (tddesk.models.atomic,
tddesk.models.lock): a second process holds the file as the window does and makes entries before
and after; every writing command is refused in words, and every entry is in the file."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from builders import championship, heat
from tddesk.cli import main

PROJECT = Path(__file__).resolve().parents[2]
STAGE = "heat-kvalheat-linkoping"
PAIRS_HEAT = "dm-par-mixed-kval-linkoping"

# The window: opens the file for writing (its lock), enters round 1, waits, enters round 2, closes.
HOLDER = """
import sys
from builders import first_match, play
from tddesk.services.files import open_championship
tournament = open_championship(sys.argv[1], backup=False)
play(tournament, first_match(tournament, sys.argv[2], 1), 1, [(12, 5)])
print("entered", flush=True)
sys.stdin.readline()
play(tournament, first_match(tournament, sys.argv[2], 2), 1, [(7, 21)])
tournament.close()
print("closed", flush=True)
"""


@pytest.fixture
def held(tmp_path):
    """(the file a second process holds open, a closed file to read from, the holder)."""
    path, source = tmp_path / "dm.tddesk", tmp_path / "source.tddesk"
    for target in (path, source):
        tournament = championship(target)
        heat(tournament)
        tournament.close()
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(HOLDER), str(path), STAGE],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join((str(PROJECT), str(PROJECT / "tests")))},
    )
    assert holder.stdout.readline().strip() == "entered"
    yield path, source, holder
    holder.kill()
    holder.wait()


SUFFIX = {
    "pairs-export-pbn": ".pbn",
    "export-pbn": ".pbn",
    "bws-session": ".bws",
    "pairs-bws-session": ".bws",
    "export-json": ".json",
    "export-xlsx": ".xlsx",
    "team-template": ".xlsx",
    "pairs-export": ".xlsx",
}


def writing_commands(target: Path, source: Path, pairs: Path) -> dict[str, list[str]]:
    held = str(target)
    return {
        "demo": ["demo", held, "--replace"],
        "pairs-demo": ["pairs-demo", held, "--replace"],
        "sm-demo": ["sm-demo", held, "--replace"],
        "new": ["new", held, "--name", "DM", "--season", "2016-17", "--district", "ÖMBF", "--profile", "ombf-2016-17"],
        "save-copy": ["save-copy", str(source), held],
        "export-json": ["export-json", str(source), held],
        "export-xlsx": ["export-xlsx", str(source), held],
        "print": ["print", str(source), "standings", "--stage", STAGE, "-o", held],
        "spader": ["spader", str(source), "--stage", STAGE, "--round", "1", "-o", held],
        "butler": ["butler", str(source), "--stage", STAGE, "--pdf", held],
        "vp-table": ["vp-table", "16", "--pdf", held],
        "team-template": ["team-template", held, "--force"],
        "pairs-export": ["pairs-export", str(pairs), "--event", "dm-par-mixed", "-o", held],
        "pairs-print": ["pairs-print", str(pairs), "places", "--event", "dm-par-mixed", "-o", held],
        "pairs-export-pbn": ["pairs-export-pbn", str(pairs), "--heat", PAIRS_HEAT, "-o", held],
        "export-pbn": ["export-pbn", str(source), "--stage", STAGE, "-o", held],
        "bws-session": ["bws-session", str(source), "--stage", STAGE, "--round", "1", "-o", held, "--replace"],
        "pairs-bws-session": ["pairs-bws-session", str(pairs), "--heat", PAIRS_HEAT, "-o", held, "--replace"],
    }


# commands that make a tournament file, or write an export whose name the TD gives anew each time
WITHOUT_OVERWRITE = (
    "demo",
    "pairs-demo",
    "sm-demo",
    "new",
    "pairs-export-pbn",
    "export-pbn",
    "bws-session",
    "pairs-bws-session",
)


def results(path: Path) -> list[tuple[int, int]]:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return connection.execute("SELECT home_imps, away_imps FROM half_result ORDER BY home_imps").fetchall()
    finally:
        connection.close()


def test_every_writing_command_refuses_the_open_file_and_no_entry_is_lost(held, pairs_demo_path, capsys):
    path, source, holder = held
    before = path.read_bytes()
    refused = {}
    for name in writing_commands(path, source, pairs_demo_path):
        # the file itself, and a link to it under the name the command writes (so the command's own
        # checks of the name pass and the write itself meets the open file)
        link = path.with_name(f"link-{name}{SUFFIX.get(name, '.pdf')}")
        targets = [path]
        if sys.platform != "win32":  # a link needs an administrator's right on Windows
            os.symlink(path, link)
            targets.append(link)
        for target in targets:
            arguments = writing_commands(target, source, pairs_demo_path)[name]
            for extra in ([], ["--overwrite"] if name not in WITHOUT_OVERWRITE else []):
                status = main(["--lang", "en", *arguments, *extra])
                error = capsys.readouterr().err
                refused[name] = (status, error)
                assert status == 2, (name, error)
                assert "Traceback" not in error
                if target == link and name not in ("demo", "pairs-demo", "sm-demo", "new"):
                    assert "open in tddesk" in error, (name, error)
                assert path.read_bytes() == before, name
    assert not any(".part" in item.name for item in path.parent.iterdir())
    holder.stdin.write("go on\n")
    holder.stdin.flush()
    assert holder.stdout.readline().strip() == "closed"
    assert results(path) == [(7, 21), (12, 5)]  # both entries, the one made after the refusals too


def test_an_existing_tournament_file_is_replaced_only_when_the_td_says_so(tmp_path, capsys):
    closed, source = tmp_path / "last-year.tddesk", tmp_path / "source.tddesk"
    for target in (closed, source):
        tournament = championship(target)
        tournament.close()
    before = closed.read_bytes()
    assert main(["--lang", "sv", "export-json", str(source), str(closed)]) == 2
    error = capsys.readouterr().err
    assert "befintlig tävlingsfil" in error and "--overwrite" in error
    assert closed.read_bytes() == before
    assert main(["--lang", "en", "export-json", str(source), str(closed), "--overwrite"]) == 0
    assert closed.read_bytes().startswith(b"{")


def test_the_dialogs_refuse_the_open_file_in_words(held, qtbot, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from tddesk.ui.app import create_main_window

    path, source, holder = held
    window = create_main_window()
    qtbot.addWidget(window)
    window.request_open(source)
    problems = []
    monkeypatch.setattr(window.controller, "show_problem", lambda title, text: problems.append(text))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_arguments, **_options: (str(path), ""))
    before = path.read_bytes()
    assert window.controller.save_copy.ask_and_save() is None
    assert "open in tddesk" in problems[-1] or "öppen i tddesk" in problems[-1]
    from tddesk.services.errors import ServiceError
    from tddesk.services.saving import save_bytes

    with pytest.raises(ServiceError, match="tddesk"):
        save_bytes(path, b"%PDF-1.4")  # the window's way to write a PDF or a workbook
    if sys.platform != "win32":  # File → Export → JSON…, the name chosen a link to the open file
        from tddesk.ui.dialogs.files.export_dialog import export_json_file

        link = path.with_name("export.json")
        os.symlink(path, link)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_arguments, **_options: (str(link), ""))
        with pytest.raises(ServiceError, match=r"open in tddesk|öppen i tddesk"):
            export_json_file(window.controller.session, window)
    assert path.read_bytes() == before
    window.close()
    holder.stdin.write("go on\n")
    holder.stdin.flush()
    assert holder.stdout.readline().strip() == "closed"
    assert results(path) == [(7, 21), (12, 5)]
