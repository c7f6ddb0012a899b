"""Walkover rulings through the services (W1, W2, W5, P5): 16-board heats, VP1 values from the seed table
(13 IMPs → 13.52-6.48, 17 IMPs → 14.39-5.61)."""

import datetime as dt
from decimal import Decimal

import pytest

from builders import roster
from tddesk.i18n import set_language
from tddesk.models.tables import Match
from tddesk.services.errors import ServiceError
from tddesk.services.results import enter_half
from tddesk.services.rulings import rulings
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.standings import standings, standings_json
from tddesk.services.teams import TeamForm, register_team, team_views
from tddesk.services.walkovers import preview_walkover, remove_walkover, rule_walkover

RULED_ON = dt.date(2016, 10, 5)


@pytest.fixture(autouse=True)
def english():
    """The assertions read the English source texts; Swedish is the default language of the tests."""
    set_language("en")


@pytest.fixture
def heat(tournament):
    """Four teams t1-t4, three rounds: t2-t3 and t4-t1; t1-t2 and t3-t4; t3-t1 and t4-t2."""
    stage_id = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 10 * number)), stage_id)
    make_schedule(tournament, stage_id, first_date=dt.date(2016, 10, 3))
    return stage_id


def match_of(tournament, stage_id, home, away) -> str:
    return next(
        m.id for r in schedule_view(tournament, stage_id).rounds for m in r.matches if (m.home, m.away) == (home, away)
    )


def play(tournament, stage_id, home, away, home_imps, away_imps):
    enter_half(tournament, match_of(tournament, stage_id, home, away), 1, home_imps, away_imps)


def test_the_schedule_is_the_one_these_tests_assume_H1(tournament, heat):
    pairs = [[(m.home, m.away) for m in r.matches] for r in schedule_view(tournament, heat).rounds]
    assert pairs == [[("t2", "t3"), ("t4", "t1")], [("t1", "t2"), ("t3", "t4")], [("t3", "t1"), ("t4", "t2")]]


def test_walkover_vp_are_provisional_until_the_last_match_has_a_result_W2(tournament, heat):
    change = rule_walkover(tournament, match_of(tournament, heat, "t4", "t1"), "t4", RULED_ON)
    assert change.value.outcome.winner_vp == Decimal("12.00") and change.value.outcome.provisional
    play(tournament, heat, "t2", "t3", 20, 20)
    play(tournament, heat, "t1", "t2", 30, 13)  # t1 14.39
    play(tournament, heat, "t3", "t4", 31, 18)  # t3 13.52 against t4
    play(tournament, heat, "t4", "t2", 18, 31)  # t2 13.52 against t4
    table = standings_json(tournament, heat)
    t1 = next(row for row in table["rows"] if row["team"] == "t1")
    # own average 14.39 beats 12.00 and the opponents' 13.52 → rounded up to 15.00
    assert (t1["vp"], t1["provisional"], table["complete"]) == ("29.39", True, False)

    play(tournament, heat, "t3", "t1", 31, 18)  # t1 6.48: the last match of the stage
    table = standings_json(tournament, heat)
    rows = {row["team"]: row for row in table["rows"]}
    # own average (14.39 + 6.48) / 2 = 10.435; t4's opponents scored 13.52 against it → 14.00
    assert (rows["t1"]["vp"], rows["t1"]["provisional"], table["complete"]) == ("34.87", False, True)
    assert (rows["t4"]["vp"], rows["t4"]["provisional"]) == ("12.96", False)  # 0.00 + 6.48 + 6.48
    assert not any(row["provisional"] for row in table["rows"])
    [row] = rulings(tournament, heat)
    assert (row.kind, row.rule, row.team_id, row.vp, row.provisional) == (
        "walkover",
        "W2",
        "t4",
        Decimal("14.00"),
        False,
    )
    assert "Lag 4 gave the walkover to Lag 1" in row.text and "13.52" in row.text


def test_a_match_with_imps_cannot_be_given_as_walkover_W1(tournament, heat):
    play(tournament, heat, "t2", "t3", 20, 20)
    with pytest.raises(ServiceError, match="remove the IMPs"):
        rule_walkover(tournament, match_of(tournament, heat, "t2", "t3"), "t2", RULED_ON)
    with pytest.raises(ServiceError, match="remove the IMPs"):
        preview_walkover(tournament, match_of(tournament, heat, "t2", "t3"), "t2")
    assert rulings(tournament, heat) == []


def test_walkover_refusals_W1(tournament, heat):
    match = match_of(tournament, heat, "t4", "t1")
    with pytest.raises(ServiceError, match="does not play"):
        rule_walkover(tournament, match, "t2", RULED_ON)
    rule_walkover(tournament, match, "t4", RULED_ON)
    with pytest.raises(ServiceError, match="already ruled a walkover"):
        rule_walkover(tournament, match, "t1", RULED_ON)
    with pytest.raises(ServiceError, match="walkover"):
        enter_half(tournament, match, 1, 10, 20)
    with pytest.raises(ServiceError, match="not ruled a walkover"):
        remove_walkover(tournament, match_of(tournament, heat, "t2", "t3"))


def play_all_but_the_walkovers(tournament, heat):
    play(tournament, heat, "t2", "t3", 20, 20)  # 10.00-10.00
    play(tournament, heat, "t1", "t2", 30, 13)  # t1 14.39, t2 5.61
    play(tournament, heat, "t3", "t1", 31, 18)  # t3 13.52, t1 6.48
    play(tournament, heat, "t4", "t2", 18, 31)  # t2 13.52, t4 6.48
    rule_walkover(tournament, match_of(tournament, heat, "t4", "t1"), "t4", RULED_ON)


def test_a_second_walkover_excludes_the_team_and_strikes_its_results_W5(tournament, heat):
    play_all_but_the_walkovers(tournament, heat)
    second = match_of(tournament, heat, "t3", "t4")
    preview = preview_walkover(tournament, second, "t4")
    assert (preview.walkovers_given, preview.limit, preview.all_meet_all, preview.will_exclude) == (2, 1, True, True)
    # t1's and t3's walkover VP: the best of own average, 12.00 and t2's 13.52 against t4 → 14.00,
    # with 16-0 IMPs (the smallest margin for 14.00 on 16 boards)
    assert [
        (s.match_id, s.round, s.opponent_id, s.kind, s.opponent_vp, s.opponent_imps_won, s.opponent_imps_lost)
        for s in preview.struck
    ] == [
        (match_of(tournament, heat, "t4", "t1"), 1, "t1", "walkover_won", Decimal("14.00"), 16, 0),
        (second, 2, "t3", "walkover_won", Decimal("14.00"), 16, 0),
        (match_of(tournament, heat, "t4", "t2"), 3, "t2", "played", Decimal("13.52"), 31, 18),
    ]
    before = standings(tournament, heat)
    assert before.row("t1").vp == Decimal("34.87") and before.row("t2").vp == Decimal("29.13")

    change = rule_walkover(tournament, second, "t4", dt.date(2016, 10, 12))
    assert change.value.will_exclude
    after = standings(tournament, heat)
    assert [(row.team, str(row.vp), row.excluded) for row in after.rows] == [
        ("t3", "23.52", False),
        ("t1", "20.87", False),
        ("t2", "15.61", False),
        ("t4", "0.00", True),
    ]
    assert after.rows[-1].played == 0
    exclusion = next(row for row in rulings(tournament, heat) if row.kind == "excluded")
    assert exclusion.rule == "W5" and exclusion.team_id == "t4" and exclusion.who == "TL"


def test_undo_of_the_excluding_walkover_restores_the_standings_exactly_W5(tournament, heat):
    play_all_but_the_walkovers(tournament, heat)
    before = standings_json(tournament, heat)
    change = rule_walkover(tournament, match_of(tournament, heat, "t3", "t4"), "t4", RULED_ON)
    assert standings_json(tournament, heat) != before
    tournament.undo(change.audit_id)
    assert standings_json(tournament, heat) == before
    assert [row.kind for row in rulings(tournament, heat)] == ["walkover"]


def test_removing_the_second_walkover_readmits_the_team_W5(tournament, heat):
    play_all_but_the_walkovers(tournament, heat)
    before = standings_json(tournament, heat)
    rule_walkover(tournament, match_of(tournament, heat, "t3", "t4"), "t4", RULED_ON)
    remove_walkover(tournament, match_of(tournament, heat, "t3", "t4"))
    assert standings_json(tournament, heat) == before


def test_no_exclusion_where_not_all_teams_meet_W5(tournament, heat):
    with tournament.action("edit_schedule_by_hand") as (session, _record):
        session.delete(session.get(Match, match_of(tournament, heat, "t4", "t2")))
    rule_walkover(tournament, match_of(tournament, heat, "t4", "t1"), "t4", RULED_ON)
    preview = preview_walkover(tournament, match_of(tournament, heat, "t3", "t4"), "t4")
    assert (preview.walkovers_given, preview.all_meet_all, preview.will_exclude) == (2, False, False)
    assert preview.struck == ()
    rule_walkover(tournament, match_of(tournament, heat, "t3", "t4"), "t4", RULED_ON)
    assert not standings(tournament, heat).row("t4").excluded


def test_undo_of_a_walkover_restores_the_standings_exactly_W2(tournament, heat):
    play(tournament, heat, "t2", "t3", 31, 18)
    before = standings_json(tournament, heat)
    change = rule_walkover(tournament, match_of(tournament, heat, "t4", "t1"), "t4", RULED_ON)
    assert standings_json(tournament, heat) != before
    tournament.undo(change.audit_id)
    assert standings_json(tournament, heat) == before


def test_refusals_name_the_match_by_its_teams_and_round_never_its_id_W1(tournament, heat):
    """A refusal the TD reads names the match as the round grid does ("Ek – Holm (round 2)"), not
    by the file's match id."""
    played = match_of(tournament, heat, "t2", "t3")
    play(tournament, heat, "t2", "t3", 30, 13)
    with pytest.raises(ServiceError) as refused:
        rule_walkover(tournament, played, "t2", RULED_ON)
    words = str(refused.value)
    home, away = (team_views_by_id(tournament)[team] for team in ("t2", "t3"))
    assert f"{home} – {away} (round " in words and played not in words
    match = match_of(tournament, heat, "t4", "t1")
    with pytest.raises(ServiceError) as refused:
        rule_walkover(tournament, match, "t2", RULED_ON)
    assert "does not play" in str(refused.value) and match not in str(refused.value)


def team_views_by_id(tournament) -> dict[str, str]:
    return {team.id: team.name for team in team_views(tournament)}
