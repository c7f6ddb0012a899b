"""A pairs championship in the window speaks of pairs: no "Teams (0)" in its tree, no "No heats
yet" on its overview, and a barometer's running score has a heading over every column."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

KVAL = "dm-par-mixed-kval-linkoping"


@pytest.fixture
def pairs_window(main_window, pairs_demo_path, tmp_path):
    copy = tmp_path / "dm-par.tddesk"
    shutil.copyfile(pairs_demo_path, copy)
    main_window.controller.open_file(copy)
    QApplication.processEvents()
    return main_window


def test_the_pairs_championships_tree_and_overview_speak_of_pairs(pairs_window):
    controller = pairs_window.controller
    pages = controller.tree_model.keys()  # the tree's view keys (a set)
    assert ("teams",) not in pages
    overview = controller.select(("championship",))
    text = overview.notes.text()
    assert "Inga kvalheat ännu" not in text
    assert "DM Par Mixed: 4 kvalheat och finaler" in text
    assert not overview.button.isVisible() and not overview.sm_button.isVisible()  # no team heats offered


def test_pp5_the_running_score_has_a_heading_over_every_column(pairs_window):
    view = pairs_window.controller.select(("pairs_heat", KVAL))
    view.round_box.setValue(1)
    QApplication.processEvents()
    model = view.model
    headings = [model.headerData(column, Qt.Orientation.Horizontal) for column in range(model.columnCount())]
    assert all(headings), headings
    assert headings[-1] == "Rond %"
    for column in range(model.columnCount()):
        assert any(model.index(row, column).data() for row in range(model.rowCount())), headings[column]
