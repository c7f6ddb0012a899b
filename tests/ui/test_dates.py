"""The shared date and time fields (tddesk/ui/widgets/dates.py), driven from the keyboard as a TD
types them: ISO dates in 2000-2099 with a Monday-first calendar, 24-hour times with a dash for
"none", and the time editor of a table's time cells."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Qt, QTime
from PySide6.QtWidgets import (
    QApplication,
    QCalendarWidget,
    QDateEdit,
    QTableWidget,
    QTableWidgetItem,
    QTimeEdit,
)

from tddesk.ui.widgets.dates import (
    TimeDelegate,
    date_edit,
    edited_date,
    edited_time,
    optional_date_edit,
    optional_time_edit,
    show_date,
    show_time,
)


def test_a_date_is_typed_in_iso_order_and_kept_within_the_years_of_championships(qtbot):
    edit = date_edit(None, dt.date(2016, 10, 3), name="day")
    qtbot.addWidget(edit)
    edit.show()
    assert edit.text() == "2016-10-03" and edit.objectName() == "day"
    edit.setFocus()
    edit.setSelectedSection(QDateEdit.Section.YearSection)  # where Tab puts the cursor
    qtbot.keyClicks(edit, "20170526")  # each section moves on when full
    assert edit.date().toPython() == dt.date(2017, 5, 26)
    edit.setDate(QDate(1999, 12, 31))
    assert edit.date() == QDate(2000, 1, 1)  # not before the first possible season
    calendar = edit.calendarWidget()
    assert isinstance(calendar, QCalendarWidget) and calendar.firstDayOfWeek() == Qt.DayOfWeek.Monday
    assert calendar.verticalHeaderFormat() == QCalendarWidget.VerticalHeaderFormat.ISOWeekNumbers


def test_an_optional_date_is_a_dash_until_set_and_is_typed_into_from_the_dash(qtbot):
    edit = optional_date_edit(None)
    qtbot.addWidget(edit)
    edit.show()
    assert edited_date(edit) is None and edit.text() == "—"
    edit.setFocus()
    qtbot.keyClicks(edit, "20170526")
    assert edited_date(edit) == dt.date(2017, 5, 26) and edit.text() == "2017-05-26"
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    assert edited_date(edit) is None and edit.text() == "—"
    show_date(edit, dt.date(2017, 1, 14))
    assert edited_date(edit) == dt.date(2017, 1, 14) and edit.text() == "2017-01-14"
    show_date(edit, None)
    assert edited_date(edit) is None


def test_a_time_is_typed_on_the_24_hour_clock_and_none_is_a_dash(qtbot):
    edit = optional_time_edit(None, "started")
    qtbot.addWidget(edit)
    edit.show()
    assert edited_time(edit) is None and edit.text() == "—"
    edit.setFocus()
    qtbot.keyClicks(edit, "1405")  # from the dash, as a TD copies it off a watch
    assert edited_time(edit) == "14:05" and edit.time() == QTime(14, 5)
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    assert edited_time(edit) is None
    qtbot.keyClicks(edit, "9:30")  # the colon moves on to the minutes
    assert edited_time(edit) == "09:30"
    show_time(edit, "9:7")  # not HH:MM: shown as no time rather than guessed
    assert edited_time(edit) is None
    show_time(edit, "09:30")
    assert edit.text() == "09:30"


def open_editor(qtbot, table) -> QTimeEdit:
    """F2 on the current cell, as the TD opens it; the time field once it has the focus."""
    qtbot.keyClick(table, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QTimeEdit))
    editor = QApplication.focusWidget()
    assert editor.objectName() == "timeEditor"
    return editor


def test_a_table_time_cell_is_edited_in_the_time_field_and_gets_hh_mm(qtbot):
    table = QTableWidget(1, 2)
    qtbot.addWidget(table)
    table.setItemDelegateForColumn(1, TimeDelegate(table))
    table.setItem(0, 0, QTableWidgetItem("Öppet rum"))
    table.setItem(0, 1, QTableWidgetItem("10:00"))
    table.show()
    qtbot.waitUntil(table.isVisible)
    table.setFocus()
    table.setCurrentCell(0, 1)
    editor = open_editor(qtbot, table)
    assert editor.text() == "10:00"
    qtbot.keyClicks(editor, "1122")  # over the time recorded
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.item(0, 1).text() == "11:22")  # Qt commits the edit after the key
    editor = open_editor(qtbot, table)
    qtbot.keyClick(editor, Qt.Key.Key_Delete)  # the time was recorded by mistake
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.item(0, 1).text() == "")
    editor = open_editor(qtbot, table)
    assert editor.text() == "—"
    qtbot.keyClicks(editor, "1131")  # an empty cell is typed into at once
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.item(0, 1).text() == "11:31")
