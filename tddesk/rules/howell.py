"""Howell movements for 3 to 12 tables: the complete Howell (every pair meets every other once) and
the common 3/4-Howell (its first three quarters of the rounds), and the checks a movement must pass
(docs/bws.md, "Howell movements").

The complete Howell of T tables has 2T pairs and 2T − 1 rounds. It is built on a *starter*: pair
2T sits at table 1 all session and meets pair r + 1 in round r + 1 on board set r + 1; at table
i + 1 the pairs in places a_i (North-South) and b_i (East-West) of the cycle 0 … 2T − 2 meet on
set c_i, every place and set moving on one each round. The starters below were found by search:
the differences a_i − b_i take every value once (every pair meets every other once), and the sets
c_i − a_i, c_i − b_i with 0 take every value once (every pair plays every set once). Three tables
have no such starter — no 3-table Howell on five sets without sharing boards — so the 3-table
Howell below plays six sets.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

MIN_TABLES, MAX_TABLES = 3, 12

# tables → ((a_i, b_i, c_i) for tables 2 … T)
# fmt: off
STARTERS: dict[int, tuple[tuple[int, int, int], ...]] = {
    4: ((1, 3, 2), (2, 6, 4), (4, 5, 1)),
    5: ((1, 2, 5), (3, 7, 4), (4, 6, 2), (5, 8, 7)),
    6: ((1, 2, 3), (3, 6, 9), (4, 8, 1), (5, 10, 4), (7, 9, 5)),
    7: ((1, 2, 3), (3, 6, 9), (4, 11, 2), (5, 9, 1), (7, 12, 6), (8, 10, 5)),
    8: ((1, 2, 3), (3, 5, 1), (4, 12, 7), (6, 10, 14), (7, 13, 12), (8, 11, 2), (9, 14, 6)),
    9: ((1, 2, 3), (3, 5, 1), (4, 10, 9), (6, 11, 15), (7, 14, 4), (8, 16, 11), (9, 13, 2), (12, 15, 6)),
    10: (
        (1, 2, 3),
        (3, 5, 1),
        (4, 8, 11),
        (6, 13, 5),
        (7, 16, 2),
        (9, 14, 18),
        (10, 18, 7),
        (11, 17, 4),
        (12, 15, 6),
    ),
    11: (
        (1, 2, 3),
        (3, 5, 1),
        (4, 7, 10),
        (6, 15, 19),
        (8, 16, 15),
        (9, 20, 17),
        (10, 14, 4),
        (11, 18, 2),
        (12, 17, 5),
        (13, 19, 8),
    ),
    12: (
        (1, 2, 3),
        (3, 5, 1),
        (4, 7, 10),
        (6, 13, 5),
        (8, 16, 20),
        (9, 18, 4),
        (10, 22, 15),
        (11, 21, 18),
        (12, 17, 2),
        (14, 20, 8),
        (15, 19, 6),
    ),
}
# The 3-table Howell, round by round: (pair, pair, set) at tables 1-3, sets 1-6.
THREE_TABLES = (
    ((6, 1, 1), (2, 5, 2), (3, 4, 3)),
    ((2, 6, 3), (3, 1, 2), (4, 5, 1)),
    ((6, 3, 4), (4, 2, 5), (5, 1, 3)),
    ((4, 6, 2), (5, 3, 5), (1, 2, 6)),
    ((6, 5, 6), (1, 4, 4), (3, 2, 1)),
)


@dataclass(frozen=True)
class HowellTable:
    """A table in a round: the North-South and East-West pairs and the board set they play."""

    table: int
    ns: int
    ew: int
    board_set: int


Movement = list[list[HowellTable]]


def complete_howell(tables: int) -> Movement:
    """Every pair meets every other once: 2T pairs, 2T − 1 rounds."""
    _check_tables(tables)
    if tables == 3:
        return [
            [HowellTable(table, ns, ew, board_set) for table, (ns, ew, board_set) in enumerate(row, start=1)]
            for row in THREE_TABLES
        ]
    cycle, still = 2 * tables - 1, 2 * tables
    rounds = []
    for r in range(cycle):
        # The stationary pair sits North-South and East-West in turn; its opponents the other way.
        first = (still, r + 1) if r % 2 == 0 else (r + 1, still)
        row = [HowellTable(1, first[0], first[1], r + 1)]
        for table, (a, b, c) in enumerate(STARTERS[tables], start=2):
            row.append(HowellTable(table, (r + a) % cycle + 1, (r + b) % cycle + 1, (r + c) % cycle + 1))
        rounds.append(row)
    return rounds


def three_quarter_rounds(tables: int) -> int:
    """The rounds of the common 3/4-Howell: three quarters of the complete one's, rounded."""
    return (3 * (2 * tables - 1) + 2) // 4


def three_quarter_howell(tables: int) -> Movement:
    """The complete Howell's first three quarters of the rounds: nobody meets anybody twice; the
    directions turned so that every pair sits North-South about as often as East-West."""
    return balanced(complete_howell(tables)[: three_quarter_rounds(tables)])


def balanced(rounds: Sequence[Sequence[HowellTable]]) -> Movement:
    """The movement with its tables turned (North-South and East-West swapped, which changes neither
    the meetings nor the sets) so that each pair sits either way as often, give or take one: the
    tables are walked as an Euler circuit, each pair's odd table joined to a dummy, and every table
    is turned the way the walk passes it."""
    edges = [(table.ns, table.ew) for row in rounds for table in row]
    degree: Counter[int] = Counter(pair for edge in edges for pair in edge)
    extra = [(pair, 0) for pair in sorted(degree) if degree[pair] % 2]
    every = edges + extra
    around: dict[int, list[int]] = {}
    for index, (first, second) in enumerate(every):
        around.setdefault(first, []).append(index)
        around.setdefault(second, []).append(index)
    used = [False] * len(every)
    facing: dict[int, tuple[int, int]] = {}
    for start in sorted(around):
        stack = [start]
        while stack:
            pair = stack[-1]
            while around[pair] and used[around[pair][-1]]:
                around[pair].pop()
            if not around[pair]:
                stack.pop()
                continue
            index = around[pair].pop()
            used[index] = True
            first, second = every[index]
            other = second if first == pair else first
            facing[index] = (pair, other)
            stack.append(other)
    turned, index = [], 0
    for row in rounds:
        line = []
        for table in row:
            ns, ew = facing[index]
            line.append(HowellTable(table.table, ns, ew, table.board_set))
            index += 1
        turned.append(line)
    return turned


def _check_tables(tables: int) -> None:
    if not MIN_TABLES <= tables <= MAX_TABLES:
        raise ValueError(f"a Howell here has {MIN_TABLES} to {MAX_TABLES} tables, not {tables}")


def movement_problems(rounds: Sequence[Sequence[HowellTable]]) -> list[str]:
    """What is wrong with a movement (empty: nothing): a pair twice in a round, two pairs meeting
    twice, a board set at two tables of a round, a pair playing a set twice."""
    problems = []
    meetings: Counter[frozenset[int]] = Counter()
    played: dict[int, Counter[int]] = {}
    for number, row in enumerate(rounds, start=1):
        seated = [pair for table in row for pair in (table.ns, table.ew)]
        if len(set(seated)) != len(seated):
            problems.append(f"round {number}: a pair sits at two tables")
        sets = [table.board_set for table in row]
        if len(set(sets)) != len(sets):
            problems.append(f"round {number}: a board set is at two tables")
        for table in row:
            meetings[frozenset((table.ns, table.ew))] += 1
            for pair in (table.ns, table.ew):
                played.setdefault(pair, Counter())[table.board_set] += 1
    problems += [f"pairs {sorted(pairs)} meet {count} times" for pairs, count in meetings.items() if count > 1]
    problems += [f"pair {pair} plays set {s} twice" for pair, sets in played.items() for s, n in sets.items() if n > 1]
    return problems


def direction_problems(rounds: Sequence[Sequence[HowellTable]]) -> list[str]:
    """Pairs sitting North-South two rounds more or fewer than East-West (a Howell's stationary
    pairs do, in the movements many clubs play; tddesk's own turn their tables)."""
    north_south = Counter(table.ns for row in rounds for table in row)
    east_west = Counter(table.ew for row in rounds for table in row)
    return [
        f"pair {pair} sits North-South {north_south[pair]} times, East-West {east_west[pair]}"
        for pair in sorted(set(north_south) | set(east_west))
        if abs(north_south[pair] - east_west[pair]) > 1
    ]
