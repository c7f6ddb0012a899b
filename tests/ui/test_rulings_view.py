"""The rulings list of a stage (P1, P2, P3, W2, P5): every ruling with who and when, Edit and
Remove as undoable actions, and the list following every change, in the default Swedish UI."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from builders import championship, roster
from built_files import built_file, copy_of
from tddesk.services.exclusions import exclude_team
from tddesk.services.files import open_championship
from tddesk.services.results import enter_half
from tddesk.services.rulings import rule_late_arrival, rule_slow_play, rulings
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.standings import standings, standings_json
from tddesk.services.teams import TeamForm, register_team
from tddesk.services.walkovers import rule_walkover
from tddesk.ui.dialogs.rulings.committee import CommitteeDialog
from tddesk.ui.dialogs.rulings.late_arrival import LateArrivalDialog
from tddesk.ui.dialogs.rulings.slow_play import SlowPlayDialog
from tddesk.ui.session import UiSession
from tddesk.ui.views.rulings_view import MATCH, ROUND, RULE, STATUS, TEAM, VP, WHEN, WHO, RulingsView

NAMES = ("Ek", "Holm", "Sund", "Berg")  # t1-t4; round 1 Holm–Sund, Berg–Ek; round 2 Ek–Holm, Sund–Berg; …


HEAT = "heat-kvalheat-motala"


def write_heat(path) -> None:
    """Four teams in a heat scheduled from 3 October 2016, registered by the TD Per Holm."""
    tournament = championship(path)
    try:
        tournament.user = "Per Holm"
        assert create_stage(tournament, StageForm("Kvalheat Motala", 16)).value == HEAT
        for number, name in enumerate(NAMES):
            register_team(tournament, TeamForm(name, roster(100000 + 10 * number)), HEAT)
        make_schedule(tournament, HEAT, first_date=dt.date(2016, 10, 3))
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_heat(tmp_path_factory):
    """write_heat's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "rulings-view-heat", write_heat)


@pytest.fixture
def heat(built_heat, tmp_path, qapp):
    tournament = open_championship(copy_of(built_heat, tmp_path / "dm.tddesk"), backup=False)
    tournament.user = "Per Holm"
    session = UiSession(tournament, QUndoStack())
    stage = HEAT
    yield session, stage
    session.close()


@pytest.fixture
def view(heat, qtbot):
    session, stage = heat
    widget = RulingsView(session, stage)
    qtbot.addWidget(widget)
    widget.resize(1200, 500)
    widget.show()
    qtbot.waitUntil(widget.isVisible)
    widget.confirm = lambda question: pytest.fail(f"unexpected question: {question}")
    return widget


def match_of(tournament, stage, home, away) -> str:
    return next(
        m.id for r in schedule_view(tournament, stage).rounds for m in r.matches if (m.home, m.away) == (home, away)
    )


def cells(view, row: int) -> dict[int, str]:
    return {column: view.model.index(row, column).data() for column in (ROUND, MATCH, TEAM, RULE, VP, STATUS, WHO)}


def row_of(view, team: str, rule: str) -> int:
    return next(
        row for row in range(view.model.rowCount()) if cells(view, row)[TEAM] == team and cells(view, row)[RULE] == rule
    )


def test_the_list_shows_every_ruling_with_who_and_when_and_marks_pending_and_provisional_P1_P2_W2_P5(heat, view):
    session, stage = heat
    tournament = session.tournament
    today = dt.date.today().isoformat()
    session.perform("late", rule_late_arrival, match_of(tournament, stage, "t2", "t3"), "t3", 12)
    session.perform("slow", rule_slow_play, match_of(tournament, stage, "t2", "t3"), 27, {"t2": Decimal("1")})
    session.perform("walkover", rule_walkover, match_of(tournament, stage, "t4", "t1"), "t4", dt.date(2016, 10, 5))
    session.perform(
        "excluded", exclude_team, stage, "t2", "excluded", "P4: played for another team", dt.date(2016, 11, 2)
    )
    assert view.model.rowCount() == 4  # refreshed on every change
    late = cells(view, row_of(view, "Sund", "P1"))
    assert (late[ROUND], late[MATCH], late[VP], late[STATUS], late[WHO]) == ("1", "Holm – Sund", "3,00", "", "Per Holm")
    assert view.model.index(row_of(view, "Sund", "P1"), WHEN).data().startswith(today)
    assert cells(view, row_of(view, "Holm", "P2"))[STATUS] == "TK-beslut väntar"
    walkover = cells(view, row_of(view, "Berg", "W2"))
    assert (walkover[VP], walkover[STATUS]) == ("12,00*", "Preliminärt")
    excluded = cells(view, row_of(view, "Holm", "P4"))
    assert (excluded[ROUND], excluded[MATCH], excluded[WHO]) == ("–", "–", "Per Holm")


def test_a_walkover_value_turns_final_when_the_last_match_of_the_stage_is_entered_W2(heat, view):
    session, stage = heat
    tournament = session.tournament
    session.perform("walkover", rule_walkover, match_of(tournament, stage, "t4", "t1"), "t4", dt.date(2016, 10, 5))
    results = (
        ("t2", "t3", 20, 20),
        ("t1", "t2", 30, 13),
        ("t3", "t4", 31, 18),
        ("t4", "t2", 18, 31),
        ("t3", "t1", 31, 18),
    )
    for home, away, home_imps, away_imps in results[:-1]:
        session.perform("IMPs", enter_half, match_of(tournament, stage, home, away), 1, home_imps, away_imps)
    walkover = cells(view, 0)
    assert (walkover[VP], walkover[STATUS]) == ("15,00*", "Preliminärt")  # Ek's own average 14,39 so far
    home, away, home_imps, away_imps = results[-1]
    session.perform("IMPs", enter_half, match_of(tournament, stage, home, away), 1, home_imps, away_imps)
    walkover = cells(view, 0)
    assert (walkover[VP], walkover[STATUS]) == ("14,00", "")  # Berg's opponents' 13,52, final


def test_removing_a_ruling_says_what_changes_and_undo_brings_it_back_P1(heat, view):
    session, stage = heat
    tournament = session.tournament
    session.perform("IMPs", enter_half, match_of(tournament, stage, "t2", "t3"), 1, 31, 18)
    before = standings_json(tournament, stage)
    session.perform("late", rule_late_arrival, match_of(tournament, stage, "t2", "t3"), "t3", 12)
    questions = []
    view.confirm = lambda question: questions.append(question) or True
    view.select_row(0)
    assert view.remove_button.isEnabled() and view.edit_button.isEnabled()
    assert view.remove_selected()
    assert "Sund" in questions[0] and "3,00 VP" in questions[0]
    assert view.model.rowCount() == 0 and standings_json(tournament, stage) == before
    session.undo_stack.undo()
    assert view.model.rowCount() == 1 and standings(tournament, stage).row("t3").penalty_vp == Decimal("3.00")


def test_a_removal_the_td_declines_changes_nothing(heat, view):
    session, stage = heat
    session.perform("late", rule_late_arrival, match_of(session.tournament, stage, "t2", "t3"), "t3", 12)
    view.confirm = lambda question: False
    view.select_row(0)
    assert not view.remove_selected()
    assert len(rulings(session.tournament, stage)) == 1 and session.undo_stack.count() == 1


def test_removing_a_walkover_and_readmitting_a_team_are_undoable_W1_P5(heat, view):
    session, stage = heat
    tournament = session.tournament
    view.confirm = lambda question: True
    session.perform("walkover", rule_walkover, match_of(tournament, stage, "t4", "t1"), "t4", dt.date(2016, 10, 5))
    session.perform("excluded", exclude_team, stage, "t3", "excluded", "P3: fee not paid", dt.date(2016, 11, 2))
    view.select_row(row_of(view, "Sund", "P3"))
    assert view.remove_selected()
    assert not standings(tournament, stage).row("t3").excluded
    view.select_row(row_of(view, "Berg", "W2"))
    assert view.remove_selected()
    assert rulings(tournament, stage) == []
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert sorted(row.kind for row in rulings(tournament, stage)) == ["excluded", "walkover"]


def test_edit_reopens_a_late_arrival_with_its_minutes_and_corrects_it_undoably_P1(heat, view, qtbot):
    session, stage = heat
    session.perform("late", rule_late_arrival, match_of(session.tournament, stage, "t2", "t3"), "t3", 12)
    view.select_row(0)
    dialog = view.edit_selected()
    assert isinstance(dialog, LateArrivalDialog) and dialog.minutes_spin.value() == 12
    assert not dialog.match_combo.isEnabled() and dialog.team_combo.currentText() == "Sund"
    dialog.minutes_spin.setValue(17)
    assert "4,00 VP" in dialog.outcome_label.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert cells(view, 0)[VP] == "4,00"
    session.undo_stack.undo()
    assert cells(view, 0)[VP] == "3,00"


def test_edit_reopens_one_team_of_a_slow_play_ruling_with_its_share_P2(heat, view, qtbot):
    session, stage = heat
    session.perform(
        "slow",
        rule_slow_play,
        match_of(session.tournament, stage, "t2", "t3"),
        7,
        {"t2": Decimal("0.5"), "t3": Decimal("0.25")},
    )
    row = row_of(view, "Sund", "P2")
    view.select_row(row)
    cell = view.table.visualRect(view.model.index(row, TEAM)).center()
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    dialog = view.dialog
    assert isinstance(dialog, SlowPlayDialog)
    assert dialog.tables[0].minutes_spin.value() == 7 and dialog.tables[0].away_share.spin.value() == 25
    assert not dialog.tables[0].home_share.isEnabled()
    # P2: the shares of one table's delay add up to at most 1 — Holm's 50 % and Sund's 100 % would
    # make 150 %: refused in words, nothing saved (the file's own export must import again)
    qtbot.mouseClick(dialog.tables[0].away_share.quick[100], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "1.5" in dialog.error_label.text().replace(",", ".")
    assert cells(view, row_of(view, "Sund", "P2"))[VP] == "0,38"  # 7 min → 1.5 VP × 25 % = 0.375
    # 50 % fits: 1.5 VP × 50 % = 0.75 for Sund; Holm keeps 0.75
    qtbot.mouseClick(dialog.tables[0].away_share.quick[50], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert cells(view, row_of(view, "Sund", "P2"))[VP] == "0,75"
    assert cells(view, row_of(view, "Holm", "P2"))[VP] == "0,75"


def test_new_committee_decision_starts_from_the_selected_pending_ruling_P1(heat, view):
    session, stage = heat
    match = match_of(session.tournament, stage, "t4", "t1")
    session.perform("late", rule_late_arrival, match, "t1", 40)
    view.select_row(0)
    dialog = view.open_new("committee")
    assert isinstance(dialog, CommitteeDialog)
    assert dialog.team_combo.current_id() == "t1" and dialog.match_combo.current().id == match
    dialog.reject()


def test_each_new_button_opens_its_dialog_on_the_stage(heat, view):
    for kind, button in view.new_buttons.items():
        button.click()
        dialog = view.dialog
        assert dialog.isVisible() and dialog.stage_id == heat[1], kind
        dialog.reject()


def test_switching_the_language_retranslates_the_view_and_an_open_dialog(heat, view, qapp):
    from tddesk.ui.translator import install_language

    session, stage = heat
    session.perform("late", rule_late_arrival, match_of(session.tournament, stage, "t2", "t3"), "t3", 12)
    dialog = view.open_new("late_arrival")
    assert dialog.windowTitle() == "Sen ankomst" and view.model.headerData(RULE, Qt.Orientation.Horizontal) == "Regel"
    install_language(qapp, "en")
    assert dialog.windowTitle() == "Late arrival" and dialog.captions["minutes"].text() == "Minutes &late:"
    assert view.new_buttons["late_arrival"].text() == "New &late arrival…"
    assert view.model.headerData(RULE, Qt.Orientation.Horizontal) == "Rule"
    dialog.reject()
