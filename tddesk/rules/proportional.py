"""A1, PP1: places in proportion to entries — quotient, whole part, largest decimals, and a tie
between equal decimals that competes for the last place(s); A1's and A6's tie-break figures.

The arithmetic is exact (``Fraction``); rounding happens only in the text shown to the TD.
Heats are numbered from 1 in the order given.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Generic, TypeVar

from tddesk.rules.findings import Finding, localised

INFINITE_QUOTIENT = math.inf  # an IMP quotient with no IMPs lost


def decimal_text(value: Fraction, digits: int = 3) -> str:
    """A1, PP1, PP5: a number rounded half away from zero to ``digits`` decimals, e.g. "5.434"."""
    scaled = abs(Fraction(value)) * 10**digits
    units = math.floor(scaled + Fraction(1, 2))
    sign = "-" if value < 0 and units else ""
    if digits == 0:
        return f"{sign}{units}"
    whole, rest = divmod(units, 10**digits)
    return f"{sign}{whole}.{rest:0{digits}d}"


def separating_texts(value: Fraction, other: Fraction, digits: int) -> tuple[str, str]:
    """Two figures shown with ``digits`` decimals, or more when needed to tell them apart."""
    while decimal_text(value, digits) == decimal_text(other, digits) and digits < 12:
        digits += 1
    return decimal_text(value, digits), decimal_text(other, digits)


@dataclass(frozen=True)
class Share:
    """A1, PP1: one heat's quotient = entries in the heat ÷ entries in all heats × places."""

    heat: int
    size: Fraction
    quotient: Fraction

    @property
    def whole(self) -> int:
        return math.floor(self.quotient)

    @property
    def decimals(self) -> Fraction:
        return self.quotient - self.whole


def shares(sizes: Sequence[int | Fraction], places: int, heats: Sequence[int] | None = None) -> tuple[Share, ...]:
    """A1, PP1: the quotient of each heat; ``heats`` numbers them (default 1, 2, …)."""
    total = sum(Fraction(size) for size in sizes)
    numbers = heats if heats is not None else range(1, len(sizes) + 1)
    return tuple(Share(heat, Fraction(size), Fraction(size) * places / total) for heat, size in zip(numbers, sizes))


@dataclass(frozen=True)
class DecimalsRound:
    """A1 and PP1 (T2): who gets the remaining places by largest decimals.

    ``sure`` get a place on their decimals alone; ``tied`` share equal decimals and compete for
    ``tied_places`` (fewer than there are of them) — the case the tie-break rules decide."""

    sure: tuple[Share, ...]
    tied: tuple[Share, ...] = ()
    tied_places: int = 0


def largest_decimals(candidates: Sequence[Share], places: int) -> DecimalsRound:
    """A1, PP1 (T2): rank by decimals, largest first, and hand out ``places`` places."""
    ordered = sorted(candidates, key=lambda share: (-share.decimals, share.heat))
    if places <= 0:
        return DecimalsRound(())
    if places >= len(ordered) or ordered[places - 1].decimals != ordered[places].decimals:
        return DecimalsRound(tuple(ordered[:places]))
    boundary = ordered[places - 1].decimals
    sure = tuple(share for share in ordered if share.decimals > boundary)
    tied = tuple(share for share in ordered if share.decimals == boundary)
    return DecimalsRound(sure, tied, places - len(sure))


Contender = TypeVar("Contender", int, str)
"""What a tie is resolved between: heats (by number) or teams (by id)."""


@dataclass(frozen=True)
class TieWin(Generic[Contender]):
    """One heat that won a tie: ``criterion`` is the index of the first figure that separated it
    from ``other_heat``, the best heat left out."""

    heat: Contender
    criterion: int
    other_heat: Contender | None


@dataclass(frozen=True)
class TieOutcome(Generic[Contender]):
    wins: tuple[TieWin[Contender], ...]
    undecided: tuple[Contender, ...] = ()  # still tied for ``undecided_places`` after every figure
    undecided_places: int = 0
    missing: tuple[Contender, ...] = ()  # heats without figures: nothing was decided


def resolve_tie(
    heats: Sequence[Contender], places: int, keys: Mapping[Contender, tuple | None]
) -> TieOutcome[Contender]:
    """A1, A6, PP1 (T3): give ``places`` places to the heats with the highest figures, compared
    in order (e.g. average VP, then IMP quotient). Missing figures decide nothing: the outcome
    names the heats whose figures are needed. Figures still equal at the boundary are undecided."""
    missing = tuple(heat for heat in heats if keys.get(heat) is None)
    if missing:
        return TieOutcome((), tuple(heats), places, missing)
    figures = {heat: key for heat in heats if (key := keys.get(heat)) is not None}
    ordered = sorted(heats, key=figures.__getitem__, reverse=True)
    if places >= len(ordered):
        return TieOutcome(tuple(TieWin(heat, -1, None) for heat in ordered))
    boundary = figures[ordered[places - 1]]
    undecided: tuple[Contender, ...] = ()
    if boundary != figures[ordered[places]]:
        winners = ordered[:places]
    else:
        winners = [heat for heat in ordered if figures[heat] > boundary]
        undecided = tuple(heat for heat in heats if figures[heat] == boundary)
    best_left_out = ordered[len(winners)]
    wins = []
    for heat in winners:
        pairs = enumerate(zip(figures[heat], figures[best_left_out]))
        criterion = next(index for index, (mine, theirs) in pairs if mine != theirs)
        wins.append(TieWin(heat, criterion, best_left_out))
    return TieOutcome(tuple(wins), undecided, places - len(winners) if undecided else 0)


@dataclass(frozen=True)
class TieBreakData:
    """A1, A6: a team's tie-break figures — average VP with bye VP removed (H7), IMP quotient
    (a Fraction, ``INFINITE_QUOTIENT`` with no IMPs lost, None with no IMPs at all)."""

    average_vp: Fraction
    imp_quotient: Fraction | float | None
    team: str = ""

    def __post_init__(self):
        object.__setattr__(self, "average_vp", _exact(self.average_vp))
        quotient = self.imp_quotient
        if quotient is not None and quotient != INFINITE_QUOTIENT:
            object.__setattr__(self, "imp_quotient", _exact(quotient))

    @classmethod
    def from_totals(
        cls, vp_total, matches: int, byes: int, bye_vp, imps_won, imps_lost, team: str = ""
    ) -> TieBreakData:
        """H7, A1: ``vp_total`` includes ``byes`` × ``bye_vp``; ``matches`` are the matches other than byes."""
        if matches < 1:
            raise ValueError("A1: an average VP needs at least one match other than byes")
        average = (Fraction(vp_total) - byes * Fraction(bye_vp)) / matches
        if imps_lost:
            quotient: Fraction | float | None = Fraction(imps_won) / Fraction(imps_lost)
        else:
            quotient = INFINITE_QUOTIENT if imps_won else None
        return cls(average, quotient, team)

    @classmethod
    def from_standing(cls, row) -> TieBreakData | None:
        """From a standings row (``team``, ``average_vp_without_byes``, ``imp_quotient``); None
        when the team has no match to average."""
        if row.average_vp_without_byes is None:
            return None
        return cls(row.average_vp_without_byes, row.imp_quotient, row.team)

    def sort_key(self) -> tuple:
        """Larger is better: average VP, then IMP quotient (none at all < finite < infinite)."""
        if self.imp_quotient is None:
            quotient_key: tuple = (0, 0)
        elif isinstance(self.imp_quotient, Fraction):
            quotient_key = (1, self.imp_quotient)
        else:
            quotient_key = (2, 0)
        return self.average_vp, quotient_key

    def compared_texts(self, other: TieBreakData, criterion: int) -> tuple[str, str]:
        """Both teams' figure for ``criterion`` (0 average VP, 1 IMP quotient) as shown: VP with
        two decimals, IMP quotients with four, more when needed to tell them apart."""
        if criterion == 0:
            return separating_texts(self.average_vp, other.average_vp, 2)
        mine, theirs = self.imp_quotient, other.imp_quotient
        if isinstance(mine, Fraction) and isinstance(theirs, Fraction):
            return separating_texts(mine, theirs, 4)
        return _quotient_text(mine), _quotient_text(theirs)


def _quotient_text(quotient: Fraction | float | None) -> str:
    if quotient is None:
        return "-"
    return decimal_text(quotient, 4) if isinstance(quotient, Fraction) else "inf"


def _exact(value) -> Fraction:
    """A float as the decimal it prints as (12.8 → 64/5), anything else exactly."""
    return Fraction(repr(value)) if isinstance(value, float) else Fraction(value)


@dataclass(frozen=True)
class Reason:
    """Why a heat got some of its places; an English template for the "Rules" catalogue."""

    places: int
    template: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self, translate=None) -> str:
        template = translate("Rules", self.template) if translate else self.template
        return template.format(**localised(self.params, translate))


@dataclass(frozen=True)
class HeatPlaces:
    """A1, PP1: one heat's share of the places and the reasons, one Reason per kind of place."""

    heat: int
    size: int
    quotient: Fraction
    whole: int
    decimals: Fraction
    places: int
    reasons: tuple[Reason, ...]

    @property
    def quotient_text(self) -> str:
        return decimal_text(self.quotient)

    @property
    def decimals_text(self) -> str:
        return decimal_text(self.decimals)


@dataclass(frozen=True)
class DecimalTie:
    """A1 / PP1 (T3): heats with equal ``decimals`` competing for fewer ``places`` than heats."""

    heats: tuple[int, ...]
    places: int
    decimals: Fraction
    winners: tuple[int, ...]
    undecided: tuple[int, ...]  # still tied after every figure (committee / lot)
    undecided_places: int
    missing: tuple[int, ...]  # heats whose tie-break figures are needed

    @property
    def resolved(self) -> bool:
        return not self.undecided


@dataclass(frozen=True)
class Allocation:
    """A1 / PP1: places per heat. ``tie`` records a tie on decimals for the last place(s); while
    it is unresolved, ``tie.undecided_places`` places are not yet given to any heat."""

    rule: str
    places: int
    heats: tuple[HeatPlaces, ...]
    tie: DecimalTie | None
    findings: tuple[Finding, ...]
    extra_place_order: tuple[int, ...]  # heats in line for one more place (A4), first first

    @property
    def places_per_heat(self) -> tuple[int, ...]:
        return tuple(heat.places for heat in self.heats)

    @property
    def entries(self) -> int:
        return sum(heat.size for heat in self.heats)

    @property
    def complete(self) -> bool:
        return self.tie is None or self.tie.resolved

    def heat(self, number: int) -> HeatPlaces:
        return self.heats[number - 1]


def extra_place_order(quotients: Sequence[Fraction], places: Sequence[int]) -> tuple[int, ...]:
    """A4: heats in line for one more place — the largest quotient left over after the places
    already given (for a heat without a decimals place that is its decimals), then heat number."""
    return tuple(sorted(range(1, len(places) + 1), key=lambda heat: (places[heat - 1] - quotients[heat - 1], heat)))


def validate_counts(sizes: Sequence[int], places: int, rule: str, what: str) -> None:
    """Refuse input no allocation can serve; the message names the rule."""
    if not sizes:
        raise ValueError(f"{rule}: at least one heat is needed")
    if any(isinstance(size, bool) or not isinstance(size, int) or size < 1 for size in sizes):
        raise ValueError(f"{rule}: every heat needs a whole number of {what} of at least 1, got {list(sizes)}")
    if isinstance(places, bool) or not isinstance(places, int) or places < 1:
        raise ValueError(f"{rule}: the number of places must be a whole number of at least 1, got {places!r}")
    if places > sum(sizes):
        raise ValueError(f"{rule}: {places} places but only {sum(sizes)} {what} in all heats")
