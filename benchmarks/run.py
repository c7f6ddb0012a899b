"""How fast results and standings follow the TD's entries (issue "Match entry", item 8).

Results and standings must update within one frame for a heat, so speed is checked against
targets like any other requirement:

1. a 10-team heat: one result entered the way the grid does it (its own audited transaction,
   committed with synchronous=FULL, so a disk flush), then the heat's standings read and
   computed again — the entry and the standings are timed separately;
2. the demo championship (``build_demo``): the standings of every stage;
3. national-size files — 2,000 teams in 200 heats playing a double round robin (18,000 matches)
   and ten times that — the standings of every stage, and how the time grows with the file.

The files are written into a temporary folder (or ``--dir``); writing them is set-up and is not
timed. Each figure is the median of repeated runs (time.perf_counter) after warm-up runs.

Run:  .venv/bin/python benchmarks/run.py [--json] [--dir FOLDER] [--heats 200] [--factors 10]
The exit status is 1 when a figure is over its target.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # run as a script, from any folder

from sqlalchemy import func, select  # noqa: E402

from benchmarks.national_file import TEAMS_PER_HEAT, FileShape, heat_id, write_championship  # noqa: E402
from tddesk.models.tables import HalfResult, Match, Stage, StageTeam  # noqa: E402
from tddesk.services.demo import build_demo  # noqa: E402
from tddesk.services.files import open_championship  # noqa: E402
from tddesk.services.results import enter_half  # noqa: E402
from tddesk.services.schedule import schedule_view  # noqa: E402
from tddesk.services.standings import standings  # noqa: E402
from tddesk.services.tournament import Tournament  # noqa: E402

MS = 1e-3
HEAT_STANDINGS_TARGET = 5 * MS
DEMO_TARGET = 50 * MS
NATIONAL_TARGET = 1.0
GROWTH_TARGET = 12.0         # time ratio allowed for ten times the file: linear, with some slack
NATIONAL_HEATS = 200         # 2,000 teams, 18,000 matches

# The heat the TD is entering: the program's single round robin, last round still to play,
# one late-arrival penalty and one walkover (with every n = 1, its only heat gets all three).
LIVE_HEAT = FileShape(heats=1, legs=1, unplayed_last_round_every=1, penalty_every=1, walkover_every=1)


@dataclass(frozen=True)
class Figure:
    """One measured time: its samples in seconds, and the target it must meet (if any)."""

    key: str
    label: str
    samples: tuple[float, ...]
    target: float | None = None
    stages: int | None = None     # when the figure covers several stages: show the time per stage

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def status(self) -> str | None:
        if self.target is None:
            return None
        return "PASS" if self.median <= self.target else "OVER"

    def line(self) -> str:
        text = f"{self.label}: median {duration_text(self.median)} of {len(self.samples)} runs"
        if self.stages:
            text += f", {duration_text(self.median / self.stages)} per stage"
        if self.target is not None:
            text += f" (target ≤ {duration_text(self.target)}) {self.status}"
        return text

    def summary(self) -> dict:
        return {"label": self.label, "median_ms": round(self.median / MS, 3), "runs": len(self.samples),
                "min_ms": round(min(self.samples) / MS, 3), "max_ms": round(max(self.samples) / MS, 3),
                "target_ms": None if self.target is None else round(self.target / MS, 3), "status": self.status,
                "stages": self.stages}


@dataclass(frozen=True)
class Ratio:
    """How much longer a larger file takes than a smaller one."""

    key: str
    label: str
    value: float
    target: float | None = None

    @property
    def status(self) -> str | None:
        if self.target is None:
            return None
        return "PASS" if self.value <= self.target else "OVER"

    def line(self) -> str:
        text = f"{self.label}: ratio {self.value:.2f}"
        if self.target is not None:
            text += f" (target ≤ {self.target:g}) {self.status}"
        return text

    def summary(self) -> dict:
        return {"label": self.label, "ratio": round(self.value, 3), "target": self.target, "status": self.status}


@dataclass(frozen=True)
class FileSize:
    stages: int
    teams: int
    matches: int
    halves_entered: int

    def text(self) -> str:
        return f"{self.stages:,} stages, {self.teams:,} teams, {self.matches:,} matches"


@dataclass(frozen=True)
class NationalRun:
    figure: Figure
    size: FileSize
    generation_seconds: float


def duration_text(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:.2f} s"
    milliseconds = seconds / MS
    return f"{milliseconds:.2f} ms" if milliseconds < 10 else f"{milliseconds:.1f} ms"


def timed(work: Callable[[], object], repeats: int, warmup: int) -> tuple[float, ...]:
    """Wall-clock seconds of ``repeats`` runs of ``work`` after ``warmup`` untimed ones."""
    for _ in range(warmup):
        work()
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        samples.append(time.perf_counter() - start)
    return tuple(samples)


def stage_ids(tournament: Tournament) -> list[str]:
    with tournament.reading() as session:
        return list(session.scalars(select(Stage.id).order_by(Stage.position)))


def file_size(tournament: Tournament) -> FileSize:
    with tournament.reading() as session:
        def count(column) -> int:
            return session.scalar(select(func.count()).select_from(column.table))
        return FileSize(count(Stage.id), session.scalar(select(func.count(func.distinct(StageTeam.team_id)))),
                        count(Match.id), count(HalfResult.match_id))


def every_stage_standings(path: Path, repeats: int, warmup: int) -> tuple[tuple[float, ...], FileSize]:
    """Open the file as the program does and time the standings of all its stages, one after another."""
    tournament = open_championship(path)
    try:
        ids = stage_ids(tournament)
        standings(tournament, ids[0])  # the profile and the compiled statements, once per open file

        def all_standings() -> None:
            for stage_id in ids:
                standings(tournament, stage_id)

        return timed(all_standings, repeats, warmup), file_size(tournament)
    finally:
        tournament.close()


def measure_heat_entry(folder: Path, repeats: int = 200, warmup: int = 20) -> tuple[Figure, Figure, Figure]:
    """Figure 1: enter a result in a 10-team heat, then its standings — as the entry grid does.

    Entries go round the matches of the last round with changing IMPs, so each one is a new
    result or a correction. Every 50th action also writes the automatic backup copy; the median
    is the typical entry.
    """
    path = folder / "heat.tddesk"
    write_championship(path, LIVE_HEAT).close()
    tournament = open_championship(path)
    try:
        stage_id = heat_id(0)
        match_ids = [match.id for match in schedule_view(tournament, stage_id).rounds[-1].matches]
        entries, tables, together = [], [], []
        for entry in range(warmup + repeats):
            match_id = match_ids[entry % len(match_ids)]
            start = time.perf_counter()
            enter_half(tournament, match_id, 1, 20 + entry % 17, 25 + entry % 11)
            entered = time.perf_counter()
            standings(tournament, stage_id)
            done = time.perf_counter()
            if entry >= warmup:
                entries.append(entered - start)
                tables.append(done - entered)
                together.append(done - start)
    finally:
        tournament.close()
    return (Figure("heat_entry", "result entry in a 10-team heat (audited transaction, synchronous=FULL commit)",
                   tuple(entries)),
            Figure("heat_standings", "standings of a 10-team heat after one entry", tuple(tables),
                   HEAT_STANDINGS_TARGET),
            Figure("heat_entry_and_standings", "entry and standings of a 10-team heat together", tuple(together)))


def measure_demo(folder: Path, repeats: int = 50, warmup: int = 5,
                 build: Callable[[Path], Tournament] = build_demo) -> Figure:
    """Figure 2: the standings of every stage of the demo championship."""
    path = folder / "demo.tddesk"
    build(path).close()
    samples, size = every_stage_standings(path, repeats, warmup)
    return Figure("demo_all_stages", f"standings of every stage of the demo championship ({size.text()})",
                  samples, DEMO_TARGET, size.stages)


def measure_national(folder: Path, heats: int, repeats: int, warmup: int,
                     target: float | None = None) -> NationalRun:
    """Figure 3: write a file of ``heats`` heats in bulk (not timed), then time every stage's standings."""
    shape = FileShape(heats)
    path = folder / f"national-{shape.teams}.tddesk"
    start = time.perf_counter()
    write_championship(path, shape).close()
    generation = time.perf_counter() - start
    samples, size = every_stage_standings(path, repeats, warmup)
    figure = Figure(f"national_{shape.teams}_teams", f"standings of every stage, {size.text()}", samples,
                    target, size.stages)
    return NationalRun(figure, size, generation)


def growth(small: NationalRun, large: NationalRun, target: float | None = GROWTH_TARGET) -> Ratio:
    factor = large.size.teams / small.size.teams
    return Ratio(f"growth_{large.size.teams}_over_{small.size.teams}_teams",
                 f"time for {factor:g}x the file ({large.size.teams:,} over {small.size.teams:,} teams)",
                 large.figure.median / small.figure.median, target)


def machine() -> dict:
    """Where the figures were taken; the load average tells whether other work shared the CPUs."""
    return {"python": platform.python_version(), "sqlite": sqlite3.sqlite_version, "cpus": os.cpu_count(),
            "platform": platform.platform(), "processor": platform.processor() or platform.machine(),
            "load_average_1min": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None}


def summary(figures: list[Figure], ratios: list[Ratio], files: dict[str, dict]) -> dict:
    """The ``--json`` document: every figure and ratio with its target and status, and the files used."""
    return {"machine": machine(), "figures": {figure.key: figure.summary() for figure in figures},
            "ratios": {ratio.key: ratio.summary() for ratio in ratios}, "files": files}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true",
                        help="print a JSON summary on stdout (the figure lines then go to stderr)")
    parser.add_argument("--dir", type=Path, help="folder for the benchmark files (default: a temporary folder)")
    parser.add_argument("--heats", type=int, default=NATIONAL_HEATS,
                        help="heats of ten teams in the national-size file (default: %(default)s)")
    parser.add_argument("--factors", type=int, nargs="*", default=[10],
                        help="also time files this many times larger (default: 10)")
    options = parser.parse_args(argv)
    out = sys.stderr if options.json else sys.stdout

    def report(item: Figure | Ratio) -> None:
        print(item.line(), file=out, flush=True)

    def progress(text: str) -> None:
        print(f"  … {text}", file=sys.stderr, flush=True)

    figures: list[Figure] = []
    ratios: list[Ratio] = []
    files: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(dir=options.dir, prefix="tddesk-bench-") as folder_name:
        folder = Path(folder_name)
        host = machine()
        print(f"tddesk benchmarks — Python {host['python']}, SQLite {host['sqlite']}, {host['cpus']} CPUs "
              f"(load average {host['load_average_1min']}), files in {folder}", file=out, flush=True)
        for figure in measure_heat_entry(folder):
            figures.append(figure)
            report(figure)

        progress("building the demo championship through the services")
        figures.append(measure_demo(folder))
        report(figures[-1])

        runs = []
        for factor in [1, *options.factors]:
            heats = options.heats * factor
            progress(f"writing a file of {heats * TEAMS_PER_HEAT:,} teams in bulk, then timing its standings")
            run = measure_national(folder, heats, repeats=7 if factor == 1 else 3, warmup=1 if factor == 1 else 0,
                                   target=NATIONAL_TARGET if heats == NATIONAL_HEATS else None)
            progress(f"the file took {run.generation_seconds:.1f} s to write (set-up, not in the figure)")
            files[run.figure.key] = {"stages": run.size.stages, "teams": run.size.teams,
                                     "matches": run.size.matches, "halves_entered": run.size.halves_entered,
                                     "generation_s": round(run.generation_seconds, 2)}
            figures.append(run.figure)
            report(run.figure)
            if runs:
                ratios.append(growth(runs[0], run, GROWTH_TARGET if factor == 10 else None))
                report(ratios[-1])
            runs.append(run)

    if options.json:
        print(json.dumps(summary(figures, ratios, files), indent=2, ensure_ascii=False))
    return 0 if all(item.status != "OVER" for item in [*figures, *ratios]) else 1


if __name__ == "__main__":
    sys.exit(main())
