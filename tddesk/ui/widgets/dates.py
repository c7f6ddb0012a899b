"""Date and time fields of the views and dialogs: ISO dates (2016-10-03, as the file and the
printed sheets write them) with a calendar to pick from, and an optional date shown as a dash
until the TD sets one."""
from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, QDateTime
from PySide6.QtWidgets import QDateEdit, QDateTimeEdit, QWidget

ISO_DATE = "yyyy-MM-dd"
ISO_DATE_TIME = "yyyy-MM-dd HH:mm"
NO_DATE = QDate(2000, 1, 1)   # an optional date's "not set" value, shown as a dash


def date_edit(parent: QWidget, date: dt.date | None = None, name: str | None = None) -> QDateEdit:
    """A date field on ``date`` (today when None)."""
    edit = QDateEdit(parent)
    if name:
        edit.setObjectName(name)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat(ISO_DATE)
    set_date(edit, date or dt.date.today())
    return edit


def set_date(edit: QDateEdit, date: dt.date) -> None:
    edit.setDate(QDate(date.year, date.month, date.day))


def optional_date_edit(parent: QWidget) -> QDateEdit:
    """A date field that may be left without a date (a dash); read it with ``edited_date``."""
    edit = QDateEdit(parent)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat(ISO_DATE)
    edit.setMinimumDate(NO_DATE)
    edit.setSpecialValueText("—")
    edit.setDate(NO_DATE)
    return edit


def edited_date(edit: QDateEdit) -> dt.date | None:
    """An optional date field's date; None while it shows the dash."""
    return None if edit.date() == NO_DATE else edit.date().toPython()


def show_date(edit: QDateEdit, date: dt.date | None) -> None:
    """Show ``date`` in an optional date field, the dash for None."""
    edit.setDate(QDate(date.year, date.month, date.day) if date else NO_DATE)


def date_time_edit(parent: QWidget, name: str) -> QDateTimeEdit:
    """A date and time field (to the minute) on the present moment."""
    edit = QDateTimeEdit(QDateTime.currentDateTime(), parent)
    edit.setObjectName(name)
    edit.setDisplayFormat(ISO_DATE_TIME)
    edit.setCalendarPopup(True)
    return edit
