"""A save cut off half-way (the program killed, a crash, a power cut mid-commit) leaves the file
and a hot -journal beside it. The file must open again, in its last saved state: for writing and
read-only alike (the check before every open is read-only, and SQLite cannot roll back there)."""

import sqlite3
import subprocess
import sys
import textwrap

from reports.printing import add_stage, new_file
from tddesk.services.files import open_championship

KILLED_MID_SAVE = textwrap.dedent("""
    import os, signal, sqlite3, sys
    connection = sqlite3.connect(sys.argv[1], isolation_level=None)
    connection.execute("PRAGMA cache_size=1")  # the change spills into the file before the commit
    connection.execute("BEGIN")
    connection.execute("UPDATE player SET name = name || ' (half saved)'")
    connection.execute("UPDATE audit SET after = coalesce(after, '') || hex(randomblob(4000))")
    os.kill(os.getpid(), signal.SIGKILL)
""")


def saved_state(path):
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return connection.execute("SELECT mid, name FROM player ORDER BY mid").fetchall()
    finally:
        connection.close()


def kill_mid_save(path):
    killed = subprocess.run([sys.executable, "-c", KILLED_MID_SAVE, str(path)], check=False)
    assert killed.returncode == -9
    assert path.with_name(path.name + "-journal").stat().st_size > 0  # the hot journal is there


def test_the_file_opens_in_its_last_saved_state_after_a_kill_mid_save(tmp_path):
    path = tmp_path / "dm.tddesk"
    tournament = new_file(path)
    add_stage(tournament, "Kvalheat", 6, 16)
    tournament.close()
    before = saved_state(path)
    kill_mid_save(path)
    viewer = open_championship(path, read_only=True)  # e.g. a second window, or `tddesk print`
    try:
        with viewer.reading() as session:
            connection = session.connection()
            assert connection.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
            names = [name for (name,) in connection.exec_driver_sql("SELECT name FROM player ORDER BY mid")]
        assert names == [name for _mid, name in before]
    finally:
        viewer.close()
    kill_mid_save(path)
    reopened = open_championship(path)
    reopened.close()
    assert saved_state(path) == before
    assert not path.with_name(path.name + "-journal").exists()
