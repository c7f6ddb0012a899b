"""Weighted scores (Law 12C1(c)) in a team match: a room's IMPs are the weighted average of the
IMPs each of its results would score against the other room; a half adds the exact IMPs and is
given in whole IMPs (docs/boards.md, "Adjusted scores")."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from tddesk.rules.boards import RoomEntry, board_line, half_boards, whole_totals

# Board 2: East deals, North-South vulnerable. 4S by N made is +620, one down −100.
OPEN_WEIGHTED = RoomEntry(2, "open", weighted=((620, 30), (-100, 70)))  # 4S= 30 %, 4S-1 70 %
CLOSED_4S_MADE = RoomEntry(2, "closed", "4S", "N", 10)


def test_law_12c1c_weighted_room_scores_weighted_average_of_imps():
    """Open room (home NS) weighted 4S= 30 % / 4S-1 70 %, closed room 4S= (+620):
    as 4S= the home team's net is 620 − 620 = 0: 0 IMPs; as 4S-1 it is −100 − 620 = −720: −12 IMPs.
    30 % × 0 + 70 % × (−12) = −8.4: the away team wins 8.4 IMPs (shown 8,40; 8 where whole)."""
    line = board_line(2, OPEN_WEIGHTED, CLOSED_4S_MADE)
    assert (line.home_exact, line.away_exact) == (Fraction(0), Fraction(42, 5))
    assert (line.home_imps, line.away_imps, line.complete, line.weighted) == (0, 8, True, True)
    assert (line.open_ns, line.closed_ns, line.home_net) == (None, 620, None)


def test_law_12c1c_weighted_closed_room_is_seen_from_the_home_team_sitting_east_west():
    """The closed room (home EW) weighted 4S= 30 % / 4S-1 70 % against 4S= (+620) in the open room:
    the home team's net is 620 − 620 = 0 or 620 − (−100) = +720, +12 IMPs; 70 % × 12 = +8.4."""
    closed = RoomEntry(2, "closed", weighted=((620, 30), (-100, 70)))
    line = board_line(2, RoomEntry(2, "open", "4S", "N", 10), closed)
    assert (line.home_exact, line.away_exact) == (Fraction(42, 5), Fraction(0))


def test_law_12c1c_both_rooms_weighted_compare_every_pair_of_outcomes():
    """Open 4S= 30 % / 4S-1 70 %, closed 4S= 60 % / 4S-1 40 % (board 2, NS vulnerable):
    620 v 620: 0 × 0.18; 620 v −100: +12 × 0.30 × 0.40 = +1.44; −100 v 620: −12 × 0.70 × 0.60 = −5.04;
    −100 v −100: 0 × 0.28. The home team's net: 1.44 − 5.04 = −3.6, won by the away team."""
    closed = RoomEntry(2, "closed", weighted=((620, 60), (-100, 40)))
    line = board_line(2, OPEN_WEIGHTED, closed)
    assert (line.home_exact, line.away_exact) == (Fraction(0), Fraction(18, 5))
    assert (line.home_imps, line.away_imps) == (0, 4)


def test_law_12c1c_an_artificial_score_in_the_other_room_keeps_its_three_imps_law_86A():
    """An artificial score (A+ for the home team) in the closed room: the board is +3 IMPs as today;
    the weighted open room is not compared, as a played room would not be."""
    closed = RoomEntry(2, "closed", ns_percent=40, ew_percent=60)
    line = board_line(2, OPEN_WEIGHTED, closed)
    assert (line.home_imps, line.away_imps, line.exact_home, line.exact_away) == (3, 0, 3, 0)


def test_law_12c1c_half_total_rounds_the_margin_and_the_losers_total():
    """Board 1 (nobody vulnerable): open 4S= (+420) 15 % / 4S-1 (−50) 85 % against 4S-1 (−50):
    15 % × imps(+470) = 15 % × 10 = 1.5 for the home team. Board 2: 8.4 for the away team (above).
    Exact 1.5 – 8.4; the margin 6.9 is 7; the loser's 1.5 is 2 (half up); the winner's 2 + 7 = 9.
    (Each total rounded on its own would give 2 – 8, a margin of 6.)"""
    entries = [
        RoomEntry(1, "open", weighted=((420, 15), (-50, 85))),
        RoomEntry(1, "closed", "4S", "N", 9),
        OPEN_WEIGHTED,
        CLOSED_4S_MADE,
    ]
    half = half_boards(1, entries, range(1, 3))
    assert (half.home_exact, half.away_exact) == (Fraction(3, 2), Fraction(42, 5))
    assert (half.home_imps, half.away_imps) == (2, 9)


def test_law_12c1c_whole_totals_worked_numbers():
    assert whole_totals(Fraction(52, 5), Fraction(43, 5)) == (11, 9)  # 10.4 – 8.6: margin 1.8 → 2, loser 9
    assert whole_totals(Fraction(3, 2), Fraction(6, 5)) == (1, 1)  # 1.5 – 1.2: margin 0.3 → 0, loser 1
    assert whole_totals(Fraction(5, 2), Fraction(0)) == (3, 0)  # margin 2.5 → 3 (half away from zero)
    assert whole_totals(Fraction(0), Fraction(5, 2)) == (0, 3)
    assert whole_totals(Fraction(10), Fraction(1)) == (10, 1)  # whole IMPs stay as they are


def test_law_12c1c_across_the_field_compares_a_weighted_table_outcome_by_outcome():
    """Board 2: +620, +620 and a weighted 4S= (+620) 30 % / 4S-1 (−100) 70 %; two comparisons each.
    +620: 0 against +620, 70 % × 12 = 8.4 against the weighted table: 8.4 / 2 = 4.20.
    The weighted table: 70 % × (−12) against each +620: −16.8 / 2 = −8.40."""
    from tddesk.rules.field import weighted_across_the_field

    played = ((620, Fraction(1)),)
    found = weighted_across_the_field(
        [("a", played), ("b", played), ("w", ((620, Fraction(3, 10)), (-100, Fraction(7, 10))))]
    )
    assert [(score.key, score.ns_score, score.ns, score.ew) for score in found] == [
        ("a", 620, Decimal("4.20"), Decimal("-4.20")),
        ("b", 620, Decimal("4.20"), Decimal("-4.20")),
        ("w", None, Decimal("-8.40"), Decimal("8.40")),
    ]


def test_law_12c1c_across_the_field_without_weighted_tables_is_the_plain_method():
    from tddesk.rules.field import across_the_field, weighted_across_the_field

    scores = [("a", 420), ("b", 420), ("c", -50), ("d", 170), ("e", 450), ("f", -100)]
    plain = across_the_field(scores, imp_cap=12)
    weighted = weighted_across_the_field([(key, ((score, Fraction(1)),)) for key, score in scores], imp_cap=12)
    assert [(s.key, s.imp_sum, s.ns, s.ew) for s in weighted] == [(s.key, s.imp_sum, s.ns, s.ew) for s in plain]
