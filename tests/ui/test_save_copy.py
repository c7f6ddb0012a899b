"""File → Save a copy… in the window: a complete `.tddesk` elsewhere while the window keeps the file
open and working; a device in the way is refused in words."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from builders import roster
from tddesk.services.files import new_championship
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.app import create_main_window


@pytest.fixture
def window(qtbot):
    created = create_main_window()
    qtbot.addWidget(created)
    created.show()
    qtbot.waitUntil(created.isVisible)
    return created


def championship(path: Path) -> Path:
    tournament = new_championship(
        path, name="DM Lag ÖMBF 2016-17", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    stage_id = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    for number, name in enumerate(("Ek", "Holm")):
        register_team(tournament, TeamForm(name, roster(100000 + 10 * number)), stage_id)
    tournament.close()
    return path


def team_names(path: Path) -> set[str]:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return {name for (name,) in connection.execute("SELECT name FROM team")}
    finally:
        connection.close()


def test_save_a_copy_from_the_file_menu(window, tmp_path, monkeypatch):
    save_copy = window.controller.save_copy
    assert not save_copy.action.isEnabled()  # no file open
    assert save_copy.action in window.menus.file.actions()
    path = championship(tmp_path / "dm.tddesk")
    window.request_open(path)
    assert save_copy.action.isEnabled()
    stick = tmp_path / "stick"
    stick.mkdir()
    asked = []
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *args: (asked.append(args[2]), (str(stick / "dm-kväll"), ""))[1]),
    )
    # an action saved in the window just before the copy
    register_team(window.controller.session.tournament, TeamForm("Sund", roster(100100)))
    save_copy.action.trigger()
    copy = stick / "dm-kväll.tddesk"
    assert asked and asked[0].endswith("(kopia).tddesk")
    assert sorted(path.name for path in stick.iterdir()) == [copy.name]
    assert team_names(copy) == {"Ek", "Holm", "Sund"}
    assert str(copy) in window.statusBar().currentMessage()
    assert window.controller.session.tournament.path == path  # the window still works on the file


def test_a_device_is_refused_in_the_message_box(window, tmp_path, monkeypatch):
    window.request_open(championship(tmp_path / "dm.tddesk"))
    link = tmp_path / "null.tddesk"
    os.symlink("/dev/null", link)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(link), "")))
    assert window.controller.save_copy.ask_and_save() is None
    box = window.controller.message_box
    assert box is not None and "/dev/null" in box.text() and "ingen vanlig fil" in box.text()
    assert Path("/dev/null").is_char_device() and link.is_symlink()
