"""The board benchmarks still run: every measurement once (benchmarks/bench_boards.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parents[2]
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))

from benchmarks import bench_boards  # noqa: E402


def test_every_board_figure_is_measured(shared_dir):
    folder = shared_dir / "reference" / "bws"
    if not (folder / "semifinal-venue1.bws").exists():
        pytest.skip("reference data not present")
    figures = bench_boards.measure(folder, repeats=1)
    assert set(figures) == set(bench_boards.TARGETS)
    assert all(seconds > 0 for seconds in figures.values())
