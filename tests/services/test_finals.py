"""A6, A8, A9, A10 and the SM venue choice: from the semifinals to the finals."""

from __future__ import annotations

import datetime as dt

import pytest

from builders import championship
from built_files import filled_championship
from services.advancement_files import add_teams, play_in_order, semifinals_played
from tddesk.services.advancement_offers import offers_state, record_offer
from tddesk.services.errors import ServiceError
from tddesk.services.finals import (
    create_final,
    final_offers_state,
    final_teams,
    semifinal_qualifiers,
    sm_venue_choice_order,
)
from tddesk.services.schedule import schedule_view
from tddesk.services.stages import stage_view, stage_views
from tddesk.services.standings import standings


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def _play_five_semifinals(tournament) -> None:
    semifinals_played(tournament, 5)


@pytest.fixture
def tournament(request, tmp_path_factory, tmp_path):
    """A new championship; when the test asks for ``five_semifinals``, a copy of one with five
    semifinals played (built once per run)."""
    if "five_semifinals" in request.fixturenames:
        opened = filled_championship(
            tmp_path_factory, tmp_path / "dm.tddesk", "five-semifinals-played", _play_five_semifinals
        )
    else:
        opened = championship(tmp_path / "dm.tddesk")
    yield opened
    opened.close()


@pytest.fixture
def five_semifinals(tournament) -> tuple[list[str], list[list[str]]]:
    """What ``semifinals_played(tournament, 5)`` answers: the stage ids and each one's group of
    teams in finishing order (the order the semifinal lists them)."""
    views = [stage for stage in stage_views(tournament) if stage.form.kind == "semifinal"]
    return [stage.id for stage in views], [list(stage.team_ids) for stage in views]


def test_with_five_semifinals_the_top_two_of_each_go_to_the_final_A6(tournament, five_semifinals):
    stage_ids, groups = five_semifinals
    qualifiers = semifinal_qualifiers(tournament)
    assert [team.team_id for team in qualifiers.teams] == [team for group in groups for team in group[:2]]
    assert qualifiers.complete and qualifiers.finalists.best_thirds == ()
    assert qualifiers.teams[0].how == "A6: place 1 in Semifinal 1 – Linköping"
    assert qualifiers.teams[-1].stage_id == stage_ids[-1]


def test_with_four_semifinals_the_two_best_thirds_also_go_A6(tournament):
    """The thirds beat the fourths by 2, 40, 30 and 10 IMPs: semifinals 2 and 3 have the best thirds
    by average VP."""
    _stage_ids, groups = semifinals_played(tournament, 4, third_margins=(2, 40, 30, 10))
    qualifiers = semifinal_qualifiers(tournament)
    assert qualifiers.finalists.best_thirds == (groups[1][2], groups[2][2])
    assert len(qualifiers.teams) == 10
    assert qualifiers.teams[-2].how.startswith("A6: best third-placed team by average VP")


def test_a_finalist_withdrawing_is_replaced_by_the_next_team_of_its_semifinal_A10(tournament, five_semifinals):
    stage_ids, groups = five_semifinals
    record_offer(tournament, stage_ids[1], groups[1][0], "a_final", False, dt.date(2017, 2, 1))
    state = final_offers_state(tournament)
    assert state.next_team_id == groups[1][2]
    assert state.next_to_ask == "Ask next: Lag 7 (Semifinal 2 – Norrköping)"
    assert state.explanation == "A10: Lag 7 is the next team of semifinal Semifinal 2 – Norrköping"
    assert offers_state(tournament, "a_final").next_team_id == groups[1][2]
    with pytest.raises(ServiceError, match="A10: Lag 8 has no place to answer now"):
        record_offer(tournament, stage_ids[1], groups[1][3], "a_final", True, dt.date(2017, 2, 1))
    record_offer(tournament, stage_ids[1], groups[1][2], "a_final", False, dt.date(2017, 2, 1))
    record_offer(tournament, stage_ids[1], groups[1][3], "a_final", True, dt.date(2017, 2, 2))
    teams = final_teams(tournament)
    assert groups[1][0] not in teams and groups[1][3] in teams and len(teams) == 10


def test_the_last_replacement_gone_the_final_plays_with_fewer_teams_A10(tournament, five_semifinals):
    stage_ids, groups = five_semifinals
    record_offer(tournament, stage_ids[0], groups[0][1], "a_final", False)
    for team in groups[0][2:]:
        record_offer(tournament, stage_ids[0], team, "a_final", False)
    state = final_offers_state(tournament)
    assert state.next_to_ask == "A10: nobody is left to take 1 place: the final plays with fewer teams."
    assert len(final_teams(tournament)) == 9


def test_the_a_final_plays_9_rounds_of_20_boards_in_two_halves_over_its_days_A8(tournament):
    teams = add_teams(tournament, 10)
    stage_id = create_final(tournament, "a_final", teams, venue="Linköping").value
    view = stage_view(tournament, stage_id)
    assert (view.form.kind, view.form.boards_per_match, view.form.halves) == ("a_final", 20, 2)
    rounds = schedule_view(tournament, stage_id).rounds
    assert len(rounds) == 9 and all(len(round_.matches) == 5 for round_ in rounds)
    assert [round_.date for round_ in rounds] == [dt.date(2017, 2, 11)] * 3 + [dt.date(2017, 3, 4)] * 3 + [
        dt.date(2017, 3, 5)
    ] * 3
    assert [round_.start for round_ in rounds] == ["10:00", "13:40", "16:30"] * 3
    # no carry-over: the final's standings start from nothing
    assert {row.vp for row in standings(tournament, stage_id).rows} == {0}


def test_the_a_final_has_at_most_ten_teams_A8(tournament):
    teams = add_teams(tournament, 11)
    with pytest.raises(ServiceError, match="A8: the A-final has at most 10 teams"):
        create_final(tournament, "a_final", teams)
    create_final(tournament, "a_final", teams[:10])
    with pytest.raises(ServiceError, match="already exists"):
        create_final(tournament, "a_final", teams[:10])


def test_a_b_final_of_7_teams_plays_seven_8_board_matches_A9(tournament):
    teams = add_teams(tournament, 7)
    day = dt.date(2017, 2, 11)
    stage_id = create_final(tournament, "b_final", teams, day).value
    view = stage_view(tournament, stage_id)
    assert (view.form.kind, view.form.boards_per_match, view.form.halves) == ("b_final", 8, 1)
    rounds = schedule_view(tournament, stage_id).rounds
    assert len(rounds) == 7 and {round_.date for round_ in rounds} == {day}


@pytest.mark.parametrize(
    ("count", "rounds", "boards"), [(10, 9, 6), (9, 9, 6), (8, 7, 8), (6, 5, 10), (5, 5, 10), (4, 3, 16)]
)
def test_b_final_formats_by_number_of_teams_A9(tournament, count, rounds, boards):
    stage_id = create_final(tournament, "b_final", add_teams(tournament, count)).value
    assert len(schedule_view(tournament, stage_id).rounds) == rounds
    assert stage_view(tournament, stage_id).form.boards_per_match == boards


def test_no_b_final_with_fewer_than_four_teams_and_none_of_the_a_final_A9(tournament):
    teams = add_teams(tournament, 14)
    with pytest.raises(ServiceError, match="A9: with fewer than 4 teams there is no B-final"):
        create_final(tournament, "b_final", teams[:3])
    create_final(tournament, "a_final", teams[:10])
    with pytest.raises(ServiceError, match="A9: a team of the A-final cannot play the B-final"):
        create_final(tournament, "b_final", teams[9:])


def test_sm_semifinal_venues_are_chosen_in_the_order_of_the_a_final(tournament):
    teams = add_teams(tournament, 4)
    stage_id = create_final(tournament, "a_final", teams).value
    finish = [teams[2], teams[0], teams[3], teams[1]]
    play_in_order(tournament, stage_id, finish)
    order = sm_venue_choice_order(tournament, stage_id)
    assert order.final_complete and [row.team_id for row in order.rows] == finish
    assert [row.position for row in order.rows] == [1, 2, 3, 4]


def test_the_demo_goes_from_its_heats_to_a_final_under_way_A1_A4_A5_A8(demo_copy):
    """The demo: 20 places (5-3-3-5-4), one withdrawal and its replacement, five semifinals at three
    venues played in full, then the A-final of the qualifiers with its first central day played."""
    from tddesk.services.advancement import allocation
    from tddesk.services.advancement_offers import answers
    from tddesk.services.central_day import day_timetable
    from tddesk.services.files import open_championship
    from tddesk.services.stages import stage_views

    demo = open_championship(demo_copy)
    try:
        assert allocation(demo).allocation.places_per_heat == (5, 3, 3, 5, 4)
        given = answers(demo, "semifinal")
        assert len(given) == 21 and [answer.accepted for answer in given].count(False) == 1
        semifinals = [view for view in stage_views(demo) if view.form.kind == "semifinal"]
        assert len(semifinals) == 5 and all(standings(demo, view.id).complete for view in semifinals)
        assert len({day_timetable(demo, view.id).venue for view in semifinals}) == 3
        first = day_timetable(demo, semifinals[0].id)
        assert len(first.jury) == 4 and [row.overrun for row in first.table_times] == [0, 4]
        final = next(view for view in stage_views(demo) if view.form.kind == "a_final")
        assert set(final.team_ids) == {team.team_id for team in semifinal_qualifiers(demo).teams}
        rows = standings(demo, final.id).rows
        assert len(rows) == 10 and {row.played for row in rows} == {3}
    finally:
        demo.close()
