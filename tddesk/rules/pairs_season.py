"""PP4, PP5, M5 and the pairs championship's numbers: what a qualifying heat counts as, the final's
bonus per player, and the fees (D p.5, 8-9; docs/pairs.md).

The season's numbers are a ``PairsRules`` read from the regulation profile's ``[pairs]`` table;
what the table leaves out keeps the ÖMBF 2016-17 value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal
from typing import Any

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.pairs_masterpoints import silver_table

SILVER = "silver"
BRONZE = "bronze"
DISCIPLINES = ("mixed", "open", "veteran", "women")


@dataclass(frozen=True)
class PairsRules:
    silver_min_pairs: int = 12  # PP4: silver points need at least 12 pairs …
    silver_min_boards: int = 42  # … and one of them playing at least 42 boards
    silver_max_sessions: int = 2
    bronze_min_pairs: int = 4  # PP4: a bronze heat needs 4 pairs playing for qualification
    bronze_min_boards: int = 18  # … and at least 18 boards
    qualifying_fee: int = 80  # kr per player (D p.9)
    final_fee: int = 180  # kr per player
    bonus: Mapping[str, tuple[int, ...]] = field(
        default_factory=lambda: {"mixed": (10, 5, 3), "veteran": (10, 5, 3), "women": (10, 5, 3), "open": (60, 40, 30)}
    )
    # PP4 (D p.5): (from this many places, at most this many for pairs from outside the district)
    outside_district_caps: tuple[tuple[int, int], ...] = ((1, 0), (2, 1), (4, 2), (7, 3), (11, 4), (15, 5))
    # M6: SBF's silver table, pairs in the field → points per player of places 2, 3, … (not public:
    # the federation or the TD fills it in; rules/pairs_masterpoints.py)
    silver_table: Mapping[int, tuple[Decimal, ...]] = field(default_factory=dict)


def pairs_rules(table: Mapping[str, Any] | None) -> PairsRules:
    """The profile's ``[pairs]`` table as ``PairsRules``; a value of the wrong kind raises ValueError
    naming its key."""
    rules = PairsRules()
    if not table:
        return rules
    known = {f.name for f in fields(PairsRules)}
    values: dict[str, Any] = {}
    for key, value in table.items():
        if key not in known:
            raise ValueError(f"pairs.{key}: not a pairs setting")
        if key == "bonus":
            if not isinstance(value, dict) or not all(
                isinstance(points, list) and all(isinstance(p, int) for p in points) for points in value.values()
            ):
                raise ValueError("pairs.bonus: expected a table of lists of whole numbers, e.g. mixed = [10, 5, 3]")
            values[key] = {**rules.bonus, **{name: tuple(points) for name, points in value.items()}}
        elif key == "outside_district_caps":
            values[key] = _caps(value)
        elif key == "silver_table":
            values[key] = silver_table(value)
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"pairs.{key}: expected a whole number of at least 0, got {value!r}")
        else:
            values[key] = value
    return replace(rules, **values)


def _caps(value: Any) -> tuple[tuple[int, int], ...]:
    if (
        not isinstance(value, list)
        or not value
        or not all(
            isinstance(step, list)
            and len(step) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in step)
            for step in value
        )
    ):
        raise ValueError("pairs.outside_district_caps: expected pairs [places, most], e.g. [[1, 0], [2, 1], [4, 2]]")
    steps = tuple((step[0], step[1]) for step in value)
    if [places for places, _most in steps] != sorted({places for places, _most in steps}):
        raise ValueError("pairs.outside_district_caps: the numbers of places must rise from one step to the next")
    return steps


@dataclass(frozen=True)
class HeatClass:
    """PP4: whether a heat counts as a club qualification and which master points it gives."""

    kind: str  # the heat as announced: silver | bronze
    masterpoints: str  # silver | bronze
    counts: bool  # it counts as a qualifying heat for the final
    findings: tuple[Finding, ...] = ()


def heat_class(
    kind: str,
    pairs: int,
    most_boards_by_a_pair: int,
    qualifying_pairs: int,
    boards: int,
    sessions: int = 1,
    rules: PairsRules = PairsRules(),
) -> HeatClass:
    """PP4 (D p.6): a silver heat — every pair plays for qualification; silver points when it has at
    least 12 pairs and one pair played at least 42 boards, else bronze; at most two sessions.
    A bronze heat — pairs say before the start whether they play for qualification; it counts only
    with at least 4 such pairs and at least 18 boards; bronze points."""
    findings: list[Finding] = []
    if kind == SILVER:
        silver = pairs >= rules.silver_min_pairs and most_boards_by_a_pair >= rules.silver_min_boards
        if not silver:
            findings.append(
                Finding(
                    "PP4",
                    "bronze_points",
                    Severity.INFO,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "Bronze points: a silver heat needs {pairs} pairs and one pair playing {boards} boards "
                        "(here {had_pairs} pairs, at most {had_boards} boards)",
                    ),
                    {
                        "pairs": rules.silver_min_pairs,
                        "boards": rules.silver_min_boards,
                        "had_pairs": pairs,
                        "had_boards": most_boards_by_a_pair,
                    },
                )
            )
        if sessions > rules.silver_max_sessions:
            findings.append(
                Finding(
                    "PP4",
                    "too_many_sessions",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP(
                        "Rules", "A qualifying heat has at most {most} sessions, this one has {sessions}"
                    ),
                    {"most": rules.silver_max_sessions, "sessions": sessions},
                )
            )
        return HeatClass(kind, SILVER if silver else BRONZE, sessions <= rules.silver_max_sessions, tuple(findings))
    if kind != BRONZE:
        raise ValueError(f"PP4: a heat is silver or bronze, not {kind!r}")
    counts = qualifying_pairs >= rules.bronze_min_pairs and boards >= rules.bronze_min_boards
    if not counts:
        findings.append(
            Finding(
                "PP4",
                "not_a_qualifying_heat",
                Severity.WARNING,
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Not a qualifying heat: a bronze heat needs {pairs} pairs playing for qualification and "
                    "{boards} boards (here {had_pairs} pairs, {had_boards} boards)",
                ),
                {
                    "pairs": rules.bronze_min_pairs,
                    "boards": rules.bronze_min_boards,
                    "had_pairs": qualifying_pairs,
                    "had_boards": boards,
                },
            )
        )
    return HeatClass(kind, BRONZE, counts, tuple(findings))


@dataclass(frozen=True)
class PairBonus:
    place: int
    points_per_player: int
    reason: Finding | None = None  # why none, when the place would give some


def final_bonus(
    discipline: str, place: int, both_players_in_district: bool, rules: PairsRules = PairsRules()
) -> PairBonus:
    """D p.8: bonus silver points per player for places 1-3 of the final — Women, Mixed, Veteran
    10/5/3, Open 60/40/30 — only when both players represent a club of the district (M5: pairs
    sharing a place both get its bonus). Bonus, title and plaque go together."""
    table = rules.bonus.get(discipline)
    if table is None:
        raise ValueError(f"no bonus table for the discipline {discipline!r}")
    if not 1 <= place <= len(table):
        return PairBonus(place, 0)
    if not both_players_in_district:
        return PairBonus(
            place,
            0,
            Finding(
                "M5",
                "bonus_club_outside_district",
                Severity.INFO,
                QT_TRANSLATE_NOOP(
                    "Rules", "No bonus, title or plaque: both players must represent a club in the district"
                ),
            ),
        )
    return PairBonus(place, table[place - 1])


@dataclass(frozen=True)
class PairFees:
    qualifying: Decimal  # per pair
    final: Decimal  # per pair


def pair_fees(qualifying: bool, in_final: bool, reigning_champions: bool, rules: PairsRules = PairsRules()) -> PairFees:
    """D p.9: 80 kr per player for each qualifying pair, 180 kr per player in the final; last
    year's champions, as the same pair, pay no qualifying fee whether they qualify or take their
    direct place."""
    qualifying_fee = 0 if reigning_champions or not qualifying else 2 * rules.qualifying_fee
    return PairFees(Decimal(qualifying_fee), Decimal(2 * rules.final_fee if in_final else 0))
