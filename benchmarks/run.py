"""Speed that does not depend on the file's size: every figure against its baseline, in one run.

Each figure is timed alternately with a baseline that does the least work giving the same
result (bare Python, bare Qt, raw sqlite3, the standard library's json), medians of at least
five samples each, so a busy machine weighs on both alike (``benchmarks/paired.py``). The
table printed is: figure → median → baseline → ratio → target. The files are written in bulk
into a temporary folder first (``benchmarks/national_file.py``); writing them is not timed.

Run:  .venv/bin/python benchmarks/run.py [--json] [--dir FOLDER] [--repeats 5] [--small] [--only TEXT]
``--small`` uses tiny files and one sample (the test suite's smoke run); ``--only window`` measures
only the groups of figures whose names contain the text. The exit status is 1 when a figure is
over its target.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # run as a script, from any folder
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks import figures, pairs_figures  # noqa: E402
from benchmarks.national_file import FileShape, heat_id, write_championship  # noqa: E402
from benchmarks.paired import Row, growth  # noqa: E402

MS = 1e-3
# The heat the TD is entering: the program's single round robin, last round still to play,
# one late-arrival penalty and one walkover (with every n = 1, its only heat gets all three).
LIVE_HEAT = FileShape(heats=1, legs=1, unplayed_last_round_every=1, penalty_every=1, walkover_every=1)


@dataclass(frozen=True)
class Sizes:
    """Heats of ten teams in each file the run writes."""

    national: int = 200          # 2,000 teams, 18,000 matches
    factor: int = 10             # the large file: 20,000 teams
    linear_small: int = 2        # workbook and print-every-stage: 20 teams …
    linear_large: int = 20       # … and 200 teams
    json_import: int = 20        # the import figure's document: 200 teams


SMALL = Sizes(national=2, factor=2, linear_small=1, linear_large=2, json_import=1)


def machine() -> dict:
    """Where the figures were taken; the load average tells whether other work shared the CPUs."""
    return {"python": platform.python_version(), "sqlite": sqlite3.sqlite_version, "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "load_average_1min": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None}


def measure(folder: Path, sizes: Sizes, repeats: int, progress=lambda text: None, only: str | None = None) -> list[Row]:
    from tddesk.services.demo import build_demo
    from tddesk.services.files import new_championship
    from tddesk.ui.app import application

    rows: list[Row] = []
    progress("writing the files")
    demo = folder / "demo.tddesk"
    build_demo(demo).close()
    heat = folder / "heat.tddesk"
    write_championship(heat, LIVE_HEAT).close()
    files: dict[int, Path] = {}

    def file_of(heats: int) -> Path:   # written when a figure first needs it (--only skips the rest)
        if heats not in files:
            files[heats] = folder / f"file-{heats * 10}.tddesk"
            write_championship(files[heats], FileShape(heats)).close()
        return files[heats]

    template = folder / "empty.tddesk"
    new_championship(template, name="SM Lag 2016-17", season="2016-17", district="SBF",
                     profile_id="ombf-2016-17").close()
    teams = sizes.national * 10

    def report_new() -> None:   # each figure as soon as it is measured: a long run shows its progress
        for row in rows[len(reported):]:
            progress(" | ".join(row.cells()))
            reported.append(row)

    def wanted(*names: str) -> bool:   # --only: the groups whose figures' names contain the text
        return only is None or any(only.casefold() in name.casefold() for name in names)

    reported: list[Row] = []
    app = application()
    if wanted("cold start to a usable window", "tddesk vp"):
        progress("start-up (child processes)")
        rows += figures.start_up(demo, repeats)
        report_new()
    if wanted("window open (tree)", "Tab in the round grid → standings dock repainted"):
        progress("the window on large files, entry to repaint")
        rows.append(figures.window_open(app, file_of(sizes.national), teams, repeats, 1.0))
        rows.append(figures.window_open(app, file_of(sizes.national * sizes.factor), teams * sizes.factor, repeats,
                                        3.0))
        rows += figures.repaint_wall_and_cpu(app, heat, heat_id(0), 9, "Tab in the round grid → standings dock "
                                             "repainted, 10-team heat", repeats, 8 * MS)
        rows += figures.repaint_wall_and_cpu(app, file_of(sizes.national), heat_id(0), 18, "the same, largest "
                                             f"stage of the {teams:,}-team file", repeats, 16 * MS)
        report_new()
    if not wanted("JSON export", "JSON import", "workbook", "print standings", "standings after one entry",
                  "durable entry", "standings of every stage"):
        return rows
    progress("the open JSON format")
    national = file_of(sizes.national)
    rows += figures.json_export(national, folder, teams, repeats)
    document = folder / "import-source.json"
    from tddesk.export.json_export import write_json
    from tddesk.services.files import open_championship
    source = open_championship(file_of(sizes.json_import), read_only=True)
    write_json(source, document)
    source.close()
    rows += figures.json_import(document, folder, template, sizes.json_import * 10, repeats)
    report_new()
    progress("workbook and printing")
    linear = ((file_of(sizes.linear_small), sizes.linear_small * 10),
              (file_of(sizes.linear_large), sizes.linear_large * 10))
    rows += figures.workbook_growth(*linear, folder, repeats)
    rows += figures.print_growth(*linear, repeats)
    report_new()
    progress("entry and standings")
    rows += figures.entry_and_standings(heat, heat_id(0), max(repeats, 50))
    # Growth from a tenth of the national file up to it: the 20,000-team file would add a minute.
    tenth = file_of(sizes.national // sizes.factor)
    small_all = figures.every_stage_standings(tenth, teams // sizes.factor, repeats, None)
    national_all = figures.every_stage_standings(national, teams, repeats, 1.0)
    rows += [small_all, national_all,
             figures.every_stage_standings(national, teams, repeats, 1.0, clock=figures.CPU),
             growth(f"standings of every stage: {sizes.factor}× the teams", small_all, national_all)]
    rows += pairs_figures.measure(folder, max(repeats, 20), sizes.national * 100)   # 20,000 members
    report_new()
    return rows


def table(rows: list[Row]) -> str:
    header = ["figure", "median", "baseline (same run)", "ratio", "target", ""]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row.cells()) + " |" for row in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print a JSON summary on stdout (the table goes to stderr)")
    parser.add_argument("--dir", type=Path, help="folder for the benchmark files (default: a temporary folder)")
    parser.add_argument("--repeats", type=int, default=5, help="samples of each figure and baseline (default 5)")
    parser.add_argument("--small", action="store_true", help="tiny files, for a smoke run")
    parser.add_argument("--only", metavar="TEXT", help="only the groups of figures whose names contain TEXT")
    options = parser.parse_args(argv)
    out = sys.stderr if options.json else sys.stdout
    sizes = SMALL if options.small else Sizes()
    started = time.perf_counter()
    host = machine()
    print(f"tddesk benchmarks — Python {host['python']}, SQLite {host['sqlite']}, {host['cpus']} CPUs, "
          f"load average {host['load_average_1min']} at the start", file=out, flush=True)
    with tempfile.TemporaryDirectory(dir=options.dir, prefix="tddesk-bench-") as folder_name:
        rows = measure(Path(folder_name), sizes, options.repeats,
                       lambda text: print(f"  … {text}", file=sys.stderr, flush=True), options.only)
    elapsed = time.perf_counter() - started
    print(table(rows), file=out)
    load = round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None
    print(f"{len(rows)} figures in {elapsed:.0f} s; load average {load} at the end", file=out)
    if options.json:
        print(json.dumps({"machine": host, "seconds": round(elapsed, 1), "load_average_end": load,
                          "figures": [row.summary() for row in rows]}, indent=2, ensure_ascii=False))
    return 0 if all(row.passed for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
