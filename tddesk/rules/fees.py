"""F1-F4: what a team owes — entry fee, late fee, table fees, junior discount, newcomer team.

Money is Decimal in kronor, rounded to öre (2 decimals, half up). The F3 discount is computed on
each fee total (the entry fee; the table fees of a stage), not per match, so a heat table fee of
25 kr over 3 matches at 12.5 % gives 9.38 kr off, not 3 × 3.13. Amounts are from ``profile.fees``
except the heat table fee, which each heat organiser sets (F2).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from tddesk.rules.profile import Profile

_ORE = Decimal("0.01")
_ZERO = Decimal("0.00")


def _money(value: Decimal | int) -> Decimal:
    return Decimal(value).quantize(_ORE, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Payment:
    on: dt.date
    amount: Decimal


@dataclass(frozen=True)
class TeamFeeInput:
    """The facts that decide a team's fees; matches and rounds are those the team plays."""

    team: str
    juniors: int = 0  # members who are juniors (T6)
    non_juniors: int = 0  # all other members
    newcomer: bool = False  # F4, decided with ``is_newcomer``
    heat_matches: int = 0  # matches played in the heat (a bye is not a match)
    heat_table_fee: Decimal = _ZERO  # the heat organiser's fee per team and match (F2)
    semifinal_rounds: int = 0
    a_final_rounds: int = 0
    b_final_rounds: int = 0
    payments: tuple[Payment, ...] = ()

    def __post_init__(self) -> None:
        counts = (
            self.juniors,
            self.non_juniors,
            self.heat_matches,
            self.semifinal_rounds,
            self.a_final_rounds,
            self.b_final_rounds,
        )
        if any(count < 0 for count in counts):
            raise ValueError(f"{self.team}: player, match and round counts must not be negative")


@dataclass(frozen=True)
class TeamFees:
    """F1-F4: one team's fees as of a date; gross amounts, the F3 discounts, and the balance."""

    team: str
    entry_fee: Decimal  # F1/F4 before discount (600, or 0 for a newcomer team)
    late_fee: Decimal  # F1, never discounted
    heat_table_fees: Decimal  # F2, before discount
    semifinal_table_fees: Decimal
    a_final_table_fees: Decimal
    b_final_table_fees: Decimal
    discount_percent: Decimal  # F3, e.g. 25.0
    entry_discount: Decimal
    table_discount: Decimal
    total: Decimal  # owed: all fees less discounts, plus the late fee
    paid: Decimal  # payments made on or before the as-of date
    outstanding: Decimal  # total − paid; negative when the team paid too much

    @property
    def entry_fee_net(self) -> Decimal:
        return self.entry_fee - self.entry_discount

    @property
    def table_fees(self) -> Decimal:
        return self.heat_table_fees + self.semifinal_table_fees + self.a_final_table_fees + self.b_final_table_fees

    @property
    def table_fees_net(self) -> Decimal:
        return self.table_fees - self.table_discount


@dataclass(frozen=True)
class FeeTotals:
    """F1-F4: the sums over a heat's (or any group's) teams."""

    teams: int
    paid_teams: int  # outstanding ≤ 0
    unpaid_teams: int  # outstanding > 0
    total: Decimal
    paid: Decimal
    outstanding: Decimal  # what unpaid teams still owe; overpayments do not offset it
    late_fees: Decimal
    discounts: Decimal


def junior_discount_percent(juniors: int, non_juniors: int, profile: Profile) -> Decimal:
    """F3: 12.5 % for each junior needed to fill the team up to four:
    percent × min(juniors, max(0, 4 − non-juniors)); 0 to 50 % with the shipped profile."""
    if juniors < 0 or non_juniors < 0:
        raise ValueError(f"player counts must not be negative, got {juniors} and {non_juniors}")
    rules = profile.fees
    filling = min(juniors, max(0, rules.junior_discount_team_size - non_juniors))
    return rules.junior_discount_percent * filling


def is_newcomer(players_last_dm_lag_season_start_years: Sequence[int | None], profile: Profile) -> bool:
    """F4: a newcomer team ("Nykomlingen") when at most two players played DM Lag in season
    2012-13 or later. Each entry is the start year of the last season a player played DM Lag
    (2011 for 2011-12), or None for never; everyone else then falls in "never or 2011-12 or
    earlier" by construction."""
    rules = profile.fees
    recent = sum(
        1
        for year in players_last_dm_lag_season_start_years
        if year is not None and year >= rules.newcomer_recent_season_start
    )
    return recent <= rules.newcomer_max_recent_players


def team_fees(facts: TeamFeeInput, as_of: dt.date, profile: Profile) -> TeamFees:
    """F1-F4: a team's fees, payments and balance as of a date.

    F1: the late fee is owed when the net entry fee was not covered by payments made on or before
    ``entry_fee_due`` and either a later payment exists or ``as_of`` is past the due date — so an
    unpaid team shows the late amount (650) from the day after the due date. A newcomer team owes
    no entry fee and therefore never a late fee. F2: heat table fees per match at the heat's rate;
    semifinal and A-final per round at the profile's rates, B-final likewise. F3: the discount
    applies to the entry fee and all table fees, never to the late fee. Payments after ``as_of``
    are ignored.
    """
    rules = profile.fees
    percent = junior_discount_percent(facts.juniors, facts.non_juniors, profile)
    share = percent / 100
    entry = _money(rules.newcomer_entry_fee if facts.newcomer else rules.entry_fee)
    heat = _money(facts.heat_table_fee * facts.heat_matches)
    semifinal = _money(rules.table_fee_semifinal * facts.semifinal_rounds)
    a_final = _money(rules.table_fee_a_final * facts.a_final_rounds)
    b_final = _money(rules.table_fee_b_final * facts.b_final_rounds)
    entry_discount = _money(entry * share)
    table_discount = sum((_money(fee * share) for fee in (heat, semifinal, a_final, b_final)), _ZERO)

    payments = [payment for payment in facts.payments if payment.on <= as_of]
    paid = _money(sum((payment.amount for payment in payments), _ZERO))
    paid_by_due = sum((payment.amount for payment in payments if payment.on <= rules.entry_fee_due), _ZERO)
    entry_net = entry - entry_discount
    late = (
        entry_net > 0
        and paid_by_due < entry_net
        and (as_of > rules.entry_fee_due or any(p.on > rules.entry_fee_due for p in payments))
    )
    late_fee = _money(rules.late_fee if late else 0)

    total = entry_net + late_fee + heat + semifinal + a_final + b_final - table_discount
    return TeamFees(
        team=facts.team,
        entry_fee=entry,
        late_fee=late_fee,
        heat_table_fees=heat,
        semifinal_table_fees=semifinal,
        a_final_table_fees=a_final,
        b_final_table_fees=b_final,
        discount_percent=percent,
        entry_discount=entry_discount,
        table_discount=table_discount,
        total=total,
        paid=paid,
        outstanding=total - paid,
    )


def heat_fee_totals(fees: Iterable[TeamFees]) -> FeeTotals:
    """F1-F4: totals, paid and unpaid counts and amounts over a group of teams."""
    rows = list(fees)
    unpaid = [row for row in rows if row.outstanding > 0]
    return FeeTotals(
        teams=len(rows),
        paid_teams=len(rows) - len(unpaid),
        unpaid_teams=len(unpaid),
        total=sum((row.total for row in rows), _ZERO),
        paid=sum((row.paid for row in rows), _ZERO),
        outstanding=sum((row.outstanding for row in unpaid), _ZERO),
        late_fees=sum((row.late_fee for row in rows), _ZERO),
        discounts=sum((row.entry_discount + row.table_discount for row in rows), _ZERO),
    )
