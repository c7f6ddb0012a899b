"""The pairs figure still runs (benchmarks/pairs_figures.py): on a small register, few samples."""

from __future__ import annotations

import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # benchmarks/ is beside tddesk/, not an installed package

from benchmarks import pairs_figures  # noqa: E402


def test_the_final_standing_after_an_entry_is_timed_against_a_raw_read(tmp_path):
    row, cpu = pairs_figures.measure(tmp_path, repeats=2, members=50)
    assert row.median > 0 and row.baseline is not None and row.baseline > 0
    assert row.samples == 2 and row.target_absolute == 0.016
    assert "50 members" in row.figure
    assert cpu.unit == "cpu s" and cpu.median > 0


def test_the_sm_par_open_scale_is_played_from_bridgemate_files_and_timed(tmp_path):
    """The semifinal of 170 pairs in four groups over 60 boards and the 52-pair, 102-board final:
    every result came in through a .bws import, and each heat's standing is timed after an entry."""
    from benchmarks.pairs_scale import FINAL_BOARDS, FINAL_PAIRS, final_id, write_sm_pairs_file
    from tddesk.services.files import open_championship
    from tddesk.services.pairs_standing import heat_standing

    path = write_sm_pairs_file(tmp_path / "sm.tddesk")
    tournament = open_championship(path, read_only=True)
    try:
        final = heat_standing(tournament, final_id(path))
    finally:
        tournament.close()
    assert len(final.rows) == FINAL_PAIRS
    assert {row.boards for row in final.rows} == {FINAL_BOARDS}  # a barometer: every pair plays every board
    assert sorted(path.parent.glob("*.bws"))  # the sessions' Bridgemate files, as a venue leaves them

    final_row, final_cpu, group_row, group_cpu = pairs_figures.measure_sm_scale(tmp_path / "again", repeats=2)
    assert final_row.figure == pairs_figures.SM_FINAL and group_row.figure == pairs_figures.SM_GROUP
    assert final_cpu.target_absolute == group_cpu.target_absolute == 0.016
    assert all(row.median > 0 for row in (final_row, final_cpu, group_row, group_cpu))
