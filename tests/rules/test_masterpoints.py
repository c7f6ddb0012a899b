"""M1-M5, W4, P5: master points, their split, the final bonus and plaque ties (D p.12, 18-20; S p.11)."""

from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tddesk.rules import vp
from tddesk.rules.masterpoints import (
    final_bonus_eligibility,
    is_drawn,
    match_master_points,
    share_tied_places,
    sm_semifinal_gold,
    split_by_halves,
    walkover_master_points,
)
from tddesk.rules.walkover import Pairing, struck_matches

D = Decimal


# --- M1, M2, W4: points per match -------------------------------------------------------------


def test_winner_earns_silver_points_equal_to_boards_M1(profile):
    home_vp, away_vp = vp.match_vp(31, 18, 16)  # 13.52 - 6.48
    assert match_master_points(16, home_vp, away_vp, False, profile) == (D("16.00"), D("0.00"))
    assert match_master_points(16, away_vp, home_vp, False, profile) == (D("0.00"), D("16.00"))


def test_winner_below_12_vp_is_a_draw_sharing_the_points_M1_M2(profile):
    home_vp, away_vp = vp.match_vp(18, 24, 16)  # 6 IMPs: 8.24 - 11.76
    assert away_vp == D("11.76")
    assert is_drawn(home_vp, away_vp, profile)
    assert match_master_points(16, home_vp, away_vp, False, profile) == (D("8.00"), D("8.00"))


def test_winner_with_exactly_12_vp_has_won_M2(profile):
    assert not is_drawn(D("12.00"), D("8.00"), profile)
    assert match_master_points(20, D("12.00"), D("8.00"), False, profile) == (D("20.00"), D("0.00"))


def test_tie_is_always_a_draw_even_with_a_lower_bound_M2(profile):
    lower = replace(profile, masterpoints=replace(profile.masterpoints, draw_below_vp=D("10.00")))
    assert is_drawn(D("10.00"), D("10.00"), lower)
    assert not is_drawn(D("10.28"), D("9.72"), lower)  # a profile setting, not a fixed number
    assert match_master_points(7, D("10.00"), D("10.00"), False, profile) == (D("3.50"), D("3.50"))


def test_walkover_gives_no_master_points_W4(profile):
    assert walkover_master_points() == 0
    assert match_master_points(16, D("14.00"), D("0.00"), True, profile) == (D("0.00"), D("0.00"))
    assert sm_semifinal_gold(D("18.00"), D("0.00"), True, profile) == (D("0.00"), D("0.00"))


def test_struck_match_of_a_disqualified_team_still_gives_points_on_the_played_result_P5(profile):
    played = Pairing("m1", "t1", "t2")
    assert struck_matches({"t2"}, [played])[0].match_id == "m1"
    home_vp, away_vp = vp.match_vp(12, 40, 20)  # t2, disqualified later, won the match it played
    assert match_master_points(20, home_vp, away_vp, False, profile) == (D("0.00"), D("20.00"))


# --- M4: SM semifinal gold --------------------------------------------------------------------


def test_sm_semifinal_six_gold_to_winner_shared_on_draw_M4(profile):
    assert sm_semifinal_gold(D("15.23"), D("4.77"), False, profile) == (D("6.00"), D("0.00"))
    assert sm_semifinal_gold(D("9.10"), D("10.90"), False, profile) == (D("3.00"), D("3.00"))
    assert split_by_halves(D("6.00"), {"A": 2, "B": 2, "C": 1, "D": 1, "E": 1, "F": 1}) == {
        "A": D("1.50"),
        "B": D("1.50"),
        "C": D("0.75"),
        "D": D("0.75"),
        "E": D("0.75"),
        "F": D("0.75"),
    }


# --- M1: split by halves ----------------------------------------------------------------------


def test_split_in_proportion_to_halves_S_p10_example_M1():
    # A-B-C-D in the first half, A-B-G-H in the second; the team won a 16-board match.
    split = split_by_halves(D("16.00"), {"A": 2, "B": 2, "C": 1, "D": 1, "G": 1, "H": 1})
    assert split == {"A": D("4.00"), "B": D("4.00"), "C": D("2.00"), "D": D("2.00"), "G": D("2.00"), "H": D("2.00")}


def test_split_hands_left_over_hundredths_to_largest_remainders_M1():
    # A drawn 18-board match: 9 points over 8 halves; four shares of 1.125 cannot all be 1.13.
    split = split_by_halves(D("9.00"), {"F": 1, "E": 1, "D": 1, "C": 1, "B": 2, "A": 2})
    assert split == {"A": D("2.25"), "B": D("2.25"), "C": D("1.13"), "D": D("1.13"), "E": D("1.12"), "F": D("1.12")}
    assert sum(split.values()) == D("9.00")


def test_split_gives_nothing_to_a_player_without_halves_M1():
    assert split_by_halves(D("8.00"), {"A": 1, "B": 1, "C": 1, "D": 1, "E": 0})["E"] == D("0.00")


def test_split_refuses_points_nobody_played_for_M1():
    with pytest.raises(ValueError, match="no player played a half"):
        split_by_halves(D("8.00"), {"A": 0})
    assert split_by_halves(D("0.00"), {"A": 0}) == {"A": D("0.00")}


@given(
    st.integers(min_value=0, max_value=10_000),
    st.dictionaries(
        st.text(min_size=1, max_size=3), st.integers(min_value=0, max_value=18), min_size=1, max_size=8
    ).filter(lambda halves: sum(halves.values()) > 0),
)
def test_split_sums_exactly_to_the_team_points_M1(hundredths, halves):
    team_points = D(hundredths) / 100
    split = split_by_halves(team_points, halves)
    assert sum(split.values()) == team_points
    total = sum(halves.values())
    for player, points in split.items():
        exact = Fraction(hundredths * halves[player], total * 100)
        assert abs(Fraction(points) - exact) < Fraction(1, 100)


# --- M3: final bonus --------------------------------------------------------------------------

FINAL_HALVES = {"A": 18, "B": 12, "C": 6, "D": 5, "E": 0}  # A-final: 9 rounds × 2 halves = 18


def test_bonus_42_for_winners_with_a_third_of_the_halves_M3(profile):
    result = final_bonus_eligibility(1, True, FINAL_HALVES, 18, 180, None, profile)
    assert {p: r.points for p, r in result.items()} == {
        "A": D("42.00"),
        "B": D("42.00"),
        "C": D("42.00"),
        "D": D("0.00"),
        "E": D("0.00"),
    }
    assert result["C"].eligible and result["C"].reasons == ()
    assert not result["D"].eligible
    assert [f.text() for f in result["D"].reasons] == ["M3: Played 5 of 18 halves of the final; at least 6 are needed"]


@pytest.mark.parametrize(("rank", "points"), [(2, "30.00"), (3, "21.00")])
def test_bonus_second_30_third_21_M3(profile, rank, points):
    assert final_bonus_eligibility(rank, True, {"A": 9}, 18, 180, None, profile)["A"].points == D(points)


def test_no_bonus_from_fourth_place_M3(profile):
    result = final_bonus_eligibility(4, True, {"A": 18}, 18, 180, None, profile)["A"]
    assert not result.eligible and result.reasons[0].code == "bonus_not_top_place"


def test_no_bonus_when_a_team_member_is_from_outside_the_district_M3_T2(profile):
    result = final_bonus_eligibility(1, False, {"A": 18, "B": 4}, 18, 180, None, profile)
    assert not result["A"].eligible
    assert [f.code for f in result["B"].reasons] == ["bonus_club_outside_district", "bonus_too_few_halves"]


def test_a_third_of_halves_that_is_not_whole_M3(profile):
    result = final_bonus_eligibility(1, True, {"A": 3, "B": 4}, 10, 100, None, profile)
    assert not result["A"].eligible and result["B"].eligible
    assert result["A"].reasons[0].params["needed"] == "3 1/3"


def test_sm_criteria_60_boards_and_30_percent_when_enabled_M3(profile):
    sm = replace(profile, masterpoints=replace(profile.masterpoints, sm_criteria_enabled=True))
    boards = {"A": 180, "B": 54, "C": 53}
    result = final_bonus_eligibility(1, True, {"A": 18, "B": 6, "C": 6}, 18, 180, boards, sm)
    assert (result["A"].eligible, result["B"].eligible, result["C"].eligible) == (True, True, False)
    assert [f.text() for f in result["C"].reasons] == [
        "M3: Played 53 of 180 boards of the final; at least 30 % are needed"
    ]
    short = final_bonus_eligibility(1, True, {"A": 6}, 6, 48, {"A": 48}, sm)["A"]
    assert [f.code for f in short.reasons] == ["bonus_final_too_short"]
    # the same short final without the SM criteria still gives the bonus
    assert final_bonus_eligibility(1, True, {"A": 6}, 6, 48, None, profile)["A"].eligible


def test_sm_criteria_need_the_players_boards_M3(profile):
    sm = replace(profile, masterpoints=replace(profile.masterpoints, sm_criteria_enabled=True))
    with pytest.raises(ValueError, match="player_boards is required"):
        final_bonus_eligibility(1, True, {"A": 18}, 18, 180, None, sm)


# --- M5: plaque ties --------------------------------------------------------------------------


def test_tied_pairs_share_the_higher_place_M5():
    assert share_tied_places({"p1": 60, "p2": 55, "p3": 55, "p4": 50}) == {"p1": 1, "p2": 2, "p3": 2, "p4": 4}


def test_won_boards_separate_before_places_are_shared_M5():
    scores = {"a": (D("55.2"), 3), "b": (D("55.2"), 1), "c": (D("55.2"), 3)}
    assert share_tied_places(scores) == {"a": 1, "c": 1, "b": 3}
