"""Who played under each pair number of a Bridgemate pairs session (D p.6: a reserve plays a whole
session, so the numbers entered at a pair's first round count), and how that compares with the
heat's registered pairs."""

from __future__ import annotations

from tddesk.formats.bws.reader import PlayerNumberRow, ReceivedRow, SeatingRow
from tddesk.rules.pairs_bws import FilePlayer, RegisteredPair, compare_players, pair_players


def _number(table, round_number, direction, mid, order):
    return PlayerNumberRow(1, table, round_number, direction, mid, f"Spelare {mid}", order)


def test_the_first_round_entered_counts_and_results_place_a_table_without_movement_D_p6():
    seatings = [SeatingRow(1, 1, 1, 1, 2), SeatingRow(1, 1, 2, 3, 1)]
    # table 2 has no RoundData row: its round 1 pairs come from a result
    results = [ReceivedRow(1, 1, 2, 1, 1, 3, 4, 3, "N", "3 NT", "=", "", False)]
    numbers = [
        _number(1, 0, "N", "11", 0),
        _number(1, 0, "S", "12", 1),
        _number(1, 0, "E", "21", 2),
        _number(1, 0, "W", "22", 3),
        _number(2, 1, "N", "31", 4),
        _number(2, 1, "S", "0", 5),
        _number(1, 2, "E", "99", 6),  # pair 1 at table 1 in round 2: a later entry, not read
        _number(1, 0, "N", "13", 7),
    ]  # a correction of round 0's North: the later row wins
    seen = pair_players(numbers, seatings, results)
    assert seen == {
        1: (FilePlayer("13", "Spelare 13"), FilePlayer("12", "Spelare 12")),
        2: (FilePlayer("21", "Spelare 21"), FilePlayer("22", "Spelare 22")),
        3: (FilePlayer("31", "Spelare 31"),),
    }  # "0": no number entered


def test_strangers_reserves_and_another_heats_file_D_p6():
    registered = {
        1: RegisteredPair(("11", "12")),
        2: RegisteredPair(("21", "22"), reserve=("29", "22")),
        3: RegisteredPair(("31", "32")),
    }
    seen = {
        1: (FilePlayer("11", "A"), FilePlayer("19", "Reserv")),
        2: (FilePlayer("21", "B"), FilePlayer("22", "C")),
        3: (FilePlayer("41", "D"), FilePlayer("42", "E")),
        9: (FilePlayer("91", "F"),),
    }
    verdict = compare_players(seen, registered)
    assert verdict.strangers == (3,) and not verdict.not_this_heat
    assert [(found.number, found.reserve.mid, found.for_mid) for found in verdict.reserves] == [(1, "19", "12")]
    assert verdict.disagreements == (2,)  # tddesk records a reserve for 22; the file seats 22
    assert verdict.compared == 3  # pair 9 is not the heat's: left to the results' check
    other = compare_players({1: (FilePlayer("51", "G"), FilePlayer("52", "H"))}, registered)
    assert other.not_this_heat
