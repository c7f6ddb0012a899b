"""The pairs figures of ``benchmarks/run.py``: a barometer final's standing after one entry.

The file is the pairs demo's DM Par Mixed (a final of 28 pairs, 27 rounds × 2 boards) with a
member register of the federation's size beside it, as a TD's file has after the register
import. Each sample changes one table's result (not timed), then times the heat's standing as
the window reads it after the entry; the baseline is a raw ``sqlite3`` read of the heat's board
rows and pairs, taken in turn with it.
"""

from __future__ import annotations

import sqlite3
import statistics
import time
from pathlib import Path

from benchmarks.paired import MS, Row

FINAL = "dm-par-mixed-final-linkoping"


def write_pairs_file(path: Path, members: int) -> Path:
    """The pairs demo, then ``members`` more players in the register, written in bulk."""
    from tddesk.demo.pairs import build_pairs_demo

    build_pairs_demo(path).close()
    connection = sqlite3.connect(path)
    with connection:
        connection.executemany(
            "INSERT INTO player (mid, name, club_id, birth_year, membership_paid) VALUES (?, ?, NULL, 1970, 1)",
            ((f"9{number:07d}", f"Medlem {number}") for number in range(members)),
        )
    connection.close()
    return path


def figure_name(members: int) -> str:
    return f"pairs final standing after one entry (28 pairs, 54 boards, {members:,} members)"


def pairs_standing_after_entry(path: Path, repeats: int, members: int) -> list[Row]:
    from tddesk.services.files import open_championship
    from tddesk.services.pairs_results import enter_pairs_result
    from tddesk.services.pairs_standing import heat_standing

    raw = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    tables = raw.execute(
        "SELECT session, board, ns_number, ew_number, round FROM pairs_board_result "
        "WHERE heat_id = ? AND contract = '3NT' AND declarer = 'N'",
        (FINAL,),
    ).fetchall()
    tournament = open_championship(path)

    def entry(number: int) -> None:
        session, board, ns, ew, round_number = tables[number % len(tables)]
        enter_pairs_result(
            tournament, FINAL, session, board, ns, ew, "3NT", "N", 7 + number % 5, round_number=round_number
        )

    def raw_read() -> None:
        raw.execute(
            "SELECT session, board, ns_number, ew_number, round, contract, declarer, tricks, "
            "assigned_ns_score, ns_percent, ew_percent FROM pairs_board_result WHERE heat_id = ?",
            (FINAL,),
        ).fetchall()
        raw.execute(
            "SELECT e.number, p.first_mid, p.second_mid FROM pairs_entry e JOIN pair p ON p.id = e.pair_id "
            "WHERE e.heat_id = ?",
            (FINAL,),
        ).fetchall()

    works, cpus, baselines = [], [], []
    try:
        for number in range(repeats + 2):  # the first two warm the caches and are not kept
            entry(number)
            start, cpu_start = time.perf_counter(), time.process_time()
            heat_standing(tournament, FINAL)
            elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu_start
            base_start = time.perf_counter()
            raw_read()
            base_elapsed = time.perf_counter() - base_start
            if number >= 2:
                works.append(elapsed)
                cpus.append(cpu)
                baselines.append(base_elapsed)
    finally:
        tournament.close()
        raw.close()
    figure = figure_name(members)
    # the frame is wall time; the CPU time says what the same read costs when the machine is not shared
    return [
        Row(
            figure,
            statistics.median(works),
            statistics.median(baselines),
            "raw sqlite read of the heat",
            None,
            16 * MS,
            repeats,
        ),
        Row("the same, CPU time of the process", statistics.median(cpus), None, "—", None, 16 * MS, repeats, "cpu s"),
    ]


def measure(folder: Path, repeats: int, members: int) -> list[Row]:
    """Writes the file into ``folder`` (not timed) and measures its figures."""
    return pairs_standing_after_entry(write_pairs_file(folder / "pairs.tddesk", members), repeats, members)
