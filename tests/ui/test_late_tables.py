"""P2 on a central day: a table that ended late and has no slow-play ruling stays marked in the
table times, and the slow-play dialog opens from it with the match and the minutes filled in."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tddesk.ui.dialogs.rulings.slow_play import SlowPlayDialog
from tddesk.ui.views.central_day_panels import ENDED, LATE_COLOUR, MATCH, OVERRUN, STARTED

from .evening import choose_in_tree


def slow_play_dialogs(window) -> list[SlowPlayDialog]:
    return [dialog for dialog in window.findChildren(SlowPlayDialog) if dialog.isVisible()]


def test_a_late_table_without_a_ruling_is_marked_and_opens_the_slow_play_dialog_P2(demo_window, qtbot):
    window = demo_window
    day = choose_in_tree(window, ("central_day", "semifinal-1"))
    day.tabs.setCurrentWidget(day.table_times)
    times = day.table_times
    assert times.unruled_rows() == []  # the demo's late table has its ruling already
    match_id = next(key[0] for key in times.keys if key[0] != "semifinal-1-r1-m1")
    row = times.keys.index((match_id, 1, 2))
    model = times.model()
    model.setData(model.index(row, STARTED), "10:00")
    qtbot.waitUntil(lambda: model.index(row, STARTED).data() == "10:00")
    model.setData(model.index(row, ENDED), "11:22")  # 7 minutes after the allowed 11:15
    qtbot.waitUntil(lambda: len(slow_play_dialogs(window)) == 1)
    slow_play_dialogs(window)[0].reject()  # the TD rules later …
    qtbot.waitUntil(lambda: model.index(row, OVERRUN).data() == "7")
    # … and the table stays marked, in colour and in words
    assert times.unruled_rows() == [row]
    background = Qt.ItemDataRole.BackgroundRole
    assert model.index(row, MATCH).data(background).color() == LATE_COLOUR
    assert model.index(0, MATCH).data(background) is None
    assert "ingen dom för långsamt spel" in model.index(row, MATCH).data(Qt.ItemDataRole.ToolTipRole)

    times.scrollTo(model.index(row, MATCH))
    rect = times.visualRect(model.index(row, MATCH))
    qtbot.mouseClick(times.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # a double-click's press
    qtbot.mouseDClick(times.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: len(slow_play_dialogs(window)) == 1)
    dialog = slow_play_dialogs(window)[0]
    assert dialog.match_combo.current().id == match_id
    assert dialog.tables[0].minutes_spin.value() == 7
    dialog.accept()  # 50/50 shares, as the dialog proposes
    QApplication.processEvents()
    assert dialog.change is not None
    tip = Qt.ItemDataRole.ToolTipRole
    qtbot.waitUntil(lambda: times.unruled_rows() == [] and not model.index(row, MATCH).data(tip))
    window.undo_stack.undo()  # the ruling undone: the table is marked again
    qtbot.waitUntil(lambda: times.unruled_rows() == [row] and bool(model.index(row, MATCH).data(tip)))
    times.setFocus()
    times.setCurrentIndex(model.index(row, MATCH))
    qtbot.keyClick(times, Qt.Key.Key_Return)  # from the keyboard too
    qtbot.waitUntil(lambda: len(slow_play_dialogs(window)) == 1)
    slow_play_dialogs(window)[0].reject()


def test_table_times_are_typed_into_the_time_field_and_a_late_end_asks_for_the_ruling_P2(demo_window, qtbot):
    from PySide6.QtWidgets import QTimeEdit

    window = demo_window
    day = choose_in_tree(window, ("central_day", "semifinal-1"))
    day.tabs.setCurrentWidget(day.table_times)
    times = day.table_times
    match_id = next(key[0] for key in times.keys if key[0] != "semifinal-1-r1-m1")
    row = times.keys.index((match_id, 1, 2))
    model = times.model()
    for column, typed, shown in ((STARTED, "1000", "10:00"), (ENDED, "1122", "11:22")):
        times.setFocus()
        times.setCurrentIndex(model.index(row, column))
        qtbot.keyClick(times, Qt.Key.Key_F2)
        qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QTimeEdit))
        qtbot.keyClicks(QApplication.focusWidget(), typed)  # into the dash of an empty cell
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        # saved, and the table filled again from the file
        qtbot.waitUntil(lambda column=column, shown=shown: model.index(row, column).data() == shown)
        recorded = times.view.table_time(match_id, 1, 2)
        assert (recorded.started if column == STARTED else recorded.ended) == shown
    qtbot.waitUntil(lambda: len(slow_play_dialogs(window)) == 1)  # 7 minutes after the allowed 11:15
    assert slow_play_dialogs(window)[0].tables[0].minutes_spin.value() == 7
    slow_play_dialogs(window)[0].reject()
    assert model.index(row, OVERRUN).data() == "7"
    assert times.currentIndex().row() == row  # the TD is still on the table's line
