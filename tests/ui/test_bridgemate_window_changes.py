"""The Bridgemate session file from the real window (docs/bws.md): a round and half of a team stage or
a pairs heat's session in the movement the TD chooses; changes during play (a round re-seated after
a swapped match, a corrected Bridgemate result sent back to the table, a file BCS holds refused);
the far-from-par check of the day off the UI thread with Cancel."""

from __future__ import annotations

import datetime as dt
import re
import shutil
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QProgressDialog, QPushButton

from tddesk.demo.bcs_play import play_rounds, received_rows, send_to_file
from tddesk.demo.pairs_session import deal_boards
from tddesk.formats.bws.rewrite import read_tables
from tddesk.formats.deal_files import DealFile
from tddesk.services.bws_session import team_session
from tddesk.services.day_checks import slow_play
from tddesk.services.deals import import_deals
from tddesk.services.schedule import schedule_view, swap_home_away

STAGE = "semifinal-1"
DAY = dt.date(2017, 1, 21)


def _round_data(path) -> dict[tuple[int, int], tuple[int, int]]:
    return {
        (int(r["Table"]), int(r["Round"])): (int(r["NSPair"]), int(r["EWPair"])) for r in read_tables(path)["RoundData"]
    }


def _create_dialog(controller):
    menu = controller.bridgemate
    menu.menu.aboutToShow.emit()
    assert menu.create_action.isEnabled()
    dialog = menu.ask_create()
    assert dialog.objectName() == "createBwsDialog" and dialog.isVisible()
    return dialog


def test_the_td_writes_one_round_and_half_of_the_semifinal(demo_window, tmp_path):
    controller = demo_window.controller
    controller.select(("standings", STAGE))
    dialog = _create_dialog(controller)
    assert dialog.round_box.itemText(0) == "Alla ronder" and dialog.half_box.itemText(0) == "Båda halvlekarna"
    dialog.round_box.setCurrentIndex(dialog.round_box.findData(2))
    dialog.half_box.setCurrentIndex(dialog.half_box.findData(1))
    dialog.path_edit.setText(str(tmp_path / "saknas" / "sf1.bws"))  # a folder that does not exist
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.isVisible() and "sf1.bws" in dialog.message.text()  # refused in words, nothing written
    out = tmp_path / "sf1-r2h1.bws"
    dialog.path_edit.setText(str(out))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not dialog.isVisible()
    seated = _round_data(out)
    assert {bm_round for _table, bm_round in seated} == {3}  # round 2, half 1: the day's third Bridgemate round
    assert sorted(table for table, _round in seated) == [1, 2, 3, 4]
    assert controller.bridgemate.progress_label.text() == "sf1-r2h1.bws: sektion A, 4 bord, Bridgemate-ronder 3-3."


@pytest.fixture
def pairs_window(main_window, pairs_demo_path, tmp_path):
    copy = tmp_path / "dm-par.tddesk"
    shutil.copyfile(pairs_demo_path, copy)
    main_window.controller.open_file(copy)
    return main_window


def test_a_pairs_heat_session_is_written_as_a_three_quarter_howell(pairs_window, tmp_path):
    controller = pairs_window.controller
    controller.select(("pairs_heat", "dm-par-mixed-kval-motala"))
    dialog = _create_dialog(controller)
    assert dialog.movement_box.currentText() == "Barometer"  # the session's own movement
    assert dialog.movement_note.isHidden()
    dialog.movement_box.setCurrentIndex(3)
    assert dialog.movement_box.currentText() == "3/4-Howell"
    assert not dialog.movement_note.isHidden() and "(Barometer)" in dialog.movement_note.text()
    dialog.boards_spin.setValue(3)
    out = tmp_path / "motala.bws"
    dialog.path_edit.setText(str(out))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not dialog.isVisible(), dialog.message.text()
    rows = read_tables(out)["RoundData"]
    rounds: dict[int, list] = {}
    for row in rows:
        rounds.setdefault(int(row["Round"]), []).append(row)
    assert len(rounds) == 13 and all(len(tables) == 9 for tables in rounds.values())  # 18 pairs, ⌊(3·17+2)/4⌋
    met = [frozenset((int(r["NSPair"]), int(r["EWPair"]))) for r in rows]
    assert len(met) == len(set(met))  # no two pairs meet twice
    for tables in rounds.values():
        assert len({(int(r["LowBoard"]), int(r["HighBoard"])) for r in tables}) == 9  # each set once a round
        assert all(int(r["HighBoard"]) - int(r["LowBoard"]) == 2 for r in tables)
    assert controller.bridgemate.progress_label.text() == "motala.bws: Howell, 9 bord, 13 ronder."


def test_a_swapped_match_is_reseated_in_the_venue_file_from_the_offer(demo_window, tmp_path):
    controller = demo_window.controller
    controller.select(("standings", STAGE))
    path = controller.bridgemate.ask_create(tmp_path / "sf1.bws")
    before = _round_data(path)
    first = schedule_view(controller.session.tournament, STAGE).rounds[0].matches[0]
    controller.session.perform("swap", swap_home_away, first.id)
    offer = controller.bridgemate.reseat_offer
    assert offer.isVisible() and offer.text() == "Rond 1 ändrad: placera om den i sf1.bws…"
    offer.click()
    dialog = controller.bridgemate.changes_dialog
    assert dialog.round_box.currentData() == 1 and dialog.path_edit.text() == str(path)
    dialog.reseat_button.click()
    assert "bord 1, 2" in dialog.message.text()
    after = _round_data(path)
    assert after[(1, 1)] == before[(1, 1)][::-1] and after[(3, 1)] == before[(3, 1)]
    tables = {int(r["Table"]): int(r["UpdateFromRound"]) for r in read_tables(path)["Tables"]}
    assert tables == {1: 1, 2: 1, 3: 0, 4: 0}


def test_a_file_bcs_has_open_is_refused_and_left_as_it_was(demo_window, tmp_path):
    controller = demo_window.controller
    controller.select(("standings", STAGE))
    path = controller.bridgemate.ask_create(tmp_path / "sf1.bws")
    first = schedule_view(controller.session.tournament, STAGE).rounds[0].matches[0]
    controller.session.perform("swap", swap_home_away, first.id)
    path.with_suffix(".ldb").write_bytes(b"\0" * 64)  # Jet's lock file while BCS has the file open
    written = path.read_bytes()
    controller.bridgemate.menu.aboutToShow.emit()
    assert controller.bridgemate.changes_action.isEnabled()
    controller.bridgemate.changes_action.trigger()
    dialog = controller.bridgemate.changes_dialog
    dialog.reseat_button.click()
    assert "Bridgemate Control Software måste ha filen stängd" in dialog.message.text()
    assert path.read_bytes() == written
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".tddesk-")] == []  # no half-written file


def test_a_corrected_bridgemate_result_is_sent_back_to_the_table_P2(demo_window, tmp_path, monkeypatch):
    controller = demo_window.controller
    controller.select(("standings", STAGE))
    path = controller.bridgemate.ask_create(tmp_path / "sf1.bws")
    session = team_session(controller.session.tournament, STAGE)
    round_data = [{k: int(v) for k, v in row.items() if k != "CustomBoards"} for row in read_tables(path)["RoundData"]]
    played = play_rounds({"RoundData": round_data}, DAY, {1: dt.time(10)}, seed=4)
    send_to_file(path, session.rows, ReceivedData=received_rows(played))
    monkeypatch.setattr(QMessageBox, "information", lambda *args: QMessageBox.StandardButton.Ok)
    controller.bridgemate.ask_import(path)
    entry = controller.select(("round", STAGE, 1))
    traveller = entry.open_boards()
    assert not traveller.send_back.isVisible()
    traveller.save(1, 3, "closed", "4HX", "S", "-2", "SA")
    assert traveller.send_back.isVisible()
    assert traveller.send_back.text() == "Bricka 3 kom från Bridgemate: skicka rättelsen till bordet…"
    traveller.send_back.click()
    dialog = traveller.send_back_dialog
    assert dialog.path_edit.text() == str(path) and dialog.board_spin.value() == 3
    assert dialog.room_box.currentData() == "closed" and dialog.correct_half.currentData() == 1
    late_before = slow_play(controller.session.tournament, STAGE, read_tables(path))
    dialog.correct_button.click()
    assert "bricka 3" in dialog.message.text()
    # The TD's row is stamped with the clock now: it is not the table's last result (P2).
    assert slow_play(controller.session.tournament, STAGE, read_tables(path)) == late_before
    last = max(read_tables(path)["ReceivedData"], key=lambda row: int(row["ID"]))
    assert (last["Table"], last["Board"], last["Contract"], last["Result"], bool(last["ExternalUpdate"])) == (
        2,
        3,
        "4 H x",
        "-2",
        True,
    )


def _far_from_par_day(controller, tmp_path):
    """Board 1 at the semifinal's four tables: three at par, one 7NT doubled without a trick (Law 77)."""
    # deferred: the solver is the engine under test
    from tddesk.rules.double_dummy import analyse

    tournament = controller.session.tournament
    deals = deal_boards(range(1, 21), 35)
    import_deals(tournament, [STAGE], DealFile(tuple(deals.values()), "pbn"))
    path = controller.bridgemate.ask_create(tmp_path / "sf1.bws")
    par = analyse(deals[1])
    words = re.fullmatch(r"(\d)(NT|[SHDC])(X*)([NESW])([=+-]\d*)", par.par_contracts[0])
    assert words is not None, par.par_contracts
    level, strain, doubled, seat, result = words.groups()
    contract = f"{level} {strain}" + {"": "", "X": " x", "XX": " xx"}[doubled]
    seatings = [row for row in read_tables(path)["RoundData"] if int(row["Round"]) == 1]
    received = []
    for index, row in enumerate(sorted(seatings, key=lambda r: int(r["Table"]))):
        far = index == 3
        declarer = ("E" if par.par_score > 0 else "N") if far else seat
        received.append(
            {
                "ID": index + 1,
                "Section": 1,
                "Table": int(row["Table"]),
                "Round": 1,
                "Board": 1,
                "PairNS": int(row["NSPair"]),
                "PairEW": int(row["EWPair"]),
                "Declarer": int(row["NSPair"] if declarer in "NS" else row["EWPair"]),
                "NS/EW": declarer,
                "Contract": "7 NT x" if far else contract,
                "Result": "-13" if far else result,
                "LeadCard": "",
                "Remarks": "",
                "DateLog": DAY,
                "TimeLog": dt.datetime(1899, 12, 30, 10, 0),
                "SuspiciousContract": 0,
            }
        )
    send_to_file(path, team_session(tournament, STAGE).rows, ReceivedData=received)
    return path, 4  # the fourth table played it far from par


def test_the_far_from_par_check_runs_off_the_ui_thread_Law77(demo_window, tmp_path):
    controller = demo_window.controller
    controller.select(("standings", STAGE))
    path, far_table = _far_from_par_day(controller, tmp_path)
    dialog = controller.bridgemate.open_checks(path)
    assert not any("par" in dialog.findings_list.item(i).text() for i in range(dialog.findings_list.count()))
    assert dialog.par_button.text() == "Jämför med par (dubbel dummy)…"
    dialog.par_button.click()
    found = [dialog.findings_list.item(i).text() for i in range(dialog.findings_list.count())]
    par_rows = [text for text in found if "par" in text]
    assert len(par_rows) == 1 and par_rows[0].startswith("Law 77: ") and f"bord {far_table}, bricka 1" in par_rows[0]
    assert dialog.par_state.text() == "Jämfört med par (dubbel dummy), brickor: 1; långt ifrån: 1."


def test_the_par_check_can_be_cancelled_and_leaves_the_list(demo_window, tmp_path, monkeypatch, qtbot):
    import tddesk.rules.double_dummy as double_dummy

    controller = demo_window.controller
    controller.select(("standings", STAGE))
    path, _table = _far_from_par_day(controller, tmp_path)
    threads = []

    def slow_solver(deals, progress=None):
        threads.append(threading.current_thread())
        for step in range(400):
            threading.Event().wait(0.02)
            if progress is not None and progress(step, 400) is False:
                break
        return []

    monkeypatch.setattr(double_dummy, "analyse_all", slow_solver)
    dialog = controller.bridgemate.open_checks(path)
    listed = dialog.findings_list.count()
    # The TD presses Cancel once the progress shows (after a second): the UI thread is free meanwhile.
    QTimer.singleShot(
        1500, lambda: dialog.findChild(QProgressDialog, "longWorkProgress").findChild(QPushButton).click()
    )
    dialog.par_button.click()
    assert dialog.par_state.text() == "Jämförelsen med par avbröts; listan är som den var."
    assert dialog.findings_list.count() == listed
    assert threads and threads[0] is not threading.main_thread()
