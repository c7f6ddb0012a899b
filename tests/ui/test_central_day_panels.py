"""The central day's panels in the window (D p.16): a jury representative typed in, a table fee
ticked paid (F2), and a table's start and end typed one after the other with Tab (P2) — each saved
in the file at once and undone with Ctrl+Z."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QStyle, QTimeEdit

from tddesk.services.central_day_times import day_timetable
from tddesk.ui.views.central_day_panels import ENDED, STARTED

from .evening import choose_in_tree

STAGE = "semifinal-1"


def central_day(window):
    return choose_in_tree(window, ("central_day", STAGE))


def saved(window):
    return day_timetable(window.controller.session.tournament, STAGE)


def test_a_jury_representative_is_typed_in_saved_and_undone(demo_window, qtbot):
    day = central_day(demo_window)
    day.tabs.setCurrentWidget(day.jury)
    jury, model = day.jury, day.jury.model()
    team_id, team = saved(demo_window).teams[0]
    jury.setFocus()
    jury.setCurrentIndex(model.index(0, 1))
    qtbot.keyClick(jury, Qt.Key.Key_F2)
    editor = jury.indexWidget(model.index(0, 1))
    editor.selectAll()
    qtbot.keyClicks(editor, "Karin Lund")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: model.index(0, 1).data() == "Karin Lund")
    assert saved(demo_window).jury[team_id] == "Karin Lund"
    assert demo_window.main_actions.undo.text() == f"&Ångra: Juryrepresentant för {team}: Karin Lund"
    demo_window.undo_stack.undo()
    qtbot.waitUntil(lambda: model.index(0, 1).data() != "Karin Lund")
    assert saved(demo_window).jury.get(team_id, "") == model.index(0, 1).data()


def test_a_table_fee_is_ticked_paid_and_undone_F2(demo_window, qtbot):
    day = central_day(demo_window)
    day.tabs.setCurrentWidget(day.fees)
    fees, model = day.fees, day.fees.model()
    fee = saved(demo_window).fees[0]
    number = fee.rounds[0]
    column = fees.rounds.index(number) + 1
    was_paid = number in fee.paid_rounds
    cell = model.index(0, column)
    assert cell.data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    rect = fees.visualRect(cell)
    tick = QPoint(
        rect.left() + fees.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) // 2 + 4, rect.center().y()
    )
    qtbot.mouseClick(fees.viewport(), Qt.MouseButton.LeftButton, pos=tick)
    paid = Qt.CheckState.Unchecked if was_paid else Qt.CheckState.Checked
    assert model.index(0, column).data(Qt.ItemDataRole.CheckStateRole) == paid
    assert (number in saved(demo_window).fees[0].paid_rounds) is not was_paid
    demo_window.undo_stack.undo()
    qtbot.waitUntil(lambda: (number in saved(demo_window).fees[0].paid_rounds) is was_paid)
    assert model.index(0, column).data(Qt.ItemDataRole.CheckStateRole) != paid


def test_start_and_end_are_typed_one_after_the_other_with_tab_P2(demo_window, qtbot):
    day = central_day(demo_window)
    day.tabs.setCurrentWidget(day.table_times)
    times, model = day.table_times, day.table_times.model()
    day.slow_play_opener = lambda _match_id, _minutes: None
    match_id = next(key[0] for key in times.keys if key[0] != "semifinal-1-r1-m1")
    row = times.keys.index((match_id, 1, 2))
    times.setFocus()
    times.setCurrentIndex(model.index(row, STARTED))
    qtbot.keyClick(times, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QTimeEdit))
    qtbot.keyClicks(QApplication.focusWidget(), "1002")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # on to Ended, its editor open
    qtbot.waitUntil(lambda: model.index(row, STARTED).data() == "10:02")  # the start saved meanwhile
    assert times.currentIndex() == model.index(row, ENDED)
    assert isinstance(QApplication.focusWidget(), QTimeEdit)  # the editor survived the save
    qtbot.keyClicks(QApplication.focusWidget(), "1110")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: model.index(row, ENDED).data() == "11:10")
    recorded = saved(demo_window).table_time(match_id, 1, 2)
    assert (recorded.started, recorded.ended) == ("10:02", "11:10")
    demo_window.undo_stack.undo()
    qtbot.waitUntil(lambda: model.index(row, ENDED).data() == "")
    assert saved(demo_window).table_time(match_id, 1, 2).started == "10:02"
