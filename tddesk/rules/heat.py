"""H1, H3, H4, H7: the format of a qualifying heat, its playing time and its bye.

All numbers come from ``profile.heat``: minimum teams, the board range, the one-session and
two-halves limits, the 80 boards per team, minutes per board and the bye VP.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from decimal import Decimal

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.profile import Profile

PLAYING_TIME_TEMPLATE = QT_TRANSLATE_NOOP("Rules", "{boards} boards: {hours} h {minutes} min")


def matches_per_team(teams_count: int) -> int:
    """H1: matches each team plays in a single round robin — n − 1, also for odd n (one bye)."""
    return max(teams_count - 1, 0)


def allowed_halves(boards_per_match: int, profile: Profile) -> tuple[int, ...]:
    """H3: 8-16 boards one session, 21-28 two halves, 17-20 either (the organiser's choice)."""
    rules = profile.heat
    if boards_per_match <= rules.one_half_max_boards:
        return (1,)
    if boards_per_match >= rules.two_halves_min_boards:
        return (2,)
    return (1, 2)


def check_heat(
    teams_count: int,
    boards_per_match: int,
    halves: int,
    profile: Profile,
    matches_per_team_count: int | None = None,
) -> tuple[Finding, ...]:
    """H1, H3: can this heat be scheduled in this format?

    H1: at least ``profile.heat.min_teams`` teams (error). H3: boards per match within the profile's
    range (error), halves allowed for that board count (error), and each team playing at least
    ``min_boards_per_team`` boards over the series (warning, since the regulation reads "the heat totals
    at least 80 boards" as per team). ``matches_per_team_count`` defaults to a single round robin;
    pass it for a double round robin or a seeded schedule where not all meet all.
    """
    rules = profile.heat
    findings: list[Finding] = []
    if teams_count < rules.min_teams:
        findings.append(
            Finding(
                "H1",
                "too_few_teams",
                Severity.ERROR,
                QT_TRANSLATE_NOOP(
                    "Rules", "The heat has {count} teams; at least {minimum} are needed before a schedule is made"
                ),
                {"count": teams_count, "minimum": rules.min_teams},
            )
        )
    if not rules.min_boards_per_match <= boards_per_match <= rules.max_boards_per_match:
        findings.append(
            Finding(
                "H3",
                "boards_out_of_range",
                Severity.ERROR,
                QT_TRANSLATE_NOOP(
                    "Rules", "{boards} boards per match is not allowed; a match has {minimum}-{maximum} boards"
                ),
                {
                    "boards": boards_per_match,
                    "minimum": rules.min_boards_per_match,
                    "maximum": rules.max_boards_per_match,
                },
            )
        )
        return tuple(findings)
    allowed = allowed_halves(boards_per_match, profile)
    if halves not in allowed:
        findings.append(_halves_finding(boards_per_match, halves, allowed))
    matches = matches_per_team(teams_count) if matches_per_team_count is None else matches_per_team_count
    total = matches * boards_per_match
    # with too few teams the boards per team are beside the point until teams are added
    if teams_count >= rules.min_teams and matches > 0 and total < rules.min_boards_per_team:
        findings.append(
            Finding(
                "H3",
                "too_few_boards_per_team",
                Severity.WARNING,
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Each team plays {matches} matches × {boards} boards = {total} boards; at least "
                    "{minimum} are required",
                ),
                {"matches": matches, "boards": boards_per_match, "total": total, "minimum": rules.min_boards_per_team},
            )
        )
    return tuple(findings)


def _halves_finding(boards: int, halves: int, allowed: tuple[int, ...]) -> Finding:
    params = {"boards": boards, "halves": halves}
    if allowed == (1,):
        template = QT_TRANSLATE_NOOP(
            "Rules", "A match of {boards} boards is played in one session without half-time, not in {halves}"
        )
    elif allowed == (2,):
        template = QT_TRANSLATE_NOOP(
            "Rules", "A match of {boards} boards is played in two halves with a half-time change, not in {halves}"
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Rules", "A match of {boards} boards is played in one session or in two halves, not in {halves}"
        )
    return Finding("H3", "halves_not_allowed", Severity.ERROR, template, params)


def boards_per_half(boards_per_match: int, halves: int) -> tuple[int, ...]:
    """H3, H4: the boards of each half; an odd count puts the extra board in the first half."""
    if boards_per_match < 1 or halves < 1:
        raise ValueError(f"boards and halves must be positive, got {boards_per_match} and {halves}")
    base, extra = divmod(boards_per_match, halves)
    return tuple(base + (1 if index < extra else 0) for index in range(halves))


def half_playing_time(boards_in_half: int, dealt_at_table: bool, profile: Profile) -> int:
    """H4: minutes for one half — minutes per board × boards, rounded up to the next multiple of
    ``time_rounding_minutes``, plus ``dealt_at_table_extra_minutes`` when dealt at the table."""
    rules = profile.heat
    if boards_in_half < 1:
        raise ValueError(f"a half has at least one board, got {boards_in_half}")
    exact = rules.minutes_per_board * boards_in_half
    step = rules.time_rounding_minutes
    minutes = math.ceil(exact / step) * step  # Decimal / int is exact here, so ceil sees no float noise
    return minutes + (rules.dealt_at_table_extra_minutes if dealt_at_table else 0)


def playing_time_per_half(boards_per_match: int, halves: int, dealt_at_table: bool, profile: Profile) -> int:
    """H4: the playing time allowed for each half of a match, in minutes.

    The boards are split over the halves (``boards_per_half``); when they do not split evenly,
    every half gets the time of the longest one, so a match has one time limit per half.
    16 boards in one session: 120 min; 20 boards in two halves: 75 min each.
    """
    return half_playing_time(max(boards_per_half(boards_per_match, halves)), dealt_at_table, profile)


def playing_time_text(boards: int, minutes: int, translate: Callable[[str, str], str] | None = None) -> str:
    """H4: e.g. "16 boards: 2 h 0 min"; ``translate(context, text)`` gives the TD's language."""
    template = translate("Rules", PLAYING_TIME_TEMPLATE) if translate else PLAYING_TIME_TEMPLATE
    hours, rest = divmod(minutes, 60)
    return template.format(boards=boards, hours=hours, minutes=rest)


def bye_vp(profile: Profile, heat_bye_vp: Decimal | None = None) -> Decimal:
    """H7: VP credited for a bye — the heat's own setting, else the profile default (12.00).
    A bye counts as neither won nor lost IMPs, so it never enters an IMP quotient."""
    return profile.heat.bye_vp if heat_bye_vp is None else heat_bye_vp


def average_vp_excluding_byes(
    total_vp: Decimal, byes: int, matches_played: int, bye_vp_credited: Decimal
) -> Decimal | None:
    """H7 (used by A1): average VP per played match after removing the VP credited for byes.

    ``total_vp`` includes ``byes`` × ``bye_vp_credited``; None when no match was played.
    """
    if byes < 0 or matches_played < 0:
        raise ValueError(f"byes and matches must not be negative, got {byes} and {matches_played}")
    if matches_played == 0:
        return None
    return (total_vp - byes * bye_vp_credited) / matches_played
