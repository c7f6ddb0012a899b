"""Excluding and disqualifying a team (P3, P4, P5, T4) and the rulings list of a stage."""

import datetime as dt
from decimal import Decimal

import pytest

from builders import roster
from tddesk.i18n import set_language
from tddesk.services.errors import ServiceError
from tddesk.services.exclusions import exclude_team, preview_exclusion, readmit_team
from tddesk.services.results import enter_half
from tddesk.services.rulings import rule_committee, rule_late_arrival, rulings
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.standings import standings, standings_json
from tddesk.services.teams import TeamForm, register_team
from tddesk.services.walkovers import rule_walkover

DECIDED_ON = dt.date(2016, 11, 2)


@pytest.fixture(autouse=True)
def english():
    """The assertions read the English source texts; Swedish is the default language of the tests."""
    set_language("en")


@pytest.fixture
def heat(tournament):
    """Four teams, 16 boards, round 1 played: t2-t3 31-18 (13.52-6.48), t4-t1 30-13 (14.39-5.61);
    round 2: t1-t2 18-31 (6.48-13.52), t3-t4 still to play."""
    stage_id = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 10 * number)), stage_id)
    make_schedule(tournament, stage_id, first_date=dt.date(2016, 10, 3))
    for home, away, home_imps, away_imps in (("t2", "t3", 31, 18), ("t4", "t1", 30, 13), ("t1", "t2", 18, 31)):
        enter_half(tournament, match_of(tournament, stage_id, home, away), 1, home_imps, away_imps)
    return stage_id


def match_of(tournament, stage_id, home, away) -> str:
    return next(
        m.id for r in schedule_view(tournament, stage_id).rounds for m in r.matches if (m.home, m.away) == (home, away)
    )


def test_preview_lists_exactly_the_results_struck_and_what_the_opponents_lose_P5(tournament, heat):
    preview = preview_exclusion(tournament, heat, "t2")
    assert [
        (s.match_id, s.round, s.opponent_name, s.kind, s.opponent_vp, s.opponent_imps_won, s.opponent_imps_lost)
        for s in preview.struck
    ] == [
        (match_of(tournament, heat, "t2", "t3"), 1, "Lag 3", "played", Decimal("6.48"), 18, 31),
        (match_of(tournament, heat, "t1", "t2"), 2, "Lag 1", "played", Decimal("6.48"), 18, 31),
    ]
    assert preview.unplayed == (match_of(tournament, heat, "t4", "t2"),)
    assert [(row.team, str(row.vp)) for row in preview.before.rows] == [
        ("t2", "27.04"),
        ("t4", "14.39"),
        ("t1", "12.09"),
        ("t3", "6.48"),
    ]
    assert [(row.team, str(row.vp), row.excluded) for row in preview.after.rows] == [
        ("t4", "14.39", False),
        ("t1", "5.61", False),
        ("t3", "0.00", False),
        ("t2", "0.00", True),
    ]
    assert preview.after.row("t3").played == 0 and preview.after.row("t1").imps_won == 13


def test_exclusion_strikes_the_results_and_ranks_the_team_last_P4_T4(tournament, heat):
    before = standings_json(tournament, heat)
    change = exclude_team(
        tournament, heat, "t2", "disqualified", "P4: Spelare 100010 played for another team", DECIDED_ON
    )
    assert [struck.opponent_id for struck in change.value] == ["t3", "t1"]
    table = standings_json(tournament, heat)
    vp = {row["team"]: row["vp"] for row in table["rows"]}
    assert vp == {"t4": "14.39", "t1": "5.61", "t3": "0.00", "t2": "0.00"}  # t1 and t3 lose their 6.48
    assert before != table
    last = table["rows"][-1]
    assert (last["team"], last["excluded"], last["vp"], last["played"], last["rank"]) == ("t2", True, "0.00", 0, 4)
    [row] = rulings(tournament, heat)
    assert (row.kind, row.rule, row.team_id, row.vp) == ("disqualified", "P4", "t2", Decimal("0.00"))
    assert "Disqualified on 2016-11-02" in row.text and "3 matches" in row.text
    with pytest.raises(ServiceError, match="excluded"):
        enter_half(tournament, match_of(tournament, heat, "t4", "t2"), 1, 10, 10)


def test_exclusion_needs_a_kind_a_reason_and_happens_once_P5(tournament, heat):
    with pytest.raises(ServiceError, match="excluded or disqualified"):
        exclude_team(tournament, heat, "t2", "banned", "reason", DECIDED_ON)
    with pytest.raises(ServiceError, match="reason"):
        exclude_team(tournament, heat, "t2", "excluded", " ", DECIDED_ON)
    exclude_team(tournament, heat, "t2", "excluded", "repeated slow play (P2)", DECIDED_ON)
    with pytest.raises(ServiceError, match="already excluded"):
        exclude_team(tournament, heat, "t2", "excluded", "again", DECIDED_ON)
    with pytest.raises(ServiceError, match="already excluded"):
        preview_exclusion(tournament, heat, "t2")
    assert rulings(tournament, heat)[0].rule == "P5"  # no rule named at the start of the reason


def test_readmission_and_undo_restore_the_standings_exactly_P5(tournament, heat):
    before = standings_json(tournament, heat)
    excluded = exclude_team(tournament, heat, "t2", "excluded", "P3: fee not paid within 14 days", DECIDED_ON)
    assert standings_json(tournament, heat) != before
    tournament.undo(excluded.audit_id)
    assert standings_json(tournament, heat) == before
    exclude_team(tournament, heat, "t2", "excluded", "P3: fee not paid within 14 days", DECIDED_ON)
    excluded_json = standings_json(tournament, heat)
    readmitted = readmit_team(tournament, heat, "t2")
    assert standings_json(tournament, heat) == before
    tournament.undo(readmitted.audit_id)
    assert standings_json(tournament, heat) == excluded_json
    with pytest.raises(ServiceError, match="not excluded"):
        readmit_team(tournament, heat, "t3")


def test_a_penalty_of_an_excluded_team_no_longer_counts_P5_P6(tournament, heat):
    rule_late_arrival(tournament, match_of(tournament, heat, "t2", "t3"), "t2", 12)
    exclude_team(tournament, heat, "t2", "excluded", "W5 by committee decision", DECIDED_ON)
    assert standings(tournament, heat).row("t2").penalty_vp == Decimal("0.00")
    late = next(row for row in rulings(tournament, heat) if row.kind == "late_arrival")
    assert late.vp == Decimal("3.00") and "struck" in late.text


def test_the_rulings_list_holds_penalties_walkovers_and_exclusions_by_round_P1_W2_P5(tournament, heat):
    tournament.user = "Per Holm"
    rule_walkover(tournament, match_of(tournament, heat, "t4", "t2"), "t4", dt.date(2016, 10, 18))
    rule_committee(tournament, heat, "t3", Decimal("1.00"), "time overrun 28 min at table 2")
    rule_late_arrival(tournament, match_of(tournament, heat, "t2", "t3"), "t3", 4)
    exclude_team(tournament, heat, "t1", "excluded", "committee decision", DECIDED_ON)
    rows = rulings(tournament, heat)
    assert [(row.kind, row.round) for row in rows] == [
        ("late_arrival", 1),
        ("walkover", 3),
        ("committee", None),
        ("excluded", None),
    ]
    # the walkover: t2's own average 13.52 (its match against the excluded t1 struck) → 14.00
    assert [row.vp for row in rows][:3] == [Decimal("1.00"), Decimal("14.00"), Decimal("1.00")]
    assert rows[1].provisional and "Provisional" in rows[1].text
    assert all(row.who == "Per Holm" and row.when is not None for row in rows)
    assert rows[0].text.startswith("P1: 4 min late")
