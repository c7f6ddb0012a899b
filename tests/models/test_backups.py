"""Rotating automatic backups: on open, every BACKUP_EVERY_ACTIONS actions, at most KEEP_BACKUPS kept."""

import sqlite3

from tddesk.models import backup
from tddesk.models.tables import Club
from tddesk.services import tournament as tournament_module
from tddesk.services.files import new_championship, open_championship


def test_backups_on_open_and_every_n_actions_rotate(tmp_path, monkeypatch):
    path = tmp_path / "dm.tddesk"
    new_championship(path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17").close()
    monkeypatch.setattr(tournament_module, "BACKUP_EVERY_ACTIONS", 3)
    monkeypatch.setattr(backup, "KEEP_BACKUPS", 4)
    opened = open_championship(path)
    folder = backup.backup_folder(path)
    assert len(list(folder.glob("*-open.tddesk"))) == 1
    for number in range(15):
        with opened.action("add_club") as (session, _record):
            session.add(Club(id=f"c{number}", name=f"BK {number}", district="ÖMBF"))
    opened.close()
    copies = sorted(folder.glob("*.tddesk"))
    assert len(copies) == 4  # 1 on open + 5 automatic, the oldest two rotated out
    newest = sqlite3.connect(copies[-1])
    assert newest.execute("SELECT count(*) FROM club").fetchone()[0] == 15
    newest.close()


def _stamped(folder, stem, day: str, number: int):
    copy = folder / f"{stem}-{day}-1200{number:02d}-000000-auto.tddesk"
    copy.write_bytes(b"copy")
    return copy


def test_backups_keep_the_last_ten_and_one_per_day(tmp_path):
    path = tmp_path / "dm.tddesk"
    new_championship(path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17").close()
    folder = backup.backup_folder(path)
    folder.mkdir()
    old_days = [_stamped(folder, "dm", f"201610{day:02d}", number) for day in (3, 10, 17) for number in range(3)]
    leftover = folder / ".dm-20161017-120000-000000-auto.tddesk.1a2b3c4d.part"
    leftover.write_bytes(b"")  # a backup killed before its rename
    for _ in range(12):
        backup.backup_copy(path)
    kept = sorted(folder.glob("*.tddesk"))
    assert len(kept) == 10 + 3  # today's newest ten, and the newest of each older day
    assert [copy for copy in old_days if copy in kept] == [old_days[2], old_days[5], old_days[8]]
    assert not leftover.exists()
    assert all(copy.stat().st_size > 0 for copy in kept)


def test_no_backup_when_the_disk_lacks_room(tmp_path, monkeypatch):
    path = tmp_path / "dm.tddesk"
    new_championship(path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17").close()
    monkeypatch.setattr(backup, "SPARE_BYTES", 2**62)  # more than any disk has free
    assert backup.backup_copy(path) is None
    assert list(backup.backup_folder(path).iterdir()) == []


def test_the_windows_opening_copy_is_taken_before_its_first_change(tmp_path):
    path = tmp_path / "dm.tddesk"
    new_championship(path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17").close()
    opened = open_championship(path, backup_before_first_change=True)
    folder = backup.backup_folder(path)
    assert list(folder.glob("*-open.tddesk")) == []  # not yet: the window paints first
    with opened.action("add_club") as (session, _record):
        session.add(Club(id="c1", name="BK Linköping", district="ÖMBF"))
    opened.close()
    copies = list(folder.glob("*-open.tddesk"))
    assert len(copies) == 1
    kept = sqlite3.connect(copies[0])
    assert kept.execute("SELECT count(*) FROM club").fetchone()[0] == 0  # the file as it was opened
    kept.close()
