"""H8 standings speed: one 10-team heat, 200 and 2,000 such stages, and single big stages.

Run: .venv/bin/python benchmarks/bench_standings.py
Prints the median of repeated runs (time.perf_counter) and the ratio between the sizes.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tddesk.rules.crosstable import crosstable
from tddesk.rules.standings import Penalty, TeamResult, standings
from tddesk.rules.vp import match_vp

BOARDS = 16


def circle_rounds(team_ids: list[str]) -> list[list[tuple[str, str]]]:
    """A single round robin by the circle method (an even number of teams)."""
    slots = list(team_ids)
    rounds = []
    for _ in range(len(slots) - 1):
        rounds.append([(slots[i], slots[-1 - i]) for i in range(len(slots) // 2)])
        slots = [slots[0], slots[-1], *slots[1:-1]]
    return rounds


def match_sides(match_id: str, round_: int, home: str, away: str, home_imps: int, away_imps: int) -> list[TeamResult]:
    home_vp, away_vp = match_vp(home_imps, away_imps, BOARDS)
    return [
        TeamResult(match_id, round_, home, away, home_imps, away_imps, home_vp),
        TeamResult(match_id, round_, away, home, away_imps, home_imps, away_vp),
    ]


def round_robin_stage(rng: random.Random, prefix: str, count: int, draws: bool = False):
    ids = [f"{prefix}t{i}" for i in range(count)]
    results = []
    for number, pairings in enumerate(circle_rounds(ids), start=1):
        for index, (home, away) in enumerate(pairings):
            imps = (20, 20) if draws else (rng.randint(0, 80), rng.randint(0, 80))
            results += match_sides(f"{prefix}r{number}m{index}", number, home, away, *imps)
    penalties = [Penalty(rng.choice(ids), Decimal(rng.choice([1, 2, 3])), "P1", "late")]
    return [(team, f"Lag {team}") for team in ids], results, penalties


def big_stage(rng: random.Random, count: int, rounds: int, played: bool = True):
    """One stage of ``count`` teams playing ``rounds`` rounds of a round robin (count·rounds/2 matches)."""
    ids = [f"t{i}" for i in range(count)]
    results = []
    if played:
        for number, pairings in enumerate(circle_rounds(ids)[:rounds], start=1):
            for index, (home, away) in enumerate(pairings):
                results += match_sides(f"r{number}m{index}", number, home, away, rng.randint(0, 80), rng.randint(0, 80))
    return [(team, f"Lag {team}") for team in ids], results, []


def median_seconds(work, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def all_stages(stages) -> None:
    for teams, results, penalties in stages:
        standings(teams, results, penalties)


def main() -> None:
    rng = random.Random(2016)
    heat = round_robin_stage(rng, "h", 10)
    heat_time = median_seconds(lambda: standings(*heat), 51)
    cross_time = median_seconds(lambda: crosstable(*heat), 51)
    print(
        f"10-team heat, 45 matches: standings {heat_time * 1e3:.3f} ms, "
        f"cross-table with progression {cross_time * 1e3:.3f} ms (median of 51)"
    )

    small = [round_robin_stage(rng, f"s{i}", 10) for i in range(200)]
    large = [round_robin_stage(rng, f"s{i}", 10) for i in range(2000)]
    small_time = median_seconds(lambda: all_stages(small), 11)
    large_time = median_seconds(lambda: all_stages(large), 5)
    print(f"200 stages x 10 teams (2,000 teams, 9,000 matches): {small_time * 1e3:.1f} ms (median of 11)")
    print(
        f"2,000 stages x 10 teams (20,000 teams, 90,000 matches): {large_time * 1e3:.1f} ms (median of 5), "
        f"ratio {large_time / small_time:.2f} for 10x the data"
    )

    one = big_stage(rng, 2000, 20)
    one_time = median_seconds(lambda: standings(*one), 11)
    print(f"one stage, 2,000 teams, 20 rounds (20,000 matches): {one_time * 1e3:.1f} ms (median of 11)")
    ten = big_stage(rng, 200, 20)
    ten_time = median_seconds(lambda: standings(*ten), 51)
    print(
        f"one stage, 200 teams, 20 rounds (2,000 matches): {ten_time * 1e3:.1f} ms (median of 51), "
        f"ratio 2,000/200 teams {one_time / ten_time:.2f}"
    )

    empty = big_stage(rng, 2000, 0, played=False)
    empty_time = median_seconds(lambda: standings(*empty), 11)
    print(
        f"one stage, 2,000 teams before any result (one tie of all, awaiting a lot): "
        f"{empty_time * 1e3:.1f} ms (median of 11)"
    )
    tied = round_robin_stage(rng, "d", 100, draws=True)
    tied_time = median_seconds(lambda: standings(tied[0], tied[1]), 11)
    print(
        f"100-team round robin, every match drawn 20-20 (head-to-head over one tie of 100): "
        f"{tied_time * 1e3:.1f} ms (median of 11)"
    )


if __name__ == "__main__":
    main()
