"""The window at a 1280×800 laptop screen: nothing the TD reads is cut, no field squashed, no
dialog larger than the screen (docs/architecture.md, "Layout")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from tddesk.ui.app import create_main_window
from tddesk.ui.settings import Settings

from .evening import choose_in_tree


def open_window(qtbot, demo_file, size=(1280, 800)):
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible)
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
    assert cut_tree_items(again) == []  # never "Semifina…"
    dock_table = again.controller.standings_dock.table
    assert dock_table.model().rowCount() == 4
    assert cut_table_texts(dock_table) == []  # "Plac", "Lag" and every team whole, never "J…"


def test_the_tree_stays_readable_in_english(qtbot, demo_file):
    Settings().language = "en"
    window = open_window(qtbot, demo_file)
    window.resizeDocks([window.tree_dock], [40], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    texts = window.tree_view.model().findItems("Allocation to semifinals", Qt.MatchFlag.MatchRecursive)
    assert len(texts) == 1
    assert cut_tree_items(window) == []  # "Allocation to semifinals" whole


@pytest.mark.parametrize("language", ["sv", "en"])
def test_a_dock_dragged_narrow_keeps_its_title_whole(qtbot, demo_file, language):
    """The TD drags both docks as narrow as they go and opens the semifinal allocation (no
    standings in the dock): it still reads "Ställning (live)", never "Stäl…", and the tree's
    "Mästerskap" stays whole too."""
    Settings().language = language
    window = open_window(qtbot, demo_file)
    window.resizeDocks([window.tree_dock, window.standings_dock], [10, 10], Qt.Orientation.Horizontal)
    choose_in_tree(window, ("allocation",))
    QApplication.processEvents()
    for dock in (window.tree_dock, window.standings_dock):
        title = dock.windowTitle()
        assert dock.width() > dock.fontMetrics().horizontalAdvance(title), (title, dock.width())
    assert "Ställning" in window.standings_dock.windowTitle() or language == "en"


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


def squashed_or_cut(dialog) -> list[str]:
    """Fields shorter than they need and word-wrapped texts shorter than their lines."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLabel

    problems = []
    for field in dialog.findChildren(QAbstractSpinBox) + dialog.findChildren(QComboBox):
        if field.isVisible() and field.height() < field.sizeHint().height():
            name = field.objectName() or type(field).__name__
            problems.append(f"{name}: {field.height()} < {field.sizeHint().height()}")
    for label in dialog.findChildren(QLabel):
        if (
            label.isVisible()
            and label.wordWrap()
            and label.text()
            and label.height() < label.heightForWidth(label.width())
        ):
            problems.append(f"{label.text()[:30]!r}: {label.height()} < {label.heightForWidth(label.width())}")
    return problems


def fits_screen(window) -> bool:
    """The window is no larger than its screen (where it is placed is the window manager's business)."""
    room, frame = window.screen().availableGeometry(), window.frameGeometry()
    return frame.width() <= room.width() and frame.height() <= room.height()


def test_a_ruling_dialog_grows_with_its_explanation_instead_of_squashing_its_fields_P2(qtbot, demo_file):
    window = open_window(qtbot, demo_file)
    view = choose_in_tree(window, ("round", "heat-linkoping", 1))
    view.table.setCurrentIndex(view.model.index(1, 0))
    window.controller.tournament_menus.rulings["slow_play"].trigger()
    dialog = window.controller.tournament_menus.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert squashed_or_cut(dialog) == []
    dialog.two_tables.click()  # a second table's fields …
    dialog.tables[0].minutes_spin.setValue(12)  # … and two lines more of P2's explanation per team
    QApplication.processEvents()
    QApplication.processEvents()
    assert dialog.outcome_label.text().count("P2") == 4
    assert squashed_or_cut(dialog) == []
    assert fits_screen(dialog), (dialog.frameGeometry(), dialog.screen().availableGeometry())
    dialog.reject()


def test_the_print_preview_fits_the_screen(qtbot, demo_file):
    window = open_window(qtbot, demo_file)
    choose_in_tree(window, ("standings", "heat-linkoping"))
    menus = window.controller.tournament_menus
    menus.preview.trigger()
    dialog = menus.jobs.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert fits_screen(dialog), (dialog.frameGeometry(), dialog.screen().availableGeometry())
    assert dialog.save_button.isVisible() and dialog.rect().contains(dialog.save_button.geometry())
    dialog.reject()


def test_choosing_a_round_never_makes_the_window_wider_than_a_1280_screen(qtbot, demo_file):
    """The round page with both teams' line-up panels must fit beside the tree and the dock: a
    wider minimum pushes the standings dock off a laptop's screen (H5 panels, H8 dock)."""
    window = open_window(qtbot, demo_file)
    for round_key in (("round", "heat-linkoping", 7), ("round", "semifinal-1", 1)):
        choose_in_tree(window, round_key)
        QApplication.processEvents()
        parts = {
            name: widget.minimumSizeHint().width()
            for name, widget in (("tree", window.tree_view), ("centre", window.centralWidget()))
        }
        assert window.minimumSizeHint().width() <= 1280, (round_key, parts)
        assert window.width() <= 1280, round_key
