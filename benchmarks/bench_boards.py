"""How fast Bridgemate results come in and IMPs across the field are computed (docs/boards.md).

1. importing a 60-board venue file (4 tables, 240 results, 96 player numbers) into its semifinal;
2. IMPs across the field over 2 venues × 60 boards (8 tables per board), and datum Butler;
3. a live re-read of an unchanged file (what Follow file pays every few seconds): target < 5 ms;
4. the standings of a semifinal whose halves come from 240 board results: one frame (16 ms).

The data are the synthetic venue files of the semifinal day (``../shared/reference/bws``, or
``--bws FOLDER``). Each figure is the median of repeated runs after a warm-up run.

Run:  .venv/bin/python benchmarks/bench_boards.py [--bws FOLDER] [--json]
The exit status is 1 when a figure is over its target.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
for folder in (PROJECT, PROJECT / "tests"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from bws_day import register_day  # noqa: E402
from tddesk.services.bws_follow import BwsFollower  # noqa: E402
from tddesk.services.bws_import import import_bws  # noqa: E402
from tddesk.services.field import field_results  # noqa: E402
from tddesk.services.files import new_championship  # noqa: E402
from tddesk.services.standings import standings  # noqa: E402

MS = 1e-3
TARGETS = {"import": 5.0, "field": 100 * MS, "butler": 100 * MS, "reread": 5 * MS, "standings": 16 * MS}


def median_of(function, repeats: int, warmup: int = 1) -> tuple[float, list[float]]:
    for _ in range(warmup):
        function()
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        function()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples), samples


def new_day(folder: Path, work: Path, name: str):
    tournament = new_championship(
        work / f"{name}.tddesk", name="DM Lag", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17"
    )
    _team_ids, stages = register_day(tournament, folder)
    return tournament, stages


def measure(folder: Path, repeats: int = 5) -> dict[str, float]:
    venue1, venue2 = folder / "semifinal-venue1.bws", folder / "semifinal-venue2.bws"
    figures = {}
    with tempfile.TemporaryDirectory(prefix="tddesk-bench-boards-") as work_folder:
        work = Path(work_folder)
        counter = iter(range(10_000))
        days = []

        def import_once():
            tournament, stages = new_day(folder, work, f"import-{next(counter)}")
            started = time.perf_counter()
            import_bws(tournament, stages[0], venue1)
            elapsed = time.perf_counter() - started
            days.append(tournament)
            return elapsed

        import_once()  # warm-up
        figures["import"] = statistics.median(import_once() for _ in range(repeats))
        for tournament in days:
            tournament.close()
        tournament, stages = new_day(folder, work, "field")
        import_bws(tournament, stages[0], venue1)
        import_bws(tournament, stages[1], venue2)
        figures["field"], _ = median_of(lambda: field_results(tournament, stages), repeats * 4)
        figures["butler"], _ = median_of(lambda: field_results(tournament, stages, "butler"), repeats * 4)
        figures["standings"], _ = median_of(lambda: standings(tournament, stages[0]), repeats * 10)
        follower = BwsFollower(tournament, stages[0], venue1)
        follower.poll()  # the first read: everything is already in, nothing new is written
        figures["reread"], _ = median_of(follower.poll, 200)
        tournament.close()
    return figures


LABELS = {
    "import": "import a 60-board venue file (240 results, 96 player numbers)",
    "field": "IMPs across the field, 2 venues x 60 boards",
    "butler": "datum Butler, 2 venues x 60 boards",
    "reread": "live re-read of an unchanged file",
    "standings": "standings of a semifinal from 240 board results",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bws", type=Path, default=PROJECT.parent / "shared" / "reference" / "bws")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--repeats", type=int, default=5)
    arguments = parser.parse_args(argv)
    if not (arguments.bws / "semifinal-venue1.bws").exists():
        print(f"no venue files in {arguments.bws}", file=sys.stderr)
        return 2
    figures = measure(arguments.bws, arguments.repeats)
    over = [name for name, seconds in figures.items() if seconds > TARGETS[name]]
    if arguments.json:
        print(
            json.dumps(
                {name: {"median_s": seconds, "target_s": TARGETS[name]} for name, seconds in figures.items()}, indent=1
            )
        )
    else:
        for name, seconds in figures.items():
            print(f"{LABELS[name]:<62} {seconds / MS:9.3f} ms  (target {TARGETS[name] / MS:.0f} ms)")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
