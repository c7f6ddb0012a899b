"""F1-F4: entry fee, late fee, table fees, junior discount, newcomer team (D p.11-12)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tddesk.rules.fees import (
    Payment,
    TeamFeeInput,
    heat_fee_totals,
    is_newcomer,
    junior_discount_percent,
    team_fees,
)

DUE = dt.date(2016, 11, 1)
BEFORE_DUE = dt.date(2016, 10, 15)
AFTER_DUE = dt.date(2016, 11, 20)


def fees_of(profile, as_of=BEFORE_DUE, **kwargs):
    kwargs.setdefault("non_juniors", 4)
    return team_fees(TeamFeeInput(team="Lag Holm", **kwargs), as_of, profile)


def test_due_date_comes_from_the_profile_F1(profile):
    assert profile.fees.entry_fee_due == DUE


def test_entry_fee_paid_in_time_is_600_F1(profile):
    fees = fees_of(profile, as_of=AFTER_DUE, payments=(Payment(DUE, Decimal(600)),))
    assert (fees.entry_fee, fees.late_fee, fees.total) == (600, 0, 600)
    assert (fees.paid, fees.outstanding) == (600, 0)


def test_late_payment_costs_650_F1(profile):
    fees = fees_of(profile, as_of=AFTER_DUE, payments=(Payment(dt.date(2016, 11, 2), Decimal(650)),))
    assert (fees.late_fee, fees.total, fees.outstanding) == (50, 650, 0)


def test_unpaid_before_the_due_date_owes_600_F1(profile):
    fees = fees_of(profile, as_of=DUE)
    assert (fees.late_fee, fees.total, fees.outstanding) == (0, 600, 600)


def test_unpaid_after_the_due_date_owes_650_F1(profile):
    fees = fees_of(profile, as_of=dt.date(2016, 11, 2))
    assert (fees.late_fee, fees.total, fees.outstanding) == (50, 650, 650)


def test_partly_paid_in_time_still_owes_the_late_fee_F1(profile):
    fees = fees_of(profile, as_of=AFTER_DUE, payments=(Payment(BEFORE_DUE, Decimal(300)),))
    assert (fees.late_fee, fees.paid, fees.outstanding) == (50, 300, 350)


def test_payments_after_the_as_of_date_are_not_counted_F1(profile):
    fees = fees_of(profile, as_of=BEFORE_DUE, payments=(Payment(AFTER_DUE, Decimal(650)),))
    assert (fees.late_fee, fees.paid, fees.outstanding) == (0, 0, 600)


@pytest.mark.parametrize(
    ("juniors", "non_juniors", "percent"),
    [
        (2, 2, Decimal("25")),  # two juniors fill the team up to four
        (1, 4, Decimal("0")),  # four others: no junior is needed
        (1, 3, Decimal("12.5")),
        (4, 0, Decimal("50")),
        (6, 0, Decimal("50")),  # only juniors needed to reach four count
        (3, 2, Decimal("25")),
        (0, 2, Decimal("0")),
    ],
)
def test_junior_discount_percent_F3(profile, juniors, non_juniors, percent):
    assert junior_discount_percent(juniors, non_juniors, profile) == percent


def test_junior_discount_two_juniors_F3(profile):
    fees = fees_of(profile, juniors=2, non_juniors=2)
    assert fees.discount_percent == 25
    assert (fees.entry_discount, fees.entry_fee_net, fees.total) == (150, 450, 450)


def test_junior_discount_one_junior_four_others_F3(profile):
    fees = fees_of(profile, juniors=1, non_juniors=4)
    assert (fees.discount_percent, fees.entry_fee_net) == (0, 600)


def test_junior_discount_four_juniors_F3(profile):
    fees = fees_of(profile, juniors=4, non_juniors=0)
    assert (fees.discount_percent, fees.entry_fee_net) == (50, 300)


def test_junior_discount_applies_to_table_fees_not_the_late_fee_F3(profile):
    fees = fees_of(profile, as_of=AFTER_DUE, juniors=2, non_juniors=2, semifinal_rounds=3)
    assert fees.semifinal_table_fees == 600
    assert fees.table_discount == 150
    assert fees.late_fee == 50
    assert fees.total == Decimal(450) + 50 + 450


def test_discount_is_rounded_to_ore_on_the_stage_total_F3(profile):
    fees = fees_of(profile, juniors=1, non_juniors=3, heat_matches=3, heat_table_fee=Decimal(25))
    assert fees.heat_table_fees == 75
    assert fees.table_discount == Decimal("9.38")  # 12.5 % of 75 = 9.375, half up
    assert fees.total == Decimal(525) + Decimal("65.62")
    assert fees.total.as_tuple().exponent == -2


def test_table_fees_per_stage_F2(profile):
    fees = fees_of(
        profile, heat_matches=5, heat_table_fee=Decimal(40), semifinal_rounds=3, a_final_rounds=9, b_final_rounds=0
    )
    assert (fees.heat_table_fees, fees.semifinal_table_fees, fees.a_final_table_fees) == (200, 600, 1800)
    assert fees.table_fees == 2600
    assert fees.total == 600 + 2600


def test_b_final_table_fee_is_100_per_round_F2(profile):
    fees = fees_of(profile, b_final_rounds=9)
    assert fees.b_final_table_fees == 900


def test_newcomer_team_pays_no_entry_fee_F4(profile):
    fees = fees_of(profile, as_of=AFTER_DUE, newcomer=True, semifinal_rounds=3)
    assert (fees.entry_fee, fees.late_fee) == (0, 0)
    assert fees.total == 600  # the semifinal table fees are paid as usual


def test_newcomer_criteria_at_most_two_recent_players_F4(profile):
    assert is_newcomer([2015, 2012, None, 2011], profile)
    assert is_newcomer([None, None, None, None], profile)
    assert is_newcomer([2016, 2016, 2005, 2011, None, None], profile)
    assert not is_newcomer([2015, 2013, 2012, None], profile)


def test_newcomer_season_boundary_is_2012_13_F4(profile):
    assert is_newcomer([2012, 2012, 2011, 2011], profile)
    assert not is_newcomer([2012, 2012, 2012, 2011], profile)


def test_heat_fee_totals_F1_F3(profile):
    paid = fees_of(profile, as_of=AFTER_DUE, payments=(Payment(BEFORE_DUE, Decimal(600)),))
    late = fees_of(profile, as_of=AFTER_DUE)
    juniors = fees_of(
        profile, as_of=AFTER_DUE, juniors=2, non_juniors=2, payments=(Payment(BEFORE_DUE, Decimal(500)),)
    )  # 50 kr too much
    totals = heat_fee_totals([paid, late, juniors])
    assert (totals.teams, totals.paid_teams, totals.unpaid_teams) == (3, 2, 1)
    assert totals.total == 600 + 650 + 450
    assert totals.paid == 1100
    assert totals.outstanding == 650  # the overpayment does not offset another team's debt
    assert (totals.late_fees, totals.discounts) == (50, 150)


def test_heat_fee_totals_of_no_teams():
    totals = heat_fee_totals([])
    assert (totals.teams, totals.total, totals.outstanding) == (0, 0, 0)


def test_negative_counts_are_rejected():
    with pytest.raises(ValueError, match="must not be negative"):
        TeamFeeInput(team="Lag Holm", heat_matches=-1)


@given(juniors=st.integers(0, 10), non_juniors=st.integers(0, 10))
def test_junior_discount_bounds_F3(profile_for_hypothesis, juniors, non_juniors):
    profile = profile_for_hypothesis
    percent = junior_discount_percent(juniors, non_juniors, profile)
    assert 0 <= percent <= 50
    assert percent % Decimal("12.5") == 0
    assert percent <= Decimal("12.5") * juniors
    if non_juniors >= 4 or juniors == 0:
        assert percent == 0
    assert junior_discount_percent(juniors + 1, non_juniors, profile) >= percent
    assert junior_discount_percent(juniors, non_juniors + 1, profile) <= percent


@given(
    juniors=st.integers(0, 8), non_juniors=st.integers(0, 8), rounds=st.integers(0, 9), table_fee=st.integers(0, 200)
)
def test_discounted_total_never_exceeds_full_price_F3(profile_for_hypothesis, juniors, non_juniors, rounds, table_fee):
    facts = TeamFeeInput(
        team="T",
        juniors=juniors,
        non_juniors=non_juniors,
        heat_matches=rounds,
        heat_table_fee=Decimal(table_fee),
        semifinal_rounds=rounds,
    )
    fees = team_fees(facts, BEFORE_DUE, profile_for_hypothesis)
    full = fees.entry_fee + fees.table_fees
    assert full / 2 <= fees.total <= full
    assert fees.total == fees.outstanding


@pytest.fixture(scope="module")
def profile_for_hypothesis():
    """The shipped profile once per module (Hypothesis reruns a test without function fixtures)."""
    from tddesk.resources import shipped_profile_text
    from tddesk.rules.profile import load_profile

    return load_profile(shipped_profile_text("ombf-2016-17"))
