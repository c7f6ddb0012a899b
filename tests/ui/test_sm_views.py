"""S5, S4 in the window: Gröna Hissen pairing, the knockout's choices to the final, the appeals register."""

import datetime as dt
import random
from collections import Counter

import pytest
from PySide6.QtCore import QDateTime, Qt

from tddesk.demo.sm import FINAL_STAGE, VETERAN_STAGE
from tddesk.services.results import enter_half
from tddesk.services.schedule import schedule_view
from tddesk.ui.app import create_main_window


@pytest.fixture
def window(qtbot, sm_demo_copy):
    path = sm_demo_copy
    created = create_main_window()
    qtbot.addWidget(created)
    created.show()
    qtbot.waitUntil(created.isVisible)
    created.request_open(path)
    assert created.controller.session is not None
    return created


def _results(session, stage_id, number, halves=1, home_wins=True):
    for match in schedule_view(session.tournament, stage_id).rounds[number - 1].matches:
        for half in range(1, halves + 1):
            imps = (25, 10) if home_wins else (10, 25)
            session.perform("result", enter_half, match.id, half, *imps, confirmed=True)


def test_gronahissen_pairs_from_the_window_and_the_knockout_reaches_the_final_S5(window, qtbot):
    controller = window.controller
    session = controller.session
    view = controller.select(("gronahissen", VETERAN_STAGE))
    view.rng = random.Random(4)
    assert view.pair_button.isEnabled() and not view.knockout_button.isEnabled()
    for number in range(1, 9):
        qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
        assert f"{number} of 8" in view.title_label.text() or f"{number} av 8" in view.title_label.text()
        _results(session, VETERAN_STAGE, number)
    rounds = schedule_view(session.tournament, VETERAN_STAGE).rounds
    assert max(Counter(frozenset((m.home, m.away)) for r in rounds for m in r.matches).values()) == 1
    byes = [r.bye for r in rounds if r.bye]
    assert len(byes) == len(set(byes)) == 5
    assert not view.pair_button.isEnabled() and view.knockout_button.isEnabled()
    qtbot.mouseClick(view.knockout_button, Qt.MouseButton.LeftButton)
    tree_keys = controller.tree_model.keys()
    knockout_id = next(key[1] for key in tree_keys if key[0] == "knockout")
    knockout = controller.select(("knockout", knockout_id))
    for number in (1, 2, 3):
        while knockout.choose_button.isVisible():
            knockout.candidates.setCurrentIndex(knockout.candidates.count() - 1)
            chosen = knockout.candidates.currentText()
            qtbot.mouseClick(knockout.choose_button, Qt.MouseButton.LeftButton)
            # Redigera → Ångra names both teams of the choice
            assert window.main_actions.undo.text().startswith("&Ångra: Val av motståndare: ")
            assert window.main_actions.undo.text().endswith(f" valde {chosen}")
        _results(session, knockout_id, number, halves=2)
        knockout.refresh()
    assert knockout.choices_label.text().count("TL") == 7
    assert knockout.final_button.isVisible()
    qtbot.mouseClick(knockout.final_button, Qt.MouseButton.LeftButton)
    _results(session, knockout_id, 4, halves=2, home_wins=False)
    knockout.refresh()
    assert knockout.medals_label.text() and knockout.model.rowCount() == 8 + 4 + 2 + 2
    # Ctrl+Z takes back the last result: no medals any more
    session.undo_stack.undo()
    knockout.refresh()
    assert knockout.medals_label.text() == ""


def test_appeal_dialog_shows_the_deadline_and_flags_a_late_appeal_S4(window, qtbot):
    view = window.controller.select(("appeals", FINAL_STAGE))
    dialog = view.open_dialog()
    dialog.round_spin.setValue(2)
    dialog.ruling_edit.setText("Revoke, board 7")
    ruling = dt.datetime(2017, 5, 26, 14, 10)
    dialog.ruling_at.setDateTime(QDateTime(ruling))
    dialog.ended_check.setChecked(True)
    dialog.ended_at.setDateTime(QDateTime(ruling.replace(hour=16, minute=20)))
    dialog.filed_at.setDateTime(QDateTime(ruling.replace(hour=16, minute=51)))
    assert "2017-05-26 16:50" in dialog.deadline_label.text() and "500" in dialog.deadline_label.text()
    dialog.accept()
    assert view.model.rowCount() == 1
    row = [view.model.index(0, column).data() for column in range(10)]
    assert row[5] == "2017-05-26 16:50" and row[6] and row[7] == "500"
    view.table.selectRow(0)
    view.outcome_combo.setCurrentIndex(view.outcome_combo.findData("dismissed"))
    qtbot.mouseClick(view.outcome_button, Qt.MouseButton.LeftButton)
    assert view.model.index(0, 9).data() in ("nej", "no")


def test_new_sm_stage_dialog_creates_an_sm_final_with_24_boards_in_two_halves_S2(window):
    overview = window.controller.select(("championship",))
    dialog = overview.open_sm_dialog()
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("sm_final"))
    assert (dialog.boards_spin.value(), dialog.halves_spin.value()) == (24, 2)
    dialog.name_edit.setText("SM Lag Final 2018")
    dialog.accept()
    tree_keys = window.controller.tree_model.keys()
    assert ("appeals", dialog.stage_id) in tree_keys


def test_seeds_view_sets_seeds_and_shows_groups_S2(window, qtbot):
    from tddesk.services.schedule import clear_schedule

    session = window.controller.session
    session.perform("clear", clear_schedule, FINAL_STAGE)
    view = window.controller.select(("seeds", FINAL_STAGE))
    assert [view.model.index(row, 3).data() for row in range(10)] == list("ABBBCCCDDD")
    last = view.model.row(9).team_id
    assert view.model.setData(view.model.index(9, 2), "1")  # the TD makes the tenth seed the favourite
    qtbot.waitUntil(lambda: view.model.row(0).team_id == last)
    assert view.model.index(0, 3).data() == "A"
    view.model.setData(view.model.index(0, 2), "x")
    qtbot.waitUntil(lambda: view.message_label.text() != "")
    assert view.model.row(0).team_id == last


def test_a_late_start_is_ticked_in_the_gronahissen_view_until_round_1_is_paired_S5(window, qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QStyle

    from tddesk.services.sm_entries import late_starters
    from tddesk.ui.views.gronahissen_view import CARRY, LATE

    session = window.controller.session
    view = window.controller.select(("gronahissen", VETERAN_STAGE))
    before = set(late_starters(session.tournament, VETERAN_STAGE))  # the demo has its late team
    assert before and all(
        (view.model.index(line, LATE).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked)
        == (view.model.row(line).team in before)
        for line in range(view.model.rowCount())
    )
    line = view.model.shown_line(lambda row: row.team not in before)
    team, name = view.model.row(line).team, view.model.row(line).name
    tick = view.model.index(line, LATE)
    view.table.scrollTo(tick)
    cell = view.table.visualRect(tick)
    qtbot.mouseClick(
        view.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(
            cell.left() + view.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) // 2 + 4, cell.center().y()
        ),
    )
    assert set(late_starters(session.tournament, VETERAN_STAGE)) == before | {team}
    late = view.model.shown_line(lambda row: row.team == team)
    assert view.model.index(late, LATE).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert view.model.index(late, CARRY).data() == "55,00"  # 11.00 VP for each of five rounds
    assert window.main_actions.undo.text() == f"&Ångra: Start i rond 6: {name}"
    session.undo_stack.undo()
    assert set(late_starters(session.tournament, VETERAN_STAGE)) == before
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)  # round 1 paired: no more late starts
    assert not view.model.flags(view.model.index(0, LATE)) & Qt.ItemFlag.ItemIsUserCheckable
