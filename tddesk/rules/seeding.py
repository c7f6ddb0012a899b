"""S1: the seeding of the SM Par Open semifinal into four groups.

Every pair is ranked best to worst in three categories: total master points (more is better),
the mean of the two players' handicaps (lower is better) and the mean of their ranking points
(more is better). Equal values share the better rank. The sum of the three ranks orders the pairs
(*interpretation* for equal sums: more master points, then the pair's name). The order is dealt
into the groups as a snake: A 1-8-9-16, B 2-7-10-15, C 3-6-11-14, D 4-5-12-13, and so on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

GROUPS = ("A", "B", "C", "D")


@dataclass(frozen=True)
class SeedPair:
    name: str
    master_points: Decimal
    handicap: Decimal  # mean of the two players'
    ranking_points: Decimal  # mean of the two players'


@dataclass(frozen=True)
class SeededPair:
    pair: SeedPair
    ranks: tuple[int, int, int]  # master points, handicap, ranking points
    rank_sum: int
    order: int  # 1-based
    group: str


def _ranks(pairs: Sequence[SeedPair], value: Callable[[SeedPair], Decimal], better_high: bool) -> list[int]:
    ranks = []
    for pair in pairs:
        mine = value(pair)
        ranks.append(1 + sum(1 for other in pairs if (value(other) > mine if better_high else value(other) < mine)))
    return ranks


def snake_group(order: int, groups: Sequence[str] = GROUPS) -> str:
    """S1: the group of the pair at ``order`` (1-based): A B C D D C B A A B C D …"""
    size = len(groups)
    index = (order - 1) % (2 * size)
    return groups[index] if index < size else groups[2 * size - 1 - index]


def seed_pairs(pairs: Sequence[SeedPair]) -> tuple[SeededPair, ...]:
    """S1: the pairs in seeding order with their ranks, rank sum and group."""
    by_points = _ranks(pairs, lambda p: p.master_points, True)
    by_handicap = _ranks(pairs, lambda p: p.handicap, False)
    by_ranking = _ranks(pairs, lambda p: p.ranking_points, True)
    rows = [(pair, (a, b, c)) for pair, a, b, c in zip(pairs, by_points, by_handicap, by_ranking)]
    rows.sort(key=lambda row: (sum(row[1]), -row[0].master_points, row[0].name))
    return tuple(
        SeededPair(pair, ranks, sum(ranks), order, snake_group(order))
        for order, (pair, ranks) in enumerate(rows, start=1)
    )
