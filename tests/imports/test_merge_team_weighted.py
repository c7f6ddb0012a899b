"""Merging a heat whose match has a weighted score (Law 12C1(c)) in a room: it comes with the heat."""

from __future__ import annotations

from fractions import Fraction

from tddesk.imports.merge import merge_heat, preview_merge
from tddesk.services.board_views import match_boards
from tddesk.services.boards import assign_board_score, enter_board
from tddesk.services.files import open_championship
from tddesk.services.schedule import schedule_view

from .test_merge import championship, make_heat_file  # noqa: F401 - the fixture is used by name


def test_law_12c1c_a_weighted_room_is_merged_with_its_heat(championship, tmp_path):  # noqa: F811
    """Board 2 (NS vulnerable): 4S= (+620) 30 % / 4S-1 (−100) 70 % against +620: 8.4 IMPs to the away team."""
    path = make_heat_file(tmp_path / "heat.tddesk")
    heat = open_championship(path)
    try:
        match_id = schedule_view(heat, "heat-linkoping").rounds[0].matches[0].id
        assign_board_score(heat, match_id, 1, "open", 2, weighted=[("4S", "N", "=", 30), ("4S", "N", "-1", 70)])
        enter_board(heat, match_id, 1, "closed", 2, "4S", "N", "=")
    finally:
        heat.close()
    merge_heat(championship, preview_merge(championship, path))
    row = next(row for row in match_boards(championship, match_id).halves[0].rows if row.board == 2)
    assert row.open.adjusted == "viktat: 4S= 30 %, 4S-1 70 %"
    assert row.line.exact_away == Fraction(42, 5)
