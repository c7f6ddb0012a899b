"""The window at a 1280×800 laptop screen: nothing the TD reads is cut (issue: "Layout")."""
from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from tddesk.ui.app import create_main_window
from tddesk.ui.settings import Settings

from .evening import choose_in_tree


def open_window(qtbot, demo_file, size=(1280, 800)):
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(*size)
    window.controller.open_file(demo_file)
    QApplication.processEvents()
    return window


def cut_tree_items(window) -> list[str]:
    """Every tree item (all branches expanded) whose text does not fit its row."""
    view = window.tree_view
    view.expandAll()
    QApplication.processEvents()
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    model, cut, pending = view.model(), [], [QModelIndex()]
    while pending:
        parent = pending.pop()
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            if view.visualRect(index).width() < view.itemDelegate().sizeHint(option, index).width():
                cut.append(index.data())
            pending.append(index)
    return cut


def cut_table_texts(table) -> list[str]:
    """Header titles and cells of ``table`` wider than their column."""
    model, header, cut = table.model(), table.horizontalHeader(), []
    for column in range(model.columnCount()):
        if header.sectionSize(column) < header.sectionSizeFromContents(column).width():
            cut.append(model.headerData(column, Qt.Orientation.Horizontal))
        for row in range(model.rowCount()):
            index = model.index(row, column)
            if table.columnWidth(column) < table.sizeHintForIndex(index).width():
                cut.append(index.data())
    return cut


def test_tree_and_standings_dock_stay_readable_after_a_restart_with_narrow_docks(qtbot, demo_file):
    first = open_window(qtbot, demo_file)
    choose_in_tree(first, ("round", "heat-linkoping", 1))
    # The TD drags both docks as narrow as they go; the window remembers that at closing.
    first.resizeDocks([first.tree_dock, first.standings_dock], [40, 40], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    first.close()
    assert not Settings().window_state.isEmpty()

    again = open_window(qtbot, demo_file)
    choose_in_tree(again, ("round", "semifinal-1", 1))
    assert cut_tree_items(again) == []          # never "Semifina…"
    dock_table = again.controller.standings_dock.table
    assert dock_table.model().rowCount() == 4
    assert cut_table_texts(dock_table) == []    # "Plac", "Lag" and every team whole, never "J…"


def test_the_tree_stays_readable_in_english(qtbot, demo_file):
    Settings().language = "en"
    window = open_window(qtbot, demo_file)
    window.resizeDocks([window.tree_dock], [40], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    texts = window.tree_view.model().findItems("Allocation to semifinals", Qt.MatchFlag.MatchRecursive)
    assert len(texts) == 1
    assert cut_tree_items(window) == []         # "Allocation to semifinals" whole


def test_a_two_half_round_grid_shows_every_column_at_1280_by_800(qtbot, demo_file):
    window = open_window(qtbot, demo_file)
    assert (window.width(), window.height()) == (1280, 800)
    view = choose_in_tree(window, ("round", "semifinal-1", 1))
    QApplication.processEvents()
    table = view.table
    model = table.model()
    assert model.halves == 2 and model.columnCount() == 10
    header = table.horizontalHeader()
    columns = sum(header.sectionSize(column) for column in range(model.columnCount()))
    assert columns <= table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()
    assert cut_table_texts(table) == []
