"""benchmarks/bench_publish.py still runs: one entry with and without automatic publishing."""

from __future__ import annotations

import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # benchmarks/ is beside tddesk/, not an installed package

from benchmarks import bench_publish  # noqa: E402


def test_publish_benchmark_measures_every_figure(qapp, capsys):
    status = bench_publish.main(["--entries", "1", "--interval", "0"])
    shown = capsys.readouterr().out
    assert status in (0, 1)  # over a target on a loaded machine is a figure, not a failure of the code
    for label in (
        "no publishing",
        "publishing automatically",
        "pages on disk show it",
        "the publisher's own work per entry",
    ):
        assert label in shown
    assert "median" in shown
