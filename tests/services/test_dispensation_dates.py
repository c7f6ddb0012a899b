"""T1 with P3: a 7th player's dispensation covers only matches played on or after the day it was granted."""

import datetime as dt

import pytest

from builders import roster
from tddesk.services.lineup_views import match_lineups
from tddesk.services.lineups import set_lineup
from tddesk.services.round_results import round_entry
from tddesk.services.rulings import detect_unauthorised
from tddesk.services.schedule import make_schedule, move_match
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team

SEVENTH = "100006"


def _heat(tournament, granted_on):
    """Four teams, rounds on 3, 10 and 17 October 2016; Ek has seven players, the 7th by dispensation."""
    stage = create_stage(tournament, StageForm("Kvalheat", 16)).value
    register_team(
        tournament,
        TeamForm("Ek", roster(100000, 7), dispensations=frozenset({SEVENTH}), dispensation_granted_on=granted_on),
        stage,
    )
    for number in range(1, 4):
        register_team(tournament, TeamForm(f"Lag {number}", roster(200000 + 100 * number)), stage)
    make_schedule(tournament, stage, dt.date(2016, 10, 3), 7)
    return stage


def _ek_match(tournament, stage, number):
    match = next(m for m in round_entry(tournament, stage, number).matches if "t1" in (m.home, m.away))
    return match, "home" if match.home == "t1" else "away"


def _field_seventh_in_round_3(tournament, stage):
    """Rounds 1 and 2 make players 1-6 the ordinary members (T3); round 3 fields the 7th."""
    for number, mids in ((1, roster_mids(0, 4)), (2, roster_mids(2, 6)), (3, [SEVENTH] + roster_mids(0, 3))):
        match, side = _ek_match(tournament, stage, number)
        set_lineup(tournament, match.id, 1, side, mids)
    return _ek_match(tournament, stage, 3)


def roster_mids(first, last):
    return [str(100000 + index) for index in range(first, last)]


def _seventh_flag(tournament, match, side):
    players = match_lineups(tournament, match.id).halves[0][side].players
    return next(player.unauthorised for player in players if player.mid == SEVENTH)


@pytest.mark.parametrize("granted_on", [dt.date(2016, 10, 1), dt.date(2016, 10, 17)])
def test_dispensation_granted_on_or_before_the_match_covers_it_T1(tournament, granted_on):
    stage = _heat(tournament, granted_on)
    match, side = _field_seventh_in_round_3(tournament, stage)
    assert _seventh_flag(tournament, match, side) is False
    assert [case.mid for case in detect_unauthorised(tournament, stage)] == []


def test_dispensation_granted_after_the_match_leaves_the_player_unauthorised_T1_P3(tournament):
    stage = _heat(tournament, dt.date(2016, 10, 18))
    match, side = _field_seventh_in_round_3(tournament, stage)
    assert _seventh_flag(tournament, match, side) is True
    cases = detect_unauthorised(tournament, stage)
    assert [(case.match_id, case.team_id, case.mid) for case in cases] == [(match.id, "t1", SEVENTH)]
    assert "dispens" in cases[0].reason  # "without the committee's dispensation", in either language


def test_a_match_moved_past_the_grant_day_is_covered_T1(tournament):
    stage = _heat(tournament, dt.date(2016, 10, 20))
    match, side = _field_seventh_in_round_3(tournament, stage)
    assert _seventh_flag(tournament, match, side) is True
    move_match(tournament, match.id, dt.date(2016, 10, 24))  # H6: played a week later
    assert _seventh_flag(tournament, match, side) is False
