"""S5 in the file: SM Lag Veteran's match length by the entries, the knockout's own standing and who
gets a medal (a third of the knockout's segments, S p.4)."""

import random

import pytest
from sqlalchemy import select

from builders import championship, roster
from built_files import filled_championship
from tddesk.models.tables import TeamMember
from tddesk.services.gronahissen import pair_next_round
from tddesk.services.knockout import choose_opponent, create_final_round, create_knockout, knockout_view
from tddesk.services.knockout_standing import knockout_standing
from tddesk.services.lineups import set_lineup
from tddesk.services.medals import medal_eligibility
from tddesk.services.results import enter_half
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage, stage_view, stage_views
from tddesk.services.teams import TeamForm, register_team, team_views


def _veteran(tournament, count):
    stage_id = create_stage(tournament, StageForm("SM Lag Veteran", 7, kind="sm_veteran", format=None)).value
    teams = [
        register_team(
            tournament, TeamForm(f"Veteran {n:02}", roster(500000 + 10 * n, count=6, birth_year=1950)), stage_id
        ).value
        for n in range(1, count + 1)
    ]
    return stage_id, teams


@pytest.mark.parametrize(
    ("entries", "boards"), [(6, 14), (8, 14), (9, 10), (10, 10), (11, 8), (13, 8), (14, 7), (16, 7)]
)
def test_the_round_robin_gets_the_match_length_its_entries_call_for_S5(tournament, entries, boards):
    stage_id, _teams = _veteran(tournament, entries)
    assert stage_view(tournament, stage_id).form.boards_per_match == 7  # as created
    make_schedule(tournament, stage_id)
    form = stage_view(tournament, stage_id).form
    assert (form.boards_per_match, form.halves) == (boards, 1)  # no half-time change


def test_undoing_the_schedule_gives_the_stage_its_length_back_S5(tournament):
    stage_id, _teams = _veteran(tournament, 10)
    change = make_schedule(tournament, stage_id)
    assert stage_view(tournament, stage_id).form.boards_per_match == 10
    tournament.undo(change.audit_id)
    view = stage_view(tournament, stage_id)
    assert view.form.boards_per_match == 7 and not view.has_schedule


def test_gronahissen_plays_7_board_matches_in_one_session_S5(tournament):
    stage_id = create_stage(tournament, StageForm("SM Lag Veteran", 12, 2, kind="sm_veteran", format=None)).value
    for n in range(1, 19):
        register_team(tournament, TeamForm(f"Veteran {n:02}", roster(600000 + 10 * n, birth_year=1950)), stage_id)
    pair_next_round(tournament, stage_id, random.Random(1))
    form = stage_view(tournament, stage_id).form
    assert (form.boards_per_match, form.halves) == (7, 1)


def _play(tournament, stage_id, number, halves, home_wins=True, lineups=None):
    for match in schedule_view(tournament, stage_id).rounds[number - 1].matches:
        for half in range(1, halves + 1):
            for side, team in (("home", match.home), ("away", match.away)):
                if lineups and team in lineups:
                    set_lineup(tournament, match.id, half, side, lineups[team](number, half))
            enter_half(tournament, match.id, half, *((30, 10) if home_wins else (10, 30)), confirmed=True)


def _add_knockout(tournament) -> None:
    stage_id, _teams = _veteran(tournament, 20)
    rng = random.Random(7)
    for number in range(1, 9):
        pair_next_round(tournament, stage_id, rng)
        _play(tournament, stage_id, number, 1)
    create_knockout(tournament, stage_id)


@pytest.fixture
def tournament(request, tmp_path_factory, tmp_path):
    """A new championship; when the test asks for ``knockout``, a copy of one with that knockout
    (built once per run)."""
    if "knockout" in request.fixturenames:
        opened = filled_championship(tmp_path_factory, tmp_path / "dm.tddesk", "veteran-knockout", _add_knockout)
    else:
        opened = championship(tmp_path / "dm.tddesk")
    yield opened
    opened.close()


@pytest.fixture
def knockout(tournament):
    """A Gröna Hissen of 20 played through, and its knockout of sixteen: (its stage id, the teams
    "Veteran 01" … "Veteran 20")."""
    (knockout_stage,) = [stage for stage in stage_views(tournament) if stage.form.kind == "sm_knockout"]
    by_name = {team.name: team.id for team in team_views(tournament)}
    return knockout_stage.id, [by_name[f"Veteran {n:02}"] for n in range(1, 21)]


def _choose_all(tournament, knockout_id):
    while (turn := knockout_view(tournament, knockout_id).turn) is not None:
        choose_opponent(tournament, knockout_id, turn.chooser, turn.candidates[-1])


def test_the_knockout_standing_shows_who_is_through_and_the_scores_not_vp_S5(tournament, knockout):
    knockout_id, _teams = knockout
    assert {row.status for row in knockout_standing(tournament, knockout_id)} == {"waiting"}
    _choose_all(tournament, knockout_id)
    first = schedule_view(tournament, knockout_id).rounds[0].matches[0]
    enter_half(tournament, first.id, 1, 22, 9, confirmed=True)
    rows = {row.team: row for row in knockout_standing(tournament, knockout_id)}
    assert rows[first.home].status == "playing" and (rows[first.home].own_imps, rows[first.home].their_imps) == (22, 9)
    enter_half(tournament, first.id, 2, 3, 14, confirmed=True)  # 25-23 after both halves
    rows = knockout_standing(tournament, knockout_id)
    home = next(row for row in rows if row.team == first.home)
    away = next(row for row in rows if row.team == first.away)
    assert (home.status, home.own_imps, home.their_imps, home.reached) == ("through", 25, 23, 1)
    assert (away.status, away.own_imps, away.their_imps, away.opponent) == ("out", 23, 25, home.name)
    assert rows[0].team == first.home and rows[-1].team == first.away  # through first, out last


def test_medals_need_a_third_of_the_knockouts_segments_S5(tournament, knockout):
    knockout_id, _teams = knockout
    with tournament.reading() as session:
        squads = {}
        for team, mid in session.execute(select(TeamMember.team_id, TeamMember.mid).order_by(TeamMember.position)):
            squads.setdefault(team, []).append(mid)

    def lineup(team):
        # Players 1 and 2 play every half; 3 and 4 all but the final's, where 5 and 6 play; in R16's
        # first half 6 plays instead of 4.
        squad = squads[team]

        def seats(number, half):
            if number == 4:
                return squad[:2] + squad[4:6]
            if number == 1 and half == 1:
                return squad[:3] + squad[5:6]
            return squad[:4]

        return seats

    lineups = {team: lineup(team) for team in squads}
    for number in (1, 2, 3):
        _choose_all(tournament, knockout_id)
        _play(tournament, knockout_id, number, 2, lineups=lineups)
    assert medal_eligibility(tournament, knockout_id) == ()  # not decided yet
    create_final_round(tournament, knockout_id)
    _play(tournament, knockout_id, 4, 2, home_wins=False, lineups=lineups)
    teams = medal_eligibility(tournament, knockout_id)
    medals = knockout_view(tournament, knockout_id).medals
    assert [team.medal for team in teams] == ["gold", "silver", "bronze"]
    assert tuple(team.team_id for team in teams) == medals
    gold = teams[0]
    # Four matches of two halves: 8 segments, a medal needs 3 (a third, rounded up).
    assert (gold.segments, gold.needed) == (8, 3)
    played = {player.mid: (player.segments, player.eligible) for player in gold.players}
    squad = squads[gold.team_id]
    assert played[squad[0]] == (8, True) and played[squad[2]] == (6, True)
    assert played[squad[3]] == (5, True)  # all of R16-SF's halves but R16's first: 5 of 8
    assert played[squad[4]] == (2, False)  # the final only: 2 of 8, no medal
    assert played[squad[5]] == (3, True)  # R16's first half and the final: exactly a third


def test_sm_final_medals_need_a_third_of_the_finals_halves_S2(sm_demo_copy):
    from tddesk.demo.sm import FINAL_STAGE
    from tddesk.services.files import open_championship
    from tddesk.services.standings import standings

    tournament = open_championship(sm_demo_copy)
    with tournament.reading() as session:
        squads = {}
        for team, mid in session.execute(select(TeamMember.team_id, TeamMember.mid).order_by(TeamMember.position)):
            squads.setdefault(team, []).append(mid)
    rounds = schedule_view(tournament, FINAL_STAGE).rounds
    for number, round_ in enumerate(rounds, start=1):
        for match in round_.matches:
            for half in (1, 2):
                for side, team in (("home", match.home), ("away", match.away)):
                    # The first four play rounds 1-6; from round 7 the fifth replaces the first.
                    squad = squads[team]
                    seats = squad[:4] if number <= 6 or len(squad) < 5 else squad[1:5]
                    set_lineup(tournament, match.id, half, side, seats)
                if number == len(rounds) and half == 2 and match == round_.matches[-1]:
                    assert medal_eligibility(tournament, FINAL_STAGE) == ()  # one half still to play
                enter_half(tournament, match.id, half, 30 + number, 10, confirmed=True)
    teams = medal_eligibility(tournament, FINAL_STAGE)
    table = standings(tournament, FINAL_STAGE)
    assert [team.team_id for team in teams] == [row.team for row in table.rows[:3]]
    for team in teams:
        assert (team.segments, team.needed) == (18, 6)  # 9 rounds of two halves: a third is 6
        played = {player.mid: (player.segments, player.eligible) for player in team.players}
        squad = squads[team.team_id]
        if len(squad) >= 5:
            assert played[squad[0]] == (12, True) and played[squad[4]] == (6, True)  # exactly a third
            assert played[squad[1]] == (18, True)
            assert all(played[mid] == (0, False) for mid in squad[5:])
        else:
            assert all(played[mid] == (18, True) for mid in squad)
    tournament.close()
