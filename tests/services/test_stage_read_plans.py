"""H8, VP1: what the standings read and an entry write cost, counted rather than timed.

The standings are recomputed from the facts after every result the TD saves (docs/architecture.md,
"Speed"), so reading a heat must stay a fixed handful of selects that SQLite answers from its
indexes in order, without sorting anything in a temporary B-tree. Counted at SQLite's level
(tests/sql_statements.py), so a busy machine cannot make these fail.
"""
from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

from sql_statements import counted_statements
from tddesk.services.files import open_championship
from tddesk.services.standings import standings

PROJECT = Path(__file__).resolve().parents[2]
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # benchmarks/ is beside tddesk/, not an installed package

from benchmarks.national_file import FileShape, heat_id, write_championship  # noqa: E402

# The heat the TD is entering: last round still to play, a late-arrival penalty and a walkover.
LIVE_HEAT = FileShape(heats=1, legs=1, unplayed_last_round_every=1, penalty_every=1, walkover_every=1)


@pytest.fixture
def live_heat(tmp_path):
    path = tmp_path / "heat.tddesk"
    write_championship(path, LIVE_HEAT).close()
    tournament = open_championship(path, backup=False)
    yield tournament
    tournament.close()


def test_h8_the_standings_read_sorts_nothing_in_a_temporary_b_tree(live_heat):
    standings(live_heat, heat_id(0))   # the profile and the compiled selects
    with counted_statements() as statements:
        standings(live_heat, heat_id(0))
    plans = sqlite3.connect(live_heat.path)
    try:
        sorted_in_memory = {statement: detail for statement in statements
                            for *_ids, detail in plans.execute(f"EXPLAIN QUERY PLAN {statement}")
                            if "TEMP B-TREE" in detail}
    finally:
        plans.close()
    assert statements
    assert sorted_in_memory == {}


def test_h8_the_standings_read_is_two_selects(live_heat):
    """The matches with their halves, and one union of the stage's other facts (penalties P1,
    walkovers W2, byes H7, lots H8 …): whatever the stage holds, not one select per kind of fact."""
    standings(live_heat, heat_id(0))
    with counted_statements() as statements:
        table = standings(live_heat, heat_id(0))
    assert len(statements) == 2
    assert all(statement.lstrip().upper().startswith("SELECT") for statement in statements)
    assert len(table.rows) == 10 and any(row.penalty_vp for row in table.rows)   # the heat's P1 penalty counted
