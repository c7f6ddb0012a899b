"""A two-half heat evening by keyboard in the real main window (H5, VP1): every match's line-ups
are reached from the round grid and back (Ctrl+L, Esc), and the rulings' keys (P1-P3, W1) work
after Escape in an IMP cell."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from built_files import filled_championship
from tddesk.services.lineup_views import match_lineups
from tddesk.services.lineups import SIDES, set_lineup
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import schedule_view
from tddesk.ui.views.imp_cells import ImpEditor
from ui.evening import Keyboard, choose_in_tree

HEAT = "heat-two-halves"
KEYSTROKE_BUDGET = 60
HALF_1 = [("31", "18"), ("12", "40"), ("5", "25"), ("9", "30")]
HALF_2 = [("7", "22"), ("14", "3"), ("0", "11"), ("26", "8")]


def play_round_one(tournament) -> None:
    """Eight teams of five in a two-half heat; round 1 played by each team's first four."""
    import builders

    assert builders.heat(tournament, 8, boards=24, halves=2, players=5, stage_id=HEAT) == HEAT
    for match in schedule_view(tournament, HEAT).rounds[0].matches:
        for half in (1, 2):
            for side, team in zip(SIDES, (match.home, match.away), strict=True):
                players = [player.mid for player in _roster(tournament, team)]
                set_lineup(tournament, match.id, half, side, players[:4])
            enter_half(tournament, match.id, half, 10, 20, confirmed=True)


def _roster(tournament, team_id):
    from tddesk.services.teams import team_view

    return team_view(tournament, team_id).players


@pytest.fixture
def two_half_heat(tmp_path_factory, tmp_path):
    tournament = filled_championship(tmp_path_factory, tmp_path / "dm.tddesk", "two-half-heat", play_round_one)
    path = tournament.path
    tournament.close()
    return path


def mids(tournament, match_id: str, half: int, side: str) -> list[str]:
    return [player.mid for player in match_lineups(tournament, match_id).halves[half - 1][side].players]


def change_last_seat(keys: Keyboard) -> None:
    """Ctrl+L to the line-up, Tab to the fourth seat, Down to the next player, Enter, Esc back."""
    keys.press(Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    keys.press(Qt.Key.Key_Tab, times=3)
    keys.press(Qt.Key.Key_Down)
    keys.press(Qt.Key.Key_Return)
    keys.press(Qt.Key.Key_Escape)
    assert isinstance(keys.focus(), ImpEditor)  # back in the grid, in the cell the TD left


def test_h5_a_two_half_round_with_a_changed_lineup_per_half_all_by_keyboard_in_at_most_60_keys(
    qtbot, main_window, two_half_heat
):
    window = main_window
    window.controller.open_file(two_half_heat)
    tournament = window.controller.session.tournament
    matches = round_entry(tournament, HEAT, 2).matches
    suggested = {
        (m.id, side): match_lineups(tournament, m.id).halves[0][side].suggested for m in matches for side in SIDES
    }
    choose_in_tree(window, ("round", HEAT, 2))
    keys = Keyboard(qtbot, window)
    window.tree_view.setFocus()
    QApplication.processEvents()
    keys.press(Qt.Key.Key_Return)
    assert isinstance(keys.focus(), ImpEditor)
    view = window.controller.views[("round", HEAT, 2)]
    for half, results in ((1, HALF_1), (2, HALF_2)):
        for number, (home, away) in enumerate(results):
            if (half, number) == (1, 1):  # match 2's home team changed a player for half 1
                change_last_seat(keys)
            keys.type(home)
            keys.press(Qt.Key.Key_Tab)
            if (half, number) == (2, 2):  # match 3's away team changed a player for half 2
                assert view.lineups.match_id == matches[2].id
                change_last_seat(keys)
            keys.type(away)
            keys.press(Qt.Key.Key_Tab)
    assert keys.count <= KEYSTROKE_BUDGET, f"{keys.count} keys for a round of four matches in two halves"

    saved = round_entry(tournament, HEAT, 2).matches
    assert [m.halves[0] for m in saved] == [(int(h), int(a)) for h, a in HALF_1]
    assert [m.halves[1] for m in saved] == [(int(h), int(a)) for h, a in HALF_2]
    # Half 2 starts from the line-up of half 1, so match 2's change holds for its second half too.
    changed = {(matches[1].id, 1, "home"), (matches[1].id, 2, "home"), (matches[2].id, 2, "away")}
    for match in matches:
        for half in (1, 2):
            for side in SIDES:
                before = list(suggested[(match.id, side)])
                roster = [player.mid for player in _roster(tournament, match.home if side == "home" else match.away)]
                expected = before[:3] + [roster[4]] if (match.id, half, side) in changed else before
                assert mids(tournament, match.id, half, side) == expected, (match.id, half, side)


def test_every_matchs_lineups_are_reached_from_its_row_and_esc_comes_back(qtbot, main_window, two_half_heat):
    window = main_window
    window.controller.open_file(two_half_heat)
    view = choose_in_tree(window, ("round", HEAT, 2))
    keys = Keyboard(qtbot, window)
    for row in range(view.model.rowCount()):
        for column in (view.model.imp_column(1, 1), view.model.imp_column(2, 0)):
            view.table.setFocus()
            view.table.setCurrentIndex(view.model.index(row, column))
            QApplication.processEvents()
            keys.press(Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
            half, side = view.model.imp_cell(column)
            editor = view.lineups.editor(half, SIDES[side])
            assert keys.focus() is editor.combos[0].lineEdit() or keys.focus() is editor.combos[0]
            assert view.lineups.match_id == view.model.match_row(row).id
            keys.press(Qt.Key.Key_Escape)
            assert view.table.currentIndex() == view.model.index(row, column)
            assert isinstance(keys.focus(), ImpEditor)


@pytest.mark.parametrize("typed", ["", "3"])
def test_p2_f6_opens_the_slow_play_ruling_after_escape_in_an_imp_cell_time_after_time(
    qtbot, main_window, two_half_heat, typed
):
    window = main_window
    window.controller.open_file(two_half_heat)
    view = choose_in_tree(window, ("round", HEAT, 2))
    keys = Keyboard(qtbot, window)
    for row in (0, 1, 2):  # a ruling closed, the next cell, Escape, F6 again
        view.table.setFocus()
        view.table.setCurrentIndex(view.model.index(row, view.model.imp_column(1, 0)))
        QApplication.processEvents()
        assert isinstance(keys.focus(), ImpEditor)
        keys.type(typed)
        keys.press(Qt.Key.Key_Escape)
        keys.press(Qt.Key.Key_F6)
        dialog = window.controller.tournament_menus.dialog
        assert dialog is not None and dialog.isVisible(), f"F6 ignored after a ruling on row {row}"
        assert dialog.match_combo.current().id == view.model.match_row(row).id
        dialog.reject()
        QApplication.processEvents()
        window.controller.tournament_menus.dialog = None
