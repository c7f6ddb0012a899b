"""PP5: matchpoints (2 per beaten score, 1 per tie), Neuberg's formula, adjusted scores, percentages."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tddesk.rules.contract import BoardError
from tddesk.rules.matchpoints import (
    TableResult,
    combined,
    matchpoints,
    neuberg,
    ranked,
    running_scores,
    score_board,
    score_session,
    top,
)


def test_two_per_beaten_score_one_per_tie_PP5():
    assert matchpoints([420, 420, 450, -50, 100]) == [5, 5, 8, 0, 2]
    assert top(14) == 26


def test_neuberg_on_a_board_with_2_of_14_results_missing_PP5():
    """PP5: a final of 14 tables; board 7 has only 12 results. Each score's matchpoints among the
    12 are raised by Neuberg: (MP + 1) · 14 / 12 − 1. The best gets (22 + 1)·14/12 − 1 = 25 5/6 of
    the top 26, the worst (0 + 1)·14/12 − 1 = 1/6; together the board gives 12·26/2 = 156."""
    scores = [620, 600, 170, 170, 140, 110, 100, -50, -100, -100, -200, -500]
    results = [TableResult(7, f"N{i}", f"E{i}", ns_score=score) for i, score in enumerate(scores)]
    scored = score_board(results, expected=14)
    ns = [table.ns_points for table in scored]
    assert ns[0] == Fraction(155, 6) and ns[0] == neuberg(22, 12, 14)
    assert ns[-1] == Fraction(1, 6)
    assert ns[2] == ns[3] == (Fraction(17) + 1) * 14 / 12 - 1  # the two 170s beat 8, tie 1 → 17
    assert sum(ns) == 156
    assert all(table.ns_points + table.ew_points == 26 for table in scored)
    assert neuberg(10, 14, 14) == 10  # a complete board is unchanged


def test_artificial_adjusted_scores_60_40_50_of_the_top_PP5():
    """PP5: an artificial score is 60/50/40 % of the top; the played scores are neubergged to 14."""
    played = [TableResult(3, f"N{i}", f"E{i}", ns_score=score) for i, score in enumerate(range(13))]
    adjusted = TableResult(3, "N13", "E13", ns_percent=60, ew_percent=40)
    scored = score_board(played + [adjusted], expected=14)
    assert (scored[-1].ns_points, scored[-1].ew_points) == (Fraction(156, 10), Fraction(104, 10))
    assert scored[12].ns_points == neuberg(24, 13, 14)
    with pytest.raises(BoardError):
        score_board([TableResult(3, "A", "B", ns_percent=70, ew_percent=30)], expected=2)


def test_percentages_with_full_precision_shown_with_one_decimal_PP5():
    """PP5: two tables, two boards: pair A wins one and ties one (3 of 4) → 75.0 %."""
    results = [
        TableResult(1, "A", "B", ns_score=420),
        TableResult(1, "C", "D", ns_score=400),
        TableResult(2, "A", "B", ns_score=-100, round=2),
        TableResult(2, "C", "D", ns_score=-100, round=2),
    ]
    scores = score_session(results)
    assert scores["A"].points == 3 and scores["A"].maximum == 4 and scores["A"].percent_text == "75.0"
    # EW D played against C, who scored less on board 1: D has A's 75 %, B and C 25 %
    assert (scores["B"].percent, scores["C"].percent, scores["D"].percent) == (25, 25, 75)
    assert {score.pair for score in ranked(scores)[:2]} == {"A", "D"}
    running = running_scores(results)
    assert running[1]["A"].percent == 100 and running[2]["A"].percent == 75
    both = combined([scores, score_session(results, session=2)])
    assert both["A"].maximum == 8 and both["A"].percent == 75
    assert {board.key for board in both["A"].boards} == {(1, 1), (1, 2), (2, 1), (2, 2)}


def test_barometer_rounds_meet_every_pair_once():
    from itertools import combinations

    from tddesk.rules.pairs_movement import barometer_rounds, round_boards

    schedule = barometer_rounds(range(1, 29))
    assert len(schedule) == 27 and all(len(tables) == 14 for tables in schedule)
    met = [frozenset(table) for tables in schedule for table in tables]
    assert set(met) == {frozenset(pair) for pair in combinations(range(1, 29), 2)} and len(met) == len(set(met))
    odd = barometer_rounds(range(1, 22), rounds=9)
    assert all(len(tables) == 10 for tables in odd)  # 21 pairs: one sits out each round
    assert list(round_boards(27, 2)) == [53, 54]
