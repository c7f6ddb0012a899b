"""Fees of a stage's teams through the services, with worked numbers (F1-F4) and undoable payments."""

import datetime as dt
from decimal import Decimal

import pytest

from builders import roster
from tddesk.services.errors import ServiceError
from tddesk.services.fees import fee_overview, record_entry_fee_paid, record_table_fee_paid, set_newcomer
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, add_team_to_stage, create_stage
from tddesk.services.teams import TeamForm, register_team

DUE = dt.date(2016, 11, 1)
AFTER_DUE = dt.date(2016, 11, 15)


def by_team(overview):
    return {row.team_id: row for row in overview.rows}


def heat_of_four(tournament, table_fee, rosters):
    """A 4-team heat with a table fee per match and a schedule: three matches per team, no byes."""
    stage_id = create_stage(tournament, StageForm("Kvalheat Motala", 16, table_fee=Decimal(table_fee))).value
    teams = [
        register_team(tournament, TeamForm(f"Lag {chr(65 + index)}", players), stage_id).value
        for index, players in enumerate(rosters)
    ]
    make_schedule(tournament, stage_id, first_date=dt.date(2016, 10, 3))
    return stage_id, teams


def pay_all_rounds(tournament, stage_id, team_id, on=dt.date(2016, 10, 3)):
    for round_ in schedule_view(tournament, stage_id).rounds:
        if round_.bye != team_id:
            record_table_fee_paid(tournament, stage_id, team_id, round_.number, on)


def test_entry_fee_600_and_650_when_paid_after_1_november_F1(tournament, heat):
    record_entry_fee_paid(tournament, "t1", dt.date(2016, 10, 15))
    record_entry_fee_paid(tournament, "t2", DUE)
    record_entry_fee_paid(tournament, "t3", dt.date(2016, 11, 2))
    rows = by_team(fee_overview(tournament, heat, AFTER_DUE))
    assert [(rows[t].fees.total, rows[t].fees.paid, rows[t].fees.outstanding) for t in ("t1", "t2", "t3", "t4")] == [
        (600, 600, 0),
        (600, 600, 0),
        (650, 650, 0),
        (650, 0, 650),
    ]
    assert rows["t3"].fees.late_fee == 50 and rows["t3"].entry_paid_on == dt.date(2016, 11, 2)
    before_due = by_team(fee_overview(tournament, heat, dt.date(2016, 10, 20)))
    assert before_due["t4"].fees.total == 600 and before_due["t3"].fees.paid == 0  # paid after that day


def test_heat_totals_paid_and_unpaid_F1(tournament, heat):
    for team, day in (("t1", dt.date(2016, 10, 15)), ("t2", DUE), ("t3", dt.date(2016, 11, 2))):
        record_entry_fee_paid(tournament, team, day)
    totals = fee_overview(tournament, heat, AFTER_DUE).totals
    assert (totals.teams, totals.paid_teams, totals.unpaid_teams) == (5, 3, 2)
    assert (totals.total, totals.paid, totals.outstanding, totals.late_fees) == (3150, 1850, 1300, 150)


def test_heat_table_fee_per_match_a_bye_is_not_a_match_F2(tournament, heat):
    from tddesk.services.stages import stage_view, update_stage, with_changes

    update_stage(tournament, heat, with_changes(stage_view(tournament, heat).form, table_fee=Decimal("50")))
    overview = fee_overview(tournament, heat, AFTER_DUE)
    assert not overview.scheduled and by_team(overview)["t1"].fees.heat_table_fees == 0
    make_schedule(tournament, heat, first_date=dt.date(2016, 10, 3))
    row = by_team(fee_overview(tournament, heat, AFTER_DUE))["t1"]
    assert len(row.rounds) == 4 and row.fees.heat_table_fees == 200  # 5 rounds, one of them the bye
    bye_round = next(r.number for r in schedule_view(tournament, heat).rounds if r.bye == "t1")
    with pytest.raises(ServiceError):
        record_table_fee_paid(tournament, heat, "t1", bye_round, dt.date(2016, 10, 3))
    record_table_fee_paid(tournament, heat, "t1", row.rounds[0], dt.date(2016, 10, 3))
    record_table_fee_paid(tournament, heat, "t1", row.rounds[1], dt.date(2016, 10, 10))
    row = by_team(fee_overview(tournament, heat, AFTER_DUE))["t1"]
    assert (row.fees.paid, row.fees.outstanding, row.rounds_paid) == (100, 650 + 100, row.rounds[:2])
    early = by_team(fee_overview(tournament, heat, dt.date(2016, 10, 5)))["t1"]
    assert early.fees.paid == 50 and early.rounds_paid == row.rounds[:1]


def test_two_juniors_and_two_others_get_25_percent_off_entry_and_table_fees_F3(tournament):
    """F3/T6: born 1991 is a junior in 2016-17 (25 that year), born 1990 is not."""
    juniors = roster(200001, 2, birth_year=1991) + roster(200003, 2, birth_year=1990)
    stage_id, teams = heat_of_four(tournament, 100, [juniors] + [roster(201000 + 10 * n) for n in range(3)])
    record_entry_fee_paid(tournament, teams[0], dt.date(2016, 10, 1))
    row = by_team(fee_overview(tournament, stage_id, AFTER_DUE))[teams[0]]
    assert (row.juniors, row.non_juniors, row.fees.discount_percent) == (2, 2, Decimal("25.0"))
    assert (row.fees.entry_discount, row.fees.heat_table_fees, row.fees.table_discount) == (150, 300, 75)
    assert (row.fees.total, row.fees.paid, row.fees.outstanding) == (675, 450, 225)
    pay_all_rounds(tournament, stage_id, teams[0])
    assert by_team(fee_overview(tournament, stage_id, AFTER_DUE))[teams[0]].fees.outstanding == 0


def test_round_payments_add_up_to_the_discounted_fee_to_the_ore_F3(tournament):
    """F3: 12.5 % off 3 × 25 kr is 65.62 kr; three round payments must not add up to 65.64."""
    one_junior = roster(200001, 1, birth_year=1995) + roster(200002, 3)
    stage_id, teams = heat_of_four(tournament, 25, [one_junior] + [roster(201000 + 10 * n) for n in range(3)])
    record_entry_fee_paid(tournament, teams[0], dt.date(2016, 10, 1))
    pay_all_rounds(tournament, stage_id, teams[0])
    fees = by_team(fee_overview(tournament, stage_id, AFTER_DUE))[teams[0]].fees
    assert fees.table_fees_net == Decimal("65.62") and fees.total == Decimal("590.62")
    assert fees.paid == fees.total and fees.outstanding == 0


def test_newcomer_team_pays_no_entry_fee_and_no_late_fee_F4(tournament, heat):
    change = set_newcomer(tournament, "t1", True)
    row = by_team(fee_overview(tournament, heat, AFTER_DUE))["t1"]
    assert row.newcomer and (row.fees.entry_fee, row.fees.late_fee, row.fees.total) == (0, 0, 0)
    assert fee_overview(tournament, heat, AFTER_DUE).totals.paid_teams == 1
    tournament.undo(change.audit_id)
    assert by_team(fee_overview(tournament, heat, AFTER_DUE))["t1"].fees.total == 650


def test_semifinal_table_fees_per_round_without_the_entry_fee_F2(tournament, heat):
    semifinal = create_stage(tournament, StageForm("Semifinal 1", 20, 2, kind="semifinal", format=None)).value
    for team in ("t1", "t2", "t3", "t4"):
        add_team_to_stage(tournament, semifinal, team)
    set_newcomer(tournament, "t2", True)  # F4: table fees in the semifinal are paid as usual
    make_schedule(tournament, semifinal)
    rows = by_team(fee_overview(tournament, semifinal, AFTER_DUE))
    assert [
        (rows[t].fees.entry_fee, rows[t].fees.late_fee, rows[t].fees.semifinal_table_fees, rows[t].fees.total)
        for t in ("t1", "t2")
    ] == [(0, 0, 600, 600), (0, 0, 600, 600)]


def test_payments_are_undoable_and_can_be_cleared(tournament, heat):
    make_schedule(tournament, heat)
    first = by_team(fee_overview(tournament, heat, AFTER_DUE))["t2"].rounds[0]
    record_table_fee_paid(tournament, heat, "t2", first, dt.date(2016, 10, 3))
    assert by_team(fee_overview(tournament, heat, AFTER_DUE))["t2"].rounds_paid == (first,)
    cleared = record_table_fee_paid(tournament, heat, "t2", first, None)
    assert by_team(fee_overview(tournament, heat, AFTER_DUE))["t2"].rounds_paid == ()
    tournament.undo(cleared.audit_id)
    assert by_team(fee_overview(tournament, heat, AFTER_DUE))["t2"].rounds_paid == (first,)
    entry = record_entry_fee_paid(tournament, "t2", dt.date(2016, 10, 1))
    tournament.undo(entry.audit_id)
    assert by_team(fee_overview(tournament, heat, AFTER_DUE))["t2"].entry_paid_on is None
    with pytest.raises(ServiceError):
        record_entry_fee_paid(tournament, "t99", dt.date(2016, 10, 1))
