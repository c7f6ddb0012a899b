"""P1-P6: penalties with the regulations' numbers (D p.18-19, S p.11)."""

import datetime as dt
from decimal import Decimal
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tddesk.resources import shipped_profile_text
from tddesk.rules import vp
from tddesk.rules.findings import Severity
from tddesk.rules.penalties import (
    PenaltyInputError,
    committee_correction,
    disqualification_due,
    late_arrival,
    played_for_other_team,
    slow_play,
    unauthorised_deadline,
    unauthorised_player_penalty,
    vp_after_penalties,
)
from tddesk.rules.profile import load_profile

D = Decimal


@cache
def shipped_profile():
    """The shipped profile for Hypothesis tests, which cannot take function-scoped fixtures."""
    return load_profile(shipped_profile_text("ombf-2016-17"))


# --- P1 late arrival -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("minutes", "expected"),
    [
        (0, "0"),
        (1, "1"),
        (5, "1"),
        (6, "2"),
        (10, "2"),
        (11, "3"),
        (12, "3"),
        (25, "5"),
        (26, "6"),
        (30, "6"),
    ],
)
def test_late_arrival_started_five_minute_periods_P1(profile, minutes, expected):
    outcome = late_arrival(minutes, profile)
    assert outcome.vp == D(expected)
    assert outcome.rule == "P1" and outcome.kind == "late_arrival"
    assert not outcome.pending_committee


def test_late_arrival_12_minutes_is_3_vp_P1(profile):
    outcome = late_arrival(12, profile)
    assert outcome.vp == D("3.00")
    assert str(outcome.vp) == "3.00"
    assert outcome.text() == "P1: 12 minutes late: 3 started 5-minute periods → 3.00 VP"
    assert outcome.explanation.params["periods"] == 3


def test_late_arrival_one_period_and_on_time_texts_P1(profile):
    assert late_arrival(3, profile).text() == "P1: 3 min late: 1 started 5-minute period → 1.00 VP"
    assert late_arrival(0, profile).text() == "P1: Not late: no penalty"


def test_late_arrival_31_minutes_is_pending_committee_ruling_P1(profile):
    outcome = late_arrival(31, profile)
    assert outcome.pending_committee
    assert outcome.vp == D("0.00")  # no automatic VP; the committee rules
    assert outcome.explanation.severity is Severity.WARNING
    assert "more than 30" in outcome.text() and "committee" in outcome.text()


def test_late_arrival_numbers_come_from_the_profile_P1(profile):
    from dataclasses import replace

    stricter = replace(
        profile, penalties=replace(profile.penalties, late_arrival_period_minutes=10, late_arrival_max_minutes=40)
    )
    assert late_arrival(12, stricter).vp == D("2.00")
    assert not late_arrival(35, stricter).pending_committee


@pytest.mark.parametrize("bad", [-1, 2.5, True, "5"])
def test_late_arrival_refuses_bad_minutes_P1(profile, bad):
    with pytest.raises(ValueError, match="whole number of minutes"):
        late_arrival(bad, profile)


@given(st.integers(min_value=0, max_value=29))
def test_late_arrival_monotone_and_at_most_6_P1(minutes):
    profile = shipped_profile()
    earlier, later = late_arrival(minutes, profile), late_arrival(minutes + 1, profile)
    assert earlier.vp <= later.vp <= D(6)
    assert later.vp - earlier.vp in (D(0), D(1))


# --- P2 slow play -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("minutes", "full_vp"),
    [
        (1, "1"),
        (5, "1"),
        (6, "1.5"),
        (10, "1.5"),
        (11, "2"),
        (15, "2"),
        (16, "2.5"),
        (20, "2.5"),
        (21, "3"),
        (25, "3"),
    ],
)
def test_slow_play_brackets_per_table_P2(profile, minutes, full_vp):
    outcome = slow_play(minutes, D(1), profile)
    assert outcome.vp == D(full_vp)
    assert outcome.rule == "P2" and not outcome.pending_committee


def test_slow_play_7_minutes_half_share_is_0_75_P2(profile):
    outcome = slow_play(7, D("0.5"), profile)
    assert outcome.vp == D("0.75")
    assert outcome.text() == (
        "P2: 7 minutes over time at the table (over 5 up to 10): 1.5 VP per table × share 0.5 → 0.75 VP"
    )


def test_slow_play_7_minutes_full_share_is_1_5_P2(profile):
    assert slow_play(7, D("1"), profile).vp == D("1.50")


def test_slow_play_share_that_does_not_fit_two_decimals_rounds_half_up_P2(profile):
    assert slow_play(7, D("0.33"), profile).vp == D("0.50")  # 0.495
    assert slow_play(7, D("0.67"), profile).vp == D("1.01")  # 1.005


def test_slow_play_26_minutes_is_pending_committee_ruling_P2(profile):
    outcome = slow_play(26, D("0.5"), profile)
    assert outcome.pending_committee and outcome.vp == D("0.00")
    assert "may rule the match lost" in outcome.text()


def test_slow_play_no_overrun_no_penalty_P2(profile):
    assert slow_play(0, D("1"), profile).vp == D("0.00")


@pytest.mark.parametrize("share", [D("-0.1"), D("1.01"), 0.5, D("NaN"), True])
def test_slow_play_refuses_share_outside_0_to_1_P2(profile, share):
    with pytest.raises(ValueError, match="share of the delay"):
        slow_play(7, share, profile)


@given(
    st.integers(min_value=1, max_value=25),
    st.integers(min_value=0, max_value=50),
    st.integers(min_value=0, max_value=50),
)
def test_slow_play_share_is_linear_P2(minutes, fiftieths_a, fiftieths_b):
    """Shares in steps of 0.02 keep every product exact, so the split adds up."""
    profile = shipped_profile()
    share_a, share_b = D(fiftieths_a) / 50, D(min(fiftieths_b, 50 - fiftieths_a)) / 50
    full = slow_play(minutes, D(1), profile).vp
    part_a, part_b = slow_play(minutes, share_a, profile).vp, slow_play(minutes, share_b, profile).vp
    assert part_a == full * share_a
    assert part_a + part_b == slow_play(minutes, share_a + share_b, profile).vp


# --- P3 unauthorised player -------------------------------------------------------------------


@pytest.mark.parametrize(("matches", "expected"), [(0, "0"), (1, "5"), (3, "15")])
def test_unauthorised_player_5_vp_per_match_P3(profile, matches, expected):
    outcome = unauthorised_player_penalty(matches, profile)
    assert outcome.vp == D(expected) and outcome.rule == "P3" and outcome.kind == "unauthorised_player"


def test_unauthorised_deadline_is_14_days_after_first_offence_P3(profile):
    assert unauthorised_deadline(dt.date(2016, 10, 3), profile) == dt.date(2016, 10, 17)


@pytest.mark.parametrize(
    ("received", "today", "due"),
    [
        (dt.date(2016, 10, 17), dt.date(2016, 12, 1), False),  # on the deadline day: in time
        (dt.date(2016, 10, 18), dt.date(2016, 12, 1), True),  # one day late
        (None, dt.date(2016, 10, 17), False),  # not yet, still time
        (None, dt.date(2016, 10, 18), True),  # not received, deadline passed
    ],
)
def test_disqualification_due_when_fee_late_or_missing_P3(profile, received, today, due):
    assert disqualification_due(dt.date(2016, 10, 3), received, today, profile) is due


# --- P4 / T4 ----------------------------------------------------------------------------------


def test_played_for_other_team_is_disqualification_P4_T4():
    finding = played_for_other_team("Anna Ek", "Holm")
    assert finding.rule == "P4" and finding.severity is Severity.ERROR
    assert finding.text() == (
        "P4: Anna Ek has already played for Holm this season: the team is disqualified and its results are struck"
    )


# --- committee correction ---------------------------------------------------------------------


def test_committee_correction_records_vp_and_reason_P1_P2():
    outcome = committee_correction(D("2"), "  time overrun 31 min ", rule="P2")
    assert outcome.vp == D("2.00") and str(outcome.vp) == "2.00"
    assert outcome.kind == "committee" and outcome.rule == "P2"
    assert outcome.text() == "P2: Committee correction 2.00 VP: time overrun 31 min"


def test_committee_correction_may_give_vp_back_P1_P2():
    assert committee_correction(D("-1.50"), "late arrival excused").vp == D("-1.50")


@pytest.mark.parametrize("bad_vp", [D("1.005"), 2.0, 2, D("Infinity"), True])
def test_committee_correction_refuses_vp_that_is_not_two_decimals_P1_P2(bad_vp):
    with pytest.raises(PenaltyInputError) as caught:
        committee_correction(bad_vp, "reason")
    assert caught.value.finding.code == "committee_bad_vp"


@pytest.mark.parametrize("reason", ["", "   ", None])
def test_committee_correction_needs_a_reason_P1_P2(reason):
    with pytest.raises(PenaltyInputError) as caught:
        committee_correction(D("1.00"), reason)
    assert caught.value.finding.code == "committee_no_reason"


# --- P6 ---------------------------------------------------------------------------------------


def test_penalties_deduct_from_offending_team_only_P6(profile):
    """The format's first example match: t1 31 - t2 18 IMPs on 16 boards; t2 12 min late, t1 half of 7 min slow."""
    home_vp, away_vp = vp.match_vp(31, 18, 16)
    assert (home_vp, away_vp) == (D("13.52"), D("6.48"))
    home_penalties = [slow_play(7, D("0.5"), profile)]
    away_penalties = [late_arrival(12, profile), late_arrival(31, profile)]  # the pending one deducts nothing
    assert vp_after_penalties(home_vp, home_penalties) == D("12.77")
    assert vp_after_penalties(away_vp, away_penalties) == D("3.48")
    assert vp_after_penalties(home_vp, []) == home_vp  # no penalty of its own: unchanged


@pytest.mark.parametrize(
    ("text", "minutes"),
    [("6", 6), ("5:20", 6), ("5:00", 5), ("5,3", 6), ("5.3", 6), ("5,0", 5), (" 12 min", 12), ("0:01", 1), ("0", 0)],
)
def test_minutes_typed_are_started_minutes_P2(text, minutes):
    from tddesk.rules.entry_limits import started_minutes

    assert started_minutes(text) == minutes


@pytest.mark.parametrize("text", ["", "fem", "5:60", "5:2", "-3", "٥", "²", "5,3,1", "1" * 40])
def test_text_that_is_no_minutes_is_refused_with_how_to_write_them_P2(text):
    from tddesk.rules.entry_limits import minutes_text_problem, started_minutes
    from tddesk.services.errors import ServiceError
    from tddesk.services.rulings import parse_minutes

    assert started_minutes(text) is None
    assert minutes_text_problem(text, "P2").rule == "P2"
    with pytest.raises(ServiceError, match="5:20"):
        parse_minutes(text)
