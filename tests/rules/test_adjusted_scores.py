"""Adjusted scores (Law 12C) in pairs and teams, with worked numbers: artificial (Law 12C2: 60/50/40 %
of the top in pairs, +3/0/−3 IMPs in teams), split (each side its own), weighted (Law 12C1(c): the
weighted average of what each result would score) and not played (the board leaves that table's
comparison; Neuberg for the rest)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tddesk.rules.boards import RoomEntry, board_line
from tddesk.rules.bws import NOT_PLAYED, Arbitral, arbitral_score
from tddesk.rules.contract import BoardError
from tddesk.rules.matchpoints import TableResult, check_weighted, score_board


def _points(results, expected):
    return {(s.result.ns_pair, s.result.ew_pair): (s.ns_points, s.ew_points) for s in score_board(results, expected)}


def test_artificial_average_plus_average_and_minus_in_pairs_law_12C2():
    """Four tables, top 6: A+ 60 % is 3.6, A 50 % is 3, A− 40 % is 2.4."""
    results = [
        TableResult(1, "1", "5", 420),
        TableResult(1, "2", "6", 170),
        TableResult(1, "3", "7", ns_percent=60, ew_percent=40),
        TableResult(1, "4", "8", ns_percent=50, ew_percent=50),
    ]
    points = _points(results, 4)
    assert points["3", "7"] == (Fraction(36, 10), Fraction(24, 10))
    assert points["4", "8"] == (3, 3)
    # The two played tables are compared between themselves and raised to the top of 6 (Neuberg):
    # 420 beats 170: (2 + 1) × 4 / 2 − 1 = 5; 170: (0 + 1) × 4 / 2 − 1 = 1.
    assert points["1", "5"] == (5, 1) and points["2", "6"] == (1, 5)


def test_split_scores_give_each_side_its_own_law_12C2():
    results = [TableResult(1, "1", "5", 420), TableResult(1, "2", "6", ns_percent=60, ew_percent=60)]
    assert _points(results, 2)["2", "6"] == (Fraction(12, 10), Fraction(12, 10))  # 60 % of a top of 2, each


def test_not_played_leaves_the_comparison_and_the_rest_get_neuberg_law_12C():
    """Board played at 3 of 4 tables: 420, 420, 170 on the scale of 4 results (top 6)."""
    results = [TableResult(1, "1", "5", 420), TableResult(1, "2", "6", 420), TableResult(1, "3", "7", 170)]
    points = _points(results, 4)
    # 420: 3 matchpoints of a top of 4 → (3 + 1) × 4 / 3 − 1 = 13/3; 170: (0 + 1) × 4 / 3 − 1 = 1/3.
    assert points["1", "5"][0] == Fraction(13, 3) and points["3", "7"][0] == Fraction(1, 3)
    assert sum(ns for ns, _ew in points.values()) == Fraction(27, 3)


def test_weighted_score_is_the_weighted_average_of_what_each_result_would_score_law_12C1c():
    """4S= (+420) 30 %, 4S−1 (−50) 70 % at table 4, against 420, 420 and 170 elsewhere (top 6).
    As 420 table 4 would score 1 + 1 + 2 = 4, as −50 it would score 0: 30 % × 4 = 1.2.
    The others score their weighted comparison with it: 420 gets 1 + 2 + (0.3 × 1 + 0.7 × 2) = 4.7,
    170 gets 0 + 0 + (0.3 × 0 + 0.7 × 2) = 1.4."""
    results = [
        TableResult(1, "1", "5", 420),
        TableResult(1, "2", "6", 420),
        TableResult(1, "3", "7", 170),
        TableResult(1, "4", "8", weighted=((420, 30), (-50, 70))),
    ]
    points = _points(results, 4)
    assert points["4", "8"] == (Fraction(12, 10), Fraction(48, 10))
    assert points["1", "5"] == points["2", "6"] == (Fraction(47, 10), Fraction(13, 10))
    assert points["3", "7"] == (Fraction(14, 10), Fraction(46, 10))
    assert sum(ns for ns, _ew in points.values()) == 12  # the board's matchpoints are all shared


def test_a_weighted_score_needs_weights_adding_up_to_100_law_12C1c():
    check_weighted(((420, 30), (-50, 70)))
    with pytest.raises(BoardError):
        check_weighted(((420, 30), (-50, 60)))
    with pytest.raises(BoardError):
        check_weighted(((420, 100),))


def test_artificial_and_split_scores_in_teams_give_plus_minus_3_imps_law_12C2():
    played = RoomEntry(1, "open", "4S", "S", 10)
    plus = board_line(1, played, RoomEntry(1, "closed", ns_percent=40, ew_percent=60))  # home EW: A+
    assert (plus.home_imps, plus.away_imps) == (3, 0)
    average = board_line(1, played, RoomEntry(1, "closed", ns_percent=50, ew_percent=50))
    assert (average.home_imps, average.away_imps) == (0, 0)
    split = board_line(1, played, RoomEntry(1, "closed", ns_percent=40, ew_percent=40))  # both A−
    # Each side's −3 is won by the other side: 3 each, a net of 0 (and 60/60 the same from gains).
    assert (split.home_imps, split.away_imps) == (3, 3)
    both_plus = board_line(1, played, RoomEntry(1, "closed", ns_percent=60, ew_percent=60))
    assert (both_plus.home_imps, both_plus.away_imps) == (3, 3)


def test_not_played_in_teams_leaves_the_board_incomplete_law_12C():
    line = board_line(1, RoomEntry(1, "open", "4S", "S", 10), None)
    assert not line.complete and (line.home_imps, line.away_imps) == (0, 0)


class _Row:
    def __init__(self, contract: str, remarks: str, erased: bool = False):
        self.contract, self.remarks, self.erased = contract, remarks, erased


@pytest.mark.parametrize(
    ("contract", "remarks", "expected"),
    [
        ("", "40%-60%", Arbitral(40, 60)),
        ("", "60%-60%", Arbitral(60, 60)),
        ("", " 50% - 50% ", Arbitral(50, 50)),
        ("", "Not played", NOT_PLAYED),
        ("4 S", "40%-60%", None),  # a contract is a played result, whatever Remarks say
        ("", "Result erased", None),
    ],
)
def test_bridgemate_remarks_hold_the_score_given_at_the_table_law_12C2(contract, remarks, expected):
    assert arbitral_score(_Row(contract, remarks)) == expected


@pytest.mark.parametrize(
    ("typed", "percents"),
    [
        ("60/40", (60, 40)),
        ("60 % - 40 %", (60, 40)),
        ("A+", (60, 40)),
        ("a", (50, 50)),
        ("A−", (40, 60)),
        ("A+/A+", (60, 60)),
        ("4S", None),
        ("PASS", None),
    ],
)
def test_an_artificial_score_typed_where_the_contract_goes_law_12C2(typed, percents):
    from tddesk.rules.adjusted import artificial_percents

    assert artificial_percents(typed) == percents
