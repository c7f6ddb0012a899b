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
    return heat_standing_after_entry(path, FINAL, figure_name(members), repeats)


def heat_standing_after_entry(
    path: Path,
    heat_id: str,
    figure: str,
    repeats: int,
    cpu_figure: str = "the same, CPU time of the process",
    wall_target: float | None = 16 * MS,
) -> list[Row]:
    """The heat's standing read after each of ``repeats`` entries (not timed), against a raw read."""
    from tddesk.services.files import open_championship
    from tddesk.services.pairs_results import enter_pairs_result
    from tddesk.services.pairs_standing import heat_standing

    raw = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    tables = raw.execute(
        "SELECT session, board, ns_number, ew_number, round, contract, declarer FROM pairs_board_result "
        "WHERE heat_id = ? AND contract IS NOT NULL AND contract != 'PASS' AND declarer IS NOT NULL "
        "ORDER BY board, ns_number",
        (heat_id,),
    ).fetchall()
    tournament = open_championship(path)

    def entry(number: int) -> None:
        session, board, ns, ew, round_number, contract, declarer = tables[(number * 7919) % len(tables)]
        level = int(contract[0])
        tricks = 6 + level + number % 3 - 1  # made, one over or one down: the board is scored again
        enter_pairs_result(
            tournament, heat_id, session, board, ns, ew, contract, declarer, tricks, round_number=round_number
        )

    def raw_read() -> None:
        raw.execute(
            "SELECT session, board, ns_number, ew_number, round, contract, declarer, tricks, "
            "assigned_ns_score, ns_percent, ew_percent FROM pairs_board_result WHERE heat_id = ?",
            (heat_id,),
        ).fetchall()
        raw.execute(
            "SELECT e.number, p.first_mid, p.second_mid FROM pairs_entry e JOIN pair p ON p.id = e.pair_id "
            "WHERE e.heat_id = ?",
            (heat_id,),
        ).fetchall()

    works, cpus, baselines = [], [], []
    try:
        for number in range(repeats + 2):  # the first two warm the caches and are not kept
            entry(number)
            start, cpu_start = time.perf_counter(), time.process_time()
            heat_standing(tournament, heat_id)
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
    # the frame is wall time; the CPU time says what the same read costs when the machine is not shared
    return [
        Row(
            figure,
            statistics.median(works),
            statistics.median(baselines),
            "raw sqlite read of the heat",
            None,
            wall_target,
            repeats,
        ),
        Row(cpu_figure, statistics.median(cpus), None, "—", None, 16 * MS, repeats, "cpu s"),
    ]


SM_FINAL = "the SM Par Open final's standing after one entry (52 pairs, 102 boards, from .bws)"
SM_GROUP = "a semifinal group's standing after one entry (43 of 170 pairs, 60 boards, from .bws)"


def measure_sm_scale(folder: Path, repeats: int) -> list[Row]:
    """The SM Par Open's semifinal group and final, written and imported from Bridgemate files
    (not timed), each heat's standing after one entry; CPU time beside wall time."""
    from benchmarks.pairs_scale import final_id, write_sm_pairs_file

    folder.mkdir(parents=True, exist_ok=True)
    path = write_sm_pairs_file(folder / "sm-par-open.tddesk")
    group = final_id(path).replace("final", "semifinal-grupp-1")
    return [
        # the target is on the CPU time (the program's own work); the wall time is shown beside it
        *heat_standing_after_entry(path, final_id(path), SM_FINAL, repeats, f"{SM_FINAL} (CPU)", None),
        *heat_standing_after_entry(path, group, SM_GROUP, repeats, f"{SM_GROUP} (CPU)", None),
    ]


def measure(folder: Path, repeats: int, members: int) -> list[Row]:
    """Writes the file into ``folder`` (not timed) and measures its figures."""
    return pairs_standing_after_entry(write_pairs_file(folder / "pairs.tddesk", members), repeats, members)
