"""H6: swapping home and away of a match that already has line-ups, IMPs and boards."""

import datetime as dt

import pytest

from builders import roster
from tddesk.services.board_views import match_boards
from tddesk.services.boards import enter_board
from tddesk.services.lineup_views import match_lineups
from tddesk.services.lineups import set_lineup
from tddesk.services.results import enter_half
from tddesk.services.round_results import match_row, round_entry
from tddesk.services.schedule import make_schedule, swap_home_away
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team


@pytest.fixture
def played(tournament):
    """Round 1 of a four-team heat in two halves: the first match with line-ups and IMPs in both."""
    stage = create_stage(tournament, StageForm("Kvalheat", 24, halves=2)).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 100 * number)), stage)
    make_schedule(tournament, stage, dt.date(2016, 10, 3))
    match = round_entry(tournament, stage, 1).matches[0]
    for half in (1, 2):
        for side in ("home", "away"):
            team = match.home if side == "home" else match.away
            set_lineup(tournament, match.id, half, side, [p.mid for p in _roster_of(tournament, team)][:4])
        enter_half(tournament, match.id, half, 30 + half, 12)
    return match


def _roster_of(tournament, team_id):
    from tddesk.services.teams import team_views

    return next(team for team in team_views(tournament) if team.id == team_id).players


def _lineups(tournament, match_id):
    return [
        {side: [p.mid for p in half[side].players] for side in ("home", "away")}
        for half in match_lineups(tournament, match_id).halves
    ]


def _teams(tournament, match_id):
    row = match_row(tournament, match_id)
    return row.home, row.away


def test_swap_of_a_match_with_lineups_swaps_teams_imps_and_lineups_H6(tournament, played):
    lineups = _lineups(tournament, played.id)
    assert all(len(half["home"]) == len(half["away"]) == 4 for half in lineups)
    swap_home_away(tournament, played.id)
    assert _teams(tournament, played.id) == (played.away, played.home)
    assert match_row(tournament, played.id).halves == ((12, 31), (12, 32))
    assert _lineups(tournament, played.id) == [{"home": half["away"], "away": half["home"]} for half in lineups]
    swap_home_away(tournament, played.id)  # and back again: the match as entered
    assert _teams(tournament, played.id) == (played.home, played.away)
    assert _lineups(tournament, played.id) == lineups
    assert match_row(tournament, played.id).halves == ((31, 12), (32, 12))


def test_swap_with_lineups_is_undone_and_redone_exactly_H6(tournament, played):
    lineups = _lineups(tournament, played.id)
    change = swap_home_away(tournament, played.id)
    tournament.undo(change.audit_id)
    assert _teams(tournament, played.id) == (played.home, played.away)
    assert _lineups(tournament, played.id) == lineups
    tournament.redo(change.audit_id)
    assert _teams(tournament, played.id) == (played.away, played.home)
    assert _lineups(tournament, played.id)[1] == {"home": lineups[1]["away"], "away": lineups[1]["home"]}


def test_swap_keeps_each_board_result_with_the_players_who_sat_there_H6(tournament, played):
    enter_board(tournament, played.id, 1, "open", 1, "4H", "S", "=")  # old home team NS
    enter_board(tournament, played.id, 1, "closed", 1, "3NT", "N", "+1")
    swap_home_away(tournament, played.id)
    board = match_boards(tournament, played.id).halves[0].rows[0]
    assert board.board == 1
    assert (board.open.contract, board.closed.contract) == ("3NT", "4H")  # the old home team now sits closed NS
