"""The fees of a small heat (F1-F4) as the TD sees them, totals at the bottom, and payments and
newcomer marks recorded from the view through the undo stack."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QStyle

from builders import championship, roster
from tddesk.services.fees import fee_overview, record_entry_fee_paid
from tddesk.services.files import open_championship
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.session import UiSession
from tddesk.ui.views.fees_view import (
    DISCOUNT,
    DISCOUNT_PERCENT,
    ENTRY,
    LATE,
    NEWCOMER,
    OUTSTANDING,
    PAID,
    PAID_ON,
    ROUNDS,
    STATUS,
    TABLE,
    TEAM,
    TOTAL,
    FeesView,
)

AFTER_DUE = QDate(2016, 11, 15)


@pytest.fixture
def tournament(tmp_path):
    opened = championship(tmp_path / "dm.tddesk")
    yield opened
    opened.close()


@pytest.fixture
def heat(tournament):
    """Ek paid in time, Holm has not paid, Unga has two juniors and paid, Nya is a newcomer team."""
    stage_id = create_stage(tournament, StageForm("Kvalheat Linköping", 16)).value
    teams = {
        name: register_team(tournament, TeamForm(name, players, newcomer=name == "Nya"), stage_id).value
        for name, players in (
            ("Ek", roster(100001)),
            ("Holm", roster(100011)),
            ("Unga", roster(100021, 2, birth_year=1995) + roster(100023, 2)),
            ("Nya", roster(100031)),
        )
    }
    record_entry_fee_paid(tournament, teams["Ek"], dt.date(2016, 10, 20))
    record_entry_fee_paid(tournament, teams["Unga"], dt.date(2016, 10, 25))
    return stage_id


@pytest.fixture
def session(tournament, heat):
    return UiSession(tournament, QUndoStack())


@pytest.fixture
def view(session, heat, qtbot):
    shown = FeesView(session, heat)
    qtbot.addWidget(shown)
    shown.as_of_edit.setDate(AFTER_DUE)
    shown.show()
    return shown


def line(view, name: str) -> int:
    return [view.model.index(row, TEAM).data() for row in range(view.model.rowCount())].index(name)


def texts(view, name: str, *columns) -> list[str]:
    return [view.model.index(line(view, name), column).data() for column in columns]


def ticked(view, name: str) -> bool:
    return view.model.index(line(view, name), NEWCOMER).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked


def select(view, name: str) -> None:
    view.table.setCurrentIndex(view.model.index(line(view, name), TEAM))


def test_entry_fee_late_fee_junior_discount_and_newcomer_F1_F3_F4(view):
    assert texts(view, "Ek", ENTRY, LATE, TOTAL, PAID, OUTSTANDING, PAID_ON) == [
        "600,00",
        "0,00",
        "600,00",
        "600,00",
        "0,00",
        "2016-10-20",
    ]
    assert texts(view, "Holm", ENTRY, LATE, TOTAL, PAID, OUTSTANDING) == ["600,00", "50,00", "650,00", "0,00", "650,00"]
    assert texts(view, "Unga", DISCOUNT_PERCENT, DISCOUNT, TOTAL) == ["25 %", "150,00", "450,00"]
    assert texts(view, "Nya", ENTRY, TOTAL) == ["0,00", "0,00"]
    assert ticked(view, "Nya") and not ticked(view, "Holm")
    assert texts(view, "Holm", STATUS) == [view.tr("Unpaid")]
    assert texts(view, "Ek", STATUS) == [view.tr("Paid")]


def test_totals_of_the_heat_at_the_bottom_F1(view):
    last = view.model.rowCount() - 1
    assert view.model.index(last, TEAM).data() == view.tr("Total ({count} teams)").format(count=4)
    assert [view.model.index(last, c).data() for c in (LATE, DISCOUNT, TOTAL, PAID, OUTSTANDING)] == [
        "50,00",
        "150,00",
        "1700,00",
        "1050,00",
        "650,00",
    ]
    assert view.model.index(last, TOTAL).data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert view.model.index(last, TEAM).data(Qt.ItemDataRole.FontRole).bold()
    assert not view.model.flags(view.model.index(last, NEWCOMER)) & Qt.ItemFlag.ItemIsUserCheckable
    view.table.setCurrentIndex(view.model.index(last, TEAM))  # the totals line is no team
    view.paid_button.click()
    assert view.message_label.text() == view.tr("Choose a team first.")
    assert "1700,00" in view.totals_label.text() and "650,00" in view.totals_label.text()


def test_before_the_due_date_no_late_fee_is_shown_F1(view):
    view.as_of_edit.setDate(QDate(2016, 10, 30))
    assert texts(view, "Holm", LATE, TOTAL) == ["0,00", "600,00"]


def test_recording_the_entry_fee_paid_is_undoable_F1(view, session, qtbot):
    select(view, "Holm")
    view.payment_date_edit.setDate(QDate(2016, 11, 5))
    view.paid_button.click()
    assert texts(view, "Holm", TOTAL, PAID, OUTSTANDING, PAID_ON, STATUS) == [
        "650,00",
        "650,00",
        "0,00",
        "2016-11-05",
        view.tr("Paid"),
    ]
    session.undo_stack.undo()
    assert texts(view, "Holm", PAID, PAID_ON) == ["0,00", ""]
    select(view, "Ek")
    view.unpaid_button.click()
    assert texts(view, "Ek", PAID, OUTSTANDING) == ["0,00", "650,00"]


def test_newcomer_is_toggled_from_the_keyboard_and_undone_F4(view, session, qtbot):
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(line(view, "Holm"), NEWCOMER))
    qtbot.keyClick(view.table, Qt.Key.Key_Space)
    assert texts(view, "Holm", ENTRY, LATE, TOTAL) == ["0,00", "0,00", "0,00"]
    assert view.table.currentIndex() == view.model.index(line(view, "Holm"), NEWCOMER)  # Down, Space: the next
    assert fee_overview(session.tournament, view.stage_id).rows[1].newcomer is True
    session.undo_stack.undo()
    assert texts(view, "Holm", ENTRY, TOTAL) == ["600,00", "650,00"]


def test_a_click_on_the_newcomer_tick_is_saved_in_the_file_and_undone_F4(view, session, tournament, qtbot):
    view.resize(1400, 500)
    index = view.model.index(line(view, "Holm"), NEWCOMER)
    cell = view.table.visualRect(index)  # the tick box sits at the cell's left
    tick = QPoint(
        cell.left() + view.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) // 2 + 4, cell.center().y()
    )
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=tick)
    assert ticked(view, "Holm") and texts(view, "Holm", ENTRY, TOTAL) == ["0,00", "0,00"]
    assert session.undo_stack.undoText() == view.tr("Newcomer team: {team}").format(team="Holm")
    reopened = open_championship(tournament.path, read_only=True, backup=False)
    try:  # saved at once, in the file itself
        assert {row.name: row.newcomer for row in fee_overview(reopened, view.stage_id).rows}["Holm"] is True
    finally:
        reopened.close()
    session.undo_stack.undo()
    assert not ticked(view, "Holm") and texts(view, "Holm", ENTRY) == ["600,00"]
    assert fee_overview(tournament, view.stage_id).rows[1].newcomer is False


def test_table_fees_per_match_with_the_junior_discount_F2_F3(tournament, session, qtbot):
    stage_id = create_stage(tournament, StageForm("Kvalheat Motala", 16, table_fee=Decimal(40))).value
    for index, players in enumerate(
        (roster(200001, 2, birth_year=1995) + roster(200003, 2), roster(200011), roster(200021), roster(200031))
    ):
        register_team(tournament, TeamForm(f"Motala {index + 1}", players), stage_id)
    make_schedule(tournament, stage_id, first_date=dt.date(2016, 10, 3))
    view = FeesView(session, stage_id)
    qtbot.addWidget(view)
    view.as_of_edit.setDate(QDate(2016, 10, 30))
    assert texts(view, "Motala 1", TABLE, DISCOUNT, TOTAL, ROUNDS) == [
        "120,00",
        "180,00",
        "540,00",
        view.tr("{paid} of {rounds}").format(paid=0, rounds=3),
    ]
    assert texts(view, "Motala 2", TABLE, TOTAL) == ["120,00", "720,00"]
