"""P1, P2: the ruling dialogs read minutes as a watch shows them — 5:20 or 5,3 — as started minutes."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tddesk.services.rulings import rulings
from tddesk.ui.dialogs.rulings.late_arrival import LateArrivalDialog
from tddesk.ui.dialogs.rulings.slow_play import SlowPlayDialog
from ui.test_rulings_dialogs import build_heat, click_ok, match_of, shown, tournament_rulings


@pytest.fixture
def heat(tmp_path_factory, tmp_path, qapp):
    from PySide6.QtGui import QUndoStack

    from tddesk.ui.session import UiSession

    tournament, stage = build_heat(tmp_path_factory, tmp_path)
    session = UiSession(tournament, QUndoStack())
    yield session, stage
    session.close()


def type_text(qtbot, spin, text):
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)


@pytest.mark.parametrize(
    ("typed", "minutes", "vp"),
    [("5:20", 6, "1.50"), ("5,3", 6, "1.50"), ("5.3", 6, "1.50"), ("5:00", 5, "1.00"), ("6", 6, "1.50")],
)
def test_slow_play_minutes_typed_as_minutes_and_seconds_score_by_the_started_minute_P2(heat, qtbot, typed, minutes, vp):
    session, stage = heat
    match = match_of(session.tournament, stage, "t2", "t3")
    dialog = shown(qtbot, SlowPlayDialog(session, stage, match_id=match))
    type_text(qtbot, dialog.tables[0].minutes_spin, typed)
    qtbot.mouseClick(dialog.tables[0].home_share.quick[100], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.tables[0].away_share.quick[0], Qt.MouseButton.LeftButton)
    assert dialog.tables[0].minutes_spin.value() == minutes
    assert f"Holm: {vp.replace('.', ',')} VP dras av" in dialog.outcome_label.text()
    assert "5:20" in dialog.tables[0].minutes_spin.toolTip()  # the dialog says how minutes count
    click_ok(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    [row] = rulings(session.tournament, stage)
    assert (row.team_id, row.vp) == ("t2", Decimal(vp))


def test_late_arrival_minutes_and_seconds_count_the_started_minute_P1(heat, qtbot):
    session, stage = heat
    dialog = shown(
        qtbot, LateArrivalDialog(session, stage, match_id=match_of(session.tournament, stage, "t4", "t1"), team_id="t1")
    )
    type_text(qtbot, dialog.minutes_spin, "10:30")  # 11 started minutes: 3 periods
    assert dialog.minutes_spin.value() == 11
    assert "3,00 VP" in dialog.outcome_label.text()
    click_ok(qtbot, dialog)
    [row] = tournament_rulings(session, stage)
    assert row.vp == Decimal("3.00")


def test_text_that_is_no_minutes_is_not_taken_and_nothing_is_saved_P2(heat, qtbot):
    session, stage = heat
    dialog = shown(qtbot, SlowPlayDialog(session, stage, match_id=match_of(session.tournament, stage, "t2", "t3")))
    spin = dialog.tables[0].minutes_spin
    type_text(qtbot, spin, "fem")
    assert spin.value() == 0 and "fem" not in spin.text()
    click_ok(qtbot, dialog)
    assert dialog.isVisible() and session.undo_stack.count() == 0 and rulings(session.tournament, stage) == []
