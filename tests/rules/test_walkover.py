"""W2, W3, W5, P5: walkover results, exclusion and struck matches (D p.18, S p.9-11).

Board-count margins are checked twice: against vp.smallest_margin_for and against the
seed's printed 20-0 scale (D p.20), so a wrong scale cannot hide behind itself.
"""

from dataclasses import replace
from decimal import Decimal
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tddesk.resources import shipped_profile_text
from tddesk.rules import vp
from tddesk.rules.findings import Severity
from tddesk.rules.profile import load_profile
from tddesk.rules.walkover import (
    Pairing,
    WalkoverBasis,
    struck_matches,
    walkover_20,
    walkover_25,
    walkover_exclusion,
    walkover_limit,
)

D = Decimal


@cache
def shipped_profile():
    """The shipped profile for Hypothesis tests, which cannot take function-scoped fixtures."""
    return load_profile(shipped_profile_text("ombf-2016-17"))


def vps(*values: str) -> list[Decimal]:
    return [D(value) for value in values]


# --- W2: the 20-0 scale -----------------------------------------------------------------------


def test_walkover_own_average_13_42_rounds_up_to_14_W2(profile):
    own = vps("15.00", "11.84", "13.42")  # average 13.42
    outcome = walkover_20(16, own, vps("11.00", "9.50"), True, profile)
    assert outcome.rule == "W2"
    assert outcome.own_average == D("13.42")
    assert outcome.winner_vp == D("14.00") and str(outcome.winner_vp) == "14.00"
    assert outcome.basis is WalkoverBasis.OWN_AVERAGE
    assert outcome.winner_imps_won == vp.smallest_margin_for(D("14.00"), 16) == 16  # D p.20: 16 → 14.18
    assert outcome.loser_vp == D("0.00")
    assert outcome.loser_imps_lost == vp.smallest_margin_for(D("20.00"), 16) == 60  # D p.20: 60 → 20.00
    assert not outcome.provisional


def test_walkover_12_00_floor_when_averages_are_lower_W2(profile):
    outcome = walkover_20(16, vps("11.00", "12.00"), vps("10.00", "9.00"), True, profile)
    assert outcome.winner_vp == D("12.00")  # 12.00 stays 12.00, never rounded to 13
    assert outcome.basis is WalkoverBasis.MINIMUM
    assert outcome.winner_imps_won == 7  # D p.20, 16 boards: 6 → 11.76, 7 → 12.03
    assert outcome.minimum == profile.walkover.minimum_vp_20


def test_walkover_opponents_average_against_the_walkover_team_W2(profile):
    outcome = walkover_20(16, vps("12.50"), vps("16.20", "15.10", "14.90"), True, profile)
    assert outcome.opponents_average == D("15.40")
    assert outcome.winner_vp == D("16.00")
    assert outcome.basis is WalkoverBasis.OPPONENTS_AVERAGE
    assert outcome.winner_imps_won == 26  # D p.20, 16 boards: 25 → 15.92, 26 → 16.09


def test_walkover_exact_whole_average_is_not_rounded_further_W2(profile):
    outcome = walkover_20(8, vps("13.00", "13.00", "13.00"), [], True, profile)
    assert outcome.winner_vp == D("13.00")


def test_walkover_13_2_rounds_up_to_14_W2(profile):
    outcome = walkover_20(20, vps("13.20"), [], True, profile)
    assert outcome.winner_vp == D("14.00")
    assert outcome.winner_imps_won == 17  # D p.20, 20 boards: 16 → 13.81, 17 → 14.01
    assert outcome.loser_imps_lost == 68  # D p.20, 20 boards: 68 → 20.00


def test_walkover_caps_at_20_W2(profile):
    outcome = walkover_20(8, vps("19.90", "20.00"), [], True, profile)
    assert outcome.winner_vp == D("20.00")
    assert outcome.winner_imps_won == outcome.loser_imps_lost == 43  # D p.20, 8 boards: 43 → 20.00


def test_walkover_before_series_end_is_provisional_W2(profile):
    outcome = walkover_20(16, vps("14.10"), [], False, profile)
    assert outcome.provisional
    assert outcome.winner_vp == D("15.00")
    warnings = [f for f in outcome.findings if f.severity is Severity.WARNING]
    assert [f.code for f in warnings] == ["walkover_provisional"]


def test_walkover_with_no_results_yet_uses_the_minimum_W2(profile):
    outcome = walkover_20(6, [], [], False, profile)
    assert (outcome.winner_vp, outcome.basis, outcome.own_average, outcome.opponents_average) == (
        D("12.00"),
        WalkoverBasis.MINIMUM,
        None,
        None,
    )
    assert outcome.winner_imps_won == vp.smallest_margin_for(D(12), 6)


def test_walkover_explains_result_and_basis_W2(profile):
    outcome = walkover_20(16, vps("15.00", "11.84", "13.42"), [], True, profile)
    texts = [finding.text() for finding in outcome.findings]
    assert texts == [
        "W2: Walkover (20-0 scale): the team giving it gets 0.00 VP, IMPs 0–60; "
        "the other team gets 14.00 VP, IMPs 16–0",
        "W2: Best of three: its own average 13.42 VP in its other matches, rounded up "
        "(minimum 12.00, opponents' average —)",
    ]


def test_walkover_refuses_vp_outside_the_scale_W2(profile):
    with pytest.raises(ValueError, match="must be Decimal VP from 0 to"):
        walkover_20(16, vps("21.00"), [], True, profile)
    with pytest.raises(ValueError, match="must be Decimal VP from 0 to"):
        walkover_20(16, [13.5], [], True, profile)
    with pytest.raises(ValueError, match="must be Decimal VP from 0 to"):
        walkover_20(16, [True], [], True, profile)  # a bool is no Decimal


@given(
    st.lists(st.integers(min_value=0, max_value=2000), max_size=8),
    st.lists(st.integers(min_value=0, max_value=2000), max_size=8),
    st.sampled_from([6, 8, 16, 20, 24]),
)
def test_walkover_is_the_best_candidate_rounded_up_to_a_whole_vp_W2(own_hundredths, opp_hundredths, boards):
    own = [D(h) / 100 for h in own_hundredths]
    opp = [D(h) / 100 for h in opp_hundredths]
    outcome = walkover_20(boards, own, opp, True, shipped_profile())
    best = max([D(12)] + [sum(values) / len(values) for values in (own, opp) if values])
    assert outcome.winner_vp == outcome.winner_vp.to_integral_value()
    assert best <= outcome.winner_vp < best + 1 or outcome.winner_vp == D(20)
    assert D(12) <= outcome.winner_vp <= D(20)
    margin = outcome.winner_imps_won
    assert vp.victory_points(margin, boards) >= outcome.winner_vp
    assert margin == 0 or vp.victory_points(margin - 1, boards) < outcome.winner_vp


# --- W3: the 25-0 scale -----------------------------------------------------------------------


def test_walkover_25_minimum_is_18_vp_and_15_imps_W3(profile):
    outcome = walkover_25(vps("16.00", "17.40"), vps("14"), True, profile)
    assert outcome.rule == "W3"
    assert (outcome.loser_vp, outcome.loser_imps_lost) == (D("0.00"), 88)
    assert (outcome.winner_vp, outcome.winner_imps_won) == (D("18.00"), 15)
    assert outcome.basis is WalkoverBasis.MINIMUM


def test_walkover_25_above_18_has_no_imp_result_without_the_old_scale_W3_VP3(profile):
    outcome = walkover_25(vps("19.20", "19.20"), [], True, profile)
    assert outcome.winner_vp == D("20.00") and outcome.basis is WalkoverBasis.OWN_AVERAGE
    assert outcome.winner_imps_won is None
    assert any(f.rule == "VP3" and f.severity is Severity.WARNING for f in outcome.findings)


def test_walkover_25_caps_at_25_W3(profile):
    assert walkover_25([], vps("24.50", "25"), False, profile).winner_vp == D("25.00")


# --- W5: exclusion after walkovers ------------------------------------------------------------


def test_more_than_one_walkover_in_a_heat_excludes_W5(profile):
    given_by = {"t1": 0, "t2": 1, "t3": 2}
    assert walkover_exclusion(given_by, True, "heat", profile) == frozenset({"t3"})


def test_not_applicable_where_not_all_meet_all_W5(profile):
    assert walkover_exclusion({"t3": 2}, False, "heat", profile) == frozenset()


def test_sm_semifinal_more_than_two_final_more_than_three_W5(profile):
    given_by = {"a": 2, "b": 3, "c": 4}
    assert walkover_exclusion(given_by, True, "sm_semifinal", profile) == frozenset({"b", "c"})
    assert walkover_exclusion(given_by, True, "sm_final", profile) == frozenset({"c"})
    assert walkover_limit("a_final", profile) == profile.walkover.max_walkovers_heat == 1


def test_unknown_stage_kind_is_refused_W5(profile):
    with pytest.raises(ValueError, match="unknown stage kind"):
        walkover_exclusion({}, True, "league", profile)


# --- P5: struck matches -----------------------------------------------------------------------

MATCHES = [Pairing("m1", "t1", "t2"), Pairing("m2", "t3", "t4"), Pairing("m3", "t4", "t1"), Pairing("m4", "t2", "t4")]


def test_every_match_of_an_excluded_team_is_struck_DM_P5():
    struck = struck_matches({"t4"}, MATCHES)
    assert [(s.match_id, s.opponent, s.opponent_wins_by_walkover) for s in struck] == [
        ("m2", "t3", False),
        ("m3", "t1", False),
        ("m4", "t2", False),
    ]


def test_sm_rules_opponents_win_by_walkover_P5():
    struck = struck_matches(["t4", "t1"], MATCHES, opponents_win_by_walkover=True)
    assert [(s.match_id, s.excluded, s.opponent, s.opponent_wins_by_walkover) for s in struck] == [
        ("m1", frozenset({"t1"}), "t2", True),
        ("m2", frozenset({"t4"}), "t3", True),
        ("m3", frozenset({"t1", "t4"}), None, False),  # both excluded: nobody wins
        ("m4", frozenset({"t4"}), "t2", True),
    ]


def test_nothing_struck_without_exclusions_P5():
    assert struck_matches([], MATCHES) == ()


def test_w2_w3_a_walkover_without_its_words_has_the_same_numbers():
    """The standings ask for the numbers only (explain=False); they are those of the explained one."""
    profile = shipped_profile()
    own, against = [Decimal("13.45"), Decimal("8.02")], [Decimal("15.00")]
    for explained, bare in (
        (walkover_20(16, own, against, False, profile), walkover_20(16, own, against, False, profile, explain=False)),
        (walkover_25(own, against, True, profile), walkover_25(own, against, True, profile, explain=False)),
    ):
        assert explained.findings and bare.findings == ()
        assert replace(explained, findings=()) == bare
