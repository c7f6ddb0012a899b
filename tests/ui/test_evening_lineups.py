"""A heat evening in the real main window: each half's result is saved with the line-ups it was
played with (H5), as one undo step, and a refused entry never stays on screen."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from builders import championship, roster
from tddesk.services.files import open_championship
from tddesk.services.lineup_views import match_lineups
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from ui.evening import Keyboard, choose_in_tree

LINKOPING = "heat-linkoping"


def open_round(window, stage_id: str, number: int):
    view = choose_in_tree(window, ("round", stage_id, number))
    view.confirm = lambda question: pytest.fail(f"unexpected question: {question}")
    view.start_entry()
    QApplication.processEvents()
    return view


def first_open_match(window, stage_id: str, number: int):
    entry = round_entry(window.controller.session.tournament, stage_id, number)
    return next(match for match in entry.matches if match.state == "not_started")


def test_h5_a_typed_result_saves_both_suggested_lineups_in_one_undo_step(qtbot, demo_window):
    window = demo_window
    tournament = window.controller.session.tournament
    match = first_open_match(window, LINKOPING, 7)
    before = match_lineups(tournament, match.id).halves[0]
    assert not before["home"].players and len(before["home"].suggested) == 4

    view = open_round(window, LINKOPING, 7)
    keys = Keyboard(qtbot, window)
    keys.type("31")
    keys.press(Qt.Key.Key_Tab)
    keys.type("18")
    keys.press(Qt.Key.Key_Tab)

    saved = match_lineups(tournament, match.id).halves[0]
    for side in ("home", "away"):
        assert tuple(player.mid for player in saved[side].players) == before[side].suggested
    panel = view.lineups
    panel.set_match(match.id)
    assert panel.editor(1, "home").status_label.text() == "Sparad."
    assert window.undo_stack.count() == 1  # result and line-ups: one step

    window.main_actions.undo.trigger()
    QApplication.processEvents()
    after_undo = match_lineups(tournament, match.id).halves[0]
    assert not after_undo["home"].players and not after_undo["away"].players
    assert (
        round_entry(tournament, LINKOPING, 7)
        .matches[[m.id for m in round_entry(tournament, LINKOPING, 7).matches].index(match.id)]
        .halves[0]
        is None
    )


def test_h5_the_cli_result_saves_the_suggested_lineups_too(demo_file, capsys):
    from tddesk.cli import main

    tournament = open_championship(demo_file)
    match = next(m for m in round_entry(tournament, LINKOPING, 7).matches if m.state == "not_started")
    suggested = match_lineups(tournament, match.id).halves[0]["away"].suggested
    tournament.close()
    assert main(["result", str(demo_file), "--match", match.id, "--imps", "31-18"]) == 0
    tournament = open_championship(demo_file)
    try:
        saved = match_lineups(tournament, match.id).halves[0]["away"]
        assert tuple(player.mid for player in saved.players) == suggested
    finally:
        tournament.close()


@pytest.fixture
def new_heat_file(tmp_path):
    """A heat of four teams on its first evening: no team has played a line-up yet."""
    path = tmp_path / "dm.tddesk"
    tournament = championship(path)
    stage = create_stage(tournament, StageForm("Kvalheat Linköping", 16), stage_id="heat-lkpg").value
    for number, name in enumerate(("Ek", "Holm", "Sund", "Berg")):
        register_team(tournament, TeamForm(name, roster(100000 + 10 * number)), stage)
    make_schedule(tournament, stage, dt.date(2016, 10, 3))
    tournament.close()
    return path


def test_h5_a_team_without_a_previous_lineup_is_named_in_the_grid(qtbot, main_window, new_heat_file):
    main_window.controller.open_file(new_heat_file)
    view = open_round(main_window, "heat-lkpg", 1)
    keys = Keyboard(qtbot, main_window)
    keys.type("20")
    keys.press(Qt.Key.Key_Tab)
    keys.type("10")
    keys.press(Qt.Key.Key_Tab)
    model = view.model
    match = model.match_row(0)
    state = model.index(0, model.state_column)
    assert "ingen uppställning" in state.data()
    assert match.home_name in state.data() and match.away_name in state.data()
    assert "välj" in state.data(Qt.ItemDataRole.ToolTipRole).lower()


def test_h5_printing_match_reports_with_a_missing_lineup_warns_first_and_names_the_match(
    qtbot, main_window, new_heat_file, tmp_path, monkeypatch
):
    target = tmp_path / "rond1.pdf"
    file_dialogs = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args: file_dialogs.append(args) or (str(target), args[-1]))
    )
    tournament = open_championship(new_heat_file)
    match = round_entry(tournament, "heat-lkpg", 1).matches[0]
    from tddesk.services.results import enter_half

    enter_half(tournament, match.id, 1, 20, 10)
    tournament.close()
    main_window.controller.open_file(new_heat_file)
    choose_in_tree(main_window, ("round", "heat-lkpg", 1))
    menus = main_window.controller.tournament_menus
    asked = []
    menus.confirm = lambda question: asked.append(question) or False
    assert menus.run("save_pdf", "match-reports", 1) is None  # the TD said no: nothing written
    assert len(asked) == 1
    assert "rond 1" in asked[0] and f"{match.home_name} – {match.away_name}" in asked[0]
    assert "heat-lkpg" not in asked[0]
    assert not file_dialogs and not target.exists()
    menus.confirm = lambda question: True
    assert menus.run("save_pdf", "match-reports", 1) == target and target.exists()

    asked.clear()
    menus.confirm = lambda question: asked.append(question) or False
    assert menus.open_export_workbook() is None
    assert asked and "rond 1" in asked[0]


def test_vp1_answering_no_to_a_huge_margin_reverts_the_grid(qtbot, demo_window):
    """The margin above twice the blitz (VP1) is asked about; No leaves the half as it was saved."""
    window = demo_window
    match = first_open_match(window, LINKOPING, 7)
    view = open_round(window, LINKOPING, 7)
    questions = []
    view.confirm = lambda question: questions.append(question) or False
    keys = Keyboard(qtbot, window)
    keys.type("200")  # above twice the blitz of 16 boards, within the IMP bound of 24 a board
    keys.press(Qt.Key.Key_Tab)
    keys.type("10")
    keys.press(Qt.Key.Key_Tab)
    assert questions, "the margin was not questioned"
    row = view.model.row_of(match.id)
    shown = [view.model.index(row, column).data() for column in range(2, view.model.state_column)]
    assert shown == ["", "", "", "", ""], shown
    assert "20,00" not in " ".join(shown)

    choose_in_tree(window, ("round", LINKOPING, 6))
    view = choose_in_tree(window, ("round", LINKOPING, 7))
    shown = [view.model.index(row, column).data() for column in range(2, view.model.state_column)]
    assert shown == ["", "", "", "", ""]
