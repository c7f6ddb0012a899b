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
