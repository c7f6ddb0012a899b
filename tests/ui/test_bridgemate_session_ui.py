"""Bridgemate → Skapa Bridgemate-fil…: the session file of the semifinal in view, from the real window."""

from __future__ import annotations

from jet_oracles import mdbtools_rows, needs_mdbtools


@needs_mdbtools
def test_the_semifinal_in_view_is_written_as_a_session_file(demo_window, tmp_path):
    controller = demo_window.controller
    controller.select(("standings", "semifinal-1"))
    menu = controller.bridgemate
    menu.menu.aboutToShow.emit()
    assert menu.create_action.isEnabled()
    assert menu.create_action.text() == "Skapa &Bridgemate-fil…"
    out = menu.ask_create(tmp_path / "sf1.bws")
    assert out is not None and len(mdbtools_rows(out, "RoundData")) == 24
    assert menu.progress_label.text() == "sf1.bws: sektion A, 4 bord, Bridgemate-ronder 1-6."


def test_without_a_stage_in_view_there_is_nothing_to_write(demo_window):
    controller = demo_window.controller
    controller.select(("teams",))
    controller.bridgemate.menu.aboutToShow.emit()
    assert not controller.bridgemate.create_action.isEnabled()


@needs_mdbtools
def test_the_checks_of_the_day_find_the_late_table_and_enter_it_for_the_ruling_P2(demo_window, tmp_path):
    import datetime as dt

    from tddesk.demo.bcs_play import play_rounds, received_rows, send_to_file
    from tddesk.services.bws_session import write_team_session
    from tddesk.services.central_day_times import day_timetable

    controller = demo_window.controller
    tournament = controller.session.tournament
    path = tmp_path / "sf1.bws"
    session = write_team_session(tournament, "semifinal-1", path)
    round_data = [
        {k: int(v) for k, v in row.items() if k != "CustomBoards"} for row in mdbtools_rows(path, "RoundData")
    ]
    received = received_rows(play_rounds({"RoundData": round_data}, dt.date(2017, 1, 21), {1: dt.time(9, 40)}))
    last = max((row for row in received if row["Table"] == 3), key=lambda row: row["ID"])
    last["TimeLog"] = dt.datetime(1899, 12, 30, 11, 20, 40)  # 5 min 40 s after 11.15: 6 started minutes
    send_to_file(path, session.rows, ReceivedData=received)
    controller.select(("standings", "semifinal-1"))
    dialog = controller.bridgemate.open_checks(path)
    assert dialog.findings_list.count() == 1
    assert dialog.findings_list.item(0).text().startswith("P2: Bord 3 (öppet rum), rond 1 halvlek 1")
    assert dialog.record_button.isEnabled()
    before = demo_window.undo_stack.count()
    dialog.record_button.click()
    assert demo_window.undo_stack.count() == before + 1
    view = day_timetable(tournament, "semifinal-1")
    late = [row for row in view.table_times if row.overrun == 6]
    assert len(late) == 1 and (late[0].half, late[0].table, late[0].ended) == (1, 1, "11:21")
    assert not dialog.record_button.isEnabled()  # entered: the list refreshed itself
