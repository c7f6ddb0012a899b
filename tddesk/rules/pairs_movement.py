"""Pairs movements: a barometer's tables (every pair against every other once, the circle
method) and the boards each round plays, and a Mitchell's (docs/pairs.md)."""

from __future__ import annotations

from collections.abc import Sequence


def barometer_rounds(pair_numbers: Sequence[int], rounds: int | None = None) -> list[list[tuple[int, int]]]:
    """The (NS, EW) pair numbers at each table, round by round. An odd field gets a sit-out each
    round (the pair left out). ``rounds`` defaults to all the pairs' meetings (pairs − 1)."""
    numbers = list(pair_numbers)
    if len(numbers) < 2:
        raise ValueError("a barometer needs at least two pairs")
    if len(numbers) % 2:
        numbers.append(0)  # 0: the sit-out
    total = len(numbers) - 1
    rounds = total if rounds is None else rounds
    if not 1 <= rounds <= total:
        raise ValueError(f"{len(pair_numbers)} pairs meet in at most {total} rounds, not {rounds}")
    fixed, moving = numbers[0], numbers[1:]
    schedule = []
    for number in range(rounds):
        circle = moving[number:] + moving[:number]
        line = [fixed, *circle]
        half = len(line) // 2
        tables = []
        for index in range(half):
            first, second = line[index], line[-1 - index]
            # alternate the direction so every pair sits both ways
            ns, ew = (first, second) if (number + index) % 2 == 0 else (second, first)
            if ns and ew:
                tables.append((ns, ew))
        schedule.append(tables)
    return schedule


def round_boards(round_number: int, boards_per_round: int) -> range:
    """The boards a barometer round plays: every table plays the same boards at the same time."""
    first = (round_number - 1) * boards_per_round + 1
    return range(first, first + boards_per_round)


def mitchell_rounds(tables: int, rounds: int | None = None) -> list[list[tuple[int, int, int]]]:
    """A Mitchell: (NS pair, EW pair, board set) at each table, round by round. NS pairs 1 … T stay
    at their tables, EW pairs T + 1 … 2T move up a table and the board sets (1 … T) down one each
    round. With an odd number of tables every NS pair meets every EW pair in T rounds; with an even
    number the EW pairs skip a table after half the rounds (the skip Mitchell), so no pair meets a
    board set twice, and T − 1 rounds are played (each EW pair misses one NS pair)."""
    if tables < 2:
        raise ValueError("a Mitchell needs at least two tables")
    most = tables if tables % 2 else tables - 1
    rounds = most if rounds is None else rounds
    if not 1 <= rounds <= most:
        raise ValueError(f"{tables} tables play at most {most} Mitchell rounds, not {rounds}")
    schedule = []
    for number in range(rounds):
        skip = 1 if tables % 2 == 0 and number >= tables // 2 else 0
        schedule.append(
            [
                (table + 1, tables + (table - number - skip) % tables + 1, (table + number) % tables + 1)
                for table in range(tables)
            ]
        )
    return schedule
