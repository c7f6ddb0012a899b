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
