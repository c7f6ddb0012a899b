"""The semifinal demo day in the real window: Verktyg → Demo: semifinaldag… builds and opens it,
Bridgemate → Spela upp demodagen plays it at full speed into the venues' files, and the window
follows the files through the real import until every venue's results are in — the arbitral score
typed at a table stored as an artificial adjusted score (Law 12C2), IMPs across the field equal to a
recomputation from the files read with mdbtools, the late table entered in the central-day table for
the slow-play ruling (P2), the fouled board (Law 77) and the player of another team (T4) flagged, and
the venue screen and the automatically published site following to the final standings (H8)."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import select

from field_files import field_from_files
from jet_oracles import mdbtools_rows, needs_mdbtools
from tddesk.models.tables import BoardResult, Match
from tddesk.services.central_day_times import day_timetable
from tddesk.services.day_checks import keyed_lineups, suspicious_results, venue_rows
from tddesk.services.field import field_results
from tddesk.services.standings import standings_json

STAGES = ("semifinal-1", "semifinal-2")


@needs_mdbtools
def test_the_demo_day_plays_live_in_the_window_P2_T4_Law77_Law12C2_H8(main_window, qtbot, tmp_path):
    controller = main_window.controller
    assert controller.demo_day.ask_build(tmp_path / "dag.tddesk") is not None
    assert controller.session is not None
    site = tmp_path / "webb"
    results = controller.results
    dialog = results.open_publish_dialog()
    dialog.folder_edit.setText(str(site))
    with qtbot.waitSignal(results.published, timeout=60_000):
        dialog.automatic.setChecked(True)  # the site follows every change from now on
    dialog.reject()
    screen = results.open_venue_screen("semifinal-2", full_screen=False)
    assert screen is not None
    assert {row[2].text for row in screen.pages[0].rows} == {"0"}  # nothing played yet
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
    # The arbitral score the second venue's TD typed at a table: +3 and −3 IMPs, in no comparison.
    typed = [row for row in mdbtools_rows(player.venues[1].path, "ReceivedData") if row["Remarks"] == "60%-40%"]
    assert len(typed) == 1 and not typed[0]["Contract"]
    board_number = int(typed[0]["Board"])
    adjusted = [
        (e.stage_id, b.board, e.ns_score, e.adjusted, e.ns, e.ew) for b in view.boards for e in b.entries if e.adjusted
    ]
    assert adjusted == [("semifinal-2", board_number, None, "60/40", Decimal(3), Decimal(-3))]
    with tournament.reading() as db:
        stored = db.scalars(
            select(BoardResult)
            .join(Match)
            .where(
                Match.stage_id == "semifinal-2", BoardResult.board == board_number, BoardResult.ns_percent.is_not(None)
            )
        ).all()
        assert [(r.contract, r.ns_percent, r.ew_percent, r.source, r.bws_row_id) for r in stored] == [
            (None, 60, 40, "bws", int(typed[0]["ID"]))
        ]
    late = [row for row in day_timetable(tournament, "semifinal-1").table_times if row.overrun]
    assert [(row.half, row.table, row.overrun) for row in late] == [(2, 2, 9)]
    assert day_timetable(tournament, "semifinal-1").late_unruled(late[0])  # the ruling is the TD's
    rows = {venue.stage_id: venue_rows(venue.path) for venue in player.venues}
    assert [(f.stage_id, f.board) for f in suspicious_results(tournament, rows) if f.kind == "fouled"] == [
        ("semifinal-2", 21)
    ]
    assert "T4" in {f.rule for f in keyed_lineups(tournament, "semifinal-1", rows["semifinal-1"])}
    final = {stage: standings_json(tournament, stage)["rows"] for stage in STAGES}

    def site_shows(stage: str) -> bool:
        page = (site / stage / "index.html").read_text(encoding="utf-8")
        return all(row["name"] in page and _vp(row) in page for row in final[stage])

    qtbot.waitUntil(lambda: not results.publisher.busy() and all(site_shows(stage) for stage in STAGES), timeout=60_000)
    # The venue screen, opened before the play and never refreshed by hand, shows the final standings.
    shown = {row[1].text: (row[2].text, row[4].text) for row in screen.pages[0].rows}
    assert shown == {row["name"]: ("3", _vp(row)) for row in final["semifinal-2"]}
    # On a 1280×800 projector every page fits: no name cut, the VP column and the clock on the screen.
    screen.resize(1280, 800)
    for _page in screen.pages:
        qtbot.wait(50)
        for label in [*screen.cells, screen.clock]:
            right = label.mapTo(screen, label.rect().topRight()).x()
            assert right <= 1280 and label.width() >= label.sizeHint().width(), (screen.subtitle.text(), label.text())
        screen.next_page()
    assert controller.demo_day.play_action.text() == "Spela upp &demodagen"  # played to the end


def _vp(row: dict) -> str:
    return f"{Decimal(row['vp']):.2f}".replace(".", ",")
