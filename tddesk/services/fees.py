"""What each team of a stage owes and has paid (F1-F4), and recording the payments.

The entry fee belongs to the heat: a heat's overview shows it with the heat's table fees, a
semifinal's or final's overview only that stage's table fees (so stage totals can be added up).
The entry fee counts as paid in full (with the late fee when paid after the due date) on the
team's ``entry_fee_paid_on``; table fees count as paid per round the team plays, from the
TableFeePayment rows. The numbers themselves come from ``tddesk.rules.fees``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import Match, Stage, StageTeam, TableFeePayment, Team, TeamMember
from tddesk.rules.eligibility import age_class
from tddesk.rules.fees import FeeTotals, Payment, TeamFeeInput, TeamFees, heat_fee_totals, team_fees
from tddesk.rules.profile import Profile
from tddesk.rules.stage_kinds import ONE_DAY_KINDS, StageKind
from tddesk.services.errors import message
from tddesk.services.stages import get_stage
from tddesk.services.tournament import Change

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

_ORE = Decimal("0.01")
_ROUNDED_KINDS = ONE_DAY_KINDS  # stages whose table fee is per round


@dataclass(frozen=True)
class TeamFeeRow:
    team_id: TeamId
    name: str
    fees: TeamFees
    juniors: int
    non_juniors: int
    newcomer: bool
    entry_paid_on: dt.date | None
    rounds: tuple[int, ...] = ()  # the rounds the team plays in this stage (a bye is no round)
    rounds_paid: tuple[int, ...] = ()  # of those, the rounds whose table fee is paid (by the as-of date)


@dataclass(frozen=True)
class StageFeesView:
    stage_id: StageId
    stage_name: str
    as_of: dt.date
    scheduled: bool  # False: no schedule yet, so no table fees are counted
    rows: tuple[TeamFeeRow, ...]
    totals: FeeTotals


def fee_overview(tournament: Tournament, stage_id: StageId, as_of: dt.date | None = None) -> StageFeesView:
    """F1-F4: every team of the stage with its fees, payments and balance as of a date (today)."""
    as_of = as_of or dt.date.today()
    profile = tournament.profile
    with tournament.reading() as session:
        # The stage's rounds, matches, teams and their members in a few selects, not a few per team.
        stage = session.scalars(
            select(Stage).where(Stage.id == stage_id).options(selectinload(Stage.rounds), selectinload(Stage.entries))
        ).first() or get_stage(session, stage_id)
        teams = {
            team.id: team
            for team in session.scalars(
                select(Team)
                .join(StageTeam, StageTeam.team_id == Team.id)
                .where(StageTeam.stage_id == stage_id)
                .options(selectinload(Team.members).selectinload(TeamMember.player))
            )
        }
        played = _rounds_played(session, stage_id)
        payments = {
            (row.team_id, row.round_number): row.paid_on
            for row in session.scalars(select(TableFeePayment).where(TableFeePayment.stage_id == stage_id))
            if row.paid_on is not None
        }
        rows = []
        for entry in stage.entries:
            team = teams[entry.team_id]
            rounds = tuple(sorted(played.get(team.id, ())))
            paid = {number: payments[(team.id, number)] for number in rounds if (team.id, number) in payments}
            rows.append(_row(team, stage, rounds, paid, as_of, profile))
    return StageFeesView(
        stage_id, stage.name, as_of, bool(stage.rounds), tuple(rows), heat_fee_totals(row.fees for row in rows)
    )


def _rounds_played(session: Session, stage_id: StageId) -> dict[str, set[int]]:
    """The rounds each team has a match in, from one select of the stage's matches (by its index:
    loading them through the rounds asks for (stage, round) pairs, which SQLite answers by reading
    every match of the file, once per stage)."""
    played: dict[str, set[int]] = {}
    for number, home, away in session.execute(
        select(Match.round_number, Match.home_team_id, Match.away_team_id).where(Match.stage_id == stage_id)
    ):
        played.setdefault(home, set()).add(number)
        played.setdefault(away, set()).add(number)
    return played


def _row(
    team: Team, stage: Stage, rounds: tuple[int, ...], paid: dict[int, dt.date], as_of: dt.date, profile: Profile
) -> TeamFeeRow:
    season = profile.profile.season_start_year
    juniors = sum(1 for member in team.members if age_class(member.player.birth_year, season, profile) == "junior")
    non_juniors = len(team.members) - juniors
    if stage.kind == StageKind.HEAT:
        facts = TeamFeeInput(
            team.id,
            juniors,
            non_juniors,
            team.newcomer,
            heat_matches=len(rounds),
            heat_table_fee=stage.table_fee or Decimal(0),
        )
    else:  # the entry fee was counted in the heat
        profile = replace(profile, fees=replace(profile.fees, entry_fee=0, newcomer_entry_fee=0))
        if stage.kind not in _ROUNDED_KINDS:
            raise ValueError(f"no table fees for a stage of kind {stage.kind!r}")
        played = {kind: len(rounds) if kind == stage.kind else 0 for kind in _ROUNDED_KINDS}
        facts = TeamFeeInput(
            team.id,
            juniors,
            non_juniors,
            team.newcomer,
            semifinal_rounds=played[StageKind.SEMIFINAL],
            a_final_rounds=played[StageKind.A_FINAL],
            b_final_rounds=played[StageKind.B_FINAL],
        )
    owed = team_fees(facts, as_of, profile)
    payments = list(_table_payments(owed.table_fees_net, len(rounds), paid))
    if team.entry_fee_paid_on is not None and owed.entry_fee_net > 0:
        late = team.entry_fee_paid_on > profile.fees.entry_fee_due
        payments.append(Payment(team.entry_fee_paid_on, owed.entry_fee_net + (profile.fees.late_fee if late else 0)))
    fees = team_fees(replace(facts, payments=tuple(payments)), as_of, profile)
    return TeamFeeRow(
        team.id,
        team.name,
        fees,
        juniors,
        non_juniors,
        team.newcomer,
        team.entry_fee_paid_on,
        rounds,
        tuple(number for number in rounds if paid.get(number, dt.date.max) <= as_of),
    )


def _table_payments(net: Decimal, rounds: int, paid: dict[int, dt.date]):
    """One payment per paid round, each its share of the net (discounted) table fees; the shares
    are cut from the running total so that all rounds paid add up to the net fee to the öre."""
    counted = Decimal(0)
    for index, (_number, on) in enumerate(sorted(paid.items(), key=lambda item: (item[1], item[0])), start=1):
        running = (net * index / rounds).quantize(_ORE, rounding=ROUND_HALF_UP)
        yield Payment(on, running - counted)
        counted = running


# -- recording payments (each one audited action, undoable) ------------------------------------
def record_entry_fee_paid(tournament: Tournament, team_id: TeamId, paid_on: dt.date | None) -> Change:
    """F1: the date the entry fee was paid (None: not paid)."""
    with tournament.action("record_entry_fee_paid", team_id) as (session, record):
        team = _team(session, team_id)
        record.before = {"entry_fee_paid_on": _iso(team.entry_fee_paid_on)}
        team.entry_fee_paid_on = paid_on
        record.after = {"entry_fee_paid_on": _iso(paid_on)}
    return record.change


def record_table_fee_paid(
    tournament: Tournament, stage_id: StageId, team_id: TeamId, round_number: int, paid_on: dt.date | None
) -> Change:
    """F2: the date a team paid its table fee for a round it plays (None: not paid)."""
    with tournament.action("record_table_fee_paid", f"{stage_id}/{team_id}/{round_number}") as (session, record):
        stage = get_stage(session, stage_id)
        team = _team(session, team_id)
        if session.get(StageTeam, (stage_id, team_id)) is None:
            raise message(translate("Fees", "{team} does not play in {stage}."), team=team.name, stage=stage.name)
        if round_number not in _rounds_played(session, stage_id).get(team_id, set()):
            raise message(
                translate("Fees", "{team} has no match in round {round} of {stage}, so no table fee."),
                team=team.name,
                round=round_number,
                stage=stage.name,
            )
        payment = session.get(TableFeePayment, (stage_id, team_id, round_number))
        record.before = {"paid_on": _iso(payment.paid_on) if payment else None}
        if paid_on is None and payment is not None:
            session.delete(payment)
        elif paid_on is not None and payment is None:
            session.add(TableFeePayment(stage_id=stage_id, team_id=team_id, round_number=round_number, paid_on=paid_on))
        elif paid_on is not None and payment is not None:
            payment.paid_on = paid_on
        record.after = {"paid_on": _iso(paid_on)}
    return record.change


def set_newcomer(tournament: Tournament, team_id: TeamId, newcomer: bool) -> Change:
    """F4: mark a team as a newcomer team (entry fee 0) or not."""
    with tournament.action("set_newcomer", team_id) as (session, record):
        team = _team(session, team_id)
        record.before = {"newcomer": team.newcomer}
        team.newcomer = newcomer
        record.after = {"newcomer": newcomer}
    return record.change


def _team(session: Session, team_id: TeamId) -> Team:
    team = session.get(Team, team_id)
    if team is None:
        raise message(translate("Fees", "There is no team {team}."), team=team_id)
    return team


def _iso(date: dt.date | None) -> str | None:
    return date.isoformat() if date else None
