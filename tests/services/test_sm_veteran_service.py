"""S5: SM Lag Veteran in the file — Gröna Hissen with a late starter, then the knockout to the final."""

import random
from collections import Counter
from decimal import Decimal

import pytest
from sqlalchemy import select

from builders import roster
from tddesk.models.tables import KnockoutChoice
from tddesk.services.errors import ServiceError
from tddesk.services.gronahissen import pair_next_round
from tddesk.services.knockout import choose_opponent, create_final_round, create_knockout, knockout_view
from tddesk.services.results import enter_half
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.sm_entries import set_start_round
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.standings import standings
from tddesk.services.teams import TeamForm, register_team


@pytest.fixture(autouse=True)
def english():
    """The messages are matched in English (the source language)."""
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def veteran(tournament):
    stage_id = create_stage(tournament, StageForm("SM Lag Veteran", 7, kind="sm_veteran", format=None)).value
    teams = [
        register_team(tournament, TeamForm(f"Veteran {n:02}", roster(300000 + 10 * n, birth_year=1950)), stage_id).value
        for n in range(1, 21)
    ]
    return stage_id, teams


def _play_round(tournament, stage_id, number, rng):
    view = schedule_view(tournament, stage_id)
    for match in view.rounds[number - 1].matches:
        home, away = rng.randint(0, 40), rng.randint(0, 40)
        enter_half(tournament, match.id, 1, home, away, confirmed=True)


def test_gronahissen_eight_rounds_no_repeats_distinct_byes_and_carry_over_S5(tournament, veteran):
    stage_id, teams = veteran
    late = teams[-1]
    set_start_round(tournament, stage_id, late, 6)
    with pytest.raises(ServiceError, match="Pair next round"):
        make_schedule(tournament, stage_id)
    rng = random.Random(16)
    pair_next_round(tournament, stage_id, rng)
    with pytest.raises(ServiceError, match="without a result"):
        pair_next_round(tournament, stage_id, rng)
    for number in range(1, 9):
        if number > 1:
            paired = pair_next_round(tournament, stage_id, rng).value
            assert paired.number == number and paired.repeats == ()
        _play_round(tournament, stage_id, number, rng)
    with pytest.raises(ServiceError, match="all are paired"):
        pair_next_round(tournament, stage_id, rng)
    view = schedule_view(tournament, stage_id)
    meetings = Counter(frozenset((m.home, m.away)) for r in view.rounds for m in r.matches)
    assert len(view.rounds) == 8 and max(meetings.values()) == 1
    byes = [r.bye for r in view.rounds if r.bye]
    assert len(byes) == 5 and len(set(byes)) == 5 and late not in byes
    assert all(late not in (m.home, m.away) for r in view.rounds[:5] for m in r.matches)
    row = standings(tournament, stage_id).row(late)
    assert row.carry_over_vp == Decimal("55.00") and row.played == 3
    assert row.vp >= Decimal("55.00")


def test_knockout_choices_recorded_and_played_to_the_final_S5(tournament, veteran):
    stage_id, _teams = veteran
    rng = random.Random(5)
    for number in range(1, 9):
        pair_next_round(tournament, stage_id, rng)
        _play_round(tournament, stage_id, number, rng)
    ranking = [row.team for row in standings(tournament, stage_id).rows]
    knockout = create_knockout(tournament, stage_id).value
    view = knockout_view(tournament, knockout)
    assert view.turn.chooser == ranking[0] and view.turn.candidates == tuple(ranking[8:16])
    with pytest.raises(ServiceError, match="turn to choose"):
        choose_opponent(tournament, knockout, ranking[1], ranking[9])
    undone = choose_opponent(tournament, knockout, ranking[0], ranking[15])
    tournament.undo(undone.audit_id)
    assert knockout_view(tournament, knockout).choices == ()
    choose_opponent(tournament, knockout, ranking[0], ranking[15])
    choose_opponent(tournament, knockout, ranking[1], ranking[8])
    choose_opponent(tournament, knockout, ranking[2], ranking[10])
    view = knockout_view(tournament, knockout)
    assert [c.chosen_by for c in view.choices] == [tournament.user] * 3
    assert [(m.home, m.away) for m in view.rounds[0]][:4] == [
        (ranking[0], ranking[15]),
        (ranking[1], ranking[8]),
        (ranking[2], ranking[10]),
        (ranking[3], ranking[14]),
    ]
    for number in (1, 2, 3):
        for match in knockout_view(tournament, knockout).rounds[number - 1]:
            enter_half(tournament, match.id, 1, 30 + match.number, 20, confirmed=True)
            enter_half(tournament, match.id, 2, 10, 15, confirmed=True)  # home wins every match
        view = knockout_view(tournament, knockout)
        if number < 3:
            while view.turn is not None:
                choose_opponent(tournament, knockout, view.turn.chooser, view.turn.candidates[-1])
                view = knockout_view(tournament, knockout)
    with tournament.reading() as session:
        assert len(session.scalars(select(KnockoutChoice)).all()) == 3 + 3 + 1
    create_final_round(tournament, knockout)
    final, bronze = knockout_view(tournament, knockout).rounds[3]
    for match in (final, bronze):
        enter_half(tournament, match.id, 1, 40, 41, confirmed=True)
        enter_half(tournament, match.id, 2, 20, 22, confirmed=True)  # away wins
    view = knockout_view(tournament, knockout)
    assert view.medals == (final.away, final.home, bronze.away)
    assert view.medals[1] == ranking[0]  # the GH winner won every round until the final
