"""Other programs' conventions as settings (docs/rules.md, "Other programs' conventions"): Neuberg's
matchpoints rounded to two decimals (KoPS), an IMP cap per comparison across the field, and the
sit-out's score (60 % or the session's percentage, Ruter). The defaults stay PP5's and Law 78B's
exact figures. Every number below is worked by hand in the comments."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from tddesk.rules.field import across_the_field
from tddesk.rules.matchpoints import PairsConventions, TableResult, score_session

# One board, four results expected (top 6), three played: NS 420, 400, 100 (pairs n1-n3 NS, e1-e3 EW)
NEUBERG_BOARD = [
    TableResult(1, "n1", "e1", 420),
    TableResult(1, "n2", "e2", 400),
    TableResult(1, "n3", "e3", 100),
]


def test_neuberg_is_exact_by_default_and_rounded_to_two_decimals_as_kops_does_PP5():
    # Among the three: 420 beats two → 4 MP, 400 → 2, 100 → 0. Neuberg to four results:
    # (MP + 1) · 4/3 − 1: 420 → 5·4/3 − 1 = 17/3 = 5.666…; 400 → 3·4/3 − 1 = 3; 100 → 4/3 − 1 = 1/3.
    exact = score_session(NEUBERG_BOARD, expected=4)
    assert exact["n1"].points == Fraction(17, 3) and exact["n3"].points == Fraction(1, 3)
    # exact percentage: 17/3 ÷ 6 × 100 = 94.444…%
    assert exact["n1"].percent == Fraction(850, 9)
    # KoPS: 5.666… → 5.67 and 0.333… → 0.33 before the percentage; EW are the top minus NS:
    # e1 6 − 5.67 = 0.33, e3 6 − 0.33 = 5.67. n1: 5.67 ÷ 6 × 100 = 94.5 %; n3: 0.33 ÷ 6 × 100 = 5.5 %.
    kops = score_session(NEUBERG_BOARD, expected=4, conventions=PairsConventions(neuberg_decimals=2))
    assert kops["n1"].points == Fraction("5.67") and kops["e1"].points == Fraction("0.33")
    assert (kops["n1"].percent, kops["n3"].percent) == (Fraction("94.5"), Fraction("5.5"))
    assert kops["n2"].percent == exact["n2"].percent == 50  # 3 of 6 needs no rounding


# Two rounds of one board each, every board played twice (top 2). Round 1, board 1: A–B (NS 420),
# C–D (NS 400); E sits out. Round 2, board 2: A–E (NS 100), C–B (NS 200); D sits out.
SIT_OUT_SESSION = [
    TableResult(1, "A", "B", 420, round=1),
    TableResult(1, "C", "D", 400, round=1),
    TableResult(2, "A", "E", 100, round=2),
    TableResult(2, "C", "B", 200, round=2),
]


@pytest.mark.parametrize(
    ("sit_out", "e_points", "e_percent"),
    [
        # none (the default): board 2's NS 100 is below the other table's 200, so E (EW) has 2 of 2 = 100 %
        ("none", Fraction(2), Fraction(100)),
        # 60: board 1 sat out scores 60 % of the top 2 = 1.2; (2 + 1.2) ÷ (2 + 2) = 80 %
        ("60", Fraction("3.2"), Fraction(80)),
        # session: the sat-out board at E's own 100 %: 2 + 2 = 4 of 4, still 100 % but 4 points
        ("session", Fraction(4), Fraction(100)),
    ],
)
def test_the_sit_out_scores_nothing_by_default_or_60_percent_or_the_session_as_ruter_does_PP5(
    sit_out, e_points, e_percent
):
    scores = score_session(SIT_OUT_SESSION, conventions=PairsConventions(sit_out=sit_out))
    assert (scores["E"].points, scores["E"].maximum, scores["E"].percent) == (
        e_points,
        2 if sit_out == "none" else 4,
        e_percent,
    )
    # A played both rounds: board 1 NS 420 > 400 → 2; board 2 NS 100 < 200 → 0; 2 of 4 = 50 % always
    assert (scores["A"].points, scores["A"].percent) == (2, 50)


def test_an_unknown_sit_out_score_is_refused():
    with pytest.raises(ValueError, match="sit_out"):
        PairsConventions(sit_out="55")


def test_an_imp_cap_per_comparison_across_the_field():
    # Three tables: NS 1430, −100, 620. Law 78B: 1430 − (−100) = 1530 → 17 IMPs; 1430 − 620 = 810 → 13;
    # −100 − 620 = −720 → −12; so table 1: (17 + 13) / 2 = 15.00; table 2: (−17 − 12) / 2 = −14.50;
    # table 3: (−13 + 12) / 2 = −0.50.
    scores = [("t1", 1430), ("t2", -100), ("t3", 620)]
    assert [value.ns for value in across_the_field(scores)] == [Decimal("15.00"), Decimal("-14.50"), Decimal("-0.50")]
    # Capped at 12 IMPs a comparison: table 1 (12 + 12) / 2 = 12.00; table 2 (−12 − 12) / 2 = −12.00;
    # table 3 (−12 + 12) / 2 = 0.00. EW are the same negated.
    capped = across_the_field(scores, imp_cap=12)
    assert [value.ns for value in capped] == [Decimal("12.00"), Decimal("-12.00"), Decimal("0.00")]
    assert [value.ew for value in capped] == [Decimal("-12.00"), Decimal("12.00"), Decimal("0.00")]
