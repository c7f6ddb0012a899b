"""Bridgemate speed, each figure beside its baseline in the same run (docs/bws.md, docs/boards.md):

1. Följ fil…: from the file's change on disk to the standings dock's repaint, against a bare
   ``QFileSystemWatcher`` noticing the same write — target: under 1 s;
2. a venue's import (240 results, 24 line-ups) against access-parser reading the same tables of
   the same file — target: at most 3×;
3. IMPs across the field over 60 boards at 5 and at 50 venues (4 tables each), against the plain
   method (every score against every other) at 5 venues; 10× the venues at most 12× the time, and
   50 venues within 250 ms.

The data are the synthetic venue files of the semifinal day (``../shared/reference/bws``, or
``--bws FOLDER``); the field's boards are generated from a fixed seed.

Run:  .venv/bin/python benchmarks/bench_bws.py [--bws FOLDER] [--repeats 5] [--json]
The exit status is 1 when a figure is over its target.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import sys
import tempfile
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
for folder in (PROJECT, PROJECT / "tests"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.paired import MS, Row, against, growth  # noqa: E402
from bws_day import register_day  # noqa: E402
from tddesk.rules.boards import imps  # noqa: E402
from tddesk.rules.field import across_the_field  # noqa: E402
from tddesk.services.bws_import import import_bws  # noqa: E402
from tddesk.services.files import new_championship  # noqa: E402

FOLLOW = "Följ fil…: file written → standings dock repainted"
IMPORT = "import of one venue's .bws (240 results, 24 line-ups)"
FIELD_SMALL = "IMPs across the field, 60 boards, 5 venues"
FIELD_LARGE = "IMPs across the field, 60 boards, 50 venues"
FIELD_GROWTH = "IMPs across the field: 10× the venues"
FIGURES = (FOLLOW, IMPORT, FIELD_SMALL, FIELD_LARGE, FIELD_GROWTH)
TABLES = ("Section", "Tables", "RoundData", "ReceivedData", "PlayerNumbers", "Session")
COMMON_SCORES = (420, 450, 170, 140, -50, -100, 620, 650, 110, 130, -200, 0, 100, 200, -420, 800, 1430, -500)


def new_day(folder: Path, work: Path, name: str):
    tournament = new_championship(
        work / f"{name}.tddesk", name="DM Lag", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17"
    )
    _team_ids, stages = register_day(tournament, folder)
    return tournament, stages


def import_figure(folder: Path, work: Path, repeats: int) -> Row:
    from access_parser import AccessParser

    logging.getLogger("access_parser").setLevel(logging.CRITICAL)
    venue = folder / "semifinal-venue1.bws"
    days = [new_day(folder, work, f"import-{index}") for index in range(repeats + 1)]
    pending = iter(days)

    def work_once() -> None:
        tournament, stages = next(pending)
        import_bws(tournament, stages[0], venue)

    def baseline() -> None:
        database = AccessParser(str(venue))
        for table in TABLES:
            database.parse_table(table)

    try:
        return against(IMPORT, work_once, baseline, "access-parser reads its tables", repeats, target_ratio=3.0)
    finally:
        for tournament, _stages in days:
            tournament.close()


def _boards(venues: int, seed: int = 20250315) -> list[list[tuple[int, int]]]:
    rng = random.Random(seed)
    return [
        [
            (table, rng.choice(COMMON_SCORES) if rng.random() < 0.9 else rng.randrange(-2000, 2000, 10))
            for table in range(4 * venues)
        ]
        for _board in range(60)
    ]


def _plain(scores: list[tuple[int, int]]) -> list[int]:
    values = [score for _key, score in scores]
    return [sum(imps(score - other) for j, other in enumerate(values) if j != i) for i, score in enumerate(values)]


def field_figures(repeats: int) -> list[Row]:
    small, large = _boards(5), _boards(50)
    small_row = against(
        FIELD_SMALL,
        lambda: [across_the_field(board) for board in small],
        lambda: [_plain(board) for board in small],
        "every score against every other",
        repeats,
    )
    large_row = against(
        FIELD_LARGE,
        lambda: [across_the_field(board) for board in large],
        lambda: [across_the_field(board) for board in small],
        "5 venues, the same run",
        repeats,
        target_absolute=250 * MS,
    )
    return [small_row, large_row, growth(FIELD_GROWTH, small_row, large_row)]


def follow_figure(folder: Path, work: Path, repeats: int) -> Row:
    """Copies of venue 1's file holding one result more each, written in turn over the followed
    file; each sample ends when the dock has painted the import's standings."""
    from PySide6.QtCore import QEvent, QFileSystemWatcher, QObject, Qt
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QDockWidget, QMainWindow

    from tddesk.formats.bws.jet import JetDatabase
    from tddesk.formats.bws.writer.bcs_tables import write_bws
    from tddesk.ui.app import application
    from tddesk.ui.bws_follow import BwsFollow
    from tddesk.ui.session import UiSession
    from tddesk.ui.views.standings_view import StandingsView

    app = application()
    database = JetDatabase((folder / "semifinal-venue1.bws").read_bytes())
    rows = {table: database.rows(table) for table in database.tables}
    received = sorted(rows["ReceivedData"], key=lambda row: row["ID"])
    # One result held back from the second half of each match (a board with a single row at the
    # open-room table); each copy gives one back, completing a match, so every write changes the
    # standings the dock shows. Six matches: at most five samples after the warm-up.
    keys = [(row["Table"], row["Round"], row["Board"]) for row in received]
    held: dict[tuple[int, int], dict] = {}
    for row in reversed(received):
        key = (row["Table"], row["Round"], row["Board"])
        if row["Table"] in (1, 3) and row["Round"] % 2 == 0 and keys.count(key) == 1:
            held.setdefault((row["Table"], row["Round"]), row)
    back = [held[key] for key in sorted(held, key=lambda key: (key[1], key[0]))][: repeats + 1]
    variants = []
    for count in range(len(back) + 1):
        path = work / f"variant-{count}.bws"
        kept = [row for row in received if row not in back[count:]]
        write_bws(path, {**rows, "ReceivedData": kept})
        variants.append(path.read_bytes())
    tournament, stages = new_day(folder, work, "follow")
    target = work / "live" / "venue1.bws"
    target.parent.mkdir()
    target.write_bytes(variants[0])
    session = UiSession(tournament, QUndoStack())
    window = QMainWindow()
    dock = QDockWidget(window)
    standings = StandingsView(session, stages[0], compact=True)
    dock.setWidget(standings)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    follow = BwsFollow(session, stages[0], target, interval_ms=600_000)  # only the watcher reacts
    painted = {"count": 0, "armed": False}

    class Paints(QObject):
        def eventFilter(self, _watched, event) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and painted["armed"]:
                painted["count"] += 1
            return False

    paints = Paints()
    standings.installEventFilter(paints)
    for child in standings.findChildren(QObject):
        if hasattr(child, "viewport"):
            child.viewport().installEventFilter(paints)
    follow.imported.connect(lambda _report: painted.update(armed=True))
    follow.start()

    def wait(condition, limit: float = 10.0) -> None:
        ends = time.perf_counter() + limit
        while not condition():
            app.processEvents()
            if time.perf_counter() > ends:
                raise TimeoutError("no repaint within 10 s")
            time.sleep(0.001)

    wait(lambda: follow.follower._digest is not None and follow._reading is None)
    pending = iter(variants[1:])

    def work_once() -> None:
        painted.update(count=0, armed=False)
        target.write_bytes(next(pending))
        wait(lambda: painted["count"] > 0)

    bare_target = work / "bare" / "file.bws"
    bare_target.parent.mkdir()
    bare_target.write_bytes(variants[0])
    watcher = QFileSystemWatcher([str(bare_target)])
    seen = {"count": 0}
    watcher.fileChanged.connect(lambda _path: seen.update(count=seen["count"] + 1))
    bare_pending = iter(variants[1:])

    def baseline() -> None:
        seen["count"] = 0
        bare_target.write_bytes(next(bare_pending))
        wait(lambda: seen["count"] > 0)

    try:
        return against(
            FOLLOW, work_once, baseline, "a bare QFileSystemWatcher notices the write", repeats, target_absolute=1.0
        )
    finally:
        follow.stop()
        window.close()
        tournament.close()


def measure(folder: Path, repeats: int = 5) -> list[Row]:
    repeats = min(repeats, 5)  # the follow figure has six matches to complete, one a sample
    with tempfile.TemporaryDirectory(prefix="tddesk-bench-bws-") as work_folder:
        work = Path(work_folder)
        return [follow_figure(folder, work, repeats), import_figure(folder, work, repeats), *field_figures(repeats)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bws", type=Path, default=PROJECT.parent / "shared" / "reference" / "bws")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    arguments = parser.parse_args(argv)
    if not (arguments.bws / "semifinal-venue1.bws").exists():
        print(f"no venue files in {arguments.bws}", file=sys.stderr)
        return 2
    rows = measure(arguments.bws, arguments.repeats)
    if arguments.json:
        print(json.dumps([row.summary() for row in rows], indent=2))
    else:
        for row in rows:
            print(" | ".join(row.cells()))
    return 0 if all(row.passed for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
