"""IMPs across the field by distinct scores and the IMP scale by bisection give exactly what the
plain method gives: every score against every other, the Law 78B scale walked step by step."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from hypothesis import given
from hypothesis import strategies as st

from tddesk.rules.boards import imps
from tddesk.rules.field import across_the_field

LAW_78B_STEPS = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750)
LAW_78B_STEPS += (2000, 2250, 2500, 3000, 3500, 4000)


def walked_imps(difference: int) -> int:
    won = sum(1 for step in LAW_78B_STEPS if abs(difference) >= step)
    return won if difference >= 0 else -won


def plain_field(scores: list[int]) -> list[tuple[int, Decimal, Decimal]]:
    """The method before: each score against every other, summed, divided, hundredths half up."""
    result = []
    for index, score in enumerate(scores):
        total = sum(walked_imps(score - other) for position, other in enumerate(scores) if position != index)
        comparisons = len(scores) - 1
        if comparisons == 0:
            result.append((0, Decimal("0.00"), Decimal("0.00")))
            continue
        ns = (Decimal(total) / comparisons).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        ew = (Decimal(-total) / comparisons).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        result.append((total, ns, ew))
    return result


SCORES = st.one_of(
    st.sampled_from([420, 450, 170, 140, -50, -100, 620, 650, 110, -200, 0, 100, 1430, -800, 2220]),
    st.integers(-7600, 7600).map(lambda value: value - value % 10),
)


@given(st.integers(-8000, 8000))
def test_the_imp_scale_by_bisection_is_law_78B(difference):
    assert imps(difference) == walked_imps(difference)


@given(st.lists(SCORES, min_size=1, max_size=220))
def test_imps_across_the_field_by_distinct_scores_equal_the_plain_method(scores):
    found = across_the_field(list(enumerate(scores)))
    assert [(score.imp_sum, score.ns, score.ew) for score in found] == plain_field(scores)
    assert [score.key for score in found] == list(range(len(scores)))
