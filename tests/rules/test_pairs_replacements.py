"""PP1, PP3: the pairs that take the final places (T1-T3) and their replacements (rules 1 and 2)."""

from __future__ import annotations

from fractions import Fraction

from tddesk.rules.pairs import final_places, outside_district_cap
from tddesk.rules.pairs_replacements import HeatList, OutsideCap, eligible_pairs, pooled_list, qualified_pairs


def _heat(number: int, size: int, percents: list[str]) -> HeatList:
    pairs = tuple(f"{number}-{place}" for place in range(1, size + 1))
    values = [Fraction(p) for p in percents] + [Fraction(40) - place for place in range(size - len(percents))]
    return HeatList(number, pairs, dict(zip(pairs, values)))


def test_seed_example_places_taken_down_each_list_T1_T2_PP1():
    """PP1 (D p.7): heats of 18, 30, 28 and 30 pairs, 32 final places: P = 5.434, 9.057, 8.453,
    9.057 → T1 5 + 9 + 8 + 9; T2 the last place to heat 3 (0.453). Each heat's best take them."""
    heats = [_heat(1, 18, []), _heat(2, 30, []), _heat(3, 28, []), _heat(4, 30, [])]
    allocation = final_places((18, 30, 28, 30), 32)
    qualified = qualified_pairs(heats, allocation)
    assert len(qualified.pairs) == 32
    assert [p for p in qualified.pairs if p.startswith("1-")] == [f"1-{i}" for i in range(1, 6)]
    assert qualified.place_of("3-9").reason.text() == "PP1: place 9 in heat 3"
    assert qualified.place_of("3-10") is None


def _t3_heats():
    """PP1 T3: heats of 20, 14, 9 and 13 pairs, 28 places: P = 10, 7, 4.5, 6.5; heats 3 and 4 tie
    on 0.5 for the last place. Heat 3's pair placed 5 scored 54.2 %, heat 4's placed 7 55.1 % →
    heat 4 gets 7 places, heat 3 4."""
    heats = [
        _heat(1, 20, []),
        _heat(2, 14, []),
        _heat(3, 9, ["62", "60", "58", "56", "54.2", "53.9", "50"]),
        _heat(4, 13, ["63", "61", "59", "58", "57", "56", "55.1", "54.0", "53.95"]),
    ]
    allocation = final_places((20, 14, 9, 13), 28, [None, None, "54.2", "55.1"])
    return heats, allocation


def test_t3_place_with_its_reason_PP1():
    heats, allocation = _t3_heats()
    qualified = qualified_pairs(heats, allocation)
    assert allocation.places_per_heat == (10, 7, 4, 7)
    assert qualified.place_of("4-7").reason.text() == "PP1: T3: place 7 in heat 4 with 55.1 %"
    assert qualified.place_of("3-5") is None


def test_rule_2_pools_the_two_t3_heats_by_percentage_PP3():
    """PP3 rule 2: a heat-4 pair gives up its place. Heats 3 and 4 took part in T3, so they are one
    competition: their pairs without a place are 3-5 (54.2), 4-8 (54.0), 3-6 (53.9), 4-9 (53.95)…
    → 3-5 takes the place, not heat 4's next pair. When a heat-3 pair then gives up, 4-8 (54.0) is
    next; a place given up is not given back (4-2 asks again: no)."""
    heats, allocation = _t3_heats()
    pool = pooled_list(heats[2:], {"3-1", "3-2", "3-3", "3-4"} | {f"4-{i}" for i in range(1, 8)}, {})
    assert [row[0] for row in pool[:4]] == ["3-5", "4-8", "4-9", "3-6"]
    first = qualified_pairs(heats, allocation, given_up=["4-2"])
    assert first.place_of("4-2") is None
    assert first.place_of("3-5").reason.text() == (
        "PP3: rule 2: replaces 4-2, best without a place of heat 3 + heat 4 (54.2 %)"
    )
    assert first.place_of("4-8") is None
    second = qualified_pairs(heats, allocation, given_up=["4-2", "3-1"])
    assert second.place_of("4-8").reason.code == "rule_2" and second.place_of("4-8").reason.params["percent"] == "54.0"
    again = qualified_pairs(heats, allocation, given_up=["4-2", "3-1", "4-2"])
    assert again.pairs == second.pairs and len(again.pairs) == 28


def test_rule_1_fills_a_place_down_its_own_heat_PP3():
    heats, allocation = _t3_heats()
    qualified = qualified_pairs(heats, allocation, given_up=["1-3", "1-11"])
    assert qualified.place_of("1-11") is None
    replacement = qualified.place_of("1-12")
    assert replacement.reason.text() == "PP3: rule 1: replaces 1-11, next in heat 1 (place 12)"
    assert len(qualified.pairs) == 28


def test_no_pair_left_in_the_heat_is_a_vacancy_PP3():
    heats = [_heat(1, 2, []), _heat(2, 4, [])]
    allocation = final_places((2, 4), 3)
    qualified = qualified_pairs(heats, allocation, given_up=["1-1", "1-2"])
    assert qualified.vacancies == 1 and qualified.findings[0].code == "no_replacement"


def test_outside_district_pairs_take_at_most_the_cap_of_a_heats_places_PP4():
    """PP4: a heat of 8 pairs with 3 final places lets pairs from outside the district take at most
    1 (2-3 places → 1). Outside pairs placed 1, 2 and 4: the winner takes a place, the pair placed 2
    and the one placed 4 are passed over (named with the reason), the places go to the pairs placed 3
    and 5. When the
    winner gives its place up (PP3 rule 1), the cap has room again: the pair placed 2 takes it."""
    heat = _heat(1, 8, ["70", "65", "60", "58", "55"])
    outside = {"1-1", "1-2", "1-4"}
    allocation = final_places((8,), 3)
    cap = OutsideCap(outside, {1: outside_district_cap(3)})
    qualified = qualified_pairs([heat], allocation, cap=cap)
    assert qualified.pairs == ("1-1", "1-3", "1-5")
    assert qualified.place_of("1-5").reason.text() == "PP1: place 5 in heat 1"
    passed = [finding.text() for finding in qualified.findings if finding.rule == "PP4"]
    assert passed == [
        f"PP4: 1-{place} (place {place} in heat 1) is passed over: pairs from outside the district "
        "compete for at most 1 of the heat's 3 places"
        for place in (2, 4)
    ]
    assert eligible_pairs(heat, outside, 1) == ("1-1", "1-3", "1-5", "1-6", "1-7", "1-8")
    after = qualified_pairs([heat], allocation, ["1-1"], cap=cap)
    assert set(after.pairs) == {"1-3", "1-5", "1-2"}
    assert after.place_of("1-2").reason.text().startswith("PP3: rule 1: replaces 1-1")
    declined_again = qualified_pairs([heat], allocation, ["1-1", "1-3"], cap=cap)
    assert "1-4" not in declined_again.pairs and "1-6" in declined_again.pairs  # the cap is full again
