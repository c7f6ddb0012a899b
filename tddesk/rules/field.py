"""IMPs across the field: every table's score on a board against the others (docs/boards.md).

*Across the field* (the default): each NS score is compared with every other score on the board,
the Law 78B IMPs are summed and divided by the number of comparisons, rounded to hundredths half
away from zero; EW get the negated sum, rounded the same way. *Datum Butler* (an option): the
scores without the top and the bottom share are averaged and rounded to 10 (half away from zero),
and each table scores the IMPs of its difference to that datum.

A weighted score (Law 12C1(c)) is compared outcome by outcome: each of its results against each
result of every other table, the IMPs weighted by the product of the two weights (a played table
is one result of weight 1), and against the datum result by result (``weighted_across_the_field``,
``weighted_against_datum``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Generic, TypeVar

from tddesk.rules.boards import imps

_HUNDREDTH = Decimal("0.01")
DEFAULT_BUTLER_SHARE = Decimal("0.1")

Key = TypeVar("Key", bound=Hashable)
"""Whatever names a table's result to the caller (a match, half and room, say)."""
Outcomes = tuple[tuple[int, Fraction], ...]
"""A table's NS scores with their weights: one of weight 1 if played, several if weighted."""


@dataclass(frozen=True)
class FieldScore(Generic[Key]):
    """One table's result on a board across the field."""

    key: Key
    ns_score: int | None  # None: a weighted score (Law 12C1(c)), several NS scores
    imp_sum: int | Fraction  # Σ IMPs for NS over the comparisons (Butler: the IMPs against the datum)
    comparisons: int
    ns: Decimal  # the NS value, to hundredths
    ew: Decimal


def _rounded(value: Decimal) -> Decimal:
    # ROUND_HALF_UP on a Decimal rounds half away from zero, for negative values too.
    return value.quantize(_HUNDREDTH, rounding=ROUND_HALF_UP)


def capped(value: int, cap: int | None) -> int:
    """IMPs of one comparison limited to ``cap`` either way (None: no limit, Law 78B's own figure)."""
    return value if cap is None else max(-cap, min(cap, value))


def across_the_field(scores: Sequence[tuple[Key, int]], imp_cap: int | None = None) -> tuple[FieldScore[Key], ...]:
    """Every NS score against every other score of the board, IMPs summed and divided by the
    number of comparisons. A board played at one table only gets 0. ``imp_cap`` limits each
    comparison's IMPs either way before the sum (a stage setting some programs use; none by default).

    A board's scores take few distinct values however many tables play it, so the scores are
    sorted and counted, and each distinct score is compared once with each other distinct score
    (times how often that one occurs): the work grows with the distinct scores, not the tables."""
    values = [score for _key, score in scores]
    comparisons = len(values) - 1
    if comparisons <= 0:
        return tuple(FieldScore(key, score, 0, 0, Decimal("0.00"), Decimal("0.00")) for key, score in scores)
    distinct = sorted(set(values))
    counts = Counter(values)
    totals = {
        score: sum(counts[other] * capped(imps(score - other), imp_cap) for other in distinct if other != score)
        for score in distinct
    }
    result = []
    for key, score in scores:
        total = totals[score]
        result.append(
            FieldScore(
                key,
                score,
                total,
                comparisons,
                _rounded(Decimal(total) / comparisons),
                _rounded(Decimal(-total) / comparisons),
            )
        )
    return tuple(result)


def _exact_rounded(value: Fraction) -> Decimal:
    return _rounded(Decimal(value.numerator) / Decimal(value.denominator))


def weighted_across_the_field(
    tables: Sequence[tuple[Key, Outcomes]], imp_cap: int | None = None
) -> tuple[FieldScore[Key], ...]:
    """``across_the_field`` where a table may have a weighted score (Law 12C1(c)): each of its
    outcomes is compared with each outcome of every other table, the IMPs weighted by the product
    of the two weights. With every table played it gives what ``across_the_field`` gives."""
    comparisons = len(tables) - 1
    field: dict[int, Fraction] = {}  # each NS score's weight over the whole board
    for _key, outcomes in tables:
        for score, weight in outcomes:
            field[score] = field.get(score, Fraction(0)) + weight
    against = {
        score: sum((weight * capped(imps(score - other), imp_cap) for other, weight in field.items()), Fraction(0))
        for score in field
    }
    result = []
    for key, outcomes in tables:
        # the whole board's comparisons less those with the table's own outcomes
        total = sum(
            (
                weight
                * (
                    against[score]
                    - sum((own * capped(imps(score - mine), imp_cap) for mine, own in outcomes), Fraction(0))
                )
                for score, weight in outcomes
            ),
            Fraction(0),
        )
        played = outcomes[0][0] if len(outcomes) == 1 else None
        whole = int(total) if total.denominator == 1 else total
        if comparisons <= 0:
            result.append(FieldScore(key, played, 0, 0, Decimal("0.00"), Decimal("0.00")))
            continue
        result.append(
            FieldScore(
                key,
                played,
                whole,
                comparisons,
                _exact_rounded(total / comparisons),
                _exact_rounded(-total / comparisons),
            )
        )
    return tuple(result)


def weighted_against_datum(key: Key, outcomes: Outcomes, datum: int) -> FieldScore[Key]:
    """Butler for a weighted score (Law 12C1(c)): the weighted average of its results' IMPs against the datum."""
    won = sum((weight * imps(score - datum) for score, weight in outcomes), Fraction(0))
    return FieldScore(key, None, won, 1, _exact_rounded(won), _exact_rounded(-won))


def butler_datum(values: Sequence[int], share: Decimal = DEFAULT_BUTLER_SHARE) -> int:
    """The datum: drop the top and the bottom ``share`` of the scores (at least one each from five
    scores up), average the rest and round to 10, half away from zero."""
    ordered = sorted(values)
    dropped = int(len(ordered) * share)
    if dropped == 0 and len(ordered) >= 5:
        dropped = 1
    kept = ordered[dropped : len(ordered) - dropped] or ordered
    average = Decimal(sum(kept)) / len(kept)
    return int((average / 10).quantize(Decimal(1), rounding=ROUND_HALF_UP) * 10)


def datum_butler(
    scores: Sequence[tuple[Key, int]], share: Decimal = DEFAULT_BUTLER_SHARE
) -> tuple[int, tuple[FieldScore[Key], ...]]:
    """Each table's IMPs against the board's datum (NS, and the same negated for EW)."""
    datum = butler_datum([score for _key, score in scores], share)
    result = []
    for key, score in scores:
        won = imps(score - datum)
        result.append(
            FieldScore(key, score, won, 1, Decimal(won).quantize(_HUNDREDTH), Decimal(-won).quantize(_HUNDREDTH))
        )
    return datum, tuple(result)
