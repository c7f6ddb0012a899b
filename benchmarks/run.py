"""Speed that does not depend on the file's size: every figure against its baseline, in one run.

Each figure is timed alternately with a baseline that does the least work giving the same
result (bare Python, bare Qt, raw sqlite3, the standard library's json), medians of at least
five samples each, so a busy machine weighs on both alike (``benchmarks/paired.py``). The
table printed is: figure → median → baseline → ratio → target. The files are written in bulk
into a temporary folder first (``benchmarks/national_file.py``); writing them is not timed.

Run:  .venv/bin/python benchmarks/run.py [--json] [--dir FOLDER] [--repeats 5] [--small] [--only TEXT]
``--small`` uses tiny files and one sample (the test suite's smoke run); ``--only window`` measures
only the groups of figures any of whose names contain the text, and writes only the files those
groups read (a text no figure's name contains is refused with the list of names). The exit
status is 1 when a figure is over its target.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # run as a script, from any folder
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks import figures, pairs_figures, publish_figures  # noqa: E402
from benchmarks.national_file import FileShape, heat_id, write_championship  # noqa: E402
from benchmarks.paired import Row, growth  # noqa: E402

MS = 1e-3
# The heat the TD is entering: the program's single round robin, last round still to play,
# one late-arrival penalty and one walkover (with every n = 1, its only heat gets all three).
LIVE_HEAT = FileShape(heats=1, legs=1, unplayed_last_round_every=1, penalty_every=1, walkover_every=1)


@dataclass(frozen=True)
class Sizes:
    """Heats of ten teams in each file the run writes."""

    national: int = 200  # 2,000 teams, 18,000 matches
    factor: int = 10  # the large file: 20,000 teams
    linear_small: int = 2  # workbook and print-every-stage: 20 teams …
    linear_large: int = 20  # … and 200 teams
    json_import: int = 20  # the import figure's document: 200 teams


SMALL = Sizes(national=2, factor=2, linear_small=1, linear_large=2, json_import=1)


def machine() -> dict:
    """Where the figures were taken; the load average tells whether other work shared the CPUs."""
    return {
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "cpus": os.cpu_count(),
        "platform": platform.platform(),
        "load_average_1min": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
    }


class Files:
    """The files the figures read, each written the first time a group needs it (``--only`` skips the rest)."""

    def __init__(self, folder: Path, progress) -> None:
        self.folder = folder
        self._progress = progress
        self._written: dict[str, Path] = {}

    def _once(self, name: str, write) -> Path:
        if name not in self._written:
            self._progress(f"writing {name}")
            path = self.folder / name
            write(path)
            self._written[name] = path
        return self._written[name]

    def demo(self) -> Path:
        from tddesk.demo.championship import build_demo

        return self._once("demo.tddesk", lambda path: build_demo(path).close())

    def heat(self) -> Path:
        return self._once("heat.tddesk", lambda path: write_championship(path, LIVE_HEAT).close())

    def of(self, heats: int) -> Path:
        return self._once(f"file-{heats * 10}.tddesk", lambda path: write_championship(path, FileShape(heats)).close())

    def template(self) -> Path:
        from tddesk.services.files import new_championship

        return self._once(
            "empty.tddesk",
            lambda path: new_championship(
                path, name="SM Lag 2016-17", season="2016-17", district="SBF", profile_id="ombf-2016-17"
            ).close(),
        )

    def json_document(self, heats: int) -> Path:
        def write(path: Path) -> None:
            from tddesk.export.json_export import write_json
            from tddesk.services.files import open_championship

            source = open_championship(self.of(heats), read_only=True)
            try:
                write_json(source, path)
            finally:
                source.close()

        return self._once("import-source.json", write)

    @property
    def names(self) -> list[str]:
        return sorted(self._written)


@dataclass(frozen=True)
class Group:
    """Figures measured together (they share files or samples); ``--only`` picks groups by these names."""

    figures: tuple[str, ...]
    measure: Callable[[], list[Row]]


def groups(files: Files, sizes: Sizes, repeats: int) -> list[Group]:
    """Every group of figures, in the order of the table. The names are the figures' own (a test
    checks that each group's rows carry exactly the names it declares)."""
    teams = sizes.national * 10
    large = teams * sizes.factor
    linear_small, linear_large = sizes.linear_small * 10, sizes.linear_large * 10
    tab = "Tab in the round grid → standings dock repainted, 10-team heat"
    largest = f"the same, largest stage of the {teams:,}-team file"

    def app():
        from tddesk.ui.app import application

        return application()

    def window_open() -> list[Row]:
        return [
            figures.window_open(app(), files.of(sizes.national), teams, repeats, 1.0),
            figures.window_open(app(), files.of(sizes.national * sizes.factor), large, repeats, 3.0),
        ]

    def repaint() -> list[Row]:
        return [
            *figures.repaint_wall_and_cpu(app(), files.heat(), heat_id(0), 9, tab, repeats, 8 * MS),
            *figures.repaint_wall_and_cpu(app(), files.of(sizes.national), heat_id(0), 18, largest, repeats, 16 * MS),
        ]

    def json_figures() -> list[Row]:
        export, memory = figures.json_export(files.of(sizes.national), files.folder, teams, repeats)
        return [
            export,
            memory,
            # three samples of the large file: each takes seconds, and the growth is what is judged
            *figures.json_export_growth(
                export, files.of(sizes.national * sizes.factor), files.folder, large, sizes.factor, min(repeats, 3)
            ),
            *figures.json_import(
                files.json_document(sizes.json_import), files.folder, files.template(), sizes.json_import * 10, repeats
            ),
        ]

    def every_stage() -> list[Row]:
        # Growth from a tenth of the national file up to it: the 20,000-team file would add a minute.
        # The growth compares CPU times: the smaller file's 20 ms on the wall vary by more than 20 %
        # when other work shares the machine.
        national = files.of(sizes.national)
        tenth = teams // sizes.factor
        small_cpu = figures.every_stage_standings(
            files.of(sizes.national // sizes.factor),
            tenth,
            repeats,
            None,
            clock=figures.CPU,
            figure=f"standings of every stage, {tenth:,} teams",
        )
        national_cpu = figures.every_stage_standings(national, teams, repeats, 1.0, clock=figures.CPU)
        return [
            small_cpu,
            figures.every_stage_standings(national, teams, repeats, 1.0),
            national_cpu,
            growth(f"standings of every stage: {sizes.factor}× the teams", small_cpu, national_cpu),
        ]

    def linear(heats: int) -> tuple[Path, int]:
        return files.of(heats), heats * 10

    ratio = linear_large // linear_small
    return [
        Group(
            ("cold start to a usable window, demo file", "`tddesk vp 20 30 13`"),
            lambda: figures.start_up(files.demo(), repeats),
        ),
        Group((f"window open (tree), {teams:,}-team file", f"window open (tree), {large:,}-team file"), window_open),
        Group(
            (f"window peak memory, {large:,}-team file",),
            lambda: [figures.window_memory(files.of(sizes.national * sizes.factor), large, min(repeats, 3))],
        ),
        Group((tab, f"{tab} (CPU)", largest, f"{largest} (CPU)"), repaint),
        Group(
            (
                f"JSON export, {teams:,} teams",
                f"JSON export peak memory, {teams:,} teams",
                f"JSON export, {large:,} teams",
                f"JSON export: {sizes.factor}× the teams",
                f"JSON import, {sizes.json_import * 10:,} teams",
                f"JSON import peak memory, {sizes.json_import * 10:,} teams",
            ),
            json_figures,
        ),
        # The workbook grows from a tenth of the national file up to it, whose workbook has a target of its own.
        Group(
            (
                f"workbook, {teams // sizes.factor:,} teams",
                f"workbook, {teams:,} teams",
                f"workbook: {sizes.factor}× the teams",
            ),
            lambda: figures.workbook_growth(
                linear(sizes.national // sizes.factor), linear(sizes.national), files.folder, repeats, 5.0
            ),
        ),
        Group(
            (
                f"print standings of every stage, {linear_small:,} teams",
                f"print standings of every stage, {linear_large:,} teams",
                f"print every stage: {ratio}× the teams",
            ),
            lambda: figures.print_growth(linear(sizes.linear_small), linear(sizes.linear_large), repeats),
        ),
        Group(
            ("standings after one entry, 10-team heat", "one durable entry"),
            lambda: figures.entry_and_standings(files.heat(), heat_id(0), max(repeats, 50)),
        ),
        Group(
            (
                f"standings of every stage, {teams // sizes.factor:,} teams",
                f"standings of every stage, {teams:,} teams",
                "the same, CPU time of the process",
                f"standings of every stage: {sizes.factor}× the teams",
            ),
            every_stage,
        ),
        Group(
            (pairs_figures.figure_name(sizes.national * 100), "the same, CPU time of the process"),
            lambda: pairs_figures.measure(files.folder, max(repeats, 20), sizes.national * 100),
        ),  # 20,000 members
        Group(
            (
                f"publish after one entry, {sizes.national // sizes.factor} heats",
                f"publish after one entry, {sizes.national} heats",
                f"publish after one entry: {sizes.factor}× the heats",
            ),
            lambda: publish_figures.publish_growth(
                (files.of(sizes.national // sizes.factor), sizes.national // sizes.factor),
                (files.of(sizes.national), sizes.national),
                heat_id(0),
                files.folder,
                max(repeats, 10),
            ),
        ),
        Group(
            (
                pairs_figures.SM_FINAL,
                f"{pairs_figures.SM_FINAL} (CPU)",
                pairs_figures.SM_GROUP,
                f"{pairs_figures.SM_GROUP} (CPU)",
            ),
            lambda: pairs_figures.measure_sm_scale(files.folder, max(repeats, 20)),
        ),
    ]


def wanted(group: Group, only: str | None) -> bool:
    """--only: the groups any of whose figures' names contain the text (case aside)."""
    return only is None or any(only.casefold() in name.casefold() for name in group.figures)


def measure(
    folder: Path,
    sizes: Sizes,
    repeats: int,
    progress=lambda text: None,
    only: str | None = None,
    files: Files | None = None,
) -> list[Row]:
    """The rows of the groups ``only`` picks (every group without it), reported as each is measured."""
    files = files or Files(folder, progress)
    rows: list[Row] = []
    for group in groups(files, sizes, repeats):
        if not wanted(group, only):
            continue
        progress(group.figures[0])
        measured = group.measure()
        for row in measured:
            progress(" | ".join(row.cells()))
        rows += measured
    return rows


def table(rows: list[Row]) -> str:
    header = ["figure", "median", "baseline (same run)", "ratio", "target", ""]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row.cells()) + " |" for row in rows]
    return "\n".join(lines)


README_TABLE = ("<!-- benchmarks/run.py --readme: from here -->", "<!-- benchmarks/run.py --readme: to here -->")


def readme_with_table(readme: str, rows: list[Row], summary: str) -> str:
    """``readme`` with the text between its two markers replaced by ``summary`` and the table."""
    start, end = README_TABLE
    before, found, rest = readme.partition(start)
    _old, found_end, after = rest.partition(end)
    if not found or not found_end:
        raise ValueError(f"the README has no {start} … {end} block for the table")
    return f"{before}{start}\n{summary}\n\n{table(rows)}\n{end}{after}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print a JSON summary on stdout (the table goes to stderr)")
    parser.add_argument("--dir", type=Path, help="folder for the benchmark files (default: a temporary folder)")
    parser.add_argument("--repeats", type=int, default=5, help="samples of each figure and baseline (default 5)")
    parser.add_argument("--small", action="store_true", help="tiny files, for a smoke run")
    parser.add_argument("--only", metavar="TEXT", help="only the groups of figures whose names contain TEXT")
    parser.add_argument(
        "--readme", type=Path, metavar="README.md", help="write the whole run's table into the README's table block"
    )
    options = parser.parse_args(argv)
    if options.readme is not None and (options.only or options.small):
        parser.error("--readme takes the whole run's table: leave out --only and --small")
    out = sys.stderr if options.json else sys.stdout
    sizes = SMALL if options.small else Sizes()
    every_group = groups(Files(Path(), print), sizes, options.repeats)
    if not any(wanted(group, options.only) for group in every_group):
        names = "\n  ".join(name for group in every_group for name in group.figures)
        parser.error(f"no figure's name contains {options.only!r}; the figures are:\n  {names}")
    started = time.perf_counter()
    host = machine()
    print(
        f"tddesk benchmarks — Python {host['python']}, SQLite {host['sqlite']}, {host['cpus']} CPUs, "
        f"load average {host['load_average_1min']} at the start",
        file=out,
        flush=True,
    )
    with tempfile.TemporaryDirectory(dir=options.dir, prefix="tddesk-bench-") as folder_name:
        rows = measure(
            Path(folder_name),
            sizes,
            options.repeats,
            lambda text: print(f"  … {text}", file=sys.stderr, flush=True),
            options.only,
        )
    elapsed = time.perf_counter() - started
    print(table(rows), file=out)
    load = round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None
    print(f"{len(rows)} figures in {elapsed:.0f} s; load average {load} at the end", file=out)
    if options.readme is not None:
        summary = (
            f"The latest run ({dt.date.today().isoformat()}, {host['cpus']} CPUs, Python {host['python']}): "
            f"{len(rows)} figures in {elapsed:.0f} s, load average {host['load_average_1min']} at the start "
            f"and {load} at the end; {sum(row.passed for row in rows)} of {len(rows)} within their targets."
        )
        text = options.readme.read_text(encoding="utf-8")
        options.readme.write_text(readme_with_table(text, rows, summary), encoding="utf-8")
    if options.json:
        print(
            json.dumps(
                {
                    "machine": host,
                    "seconds": round(elapsed, 1),
                    "load_average_end": load,
                    "figures": [row.summary() for row in rows],
                },
                indent=2,
                ensure_ascii=False,
            )
        )
    return 0 if all(row.passed for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
