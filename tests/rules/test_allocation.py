"""A1-A4, A6, A9, A10: semifinal places per heat, semifinal count, choice order, withdrawals,
finalists, B-final format — with the numbers worked by hand."""

from __future__ import annotations

import dataclasses
import math
from decimal import Decimal
from fractions import Fraction
from types import SimpleNamespace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tddesk.rules.allocation import (
    INFINITE_QUOTIENT,
    OfferStep,
    PlaceOffers,
    TieBreakData,
    b_final_format,
    choice_order,
    final_replacement,
    finalists,
    number_of_semifinals,
    semifinal_place_count,
    semifinal_places,
)

EXAMPLE_HEATS = (8, 6, 5, 9, 7)  # 35 teams, 20 places


# --- A1 ---------------------------------------------------------------------------------------


def test_worked_example_20_places_A1():
    """A1 by hand: 35 teams. 8·20/35 = 32/7 = 4.571, 6·20/35 = 24/7 = 3.429, 5·20/35 = 20/7 = 2.857,
    9·20/35 = 36/7 = 5.143, 7·20/35 = 4. Whole parts 4+3+2+5+4 = 18; 2 places left go to the
    largest decimals 0.857 (heat 3) and 0.571 (heat 1) → 5, 3, 3, 5, 4."""
    allocation = semifinal_places(EXAMPLE_HEATS, 20)
    assert [heat.quotient for heat in allocation.heats] == [
        Fraction(32, 7),
        Fraction(24, 7),
        Fraction(20, 7),
        Fraction(36, 7),
        Fraction(4),
    ]
    assert [heat.quotient_text for heat in allocation.heats] == ["4.571", "3.429", "2.857", "5.143", "4.000"]
    assert [heat.whole for heat in allocation.heats] == [4, 3, 2, 5, 4]
    assert [heat.decimals_text for heat in allocation.heats] == ["0.571", "0.429", "0.857", "0.143", "0.000"]
    assert allocation.places_per_heat == (5, 3, 3, 5, 4)
    assert allocation.complete and allocation.tie is None and allocation.findings == ()
    heat_three = allocation.heat(3)
    assert [(reason.places, reason.text()) for reason in heat_three.reasons] == [
        (2, "whole part of the quotient 2.857"),
        (1, "largest decimals (0.857)"),
    ]
    assert [reason.text() for reason in allocation.heat(1).reasons][-1] == "largest decimals (0.571)"
    assert [reason.places for reason in allocation.heat(2).reasons] == [3]
    # next in line for an extra place (A4): 0.429, 0.143, 0, then the heats that got a decimals place
    assert allocation.extra_place_order == (2, 4, 5, 3, 1)


TIED_HEATS = (6, 6, 6, 8)  # 26 teams, 10 places: 30/13 = 2.308 three times and 40/13 = 3.077


def test_tie_on_decimals_decided_by_average_vp_A1():
    """A1: wholes 2+2+2+3 = 9, one place left, heats 1-3 all have decimals 4/13 = 0.308: the
    next team's average VP decides — heat 2 (13.25) before heat 1 (12.80)."""
    data = [
        TieBreakData("12.80", Fraction(3, 2)),
        TieBreakData("13.25", Fraction(1)),
        TieBreakData("12.50", Fraction(2)),
        None,
    ]
    allocation = semifinal_places(TIED_HEATS, 10, data)
    assert allocation.places_per_heat == (2, 3, 2, 3)
    assert allocation.tie.heats == (1, 2, 3) and allocation.tie.winners == (2,)
    assert allocation.tie.decimals == Fraction(4, 13) and allocation.complete
    assert allocation.heat(2).reasons[-1].text() == "tie on decimals (0.308) decided by average VP 13.25 vs 12.80"


def test_tie_on_decimals_and_vp_decided_by_imp_quotient_A1():
    """A1: equal average VP 13.00 in heats 1 and 3 → the higher IMP quotient (1.2500 > 1.1000)."""
    data = [
        TieBreakData("13", Fraction(11, 10)),
        TieBreakData("12.5", INFINITE_QUOTIENT),
        TieBreakData("13", Fraction(5, 4)),
        None,
    ]
    allocation = semifinal_places(TIED_HEATS, 10, data)
    assert allocation.places_per_heat == (2, 2, 3, 3)
    reason = allocation.heat(3).reasons[-1]
    assert reason.params["value"] == "1.2500" and reason.params["other"] == "1.1000"
    assert "IMP quotient" in reason.text()


def test_tie_without_vp_data_names_the_heats_and_guesses_nothing_A1():
    """A1: without figures the tied place stays open and the allocation says what is needed."""
    allocation = semifinal_places(TIED_HEATS, 10)
    assert allocation.places_per_heat == (2, 2, 2, 3)
    assert not allocation.complete
    assert allocation.tie.missing == (1, 2, 3) and allocation.tie.undecided_places == 1
    (finding,) = allocation.findings
    assert (finding.rule, finding.code) == ("A1", "tie_needs_vp_data")
    assert "1, 2, 3" in finding.text() and "VP" in finding.text()
    # one heat's figures missing is enough to decide nothing
    partial = semifinal_places(TIED_HEATS, 10, [TieBreakData(14, 1), TieBreakData(12, 1), None, None])
    assert partial.places_per_heat == (2, 2, 2, 3) and partial.tie.missing == (3,)


def test_tie_still_equal_after_vp_and_imp_quotient_is_left_to_the_committee_A1():
    same = TieBreakData("12.40", Fraction(6, 5))
    allocation = semifinal_places(TIED_HEATS, 10, [same, TieBreakData("12.00", 2), same, None])
    assert allocation.places_per_heat == (2, 2, 2, 3)
    assert allocation.tie.undecided == (1, 3) and allocation.tie.undecided_places == 1
    assert allocation.findings[0].code == "tie_unresolved"


def test_two_places_for_three_tied_heats_A1():
    """A1: 11 places: 66/26 = 2.538 three times and 88/26 = 3.385 → wholes 9, two places left
    for three heats at 0.538 (7/13): the two best average VP."""
    figures = [TieBreakData(11, 1), TieBreakData(12, 1), TieBreakData(13, 1), None]
    allocation = semifinal_places((6, 6, 6, 8), 11, figures)
    assert [heat.decimals for heat in allocation.heats[:3]] == [Fraction(7, 13)] * 3
    assert allocation.places_per_heat == (2, 3, 3, 3)


def test_close_figures_shown_with_enough_decimals_to_differ_A1():
    data = [
        TieBreakData(Fraction(128031, 10000), 1),
        TieBreakData(Fraction(128029, 10000), 1),
        TieBreakData(10, 1),
        None,
    ]
    reason = semifinal_places(TIED_HEATS, 10, data).heat(1).reasons[-1]
    assert (reason.params["value"], reason.params["other"]) == ("12.8031", "12.8029")


def test_average_vp_removes_bye_vp_and_decides_H7_A1():
    """A1, H7: heat 1's next team scored 56 VP in 4 matches and a 12-VP bye → 44/4 = 11.00;
    heat 2's scored 56 in 5 matches → 11.20. With the bye counted both would show 11.20."""
    with_bye = TieBreakData.from_totals(56, matches=4, byes=1, bye_vp="12.00", imps_won=80, imps_lost=60)
    without = TieBreakData.from_totals(56, matches=5, byes=0, bye_vp="12.00", imps_won=70, imps_lost=70)
    assert with_bye.average_vp == 11 and without.average_vp == Fraction(56, 5)
    assert with_bye.imp_quotient == Fraction(4, 3)
    allocation = semifinal_places(TIED_HEATS, 10, [with_bye, without, TieBreakData(10, 1), None])
    assert allocation.places_per_heat == (2, 3, 2, 3)
    assert TieBreakData.from_totals(20, 1, 0, 12, imps_won=5, imps_lost=0).imp_quotient == INFINITE_QUOTIENT


def test_tie_data_from_a_standings_row_A1_A6():
    row = SimpleNamespace(team="T7", average_vp_without_byes=Decimal("12.3456"), imp_quotient=Fraction(7, 5))
    data = TieBreakData.from_standing(row)
    assert (data.team, data.average_vp, data.imp_quotient) == ("T7", Fraction(123456, 10000), Fraction(7, 5))
    no_match = SimpleNamespace(team="T8", average_vp_without_byes=None, imp_quotient=None)
    assert TieBreakData.from_standing(no_match) is None
    assert TieBreakData(12.8, 1.5).average_vp == Fraction(64, 5)  # read as printed


def test_minimum_one_place_consumes_a_remaining_place_A1():
    """A1: heats of 30 and 3 teams, 10 places: 300/33 = 9.091 and 30/33 = 0.909 → 9 + minimum 1."""
    allocation = semifinal_places((30, 3), 10)
    assert allocation.places_per_heat == (9, 1)
    assert allocation.heat(2).reasons[0].text() == "minimum one place (quotient 0.909)"
    # 40, 8, 3, 3 teams, 8 places: 5.926, 1.185, 0.444, 0.444 → wholes 6, two left: both minimums
    assert semifinal_places((40, 8, 3, 3), 8).places_per_heat == (5, 1, 1, 1)


def test_minimum_places_beyond_the_decimals_recount_the_other_heats_A1():
    """A1: 40, 4, 4, 4 teams, 8 places: 6.154 and 0.615 × 3 → wholes 6, only 2 places left for 3
    minimums. The small heats keep one each; 5 places for heat 1 alone (recomputed: 5.000)."""
    allocation = semifinal_places((40, 4, 4, 4), 8)
    assert allocation.places_per_heat == (5, 1, 1, 1)
    assert allocation.findings[0].code == "minimum_places_recount"
    assert "5.000" in allocation.heat(1).reasons[0].text()
    # 20, 8, 1, 1, 1, 1 teams, 6 places: 3.75, 1.5, 0.1875 × 4 → four minimums beyond the 2 left;
    # recount 2 places over 28 teams: 1.429 and 0.571 → heat 2 now needs its minimum too
    twice = semifinal_places((20, 8, 1, 1, 1, 1), 6)
    assert twice.places_per_heat == (1, 1, 1, 1, 1, 1)
    assert twice.heat(2).reasons[0].params == {"quotient": "0.571"}


def test_refused_counts_A1():
    with pytest.raises(ValueError, match="A1"):
        semifinal_places((8, 6, 5), 2)  # fewer places than heats
    with pytest.raises(ValueError, match="A1"):
        semifinal_places((3, 2), 6)  # more places than teams
    with pytest.raises(ValueError, match="A1"):
        semifinal_places((8, 0), 4)
    with pytest.raises(ValueError, match="A1"):
        semifinal_places((), 4)
    with pytest.raises(ValueError, match="A1"):
        semifinal_places((8, 6), 4, [None])


@st.composite
def heats_and_places(draw):
    sizes = draw(st.lists(st.integers(min_value=1, max_value=40), min_size=1, max_size=9))
    places = draw(st.integers(min_value=len(sizes), max_value=sum(sizes)))
    return sizes, places


@given(heats_and_places(), st.randoms(use_true_random=False))
def test_places_sum_every_heat_at_least_one_and_near_the_quotient_A1(case, random):
    """A1: with distinct tie figures every place is given; each heat gets at least one and at
    most the quotient's ceiling; when no recount was needed, the floor or the ceiling."""
    sizes, places = case
    figures = random.sample(range(1, 10 * len(sizes) + 1), len(sizes))
    allocation = semifinal_places(sizes, places, [TieBreakData(vp, 1) for vp in figures])
    assert sum(allocation.places_per_heat) == places
    recounted = any(finding.code == "minimum_places_recount" for finding in allocation.findings)
    for heat in allocation.heats:
        assert 1 <= heat.places <= max(1, math.ceil(heat.quotient))
        if not recounted:
            assert heat.places in (max(1, math.floor(heat.quotient)), max(1, math.ceil(heat.quotient)))
        assert sum(reason.places for reason in heat.reasons) == heat.places


@given(heats_and_places())
def test_without_tie_data_open_places_are_exactly_the_undecided_ones_A1(case):
    sizes, places = case
    allocation = semifinal_places(sizes, places)
    open_places = allocation.tie.undecided_places if allocation.tie else 0
    assert sum(allocation.places_per_heat) + open_places == places
    assert all(heat.places >= 1 for heat in allocation.heats)


# --- A2 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("teams", "semifinals", "places"), [(21, None, None), (22, 4, 16), (27, 4, 16), (28, 5, 20), (35, 5, 20)]
)
def test_number_of_semifinals_A2(profile, teams, semifinals, places):
    assert number_of_semifinals(teams, profile) == semifinals
    assert semifinal_place_count(teams, profile) == places


def test_semifinal_thresholds_come_from_the_profile_A2(profile):
    rules = dataclasses.replace(profile.advancement, semifinals_five_from_teams=30, semifinals_four_from_teams=20)
    changed = dataclasses.replace(profile, advancement=rules)
    assert number_of_semifinals(28, changed) == 4 and number_of_semifinals(20, changed) == 4
    assert number_of_semifinals(19, changed) is None


# --- A3 ---------------------------------------------------------------------------------------


def test_choice_order_by_heat_placing_then_larger_quotient_A3():
    """A3: all heat winners first (heat 4 has the largest quotient 5.143, then 1, 5, 2, 3), then
    the second-placed teams in the same heat order."""
    allocation = semifinal_places(EXAMPLE_HEATS, 20)
    qualified = [(f"H{heat}-{rank}", heat, rank) for heat in (3, 1, 2, 5, 4) for rank in (2, 1)]
    assert choice_order(qualified, allocation) == (
        "H4-1",
        "H1-1",
        "H5-1",
        "H2-1",
        "H3-1",
        "H4-2",
        "H1-2",
        "H5-2",
        "H2-2",
        "H3-2",
    )
    assert choice_order(qualified)[:3] == ("H1-1", "H2-1", "H3-1")  # without quotients: heat number


# --- A4 ---------------------------------------------------------------------------------------


def example_offers() -> PlaceOffers:
    ranked = [[f"H{heat}-{rank}" for rank in range(1, size + 1)] for heat, size in enumerate(EXAMPLE_HEATS, start=1)]
    return PlaceOffers.start(ranked, semifinal_places(EXAMPLE_HEATS, 20))


def test_withdrawal_goes_down_the_heat_then_to_the_heat_next_in_line_A4():
    """A4: places 5, 3, 3, 5, 4. Heat 2 (6 teams) gives up all its places: its three other teams
    decline the first vacancy; then the heats next in line by quotient − places: heat 4
    (5.143 − 5), heat 5 (4 − 4), heat 3 (2.857 − 3)."""
    offers = example_offers()
    start = offers.next_to_ask()
    assert start.step is OfferStep.WAITING and len(start.pending) == 20
    for team in ("H2-1", "H2-2", "H2-3"):
        offers = offers.decline(team)
    asked = []
    for _ in range(3):
        step = offers.next_to_ask()
        asked.append(step.team)
        offers = offers.decline(step.team)
    assert asked == ["H2-4", "H2-5", "H2-6"]
    step = offers.next_to_ask()
    assert (step.step, step.team, step.heat, step.vacancies) == (OfferStep.ASK, "H4-6", 4, 3)
    assert "heat 4 is next in line" in step.text()
    offers = offers.accept("H4-6")
    assert offers.next_to_ask().team == "H5-5"  # heat 4 now holds 6 > 5.143: heat 5 is next
    offers = offers.accept("H5-5")
    assert offers.next_to_ask().team == "H3-4"


def test_declined_team_gets_its_place_back_only_if_nobody_else_takes_it_A4():
    """A4: two heats of two teams, one place each. A1 declines; A2 and then B2 (heat 2 next in
    line) decline too; nobody is left, so A1 — the first to decline — may have it back."""
    allocation = semifinal_places((2, 2), 2)
    offers = PlaceOffers.start([["A1", "A2"], ["B1", "B2"]], allocation).accept("B1").decline("A1")
    assert offers.next_to_ask().team == "A2"
    offers = offers.decline("A2")
    assert offers.next_to_ask().team == "B2"
    offers = offers.decline("B2")
    back = offers.next_to_ask()
    assert (back.step, back.team) == (OfferStep.ASK, "A1") and "back" in back.text()
    done = offers.accept("A1")
    assert done.next_to_ask().step is OfferStep.COMPLETE
    assert done.accepted_teams == (("A1",), ("B1",))
    # everybody declines again: the semifinal plays with fewer teams
    offers = offers.decline("A1").decline("A2").decline("B2")
    final = offers.next_to_ask()
    assert (final.step, final.vacancies) == (OfferStep.FEWER_TEAMS, 1)


def test_answers_are_checked_and_state_is_immutable_A4():
    offers = example_offers().decline("H1-1")
    with pytest.raises(ValueError, match="H1-7"):
        offers.accept("H1-7")  # H1-6 is to be asked first
    with pytest.raises(ValueError, match="A4"):
        offers.accept("H1-1")  # already declined, not offered again yet
    later = offers.accept("H1-6")
    assert offers.next_to_ask().team == "H1-6" and later.next_to_ask().step is OfferStep.WAITING
    with pytest.raises(ValueError, match="A4"):
        PlaceOffers.start([["A"], ["B"]], semifinal_places((6, 6, 6, 8), 10))


# --- A6 ---------------------------------------------------------------------------------------

FOUR_SEMIFINALS = [[f"S{number}-{rank}" for rank in range(1, 5)] for number in range(1, 5)]


def test_four_semifinals_top_two_and_two_best_thirds_A6(profile):
    """A6: 8 teams from the top two, then thirds by average VP: S3-3 (14.10), then S1-3 and S4-3
    both 12.40 — IMP quotient 1.3000 beats 1.0500; S2-3 (11.00) is out."""
    data = {
        "S1-3": TieBreakData("12.40", Fraction(13, 10)),
        "S2-3": TieBreakData("11.00", 2),
        "S3-3": TieBreakData("14.10", 1),
        "S4-3": TieBreakData("12.40", Fraction(21, 20)),
    }
    result = finalists(FOUR_SEMIFINALS, profile, data)
    assert result.teams[:8] == ("S1-1", "S1-2", "S2-1", "S2-2", "S3-1", "S3-2", "S4-1", "S4-2")
    assert result.best_thirds == ("S3-3", "S1-3") and len(result.teams) == profile.advancement.a_final_teams
    reasons = dict(result.reasons)
    assert reasons["S3-3"].params == {"value": "14.10", "other": "12.40"}
    assert reasons["S1-3"].params == {"value": "1.3000", "other": "1.0500"}


def test_thirds_without_figures_are_not_guessed_A6(profile):
    result = finalists(FOUR_SEMIFINALS, profile, {"S1-3": TieBreakData(12, 1)})
    assert len(result.teams) == 8 and result.undecided_places == 2
    assert result.findings[0].code == "thirds_need_vp_data" and "S2-3" in result.findings[0].text()


def test_five_semifinals_send_only_their_top_two_A6(profile):
    five = FOUR_SEMIFINALS + [["S5-1", "S5-2", "S5-3"]]
    result = finalists(five, profile)
    assert len(result.teams) == 10 and result.best_thirds == () and "S5-3" not in result.teams


# --- A9, A10 ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("teams", "matches", "boards"), [(10, 9, 6), (9, 9, 6), (8, 7, 8), (7, 7, 8), (6, 5, 10), (5, 5, 10), (4, 3, 16)]
)
def test_b_final_format_A9(profile, teams, matches, boards):
    row = b_final_format(teams, profile)
    assert (row.matches, row.boards) == (matches, boards)


def test_no_b_final_below_four_teams_and_at_most_ten_A9(profile):
    assert b_final_format(3, profile) is None and b_final_format(0, profile) is None
    with pytest.raises(ValueError, match="A9"):
        b_final_format(11, profile)


def test_semifinal_withdrawal_next_team_of_same_semifinal_A10():
    standing = ["S2-1", "S2-2", "S2-3", "S2-4"]
    assert final_replacement(standing, {"S2-1", "S2-2"}, 2).team == "S2-3"
    assert final_replacement(standing, {"S2-1", "S2-2", "S2-3"}, 2).team == "S2-4"
    nobody = final_replacement(standing, set(standing), 2)
    assert nobody.team is None and "fewer teams" in nobody.text()
