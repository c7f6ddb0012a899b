"""M6, PP5: silver master points for a pairs final or a silver heat (D p.8 "enligt gällande regelverk
för mästarpoäng från SBF"; docs/pairs.md, "Master points").

The SBF rules are not among the seeds. What is public of them: each player of the winning pair
gets 1 silver point per pair met, ½ per pair of the field not met (rounded up) and 1 for the own
pair — 22 pairs, 12 rounds: 12 + 5 + 1 = 18. The other places come from SBF's silver table for
that number of pairs, which is not public: it is a table of the regulation profile that the
federation or the TD fills in (``pairs.silver_table``). Where the table for a field size is
missing, the places below the winners get no figure, and the list says so — no number is invented.
Exactly equal scores share (PP5): the pairs share the points of the places they cover equally.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity

SilverTable = Mapping[int, tuple[Decimal, ...]]  # pairs in the field → points for places 2, 3, …


def winners_points(pairs_in_field: int, pairs_met: int) -> int:
    """M6: each player of the winning pair — 1 per pair met, ½ per pair of the field not met
    (rounded up), 1 for the own pair."""
    if pairs_in_field < 1 or not 0 <= pairs_met <= pairs_in_field - 1:
        raise ValueError(f"M6: {pairs_met} pairs met in a field of {pairs_in_field}")
    not_met = pairs_in_field - 1 - pairs_met
    return pairs_met + math.ceil(Fraction(not_met, 2)) + 1


def silver_table(value: Any) -> dict[int, tuple[Decimal, ...]]:
    """The profile's ``pairs.silver_table``: ``{"22": ["15", "13", …], …}`` — per number of pairs the
    points per player of places 2, 3, … (place 1 is the winners' figure). ValueError names the key."""
    if not isinstance(value, Mapping):
        raise ValueError('pairs.silver_table: expected a table such as { "22" = ["15", "13"] }')
    table: dict[int, tuple[Decimal, ...]] = {}
    for key, points in value.items():
        try:
            pairs = int(key)
        except (TypeError, ValueError):
            raise ValueError(f"pairs.silver_table.{key}: the key is a number of pairs") from None
        if pairs < 2 or not isinstance(points, list | tuple):
            raise ValueError(f"pairs.silver_table.{key}: expected a list of points for places 2, 3, …")
        try:
            figures = tuple(Decimal(str(point)) for point in points if not isinstance(point, bool))
        except InvalidOperation:
            raise ValueError(f"pairs.silver_table.{key}: the points are numbers, got {points!r}") from None
        if len(figures) != len(points) or any(point < 0 or not point.is_finite() for point in figures):
            raise ValueError(f"pairs.silver_table.{key}: the points are numbers of at least 0, got {points!r}")
        if len(figures) > pairs - 1:
            raise ValueError(f"pairs.silver_table.{key}: {len(figures)} places below the winners, more than the field")
        table[pairs] = figures
    return table


@dataclass(frozen=True)
class PlacedPair:
    pair: str
    place: int  # 1-based, in the order of the result list
    score: Fraction  # the exact percentage (PP5): equal ones share
    pairs_met: int | None  # the different pairs it played against; None when unknown (a result list)


@dataclass(frozen=True)
class SilverPoints:
    pair: str
    place: int
    points: Fraction | None  # per player; None: the table has no figure for this place


@dataclass(frozen=True)
class SilverList:
    pairs_in_field: int
    rows: tuple[SilverPoints, ...]
    findings: tuple[Finding, ...]


_NO_TABLE = QT_TRANSLATE_NOOP(
    "Rules",
    "The silver table for {pairs} pairs is not in the regulation profile: places 2 and below get no "
    "figure until the federation's table is filled in or imported",
)
_SHORT_TABLE = QT_TRANSLATE_NOOP(
    "Rules",
    "The silver table for {pairs} pairs gives figures down to place {last}: places below get none",
)
_MET_UNKNOWN = QT_TRANSLATE_NOOP(
    "Rules",
    "The winners' figure needs the pairs they met, which a result list does not say: enter the board results",
)
_WINNERS = QT_TRANSLATE_NOOP(
    "Rules",
    "Winners: {met} pairs met + ½ × {not_met} not met, rounded up, + 1 for the own pair = {points} "
    "silver points per player",
)


def silver_list(placed: Sequence[PlacedPair], pairs_in_field: int, table: SilverTable) -> SilverList:
    """M6 with PP5: each ranked pair's silver points per player; pairs with exactly equal scores share
    the points of the places they cover equally (a share of a place with no figure has none)."""
    findings: list[Finding] = []
    figures: dict[int, Fraction | None] = {}
    ordered = sorted(placed, key=lambda pair: pair.place)
    if ordered:
        winner = ordered[0]
        if winner.pairs_met is None:
            figures[1] = None
            findings.append(Finding("M6", "pairs_met_unknown", Severity.WARNING, _MET_UNKNOWN))
        else:
            points = winners_points(pairs_in_field, winner.pairs_met)
            figures[1] = Fraction(points)
            findings.append(
                Finding(
                    "M6",
                    "winners_points",
                    Severity.INFO,
                    _WINNERS,
                    {"met": winner.pairs_met, "not_met": pairs_in_field - 1 - winner.pairs_met, "points": points},
                )
            )
    below = table.get(pairs_in_field)
    if below is None and len(ordered) > 1:
        findings.append(Finding("M6", "silver_table_missing", Severity.WARNING, _NO_TABLE, {"pairs": pairs_in_field}))
    elif below is not None and len(ordered) > len(below) + 1:
        findings.append(
            Finding(
                "M6",
                "silver_table_short",
                Severity.INFO,
                _SHORT_TABLE,
                {"pairs": pairs_in_field, "last": len(below) + 1},
            )
        )
    for place in range(2, len(ordered) + 1):
        figures[place] = Fraction(below[place - 2]) if below is not None and place - 2 < len(below) else None
    rows: list[SilverPoints] = []
    index = 0
    while index < len(ordered):
        group = [pair for pair in ordered[index:] if pair.score == ordered[index].score]
        covered = [figures[index + 1 + offset] for offset in range(len(group))]
        known = [value for value in covered if value is not None]
        # PP5: exactly equal scores share; a covered place without a figure leaves the share unknown
        shared = sum(known, Fraction(0)) / len(group) if len(known) == len(covered) else None
        rows += [SilverPoints(pair.pair, pair.place, shared) for pair in group]
        index += len(group)
    return SilverList(pairs_in_field, tuple(rows), tuple(findings))
