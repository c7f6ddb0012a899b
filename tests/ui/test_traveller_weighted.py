"""The traveller grid with a weighted score (Law 12C1(c)) in a room: the room's text, no NS score,
and the board's IMPs with two decimals (decimal comma in Swedish)."""

import pytest
from PySide6.QtGui import QUndoStack

from builders import board_day
from tddesk.services.boards import assign_board_score, enter_board
from tddesk.services.round_results import round_entry
from tddesk.ui.dialogs.boards.traveller import TravellerDialog
from tddesk.ui.session import UiSession


@pytest.fixture
def session(tmp_path):
    from tddesk.services.files import new_championship

    tournament = new_championship(
        tmp_path / "t.tddesk", name="DM", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17"
    )
    stage = board_day(tournament, first_mid=310000)
    yield UiSession(tournament, QUndoStack()), round_entry(tournament, stage, 1).matches[0].id
    tournament.close()


def test_law_12c1c_traveller_grid_shows_the_weighted_room_and_imps_with_two_decimals(qtbot, session):
    """Board 2 (NS vulnerable): open 4S= 30 % / 4S-1 70 % against 4S= (+620): 70 % × 12 = 8.4 IMPs away."""
    from tddesk import i18n

    i18n.set_language("sv")
    ui, match_id = session
    dialog = TravellerDialog(ui, match_id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    enter_board(ui.tournament, match_id, 1, "closed", 2, "4S", "N", "=")
    ui.perform(
        "viktat",
        assign_board_score,
        match_id,
        1,
        "open",
        2,
        weighted=[("4S", "N", "=", 30), ("4S", "N", "-1", 70)],
    )
    grid = dialog.grids[0]
    assert grid.item(1, 2).text() == "viktat: 4S= 30 %, 4S-1 70 %"
    assert grid.item(1, 6).text() == "–"  # a weighted room has no one NS score
    assert grid.item(1, 11).text() == "620"
    assert (grid.item(1, 13).text(), grid.item(1, 14).text()) == ("0,00", "8,40")
    enter_board(ui.tournament, match_id, 1, "open", 1, "3NT", "N", "=")
    enter_board(ui.tournament, match_id, 1, "closed", 1, "3NT", "N", "=")
    dialog.refresh()
    assert (grid.item(0, 13).text(), grid.item(0, 14).text()) == ("0", "0")  # a played board stays whole
    # exact 0 – 8.4: the margin 8.4 is 8, the loser's 0 stays 0, the winner's 0 + 8 (docs/boards.md)
    assert dialog.totals[0].text().startswith("Halvlek 1: 0–8 IMP (från brickorna, exakt 0,00–8,40)")


def test_law_12c1c_a_weighted_score_typed_in_the_traveller_through_the_main_window(qtbot, demo_window):
    """The TD picks the open room of a board in the match's traveller, presses Ctrl+Shift+W and
    types 4S= 30 % / 4S-1 70 % against 4S= in the closed room: the home team loses 70 % of the
    IMPs 4S-1 would lose (Law 12C1(c)); the dialog opens again on the saved weights; undo takes it back."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from tddesk.rules.boards import imps
    from tddesk.rules.contract import ns_score, parse_contract
    from tddesk.services.board_views import match_boards
    from ui.evening import choose_in_tree
    from ui.test_pairs_traveller import type_weighted

    entry = choose_in_tree(demo_window, ("round", "semifinal-1", 1))
    traveller = entry.open_boards()
    grid = traveller.grids[0]
    board = grid.boards[0]
    traveller.save(1, board, "closed", "4S", "S", "=")
    traveller.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is traveller)
    grid.setFocus()
    grid.setCurrentCell(0, 0)  # the board's number: no room chosen
    qtbot.keyClick(grid, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert traveller.weighted_dialog is None
    assert traveller.message.text() == "Välj först en cell i rummet som ska få resultatet (Öppet eller Slutet)."
    grid.setCurrentCell(0, 2)  # the open room's contract
    qtbot.keyClick(grid, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    weighted = traveller.weighted_dialog
    assert weighted is not None and weighted.isVisible()
    qtbot.keyClick(weighted.grid, Qt.Key.Key_Home)
    type_weighted(qtbot, weighted, [("4S", "S", "=", "30"), ("4S", "S", "-1", "70")])
    qtbot.keyClick(weighted.grid, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    made, down = (ns_score(board, parse_contract("4S"), "S", tricks) for tricks in (10, 9))
    lost = abs(imps(down - made)) * 0.7  # home sits NS in the open room
    row = match_boards(demo_window.controller.session.tournament, traveller.match_id).halves[0].rows[0]
    assert row.open is not None and row.open.weighted and row.open.adjusted == "viktat: 4S= 30 %, 4S-1 70 %"
    assert grid.item(0, 2).text() == "viktat: 4S= 30 %, 4S-1 70 %"
    assert grid.item(0, 14).text() == f"{lost:.2f}".replace(".", ",")  # IMPs away, two decimals
    again = traveller.open_weighted()
    assert again.parts() == [("4S", "S", "=", 30), ("4S", "S", "-1", 70)]
    again.reject()
    demo_window.undo_stack.undo()
    after = match_boards(demo_window.controller.session.tournament, traveller.match_id).halves[0].rows[0]
    assert after.open is None or not after.open.weighted
