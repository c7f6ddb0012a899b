"""The tables a pairs session's movement seats on each board, for the traveller typed in the
window (docs/pairs.md, "Typing a traveller"), and a stored weighted score read back as typed."""

from __future__ import annotations

import pytest

from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_results import assign_pairs_score
from tddesk.services.pairs_travellers import MovementTableRow, heat_travellers, movement_tables
from tddesk.services.players import PlayerEntry


def _heat(tournament, pairs: int) -> str:
    event = create_pairs_event(tournament, "DM Par Open", "open", 8, 60).value
    heat = add_pairs_heat(tournament, event, "Kval", "silver").value
    for number in range(1, pairs + 1):
        pair = register_pair(
            tournament,
            event,
            PlayerEntry(str(800000 + 2 * number), f"A {number}", "BK Lyx", "ÖMBF"),
            PlayerEntry(str(800001 + 2 * number), f"B {number}", "BK Lyx", "ÖMBF"),
        ).value
        enter_heat(tournament, heat, pair, number)
    return heat


def test_a_mitchell_seats_each_board_at_the_tables_that_play_it(tournament):
    heat = _heat(tournament, 8)
    add_session(tournament, heat, "mitchell", 2)
    tables = movement_tables(tournament, heat, 1)
    assert sorted(tables) == list(range(1, 9))
    assert tables[1] == (MovementTableRow(1, 1, 5), MovementTableRow(3, 3, 8), MovementTableRow(2, 4, 7))
    assert tables[2] == tables[1]  # the round's two boards go together


@pytest.mark.parametrize(("pairs", "movement", "per_round"), [(8, "mitchell", None), (7, "mitchell", 2)])
def test_without_boards_a_round_or_a_seatable_field_the_td_types_the_pairs(tournament, pairs, movement, per_round):
    heat = _heat(tournament, pairs)
    add_session(tournament, heat, movement, per_round)
    assert movement_tables(tournament, heat, 1) == {}


def test_a_weighted_score_is_read_back_as_typed_law_12C1c(tournament):
    heat = _heat(tournament, 8)
    add_session(tournament, heat, "mitchell", 2)
    parts = [("4S", "S", "=", 30), ("4S", "S", "-1", 60), ("3NT", "N", "+1", 10)]
    assign_pairs_score(tournament, heat, 1, 1, 1, 5, weighted=parts)
    assert heat_travellers(tournament, heat)[0].lines[0].weighted == tuple(parts)
