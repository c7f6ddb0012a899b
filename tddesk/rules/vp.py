"""VP1: the WBF continuous 20-0 victory point scale, computed from the WBF Scoring Panel's formula.

For a match of N boards the blitz is X = 15·√N IMPs and, with τ = (√5 − 1)/2,

    VP(I) = 10 + 10·(1 − τ^(3I/X)) / (1 − τ³)      for 0 ≤ I < X,

rounded to hundredths (half up) and capped at 20.00. Rounding can make an increment larger than
the one before it; the WBF then raises the earlier entry by 0.01 until the increments never grow.
The loser gets 20 minus the winner's VP. Results are Decimal so that sums are exact.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from functools import cache, lru_cache
from numbers import Rational

MIN_BOARDS = 1
MAX_BOARDS = 100

MAX_VP = Decimal("20.00")
_HUNDREDTH = Decimal("0.01")
_TAU = (math.sqrt(5) - 1) / 2

# The profile's ``vp.fractional_margin_rounding`` values: how a fractional IMP margin is made whole.
MARGIN_ROUNDINGS = ("half_away_from_zero", "half_even", "down")


def _check_boards(boards: int) -> None:
    if isinstance(boards, bool) or not isinstance(boards, int):
        raise ValueError(f"the number of boards must be a whole number, got {boards!r}")
    if not MIN_BOARDS <= boards <= MAX_BOARDS:
        raise ValueError(f"the number of boards must be from {MIN_BOARDS} to {MAX_BOARDS}, got {boards}")


def blitz(boards: int) -> float:
    """VP1: the blitz X = 15·√boards, the margin from which the formula reaches 20 VP (unrounded)."""
    _check_boards(boards)
    return 15 * math.sqrt(boards)


def _raw_vp(margin: int, blitz_imps: float) -> Decimal:
    """The formula value rounded half up to hundredths and capped at 20.00."""
    if margin >= blitz_imps:
        return MAX_VP
    value = 10 + 10 * (1 - _TAU ** (3 * margin / blitz_imps)) / (1 - _TAU**3)
    # repr() gives the shortest decimal that is exactly this float, so no binary noise is rounded
    return min(Decimal(repr(value)).quantize(_HUNDREDTH, rounding=ROUND_HALF_UP), MAX_VP)


def scale(boards: int) -> tuple[Decimal, ...]:
    """VP1: the winner's VP for margins 0, 1, 2, … up to and including the first 20.00.

    Computed with the WBF correction: wherever an increment is larger than the one before it,
    the earlier entry is raised by 0.01, repeated until every increment is at most its predecessor.
    """
    _check_boards(boards)  # before the cache, where True would find the entry for 1
    return _corrected_scale(boards)


@cache
def _corrected_scale(boards: int) -> tuple[Decimal, ...]:
    blitz_imps = blitz(boards)
    values = [_raw_vp(margin, blitz_imps) for margin in range(math.ceil(blitz_imps) + 1)]
    values = values[: values.index(MAX_VP) + 1]
    changed = True
    while changed:
        changed = False
        for i in range(1, len(values) - 1):
            if values[i + 1] - values[i] > values[i] - values[i - 1]:
                values[i] += _HUNDREDTH
                changed = True
    return tuple(values)


def whole_margin(margin, rounding: str = "half_away_from_zero") -> int:
    """VP1: an IMP margin as a whole number; a fractional one is rounded by the profile's setting
    ``vp.fractional_margin_rounding`` ("half_away_from_zero", "half_even" or "down" toward zero)."""
    if rounding not in MARGIN_ROUNDINGS:  # checked for whole margins too, so a bad profile shows at once
        raise ValueError(f"unknown margin rounding {rounding!r}; known: {', '.join(MARGIN_ROUNDINGS)}")
    if isinstance(margin, bool) or not isinstance(margin, (Rational, Decimal, float)):
        raise TypeError(f"an IMP margin must be a number, got {margin!r}")
    if isinstance(margin, int):
        return margin
    try:
        exact = Fraction(margin)  # exact for Decimal and float too, so 16.5 really is a tie
    except (ValueError, OverflowError):
        raise ValueError(f"an IMP margin must be finite, got {margin!r}") from None
    if rounding == "down":
        return int(exact)  # truncates toward zero
    if rounding == "half_even":
        return round(exact)  # Fraction rounds ties to even
    magnitude = math.floor(abs(exact) + Fraction(1, 2))
    return magnitude if exact >= 0 else -magnitude


def victory_points(margin, boards: int, rounding: str = "half_away_from_zero") -> Decimal:
    """VP1: the VP of the team that won (positive) or lost (negative) by ``margin`` IMPs.

    A tie gives 10.00; a loss gives 20 minus the winner's VP. A fractional margin is first rounded
    to a whole number by ``rounding`` (see ``whole_margin``).
    """
    imps = whole_margin(margin, rounding)
    table = scale(boards)
    winner = table[min(abs(imps), len(table) - 1)]
    return winner if imps >= 0 else MAX_VP - winner


def match_vp(home_imps, away_imps, boards: int, rounding: str = "half_away_from_zero") -> tuple[Decimal, Decimal]:
    """VP1: (home VP, away VP) for a match's IMP totals; the two always sum to 20.00."""
    if type(home_imps) is int and type(away_imps) is int and type(boards) is int and rounding in MARGIN_ROUNDINGS:
        return whole_match_vp(home_imps - away_imps, boards)  # typed IMPs: the standings' every match
    margin: int | Fraction
    if isinstance(home_imps, int) and isinstance(away_imps, int):
        margin = home_imps - away_imps
    else:  # Decimal and float do not mix; Fraction holds both exactly, so .5 stays a tie
        margin = Fraction(home_imps) - Fraction(away_imps)
    home = victory_points(margin, boards, rounding)
    return home, MAX_VP - home


def smallest_margin_for(vp, boards: int) -> int:
    """VP1 (used by W2): the smallest non-negative whole margin whose VP is at least ``vp``.

    Rounding can give 20.00 one IMP before ⌈blitz⌉, so the answer comes from the scale itself.
    ``vp`` must be from 0 to 20; anything up to 10.00 needs margin 0.
    """
    wanted = Decimal(str(vp)) if isinstance(vp, float) else Decimal(vp)
    if not Decimal(0) <= wanted <= MAX_VP:
        raise ValueError(f"VP must be from 0 to 20, got {vp}")
    _check_boards(boards)  # before the cache, as in scale()
    return _smallest_margin(wanted, boards)


@lru_cache(maxsize=4096)
def _smallest_margin(wanted: Decimal, boards: int) -> int:
    # Cached: every walkover of a stage asks again each time its standings are computed (W2).
    for margin, value in enumerate(_corrected_scale(boards)):
        if value >= wanted:
            return margin
    raise AssertionError("a scale always ends at 20.00")  # unreachable: the last entry is MAX_VP


@lru_cache(maxsize=8192)
def whole_match_vp(margin: int, boards: int) -> tuple[Decimal, Decimal]:
    """VP1: (home VP, away VP) for a whole IMP margin (home − away); cached, as every standings
    asks for every match's. Every rounding leaves a whole margin as it is."""
    home = victory_points(margin, boards)
    return home, MAX_VP - home
