"""The traveller grid: typed as at the table, saved room by room, refusals in words, undo."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from builders import board_day
from tddesk.services.board_views import match_boards
from tddesk.services.round_results import round_entry
from tddesk.ui.dialogs.boards.traveller import TravellerDialog
from tddesk.ui.session import UiSession


@pytest.fixture
def session(tmp_path):
    from tddesk.services.files import new_championship

    tournament = new_championship(
        tmp_path / "t.tddesk", name="DM", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17"
    )
    stage = board_day(tournament, first_mid=300000)
    ui = UiSession(tournament, QUndoStack())
    yield ui, round_entry(tournament, stage, 1).matches[0].id
    tournament.close()


def type_cell(qtbot, grid, row, column, text):
    """Go to the cell and type as the TD does: the first key opens the editor, Tab leaves it."""
    if (grid.currentRow(), grid.currentColumn()) != (row, column):
        grid.setCurrentCell(row, column)
    editor = grid.indexWidget(grid.currentIndex())  # Tab from the cell before opened it
    if editor is None:
        qtbot.keyClick(grid, text[0])
        editor, text = grid.indexWidget(grid.currentIndex()), text[1:]
    assert editor is not None, "typing opens the cell's editor"
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Tab)


def test_a_room_typed_with_the_keyboard_is_saved_and_scored(qtbot, session):
    ui, match_id = session
    dialog = TravellerDialog(ui, match_id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    grid = dialog.grids[0]
    grid.setFocus()
    for column, text in ((2, "4HX"), (3, "S"), (4, "-1")):
        type_cell(qtbot, grid, 0, column, text)
    assert match_boards(ui.tournament, match_id).halves[0].rows[0].open.ns_score == -100
    assert grid.item(0, 6).text() == "−100"
    for column, text in ((7, "pass"),):
        type_cell(qtbot, grid, 0, column, text)
    assert grid.item(0, 12).text() == "−100" and grid.item(0, 14).text() == "3"
    ui.undo_stack.undo()
    assert grid.item(0, 7).text() == ""


def test_an_impossible_result_is_refused_in_words(qtbot, session):
    ui, match_id = session
    dialog = TravellerDialog(ui, match_id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    grid = dialog.grids[0]
    grid.setFocus()
    for column, text in ((2, "7NT"), (3, "N"), (4, "+1")):
        type_cell(qtbot, grid, 0, column, text)
    assert "14 stick" in dialog.message.text()
    assert match_boards(ui.tournament, match_id).halves[0].rows[0].open is None
    type_cell(qtbot, grid, 1, 2, "8NT")
    qtbot.keyClicks(grid, "")
    assert match_boards(ui.tournament, match_id).halves[0].rows[1].open is None


BOARD_ONE = """[Event "Test"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"]
"""


def test_a_lead_the_leader_was_not_dealt_is_refused_in_words(qtbot, session):
    from tddesk.services.deals import import_deals, load_deal_file

    ui, match_id = session
    stage_id = match_boards(ui.tournament, match_id).stage_id
    import_deals(ui.tournament, [stage_id], load_deal_file(data=BOARD_ONE.encode(), name="board1.pbn"))
    dialog = TravellerDialog(ui, match_id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    grid = dialog.grids[0]
    grid.setFocus()
    for column, text in ((2, "3NT"), (3, "N"), (4, "=")):
        type_cell(qtbot, grid, 0, column, text)
    assert match_boards(ui.tournament, match_id).halves[0].rows[0].open.ns_score == 400
    type_cell(qtbot, grid, 0, 5, "HK")  # East leads against North; the ♥K is South's
    assert dialog.message.text() == ("Bricka 1: Ö spelar ut, men Ö fick inte HK. Kontrollera utspelet och spelföraren.")
    assert match_boards(ui.tournament, match_id).halves[0].rows[0].open.lead is None
    type_cell(qtbot, grid, 0, 5, "HA")
    assert dialog.message.text() == ""
    assert match_boards(ui.tournament, match_id).halves[0].rows[0].open.lead == "HA"
    assert grid.item(0, 5).text() == "HA"
