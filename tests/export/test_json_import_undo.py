"""Undo of a JSON import: the import fills a new file in bulk and is recorded as "these rows were
put in by the import" (their rowid ranges), not as an image of every row; undoing it must still
give back the empty file, and redoing it the whole championship again, row for row."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from sqlalchemy import select

from built_files import copy_of
from tddesk.export.json_export import export_json
from tddesk.imports.json_import import import_json
from tddesk.models.tables import Audit
from tddesk.services.files import new_championship, open_championship

# The audit log grows with every undo and redo; the championship row's creation time is the file's own.
LEFT_OUT = ("audit", "alembic_version")


def file_content(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table (with its rowid) but the audit log, the championship row without its time."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        names = [
            name
            for (name,) in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
            if name not in LEFT_OUT
        ]
        content = {
            name: connection.execute(f'SELECT rowid, * FROM "{name}" ORDER BY rowid').fetchall() for name in names
        }
        content["championship"] = connection.execute(
            "SELECT name, season, district, profile_id, profile_overrides, semifinal_places FROM championship"
        ).fetchall()
        return content
    finally:
        connection.close()


def test_undo_of_an_import_gives_the_empty_file_and_redo_the_championship(second_document, tmp_path):
    undo_redo_undo(second_document, tmp_path)


def test_a_pairs_championship_is_taken_out_before_the_players_it_names_PP1(pairs_demo_path, tmp_path):
    """Its pairs go in through the session between the players (in bulk) and the place offers."""
    demo = copy_of(pairs_demo_path, tmp_path / "demo.tddesk")
    tournament = open_championship(demo, read_only=True)
    document = export_json(tournament)
    tournament.close()
    assert document["pairs_events"] and document["players"]
    undo_redo_undo(document, tmp_path)


def undo_redo_undo(document: dict, tmp_path: Path) -> None:
    second_document = document
    empty = tmp_path / "empty.tddesk"
    championship = second_document["championship"]
    new_championship(
        empty,
        name=championship["name"],
        season=championship["season"],
        district=championship["district"],
        profile_id=championship["profile"],
    ).close()
    path = tmp_path / "dm.tddesk"
    tournament = import_json(second_document, path)
    imported = export_json(tournament)
    with tournament.reading() as session:
        import_id = session.scalars(select(Audit.id).where(Audit.action == "import_json")).one()
        import_row = json.loads(session.get(Audit, import_id).changes)
    tournament.close()
    full = file_content(path)
    assert sum(len(rows) for rows in full.values()) > 40
    # The import is recorded by ranges, not row images: its audit row stays small.
    assert {row["op"] for row in import_row} <= {"bulk_insert", "update", "insert"}
    assert {row["table"] for row in import_row if row["op"] == "bulk_insert"} >= {"club", "player"}

    tournament = open_championship(path, backup=False)
    try:
        for _ in range(2):  # undo, redo, and once more: the second undo finds the rows where redo put them
            undone = tournament.undo(import_id)
            assert undone.areas  # the window refreshes what the import had filled
            assert file_content(path) == file_content(empty)
            tournament.redo(import_id)
            assert file_content(path) == full
        again = export_json(tournament)
        assert {key: again[key] for key in again if key != "audit"} == {
            key: imported[key] for key in imported if key != "audit"
        }
        assert again["audit"][: len(imported["audit"])] == imported["audit"]  # then the undo and redo rows
    finally:
        tournament.close()
