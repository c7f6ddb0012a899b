"""Penalty rulings through the services (P1, P2, P3, P6, committee), each audited and undoable."""

import datetime as dt
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from builders import roster
from built_files import filled_championship
from tddesk.i18n import set_language
from tddesk.models.tables import Audit, Penalty
from tddesk.rules.scoring import PenaltyFacts, penalty_outcome
from tddesk.services.errors import ServiceError
from tddesk.services.lineups import set_lineup
from tddesk.services.results import enter_half
from tddesk.services.rulings import (
    detect_unauthorised,
    preview_late_arrival,
    preview_slow_play,
    remove_ruling,
    rule_committee,
    rule_late_arrival,
    rule_slow_play,
    rule_unauthorised_player,
    rulings,
    update_ruling,
)
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage, stage_views
from tddesk.services.standings import standings, standings_json
from tddesk.services.teams import TeamForm, register_team

UNPAID_MID = "100004"
FIRST_ROUND = dt.date(2016, 10, 3)


@pytest.fixture(autouse=True)
def english():
    """The assertions read the English source texts; Swedish is the default language of the tests."""
    set_language("en")


def _add_heat(tournament) -> None:
    stage_id = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    players = roster(100000) + roster(int(UNPAID_MID), 1, membership_paid=False)
    register_team(tournament, TeamForm("Lag 1", players), stage_id)
    for number in range(1, 4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 10 * number)), stage_id)
    make_schedule(tournament, stage_id, first_date=FIRST_ROUND)


@pytest.fixture
def tournament(tmp_path_factory, tmp_path):
    """The championship with the heat below (built once per run); each test changes its own copy."""
    opened = filled_championship(tmp_path_factory, tmp_path / "dm.tddesk", "rulings-heat", _add_heat)
    yield opened
    opened.close()


@pytest.fixture
def heat(tournament):
    """A 16-board heat of four teams, scheduled from 3 October 2016; Lag 1 has a fifth player who
    has not paid the membership fee."""
    (stage,) = stage_views(tournament)
    return stage.id


def first_match(tournament, stage_id):
    return schedule_view(tournament, stage_id).rounds[0].matches[0]


def audit_rows(tournament):
    with tournament.reading() as session:
        return session.scalar(select(func.count(Audit.id)))


def test_late_arrival_12_minutes_deducts_3_vp_with_the_reason_P1(tournament, heat):
    match = first_match(tournament, heat)
    enter_half(tournament, match.id, 1, 31, 18)  # 13 IMPs on 16 boards → 13.52-6.48 (VP1)
    change = rule_late_arrival(tournament, match.id, match.away, 12)
    assert change.value.vp == Decimal("3.00") and not change.value.pending_committee
    row = standings(tournament, heat).row(match.away)
    assert (row.vp, row.penalty_vp) == (Decimal("3.48"), Decimal("3.00"))  # 6.48 − 3.00
    assert "P1" in row.penalty_reasons[0] and "12 minutes late" in row.penalty_reasons[0]
    as_json = next(r for r in standings_json(tournament, heat)["rows"] if r["team"] == match.away)
    assert (as_json["vp"], as_json["penalty_vp"]) == ("3.48", "3.00")
    assert set(as_json) == {
        "rank",
        "team",
        "name",
        "played",
        "vp",
        "penalty_vp",
        "imps_won",
        "imps_lost",
        "imp_quotient",
        "decided_by",
        "provisional",
        "excluded",
    }  # docs/format.md


def test_a_penalty_leaves_the_opponents_vp_unchanged_P6(tournament, heat):
    match = first_match(tournament, heat)
    enter_half(tournament, match.id, 1, 31, 18)
    before = standings(tournament, heat).row(match.home)
    rule_late_arrival(tournament, match.id, match.away, 12)
    after = standings(tournament, heat).row(match.home)
    assert after.vp == before.vp == Decimal("13.52") and after.penalty_vp == Decimal("0.00")


def test_late_arrival_over_30_minutes_is_recorded_pending_the_committee_P1(tournament, heat):
    match = first_match(tournament, heat)
    change = rule_late_arrival(tournament, match.id, match.home, 35)
    assert change.value.pending_committee and change.value.vp == Decimal("0.00")
    assert "committee" in change.value.outcomes[0].text()
    [row] = rulings(tournament, heat)
    assert row.pending_committee and row.rule == "P1" and row.vp == Decimal("0.00")
    assert standings(tournament, heat).row(match.home).penalty_vp == Decimal("0.00")

    rule_committee(tournament, heat, match.home, Decimal("4.00"), "35 minutes late, match played", match.id)
    late, committee = rulings(tournament, heat)
    assert not late.pending_committee and committee.rule == "P1" and committee.vp == Decimal("4.00")
    assert "35 minutes late, match played" in committee.text
    assert standings(tournament, heat).row(match.home).penalty_vp == Decimal("4.00")


def test_the_same_late_arrival_twice_is_refused_P1(tournament, heat):
    match = first_match(tournament, heat)
    rule_late_arrival(tournament, match.id, match.home, 6)
    with pytest.raises(ServiceError, match="already recorded"):
        rule_late_arrival(tournament, match.id, match.home, 6)


@pytest.mark.parametrize("minutes", [0, -5, "12", 7.5, True])
def test_minutes_that_are_no_lateness_are_refused_P1(tournament, heat, minutes):
    match = first_match(tournament, heat)
    with pytest.raises(ServiceError, match=r"minutes|Minutes"):
        rule_late_arrival(tournament, match.id, match.home, minutes)
    assert rulings(tournament, heat) == []


def test_a_team_not_in_the_match_is_refused_P1(tournament, heat):
    match = first_match(tournament, heat)
    outsider = next(team for team in schedule_view(tournament, heat).team_ids if team not in (match.home, match.away))
    with pytest.raises(ServiceError, match="does not play"):
        rule_late_arrival(tournament, match.id, outsider, 12)


def test_slow_play_7_minutes_shared_50_50_costs_each_team_075_P2(tournament, heat):
    match = first_match(tournament, heat)
    change = rule_slow_play(tournament, match.id, 7, {match.home: Decimal("0.5"), match.away: Decimal("0.5")})
    assert [outcome.vp for outcome in change.value.outcomes] == [Decimal("0.75"), Decimal("0.75")]
    with tournament.reading() as session:
        rows = session.scalars(select(Penalty).order_by(Penalty.position)).all()
        assert [(p.team_id, p.minutes, p.share, p.vp) for p in rows] == [
            (match.home, 7, Decimal("0.5"), None),
            (match.away, 7, Decimal("0.5"), None),
        ]  # facts, no VP stored
    table = standings(tournament, heat)
    assert table.row(match.home).penalty_vp == table.row(match.away).penalty_vp == Decimal("0.75")
    assert all(row.rule == "P2" for row in rulings(tournament, heat))


def test_slow_play_all_on_one_team_records_one_ruling_P2(tournament, heat):
    match = first_match(tournament, heat)
    change = rule_slow_play(tournament, match.id, 12, {match.home: Decimal("1"), match.away: Decimal("0")})
    assert len(change.value.penalty_ids) == 1 and change.value.vp == Decimal("2.00")  # over 10 up to 15 → 2 VP


@pytest.mark.parametrize(
    "shares", [{"home": "0.7", "away": "0.5"}, {"home": "0", "away": "0"}, {"home": "1.5"}, {"home": "half"}]
)
def test_shares_that_do_not_add_up_are_refused_P2(tournament, heat, shares):
    match = first_match(tournament, heat)
    teams = {"home": match.home, "away": match.away}
    with pytest.raises(ServiceError):
        rule_slow_play(tournament, match.id, 7, {teams[side]: share for side, share in shares.items()})
    assert rulings(tournament, heat) == []


def test_slow_play_over_25_minutes_waits_for_the_committee_P2(tournament, heat):
    match = first_match(tournament, heat)
    change = rule_slow_play(tournament, match.id, 27, {match.home: Decimal("1")})
    assert change.value.pending_committee and rulings(tournament, heat)[0].pending_committee


def test_previews_compute_without_writing_P1_P2(tournament, heat):
    count = audit_rows(tournament)
    assert preview_late_arrival(tournament, 12).vp == Decimal("3.00")
    assert preview_late_arrival(tournament, 31).pending_committee
    assert preview_slow_play(tournament, 7, Decimal("0.5")).vp == Decimal("0.75")
    assert preview_slow_play(tournament, 22).vp == Decimal("3.00")
    assert audit_rows(tournament) == count
    with pytest.raises(ServiceError):
        preview_slow_play(tournament, 7, Decimal("2"))


def play_unpaid_player(tournament, stage_id):
    """Lag 1 fields its unpaid fifth player in its first match; returns that match."""
    match = next(m for r in schedule_view(tournament, stage_id).rounds for m in r.matches if "t1" in (m.home, m.away))
    side = "home" if match.home == "t1" else "away"
    set_lineup(tournament, match.id, 1, side, ["100000", "100001", "100002", UNPAID_MID])
    return match


def test_detect_and_rule_an_unpaid_player_5_vp_per_match_P3(tournament, heat):
    match = play_unpaid_player(tournament, heat)
    [case] = detect_unauthorised(tournament, heat)
    assert (case.match_id, case.team_id, case.mid) == (match.id, "t1", UNPAID_MID)
    assert "membership" in case.reason and "P3" in case.reason
    change = rule_unauthorised_player(tournament, match.id, "t1", UNPAID_MID, None)
    assert change.value.vp == Decimal("5.00")
    assert change.value.fee_deadline == FIRST_ROUND + dt.timedelta(days=14)  # the deadline day is still in time
    assert detect_unauthorised(tournament, heat) == []
    assert standings(tournament, heat).row("t1").penalty_vp == Decimal("5.00")
    [row] = rulings(tournament, heat)
    assert row.rule == "P3" and UNPAID_MID in row.text and "2016-10-17" in row.text


def test_an_unauthorised_player_ruled_twice_for_one_match_is_refused_P3(tournament, heat):
    match = play_unpaid_player(tournament, heat)
    rule_unauthorised_player(tournament, match.id, "t1", UNPAID_MID, dt.date(2016, 10, 3))
    with pytest.raises(ServiceError, match="already"):
        rule_unauthorised_player(tournament, match.id, "t1", UNPAID_MID, dt.date(2016, 10, 3))


def test_a_player_who_did_not_play_cannot_be_ruled_unauthorised_P3(tournament, heat):
    match = next(m for r in schedule_view(tournament, heat).rounds for m in r.matches if "t1" in (m.home, m.away))
    with pytest.raises(ServiceError, match="line-up"):
        rule_unauthorised_player(tournament, match.id, "t1", UNPAID_MID)


def test_committee_ruling_needs_a_reason_and_deducts_P1_P2(tournament, heat):
    with pytest.raises(ServiceError, match="reason"):
        rule_committee(tournament, heat, "t2", Decimal("2.00"), "  ")
    with pytest.raises(ServiceError, match="two decimals"):
        rule_committee(tournament, heat, "t2", Decimal("2.005"), "time overrun")
    with pytest.raises(ServiceError, match="0 or more"):
        rule_committee(tournament, heat, "t2", Decimal("-1.00"), "time overrun")
    rule_committee(tournament, heat, "t2", Decimal("2.00"), "time overrun 31 min")
    row = standings(tournament, heat).row("t2")
    assert row.penalty_vp == Decimal("2.00") and "time overrun 31 min" in row.penalty_reasons[0]


def test_update_changes_the_facts_and_the_vp_follow_P1(tournament, heat):
    match = first_match(tournament, heat)
    penalty_id = rule_late_arrival(tournament, match.id, match.home, 12).value.penalty_ids[0]
    change = update_ruling(tournament, penalty_id, minutes=17)
    assert change.value.vp == Decimal("4.00")
    assert standings(tournament, heat).row(match.home).penalty_vp == Decimal("4.00")
    with pytest.raises(ServiceError, match="share"):
        update_ruling(tournament, penalty_id, share=Decimal("0.5"))
    with pytest.raises(ServiceError, match="Nothing"):
        update_ruling(tournament, penalty_id)


def test_update_a_committee_ruling_and_a_slow_play_share_P2(tournament, heat):
    match = first_match(tournament, heat)
    committee = rule_committee(tournament, heat, "t3", Decimal("1.00"), "first reason").value.penalty_ids[0]
    update_ruling(tournament, committee, vp=Decimal("1.50"))
    slow = rule_slow_play(tournament, match.id, 7, {match.home: Decimal("1")}).value.penalty_ids[0]
    update_ruling(tournament, slow, share=Decimal("0.5"))
    rows = {row.id: row for row in rulings(tournament, heat)}
    assert rows[committee].vp == Decimal("1.50") and "first reason" in rows[committee].text
    assert rows[slow].vp == Decimal("0.75")
    with pytest.raises(ServiceError, match="remove"):
        update_ruling(tournament, slow, share=Decimal("0"))


def test_remove_a_ruling_gives_the_vp_back_P1(tournament, heat):
    match = first_match(tournament, heat)
    before = standings_json(tournament, heat)
    penalty_id = rule_late_arrival(tournament, match.id, match.home, 12).value.penalty_ids[0]
    remove_ruling(tournament, penalty_id)
    assert standings_json(tournament, heat) == before and rulings(tournament, heat) == []
    with pytest.raises(ServiceError, match="no ruling"):
        remove_ruling(tournament, penalty_id)


RULINGS = {
    "P1": lambda t, stage, match, earlier: rule_late_arrival(t, match.id, match.away, 12),
    "P2": lambda t, stage, match, earlier: rule_slow_play(
        t, match.id, 7, {match.home: Decimal("0.5"), match.away: Decimal("0.5")}
    ),
    "P3": lambda t, stage, match, earlier: rule_unauthorised_player(
        t, play_unpaid_player(t, stage).id, "t1", UNPAID_MID
    ),
    "committee": lambda t, stage, match, earlier: rule_committee(
        t, stage, match.away, Decimal("2.00"), "time overrun 31 min", match.id
    ),
    "update": lambda t, stage, match, earlier: update_ruling(t, earlier, minutes=26),
    "remove": lambda t, stage, match, earlier: remove_ruling(t, earlier),
}


@pytest.mark.parametrize("kind", sorted(RULINGS))
def test_undo_of_a_ruling_restores_the_standings_exactly_P1_P2_P3(tournament, heat, kind):
    match = first_match(tournament, heat)
    enter_half(tournament, match.id, 1, 31, 18)
    play_unpaid_player(tournament, heat)
    earlier = rule_late_arrival(tournament, match.id, match.home, 12).value.penalty_ids[0]
    before = standings_json(tournament, heat)
    change = RULINGS[kind](tournament, heat, match, earlier)
    assert standings_json(tournament, heat) != before
    tournament.undo(change.audit_id)
    assert standings_json(tournament, heat) == before


def test_the_rulings_list_says_who_ruled_and_when_P1(tournament, heat):
    tournament.user = "Per Holm"
    match = first_match(tournament, heat)
    penalty_id = rule_late_arrival(tournament, match.id, match.home, 12).value.penalty_ids[0]
    tournament.user = "Eva Lind"
    update_ruling(tournament, penalty_id, minutes=6)
    [row] = rulings(tournament, heat)
    assert (row.id, row.kind, row.team_name, row.round, row.vp) == (
        penalty_id,
        "late_arrival",
        "Lag 2",
        1,
        Decimal("2.00"),
    )
    assert row.who == "Eva Lind" and isinstance(row.when, dt.datetime)
    assert "6 minutes late" in row.text


def test_a_recorded_share_of_0_deducts_nothing_P2(profile):
    """A slow-play entry with share "0" (possible in an imported file) is no penalty, not a whole table's."""
    zero = PenaltyFacts("p9", "t1", "slow_play", "m1", minutes=7, share=Decimal("0"))
    whole = PenaltyFacts("p9", "t1", "slow_play", "m1", minutes=7, share=None)
    assert (penalty_outcome(zero, profile).vp, penalty_outcome(whole, profile).vp) == (Decimal("0.00"), Decimal("1.50"))
