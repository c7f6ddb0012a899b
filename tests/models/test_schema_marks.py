"""A file whose schema mark is missing or older than its tables: refused in words, never changed.

The mark is Alembic's ``alembic_version`` row. Without it (row or table gone) no migration can be
chosen; with a mark older than the tables the migration would fail half-way. Either way opening
the file — for writing, read-only or from the command line — says so and leaves it byte for byte.
"""

from __future__ import annotations

import sqlite3

import pytest

from tddesk.cli import main
from tddesk.models.backup import backup_folder
from tddesk.services.files import FileRefused, new_championship, open_championship

DAMAGE = {
    "no_row": ("DELETE FROM alembic_version", "no_schema_mark"),
    "no_table": ("DROP TABLE alembic_version", "no_schema_mark"),
    "older_mark": ("UPDATE alembic_version SET version_num = '0001'", "schema_mismatch"),
}


@pytest.fixture(params=sorted(DAMAGE))
def marked_file(request, tmp_path):
    path = tmp_path / "dm.tddesk"
    new_championship(path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17").close()
    statement, code = DAMAGE[request.param]
    connection = sqlite3.connect(path)
    connection.execute(statement)
    connection.commit()
    connection.close()
    return path, code


@pytest.mark.parametrize("read_only", [False, True])
def test_a_file_with_a_missing_or_stale_schema_mark_is_refused_and_never_changed(marked_file, read_only):
    path, code = marked_file
    before = path.read_bytes()
    with pytest.raises(FileRefused) as caught:
        open_championship(path, read_only=read_only)
    assert caught.value.code == code
    assert "has not been changed" in str(caught.value) or "har inte ändrats" in str(caught.value)
    assert "damaged" not in str(caught.value) and "skadad" not in str(caught.value)
    assert path.read_bytes() == before
    assert not backup_folder(path).exists()  # refused before any backup or migration
    assert not path.with_name(path.name + ".lock").exists()


def test_the_command_line_says_the_same_in_one_line(marked_file, capsys):
    path, _code = marked_file
    before = path.read_bytes()
    assert main(["--lang", "en", "standings", str(path), "--stage", "heat"]) == 2
    error = capsys.readouterr().err
    assert "has not been changed" in error and "Traceback" not in error
    assert path.read_bytes() == before
