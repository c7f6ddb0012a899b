"""W1, M1: a walkover ruled in the window keeps no line-up saved for the match before, so no player
is counted as having played it; Ctrl+Z brings the line-ups back with the match."""

from __future__ import annotations

import datetime as dt

from tddesk.services.lineup_views import match_lineups
from tddesk.services.lineups import SIDES, set_lineup
from tddesk.services.masterpoints import master_points
from tddesk.services.round_results import round_entry
from tddesk.services.walkovers import remove_walkover
from ui.evening import choose_in_tree

LINKOPING = "heat-linkoping"


def seated(tournament, match_id: str) -> list[str]:
    return [
        player.mid
        for half in match_lineups(tournament, match_id).halves
        for side in SIDES
        for player in half[side].players
    ]


def test_w1_m1_a_walkover_drops_the_lineups_saved_before_and_undo_brings_them_back(qtbot, demo_window):
    window = demo_window
    session = window.controller.session
    tournament = session.tournament
    match = next(m for m in round_entry(tournament, LINKOPING, 7).matches if m.state == "walkover")
    session.perform("played after all", remove_walkover, match.id)
    for side in SIDES:  # the suggested line-ups saved, as a typed result would save them
        suggested = match_lineups(tournament, match.id).halves[0][side].suggested
        session.perform("line-up", set_lineup, match.id, 1, side, list(suggested))
    assert len(seated(tournament, match.id)) == 8

    view = choose_in_tree(window, ("round", LINKOPING, 7))
    view.table.setCurrentIndex(view.model.index(view.model.row_of(match.id), 0))
    dialog = window.controller.tournament_menus.open_ruling("walkover")
    assert dialog.match_combo.current().id == match.id
    dialog.team_combo.setCurrentIndex(dialog.team_combo.findData(match.away))
    dialog.date_edit.setDate(dt.date(2016, 11, 28))
    dialog.ok_button.click()
    assert dialog.change is not None

    assert seated(tournament, match.id) == []
    points = next(m for m in master_points(tournament, LINKOPING).matches if m.match_id == match.id)
    assert all(not side.shares for side in (points.home, points.away))
    window.undo_stack.undo()
    assert len(seated(tournament, match.id)) == 8
