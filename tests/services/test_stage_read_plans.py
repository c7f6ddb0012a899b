"""H8, VP1: what the standings read and a result's entry cost, counted rather than timed.

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
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import schedule_view
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
    standings(live_heat, heat_id(0))  # the profile and the compiled selects
    with counted_statements() as statements:
        standings(live_heat, heat_id(0))
    plans = sqlite3.connect(live_heat.path)
    try:
        sorted_in_memory = {
            statement: detail
            for statement in statements
            for *_ids, detail in plans.execute(f"EXPLAIN QUERY PLAN {statement}")
            if "TEMP B-TREE" in detail
        }
    finally:
        plans.close()
    assert statements
    assert sorted_in_memory == {}


def test_h8_the_standings_read_is_two_selects(live_heat):
    """The matches with their halves, and one union of the stage's other facts (penalties P1,
    walkovers W2, byes H7, lots H8 …): whatever the stage holds, not one select per kind of fact.
    Both in one read transaction, so they see the same state of the file."""
    standings(live_heat, heat_id(0))
    with counted_statements(transactions=True) as statements:
        table = standings(live_heat, heat_id(0))
    assert [statement.split()[0].upper() for statement in statements] == ["BEGIN", "SELECT", "SELECT", "ROLLBACK"]
    assert len(table.rows) == 10 and any(row.penalty_vp for row in table.rows)  # the heat's P1 penalty counted


def test_vp1_an_entry_is_one_transaction_of_four_statements_on_disk_when_it_returns(live_heat):
    """The checks are one select, the line-up suggestion (H5) one more; the half and the audit
    row are the writes, committed once. When enter_half returns, another connection to the
    file reads the IMPs from the disk, and the file has no journal left beside it."""
    matches = [match.id for match in schedule_view(live_heat, heat_id(0)).rounds[-1].matches]
    enter_half(live_heat, matches[0], 1, 20, 25)  # the compiled statements
    with counted_statements(transactions=True) as statements:
        change = enter_half(live_heat, matches[1], 1, 31, 12)
    kinds = [statement.split()[0].upper() for statement in statements]
    assert kinds.count("SELECT") == 2 and kinds.count("INSERT") == 2 and kinds.count("COMMIT") == 1
    assert len(kinds) == 6  # and one BEGIN
    assert not live_heat.path.with_name(live_heat.path.name + "-journal").exists()
    other = sqlite3.connect(live_heat.path)
    try:
        held = other.execute(
            "SELECT home_imps, away_imps FROM half_result WHERE match_id = ? AND half = 1", (matches[1],)
        ).fetchone()
        audit = other.execute("SELECT action, subject FROM audit WHERE id = ?", (change.audit_id,)).fetchone()
    finally:
        other.close()
    assert held == (31, 12)
    assert audit == ("enter_result", matches[1])


def test_vp1_a_corrected_entry_updates_the_half_and_undo_and_redo_replay_it(live_heat):
    match = schedule_view(live_heat, heat_id(0)).rounds[-1].matches[0].id
    enter_half(live_heat, match, 1, 20, 25)
    with counted_statements() as statements:
        corrected = enter_half(live_heat, match, 1, 22, 25)
    assert [statement.split()[0].upper() for statement in statements] == ["SELECT", "UPDATE", "SELECT", "INSERT"]
    assert "half_result" in statements[1] and "home_imps" in statements[1] and "away_imps" not in statements[1]

    def typed() -> tuple[int, int] | None:
        row = next(row for row in round_entry(live_heat, heat_id(0), 9).matches if row.id == match)
        return row.halves[0]

    assert typed() == (22, 25)
    live_heat.undo(corrected.audit_id)
    assert typed() == (20, 25)
    live_heat.redo(corrected.audit_id)
    assert typed() == (22, 25)
    assert standings(live_heat, heat_id(0)).rows  # VP1: the standings read the corrected IMPs again


def test_an_entry_with_the_same_imps_again_writes_only_its_audit_row(live_heat):
    match = schedule_view(live_heat, heat_id(0)).rounds[-1].matches[0].id
    enter_half(live_heat, match, 1, 20, 25)
    with counted_statements() as statements:
        again = enter_half(live_heat, match, 1, 20, 25)
    assert [statement.split()[0].upper() for statement in statements] == ["SELECT", "SELECT", "INSERT"]
    assert again.areas == frozenset()  # nothing changed, nothing for the views to refresh
