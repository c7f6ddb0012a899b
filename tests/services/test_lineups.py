"""Line-ups per half (H5, T3, T1, P3): four distinct players, flagged when unauthorised."""

import datetime as dt

import pytest

from builders import roster
from tddesk.services.errors import ServiceError
from tddesk.services.lineup_views import match_lineups
from tddesk.services.lineups import NotOnRoster, set_lineup
from tddesk.services.players import PlayerEntry
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team


@pytest.fixture
def match(tournament):
    stage = create_stage(tournament, StageForm("Kvalheat", 16)).value
    unpaid = roster(100000, 4)[:3] + (PlayerEntry("100003", "Spelare 100003", "BK Linköping", "ÖMBF", 1970, False),)
    register_team(tournament, TeamForm("Ek", unpaid + roster(100004, 2)), stage)
    for number in range(1, 4):
        register_team(tournament, TeamForm(f"Lag {number}", roster(100000 + 100 * number)), stage)
    make_schedule(tournament, stage, dt.date(2016, 10, 3))
    entry = round_entry(tournament, stage, 1)
    return next(m for m in entry.matches if "t1" in (m.home, m.away))


def side_of(match, team="t1"):
    return "home" if match.home == team else "away"


def test_lineup_of_four_with_an_unpaid_player_is_flagged_P3_H5(tournament, match):
    set_lineup(tournament, match.id, 1, side_of(match), ["100000", "100001", "100002", "100003"])
    lineup = match_lineups(tournament, match.id).halves[0][side_of(match)]
    assert [p.mid for p in lineup.players] == ["100000", "100001", "100002", "100003"]
    assert [p.unauthorised for p in lineup.players] == [False, False, False, True]


@pytest.mark.parametrize(
    "mids",
    [
        ["100000", "100001", "100002"],
        ["100000", "100001", "100002", "100004", "100005"],
        ["100000", "100000", "100001", "100002"],
    ],
)
def test_lineup_of_3_or_5_or_with_a_player_twice_is_refused_H5(tournament, match, mids):
    with pytest.raises(ServiceError, match="H5"):
        set_lineup(tournament, match.id, 1, side_of(match), mids)
    assert match_lineups(tournament, match.id).halves[0][side_of(match)].players == ()


def test_player_not_on_roster_is_added_on_the_spot_T1(tournament, match):
    register_team(tournament, TeamForm("Reserv", roster(900000, 4)))  # the players exist in the register
    set_lineup(tournament, match.id, 1, side_of(match), ["100000", "100001", "100002", "100004"])
    with pytest.raises(ServiceError, match="T4"):
        set_lineup(
            tournament, match.id, 1, side_of(match), ["900000", "100001", "100002", "100004"], add_to_roster=True
        )
    from tddesk.services.teams import team_views

    before = len(team_views(tournament)[0].players)
    tournament_player = PlayerEntry("555555", "Nils Ny", "BK Linköping", "ÖMBF")
    register_team(tournament, TeamForm("Tillfälligt", (tournament_player,) + roster(800000, 3)))
    from tddesk.services.teams import remove_team

    remove_team(tournament, team_views(tournament)[-1].id)  # Nils is in the register, on no team
    with pytest.raises(NotOnRoster):
        set_lineup(tournament, match.id, 1, side_of(match), ["555555", "100001", "100002", "100004"])
    set_lineup(tournament, match.id, 1, side_of(match), ["555555", "100001", "100002", "100004"], add_to_roster=True)
    assert len(team_views(tournament)[0].players) == before + 1


def test_a_whole_stage_reads_the_same_as_match_by_match_T3(tournament, match):
    from tddesk.services.lineup_views import stage_lineups
    from tddesk.services.teams import team_view

    stage_id = match.id.rsplit("-r", 1)[0]  # schedule ids are <stage>-r<round>-m<match>
    for round_number in (1, 2):
        for row in round_entry(tournament, stage_id, round_number).matches:
            for side, team in (("home", row.home), ("away", row.away)):
                players = [player.mid for player in team_view(tournament, team).players]
                four = players[round_number - 1 : round_number + 3]
                set_lineup(tournament, row.id, 1, side, four if len(four) == 4 else players[:4])
    whole = stage_lineups(tournament, stage_id)
    assert len(whole) == 6
    assert all(whole[match_id] == match_lineups(tournament, match_id) for match_id in whole)
    assert any(
        player.unauthorised
        for lineups in whole.values()
        for sides in lineups.halves
        for side in sides.values()
        for player in side.players
    )
