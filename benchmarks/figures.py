"""The figures of ``benchmarks/run.py``, each with the baseline it is measured against.

Baselines do the least work that yields the same thing with the standard library or the bare
toolkit: raw ``sqlite3`` selects, ``json.dumps``/``json.load`` and ``executemany``, an SQLite
INSERT + COMMIT with the file's own pragmas, a bare Qt grid and dock.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import shutil
import sqlite3
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from benchmarks.paired import Row, against, growth
from benchmarks.start_up import (
    bare_window_command,
    cli_command,
    peak_memory,
    run_to_end,
    until_ready,
    window_command,
)

CPU = time.process_time
# The tables a format document is made of (what the stdlib baselines read and write).
DOCUMENT_TABLES = (
    "club",
    "player",
    "team",
    "team_member",
    "dispensation",
    "stage",
    "stage_team",
    "round",
    "match",
    "half_result",
    "lineup_seat",
    "penalty",
    "walkover",
    "exclusion",
    "lot",
    "audit",
)


def _connect(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA foreign_keys=ON")
    return connection


# -- start-up -----------------------------------------------------------------------------------
def start_up(demo: Path, repeats: int) -> list[Row]:
    # Each call times one child process from outside and returns its seconds.
    window = _outer(
        Row("cold start to a usable window, demo file", 0, 0, "bare PySide6 QMainWindow", 4),
        lambda: until_ready(window_command(demo)),
        lambda: until_ready(bare_window_command()),
        repeats,
    )
    cli = _outer(
        Row("`tddesk vp 20 30 13`", 0, 0, "`python -c pass`", 4),
        lambda: run_to_end(cli_command("vp", "20", "30", "13")),
        lambda: run_to_end([_python(), "-c", "pass"]),
        repeats,
    )
    return [window, cli]


def window_memory(path: Path, teams: int, repeats: int) -> Row:
    """The window's peak memory until it is usable on ``path``, against a bare PySide6 window's."""
    import statistics

    samples = [(peak_memory(window_command(path)), peak_memory(bare_window_command())) for _ in range(repeats)]
    return Row(
        f"window peak memory, {teams:,}-team file",
        statistics.median(work for work, _ in samples),
        statistics.median(bare for _, bare in samples),
        "bare PySide6 QMainWindow",
        2,
        None,
        repeats,
        "bytes",
    )


def _python() -> str:
    import sys

    return sys.executable


def _outer(row: Row, work, baseline, repeats: int) -> Row:
    """Alternate two functions that return their own seconds; medians of what they return."""
    import statistics

    work(), baseline()
    works, baselines = [], []
    for _ in range(repeats):
        works.append(work())
        baselines.append(baseline())
    return Row(
        row.figure,
        statistics.median(works),
        statistics.median(baselines),
        row.baseline_label,
        row.target_ratio,
        row.target_absolute,
        repeats,
    )


# -- the window on a large file -------------------------------------------------------------------
def window_open(app, path: Path, teams: int, repeats: int, target: float) -> Row:
    from tddesk.ui.app import create_main_window

    window = create_main_window()

    def open_file() -> None:
        window.controller.open_file(path)
        app.processEvents()
        window.controller.close_file()
        app.processEvents()

    def raw_selects() -> None:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        connection.execute("SELECT name FROM championship").fetchall()
        connection.execute("SELECT count(*) FROM team").fetchall()
        connection.execute("SELECT stage_id, count(*) FROM stage_team GROUP BY stage_id").fetchall()
        connection.execute("SELECT stage_id, number, date FROM round ORDER BY stage_id, number").fetchall()
        connection.execute("SELECT id, name, kind FROM stage ORDER BY position").fetchall()
        connection.close()

    try:
        return against(
            f"window open (tree), {teams:,}-team file",
            open_file,
            raw_selects,
            "4 raw selects",
            repeats,
            target_absolute=target,
        )
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()


def repaint(app, path: Path, stage_id: str, round_number: int, label: str, repeats: int, target: float) -> Row:
    """A result typed in the round grid and Tab pressed: saved, and the standings dock repainted."""
    return repaint_wall_and_cpu(app, path, stage_id, round_number, label, repeats, target)[0]


def _typed_then_tab(app, grid, cell, home: str, away: str) -> Callable[[], None]:
    """Key events as a TD types them: the home IMPs into ``cell``, Tab, the away IMPs; returns the
    last Tab (the key the figure times), not yet pressed. Only the focused widget gets keys."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    grid.window().activateWindow()
    grid.setFocus()
    grid.setCurrentIndex(cell)
    app.processEvents()
    focus = app.focusWidget()
    if focus is None or not (focus is grid or grid.isAncestorOf(focus)):
        raise RuntimeError(f"the keys would go to {focus!r}, not to the grid")
    QTest.keyClicks(app.focusWidget(), home)
    QTest.keyClick(app.focusWidget(), Qt.Key.Key_Tab)
    app.processEvents()
    QTest.keyClicks(app.focusWidget(), away)

    def tab() -> None:
        QTest.keyClick(app.focusWidget(), Qt.Key.Key_Tab)

    return tab


def repaint_wall_and_cpu(
    app, path: Path, stage_id: str, round_number: int, label: str, repeats: int, target: float
) -> list[Row]:
    """``repaint`` in wall time and, from the same samples, in the process's CPU time: on a machine
    shared with other work the wall time mostly measures the wait for the disk's flush and the
    CPU, the CPU time what the program itself spends.

    Driven by key events into the real window: the home and away IMPs typed into the grid's cells
    (not timed), then the Tab that completes the half is timed until the events it causes (the
    save, the grid's next cell, the standings dock's repaint) are done. The baseline is a bare Qt
    grid whose committed cell updates a dock's table, driven by the same keys."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QMainWindow, QTableView

    from tddesk.ui.app import create_main_window

    window = create_main_window(path)
    window.resize(1200, 800)
    window.show()
    while window.controller.session is None:
        app.processEvents()
    view = window.controller.select(("round", stage_id, round_number))
    app.processEvents()
    model = view.model
    home_column, away_column = model.imp_column(1, 0), model.imp_column(1, 1)
    counter = iter(range(10**9))

    def settle() -> None:
        # Twice: what a round of events leaves for later (a table's delayed layout, then the
        # repaint it asks for) is done by the sample that caused it, not charged to the next one.
        app.processEvents()
        app.processEvents()

    def entry() -> Callable[[], None]:
        number = next(counter)
        cell = model.index(number % model.rowCount(), home_column)
        return _typed_then_tab(app, view.table, cell, str(20 + number % 17), str(25 + number % 11))

    bare = QMainWindow()
    grid_model, dock_model = QStandardItemModel(5, 8), QStandardItemModel(10, 8)
    grid, table = QTableView(), QTableView()
    grid.setModel(grid_model)
    grid.setEditTriggers(QAbstractItemView.EditTrigger.AnyKeyPressed | QAbstractItemView.EditTrigger.CurrentChanged)
    grid.setTabKeyNavigation(True)
    table.setModel(dock_model)
    bare.setCentralWidget(grid)
    dock = QDockWidget()
    dock.setWidget(table)
    bare.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    bare.show()

    def standings_again(item: QStandardItem) -> None:
        if item.column() == away_column:
            for row in range(10):
                dock_model.setItem(row, 3, QStandardItem(f"{item.text()}.{row:02d}"))

    grid_model.itemChanged.connect(standings_again)

    def bare_entry() -> Callable[[], None]:
        number = next(counter)
        cell = grid_model.index(number % 5, home_column)
        return _typed_then_tab(app, grid, cell, str(20 + number % 17), str(25 + number % 11))

    samples: dict[str, tuple[list[float], list[float]]] = {"work": ([], []), "bare": ([], [])}

    def sample(name: str, prepare: Callable[[], Callable[[], None]]) -> None:
        tab = prepare()
        settle()
        wall, cpu = time.perf_counter(), CPU()
        tab()
        settle()
        samples[name][0].append(time.perf_counter() - wall)
        samples[name][1].append(CPU() - cpu)

    try:
        warm = 3  # the first rounds warm caches and are not samples
        for round_ in range(warm + repeats):
            sample("work", entry)
            sample("bare", bare_entry)
            if round_ == warm - 1:
                for walls, cpus in samples.values():
                    walls.clear()
                    cpus.clear()
        import statistics

        rows = []
        # The target is on the CPU time, the program's own work (the TD's figure); the wall time,
        # which adds the disk's flush of the entry and whatever else the machine runs, is shown beside it.
        for index, (suffix, unit, goal) in enumerate((("", "s", None), (" (CPU)", "cpu s", target))):
            rows.append(
                Row(
                    f"{label}{suffix}",
                    statistics.median(samples["work"][index]),
                    statistics.median(samples["bare"][index]),
                    "bare Qt grid + dock",
                    None,
                    goal,
                    repeats,
                    unit,
                )
            )
        return rows
    finally:
        for widget in (window, bare):
            widget.close()
            widget.deleteLater()
        app.processEvents()


# -- the open JSON format ---------------------------------------------------------------------------
def json_export(path: Path, folder: Path, teams: int, repeats: int) -> list[Row]:
    from tddesk.export.json_export import write_json
    from tddesk.services.files import open_championship

    tournament = open_championship(path, read_only=True)
    target = folder / "export.json"
    baseline_target = folder / "baseline.json"

    def stdlib() -> None:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        connection.row_factory = sqlite3.Row
        document = {
            table: [dict(row) for row in connection.execute(f"SELECT * FROM {table}")] for table in DOCUMENT_TABLES
        }
        connection.close()
        baseline_target.write_text(json.dumps(document, ensure_ascii=False, indent=2, default=str), encoding="utf-8")

    try:
        row = against(
            f"JSON export, {teams:,} teams",
            lambda: write_json(tournament, target),
            stdlib,
            "stdlib select + dumps",
            repeats,
            target_ratio=5,
            clock=CPU,
            unit="cpu s",
        )
        size = target.stat().st_size
        tracemalloc.start()
        write_json(tournament, target)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    finally:
        tournament.close()
    memory = Row(f"JSON export peak memory, {teams:,} teams", peak, size, "the document's size", 3, None, 1, "bytes")
    return [row, memory]


def json_export_growth(small: Row, large_path: Path, folder: Path, teams: int, factor: int, repeats: int) -> list[Row]:
    """The export of a file ten times as large, against ``small`` (the national file's export)."""
    from tddesk.export.json_export import write_json
    from tddesk.services.files import open_championship

    tournament = open_championship(large_path, read_only=True)
    target = folder / "export-large.json"
    samples = []
    try:
        for _ in range(repeats):
            start = CPU()
            write_json(tournament, target)
            samples.append(CPU() - start)
    finally:
        tournament.close()
    import statistics

    large = Row(f"JSON export, {teams:,} teams", statistics.median(samples), None, "—", None, None, repeats, "cpu s")
    return [large, growth(f"JSON export: {factor}× the teams", small, large)]


def json_import(document: Path, folder: Path, template: Path, teams: int, repeats: int) -> list[Row]:
    """Import into a new file, against json.load + executemany into a copy of an empty new file."""
    from tddesk.imports.json_import import import_json

    counter = iter(range(10**9))

    def program() -> None:
        target = folder / f"import-{next(counter)}.tddesk"
        import_json(document, target).close()
        _remove(target)

    def stdlib() -> None:
        target = folder / f"baseline-{next(counter)}.tddesk"
        shutil.copy(template, target)
        data = json.loads(document.read_text(encoding="utf-8"))
        connection = _connect(target)
        connection.executemany(
            "INSERT INTO club (id, name, district) VALUES (?, ?, ?)",
            [(c["id"], c["name"], c["district"]) for c in data["clubs"]],
        )
        connection.executemany(
            "INSERT INTO team (id, name, newcomer, position) VALUES (?, ?, ?, ?)",
            [(t["id"], t["name"], t["newcomer"], n) for n, t in enumerate(data["teams"])],
        )
        for position, stage in enumerate(data["stages"]):
            connection.execute(
                "INSERT INTO stage (id, kind, name, boards_per_match, halves, dealt_at_table, position) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    stage["id"],
                    stage["kind"],
                    stage["name"],
                    stage["boards_per_match"],
                    stage["halves"],
                    False,
                    position,
                ),
            )
            connection.executemany(
                "INSERT INTO stage_team (stage_id, team_id, position) VALUES (?, ?, ?)",
                [(stage["id"], team, n) for n, team in enumerate(stage["teams"])],
            )
            connection.executemany(
                "INSERT INTO round (stage_id, number, date) VALUES (?, ?, ?)",
                [(stage["id"], r["number"], r.get("date")) for r in stage["rounds"]],
            )
            matches = [
                (m["id"], stage["id"], r["number"], m["home"], m["away"], n)
                for r in stage["rounds"]
                for n, m in enumerate(r["matches"])
            ]
            connection.executemany(
                "INSERT INTO match (id, stage_id, round_number, home_team_id, away_team_id, "
                "position) VALUES (?, ?, ?, ?, ?, ?)",
                matches,
            )
            connection.executemany(
                "INSERT INTO half_result (match_id, half, home_imps, away_imps) VALUES (?, ?, ?, ?)",
                [
                    (m["id"], n, h["home_imps"], h["away_imps"])
                    for r in stage["rounds"]
                    for m in r["matches"]
                    for n, h in enumerate(m["halves"], start=1)
                ],
            )
        connection.commit()
        connection.close()
        _remove(target)

    row = against(
        f"JSON import, {teams:,} teams",
        program,
        stdlib,
        "stdlib load + executemany",
        repeats,
        target_ratio=5,
        clock=CPU,
        unit="cpu s",
    )
    tracemalloc.start()
    program()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    size = document.stat().st_size
    return [
        row,
        Row(f"JSON import peak memory, {teams:,} teams", peak, size, "the document's size", 3, None, 1, "bytes"),
    ]


def _remove(target: Path) -> None:
    for leftover in (target, target.with_name(target.name + "-wal"), target.with_name(target.name + "-shm")):
        leftover.unlink(missing_ok=True)


# -- workbook and printing: linear in the file -------------------------------------------------------
def workbook_growth(
    small: tuple[Path, int], large: tuple[Path, int], folder: Path, repeats: int, target: float | None = None
) -> list[Row]:
    """The workbook of both files against openpyxl writing the same cells; ``target`` is the larger's."""
    rows = [_workbook(small, folder, repeats, None), _workbook(large, folder, repeats, target)]
    return [*rows, growth(f"workbook: {large[1] // small[1]}× the teams", rows[0], rows[1])]


def _workbook(file: tuple[Path, int], folder: Path, repeats: int, target: float | None) -> Row:
    import statistics

    from openpyxl import Workbook, load_workbook

    from tddesk.export.federation_workbook import write_federation_workbook
    from tddesk.services.files import open_championship

    path, teams = file
    tournament = open_championship(path, read_only=True)
    target_path = folder / f"workbook-{teams}.xlsx"

    def program() -> None:
        write_federation_workbook(tournament, target_path, None)

    try:
        # The first sample also writes the workbook whose values the baseline writes again (a
        # 2,000-team workbook costs seconds: a set-up write of its own would add a sample's worth).
        works = [_cpu_of(program)]
        # The baseline is openpyxl writing the same values, streamed (its fastest way), from memory:
        # reading them back is set-up, not timed.
        source = load_workbook(target_path, read_only=True)
        sheets = [(sheet.title, list(sheet.iter_rows(values_only=True))) for sheet in source.worksheets]
        source.close()

        def openpyxl_same_cells() -> None:
            copy = Workbook(write_only=True)
            for title, values in sheets:
                out = copy.create_sheet(title)
                for row in values:
                    out.append(row)
            copy.save(io.BytesIO())

        baselines = []
        for _ in range(repeats):  # baseline, work, baseline, work …: still one after the other
            baselines.append(_cpu_of(openpyxl_same_cells))
            if len(works) < repeats:
                works.append(_cpu_of(program))
    finally:
        tournament.close()
    return Row(
        f"workbook, {teams:,} teams",
        statistics.median(works),
        statistics.median(baselines),
        "openpyxl write-only, same cells",
        None,
        target,
        repeats,
        "cpu s",
    )


def _cpu_of(function) -> float:
    start = CPU()
    function()
    return CPU() - start


def print_growth(small: tuple[Path, int], large: tuple[Path, int], repeats: int) -> list[Row]:
    rows = [_print_every_stage(path, teams, repeats) for path, teams in (small, large)]
    return [*rows, growth(f"print every stage: {large[1] // small[1]}× the teams", rows[0], rows[1])]


def _print_every_stage(path: Path, teams: int, repeats: int) -> Row:
    from tddesk.reports.result_list import write_result_list
    from tddesk.services.files import open_championship

    tournament = open_championship(path, read_only=True)
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    stage_ids = [stage_id for (stage_id,) in connection.execute("SELECT id FROM stage ORDER BY position")]
    connection.close()

    def every_stage() -> None:
        for stage_id in stage_ids:
            write_result_list(io.BytesIO(), tournament, stage_id)

    def one_stage() -> None:
        write_result_list(io.BytesIO(), tournament, stage_ids[0])

    try:
        return against(
            f"print standings of every stage, {teams:,} teams",
            every_stage,
            one_stage,
            "one stage",
            repeats,
            warmup=0,
            clock=CPU,
            unit="cpu s",
        )
    finally:
        tournament.close()


# -- entry and standings ------------------------------------------------------------------------------
def entry_and_standings(path: Path, stage_id: str, repeats: int) -> list[Row]:
    from tddesk.services.files import open_championship
    from tddesk.services.results import enter_half
    from tddesk.services.schedule import schedule_view
    from tddesk.services.standings import standings

    tournament = open_championship(path)
    match_ids = [match.id for match in schedule_view(tournament, stage_id).rounds[-1].matches]
    counter = iter(range(10**9))
    raw = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)

    def raw_read() -> None:
        # The rows the standings are worked out from and nothing else: the stage's scale, its
        # teams with their names, its matches with their halves, its penalties and walkovers.
        raw.execute("SELECT kind, halves, bye_vp, vp_scale FROM stage WHERE id = ?", (stage_id,)).fetchall()
        raw.execute(
            "SELECT t.id, t.name FROM stage_team s JOIN team t ON t.id = s.team_id WHERE s.stage_id = ?", (stage_id,)
        ).fetchall()
        raw.execute(
            "SELECT m.id, m.round_number, m.home_team_id, m.away_team_id, h.half, h.home_imps, h.away_imps "
            "FROM match m LEFT JOIN half_result h ON h.match_id = m.id WHERE m.stage_id = ?",
            (stage_id,),
        ).fetchall()
        raw.execute("SELECT team_id, kind, vp FROM penalty WHERE stage_id = ?", (stage_id,)).fetchall()
        raw.execute("SELECT match_id, by_team_id FROM walkover WHERE stage_id = ?", (stage_id,)).fetchall()

    def entry() -> None:
        number = next(counter)
        enter_half(tournament, match_ids[number % len(match_ids)], 1, 20 + number % 17, 25 + number % 11)

    bare_path = path.with_name("bare-commit.sqlite")
    bare = sqlite3.connect(bare_path, isolation_level=None)
    mode = tournament.file.engine.connect().exec_driver_sql("PRAGMA journal_mode").scalar()
    bare.execute(f"PRAGMA journal_mode={mode}")
    bare.execute("PRAGMA synchronous=FULL")
    bare.execute(
        "CREATE TABLE IF NOT EXISTS half_result (match_id TEXT, half INT, home INT, away INT, "
        "PRIMARY KEY (match_id, half))"
    )

    def bare_commit() -> None:
        number = next(counter)
        bare.execute("BEGIN")
        bare.execute("INSERT OR REPLACE INTO half_result VALUES (?, 1, ?, ?)", (f"m{number % 5}", number % 17, 3))
        bare.execute("COMMIT")

    try:
        table = against(
            "standings after one entry, 10-team heat",
            lambda: standings(tournament, stage_id),
            raw_read,
            "raw sqlite read of the stage",
            repeats,
            warmup=5,
            target_ratio=5,
        )
        durable = against(
            f"one durable entry (journal_mode={mode}, synchronous=FULL)",
            entry,
            bare_commit,
            "sqlite INSERT + COMMIT, same pragmas",
            repeats,
            warmup=5,
            target_ratio=3,
        )
    finally:
        tournament.close()
        raw.close()
        bare.close()
    return [table, durable]


def every_stage_standings(
    path: Path, teams: int, repeats: int, target: float | None, clock=time.perf_counter, figure: str | None = None
) -> Row:
    """Every stage's standings, one after the other; ``clock=CPU`` gives the CPU time of the process,
    which a machine busy with other work changes far less than the time on the wall."""
    from tddesk.services.files import open_championship
    from tddesk.services.standings import standings

    tournament = open_championship(path, read_only=True)
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    stage_ids = [stage_id for (stage_id,) in connection.execute("SELECT id FROM stage ORDER BY position")]

    def raw_read() -> None:
        connection.execute(
            "SELECT m.stage_id, m.id, h.half, h.home_imps, h.away_imps FROM match m "
            "LEFT JOIN half_result h ON h.match_id = m.id"
        ).fetchall()

    def every_stage() -> None:
        for stage_id in stage_ids:
            standings(tournament, stage_id)

    try:
        cpu = clock is CPU
        default = "the same, CPU time of the process" if cpu else f"standings of every stage, {teams:,} teams"
        figure = figure or default
        return against(
            figure,
            every_stage,
            raw_read,
            "raw read of every result",
            repeats,
            warmup=1,
            target_absolute=target,
            clock=clock,
            unit="cpu s" if cpu else "s",
        )
    finally:
        tournament.close()
        connection.close()


def today() -> str:
    return dt.date.today().isoformat()
