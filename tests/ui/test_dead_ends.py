"""No dead ends on a central day: F6 on a table that ended late opens the slow-play ruling with its
minutes over time (P2), as a double-click on it does."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tddesk.ui.dialogs.rulings.slow_play import SlowPlayDialog
from tddesk.ui.views.central_day_panels import ENDED, MATCH, OVERRUN, STARTED
from ui.evening import Keyboard, choose_in_tree


def slow_play_dialogs(window) -> list[SlowPlayDialog]:
    return [dialog for dialog in window.findChildren(SlowPlayDialog) if dialog.isVisible()]


def test_p2_f6_on_a_late_table_opens_slow_play_with_its_minutes_over_time(demo_window, qtbot):
    window = demo_window
    day = choose_in_tree(window, ("central_day", "semifinal-1"))
    day.tabs.setCurrentWidget(day.table_times)
    times = day.table_times
    match_id = next(key[0] for key in times.keys if key[0] != "semifinal-1-r1-m1")
    row = times.keys.index((match_id, 1, 2))
    model = times.model()
    model.setData(model.index(row, STARTED), "10:00")
    qtbot.waitUntil(lambda: model.index(row, STARTED).data() == "10:00")
    model.setData(model.index(row, ENDED), "11:22")  # 7 minutes after the allowed 11:15
    qtbot.waitUntil(lambda: len(slow_play_dialogs(window)) == 1)
    slow_play_dialogs(window)[0].reject()  # the TD rules later
    qtbot.waitUntil(lambda: model.index(row, OVERRUN).data() == "7")

    times.setFocus()
    times.setCurrentIndex(model.index(row, MATCH))
    Keyboard(qtbot, window).press(Qt.Key.Key_F6)
    dialog = window.controller.tournament_menus.dialog
    assert isinstance(dialog, SlowPlayDialog) and dialog.isVisible()
    assert dialog.match_combo.current().id == match_id
    assert dialog.tables[0].minutes_spin.value() == 7
    dialog.reject()


def test_p2_an_unruled_late_table_is_said_on_the_round_and_f6_there_rules_it(demo_window, qtbot):
    window = demo_window
    day = choose_in_tree(window, ("central_day", "semifinal-1"))
    times = day.table_times
    match_id = next(key[0] for key in times.keys if key[0] != "semifinal-1-r1-m1")
    row = times.keys.index((match_id, 1, 2))
    model = times.model()
    model.setData(model.index(row, STARTED), "10:00")
    qtbot.waitUntil(lambda: model.index(row, STARTED).data() == "10:00")
    model.setData(model.index(row, ENDED), "11:22")
    qtbot.waitUntil(lambda: len(slow_play_dialogs(window)) == 1)
    slow_play_dialogs(window)[0].reject()

    round_number = next(int(part[1:]) for part in match_id.split("-") if part.startswith("r") and part[1:].isdigit())
    view = choose_in_tree(window, ("round", "semifinal-1", round_number))
    assert view.late_label.isVisible()
    assert "P2:" in view.late_label.text() and "7 min" in view.late_label.text()
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(view.model.row_of(match_id), 0))
    Keyboard(qtbot, window).press(Qt.Key.Key_F6)
    dialog = window.controller.tournament_menus.dialog
    assert dialog.match_combo.current().id == match_id and dialog.tables[0].minutes_spin.value() == 7
    dialog.accept()  # ruled: the round says no more
    qtbot.waitUntil(lambda: not view.late_label.isVisible())
