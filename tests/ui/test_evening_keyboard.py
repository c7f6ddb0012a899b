"""A heat evening by keyboard in the real main window: a round entered from the tree in a counted
number of keys (H5, VP1), rulings opened on the match the TD is on (P1-P3, W1), one owner per
mnemonic."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QLabel

from reports.printing import pdf_pages
from tddesk.services.files import open_championship
from tddesk.services.lineup_views import match_lineups, missing_lineups
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import schedule_view
from tddesk.services.walkovers import remove_walkover
from tddesk.ui.views.imp_cells import ImpEditor
from ui.evening import Keyboard, choose_in_tree, tree_key

LINKOPING = "heat-linkoping"
KEYSTROKE_BUDGET = 30
RULINGS_ON_A_MATCH = ("late_arrival", "slow_play", "unauthorised_player", "walkover")


@pytest.fixture
def four_open_matches(demo_file):
    """The demo with its Linköping round 7 still to play in full: four matches, line-ups as before."""
    tournament = open_championship(demo_file)
    walkover = next(m for m in round_entry(tournament, LINKOPING, 7).matches if m.state == "walkover")
    remove_walkover(tournament, walkover.id)
    assert [m.state for m in round_entry(tournament, LINKOPING, 7).matches] == ["not_started"] * 4
    tournament.close()
    return demo_file


def test_h5_a_four_match_round_from_the_tree_in_at_most_30_keys_then_its_match_reports(
    qtbot, main_window, four_open_matches, monkeypatch, tmp_path
):
    window = main_window
    window.controller.open_file(four_open_matches)
    tree = window.tree_view
    tree.setCurrentIndex(window.controller.tree_model.index_of(("round", LINKOPING, 7)))
    keys = Keyboard(qtbot, window)
    tree.setFocus()
    QApplication.processEvents()
    assert keys.focus() is tree
    keys.press(Qt.Key.Key_Return)  # Enter on the round: straight into its first empty IMP cell
    assert isinstance(keys.focus(), ImpEditor)
    results = [("31", "18"), ("12", "40"), ("25", "25"), ("9", "30")]
    for home, away in results:
        keys.type(home)
        keys.press(Qt.Key.Key_Tab)
        keys.type(away)
        keys.press(Qt.Key.Key_Tab)
    assert keys.count <= KEYSTROKE_BUDGET, f"{keys.count} keys for a round of four matches"

    tournament = window.controller.session.tournament
    saved = round_entry(tournament, LINKOPING, 7).matches
    assert [m.halves[0] for m in saved] == [(int(h), int(a)) for h, a in results]
    assert missing_lineups(tournament, LINKOPING, 7) == []

    # Skriv ut → Spara som PDF: each match report lists four players with their MID per team (H5).
    target = tmp_path / "rond7.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), args[-1])))
    window.controller.tournament_menus.save_pdf.trigger()
    pages = pdf_pages(target)
    assert len(pages) == 4
    for match, page in zip(saved, pages, strict=True):
        lineups = match_lineups(tournament, match.id).halves[0]
        for side in ("home", "away"):
            players = lineups[side].players
            assert len(players) == 4
            for player in players:
                assert player.mid in page and player.name in page


def test_ctrl_e_goes_to_the_first_empty_result_from_anywhere_in_the_heat(qtbot, demo_window):
    window = demo_window
    choose_in_tree(window, ("standings", LINKOPING))
    keys = Keyboard(qtbot, window)
    window.tree_view.setFocus()
    keys.press(Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert tree_key(window) == ("round", LINKOPING, 7)
    editor = keys.focus()
    assert isinstance(editor, ImpEditor)
    view = window.controller.views[("round", LINKOPING, 7)]
    assert view.table.currentIndex() == view.first_waiting_cell()


def mnemonics(window) -> list[str]:
    """The Alt+letter of every menu title and every visible button and label of the window."""
    texts = [action.text() for action in window.menuBar().actions()]
    texts += [widget.text() for widget in window.findChildren(QAbstractButton) if widget.isVisible()]
    texts += [widget.text() for widget in window.findChildren(QLabel) if widget.isVisible() and widget.buddy()]
    found = []
    for text in texts:
        match = re.search(r"&([^&\s])", text.replace("&&", ""))
        if match:
            found.append(match.group(1).lower())
    return found


def test_each_mnemonic_has_one_owner_on_the_round_page(qtbot, demo_window):
    window = demo_window
    view = choose_in_tree(window, ("round", LINKOPING, 3))
    view.table.setCurrentIndex(view.model.index(0, 0))
    QApplication.processEvents()
    found = mnemonics(window)
    assert "s" in found  # Skriv ut
    duplicates = sorted({letter for letter in found if found.count(letter) > 1})
    assert duplicates == [], f"Alt+{duplicates} has more than one owner"


def test_every_ruling_has_its_own_shortcut_shown_in_the_menu(demo_window):
    window = demo_window
    rulings = window.controller.tournament_menus.rulings
    shortcuts = [action.shortcut().toString() for action in rulings.values()]
    assert all(shortcuts) and len(set(shortcuts)) == len(shortcuts)
    others = {
        action.shortcut().toString()
        for action in window.findChildren(type(rulings["walkover"]))
        if action not in rulings.values() and not action.shortcut().isEmpty()
    }
    assert not set(shortcuts) & others


@pytest.mark.parametrize("kind", RULINGS_ON_A_MATCH)
def test_p1_p2_p3_w1_a_ruling_opens_on_the_match_selected_in_the_round_grid(qtbot, demo_window, kind):
    window = demo_window
    view = choose_in_tree(window, ("round", LINKOPING, 3))
    chosen = view.model.match_row(2)
    view.table.setCurrentIndex(view.model.index(2, 0))
    view.table.setFocus()
    menus = window.controller.tournament_menus
    keys = Keyboard(qtbot, window)
    view.table.setFocus()
    keys.press(menus.rulings[kind].shortcut()[0].key())
    dialog = menus.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.match_combo.current().id == chosen.id
    assert f"Rond 3: {chosen.home_name} – {chosen.away_name}" == dialog.match_combo.currentText()
    dialog.reject()


def test_p2_a_ruling_opens_on_the_match_selected_in_the_rulings_list(qtbot, demo_window):
    window = demo_window
    view = choose_in_tree(window, ("rulings", "heat-motala"))
    row = next(index for index, ruling in enumerate(view.model.rows) if ruling.match_id)
    view.select_row(row)
    menus = window.controller.tournament_menus
    dialog = menus.open_ruling("slow_play")
    assert dialog.match_combo.current().id == view.model.rows[row].match_id
    dialog.reject()


def test_p1_a_ruling_opens_on_the_match_selected_in_the_central_day_table(qtbot, demo_window):
    window = demo_window
    tournament = window.controller.session.tournament
    pages = window.controller.tree_model.keys()  # the tree's view keys (a set)
    semifinal = next(key for key in pages if key[0] == "central_day")
    view = choose_in_tree(window, semifinal)
    last_row = len(view.table_times.keys) - 1
    view.table_times.setCurrentIndex(view.table_times.model().index(last_row, 0))
    match_id = view.table_times.keys[last_row][0]
    dialog = window.controller.tournament_menus.open_ruling("late_arrival")
    assert dialog.match_combo.current().id == match_id
    first = schedule_view(tournament, semifinal[1]).rounds[0].matches[0].id
    assert match_id != first
    dialog.reject()
