"""The `.tddesk` file alone is whole after every saved action, while the program holds it open.

A TD copies the file to a USB stick or mails it mid-evening, without any ``-wal`` or ``-shm``
beside it: the copy must open and hold the entry just saved. The file therefore runs with a
rollback journal (docs/architecture.md, "The tournament file").
"""

import datetime as dt
import shutil
import sqlite3

from builders import roster
from tddesk.services.files import open_championship
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule
from tddesk.services.teams import TeamForm, register_team


def copy_alone(tournament, folder):
    """The `.tddesk` file copied by itself, as a file manager copies it while the window is open."""
    folder.mkdir(exist_ok=True)
    copy = folder / tournament.path.name
    copy.unlink(missing_ok=True)
    shutil.copyfile(tournament.path, copy)
    return copy


def half_results(copy):
    connection = sqlite3.connect(f"{copy.resolve().as_uri()}?mode=ro", uri=True)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return {
            (match, half): (home, away)
            for match, half, home, away in connection.execute(
                "SELECT match_id, half, home_imps, away_imps FROM half_result"
            )
        }
    finally:
        connection.close()


def test_a_copy_of_the_file_alone_holds_every_saved_action(tournament, heat, tmp_path):
    make_schedule(tournament, heat, first_date=dt.date(2016, 10, 3))
    matches = round_entry(tournament, heat, 1).matches
    stick = tmp_path / "usb-stick"
    changes = []
    for number, match in enumerate(matches):
        changes.append(enter_half(tournament, match.id, 1, 20 + number, 10))
        copy = copy_alone(tournament, stick)
        assert half_results(copy)[(match.id, 1)] == (20 + number, 10)
        # no write-ahead log beside the file that a copy of the file alone would leave behind
        assert not tournament.path.with_name(tournament.path.name + "-wal").exists()
    tournament.undo(changes[-1].audit_id)
    assert (matches[-1].id, 1) not in half_results(copy_alone(tournament, stick))
    tournament.redo(changes[-1].audit_id)
    assert half_results(copy_alone(tournament, stick))[(matches[-1].id, 1)] == (20 + len(matches) - 1, 10)


def test_the_copy_opens_in_the_program_with_the_new_team(tournament, heat, tmp_path):
    register_team(tournament, TeamForm("Lag Sent", roster(200000)), heat)
    copy = copy_alone(tournament, tmp_path / "mailed")
    opened = open_championship(copy, read_only=True)
    try:
        with opened.reading() as session:
            names = {name for (name,) in session.connection().exec_driver_sql("SELECT name FROM team")}
        assert "Lag Sent" in names
    finally:
        opened.close()
