"""Opening the window costs the same whatever the file's size (docs/architecture.md, "Speed").

A national file has 2,000 heats of ten teams. The window opens it with a fixed number of SQL
statements (no query per stage, no stage's teams loaded one by one) and with one tree item per
stage: a stage's pages (Settings, Teams, Schedule, its rounds, Standings …) are made when its
branch is first expanded or one of them is chosen. Counted, not timed, so a busy machine cannot
make these fail.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sql_statements import counted_statements
from tddesk.ui.app import create_main_window

PROJECT = Path(__file__).resolve().parents[2]
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))  # benchmarks/ is beside tddesk/, not an installed package

from benchmarks.national_file import FileShape, heat_id, write_championship  # noqa: E402


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[int, Path]:
    """Files of 2 and 12 heats of ten teams, double round robins (18 rounds each)."""
    folder = tmp_path_factory.mktemp("national")
    paths = {}
    for heats in (2, 12):
        paths[heats] = folder / f"heats-{heats}.tddesk"
        write_championship(paths[heats], FileShape(heats)).close()
    return paths


def opened(qtbot, path: Path):
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    with counted_statements() as statements:
        window.controller.open_file(path)
        QApplication.processEvents()
    return window, len(statements)


def items_under(model, index) -> int:
    return sum(1 + items_under(model, model.index(row, 0, index)) for row in range(model.rowCount(index)))


def test_the_window_opens_with_the_same_statements_whatever_the_number_of_stages(qtbot, files):
    _small_window, small = opened(qtbot, files[2])
    large_window, large = opened(qtbot, files[12])
    assert small == large
    assert large_window.controller.session is not None


def test_the_tree_makes_a_stages_pages_only_when_they_are_shown(qtbot, files):
    window, _count = opened(qtbot, files[12])
    tree = window.controller.tree_model
    championship = tree.index(0, 0)
    # The championship, its register and teams, 12 heats, the allocation: no stage pages yet.
    assert items_under(tree, championship) == 15
    first_heat = tree.index_of(("stage_settings", heat_id(0)))
    assert tree.hasChildren(first_heat) and tree.rowCount(first_heat) == 0
    # Every page of every stage is still known: the views of a stage undone away are dropped.
    assert ("round", heat_id(11), 18) in tree and ("fees", heat_id(11)) in tree
    assert ("round", heat_id(11), 19) not in tree

    window.tree_view.expand(first_heat)  # the TD opens the branch
    QApplication.processEvents()
    texts = [tree.index(row, 0, first_heat).data() for row in range(tree.rowCount(first_heat))]
    assert texts[:3] == ["Inställningar", "Lag (10)", "Spelschema"]
    assert texts[3:21] == [f"Rond {number}" for number in range(1, 19)]
    assert texts[21:] == ["Ställning", "Korstabell", "Domslut", "Avgifter"]

    # Choosing a page of a branch never opened makes that stage's pages, and only those.
    view = window.controller.select(("round", heat_id(7), 4))
    assert type(view).__name__ == "RoundEntryView"
    assert window.tree_view.currentIndex().data() == "Rond 4"
    assert window.tree_view.currentIndex().parent().data() == "Kvalheat 8"
    assert items_under(tree, championship) == 15 + 2 * 25


def entry_window(qtbot, path: Path):
    """The window on ``path`` with the first heat's round 18 in the grid and its standings in the dock."""
    window = create_main_window()
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    window.controller.open_file(path)
    grid = window.controller.select(("round", heat_id(0), 18))
    QApplication.processEvents()
    assert window.controller.standings_dock.property("stage_id") == heat_id(0)
    return window, grid


def one_entry(grid, number: int) -> None:
    """IMPs typed in the grid and Tab pressed: what the view does once both IMPs of a half are in."""
    match_id = grid.model.match_row(number % grid.model.rowCount()).id
    grid._save_half(match_id, 1, 20 + number, 31)
    QApplication.processEvents()


def test_an_entry_reads_its_stage_once_for_the_grid_and_the_dock_whatever_the_file(qtbot, files):
    """VP1, H8: after an entry the grid and the standings dock show it, from one read of the stage."""
    counts = []
    for heats in (2, 12):
        window, grid = entry_window(qtbot, files[heats])
        one_entry(grid, 0)  # the first entry compiles what the later ones reuse
        with counted_statements() as statements:
            one_entry(grid, 1)
        counts.append(len(statements))
        matches_read = [s for s in statements if 'FROM "match" LEFT OUTER JOIN half_result' in " ".join(s.split())]
        assert len(matches_read) == 1
        dock = window.controller.standings_dock
        assert dock.model.rowCount() == 10
        shown = grid.model.match_row(1 % grid.model.rowCount())
        assert shown.halves[0] == (21, 31)
        window.close()
    assert counts[0] == counts[1]


def shown(model) -> list[tuple]:
    """Per row, what a TD sees of it: every cell's text, tooltip and font."""
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole)
    return [
        tuple(model.index(row, column).data(role) for column in range(model.columnCount()) for role in roles)
        for row in range(model.rowCount())
    ]


def test_an_entry_repaints_only_the_match_typed_and_the_lines_it_moved(qtbot, files):
    window, grid = entry_window(qtbot, files[2])
    dock = window.controller.standings_dock
    one_entry(grid, 0)
    grid_changes, dock_changes, resets = [], [], []
    grid.model.dataChanged.connect(lambda first, last: grid_changes.append((first.row(), last.row())))
    dock.model.dataChanged.connect(lambda first, last: dock_changes.append((first.row(), last.row())))
    dock.model.modelReset.connect(lambda: resets.append("dock"))
    grid.model.modelReset.connect(lambda: resets.append("grid"))
    before = shown(dock.model)
    one_entry(grid, 2)  # the third match of the round
    assert grid_changes == [(2, 2)]
    assert resets == []
    # Each run of lines that changed is repainted on its own, and nothing else: not the lines
    # between two that moved.
    after = shown(dock.model)
    repainted = {row for first, last in dock_changes for row in range(first, last + 1)}
    assert repainted and repainted == {row for row in range(10) if before[row] != after[row]}
    assert all(first <= last for first, last in dock_changes)
    # The dock shows the same standings as the service computes from the file.
    from tddesk.services.standings import standings

    table = standings(window.controller.session.tournament, heat_id(0))
    assert [dock.model.row(row).team for row in range(10)] == [row.team for row in table.rows]
    assert [dock.model.row(row).vp for row in range(10)] == [row.vp for row in table.rows]
