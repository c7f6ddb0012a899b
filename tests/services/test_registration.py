"""Heat and team registration through the services: checks by rule, all-or-nothing, undo."""

import datetime as dt

import pytest
from sqlalchemy import func, select

from builders import roster
from tddesk.models.tables import Player, Team
from tddesk.services.errors import ServiceError
from tddesk.services.players import PlayerEntry, lookup_member
from tddesk.services.schedule import make_schedule, schedule_view, swap_home_away
from tddesk.services.stages import StageForm, create_stage, stage_view
from tddesk.services.teams import TeamForm, check_team_form, register_team, team_views


def count(tournament, table):
    with tournament.reading() as session:
        return session.scalar(select(func.count()).select_from(table))


def test_register_team_and_reopen_lookup(tournament):
    change = register_team(tournament, TeamForm("Ek", roster(100231), captain_mid="100231"))
    assert change.value == "t1"
    member = lookup_member(tournament, "100232")
    assert member.name == "Spelare 100232" and member.club == "BK Linköping" and member.team_id == "t1"


@pytest.mark.parametrize("size", [3, 9])
def test_team_of_3_or_9_is_refused_T1(tournament, size):
    with pytest.raises(ServiceError) as caught:
        register_team(tournament, TeamForm("Ek", roster(100231, size)))
    assert "T1" in str(caught.value)
    assert count(tournament, Team) == 0 and count(tournament, Player) == 0


def test_seventh_player_needs_dispensation_T1(tournament):
    players = roster(100231, 7)
    with pytest.raises(ServiceError, match="T1"):
        register_team(tournament, TeamForm("Ek", players))
    register_team(tournament, TeamForm("Ek", players, dispensations=frozenset({"100237"})))
    assert team_views(tournament)[0].summary.errors == 0


def test_player_in_two_teams_is_refused_naming_the_team_T4(tournament):
    register_team(tournament, TeamForm("Ek", roster(100231)))
    with pytest.raises(ServiceError) as caught:
        register_team(tournament, TeamForm("Holm", roster(100233)))
    assert "T4" in str(caught.value) and "Ek" in str(caught.value)
    assert count(tournament, Team) == 1


def test_mid_given_again_with_another_name_is_refused(tournament):
    register_team(tournament, TeamForm("Ek", roster(100231)))
    other = (PlayerEntry("100231", "Per Holm", "BK Linköping", "ÖMBF"),) + roster(100300, 3)
    with pytest.raises(ServiceError) as caught:
        register_team(tournament, TeamForm("Holm", other))
    assert "100231" in str(caught.value) and "Spelare 100231" in str(caught.value)
    assert count(tournament, Team) == 1


def test_district_minority_marks_sm_places_only_T2(tournament):
    players = roster(100231, 2) + roster(200001, 3, club="BK Norr", district="Norrbotten")
    findings = check_team_form(tournament, TeamForm("Norr", players))
    assert {f.code for f in findings} >= {"sm_places_only", "district_minority"}
    register_team(tournament, TeamForm("Norr", players))
    assert team_views(tournament)[0].summary.sm_places_only


@pytest.mark.parametrize("boards", [7, 29])
def test_7_or_29_boards_refused_H3(tournament, boards):
    with pytest.raises(ServiceError, match="H3"):
        create_stage(tournament, StageForm("Kvalheat", boards))


def test_playing_time_H4(tournament):
    stage_id = create_stage(tournament, StageForm("Kvalheat", 16)).value
    assert stage_view(tournament, stage_id).playing_time == "16 brickor: 2 h 0 min"


def test_schedule_needs_four_teams_H1(tournament):
    stage_id = create_stage(tournament, StageForm("Kvalheat", 16)).value
    for number in range(3):
        register_team(tournament, TeamForm(f"Lag {number}", roster(100000 + 10 * number)), stage_id)
    with pytest.raises(ServiceError, match="H1"):
        make_schedule(tournament, stage_id)


def test_schedule_of_five_teams_with_byes_and_swap_H6(tournament, heat):
    make_schedule(tournament, heat, first_date=dt.date(2016, 10, 3))
    view = schedule_view(tournament, heat)
    assert len(view.rounds) == 5 and all(r.bye for r in view.rounds)
    assert sorted(r.bye for r in view.rounds) == sorted(view.team_ids)
    assert view.rounds[1].date == dt.date(2016, 10, 10)
    first = view.rounds[0].matches[0]
    change = swap_home_away(tournament, first.id)
    swapped = schedule_view(tournament, heat).rounds[0].matches[0]
    assert (swapped.home, swapped.away) == (first.away, first.home)
    tournament.undo(change.audit_id)
    assert schedule_view(tournament, heat).rounds[0].matches[0].home == first.home


def test_club_names_match_whatever_the_case_of_swedish_letters_T2(tournament):
    register_team(tournament, TeamForm("Ek", roster(100231, club="Örebro BK", district="Örebro BF")))
    register_team(tournament, TeamForm("Holm", roster(100300, club="ÖREBRO BK", district="Örebro BF")))
    clubs = {member.club for member in (lookup_member(tournament, "100231"), lookup_member(tournament, "100300"))}
    assert clubs == {"Örebro BK"}


def test_member_search_folds_swedish_letters(tournament):
    players = (PlayerEntry("100231", "Åsa Öberg", "BK Linköping", "ÖMBF"),) + roster(100232, 3)
    register_team(tournament, TeamForm("Öberg", players))
    from tddesk.services.players import search_members

    assert [m.mid for m in search_members(tournament, "åsa ö")] == ["100231"]
    assert [m.mid for m in search_members(tournament, "ÖBERG")] == ["100231"]
    assert {m.mid for m in search_members(tournament, "1002")} == {"100231", "100232", "100233", "100234"}


@pytest.mark.parametrize("where", ["player", "club", "team"])
def test_a_name_of_more_than_200_characters_is_refused_in_every_form_T2(tournament, where):
    long = "A" * 201
    players = list(roster(100231))
    if where == "player":
        players[0] = PlayerEntry(players[0].mid, long, players[0].club, players[0].district)
    if where == "club":
        players[0] = PlayerEntry(players[0].mid, players[0].name, long, "ÖMBF")
    with pytest.raises(ServiceError, match=r"T2.*200"):
        register_team(tournament, TeamForm(long if where == "team" else "Ek", tuple(players)))
    assert count(tournament, Team) == 0


def test_a_name_with_a_lone_surrogate_is_refused_in_words_not_by_sqlite_T2(tournament):
    players = list(roster(100231))
    players[0] = PlayerEntry(players[0].mid, "Bj\ud800rk", players[0].club, players[0].district)
    with pytest.raises(ServiceError, match="T2"):
        register_team(tournament, TeamForm("Ek", tuple(players)))
    assert count(tournament, Team) == 0
