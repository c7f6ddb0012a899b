"""File → Save a copy…: a complete, consistent `.tddesk` file elsewhere while the program holds the
file open; whole or not at all; never over the open file, a link's target only, never a device."""

import datetime as dt
import os
import sqlite3

import pytest

from tddesk.services.copies import save_copy
from tddesk.services.errors import ServiceError
from tddesk.services.files import open_championship
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule


@pytest.fixture
def entered(tournament, heat):
    make_schedule(tournament, heat, first_date=dt.date(2016, 10, 3))
    match = round_entry(tournament, heat, 1).matches[0]
    enter_half(tournament, match.id, 1, 31, 18)
    return match.id


def test_the_copy_opens_alone_and_holds_the_evening(tournament, entered, tmp_path):
    stick = tmp_path / "stick"
    stick.mkdir()
    written = save_copy(tournament.path, stick / "dm.tddesk")
    assert written == stick / "dm.tddesk"
    assert sorted(path.name for path in stick.iterdir()) == ["dm.tddesk"]  # no -wal, -journal or .part
    copy = open_championship(written, read_only=True)
    try:
        with copy.reading() as session:
            held = (
                session.connection()
                .exec_driver_sql("SELECT home_imps, away_imps FROM half_result WHERE match_id = ?", (entered,))
                .one()
            )
        assert tuple(held) == (31, 18)
    finally:
        copy.close()
    enter_half(tournament, entered, 1, 32, 18)  # the open file goes on working after the copy


def test_a_copy_replaces_an_older_copy_whole(tournament, entered, tmp_path):
    target = tmp_path / "copy.tddesk"
    target.write_bytes(b"an older copy")
    save_copy(tournament.path, target)
    connection = sqlite3.connect(target)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert connection.execute("SELECT count(*) FROM half_result").fetchone()[0] == 1
    finally:
        connection.close()


def test_the_open_file_itself_is_refused(tournament, entered):
    before = tournament.path.read_bytes()
    with pytest.raises(ServiceError, match=r"open file itself|öppna filen"):
        save_copy(tournament.path, tournament.path)
    assert tournament.path.read_bytes() == before


def test_a_link_keeps_pointing_at_the_copy_and_a_device_is_refused(tournament, entered, tmp_path):
    real = tmp_path / "stick" / "real.tddesk"
    real.parent.mkdir()
    link = tmp_path / "link.tddesk"
    os.symlink(real, link)
    save_copy(tournament.path, link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.is_file() and sqlite3.connect(real).execute("SELECT count(*) FROM half_result").fetchone() == (1,)
    with pytest.raises(ServiceError, match=r"not a regular file|ingen vanlig fil"):
        save_copy(tournament.path, "/dev/null")
    assert os.path.exists("/dev/null") and not os.path.isfile("/dev/null")


def test_a_missing_folder_is_told(tournament, tmp_path):
    with pytest.raises(ServiceError, match=r"does not exist|finns inte"):
        save_copy(tournament.path, tmp_path / "no such folder" / "dm.tddesk")
