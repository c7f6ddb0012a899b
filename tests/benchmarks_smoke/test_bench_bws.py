"""The Bridgemate benchmarks still run: every figure once, each beside its baseline (benchmarks/bench_bws.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parents[2]
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))

from benchmarks import bench_bws  # noqa: E402


def test_every_bridgemate_figure_is_measured_beside_its_baseline(shared_dir, qapp):
    folder = shared_dir / "reference" / "bws"
    if not (folder / "semifinal-venue1.bws").exists():
        pytest.skip("reference data not present")
    rows = bench_bws.measure(folder, repeats=1)
    assert [row.figure for row in rows] == list(bench_bws.FIGURES)
    assert all(row.median > 0 and row.baseline and row.baseline > 0 for row in rows)
