"""Date and time fields of the views and dialogs, set up once (docs/architecture.md, "The UI
toolkit"): ISO dates (2016-10-03, as the file, the printed sheets and Swedish usage write them)
typed section by section or picked from a calendar whose weeks start on Monday with their ISO
week numbers; 24-hour times to the minute (14:05); an optional date or time shown as a dash
until the TD sets one, typed into from the dash and made a dash again with Delete. Dates lie in
2000-2099, where every championship of the file does.
"""

from __future__ import annotations

import datetime as dt
from typing import cast

from PySide6.QtCore import QAbstractItemModel, QDate, QDateTime, QModelIndex, QPersistentModelIndex, Qt, QTime
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCalendarWidget,
    QDateEdit,
    QDateTimeEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTimeEdit,
    QWidget,
)

ISO_DATE = "yyyy-MM-dd"
ISO_DATE_TIME = "yyyy-MM-dd HH:mm"
CLOCK = "HH:mm"
FIRST_DATE, LAST_DATE = QDate(2000, 1, 1), QDate(2099, 12, 31)
NO_DATE = FIRST_DATE  # an optional date's "not set" value, shown as a dash
NO_TIME = QTime(0, 0)  # an optional time's "not set" value, shown as a dash
DASH = "—"


def _set_up(edit: QDateTimeEdit, display: str, name: str | None, calendar: bool = True) -> None:
    if name:
        edit.setObjectName(name)
    edit.setDisplayFormat(display)
    edit.setCorrectionMode(QDateTimeEdit.CorrectionMode.CorrectToNearestValue)  # 31 in a 30-day month
    if calendar:
        edit.setCalendarPopup(True)
        popup = QCalendarWidget(edit)
        popup.setFirstDayOfWeek(Qt.DayOfWeek.Monday)
        popup.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.ISOWeekNumbers)
        popup.setGridVisible(True)
        edit.setCalendarWidget(popup)


def date_edit(parent: QWidget | None, date: dt.date | None = None, name: str | None = None) -> QDateEdit:
    """A date field on ``date`` (today when None)."""
    edit = QDateEdit(parent)
    _set_up(edit, ISO_DATE, name)
    edit.setDateRange(FIRST_DATE, LAST_DATE)
    set_date(edit, date or dt.date.today())
    return edit


def set_date(edit: QDateEdit, date: dt.date) -> None:
    edit.setDate(QDate(date.year, date.month, date.day))


class _OptionalDateEdit(QDateEdit):
    """The dash takes a date from the keyboard: the first digit typed starts today's date with its
    year selected, so "20170526" gives 2017-05-26; Delete gives the dash back."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Delete:
            self.setDate(NO_DATE)
            return
        if self.date() == NO_DATE and event.text().isdigit():
            self.setDate(QDate.currentDate())
            self.setSelectedSection(self.sectionAt(0))
        super().keyPressEvent(event)


def optional_date_edit(parent: QWidget | None, name: str | None = None) -> QDateEdit:
    """A date field that may be left without a date (a dash); read it with ``edited_date``."""
    edit = _OptionalDateEdit(parent)
    _set_up(edit, ISO_DATE, name)
    edit.setDateRange(NO_DATE, LAST_DATE)
    edit.setSpecialValueText(DASH)
    edit.setDate(NO_DATE)
    return edit


def edited_date(edit: QDateEdit) -> dt.date | None:
    """An optional date field's date; None while it shows the dash."""
    # a QDate's Python value is a datetime.date
    return None if edit.date() == NO_DATE else cast(dt.date, edit.date().toPython())


def show_date(edit: QDateEdit, date: dt.date | None) -> None:
    """Show ``date`` in an optional date field, the dash for None."""
    edit.setDate(QDate(date.year, date.month, date.day) if date else NO_DATE)


def date_time_edit(parent: QWidget | None, name: str) -> QDateTimeEdit:
    """A date and time field (to the minute) on the present moment."""
    edit = QDateTimeEdit(QDateTime.currentDateTime(), parent)
    _set_up(edit, ISO_DATE_TIME, name)
    edit.setDateRange(FIRST_DATE, LAST_DATE)
    return edit


class _OptionalTimeEdit(QTimeEdit):
    """The dash takes a time from the keyboard: the first digit typed starts the present minute
    with its hour selected, so "1405" gives 14:05; Delete gives the dash back."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Delete:
            self.setTime(NO_TIME)
            return
        if self.time() == NO_TIME and event.text().isdigit():
            now = QTime.currentTime()
            self.setTime(QTime(now.hour(), now.minute()) if now >= QTime(0, 1) else QTime(0, 1))
            self.setSelectedSection(self.sectionAt(0))
        super().keyPressEvent(event)


def optional_time_edit(parent: QWidget | None, name: str | None = None) -> QTimeEdit:
    """A time of day to the minute, typed as 1405 or 14:05; 00:00 is the dash of "no time" (a
    table never starts or ends at midnight). Read it with ``edited_time``."""
    edit = _OptionalTimeEdit(parent)
    _set_up(edit, CLOCK, name, calendar=False)
    edit.setTimeRange(NO_TIME, QTime(23, 59))
    edit.setSpecialValueText(DASH)
    edit.setTime(NO_TIME)
    return edit


def edited_time(edit: QTimeEdit) -> str | None:
    """An optional time field's time as "HH:MM"; None while it shows the dash."""
    return None if edit.time() == NO_TIME else edit.time().toString(CLOCK)


def show_time(edit: QTimeEdit, text: str | None) -> None:
    """Show ``text`` ("HH:MM") in an optional time field, the dash for None, "" or a text that is
    not a time."""
    time = QTime.fromString(text or "", CLOCK)
    edit.setTime(time if time.isValid() else NO_TIME)


class TimeDelegate(QStyledItemDelegate):
    """The cells of a table column that hold a time of day ("HH:MM" text, "" for none) are
    edited in an ``optional_time_edit``: the model only ever gets a time or "" (Delete)."""

    def createEditor(  # noqa: N802 - Qt's name
        self,
        parent: QWidget,
        _option: QStyleOptionViewItem,
        _index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        edit = optional_time_edit(parent, "timeEditor")
        edit.setFrame(False)
        return edit

    def setEditorData(  # noqa: N802 - Qt's name
        self,
        editor: QWidget,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        assert isinstance(editor, QTimeEdit)  # createEditor made it
        show_time(editor, index.data(Qt.ItemDataRole.EditRole))
        editor.setSelectedSection(editor.sectionAt(0))  # typing replaces the hour, then the minutes

    def setModelData(  # noqa: N802 - Qt's name
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        assert isinstance(editor, QTimeEdit)  # createEditor made it
        model.setData(index, edited_time(editor) or "", Qt.ItemDataRole.EditRole)
