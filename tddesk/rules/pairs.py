"""PP1, PP4, PP6: the pairs championship's final places per heat, the cap on outside-district
pairs and the SM Par Open semifinal quota count (D p.5-8, S p.7).

The pairs rules are not in the regulation profile; their numbers are named constants here and
every function takes them as overridable arguments.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.proportional import (
    Allocation,
    DecimalTie,
    HeatPlaces,
    Reason,
    decimal_text,
    extra_place_order,
    largest_decimals,
    resolve_tie,
    separating_texts,
    shares,
    validate_counts,
)

T1_WHOLE_PART = QT_TRANSLATE_NOOP("Rules", "T1: whole part of P = {quotient}")
T2_LARGEST_DECIMALS = QT_TRANSLATE_NOOP("Rules", "T2: largest decimals ({decimals})")
T3_PERCENTAGE = QT_TRANSLATE_NOOP(
    "Rules", "T3: equal decimals ({decimals}) decided by the percentage of the pair placed {place}: {value} vs {other}"
)

# PP4 (D p.5): (qualifying places from, most outside-district pairs that may take them)
OUTSIDE_DISTRICT_CAPS: tuple[tuple[int, int], ...] = ((1, 0), (2, 1), (4, 2), (7, 3), (11, 4), (15, 5))

# PP6 (S p.7): pairs beyond this many count at the reduced weight
PAR_OPEN_FULL_COUNT_PAIRS = 50
PAR_OPEN_EXCESS_WEIGHT = Fraction(1, 2)
PAR_OPEN_SHARED_WEIGHT = Fraction(1, 2)  # a top-12 pair or the champions from two districts


def final_places(
    heat_sizes: Sequence[int], places: int, next_percentages: Sequence[Decimal | Fraction | str | None] | None = None
) -> Allocation:
    """PP1: final places per heat. P_k = H_k·F/S (e.g. 18·32/106 = 5.434), I_k its whole part,
    D_k its decimals. T1: each heat gets I_k. T2: the remaining places by largest D_k. T3: when
    more heats tie on D_k than places remain (R), their pairs placed I_k+1 are ranked by
    percentage score and the best R get the places; equal percentages: lot.

    ``next_percentages[k]`` is the percentage of heat k+1's pair placed I_k+1 (None = not known);
    only the heats of a T3 tie need it, and the result names those still missing."""
    validate_counts(heat_sizes, places, "PP1", "pairs")
    percentages = _percentages(next_percentages, len(heat_sizes))
    heat_shares = shares(heat_sizes, places)
    reasons: dict[int, list[Reason]] = {share.heat: [] for share in heat_shares}
    for share in heat_shares:
        if share.whole:
            reasons[share.heat].append(Reason(share.whole, T1_WHOLE_PART, {"quotient": decimal_text(share.quotient)}))
    decimals_round = largest_decimals(heat_shares, places - sum(share.whole for share in heat_shares))
    for share in decimals_round.sure:
        reasons[share.heat].append(Reason(1, T2_LARGEST_DECIMALS, {"decimals": decimal_text(share.decimals)}))
    tie, findings = None, []
    if decimals_round.tied:
        tied = decimals_round.tied
        heats = [share.heat for share in tied]
        keys = {heat: None if percentages.get(heat) is None else (percentages[heat],) for heat in heats}
        outcome = resolve_tie(heats, decimals_round.tied_places, keys)
        decimals = tied[0].decimals
        for win in outcome.wins:
            if win.other_heat is None:
                continue  # every tied heat won a place: there is nobody to compare with
            # PP5: one decimal as shown, more when needed to tell the two apart (S p.7)
            value, other = separating_texts(percentages[win.heat], percentages[win.other_heat], 1)
            reasons[win.heat].append(
                Reason(
                    1,
                    T3_PERCENTAGE,
                    {
                        "decimals": decimal_text(decimals),
                        "place": heat_shares[win.heat - 1].whole + 1,
                        "value": value,
                        "other": other,
                    },
                )
            )
        params: dict[str, Any] = {
            "heats": _join(heats),
            "decimals": decimal_text(decimals),
            "places": decimals_round.tied_places,
        }
        if outcome.missing:
            findings.append(
                Finding(
                    "PP1",
                    "t3_needs_percentages",
                    Severity.WARNING,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "T3: heats {heats} tie on decimals ({decimals}), places at stake: {places}; the percentage "
                        "of the next pair (place I+1) is needed for heats {missing}",
                    ),
                    {**params, "missing": _join(outcome.missing)},
                )
            )
        elif outcome.undecided:
            findings.append(
                Finding(
                    "PP1",
                    "t3_lot_needed",
                    Severity.WARNING,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "T3: the next pairs of heats {undecided} have equal percentages, places at stake: "
                        "{undecided_places}; lot needed",
                    ),
                    {**params, "undecided": _join(outcome.undecided), "undecided_places": outcome.undecided_places},
                )
            )
        tie = DecimalTie(
            tuple(heats),
            decimals_round.tied_places,
            decimals,
            tuple(win.heat for win in outcome.wins),
            outcome.undecided,
            outcome.undecided_places,
            outcome.missing,
        )
    heats_result = tuple(
        HeatPlaces(
            share.heat,
            int(share.size),
            share.quotient,
            share.whole,
            share.decimals,
            sum(reason.places for reason in reasons[share.heat]),
            tuple(reasons[share.heat]),
        )
        for share in heat_shares
    )
    order = extra_place_order([share.quotient for share in heat_shares], [heat.places for heat in heats_result])
    return Allocation("PP1", places, heats_result, tie, tuple(findings), order)


def _percentages(values, heat_count: int) -> dict[int, Fraction]:
    if values is None:
        return {}
    if len(values) != heat_count:
        raise ValueError(f"PP1: percentages for {len(values)} heats, but there are {heat_count} heats")
    found = {}
    for heat, value in enumerate(values, start=1):
        if value is None:
            continue
        percentage = Fraction(value)
        if not 0 <= percentage <= 100:
            raise ValueError(f"PP1: a percentage lies between 0 and 100, got {value} for heat {heat}")
        found[heat] = percentage
    return found


def _join(heats: Sequence[int]) -> str:
    return ", ".join(map(str, heats))


def outside_district_cap(places: int, caps: Sequence[tuple[int, int]] = OUTSIDE_DISTRICT_CAPS) -> int:
    """PP4: the most qualifying places a heat's outside-district pairs may take, for the heat's
    number of places: 1 → 0, 2-3 → 1, 4-6 → 2, 7-10 → 3, 11-14 → 4, 15 or more → 5."""
    if places < 0:
        raise ValueError(f"PP4: a number of places cannot be negative, got {places}")
    cap = 0
    for from_places, most in caps:
        if places >= from_places:
            cap = most
    return cap


@dataclass(frozen=True)
class ParOpenCount:
    """PP6: a district's number in the SM Par Open semifinal quota and how it is made up."""

    qualifying_pairs: int
    counted_pairs: Fraction  # the district's qualifying pairs, those beyond 50 at half weight
    top12_bonus: Fraction  # last year's SM final places 1-12 (½ per pair shared with a district)
    champions_place: Fraction  # a place of its own, not part of the count (S item 3)

    @property
    def total(self) -> Fraction:
        """The count that enters the proportional quota: counted pairs + top-12 bonus."""
        return self.counted_pairs + self.top12_bonus

    @property
    def total_text(self) -> str:
        return decimal_text(self.total, 1)


def par_open_quota_count(
    qualifying_pairs: int,
    top12_pairs: int = 0,
    top12_shared_pairs: int = 0,
    champions_not_playing: Fraction | int = 0,
    *,
    full_count_pairs: int = PAR_OPEN_FULL_COUNT_PAIRS,
    excess_weight: Fraction = PAR_OPEN_EXCESS_WEIGHT,
    shared_weight: Fraction = PAR_OPEN_SHARED_WEIGHT,
) -> ParOpenCount:
    """PP6 (S p.7): the district's count in the SM Par Open semifinal quota.

    - ``qualifying_pairs``: pairs that played the district's qualification; up to
      ``full_count_pairs`` (50) count 1 each, every pair beyond counts ``excess_weight`` (½).
    - ``top12_pairs``: pairs placed 1-12 in last year's SM final that represented this district
      alone: 1 each. ``top12_shared_pairs``: such pairs whose players represented this and
      another district: ``shared_weight`` (½) each.
    - ``champions_not_playing``: 1 when the reigning champions of this district do not play the
      semifinal, ½ when they represented two districts, else 0. S item 3 gives "the place" to
      the district, so it is reported as ``champions_place`` beside the count, not in it (the
      examples show item 2's bonus inside the count, but none shows item 3).

    S's examples: 110 pairs → 80; 136 pairs and 3 top-12 pairs → 96; 64 pairs, 5 top-12 pairs
    and one shared → 62.5. The count enters the proportional quota among districts (S p.7)."""
    for name, value in (
        ("qualifying pairs", qualifying_pairs),
        ("top-12 pairs", top12_pairs),
        ("shared top-12 pairs", top12_shared_pairs),
    ):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"PP6: {name} must be a whole number of at least 0, got {value!r}")
    champions = Fraction(champions_not_playing)
    if champions not in (0, shared_weight, 1):
        raise ValueError(f"PP6: the champions' share is 0, {shared_weight} or 1, got {champions_not_playing}")
    counted = min(qualifying_pairs, full_count_pairs) + excess_weight * max(0, qualifying_pairs - full_count_pairs)
    top12_bonus = top12_pairs + shared_weight * top12_shared_pairs
    return ParOpenCount(qualifying_pairs, Fraction(counted), Fraction(top12_bonus), champions)
