"""PP1, PP3: which pairs take a heat's final places, and who replaces a pair that gives its place up
(D p.7-8; docs/pairs.md).

A heat fills its places down its result list (rule 1). Where the last places went by T3, the heats
of that T3 are one competition for replacements: their pairs without a place, ranked by percentage,
are asked in turn (rule 2); equal percentages are ordered by lot. A place given up is not given
back.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.proportional import Allocation, decimal_text

PLACE_IN_HEAT = QT_TRANSLATE_NOOP("Rules", "place {place} in {heat}")
T3_PLACE = QT_TRANSLATE_NOOP("Rules", "T3: place {place} in {heat} with {percent} %")
RULE_1 = QT_TRANSLATE_NOOP("Rules", "rule 1: replaces {replaces}, next in {heat} (place {place})")
RULE_2 = QT_TRANSLATE_NOOP("Rules", "rule 2: replaces {replaces}, best without a place of {heats} ({percent} %)")
_NO_REPLACEMENT = QT_TRANSLATE_NOOP(
    "Rules", "no pair of {heat} is left to replace {replaces}; the place goes to the other heats"
)
_LOT_NEEDED = QT_TRANSLATE_NOOP("Rules", "rule 2: {pairs} have equal percentages ({percent} %): lot needed")
_OUTSIDE_CAP = QT_TRANSLATE_NOOP(
    "Rules",
    "{pair} (place {place} in {heat}) is passed over: pairs from outside the district compete for at "
    "most {cap} of the heat's {places} places",
)


@dataclass(frozen=True)
class HeatList:
    """A heat's result list as it stands after the tie-breaks (PP2), competing pairs only."""

    heat: int
    pairs: tuple[str, ...]
    percents: Mapping[str, Fraction]


@dataclass(frozen=True)
class OutsideCap:
    """PP4: the pairs from outside the district and, per heat number, how many of the heat's final
    places they may hold at once (``outside_district_cap`` of the heat's places)."""

    pairs: Collection[str] = ()
    most: Mapping[int, int] | None = None

    def allows(self, pair: str, heat: int, holders: Sequence[FinalPlace]) -> bool:
        if pair not in self.pairs or self.most is None or heat not in self.most:
            return True
        held = sum(1 for place in holders if place.heat == heat and place.pair in self.pairs)
        return held < self.most[heat]


def eligible_pairs(heat: HeatList, outside: Collection[str], most: int) -> tuple[str, ...]:
    """PP4: the heat's list as its places are first given — the outside-district pairs after the
    best ``most`` of them left out."""
    kept, outsiders = [], 0
    for pair in heat.pairs:
        if pair in outside:
            outsiders += 1
            if outsiders > most:
                continue
        kept.append(pair)
    return tuple(kept)


@dataclass(frozen=True)
class FinalPlace:
    pair: str
    heat: int
    place_in_heat: int
    reason: Finding


@dataclass(frozen=True)
class Qualified:
    places: tuple[FinalPlace, ...]
    findings: tuple[Finding, ...] = ()
    vacancies: int = 0  # places no pair of their heat(s) is left to take

    @property
    def pairs(self) -> tuple[str, ...]:
        return tuple(place.pair for place in self.places)

    def place_of(self, pair: str) -> FinalPlace | None:
        return next((place for place in self.places if place.pair == pair), None)


def qualified_pairs(
    heats: Sequence[HeatList],
    allocation: Allocation,
    given_up: Sequence[str] = (),
    lots: Mapping[frozenset, Sequence[str]] | None = None,
    name=str,
    heat_name=lambda number: f"heat {number}",
    cap: OutsideCap = OutsideCap(),
) -> Qualified:
    """PP1 and PP3: the pairs holding final places, each with why, when ``given_up`` (in the order
    the pairs gave their places up) have declined.

    ``allocation`` is PP1's places per heat (its T3 tie names the heats of rule 2); ``lots`` the
    order a lot gave pairs with equal percentages in rule 2's pooled list; ``name`` and ``heat_name``
    word a pair and a heat number in the reasons. ``cap`` (PP4): a pair from outside the district
    that would exceed its heat's cap is passed over, for the first places and for replacements."""
    lots = lots or {}
    by_heat = {heat.heat: heat for heat in heats}
    t3_heats = tuple(allocation.tie.heats) if allocation.tie else ()
    t3_winners = set(allocation.tie.winners) if allocation.tie else set()
    holders: list[FinalPlace] = []
    findings: list[Finding] = []
    passed: set[str] = set()

    def allowed(pair: str, heat: int, place: int) -> bool:
        if cap.allows(pair, heat, holders):
            return True
        if pair not in passed:
            passed.add(pair)
            findings.append(
                Finding(
                    "PP4",
                    "outside_cap",
                    Severity.INFO,
                    _OUTSIDE_CAP,
                    {
                        "pair": name(pair),
                        "place": place,
                        "heat": heat_name(heat),
                        "cap": (cap.most or {})[heat],
                        "places": allocation.heat(heat).places,
                    },
                )
            )
        return False

    for heat in heats:
        places = allocation.heat(heat.heat).places
        taken = 0
        for index, pair in enumerate(heat.pairs, start=1):
            if taken == places:
                break
            if not allowed(pair, heat.heat, index):
                continue
            taken += 1
            t3 = heat.heat in t3_winners and taken == places
            template = T3_PLACE if t3 else PLACE_IN_HEAT
            holders.append(
                FinalPlace(
                    pair,
                    heat.heat,
                    index,
                    Finding(
                        "PP1",
                        "t3" if t3 else "place",
                        Severity.INFO,
                        template,
                        {
                            "place": index,
                            "heat": heat_name(heat.heat),
                            "percent": decimal_text(heat.percents.get(pair, Fraction(0)), 1),
                        },
                    ),
                )
            )
    ever_placed = {place.pair for place in holders}
    declined: set[str] = set()
    vacancies = 0
    for pair in given_up:
        leaving = next((place for place in holders if place.pair == pair), None)
        declined.add(pair)
        if leaving is None:
            continue
        holders.remove(leaving)
        if leaving.heat in t3_heats:
            replacement = _rule_2(
                leaving,
                [by_heat[h] for h in t3_heats if h in by_heat],
                ever_placed,
                declined,
                lots,
                findings,
                name,
                heat_name,
                allowed,
            )
        else:
            replacement = _rule_1(leaving, by_heat[leaving.heat], ever_placed, declined, name, heat_name, allowed)
        if replacement is None:
            vacancies += 1
            findings.append(
                Finding(
                    "PP3",
                    "no_replacement",
                    Severity.WARNING,
                    _NO_REPLACEMENT,
                    {"heat": heat_name(leaving.heat), "replaces": name(pair)},
                )
            )
            continue
        ever_placed.add(replacement.pair)
        holders.append(replacement)
    return Qualified(tuple(holders), tuple(findings), vacancies)


def _rule_1(
    leaving: FinalPlace, heat: HeatList, placed: set, declined: set, name, heat_name, allowed
) -> FinalPlace | None:
    for index, pair in enumerate(heat.pairs, start=1):
        if pair not in placed and pair not in declined and allowed(pair, heat.heat, index):
            return FinalPlace(
                pair,
                heat.heat,
                index,
                Finding(
                    "PP3",
                    "rule_1",
                    Severity.INFO,
                    RULE_1,
                    {"replaces": name(leaving.pair), "heat": heat_name(heat.heat), "place": index},
                ),
            )
    return None


def pooled_list(
    heats: Sequence[HeatList], excluded: set, lots: Mapping[frozenset, Sequence[str]]
) -> list[tuple[str, int, int, Fraction]]:
    """PP3 rule 2: the heats' pairs not in ``excluded``, best percentage first; equal percentages in
    the order their lot gave (by heat and place until drawn). Rows: pair, heat, place, percent."""
    rows = [
        (pair, heat.heat, index, Fraction(heat.percents[pair]))
        for heat in heats
        for index, pair in enumerate(heat.pairs, start=1)
        if pair not in excluded
    ]

    def lot_position(row):
        tied = frozenset(other[0] for other in rows if other[3] == row[3])
        order = lots.get(tied)
        return order.index(row[0]) if order and row[0] in order else 0

    return sorted(rows, key=lambda row: (-row[3], lot_position(row), row[2], row[1]))


def _rule_2(
    leaving: FinalPlace, heats: Sequence[HeatList], placed: set, declined: set, lots, findings, name, heat_name, allowed
) -> FinalPlace | None:
    pool = pooled_list(heats, placed | declined, lots)
    # the first pair PP4's cap lets in (those passed over before it are named once, in order)
    first = next((row for row in pool if allowed(row[0], row[1], row[2])), None)
    if first is None:
        return None
    pair, heat, index, percent = first
    tied = [row[0] for row in pool if row[3] == percent]
    if len(tied) > 1 and frozenset(tied) not in lots:
        findings.append(
            Finding(
                "PP3",
                "lot_needed",
                Severity.WARNING,
                _LOT_NEEDED,
                {"pairs": ", ".join(name(other) for other in tied), "percent": decimal_text(percent, 1)},
            )
        )
    return FinalPlace(
        pair,
        heat,
        index,
        Finding(
            "PP3",
            "rule_2",
            Severity.INFO,
            RULE_2,
            {
                "replaces": name(leaving.pair),
                "heats": " + ".join(heat_name(heat.heat) for heat in heats),
                "percent": decimal_text(percent, 1),
            },
        ),
    )
