"""The benchmarks still run: every measurement once, on tiny files (seconds, not minutes).

The real figures come from ``.venv/bin/python benchmarks/run.py``; this only keeps that code
from rotting as the services change.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # benchmarks/ is beside tddesk/, not an installed package

from benchmarks import run  # noqa: E402
from benchmarks.national_file import FileShape, write_championship  # noqa: E402
from tddesk.services.files import open_championship  # noqa: E402
from tddesk.services.standings import standings  # noqa: E402


def _timed_positive(figure: run.Figure, runs: int) -> None:
    assert len(figure.samples) == runs
    assert all(seconds > 0 for seconds in figure.samples)
    assert figure.median > 0
    assert figure.line().startswith(figure.label)


def test_heat_entry_then_standings(tmp_path):
    entry, table, together = run.measure_heat_entry(tmp_path, repeats=2, warmup=1)
    for figure in (entry, table, together):
        _timed_positive(figure, 2)
    assert table.status in ("PASS", "OVER")


def test_every_stage_of_a_built_file(tmp_path):
    # The demo takes seconds to build through the services, so a small bulk file stands in for it.
    figure = run.measure_demo(tmp_path, repeats=1, warmup=0,
                              build=lambda path: write_championship(path, FileShape(heats=2)))
    _timed_positive(figure, 1)
    assert "2 stages, 20 teams, 180 matches" in figure.label


def test_national_files_and_their_growth(tmp_path):
    small = run.measure_national(tmp_path, heats=1, repeats=1, warmup=0, target=run.NATIONAL_TARGET)
    large = run.measure_national(tmp_path, heats=2, repeats=1, warmup=0)
    for national in (small, large):
        _timed_positive(national.figure, 1)
        assert national.generation_seconds > 0
    assert (large.size.teams, large.size.matches) == (FileShape(2).teams, FileShape(2).matches)
    ratio = run.growth(small, large)
    assert ratio.value > 0 and ratio.status in ("PASS", "OVER")
    document = run.summary([small.figure, large.figure], [ratio], {})
    assert json.loads(json.dumps(document))["ratios"][ratio.key]["ratio"] > 0


def test_bulk_file_is_a_real_championship(tmp_path):
    """Heat 0 has its last round unplayed, a penalty and a walkover; the standings read it all."""
    write_championship(tmp_path / "bulk.tddesk", FileShape(heats=1)).close()
    tournament = open_championship(tmp_path / "bulk.tddesk")
    try:
        table = standings(tournament, "heat-00000")
    finally:
        tournament.close()
    assert len(table.rows) == 10
    assert sum(row.played for row in table.rows) == 2 * (90 - 5)  # both sides of each match with a result
    assert sum(row.penalty_vp for row in table.rows) > 0
    assert any(row.provisional for row in table.rows)  # the walkover waits for the end of the series
