"""The schedule view (H1, H6): making the round robin, byes, swaps, dates, all undoable."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import pytest
from PySide6.QtCore import QDate

from builders import championship, roster
from built_files import built_file, copy_of
from tddesk.services.schedule import schedule_view
from tddesk.services.stages import StageForm, create_stage, stage_view, update_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.app import create_main_window
from tddesk.ui.dialogs.stages.heat_settings import PlayingDates, planned_dates
from tddesk.ui.views.schedule_view import ScheduleView

FIVE = "heat-kvalheat-motala"
THREE = "heat-kvalheat-vastervik"


def write_two_heats(path) -> None:
    """A championship with a heat of five teams and one of three, neither scheduled."""
    tournament = championship(path)
    try:
        for stage_id, name, teams in ((FIVE, "Kvalheat Motala", 5), (THREE, "Kvalheat Västervik", 3)):
            create_stage(tournament, StageForm(name, 16), stage_id=stage_id)
            for number in range(teams):
                register_team(
                    tournament,
                    TeamForm(f"{name[9:]} {number + 1}", roster(len(stage_id) * 1000 + 10 * number)),
                    stage_id,
                )
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_two_heats(tmp_path_factory):
    """write_two_heats's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "schedule-two-heats", write_two_heats)


@pytest.fixture
def window(qtbot, tmp_path, built_two_heats):
    """The main window on a copy of the championship with a heat of five teams and one of three."""
    path = copy_of(built_two_heats, tmp_path / "dm-lag.tddesk")
    shown = create_main_window()
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitUntil(shown.isVisible)
    shown.request_open(path)
    return shown


def open_schedule(window, stage_id: str) -> ScheduleView:
    view = window.controller.select(("schedule", stage_id))
    assert isinstance(view, ScheduleView) and window.current_view() is view
    return view


def make(view: ScheduleView, first: QDate | None = None, days: int = 7) -> None:
    if first is not None:
        view.first_date_edit.setDate(first)
    view.days_spin.setValue(days)
    view.make_button.click()


def choose_match(view: ScheduleView, round_number: int, position: int = 0):
    round_item = view.rounds_tree.topLevelItem(round_number - 1)
    view.rounds_tree.setCurrentItem(round_item.child(position))
    return view.selected_match()


def test_five_teams_get_five_rounds_each_with_a_bye_H1(window):
    view = open_schedule(window, FIVE)
    assert view.make_box.isVisible()
    make(view, QDate(2016, 10, 4), 7)

    assert not view.make_box.isVisible() and view.error_label.text() == ""
    rounds = view.rounds_tree
    assert rounds.topLevelItemCount() == 5
    for number in range(1, 6):
        item = rounds.topLevelItem(number - 1)
        assert item.text(0) == f"Rond {number}"
        assert item.text(1) == (dt.date(2016, 10, 4) + dt.timedelta(days=7 * (number - 1))).isoformat()
        assert item.text(4) != "" and item.childCount() == 2  # one team sits out, two matches
    byes = {rounds.topLevelItem(n).text(4) for n in range(5)}
    assert byes == {f"Motala {n}" for n in range(1, 6)}  # each team has the bye once

    grid = view.grid_table
    assert (grid.rowCount(), grid.columnCount()) == (5, 5)
    for row in range(5):
        cells = [grid.item(row, column).text() for column in range(5)]
        assert cells.count("—") == 1
        assert sum(cell.endswith("(H)") for cell in cells) == 2 and sum(cell.endswith("(B)") for cell in cells) == 2
    assert "Spelschema" in window.undo_stack.undoText()
    tree = window.controller.tree_model
    assert tree.index_of(("round", FIVE, 5)).isValid()  # the rounds appear in the championship tree


def test_three_teams_are_refused_in_words_H1(window):
    view = open_schedule(window, THREE)
    make(view)
    assert view.error_label.text().startswith("H1: ")
    assert "3" in view.error_label.text() and "4" in view.error_label.text()
    assert view.rounds_tree.topLevelItemCount() == 0 and view.make_box.isVisible()
    assert window.undo_stack.count() == 0


def test_swap_home_and_away_then_undo_and_redo_H6(window):
    view = open_schedule(window, FIVE)
    make(view)
    match = choose_match(view, 2, 1)
    assert view.swap_button.isEnabled()
    view.swap_button.click()

    tournament = window.controller.session.tournament
    swapped = next(m for r in schedule_view(tournament, FIVE).rounds for m in r.matches if m.id == match.id)
    assert (swapped.home, swapped.away) == (match.away, match.home)
    assert view.selected_match().home == match.away  # the same match stays chosen, now swapped
    item = view.rounds_tree.currentItem()
    assert (item.text(2), item.text(3)) == (match.away_name, match.home_name)
    assert window.undo_stack.undoText() == f"Byt hemma och borta: {match.home_name} – {match.away_name}"

    window.undo_stack.undo()
    restored = next(m for r in schedule_view(tournament, FIVE).rounds for m in r.matches if m.id == match.id)
    assert (restored.home, restored.away) == (match.home, match.away)
    assert (view.rounds_tree.currentItem().text(2), view.rounds_tree.currentItem().text(3)) == (
        match.home_name,
        match.away_name,
    )
    window.undo_stack.redo()
    assert view.selected_match().home == match.away


def test_round_dates_and_moved_matches(window):
    view = open_schedule(window, FIVE)
    make(view, QDate(2016, 10, 4))
    view.rounds_tree.setCurrentItem(view.rounds_tree.topLevelItem(2))
    assert view.date_edit.date() == QDate(2016, 10, 18) and not view.swap_button.isEnabled()
    view.date_edit.setDate(QDate(2016, 10, 20))
    view.set_date_button.click()
    assert view.rounds_tree.topLevelItem(2).text(1) == "2016-10-20"

    match = choose_match(view, 3, 0)
    assert match.date == dt.date(2016, 10, 20) and not view.unmove_button.isEnabled()
    view.date_edit.setDate(QDate(2016, 10, 27))
    view.move_button.click()
    moved = view.rounds_tree.currentItem()
    assert moved.text(1) == "2016-10-27 (flyttad)"
    assert view.unmove_button.isEnabled()
    view.unmove_button.click()
    assert view.rounds_tree.currentItem().text(1) == "2016-10-20"

    window.undo_stack.undo()  # the match on 27 October again
    assert view.rounds_tree.currentItem().text(1) == "2016-10-27 (flyttad)"
    window.undo_stack.undo()
    window.undo_stack.undo()  # round 3 back on 18 October
    assert view.rounds_tree.topLevelItem(2).text(1) == "2016-10-18"


def test_make_schedule_uses_the_dates_from_the_heat_settings(window):
    session = window.controller.session
    form = replace(
        stage_view(session.tournament, FIVE).form, first_round_date=dt.date(2016, 10, 5), days_between_rounds=14
    )
    session.perform("", update_stage, FIVE, form)
    assert planned_dates(session)[FIVE] == PlayingDates(dt.date(2016, 10, 5), 14)
    view = open_schedule(window, FIVE)
    assert view.first_date_edit.date() == QDate(2016, 10, 5) and view.days_spin.value() == 14
    make(view, days=14)
    assert [view.rounds_tree.topLevelItem(n).text(1) for n in (0, 1)] == ["2016-10-05", "2016-10-19"]


def test_a_read_only_file_shows_the_schedule_but_changes_nothing(qtbot, window):
    view = open_schedule(window, FIVE)
    make(view)
    path = window.controller.session.tournament.path
    other = create_main_window()
    qtbot.addWidget(other)
    other.request_open(path)
    other.controller.message_box.button(other.controller.message_box.StandardButton.Yes).click()
    read_only = open_schedule(other, FIVE)
    assert read_only.rounds_tree.topLevelItemCount() == 5
    choose_match(read_only, 1)
    assert not read_only.swap_button.isEnabled() and not read_only.set_date_button.isEnabled()
