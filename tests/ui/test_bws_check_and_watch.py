"""Bridgemate → Kontrollera fil…, the TD's word before another venue's file is imported, and Följ
fil… reacting to the file-system watcher (not the timer): a file that appears is imported at once,
one that disappears or becomes a folder is reported once in the status bar."""

from __future__ import annotations

import shutil
import time

import pytest

from bws_day import bws_folder, register_day
from tddesk.services.bws_follow import stage_progress
from tddesk.services.files import new_championship


@pytest.fixture
def day_window(main_window, tmp_path, shared_dir):
    folder = bws_folder(shared_dir)
    if not (folder / "semifinal-venue1.bws").exists():
        pytest.skip("reference data not present")
    path = tmp_path / "dag.tddesk"
    tournament = new_championship(path, name="DM Lag", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17")
    _team_ids, stages = register_day(tournament, folder)
    tournament.close()
    main_window.controller.open_file(path)
    menu = main_window.controller.bridgemate
    yield main_window, menu, folder, stages
    menu.stop_following()


def test_check_file_shows_what_the_file_holds_and_names_the_other_venues_teams(day_window):
    _window, menu, folder, stages = day_window
    menu.stage_id = lambda: stages[1]  # semifinal 2 in view
    dialog = menu.ask_check(folder / "semifinal-venue1.bws")
    assert dialog.isVisible()
    assert "Lindqvist" in dialog.problems.text() and "Borås" in dialog.problems.text()
    menu.stage_id = lambda: stages[0]
    dialog = menu.ask_check(folder / "semifinal-venue1.bws")
    assert dialog.problems.text() == "Filen passar omgången."


def test_another_venues_file_is_imported_only_when_the_td_confirms(day_window, monkeypatch):
    window, menu, folder, stages = day_window
    shown: list[str] = []  # the report of the forced import: its players are not on these teams
    monkeypatch.setattr(
        "tddesk.ui.bridgemate_menu.QMessageBox.information", lambda _parent, _title, text: shown.append(text)
    )
    menu.stage_id = lambda: stages[1]
    asked: list[str] = []
    menu.confirm = lambda text: asked.append(text) or False
    menu.ask_import(folder / "semifinal-venue1.bws")
    assert len(asked) == 1 and "Åkesson" in asked[0]
    tournament = window.controller.session.tournament
    assert stage_progress(tournament, stages[1]) is None  # nothing imported
    menu.confirm = lambda text: True
    menu.ask_import(folder / "semifinal-venue1.bws")
    assert stage_progress(tournament, stages[1]).text() == "Rond 3, halvlek 2: 40 av 40 brickor"
    # a short report in a box of its own, a long one with its notes in the box's details (the laptop)
    box = menu.report_box
    reported = shown + ([box.text() + box.detailedText()] if box is not None else [])
    assert len(reported) == 1 and "Lindqvist" in reported[0]
    if box is not None:
        box.close()


def test_follow_reacts_to_the_watcher_and_reports_a_vanished_file_once(day_window, qtbot, tmp_path):
    window, menu, folder, stages = day_window
    menu.stage_id = lambda: stages[0]
    target = tmp_path / "live" / "venue1.bws"
    target.parent.mkdir()
    lines: list[str] = []
    follow = menu.ask_follow(target, interval_ms=600_000)  # the timer never fires in this test
    follow.progress.connect(lines.append)
    assert "har försvunnit" in menu.progress_label.text()
    started = time.monotonic()
    shutil.copyfile(folder / "semifinal-venue1.bws", target)
    qtbot.waitUntil(lambda: "40 av 40 brickor" in menu.progress_label.text(), timeout=10_000)
    assert time.monotonic() - started < 5  # the watcher, not the ten-minute timer
    target.unlink()
    qtbot.waitUntil(lambda: "har försvunnit" in menu.progress_label.text(), timeout=10_000)
    follow.tick()
    follow.tick()
    assert sum("har försvunnit" in line for line in lines) == 1  # reported once
    target.mkdir()
    qtbot.waitUntil(lambda: "är nu en mapp" in menu.progress_label.text(), timeout=10_000)
    assert window.controller.session.undo_stack.count() == 1


def test_following_another_venues_file_is_refused_once_in_the_status_bar(day_window, qtbot, tmp_path):
    window, menu, folder, stages = day_window
    menu.stage_id = lambda: stages[1]  # semifinal 2 in view, venue 1's file followed
    target = tmp_path / "venue1.bws"
    shutil.copyfile(folder / "semifinal-venue1.bws", target)
    lines: list[str] = []
    follow = menu.ask_follow(target, interval_ms=50)
    follow.progress.connect(lines.append)
    qtbot.waitUntil(lambda: "Spelarna i filen" in menu.progress_label.text(), timeout=10_000)
    qtbot.wait(300)  # six more ticks of the timer: the same file is not refused again
    assert sum("Spelarna i filen" in line for line in lines) <= 1
    assert stage_progress(window.controller.session.tournament, stages[1]) is None
