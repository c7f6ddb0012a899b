"""The benchmarks still run: the figures once each, on tiny files (seconds, not minutes).

The real figures come from ``.venv/bin/python benchmarks/run.py``; this keeps that code from
rotting as the services change, and checks the table's arithmetic.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parents[2]
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # benchmarks/ is beside tddesk/, not an installed package

from benchmarks import figures, run  # noqa: E402
from benchmarks.national_file import FileShape, heat_id, write_championship  # noqa: E402
from benchmarks.paired import Row, alternate, growth  # noqa: E402


def test_samples_alternate_and_the_row_compares_the_medians():
    order: list[str] = []
    works, baselines = alternate(lambda: order.append("work"), lambda: order.append("base"), repeats=3, warmup=1)
    assert order == ["work", "base"] * 4
    assert len(works) == len(baselines) == 3
    row = Row("figure", 0.004, 0.001, "baseline", target_ratio=5)
    assert row.ratio == 4 and row.passed and row.cells()[-1] == "PASS"
    over = Row("figure", 0.02, 0.001, "baseline", target_ratio=5, target_absolute=0.016)
    assert not over.passed and over.cells()[3] == "20.00" and over.target_text() == "≤ 5× and ≤ 16.0 ms"
    assert growth("10×", Row("small", 1.0, 0.1, "b"), Row("large", 11.0, 1.0, "b")).passed
    assert not growth("10×", Row("small", 1.0, 0.1, "b"), Row("large", 13.0, 1.0, "b")).passed


def _positive(row: Row) -> None:
    assert row.median > 0 and row.baseline is not None and row.baseline > 0
    assert row.cells()[0] == row.figure


def test_entry_standings_and_every_stage(tmp_path):
    heat = tmp_path / "heat.tddesk"
    write_championship(heat, run.LIVE_HEAT).close()
    for row in figures.entry_and_standings(heat, heat_id(0), repeats=1):
        _positive(row)
    _positive(figures.every_stage_standings(heat, 10, repeats=1, target=1.0))


def test_json_export_and_import(tmp_path):
    path = tmp_path / "file.tddesk"
    write_championship(path, FileShape(heats=1)).close()
    export, memory = figures.json_export(path, tmp_path, 10, repeats=1)
    _positive(export)
    assert memory.unit == "bytes" and memory.baseline == (tmp_path / "export.json").stat().st_size
    template = tmp_path / "empty.tddesk"
    from tddesk.services.files import new_championship

    new_championship(template, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17").close()
    for row in figures.json_import(tmp_path / "export.json", tmp_path, template, 10, repeats=1):
        _positive(row)


def test_printing_grows_with_the_file(tmp_path):
    small, large = tmp_path / "small.tddesk", tmp_path / "large.tddesk"
    write_championship(small, FileShape(heats=1)).close()
    write_championship(large, FileShape(heats=2)).close()
    *timed, ratio = figures.print_growth((small, 10), (large, 20), repeats=1)
    for row in timed:
        _positive(row)
    assert ratio.baseline == timed[0].median and ratio.median == timed[1].median


def test_window_open_and_repaint(qapp, tmp_path):
    heat = tmp_path / "heat.tddesk"
    write_championship(heat, run.LIVE_HEAT).close()
    _positive(figures.window_open(qapp, heat, 10, repeats=1, target=1.0))
    _positive(figures.repaint(qapp, heat, heat_id(0), 9, "repaint", repeats=1, target=0.008))


def test_the_child_processes_report_ready(tmp_path):
    from benchmarks.start_up import bare_window_command, cli_command, peak_memory, run_to_end, until_ready

    assert run_to_end(cli_command("vp", "20", "30", "13")) > 0
    assert until_ready(bare_window_command()) > 0
    assert peak_memory(bare_window_command()) > 10_000_000  # a Qt window's own memory, not its parent's


def _figures_of(rows: list[Row], only: str) -> list[tuple[str, ...]]:
    """The groups ``rows`` came from; every row's figure is one its group declares."""
    declared = [group for group in run.groups(run.Files(Path(), print), run.SMALL, 1) if run.wanted(group, only)]
    for row in rows:
        assert any(row.figure.startswith(name) for group in declared for name in group.figures), row.figure
    return [group.figures for group in declared]


def test_only_measures_the_groups_named_and_writes_only_the_files_they_read(tmp_path):
    files = run.Files(tmp_path, lambda text: None)
    rows = run.measure(tmp_path, run.SMALL, 1, only="json import", files=files)
    assert [row.figure for row in rows] == [
        "JSON export, 20 teams",
        "JSON export peak memory, 20 teams",
        "JSON export, 40 teams",
        "JSON export: 2× the teams",
        "JSON import, 10 teams",
        "JSON import peak memory, 10 teams",
    ]
    assert _figures_of(rows, "json import") == [tuple(row.figure for row in rows)]
    # the national file and the one ten times as large (here twice), the import's source file and its
    # document, the empty file it is imported beside
    assert files.names == ["empty.tddesk", "file-10.tddesk", "file-20.tddesk", "file-40.tddesk", "import-source.json"]
    assert not (tmp_path / "demo.tddesk").exists() and not (tmp_path / "heat.tddesk").exists()


def test_only_standings_runs_the_standings_groups_and_nothing_else(qapp, tmp_path):
    files = run.Files(tmp_path, lambda text: None)
    rows = run.measure(tmp_path, run.SMALL, 1, only="standings", files=files)
    groups = _figures_of(rows, "standings")
    assert [names[0] for names in groups] == [
        "Tab in the round grid → standings dock repainted, 10-team heat",
        "print standings of every stage, 10 teams",
        "standings after one entry, 10-team heat",
        "standings of every stage, 10 teams",
    ]
    assert len(rows) == sum(len(names) for names in groups)
    assert not any(row.figure.startswith(("JSON", "workbook", "window", "cold start", "pairs")) for row in rows)
    # the heat being entered, the national file (its largest stage), the two printed and its tenth
    assert files.names == ["file-10.tddesk", "file-20.tddesk", "heat.tddesk"]
    assert not (tmp_path / "pairs.tddesk").exists() and not (tmp_path / "demo.tddesk").exists()


def test_only_with_a_text_no_figure_has_is_refused_with_the_names(capsys):
    import pytest

    with pytest.raises(SystemExit) as stopped:
        run.main(["--small", "--only", "no such figure"])
    assert stopped.value.code == 2
    assert "workbook, 10 teams" in capsys.readouterr().err


def test_the_workbook_grows_with_the_file_against_openpyxl_writing_the_same_cells(tmp_path):
    small, large = tmp_path / "small.tddesk", tmp_path / "large.tddesk"
    write_championship(small, FileShape(heats=1)).close()
    write_championship(large, FileShape(heats=2)).close()
    *timed, ratio = figures.workbook_growth((small, 10), (large, 20), tmp_path, repeats=1, target=5.0)
    for row in timed:
        _positive(row)
    assert [row.target_absolute for row in timed] == [None, 5.0] and timed[1].unit == "cpu s"
    assert ratio.baseline == timed[0].median and ratio.median == timed[1].median


def test_the_readme_table_is_the_run_s_own_table(tmp_path):
    """--readme writes the whole run's table between the README's markers, and only there."""
    start, end = run.README_TABLE
    readme = f"# tddesk\n\nbefore\n{start}\nan old table\n{end}\nafter\n"
    rows = [Row("a figure", 0.002, 0.001, "a baseline", 4, None, 5)]
    written = run.readme_with_table(readme, rows, "The latest run: 1 figure.")
    assert written.startswith("# tddesk\n\nbefore\n") and written.endswith(f"{end}\nafter\n")
    assert "an old table" not in written
    assert "The latest run: 1 figure." in written and run.table(rows) in written
    with pytest.raises(ValueError, match="no"):
        run.readme_with_table("# no block\n", rows, "")
