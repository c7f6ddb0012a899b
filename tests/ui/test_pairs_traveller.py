"""A pairs heat's travellers typed in the real window (docs/pairs.md, "Typing a traveller"): a
result by keys saved and scored, artificial scores in the contract's place (Law 12C2), a weighted
score through its dialog (Law 12C1(c)), refusals in words, undo and Delete."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_results import enter_pairs_result
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.pairs_travellers import heat_travellers
from tddesk.services.players import PlayerEntry
from tddesk.ui.dialogs.pairs.pairs_traveller_grid import CONTRACT, EW_POINTS, LEAD, NS_POINTS, NS_SCORE, RESULT
from ui.conftest import use_screen
from ui.evening import Keyboard
from ui.test_accessible_names import nameless
from ui.test_dialogs_fit_laptops import LAPTOPS, TASKBAR, problems_of

HEAT_PAIRS = 8


@pytest.fixture
def heat_file(tmp_path):
    """A silver heat of eight pairs, one Mitchell session of two boards a round (four tables, three
    rounds): board 1 is played by NS 1 against EW 5 (round 1, already in: 4S by S made, +420), NS 4
    against EW 7 (round 2) and NS 3 against EW 8 (round 3)."""
    path = tmp_path / "kval.tddesk"
    tournament = new_championship(
        path, name="DM Par Open", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    event = create_pairs_event(tournament, "DM Par Open", "open", 8, 60).value
    heat = add_pairs_heat(tournament, event, "Kval Linköping", "silver").value
    for number in range(1, HEAT_PAIRS + 1):
        pair = register_pair(
            tournament,
            event,
            PlayerEntry(str(800000 + 2 * number), f"Anna {number}", "BK Lyx", "ÖMBF"),
            PlayerEntry(str(800001 + 2 * number), f"Bo {number}", "BK Lyx", "ÖMBF"),
        ).value
        enter_heat(tournament, heat, pair, number)
    add_session(tournament, heat, "mitchell", 2)
    enter_pairs_result(tournament, heat, 1, 1, 1, 5, "4S", "S", "=", round_number=1)
    tournament.close()
    return path, heat


@pytest.fixture
def traveller(main_window, heat_file, qtbot):
    return open_traveller(qtbot, main_window, heat_file)


def open_traveller(qtbot, main_window, heat_file):
    """The heat's view in the window, and its travellers opened by the view's shortcut."""
    path, heat = heat_file
    main_window.controller.open_file(path)
    view = main_window.controller.select(("pairs_heat", heat))
    keys = Keyboard(qtbot, main_window)
    view.table.setFocus()
    QApplication.processEvents()
    keys.press(Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # the view's shortcut
    dialog = view.dialog
    assert dialog is not None and dialog.objectName() == "pairsTravellerDialog"
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    dialog.grid.setFocus()
    return main_window, view, dialog, heat


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
    QApplication.processEvents()  # the line is saved once the editor has closed


def type_line(qtbot, dialog, ns, *texts):
    row = row_of(dialog, ns)
    for offset, text in enumerate(texts):
        type_cell(qtbot, dialog.grid, row, CONTRACT + offset, text)


def row_of(dialog, ns) -> int:
    return next(row for row in range(dialog.grid.rowCount()) if dialog.grid.item(row, 1).text() == str(ns))


def cells(dialog, ns, *columns) -> tuple[str, ...]:
    row = row_of(dialog, ns)
    return tuple(dialog.grid.item(row, column).text() for column in columns)


def board_one(tournament, heat):
    view = next(view for view in heat_travellers(tournament, heat) if (view.session, view.board) == (1, 1))
    return {line.ns: line for line in view.lines}


def test_the_movement_seats_board_one_and_a_result_typed_by_keys_is_saved_and_scored_PP5(qtbot, traveller):
    window, view, dialog, heat = traveller
    tournament = window.controller.session.tournament
    # the Mitchell seats board 1 at three NS pairs, each in its round; the empty line is last
    seats = [tuple(dialog.grid.item(row, column).text() for column in (0, 1, 2)) for row in range(4)]
    assert seats == [("1", "1", "5"), ("3", "3", "8"), ("2", "4", "7"), ("", "", "")]
    type_line(qtbot, dialog, 3, "4S", "S", "-1")
    qtbot.waitUntil(lambda: 3 in board_one(tournament, heat))
    line = board_one(tournament, heat)[3]
    assert (line.contract, line.declarer, line.tricks, line.ns_score) == ("4S", "S", "9", "-50")
    # PP5: two results, top 2: +420 beats −50
    assert cells(dialog, 3, RESULT, NS_SCORE, NS_POINTS, EW_POINTS) == ("-1", "−50", "0,0", "2,0")
    assert cells(dialog, 1, NS_POINTS, EW_POINTS) == ("2,0", "0,0")
    assert dialog.message.text() == ""
    # Tab went on to the lead, its editor open through the save: the lead is saved too
    assert (dialog.grid.currentRow(), dialog.grid.currentColumn()) == (row_of(dialog, 3), LEAD)
    type_cell(qtbot, dialog.grid, row_of(dialog, 3), LEAD, "SA")
    assert board_one(tournament, heat)[3].lead == "SA"
    # the heat view's standings follow: pair 1 has its board, at 100 %
    rows = {row.number: row for row in heat_standing(tournament, heat).rows}
    headers = [view.model.headerData(column, Qt.Orientation.Horizontal) for column in range(view.model.columnCount())]
    number, percent = headers.index("Nr"), headers.index("%")
    shown = {view.model.index(row, number).data(): row for row in range(view.model.rowCount())}
    assert view.model.index(shown["1"], percent).data() == "100,0" and rows[1].boards == 1
    # PgDn: the next board, seated by the movement at the same tables
    qtbot.keyClick(dialog.grid, Qt.Key.Key_PageDown)
    assert dialog.board_box.value() == 2 and dialog.grid.item(0, NS_SCORE).text() == ""
    qtbot.keyClick(dialog.grid, Qt.Key.Key_PageUp)
    assert dialog.board_box.value() == 1
    # undo restores: the lead, then the line typed is gone, from the file and from the grid
    window.undo_stack.undo()
    assert board_one(tournament, heat)[3].lead == "" and cells(dialog, 3, LEAD) == ("",)
    window.undo_stack.undo()
    assert 3 not in board_one(tournament, heat)
    assert cells(dialog, 3, CONTRACT, NS_SCORE) == ("", "")


def test_an_impossible_result_is_refused_in_words_and_nothing_saved(qtbot, traveller):
    window, _view, dialog, heat = traveller
    type_line(qtbot, dialog, 4, "7NT", "N", "+1")
    assert "14 stick" in dialog.message.text()
    assert 4 not in board_one(window.controller.session.tournament, heat)


def test_average_plus_and_minus_typed_in_the_contracts_place_law_12C2(qtbot, traveller):
    window, _view, dialog, heat = traveller
    type_line(qtbot, dialog, 4, "A+/A-")
    line = board_one(window.controller.session.tournament, heat)[4]
    assert line.ns_score == "A+ 60 % / A− 40 %"
    # Law 12C2: 60 % and 40 % of the board's top of 2
    assert cells(dialog, 4, NS_SCORE, NS_POINTS, EW_POINTS) == ("A+ 60 % / A− 40 %", "1,2", "0,8")


def test_a_new_line_typed_with_its_pairs_and_delete_removes_a_result(qtbot, traveller):
    window, _view, dialog, heat = traveller
    tournament = window.controller.session.tournament
    empty = dialog.grid.rowCount() - 1
    for offset, text in enumerate(("3NT", "N", "=")):  # no pairs yet: said in words, nothing saved
        type_cell(qtbot, dialog.grid, empty, CONTRACT + offset, text)
    assert dialog.message.text() == "Skriv först radens par i NS och ÖV (och ronden) som heltal."
    assert 2 not in board_one(tournament, heat)
    type_cell(qtbot, dialog.grid, empty, 0, "4")
    type_cell(qtbot, dialog.grid, empty, 1, "2")
    type_cell(qtbot, dialog.grid, empty, 2, "6")  # the line complete: saved
    assert board_one(tournament, heat)[2].ns_score == "+400" and board_one(tournament, heat)[2].round == 4
    dialog.grid.setCurrentCell(row_of(dialog, 1), NS_SCORE)
    dialog.grid.setFocus()
    qtbot.keyClick(dialog.grid, Qt.Key.Key_Delete)
    assert 1 not in board_one(tournament, heat)
    assert cells(dialog, 1, CONTRACT, NS_SCORE) == ("", "")
    window.undo_stack.undo()
    assert board_one(tournament, heat)[1].ns_score == "+420"
    # a line without a result has nothing to remove: Delete only clears what was typed
    dialog.grid.setCurrentCell(row_of(dialog, 3), CONTRACT)
    dialog.remove(row_of(dialog, 3))
    assert dialog.message.text() == ""


def open_weighted(qtbot, dialog, ns):
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    dialog.grid.setFocus()
    dialog.grid.setCurrentCell(row_of(dialog, ns), CONTRACT)
    qtbot.keyClick(dialog.grid, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    weighted = dialog.weighted_dialog
    assert weighted is not None and weighted.isVisible()
    # a key without modifiers, as the TD's next one: Qt keeps the last key's modifiers as held,
    # which would make a later test's selectRow toggle instead of select
    qtbot.keyClick(weighted.grid, Qt.Key.Key_Home)
    return weighted


def type_weighted(qtbot, weighted, rows):
    for row, texts in enumerate(rows):
        if row >= weighted.grid.rowCount():
            weighted.grid.setFocus()
            qtbot.keyClick(weighted.grid, Qt.Key.Key_Insert)
        for column, text in enumerate(texts):
            type_cell(qtbot, weighted.grid, row, column, text)


def test_a_weighted_score_typed_in_its_dialog_is_saved_and_matchpointed_law_12C1c(qtbot, traveller):
    """Board 1, nobody vulnerable. NS 1: 4S= (+420); NS 3: 4S−1 (−50); NS 4: weighted
    4S= 30 %, 4S−1 70 %. Top 4 (three results). Each comparison counts 2 for a win and 1 for a
    tie, weighted by the product of the weights:
    NS 4 against +420: 0.3 × 1 + 0.7 × 0 = 0.3; against −50: 0.3 × 2 + 0.7 × 1 = 1.3 → 1.6;
    NS 1: 2 (against −50) + 0.3 × 1 + 0.7 × 2 = 1.7 → 3.7; NS 3: 0 + 0.7 × 1 = 0.7. EW: 4 less."""
    window, _view, dialog, heat = traveller
    tournament = window.controller.session.tournament
    type_line(qtbot, dialog, 3, "4S", "S", "-1")
    weighted = open_weighted(qtbot, dialog, 4)
    type_weighted(qtbot, weighted, [("4S", "S", "=", "30"), ("4S", "S", "-1", "70")])
    assert [weighted.grid.item(row, 4).text() for row in range(2)] == ["+420", "−50"]  # Law 77
    assert weighted.total.text().endswith("100 %") and weighted.ok_button.isEnabled()
    qtbot.keyClick(weighted.grid, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert weighted.saved == [("4S", "S", "=", 30), ("4S", "S", "-1", 70)] and not weighted.isVisible()
    lines = board_one(tournament, heat)
    assert lines[4].ns_score == "viktat: 4S= 30 %, 4S-1 70 %"
    assert [(lines[ns].ns_points, lines[ns].ew_points) for ns in (1, 3, 4)] == [
        ("3.7", "0.3"),
        ("0.7", "3.3"),
        ("1.6", "2.4"),
    ]
    assert cells(dialog, 4, NS_SCORE, NS_POINTS, EW_POINTS) == ("viktat: 4S= 30 %, 4S-1 70 %", "1,6", "2,4")
    # the dialog opens again on the weights saved, for a correction
    again = open_weighted(qtbot, dialog, 4)
    assert again.parts() == [("4S", "S", "=", 30), ("4S", "S", "-1", 70)]
    again.reject()
    window.undo_stack.undo()
    assert 4 not in board_one(tournament, heat)


def test_weights_adding_up_to_90_are_refused_in_words_law_12C1c(qtbot, traveller):
    window, _view, dialog, heat = traveller
    weighted = open_weighted(qtbot, dialog, 4)
    type_weighted(qtbot, weighted, [("4S", "S", "=", "30"), ("4S", "S", "-1", "60")])
    assert not weighted.ok_button.isEnabled()
    assert weighted.problem.text() == "Vikterna blir tillsammans 90 %; ändra dem så att de blir 100 %."
    assert weighted.total.text().endswith("90 %")
    # a third row brings them to 100; Delete takes it away again
    type_weighted(qtbot, weighted, [("4S", "S", "=", "30"), ("4S", "S", "-1", "60"), ("4S", "S", "+1", "10")])
    assert weighted.ok_button.isEnabled() and weighted.grid.item(2, 4).text() == "+450"
    weighted.grid.setCurrentCell(2, 0)
    qtbot.keyClick(weighted.grid, Qt.Key.Key_Delete)
    assert weighted.grid.rowCount() == 2 and not weighted.ok_button.isEnabled()
    weighted.store()  # Ctrl+Return with the weights wrong: nothing saved, the dialog stays
    assert weighted.isVisible() and 4 not in board_one(window.controller.session.tournament, heat)


def test_the_services_refusal_is_shown_in_the_weighted_dialog_which_stays_open(qtbot, traveller):
    _window, _view, dialog, _heat = traveller
    # pair 9 does not play in the heat: typed on the empty line, refused by the service in words
    empty = dialog.grid.rowCount() - 1
    for column, text in ((1, "9"), (2, "5")):
        type_cell(qtbot, dialog.grid, empty, column, text)
    weighted = open_weighted(qtbot, dialog, 9)
    type_weighted(qtbot, weighted, [("4S", "S", "=", "50"), ("4S", "S", "-1", "50")])
    weighted.store()
    assert "9" in weighted.problem.text() and weighted.isVisible() and weighted.saved is None


def test_the_traveller_and_weighted_dialogs_name_every_field_for_a_screen_reader(qtbot, traveller):
    _window, _view, dialog, _heat = traveller
    weighted = open_weighted(qtbot, dialog, 4)
    assert nameless(dialog) == [] and nameless(weighted) == []


@pytest.mark.parametrize(("width", "height"), LAPTOPS)
def test_the_traveller_and_weighted_dialogs_fit_the_laptop(qtbot, monkeypatch, main_window, heat_file, width, height):
    use_screen(monkeypatch, width, height, TASKBAR, name="eDP-1")
    _window, _view, dialog, _heat = open_traveller(qtbot, main_window, heat_file)
    assert problems_of(dialog) == []
    weighted = open_weighted(qtbot, dialog, 4)
    qtbot.waitUntil(weighted.isVisible)
    assert problems_of(weighted) == []
