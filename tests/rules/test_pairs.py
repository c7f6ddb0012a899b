"""PP1, PP4, PP6: final places per pairs heat (T1-T3), outside-district caps, SM Par Open count."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tddesk.rules.pairs import final_places, outside_district_cap, par_open_quota_count


def test_seed_example_quotient_18_of_106_for_32_places_PP1():
    """PP1 (D p.7): P_k = 18·32/106 = 5.434, I_k = 5, D_k = 0.434. With heats 18, 30, 28, 30:
    30·32/106 = 9.057, 28·32/106 = 8.453 → T1 5+9+8+9 = 31; T2: the one place left goes to the
    largest decimals 0.453 (heat 3) → 5, 9, 9, 9."""
    allocation = final_places((18, 30, 28, 30), 32)
    first = allocation.heat(1)
    assert first.quotient == Fraction(18 * 32, 106)
    assert (first.quotient_text, first.whole, first.decimals_text) == ("5.434", 5, "0.434")
    assert [heat.quotient_text for heat in allocation.heats] == ["5.434", "9.057", "8.453", "9.057"]
    assert allocation.places_per_heat == (5, 9, 9, 9) and allocation.complete
    assert allocation.heat(3).reasons[-1].text() == "T2: largest decimals (0.453)"


def test_t3_decided_by_the_next_pairs_percentage_PP1():
    """PP1 T3: 56 pairs, 28 places: 10, 7, 4.5, 6.5 → T1 27; heats 3 and 4 tie on 0.5 for the
    last place: their pairs placed 5 and 7 scored 54.2 % and 55.1 % → heat 4."""
    allocation = final_places((20, 14, 9, 13), 28, [None, None, "54.2", "55.1"])
    assert allocation.places_per_heat == (10, 7, 4, 7)
    assert allocation.tie.heats == (3, 4) and allocation.tie.winners == (4,)
    reason = allocation.heat(4).reasons[-1]
    assert reason.params == {"decimals": "0.500", "place": 7, "value": "55.1", "other": "54.2"}


def test_t3_without_percentages_says_which_heats_need_them_PP1():
    allocation = final_places((20, 14, 9, 13), 28)
    assert allocation.places_per_heat == (10, 7, 4, 6) and not allocation.complete
    assert allocation.tie.missing == (3, 4)
    assert allocation.findings[0].code == "t3_needs_percentages"
    only_three = final_places((20, 14, 9, 13), 28, [None, None, None, "55.1"])
    assert only_three.tie.missing == (3,) and "heats 3" in only_three.findings[0].text()


def test_t3_equal_percentages_need_a_lot_PP1():
    allocation = final_places((20, 14, 9, 13), 28, [None, None, "55.1", "55.10"])
    assert allocation.tie.undecided == (3, 4) and allocation.tie.undecided_places == 1
    assert allocation.findings[0].code == "t3_lot_needed" and "lot" in allocation.findings[0].text()


def test_t3_shows_as_many_decimals_as_separate_the_pairs_PP1_PP5():
    allocation = final_places((20, 14, 9, 13), 28, [None, None, "55.14", "55.12"])
    assert allocation.places_per_heat == (10, 7, 5, 6)
    assert allocation.heat(3).reasons[-1].params["value"] == "55.14"
    assert allocation.heat(3).reasons[-1].params["other"] == "55.12"


def test_no_minimum_place_in_the_pairs_rule_PP1():
    """PP1 has no "at least one": 1 and 99 pairs, 10 places → 0.1 and 9.9 → 0 and 10."""
    assert final_places((1, 99), 10).places_per_heat == (0, 10)


def test_refused_counts_PP1():
    with pytest.raises(ValueError, match="PP1"):
        final_places((5, 5), 11)
    with pytest.raises(ValueError, match="PP1"):
        final_places((5, 5), 4, ["50"])
    with pytest.raises(ValueError, match="PP1"):
        final_places((5, 5), 4, ["101", None])


@given(st.lists(st.integers(min_value=1, max_value=60), min_size=1, max_size=10), st.data())
def test_places_sum_with_distinct_percentages_PP1(sizes, data):
    places = data.draw(st.integers(min_value=1, max_value=sum(sizes)))
    percentages = data.draw(
        st.lists(st.integers(min_value=0, max_value=1000), min_size=len(sizes), max_size=len(sizes), unique=True)
    )
    allocation = final_places(sizes, places, [Fraction(value, 10) for value in percentages])
    assert sum(allocation.places_per_heat) == places
    for heat in allocation.heats:
        assert heat.whole <= heat.places <= heat.whole + 1


@pytest.mark.parametrize(
    ("places", "cap"),
    [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (6, 2), (7, 3), (10, 3), (11, 4), (14, 4), (15, 5), (40, 5)],
)
def test_outside_district_cap_PP4(places, cap):
    assert outside_district_cap(places) == cap


@pytest.mark.parametrize(
    ("pairs", "top12", "shared", "total"),
    [
        (110, 0, 0, Fraction(80)),  # S example 1: 50 + ½·60
        (136, 3, 0, Fraction(96)),  # S example 2: 3 + 50 + ½·86
        (64, 5, 1, Fraction(125, 2)),  # S example 3: 5 + ½ + 50 + ½·14
        (50, 0, 0, Fraction(50)),
        (51, 0, 0, Fraction(101, 2)),
        (12, 1, 0, Fraction(13)),
    ],
)
def test_sm_par_open_quota_count_PP6(pairs, top12, shared, total):
    count = par_open_quota_count(pairs, top12, shared)
    assert count.total == total


def test_sm_par_open_champions_place_beside_the_count_PP6():
    count = par_open_quota_count(64, 5, 1, Fraction(1, 2))
    assert count.total == Fraction(125, 2) and count.total_text == "62.5"
    assert count.champions_place == Fraction(1, 2)
    with pytest.raises(ValueError, match="PP6"):
        par_open_quota_count(64, champions_not_playing=2)
    with pytest.raises(ValueError, match="PP6"):
        par_open_quota_count(-1)
