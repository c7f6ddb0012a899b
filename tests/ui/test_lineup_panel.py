"""Line-ups under the round grid (H5, T3, T1, T4, P3): picked from the roster, saved at once."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from builders import championship, roster
from built_files import built_file, copy_of
from sql_statements import counted_statements
from tddesk.services.files import open_championship
from tddesk.services.lineup_views import match_lineups
from tddesk.services.lineups import set_lineup
from tddesk.services.players import PlayerEntry
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team, remove_team, team_view, team_views
from tddesk.ui.session import UiSession
from tddesk.ui.views.lineup_panel import LineupPanel
from tddesk.ui.views.round_entry import RoundEntryView

UNPAID = "100003"


HEAT = "heat-kvalheat-linkoping"


def write_heat(path) -> None:
    """Ek (six players, 100003 has not paid) and three more teams; 555555 is in the register only."""
    tournament = championship(path)
    try:
        stage = create_stage(tournament, StageForm("Kvalheat Linköping", 16)).value
        assert stage == HEAT
        players = (
            roster(100000, 3)
            + (PlayerEntry(UNPAID, "Olle Obetald", "BK Linköping", "ÖMBF", 1970, False),)
            + roster(100004, 2)
        )
        register_team(tournament, TeamForm("Ek", players), stage)
        for number, name in enumerate(("Holm", "Sund", "Berg"), start=1):
            register_team(tournament, TeamForm(name, roster(100000 + 100 * number)), stage)
        register_team(
            tournament,
            TeamForm("Tillfälligt", (PlayerEntry("555555", "Nils Ny", "BK Linköping", "ÖMBF"),) + roster(800000, 3)),
        )
        remove_team(tournament, team_views(tournament)[-1].id)
        make_schedule(tournament, stage, dt.date(2016, 10, 3))
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_heat(tmp_path_factory):
    """write_heat's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "lineup-panel-heat", write_heat)


@pytest.fixture
def heat(built_heat, tmp_path, qapp):
    """A copy of write_heat's heat, open for this test."""
    tournament = open_championship(copy_of(built_heat, tmp_path / "dm.tddesk"), backup=False)
    session = UiSession(tournament, QUndoStack())
    yield session, HEAT
    session.close()


def ek_match(session, stage, number=1):
    match = next(
        m for m in round_entry(session.tournament, stage, number).matches if "Ek" in (m.home_name, m.away_name)
    )
    return match, ("home" if match.home_name == "Ek" else "away")


@pytest.fixture
def panel(heat, qtbot):
    session, stage = heat
    match, _side = ek_match(session, stage)
    widget = LineupPanel(session)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitUntil(widget.isVisible)
    widget.set_match(match.id)
    widget.confirm = lambda question: pytest.fail(f"unexpected question: {question}")
    return widget


def choose(qtbot, combo, text: str) -> None:
    """Type into a player box as the TD does (a MID, or "MID Name" from the list)."""
    combo.lineEdit().selectAll()
    qtbot.keyClicks(combo.lineEdit(), text)


def saved_mids(session, match_id, side, half=1):
    return [player.mid for player in match_lineups(session.tournament, match_id).halves[half - 1][side].players]


def test_four_players_picked_from_the_roster_are_saved_as_the_line_up_H5(panel, heat, qtbot):
    session, stage = heat
    match, side = ek_match(session, stage)
    editor = panel.editor(1, side)
    assert next(combo.currentText() for combo in editor.combos) == "100000 Spelare 100000"  # the roster's first four
    assert editor.combos[0].count() == 6
    editor.combos[3].setCurrentIndex(editor.combos[3].findData("100005"))
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert saved_mids(session, match.id, side) == ["100000", "100001", "100002", "100005"]
    assert editor.status_label.text() == "Sparad."
    assert session.undo_stack.count() == 1 and editor.message_label.text() == ""
    session.undo_stack.undo()
    assert saved_mids(session, match.id, side) == []
    assert editor.status_label.text() != "Sparad."


def test_an_unpaid_player_is_flagged_for_rulings_with_the_reason_P3_T5(panel, heat, qtbot):
    session, stage = heat
    match, side = ek_match(session, stage)
    editor = panel.editor(1, side)
    assert editor.unauthorised_flags() == {}
    choose(qtbot, editor.combos[3], UNPAID)
    qtbot.keyClick(editor.combos[3].lineEdit(), Qt.Key.Key_Return)  # Enter saves too
    assert saved_mids(session, match.id, side)[3] == UNPAID
    flags = editor.unauthorised_flags()
    assert list(flags) == [UNPAID]
    assert "flaggad för domslut" in flags[UNPAID] and "T5" in flags[UNPAID] and "Olle Obetald" in flags[UNPAID]
    assert "T5" in editor.notes_label.text()
    editor.combos[3].setCurrentIndex(editor.combos[3].findData("100004"))
    assert editor.unauthorised_flags() == {}  # the flag follows the chosen player


def test_the_next_match_suggests_the_previous_line_up_T3(heat, qtbot):
    session, stage = heat
    first, side = ek_match(session, stage, 1)
    set_lineup(session.tournament, first.id, 1, side, ["100001", "100002", "100004", "100005"])
    later, later_side = ek_match(session, stage, 2)  # four teams: no byes, Ek plays every round
    panel = LineupPanel(session)
    qtbot.addWidget(panel)
    panel.set_match(later.id)
    editor = panel.editor(1, later_side)
    assert editor.chosen_mids() == ["100001", "100002", "100004", "100005"]
    assert "förra uppställningen" in editor.status_label.text()
    assert saved_mids(session, later.id, later_side) == []


def test_a_player_not_on_the_list_is_added_on_the_spot_when_the_td_agrees_T1(panel, heat, qtbot):
    session, stage = heat
    match, side = ek_match(session, stage)
    editor = panel.editor(1, side)
    questions, answers = [], iter([False, True])
    panel.confirm = lambda question: questions.append(question) or next(answers)
    choose(qtbot, editor.combos[0], "555555")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert "Nils Ny (555555)" in questions[0]
    assert saved_mids(session, match.id, side) == [] and editor.message_label.text()
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert saved_mids(session, match.id, side)[0] == "555555"
    assert "555555" in [player.mid for player in team_view(session.tournament, "t1").players]
    assert editor.combos[0].findData("555555") >= 0  # now on the list to pick from
    session.undo_stack.undo()
    assert "555555" not in [player.mid for player in team_view(session.tournament, "t1").players]


def test_a_player_of_another_team_is_refused_in_words_T4(panel, heat, qtbot):
    session, stage = heat
    match, side = ek_match(session, stage)
    editor = panel.editor(1, side)
    panel.confirm = lambda question: True
    choose(qtbot, editor.combos[0], "100100")  # plays for Holm
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert editor.message_label.text().startswith("T4:") and "Holm" in editor.message_label.text()
    assert saved_mids(session, match.id, side) == [] and session.undo_stack.count() == 0


def test_a_player_twice_is_refused_in_words_H5(panel, heat, qtbot):
    session, stage = heat
    match, side = ek_match(session, stage)
    editor = panel.editor(1, side)
    editor.combos[1].setCurrentIndex(0)
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert editor.message_label.text().startswith("H5:")
    assert saved_mids(session, match.id, side) == []


def test_the_panel_under_the_grid_follows_the_selected_match(heat, qtbot):
    session, stage = heat
    view = RoundEntryView(session, stage, 1)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(view.isVisible)
    matches = view.model.entry.matches
    assert view.lineups.match_id == matches[0].id
    view.table.setCurrentIndex(view.model.index(1, 0))
    assert view.lineups.match_id == matches[1].id
    assert view.lineups.editor(1, "home").title().startswith(matches[1].home_name)


def test_going_from_match_to_match_in_a_round_reads_the_round_once_H5(heat, qtbot):
    """The TD types a round match by match: the panel reads the round's line-ups and rosters when
    it first shows one of its matches, and moving on to the next costs no query; a saved line-up
    is a change the panel shows, so it reads again and shows the new four."""
    session, stage = heat
    view = RoundEntryView(session, stage, 1)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(view.isVisible)
    matches = view.model.entry.matches
    with counted_statements() as statements:
        for row in range(1, len(matches)):
            view.table.setCurrentIndex(view.model.index(row, 0))
            assert view.lineups.match_id == matches[row].id
            assert view.lineups.editor(1, "away").title().startswith(matches[row].away_name)
    assert statements == []

    match, side = ek_match(session, stage)
    view.table.setCurrentIndex(view.model.index(view.model.row_of(match.id), 0))
    chosen = ["100001", "100002", "100004", "100005"]
    session.perform("Uppställning", set_lineup, match.id, 1, side, chosen)
    assert view.lineups.editor(1, side).chosen_mids() == chosen


def test_the_grid_reads_who_has_a_line_up_again_only_after_a_change_to_the_line_ups_H5(heat, qtbot):
    """A result typed in the grid touches no line-up, so the grid's refresh after it does not read
    them again; saving a line-up does, and the "no line-up" note goes at once."""
    session, stage = heat
    view = RoundEntryView(session, stage, 1)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(view.isVisible)
    match, side = ek_match(session, stage)
    row = view.model.row_of(match.id)
    change = enter_half(session.tournament, match.id, 1, 30, 20)
    with counted_statements() as statements:
        session.record("Resultat", change)  # what the grid's Tab does once the half is saved
    assert not [statement for statement in statements if "lineup_seat" in statement]
    assert (1, "Ek") in view.model.match_row(row).lineups_missing
    assert "Ek" in view.model.index(row, view.model.state_column).data()

    with counted_statements() as statements:
        session.perform("Uppställning", set_lineup, match.id, 1, side, ["100001", "100002", "100004", "100005"])
    assert [statement for statement in statements if "lineup_seat" in statement]
    assert (1, "Ek") not in view.model.match_row(row).lineups_missing
    assert "Ek" not in view.model.index(row, view.model.state_column).data()
    session.undo_stack.undo()  # the line-up taken back: the note is there again
    assert (1, "Ek") in view.model.match_row(row).lineups_missing
