"""Creating, reopening and refusing tournament files; undo/redo through row images."""

import os
import sqlite3

import pytest
from sqlalchemy import select

from tddesk.models.tables import Championship, Club
from tddesk.services.files import FileRefused, new_championship, open_championship


def make(tmp_path, name="DM Lag ÖMBF 2016-17"):
    return new_championship(
        tmp_path / "dm.tddesk", name=name, season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )


def test_new_championship_copies_the_profile_and_reopens(tmp_path):
    tournament = make(tmp_path)
    assert tournament.profile.fees.entry_fee == 600
    tournament.close()
    reopened = open_championship(tmp_path / "dm.tddesk")
    with reopened.reading() as session:
        championship = session.scalars(select(Championship)).one()
    assert championship.name == "DM Lag ÖMBF 2016-17"
    assert "entry_fee = 600" in championship.profile_toml
    reopened.close()


def test_pragmas_rollback_journal_synchronous_full_foreign_keys(tmp_path):
    tournament = make(tmp_path)
    with tournament.reading() as session:
        connection = session.connection()
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "delete"
        assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    tournament.close()


def test_second_instance_is_refused_and_may_open_read_only(tmp_path):
    tournament = make(tmp_path)
    with pytest.raises(FileRefused) as caught:
        open_championship(tmp_path / "dm.tddesk")
    assert caught.value.code == "in_use"
    viewer = open_championship(tmp_path / "dm.tddesk", read_only=True)
    assert viewer.read_only
    with pytest.raises(Exception, match=r"read-only|skrivskydd"), viewer.action("add_club") as (session, _record):
        session.add(Club(id="c1", name="BK Ess", district="ÖMBF"))
    viewer.close()
    tournament.close()


def test_not_a_tournament_file_is_refused_and_untouched(tmp_path):
    other = tmp_path / "notes.tddesk"
    other.write_text("just some text")
    with pytest.raises(FileRefused) as caught:
        open_championship(other)
    assert caught.value.code == "not_tournament"
    assert other.read_text() == "just some text"
    plain = tmp_path / "plain.tddesk"
    sqlite3.connect(plain).execute("CREATE TABLE t (x)").connection.commit()
    before = plain.read_bytes()
    with pytest.raises(FileRefused) as caught:
        open_championship(plain)
    assert caught.value.code == "not_tournament"
    assert plain.read_bytes() == before


def test_corrupted_file_is_refused(tmp_path):
    tournament = make(tmp_path)
    tournament.close()
    path = tmp_path / "dm.tddesk"
    data = bytearray(path.read_bytes())
    data[4096:8192] = b"\xff" * 4096  # smash the second page
    path.write_bytes(bytes(data))
    with pytest.raises(FileRefused) as caught:
        open_championship(path)
    assert caught.value.code in {"corrupt", "not_tournament"}


def test_newer_version_is_refused_and_left_untouched(tmp_path):
    tournament = make(tmp_path)
    tournament.close()
    path = tmp_path / "dm.tddesk"
    connection = sqlite3.connect(path)
    connection.execute("UPDATE alembic_version SET version_num = '9999'")
    connection.commit()
    connection.close()
    before = path.read_bytes()
    with pytest.raises(FileRefused) as caught:
        open_championship(path)
    assert caught.value.code == "newer_version"
    assert "newer" in str(caught.value) or "nyare" in str(caught.value)
    assert path.read_bytes() == before


def test_folder_without_write_permission(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    target = folder / "dm.tddesk" if os.geteuid() != 0 else __import__("pathlib").Path("/proc/dm.tddesk")
    try:
        with pytest.raises(FileRefused) as caught:
            new_championship(target, name="X", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17")
        assert caught.value.code == "not_writable"
        assert not target.exists()
    finally:
        folder.chmod(0o700)


def test_undo_and_redo_restore_rows_exactly(tmp_path):
    tournament = make(tmp_path)
    with tournament.action("add_club", "c1") as (session, record):
        session.add(Club(id="c1", name="BK Ess", district="ÖMBF"))
    added = record.change
    with tournament.action("rename_club", "c1") as (session, record):
        session.get(Club, "c1").name = "BK Ess Linköping"
    renamed = record.change
    tournament.undo(renamed.audit_id)
    with tournament.reading() as session:
        assert session.get(Club, "c1").name == "BK Ess"
    tournament.undo(added.audit_id)
    with tournament.reading() as session:
        assert session.get(Club, "c1") is None
    tournament.redo(added.audit_id)
    tournament.redo(renamed.audit_id)
    with tournament.reading() as session:
        assert session.get(Club, "c1").name == "BK Ess Linköping"
    tournament.close()
