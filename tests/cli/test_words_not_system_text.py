"""Refusals are in the TD's words: never SQLite's ("UNIQUE constraint failed: …") nor Python's, and a
Swedish message never ends in the system's English ("No such file or directory")."""

from __future__ import annotations

import pytest

from builders import championship, heat
from tddesk.cli import main
from tddesk.models.tables import Club
from tddesk.services.errors import ServiceError

SYSTEM_TEXT = (
    "No such file",
    "Is a directory",
    "Permission denied",
    "constraint",
    "Errno",
    "invalid literal",
    "Traceback",
    "not a zip file",
    "NoneType",
)


@pytest.fixture
def heat_file(tmp_path):
    path = tmp_path / "dm.tddesk"
    tournament = championship(path)
    stage = heat(tournament)
    tournament.close()
    return path, stage


def test_a_change_the_file_contradicts_is_refused_without_sql_words(tmp_path):
    tournament = championship(tmp_path / "dm.tddesk")
    try:
        with tournament.action("add_club") as (session, _record):
            session.add(Club(id="c-ek", name="BK Ek", district="ÖMBF"))
        with pytest.raises(ServiceError) as refused, tournament.action("add_club") as (session, _record):
            session.add(Club(id="c-ek", name="BK Ek igen", district="ÖMBF"))
    finally:
        tournament.close()
    text = str(refused.value)
    assert "samma namn eller nummer" in text and "inget sparades" in text
    assert not any(word in text for word in ("UNIQUE", "constraint", "club.id", "INSERT"))


def test_swedish_refusals_of_missing_or_wrong_files_end_in_swedish(heat_file, tmp_path, capsys):
    path, stage = heat_file
    folder = tmp_path / "a-folder.xlsx"
    folder.mkdir()
    missing = tmp_path / "missing"
    for arguments in (
        ["import-deals", str(path), str(missing.with_suffix(".pbn")), "--stage", stage],
        ["import-deals", str(path), str(folder), "--stage", stage],
        ["import-members", str(path), str(missing.with_suffix(".csv"))],
        ["import-members", str(path), str(folder)],
        ["import-json", str(missing.with_suffix(".json")), str(tmp_path / "new.tddesk")],
        ["import-bws", str(path), str(missing.with_suffix(".bws")), "--stage", stage],
        ["standings", str(missing.with_suffix(".tddesk")), "--stage", stage],
        ["standings", str(folder), "--stage", stage],
        ["pairs-import-list", str(path), str(folder), "--heat", "h"],
        ["export-json", str(path), str(tmp_path / "no-folder" / "dm.json")],
    ):
        assert main(["--lang", "sv", *arguments]) == 2, arguments
        error = capsys.readouterr().err.strip()
        assert error and not any(word in error for word in SYSTEM_TEXT), (arguments, error)
