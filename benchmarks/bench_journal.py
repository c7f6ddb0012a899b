"""What a whole file costs: one result entry under each SQLite journal mode, synchronous=FULL.

The program keeps the `.tddesk` file complete after every action — a TD may copy it to a USB
stick or mail it mid-evening without its ``-wal`` — so it uses a rollback journal, not WAL
(``tddesk.models.database.JOURNAL_MODE``; docs/architecture.md says why). This measures the price: the
median time of one audited result entry (``enter_half``, the entry grid's action) in a 10-team
heat, for WAL (the entries sit in ``-wal`` until a checkpoint), DELETE and TRUNCATE, each with
synchronous=FULL (every commit flushed to disk).

Run:  .venv/bin/python benchmarks/bench_journal.py [--entries 200] [--dir FOLDER] [--json]

Figures on the project's 2-core build machine (ext4 on an SSD, shared with other jobs), median of
200 entries after 20 warm-up entries:

| journal mode | one entry, quiet machine | load average 10 | the `.tddesk` alone holds the entry |
|---|---|---|---|
| WAL      | 3.5-6.6 ms | 28 ms | no (until a checkpoint) |
| DELETE   | 4.3-4.8 ms | 52 ms | yes |
| TRUNCATE | 4.35 ms    | 43 ms | yes |

On a busy disk every flush waits, so compare the modes within one run. Against a bare sqlite
INSERT + COMMIT with the same pragmas (``benchmarks/run.py``, "one durable entry") an entry costs
1.96× under DELETE (the target is ≤ 3×).

(Re-measure with this script after changing the file handling; the numbers above are copied
from its output.)
"""

from __future__ import annotations

import argparse
import json
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # run as a script, from any folder

from benchmarks.national_file import FileShape, heat_id, write_championship  # noqa: E402
from tddesk.models import database  # noqa: E402
from tddesk.services.files import open_championship  # noqa: E402
from tddesk.services.results import enter_half  # noqa: E402
from tddesk.services.schedule import schedule_view  # noqa: E402

MODES = ("WAL", "DELETE", "TRUNCATE")
LIVE_HEAT = FileShape(heats=1, legs=1, unplayed_last_round_every=1, penalty_every=1, walkover_every=1)


def entry_times(folder: Path, mode: str, entries: int, warmup: int) -> tuple[list[float], bool]:
    """Seconds per entry under ``mode``, and whether a copy of the file alone holds the last entry."""
    path = folder / f"heat-{mode.lower()}.tddesk"
    write_championship(path, LIVE_HEAT).close()
    chosen = database.JOURNAL_MODE
    database.JOURNAL_MODE = mode
    try:
        tournament = open_championship(path, backup=False)
        try:
            match_ids = [match.id for match in schedule_view(tournament, heat_id(0)).rounds[-1].matches]
            samples = []
            for entry in range(warmup + entries):
                start = time.perf_counter()
                enter_half(tournament, match_ids[entry % len(match_ids)], 1, 20 + entry % 17, 25 + entry % 11)
                if entry >= warmup:
                    samples.append(time.perf_counter() - start)
            copy = folder / f"copy-{mode.lower()}.tddesk"
            shutil.copyfile(path, copy)  # the file alone, as a TD copies it to a stick
            last = (20 + (warmup + entries - 1) % 17, 25 + (warmup + entries - 1) % 11)
            with sqlite3.connect(copy) as connection:
                held = connection.execute(
                    "SELECT home_imps, away_imps FROM half_result WHERE match_id = ?",
                    (match_ids[(warmup + entries - 1) % len(match_ids)],),
                ).fetchone()
        finally:
            tournament.close()
    finally:
        database.JOURNAL_MODE = chosen
    return samples, held == last


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--entries", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--dir", type=Path)
    parser.add_argument("--json", action="store_true")
    arguments = parser.parse_args(argv)
    folder = arguments.dir or Path(tempfile.mkdtemp(prefix="tddesk-journal-"))
    results = {}
    try:
        for mode in MODES:
            samples, held = entry_times(folder, mode, arguments.entries, arguments.warmup)
            results[mode] = {"median_ms": round(statistics.median(samples) * 1000, 2), "copy_holds_entry": held}
    finally:
        if arguments.dir is None:
            shutil.rmtree(folder, ignore_errors=True)
    if arguments.json:
        print(json.dumps({"chosen": database.JOURNAL_MODE, "modes": results}, indent=2))
    else:
        for mode, figure in results.items():
            mark = " (chosen)" if mode == database.JOURNAL_MODE else ""
            print(
                f"{mode:9} {figure['median_ms']:6.2f} ms per entry; the file alone holds it: "
                f"{'yes' if figure['copy_holds_entry'] else 'no'}{mark}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
