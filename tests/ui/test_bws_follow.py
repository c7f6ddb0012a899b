"""Bridgemate → Follow file: a helper process writes the .bws as BCS does, and the standings
change with no click (first a copy caught mid-write, which is retried, then the whole file)."""

import subprocess
import sys
import textwrap

import pytest
from PySide6.QtGui import QUndoStack

from bws_day import bws_folder, register_day
from tddesk.services.files import new_championship
from tddesk.ui.bws_follow import BwsFollow
from tddesk.ui.session import UiSession
from tddesk.ui.views.standings_view import StandingsView

# Writes the first part of the file, waits as BCS does between writes (here: until told to go on,
# once the follower has caught the file half-written, rather than for a pause that a busy machine
# may outlast or cut short), then the rest.
WRITER = textwrap.dedent("""
    import sys
    source, target = sys.argv[1], sys.argv[2]
    data = open(source, "rb").read()
    with open(target, "wb") as handle:
        handle.write(data[: len(data) // 3])
        handle.flush()
        sys.stdin.readline()
        handle.write(data[len(data) // 3:])
""")


@pytest.fixture
def day(tmp_path, shared_dir):
    folder = bws_folder(shared_dir)
    if not (folder / "semifinal-venue1.bws").exists():
        pytest.skip("reference data not present")
    tournament = new_championship(
        tmp_path / "day.tddesk", name="DM Lag", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17"
    )
    team_ids, stages = register_day(tournament, folder)
    yield tournament, folder, team_ids, stages
    tournament.close()


def test_following_a_file_that_a_helper_process_writes_updates_the_standings_without_a_click(qtbot, tmp_path, day):
    tournament, folder, team_ids, stages = day
    session = UiSession(tournament, QUndoStack())
    standings = StandingsView(session, stages[0])
    qtbot.addWidget(standings)
    standings.show()
    assert {row.vp for row in standings.model.standings.rows} == {0}
    target = tmp_path / "live.bws"
    follow = BwsFollow(session, stages[0], target, interval_ms=100)
    lines = []
    follow.progress.connect(lines.append)
    follow.start()
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(folder / "semifinal-venue1.bws"), str(target)], stdin=subprocess.PIPE
    )
    try:
        qtbot.waitUntil(lambda: any("skrivs förmodligen" in line for line in lines), timeout=30_000)
        assert {row.vp for row in standings.model.standings.rows} == {0}  # nothing taken from the half file
        writer.stdin.close()  # the writer goes on: the rest of the file
        qtbot.waitUntil(lambda: standings.model.standings.row(team_ids[3]).vp > 0, timeout=30_000)
    finally:
        writer.stdin.close()
        writer.wait(timeout=30)
        follow.stop()
    vp = {row.team: str(row.vp) for row in standings.model.standings.rows}
    assert vp == {team_ids[1]: "29.85", team_ids[2]: "22.05", team_ids[3]: "39.34", team_ids[4]: "28.76"}
    assert lines[-1] == "Rond 3, halvlek 2: 40 av 40 brickor"
    assert any("skrivs förmodligen" in line for line in lines[:-1])  # the copy caught mid-write was retried
    assert session.undo_stack.count() == 1  # the import is one undoable step
    session.undo_stack.undo()
    assert {row.vp for row in standings.model.standings.rows} == {0}


def test_imps_across_the_field_follow_the_imports_live(qtbot, day):
    from tddesk.services.bws_import import import_bws
    from tddesk.services.field import stage_group
    from tddesk.ui.dialogs.boards.field_dialog import FieldDialog

    tournament, folder, _team_ids, stages = day
    session = UiSession(tournament, QUndoStack())
    assert stage_group(tournament, stages[0]) == tuple(stages)
    dialog = FieldDialog(session, list(stages))
    qtbot.addWidget(dialog)
    dialog.show()
    pairs = dialog.pairs.model()
    assert pairs.rowCount() == 0
    for stage, venue in zip(stages, ("venue1", "venue2")):
        report = import_bws(tournament, stage, folder / f"semifinal-{venue}.bws")
        session.record("import", report.change)
    rows = {
        (pairs.index(row, 0).data(), pairs.index(row, 1).data()): pairs.index(row, 3).data()
        for row in range(pairs.rowCount())
    }
    assert rows[("Lindqvist", "NS")] == "−33,29"
    assert dialog.players.model().rowCount() > 32
