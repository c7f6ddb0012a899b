"""M6 with PP5: silver master points for a pairs final or silver heat — the winners' figure from the
public rule, the other places from the profile's silver table, exact ties shared."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from tddesk.rules.pairs_masterpoints import PlacedPair, silver_list, silver_table, winners_points


def test_the_winners_figure_from_the_public_rule_M6():
    # RULES.md M6: 22 pairs, 12 rounds: 12 met + ½ × (22 − 1 − 12 = 9) = 4.5 → 5, + 1 own = 18
    assert winners_points(22, 12) == 18
    # 8 pairs, a Mitchell that met the 4 of the other line: 4 + ½ × 3 = 1.5 → 2, + 1 = 7
    assert winners_points(8, 4) == 7
    # everyone met: 7 + 0 + 1 = 8
    assert winners_points(8, 7) == 8
    with pytest.raises(ValueError, match="M6"):
        winners_points(8, 8)


def placed(*rows):
    return [PlacedPair(pair, place, Fraction(score), met) for pair, place, score, met in rows]


def test_places_from_the_table_and_exact_ties_share_M6_PP5():
    # 6 pairs; the TD's table for 6 pairs gives places 2-6: 4, 3, 2, 1, 1 (figures made up for the test).
    # Winner met all 5: 5 + 0 + 1 = 6. Places 3 and 4 are exactly equal: (3 + 2) / 2 = 2.5 each (PP5).
    table = silver_table({"6": ["4", "3", "2", "1", "1"]})
    result = silver_list(
        placed(("a", 1, 70, 5), ("b", 2, 60, 5), ("c", 3, 55, 5), ("d", 4, 55, 5), ("e", 5, 40, 5), ("f", 6, 20, 5)),
        6,
        table,
    )
    assert [(row.pair, row.points) for row in result.rows] == [
        ("a", 6),
        ("b", 4),
        ("c", Fraction(5, 2)),
        ("d", Fraction(5, 2)),
        ("e", 1),
        ("f", 1),
    ]


def test_a_missing_table_is_said_in_words_and_no_number_is_invented_M6():
    result = silver_list(placed(("a", 1, 70, 3), ("b", 2, 50, 3), ("c", 3, 30, 3)), 4, {})
    # the winners' figure is public: 3 met + 0 + 1 = 4; places 2 and 3 have no figure
    assert [row.points for row in result.rows] == [4, None, None]
    assert [finding.code for finding in result.findings] == ["winners_points", "silver_table_missing"]
    assert "not in the regulation profile" in result.findings[1].words()
    # a tie at the top with a place that has no figure: the share is unknown too
    tied = silver_list(placed(("a", 1, 60, 3), ("b", 2, 60, 3), ("c", 3, 30, 3)), 4, {})
    assert [row.points for row in tied.rows] == [None, None, None]


def test_the_table_is_checked_when_read_M6():
    assert silver_table({"22": ["15", 13, "11.5"]}) == {22: (Decimal(15), Decimal(13), Decimal("11.5"))}
    with pytest.raises(ValueError, match=r"silver_table\.x"):
        silver_table({"x": ["1"]})
    with pytest.raises(ValueError, match=r"silver_table\.3"):
        silver_table({"3": ["2", "1", "1"]})  # three places below the winners of a field of three
