"""The venue screen of a pairs barometer (Visa → Resultattavla with the heat in view): the result
list and the running score after the latest round, one decimal with a decimal comma, ranked at full
precision (PP5), following an entry made in the main window without a click; names as plain text."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_results import enter_pairs_result
from tddesk.services.players import PlayerEntry
from tddesk.ui.venue_screen import ROWS_PER_SCREEN

FIRST_NAMES = ("<b>Ek</b>", "Holm", "Sund", "Berg")


@pytest.fixture
def window_on_final(tmp_path, main_window):
    path = tmp_path / "dm-par.tddesk"
    tournament = new_championship(
        path, name="DM Par Mixed ÖMBF 2016-17", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 4, 54).value
    final = add_pairs_heat(tournament, event, "Final Linköping", "final").value
    for number, name in enumerate(FIRST_NAMES, start=1):
        pair = register_pair(
            tournament,
            event,
            PlayerEntry(str(400000 + 2 * number), name, "BK Linköping", "ÖMBF", 1960),
            PlayerEntry(str(400001 + 2 * number), f"Partner {number}", "BK Linköping", "ÖMBF", 1962),
        ).value
        enter_heat(tournament, final, pair, number)
    add_session(tournament, final)
    for board, tricks in ((1, (10, 9)), (2, (8, 9))):
        for table, taken in enumerate(tricks):
            enter_pairs_result(
                tournament, final, 1, board, 2 * table + 1, 2 * table + 2, "3NT", "N", taken, round_number=board
            )
    tournament.close()
    main_window.controller.open_file(path)
    main_window.controller.select(("pairs_heat", final))
    return main_window, final


def _open(window, qtbot, size=(1280, 720)):
    results = window.controller.results
    assert results.venue_action.isEnabled()  # F10 with the heat in view
    screen = results.open_venue_screen(full_screen=False)
    qtbot.addWidget(screen)
    screen.resize(*size)
    qtbot.waitUntil(screen.isVisible)
    QApplication.processEvents()
    return screen


def _rows(screen) -> list[list[str]]:
    page = screen.pages[screen.page_index]
    return [[cell.text for cell in row] for row in page.rows]


def test_the_result_list_and_the_running_score_after_the_latest_round_PP5(window_on_final, qtbot):
    window, _final = window_on_final
    screen = _open(window, qtbot)
    assert (
        screen.objectName() == "pairsVenueScreen" and "#pairsVenueScreen { background: #0b1f3a" in screen.styleSheet()
    )  # the team screen's colours (contrast > 7:1)
    assert screen.title.text() == "DM Par Mixed ÖMBF 2016-17 – Final Linköping"
    assert [page.title for page in screen.pages] == ["Resultatlista", "Löpande ställning efter rond 2"]
    assert screen.subtitle.text() == "Resultatlista"
    assert [row[4] for row in _rows(screen)] == ["50,0"] * 4
    screen.next_page()
    assert screen.subtitle.text() == "Löpande ställning efter rond 2"
    # round 2: table 2's NS (pair 3) made 9 against 8 — 100 % for pairs 3 and 2 in the round
    assert {row[2]: row[3] for row in _rows(screen)} == {"3": "100,0", "2": "100,0", "1": "0,0", "4": "0,0"}
    labels = [label for label in screen.cells if label.text().startswith("&lt;") or "<b>" in label.text()]
    assert labels and all(label.text() == "<b>Ek</b> – Partner 1" for label in labels)  # shown as typed
    assert screen.shown_pixel_size >= screen.height() / ROWS_PER_SCREEN / 1.35 * 0.7


def test_the_screen_follows_an_entry_in_the_main_window_without_a_click(window_on_final, qtbot):
    window, final = window_on_final
    screen = _open(window, qtbot)
    session = window.controller.session
    # round 3 is played: the running score moves to it at once
    session.perform("Bricka 3", enter_pairs_result, final, 1, 3, 1, 2, "3NT", "N", 11, round_number=3)
    assert [page.title for page in screen.pages][-1] == "Löpande ställning efter rond 3"
    session.perform("Bricka 3", enter_pairs_result, final, 1, 3, 3, 4, "3NT", "N", 9, round_number=3)
    totals = {row[2]: row[4] for row in _rows(screen)}
    # matchpoints over boards 1-3 (top 2 a board): pair 1 2 + 0 + 2, pair 2 0 + 2 + 0
    assert totals == {"1": "66,7", "4": "66,7", "2": "33,3", "3": "33,3"}
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert [page.title for page in screen.pages][-1] == "Löpande ställning efter rond 2"
