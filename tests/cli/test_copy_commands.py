"""`tddesk save-copy`: File → Save a copy… from the command line, beside a window holding the file."""

from __future__ import annotations

import sqlite3

from tddesk.cli import main
from tddesk.models.tables import Club
from tddesk.services.files import new_championship


def test_save_copy_while_the_file_is_open_elsewhere(tmp_path, capsys):
    path = tmp_path / "dm.tddesk"
    holder = new_championship(path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17")
    try:
        with holder.action("add_club") as (session, _record):
            session.add(Club(id="c1", name="BK Ess", district="ÖMBF"))
        assert main(["--lang", "en", "save-copy", str(path), str(tmp_path / "copy.tddesk")]) == 0
    finally:
        holder.close()
    assert "copy.tddesk" in capsys.readouterr().out
    copy = sqlite3.connect(tmp_path / "copy.tddesk")
    assert copy.execute("SELECT name FROM club").fetchall() == [("BK Ess",)]
    copy.close()


def test_save_copy_refuses_a_file_that_is_no_tournament_file(tmp_path, capsys):
    other = tmp_path / "notes.tddesk"
    other.write_text("not a tournament")
    assert main(["--lang", "en", "save-copy", str(other), str(tmp_path / "copy.tddesk")]) == 2
    error = capsys.readouterr().err
    assert "not a tddesk tournament file" in error and "Traceback" not in error
    assert not (tmp_path / "copy.tddesk").exists()
