"""H1, H3, H4, H7: heat format, playing time and byes (D p.12-14)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tddesk.rules.findings import Severity
from tddesk.rules.heat import (
    PLAYING_TIME_TEMPLATE,
    allowed_halves,
    average_vp_excluding_byes,
    boards_per_half,
    bye_vp,
    check_heat,
    half_playing_time,
    matches_per_team,
    playing_time_per_half,
    playing_time_text,
)


def codes(findings) -> list[str]:
    return [finding.code for finding in findings]


def test_six_teams_of_16_boards_is_a_valid_heat_H1_H3(profile):
    assert check_heat(6, 16, 1, profile) == ()  # 5 matches × 16 = 80 boards


def test_three_teams_cannot_be_scheduled_H1(profile):
    findings = check_heat(3, 28, 2, profile)
    assert codes(findings) == ["too_few_teams"]
    assert findings[0].severity is Severity.ERROR
    assert findings[0].text() == "H1: The heat has 3 teams; at least 4 are needed before a schedule is made"


@pytest.mark.parametrize("boards", [7, 29, 0])
def test_boards_outside_8_to_28_are_an_error_H3(profile, boards):
    findings = check_heat(10, boards, 1, profile)
    assert codes(findings) == ["boards_out_of_range"]
    assert findings[0].severity is Severity.ERROR
    assert findings[0].text() == f"H3: {boards} boards per match is not allowed; a match has 8-28 boards"


@pytest.mark.parametrize("boards", [8, 28])
def test_8_and_28_boards_are_allowed_H3(profile, boards):
    halves = allowed_halves(boards, profile)[0]
    assert "boards_out_of_range" not in codes(check_heat(12, boards, halves, profile))


@pytest.mark.parametrize(
    ("boards", "allowed"),
    [(8, (1,)), (16, (1,)), (17, (1, 2)), (20, (1, 2)), (21, (2,)), (28, (2,))],
)
def test_halves_by_board_count_H3(profile, boards, allowed):
    assert allowed_halves(boards, profile) == allowed


@pytest.mark.parametrize(("boards", "halves"), [(16, 2), (24, 1), (20, 3)])
def test_wrong_number_of_halves_is_an_error_H3(profile, boards, halves):
    findings = check_heat(12, boards, halves, profile)
    assert codes(findings) == ["halves_not_allowed"]
    assert findings[0].severity is Severity.ERROR
    assert findings[0].params == {"boards": boards, "halves": halves}


@pytest.mark.parametrize("halves", [1, 2])
def test_17_to_20_boards_either_way_H3(profile, halves):
    assert check_heat(6, 20, halves, profile) == ()


def test_too_few_boards_per_team_is_a_warning_with_the_numbers_H3(profile):
    findings = check_heat(5, 16, 1, profile)
    assert codes(findings) == ["too_few_boards_per_team"]
    assert findings[0].severity is Severity.WARNING
    assert findings[0].text() == "H3: Each team plays 4 matches × 16 boards = 64 boards; at least 80 are required"


def test_odd_team_count_plays_teams_minus_one_matches_H1_H3(profile):
    assert matches_per_team(7) == 6 and matches_per_team(6) == 5
    findings = check_heat(7, 12, 1, profile)  # 6 × 12 = 72
    assert findings[0].params["matches"] == 6 and findings[0].params["total"] == 72


def test_double_round_robin_reaches_80_boards_H3(profile):
    assert check_heat(4, 16, 1, profile) != ()
    assert check_heat(4, 16, 1, profile, matches_per_team_count=6) == ()


def test_board_and_team_errors_together_H1_H3(profile):
    assert codes(check_heat(3, 29, 2, profile)) == ["too_few_teams", "boards_out_of_range"]


@pytest.mark.parametrize(
    ("boards", "halves", "dealt", "minutes"),
    [
        (16, 1, False, 120),  # 16 × 7.5 = 120
        (20, 2, False, 75),  # 10 boards per half: 75
        (20, 1, False, 150),
        (24, 2, False, 90),
        (28, 2, False, 105),
        (8, 1, False, 60),
        (9, 1, False, 70),  # 67.5 rounded up to 70
        (14, 1, False, 105),
        (16, 1, True, 125),  # dealt at the table: +5 per half
        (20, 2, True, 80),
        (21, 2, False, 85),  # 11 + 10 boards: the longer half, 82.5 → 85, sets the limit
    ],
)
def test_playing_time_per_half_H4(profile, boards, halves, dealt, minutes):
    assert playing_time_per_half(boards, halves, dealt, profile) == minutes


def test_playing_time_is_always_a_multiple_of_five_H4(profile):
    for boards in range(1, 29):
        assert half_playing_time(boards, False, profile) % 5 == 0
        assert half_playing_time(boards, False, profile) >= Decimal("7.5") * boards


def test_boards_per_half_H3_H4():
    assert boards_per_half(20, 2) == (10, 10)
    assert boards_per_half(21, 2) == (11, 10)
    assert boards_per_half(16, 1) == (16,)
    with pytest.raises(ValueError, match="must be positive"):
        boards_per_half(0, 1)


def test_playing_time_text_H4(profile):
    assert playing_time_text(16, playing_time_per_half(16, 1, False, profile)) == "16 boards: 2 h 0 min"
    assert playing_time_text(10, 75) == "10 boards: 1 h 15 min"
    swedish = {PLAYING_TIME_TEMPLATE: "{boards} brickor: {hours} h {minutes} min"}
    assert playing_time_text(16, 120, lambda context, text: swedish[text]) == "16 brickor: 2 h 0 min"


def test_bye_vp_default_and_heat_setting_H7(profile):
    assert bye_vp(profile) == Decimal("12.00")
    assert bye_vp(profile, Decimal("10.00")) == Decimal("10.00")


def test_average_vp_removes_the_bye_H7(profile):
    # 4 matches played for 50.00 VP plus one bye credited 12.00
    assert average_vp_excluding_byes(Decimal("62.00"), 1, 4, bye_vp(profile)) == Decimal("12.5")
    assert average_vp_excluding_byes(Decimal("12.00"), 1, 0, bye_vp(profile)) is None
    with pytest.raises(ValueError, match="must not be negative"):
        average_vp_excluding_byes(Decimal("0"), -1, 3, bye_vp(profile))
