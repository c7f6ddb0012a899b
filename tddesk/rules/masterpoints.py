"""M1-M5, W4, P5: master points per match, their split among players, final bonus, plaque ties.

Points are Decimal. A team's points are split to the hundredth so that the players' points
always add up to exactly the team's points (largest remainder method, see ``split_by_halves``).

P5: a disqualified or excluded team's matches that were played still give master points on the
played result, so callers use the played VP here even when the result is struck from the standings.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.profile import Profile

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

HUNDREDTH = Decimal("0.01")
NO_POINTS = Decimal("0.00")

_NOT_TOP_PLACE = QT_TRANSLATE_NOOP("Rules", "Place {rank}: the bonus goes to places 1-{places} only")
_CLUB_OUTSIDE = QT_TRANSLATE_NOOP(
    "Rules", "Not every team member represents a club in the district: no bonus, plaque or title"
)
_TOO_FEW_HALVES = QT_TRANSLATE_NOOP(
    "Rules", "Played {halves} of {total_halves} halves of the final; at least {needed} are needed"
)
_FINAL_TOO_SHORT = QT_TRANSLATE_NOOP("Rules", "The final had {boards} boards; the bonus needs at least {needed}")
_TOO_FEW_BOARDS = QT_TRANSLATE_NOOP(
    "Rules", "Played {boards} of {final_boards} boards of the final; at least {percent} % are needed"
)


def is_drawn(home_vp: Decimal, away_vp: Decimal, profile: Profile) -> bool:
    """M2: does the match count as drawn for master points?

    Drawn when the winner's VP are below ``masterpoints.draw_below_vp`` (12.00); a tie
    (10.00-10.00) is always drawn. Use the match's VP as scored, before penalties.
    """
    return home_vp == away_vp or max(home_vp, away_vp) < profile.masterpoints.draw_below_vp


def _points_per_match(
    points: Decimal, home_vp: Decimal, away_vp: Decimal, is_walkover: bool, profile: Profile
) -> tuple[Decimal, Decimal]:
    if is_walkover:
        return walkover_master_points(), walkover_master_points()
    if is_drawn(home_vp, away_vp, profile):
        half = (points / 2).quantize(HUNDREDTH)
        return half, half
    full = points.quantize(HUNDREDTH)
    return (full, NO_POINTS) if home_vp > away_vp else (NO_POINTS, full)


def match_master_points(
    boards: int, home_vp: Decimal, away_vp: Decimal, is_walkover: bool, profile: Profile
) -> tuple[Decimal, Decimal]:
    """M1, M2, W4: (home, away) silver points of a match.

    The winner earns as many silver points as the match had boards; a drawn match (M2,
    ``is_drawn``) shares them, boards/2 each; a walkover gives none (W4). P5: a match played
    by a team later disqualified still counts on its played result.
    """
    if isinstance(boards, bool) or not isinstance(boards, int) or boards < 1:
        raise ValueError(f"the number of boards must be a whole number, 1 or more, got {boards!r}")
    return _points_per_match(Decimal(boards), home_vp, away_vp, is_walkover, profile)


def sm_semifinal_gold(
    home_vp: Decimal, away_vp: Decimal, is_walkover: bool, profile: Profile
) -> tuple[Decimal, Decimal]:
    """M4, W4: (home, away) gold points of an SM Lag semifinal match — 6 to the winner, shared on
    a draw (M2), none for a walkover. Split among players with ``split_by_halves``."""
    gold = Decimal(profile.masterpoints.sm_semifinal_gold_per_match)
    return _points_per_match(gold, home_vp, away_vp, is_walkover, profile)


def walkover_master_points() -> Decimal:
    """W4: a walkover gives no master points to either team."""
    return NO_POINTS


def split_by_halves(team_points: Decimal, halves_by_player: Mapping[str, int]) -> dict[str, Decimal]:
    """M1: a team's points split among its players in proportion to the halves each played.

    Every player gets the floor of their exact share in hundredths; the hundredths left over go
    one each to the largest remainders (ties: more halves first, then by player key), so the
    split sums to exactly ``team_points``. A player with 0 halves gets 0.00.
    """
    if not isinstance(team_points, Decimal) or team_points < 0 or team_points != team_points.quantize(HUNDREDTH):
        raise ValueError(f"team points must be a Decimal, 0 or more, with at most two decimals, got {team_points!r}")
    for player, halves in halves_by_player.items():
        if isinstance(halves, bool) or not isinstance(halves, int) or halves < 0:
            raise ValueError(f"halves of {player!r} must be a whole number, 0 or more, got {halves!r}")
    total_halves = sum(halves_by_player.values())
    if total_halves == 0:
        if team_points:
            raise ValueError("points cannot be split: no player played a half")
        return dict.fromkeys(halves_by_player, NO_POINTS)
    hundredths = int(team_points * 100)
    exact = {player: Fraction(hundredths * halves, total_halves) for player, halves in halves_by_player.items()}
    allotted = {player: int(share) for player, share in exact.items()}  # floor: shares are not negative
    left_over = hundredths - sum(allotted.values())
    by_remainder = sorted(exact, key=lambda p: (-(exact[p] - allotted[p]), -halves_by_player[p], str(p)))
    for player in by_remainder[:left_over]:
        allotted[player] += 1
    return {player: (Decimal(units) / 100).quantize(HUNDREDTH) for player, units in allotted.items()}


@dataclass(frozen=True)
class BonusEligibility:
    player: str
    eligible: bool  # bonus, and with it the plaque and the title (M3)
    points: Decimal  # silver bonus points; 0.00 when not eligible
    reasons: tuple[Finding, ...]  # why not, in words; empty when eligible


def final_bonus_eligibility(
    rank: int,
    team_all_clubs_in_district: bool,
    player_halves: Mapping[str, int],
    total_halves: int,
    final_boards: int,
    player_boards: Mapping[str, int] | None,
    profile: Profile,
) -> dict[str, BonusEligibility]:
    """M3 (T2): the DM Lag final bonus per player — 1st 42, 2nd 30, 3rd 21 silver points.

    Only if every team member represents a club in the district, and only for players with at
    least a third of the final's halves (``masterpoints.bonus_min_halves_fraction``). With
    ``masterpoints.sm_criteria_enabled`` (S p.11) also: the final had at least 60 boards and the
    player played at least 30 % of them (``player_boards`` is then required). Only an eligible
    player gets bonus, plaque and title.
    """
    rules = profile.masterpoints
    if total_halves < 1:
        raise ValueError(f"the final must have at least one half, got {total_halves!r}")
    if rules.sm_criteria_enabled and player_boards is None:
        raise ValueError("player_boards is required when masterpoints.sm_criteria_enabled is set")
    team_reasons: list[Finding] = []
    if not 1 <= rank <= len(rules.bonus):
        team_reasons.append(
            Finding(
                "M3", "bonus_not_top_place", Severity.INFO, _NOT_TOP_PLACE, {"rank": rank, "places": len(rules.bonus)}
            )
        )
    if not team_all_clubs_in_district:
        team_reasons.append(Finding("M3", "bonus_club_outside_district", Severity.INFO, _CLUB_OUTSIDE))
    if rules.sm_criteria_enabled and final_boards < rules.sm_min_final_boards:
        team_reasons.append(
            Finding(
                "M3",
                "bonus_final_too_short",
                Severity.INFO,
                _FINAL_TOO_SHORT,
                {"boards": final_boards, "needed": rules.sm_min_final_boards},
            )
        )
    needed_halves = rules.bonus_min_halves_fraction * total_halves
    result = {}
    for player, halves in player_halves.items():
        reasons = list(team_reasons)
        if halves < needed_halves:
            reasons.append(
                Finding(
                    "M3",
                    "bonus_too_few_halves",
                    Severity.INFO,
                    _TOO_FEW_HALVES,
                    {"halves": halves, "total_halves": total_halves, "needed": _whole_or_fraction(needed_halves)},
                )
            )
        if player_boards is not None and rules.sm_criteria_enabled:
            if player not in player_boards:
                raise ValueError(f"player_boards has no entry for {player!r}")
            if player_boards[player] * 100 < rules.sm_min_player_boards_percent * final_boards:
                reasons.append(
                    Finding(
                        "M3",
                        "bonus_too_few_boards",
                        Severity.INFO,
                        _TOO_FEW_BOARDS,
                        {
                            "boards": player_boards[player],
                            "final_boards": final_boards,
                            "percent": rules.sm_min_player_boards_percent,
                        },
                    )
                )
        eligible = not reasons
        points = Decimal(rules.bonus[rank - 1]).quantize(HUNDREDTH) if eligible else NO_POINTS
        result[player] = BonusEligibility(player, eligible, points, tuple(reasons))
    return result


def _whole_or_fraction(value: Fraction) -> str:
    """Halves needed in words: "6" for a whole number, "5 1/3" otherwise."""
    whole, rest = divmod(value, 1)
    return str(int(whole)) if rest == 0 else f"{int(whole)} {rest}".removeprefix("0 ")


def share_tied_places(scores: Mapping[Hashable, SupportsRichComparison]) -> dict[Hashable, int]:
    """M5: places for plaques (pairs), where pairs still tied after the won-boards method share
    the higher place: scores 60, 55, 55, 50 give places 1, 2, 2, 4.

    ``scores`` maps each pair to its final comparable score, higher is better (e.g. a tuple
    (score, boards won among the tied pairs)).
    """
    ordered = sorted(scores.items(), key=lambda item: item[1], reverse=True)
    places: dict[Hashable, int] = {}
    for index, (pair, score) in enumerate(ordered):
        if index and score == ordered[index - 1][1]:
            places[pair] = places[ordered[index - 1][0]]
        else:
            places[pair] = index + 1
    return places
