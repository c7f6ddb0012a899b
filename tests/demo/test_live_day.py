"""The demo day played into the venues' files as BCS would, read only through the real import:
every venue's results imported, IMPs across the field equal to a recomputation from the files read
with mdbtools, and the late table, the fouled board and the player of another team flagged by the
checks of the day (P2, Law 77, T4)."""

from __future__ import annotations

import pytest

from field_files import field_from_files
from jet_oracles import needs_mdbtools
from tddesk.cli import main
from tddesk.demo.live_day import first_and_last, plan_day, play_live, write_until
from tddesk.demo.semifinal_day import build_demo_day
from tddesk.services.bws_import import import_bws
from tddesk.services.day_checks import keyed_lineups, slow_play, suspicious_results, venue_rows
from tddesk.services.field import field_results


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    day = build_demo_day(tmp_path_factory.mktemp("dag") / "dag.tddesk")
    venues = plan_day(day.tournament, day.files, day.tournament.profile.dates.semifinal_day)
    play_live(venues, speed=0)
    yield day
    day.tournament.close()


@needs_mdbtools
def test_every_venue_is_imported_and_the_field_is_what_the_files_say(played):
    tournament, files = played.tournament, played.files
    for stage, path in files.items():
        report = import_bws(tournament, stage, path)
        assert report.boards_written == 240
    view = field_results(tournament, list(files), "field")
    ours = {
        (entry.stage_id, entry.room, entry.match_id, board.board): entry.ns
        for board in view.boards
        for entry in board.entries
    }
    expected = field_from_files(tournament, files)
    assert len(expected) == 2 * 240
    assert ours == expected


@needs_mdbtools
def test_the_checks_of_the_day_flag_the_late_table_the_fouled_board_and_the_stranger_P2_T4_Law77(played):
    tournament, files = played.tournament, played.files
    rows = {stage: venue_rows(path) for stage, path in files.items()}
    late = [f for stage in files for f in slow_play(tournament, stage, rows[stage])]
    assert [(f.rule, f.stage_id, f.table, f.minutes) for f in late] == [("P2", "semifinal-1", 2, 9)]
    fouled = [f for f in suspicious_results(tournament, rows) if f.kind == "fouled"]
    assert [(f.stage_id, f.board) for f in fouled] == [("semifinal-2", 21)]
    keyed = [f for stage in files for f in keyed_lineups(tournament, stage, rows[stage])]
    assert {f.rule for f in keyed} == {"T4", "T2"} and len({f.mid for f in keyed}) == 1


def test_the_play_stops_and_resumes_where_the_files_stand(tmp_path):
    day = build_demo_day(tmp_path / "dag.tddesk", venues=2)
    try:
        venues = plan_day(day.tournament, day.files, day.tournament.profile.dates.semifinal_day)
        first, last = first_and_last(venues)
        halfway = first + (last - first) / 2
        assert write_until(venues, halfway) > 0
        again = plan_day(day.tournament, day.files, day.tournament.profile.dates.semifinal_day)
        ticks = []
        clock = play_live(again, speed=600, stopped=lambda: len(ticks) >= 3, sleep=ticks.append)
        assert halfway < clock < last and ticks == [1.0, 1.0, 1.0]
    finally:
        day.tournament.close()


def test_the_command_builds_and_plays_the_day_at_once(tmp_path, capsys):
    path = tmp_path / "dag.tddesk"
    assert main(["demo-day", str(path), "--venues", "2", "--play", "--speed", "0"]) == 0
    assert "Dagen är spelad till" in capsys.readouterr().out
