"""The semifinal demo day in the real window: Verktyg → Demo: semifinaldag… builds and opens it,
Bridgemate → Spela upp demodagen plays it at full speed into the venues' files, and the window
follows the files through the real import until every venue's results are in — IMPs across the field
equal to a recomputation from the files read with mdbtools, the late table entered in the
central-day table for the slow-play ruling (P2), the fouled board (Law 77) and the player of another
team (T4) flagged, and the published site showing the final standings (H8)."""

from __future__ import annotations

from decimal import Decimal

from field_files import field_from_files
from jet_oracles import needs_mdbtools
from tddesk.publish.render import publish
from tddesk.services.central_day_times import day_timetable
from tddesk.services.day_checks import keyed_lineups, suspicious_results, venue_rows
from tddesk.services.field import field_results
from tddesk.services.standings import standings_json

STAGES = ("semifinal-1", "semifinal-2")


@needs_mdbtools
def test_the_demo_day_plays_live_in_the_window_P2_T4_Law77_H8(main_window, qtbot, tmp_path):
    controller = main_window.controller
    assert controller.demo_day.ask_build(tmp_path / "dag.tddesk") is not None
    assert controller.session is not None
    controller.bridgemate.menu.aboutToShow.emit()
    assert controller.demo_day.play_action.isEnabled()
    assert controller.demo_day.play_action.text() == "Spela upp &demodagen"
    player = controller.demo_day.toggle_play(speed=0, follow_ms=100)
    tournament = controller.session.tournament

    def imported() -> int:
        return sum(len(board.entries) for board in field_results(tournament, list(STAGES), "field").boards)

    qtbot.waitUntil(lambda: player.done and imported() == 480, timeout=120_000)
    qtbot.wait(300)  # the follows' last tick finds nothing new
    view = field_results(tournament, list(STAGES), "field")
    ours = {(e.stage_id, e.room, e.match_id, board.board): e.ns for board in view.boards for e in board.entries}
    assert ours == field_from_files(tournament, {stage: player.venues[i].path for i, stage in enumerate(STAGES)})
    late = [row for row in day_timetable(tournament, "semifinal-1").table_times if row.overrun]
    assert [(row.half, row.table, row.overrun) for row in late] == [(2, 2, 9)]
    assert day_timetable(tournament, "semifinal-1").late_unruled(late[0])  # the ruling is the TD's
    rows = {venue.stage_id: venue_rows(venue.path) for venue in player.venues}
    assert [(f.stage_id, f.board) for f in suspicious_results(tournament, rows) if f.kind == "fouled"] == [
        ("semifinal-2", 21)
    ]
    assert "T4" in {f.rule for f in keyed_lineups(tournament, "semifinal-1", rows["semifinal-1"])}
    site = tmp_path / "webb"
    publish(tournament, site)
    page = (site / "semifinal-1" / "index.html").read_text(encoding="utf-8")
    for row in standings_json(tournament, "semifinal-1")["rows"]:
        assert row["name"] in page
        assert f"{Decimal(row['vp']):.2f}".replace(".", ",") in page
    assert controller.demo_day.play_action.text() == "Spela upp &demodagen"  # played to the end
