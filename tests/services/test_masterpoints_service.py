"""M1, M2, M3, M4, W4, P5: master points of a stage and the A-final bonus, through the services."""

import dataclasses
import datetime as dt
from decimal import Decimal

import pytest

from builders import roster
from tddesk.models.tables import Exclusion, Walkover
from tddesk.rules.scoring import HalfScore, MatchFacts, StageFacts
from tddesk.services.errors import ServiceError
from tddesk.services.lineups import set_lineup
from tddesk.services.masterpoints import GOLD, SILVER, final_bonus, master_point_list, master_points, points_kind
from tddesk.services.players import PlayerEntry
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team

P = Decimal


def mids(team_id: str, count: int = 4) -> list[str]:
    """The MIDs the ``heat`` fixture gives a team (t1 → 100000...)."""
    first = 100000 + 10 * (int(team_id.lstrip("t")) - 1)
    return [str(first + index) for index in range(count)]


def play(tournament, match, home_imps: int, away_imps: int, lineups: bool = True) -> None:
    enter_half(tournament, match.id, 1, home_imps, away_imps)
    if lineups:
        set_lineup(tournament, match.id, 1, "home", mids(match.home))
        set_lineup(tournament, match.id, 1, "away", mids(match.away))


@pytest.fixture
def round_one(tournament, heat):
    make_schedule(tournament, heat, first_date=dt.date(2016, 10, 3))
    return round_entry(tournament, heat, 1).matches


def test_winner_earns_the_boards_split_among_four_players_M1(tournament, heat, round_one):
    """M1 worked example: 16 boards, 30-13 = 14.39-5.61: the winner's 16 silver points, four players
    who each played the one half → 4.00 each; the losers get nothing."""
    match = round_one[0]
    play(tournament, match, 30, 13)
    points = master_points(tournament, heat)
    assert points.kind == SILVER and points.boards == 16
    [row] = points.matches
    assert (row.outcome, row.home.vp, row.away.vp) == ("won", P("14.39"), P("5.61"))
    assert (row.home.points, row.away.points) == (P("16.00"), P("0.00"))
    assert {share.mid: share.points for share in row.home.shares} == {mid: P("4.00") for mid in mids(match.home)}
    players = {player.mid: player for player in points.players}
    for mid in mids(match.home):
        assert (players[mid].points, players[mid].halves, players[mid].matches) == (P("4.00"), 1, 1)
        assert players[mid].name == f"Spelare {mid}" and players[mid].club == "BK Linköping"
    assert all(players[mid].points == P("0.00") for mid in mids(match.away))
    assert points.total == P("16.00")
    assert points.unfinished == len(round_one) - 1 + 4 * 2  # the rest of round 1 and rounds 2-5


@pytest.mark.parametrize(
    ("home_imps", "away_imps", "home_vp"), [(14, 10, "11.20"), (10, 14, "8.80"), (25, 25, "10.00")]
)
def test_a_draw_shares_the_points_M2(tournament, heat, round_one, home_imps, away_imps, home_vp):
    """M2: 11.20-8.80 (4 IMPs on 16 boards) is a draw — the winner is below 12.00 VP — so each team
    gets 8.00, 2.00 per player; 10.00-10.00 too."""
    match = round_one[0]
    play(tournament, match, home_imps, away_imps)
    [row] = master_points(tournament, heat).matches
    assert row.outcome == "drawn" and row.home.vp == P(home_vp)
    assert (row.home.points, row.away.points) == (P("8.00"), P("8.00"))
    assert {share.points for side in (row.home, row.away) for share in side.shares} == {P("2.00")}


def test_just_above_the_draw_bound_is_a_win_M2(tournament, heat, round_one):
    play(tournament, round_one[0], 17, 10)  # 7 IMPs: 12.03-7.97
    [row] = master_points(tournament, heat).matches
    assert (row.outcome, row.home.points, row.away.points) == ("won", P("16.00"), P("0.00"))


def test_walkover_gives_no_master_points_W4(tournament, heat, round_one):
    match = round_one[0]
    tournament.run(
        "record_walkover",
        match.id,
        lambda session, record: session.add(
            Walkover(match_id=match.id, stage_id=heat, by_team_id=match.away, ruled_on=dt.date(2016, 10, 3))
        ),
    )
    points = master_points(tournament, heat)
    [row] = points.matches
    assert row.outcome == "walkover"
    assert (row.home.points, row.away.points) == (P("0.00"), P("0.00"))
    assert not row.home.lineup_missing and points.total == P("0.00")


def test_excluded_teams_played_match_still_counts_P5(tournament, heat, round_one):
    match = round_one[0]
    play(tournament, match, 30, 13)
    tournament.run(
        "record_exclusion",
        match.home,
        lambda session, record: session.add(
            Exclusion(stage_id=heat, team_id=match.home, kind="excluded", reason="W5", on=dt.date(2016, 11, 1))
        ),
    )
    [row] = master_points(tournament, heat).matches
    assert row.struck and row.home.points == P("16.00")


def test_points_without_a_line_up_are_not_split_but_named_M1(tournament, heat, round_one):
    match = round_one[0]
    play(tournament, match, 30, 13, lineups=False)
    set_lineup(tournament, match.id, 1, "away", mids(match.away))
    points = master_points(tournament, heat)
    [row] = points.matches
    assert row.home.lineup_missing and row.home.shares == () and row.home.points == P("16.00")
    assert not row.away.lineup_missing
    assert [(m.match_id, side.team) for m, side in points.lineups_missing] == [(match.id, match.home)]
    assert {player.mid for player in points.players} == set(mids(match.away))


def test_split_by_halves_after_a_half_time_change_M1_T3(tournament):
    """M1 with S p.10's example: A-B-C-D in the first half, A-B-E-F in the second: A and B played
    two of the team's eight halves each, the others one: 24 points → 6, 6, 3, 3, 3, 3."""
    stage = create_stage(tournament, StageForm("Kvalheat", 24, 2)).value
    register_team(tournament, TeamForm("Ek", roster(100000, 6)), stage)
    for number in range(1, 4):
        register_team(tournament, TeamForm(f"Lag {number}", roster(200000 + 10 * number, 4)), stage)
    make_schedule(tournament, stage)
    match = next(m for m in round_entry(tournament, stage, 1).matches if "t1" in (m.home, m.away))
    ek, other = ("home", "away") if match.home == "t1" else ("away", "home")
    other_team = match.away if ek == "home" else match.home
    other_mids = [str(200000 + 10 * (int(other_team.lstrip("t")) - 1) + i) for i in range(4)]
    for half, players in ((1, ["100000", "100001", "100002", "100003"]), (2, ["100000", "100001", "100004", "100005"])):
        imps = (40, 10) if ek == "home" else (10, 40)
        enter_half(tournament, match.id, half, *imps)
        set_lineup(tournament, match.id, half, ek, players)
        set_lineup(tournament, match.id, half, other, other_mids)
    players = {player.mid: player for player in master_points(tournament, stage).players}
    assert {mid: (players[mid].halves, players[mid].points) for mid in ("100000", "100001", "100002", "100004")} == {
        "100000": (2, P("6.00")),
        "100001": (2, P("6.00")),
        "100002": (1, P("3.00")),
        "100004": (1, P("3.00")),
    }
    assert sum(players[f"10000{i}"].points for i in range(6)) == P("24.00")


def test_sm_semifinal_gives_six_gold_points_M4(profile):
    facts = StageFacts(
        "sm-sf",
        "sm_semifinal",
        24,
        1,
        P("12.00"),
        (("a", "A"), ("b", "B"), ("c", "C"), ("d", "D")),
        (),
        (MatchFacts("m1", 1, "a", "b", (HalfScore(40, 10),)), MatchFacts("m2", 1, "c", "d", (HalfScore(12, 10),))),
    )
    seats = {
        ("m1", "home"): {1: ("1", "2", "3", "4")},
        ("m1", "away"): {1: ("5", "6", "7", "8")},
        ("m2", "home"): {1: ("9", "10", "11", "12")},
        ("m2", "away"): {1: ("13", "14", "15", "16")},
    }
    points = master_point_list(facts, seats, {}, profile)
    assert points.kind == GOLD and points.win_points == 6
    won, drawn = points.matches
    assert (won.home.points, won.away.points) == (P("6.00"), P("0.00"))
    assert (drawn.outcome, drawn.home.points, drawn.away.points) == ("drawn", P("3.00"), P("3.00"))
    assert {share.points for share in won.home.shares} == {P("1.50")}
    assert points_kind("semifinal") == SILVER and points_kind("heat") == SILVER


# --- M3: the A-final bonus ------------------------------------------------------------------------


def a_final(tournament, outside_player: bool = True) -> str:
    """Four teams, three rounds of 20 boards in two halves; t1 beats everyone, t2 beats t3 and t4,
    t3 beats t4. Ek (t1) has a reserve who played one half and one who never played; Holm (t2) has
    a player from a club outside the district."""
    stage = create_stage(tournament, StageForm("A-final", 20, 2, kind="a_final")).value
    register_team(tournament, TeamForm("Ek", roster(100000, 6)), stage)
    holm = roster(100010, 3) + (
        (PlayerEntry("100013", "Per Utsocken", "BK Örebro", "Örebro BF"),) if outside_player else roster(100013, 1)
    )
    register_team(tournament, TeamForm("Holm", holm), stage)
    register_team(tournament, TeamForm("Sund", roster(100020, 4)), stage)
    register_team(tournament, TeamForm("Berg", roster(100030, 4)), stage)
    make_schedule(tournament, stage, first_date=dt.date(2017, 2, 11))
    for number in range(1, 4):
        for match in round_entry(tournament, stage, number).matches:
            home_better = int(match.home.lstrip("t")) < int(match.away.lstrip("t"))
            for half in (1, 2):
                enter_half(tournament, match.id, half, *((30, 10) if home_better else (10, 30)))
                for side, team in (("home", match.home), ("away", match.away)):
                    players = mids(team)
                    if team == "t1" and number == 1 and half == 2:
                        players = players[:3] + ["100004"]  # the reserve plays one half
                    set_lineup(tournament, match.id, half, side, players)
    return stage


def test_final_bonus_for_the_top_three_and_why_not_M3(tournament):
    stage = a_final(tournament)
    bonus = final_bonus(tournament, stage)
    assert bonus.complete and bonus.places == 3
    assert [(team.rank, team.name) for team in bonus.teams] == [(1, "Ek"), (2, "Holm"), (3, "Sund")]
    ek, holm, sund = bonus.teams
    players = {player.mid: player for player in ek.players}
    assert ek.total_halves == 6 and ek.all_clubs_in_district
    assert {mid: (players[mid].halves, players[mid].points, players[mid].eligible) for mid in players} == {
        "100000": (6, P("42.00"), True),
        "100001": (6, P("42.00"), True),
        "100002": (6, P("42.00"), True),
        "100003": (5, P("42.00"), True),
        "100004": (1, P("0.00"), False),
        "100005": (0, P("0.00"), False),
    }
    assert all(reason.startswith("M3") for reason in players["100004"].reasons)
    assert any("1" in reason and "6" in reason for reason in players["100004"].reasons)
    assert not holm.all_clubs_in_district and holm.outside_district == ("Per Utsocken",)
    assert all(not player.eligible and player.points == P("0.00") and player.reasons for player in holm.players)
    assert {player.points for player in sund.players} == {P("21.00")}


def test_bonus_with_the_sm_criteria_counts_boards_M3(tournament, monkeypatch):
    """S p.11 (profile setting): a player needs 30 % of the final's 60 boards; one half is 10."""
    stage = a_final(tournament, outside_player=False)
    enabled = dataclasses.replace(
        tournament.profile, masterpoints=dataclasses.replace(tournament.profile.masterpoints, sm_criteria_enabled=True)
    )
    monkeypatch.setattr(tournament, "_profile", enabled)
    ek = final_bonus(tournament, stage).teams[0]
    players = {player.mid: player for player in ek.players}
    assert ek.final_boards == 60
    assert (players["100003"].boards, players["100003"].eligible) == (50, True)
    assert (players["100004"].boards, players["100004"].eligible) == (10, False)
    assert len(players["100004"].reasons) == 2  # too few halves and too few boards


def test_bonus_only_for_an_a_final_M3(tournament, heat):
    with pytest.raises(ServiceError, match=heat):
        final_bonus(tournament, heat)
