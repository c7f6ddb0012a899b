"""The journal benchmark still runs, and shows why the file uses a rollback journal: under WAL a
copy of the `.tddesk` alone lacks the last entry, under DELETE it holds it (benchmarks/bench_journal.py)."""

from __future__ import annotations

import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))

from benchmarks import bench_journal  # noqa: E402
from tddesk.models import database  # noqa: E402


def test_only_the_rollback_journal_leaves_the_entry_in_the_file_alone(tmp_path):
    assert database.JOURNAL_MODE == "DELETE"
    samples, held = bench_journal.entry_times(tmp_path, "DELETE", entries=3, warmup=1)
    assert held and len(samples) == 3 and all(seconds > 0 for seconds in samples)
    _samples, held_under_wal = bench_journal.entry_times(tmp_path, "WAL", entries=3, warmup=1)
    assert not held_under_wal
    assert database.JOURNAL_MODE == "DELETE"  # the benchmark puts the program's choice back
