"""The window fits the screen it opens on and is remembered per screen (docs/architecture.md,
"Layout"): on a 1366×768 laptop with its taskbar the status bar is in sight."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tddesk.ui.app import create_main_window
from ui.conftest import use_screen

LAPTOPS = [(1280, 800), (1366, 768)]
TASKBAR = 40


def opened(qtbot):
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible)
    QApplication.processEvents()
    return window


def status_bar_in_sight(window) -> bool:
    bar = window.statusBar()
    bottom_left = bar.mapToGlobal(bar.rect().bottomLeft())
    return window.screen().availableGeometry().contains(bottom_left) and bar.isVisible()


@pytest.mark.parametrize(("width", "height"), LAPTOPS)
def test_a_new_window_takes_the_laptops_free_area_status_bar_included(qtbot, monkeypatch, demo_file, width, height):
    use_screen(monkeypatch, width, height, TASKBAR, name="eDP-1")
    window = opened(qtbot)
    window.controller.open_file(demo_file)
    QApplication.processEvents()
    room = window.screen().availableGeometry()
    assert window.frameGeometry().height() <= room.height() - 30  # room left for a title bar
    assert window.frameGeometry().width() <= room.width()
    assert room.contains(window.geometry())
    assert status_bar_in_sight(window)


def test_the_window_is_remembered_per_screen(qtbot, monkeypatch):
    use_screen(monkeypatch, 1366, 768, TASKBAR, name="eDP-1")
    laptop = opened(qtbot)
    laptop.resize(700, 500)
    laptop.close()

    use_screen(monkeypatch, 1920, 1080, name="HDMI-1")  # the venue's big screen: its own size
    desktop = opened(qtbot)
    assert (desktop.width(), desktop.height()) == (1280, 800)
    desktop.resize(780, 650)  # (the test platform's real screen is 800×800)
    desktop.close()

    use_screen(monkeypatch, 1366, 768, TASKBAR, name="eDP-1")  # back on the laptop: as left there
    again = opened(qtbot)
    assert (again.width(), again.height()) == (700, 500)
    again.close()

    use_screen(monkeypatch, 1920, 1080, name="HDMI-1")
    assert (opened(qtbot).width(), opened(qtbot).height()) == (780, 650)


def one_page_of_each_kind(window) -> list[tuple]:
    """One tree page of every kind for a heat, a semifinal and the A-final, and the others."""
    chosen, seen = [], set()
    for key in sorted(window.controller.tree_model.keys(), key=str):
        stage = key[1] if len(key) > 1 else ""
        kind = (key[0], stage.split("-")[0])
        if kind not in seen and not (key[0] == "round" and key[2] != 1):
            seen.add(kind)
            chosen.append(key)
    return chosen


def cut_cells(table) -> list[str]:
    model = table.model()
    return [
        model.index(row, column).data()
        for column in range(model.columnCount())
        if not table.isColumnHidden(column)
        for row in range(model.rowCount())
        if table.columnWidth(column) < table.sizeHintForIndex(model.index(row, column)).width()
    ]


@pytest.mark.parametrize(("width", "height"), LAPTOPS)
def test_every_page_fits_the_laptop_without_widening_the_window_or_cutting_the_dock(
    qtbot, monkeypatch, demo_file, width, height
):
    from ui.evening import choose_in_tree

    use_screen(monkeypatch, width, height, TASKBAR, name="eDP-1")
    window = opened(qtbot)
    window.controller.open_file(demo_file)
    room = window.screen().availableGeometry()
    too_wide = {}
    for key in one_page_of_each_kind(window):
        choose_in_tree(window, key)
        QApplication.processEvents()
        needed = window.minimumSizeHint()
        if needed.width() > room.width() or needed.height() > room.height() - 30 or window.width() > room.width():
            too_wide[key] = (needed.width(), needed.height(), window.width())
        dock = window.controller.standings_dock
        if dock is not None and dock.isVisible():
            assert cut_cells(dock.table) == [], key
    assert too_wide == {}
    assert status_bar_in_sight(window)


@pytest.mark.parametrize(("width", "height"), LAPTOPS)
def test_the_dock_shows_three_figure_vp_whole_after_a_swiss_of_eight_rounds(
    qtbot, monkeypatch, sm_demo_played_copy, width, height
):
    """After the SM veterans' eight Swiss rounds the leaders are past 100 VP: "106,88", never "106,…"."""
    from tddesk.demo.sm import VETERAN_STAGE

    use_screen(monkeypatch, width, height, TASKBAR, name="eDP-1")
    window = opened(qtbot)
    window.controller.open_file(sm_demo_played_copy)
    window.controller.select(("standings", VETERAN_STAGE))
    QApplication.processEvents()
    dock = window.controller.standings_dock
    assert dock is not None and dock.isVisible()
    model = dock.table.model()
    vp_column = model.columnCount() - 1
    shown = [model.index(row, vp_column).data() for row in range(model.rowCount())]
    assert any(len(text.split(",")[0]) == 3 for text in shown), shown  # the case this test is about
    assert cut_cells(dock.table) == []
    assert window.frameGeometry().width() <= window.screen().availableGeometry().width()


@pytest.mark.parametrize(("width", "height"), LAPTOPS)
def test_the_allocations_lists_show_every_answer_date_and_heat_whole(qtbot, monkeypatch, demo_file, width, height):
    """A4 on a laptop: the offers list beside the order of choice never shows "2016-12…" for a date
    or a cut heat; a list too narrow for its columns scrolls sideways instead."""
    use_screen(monkeypatch, width, height, TASKBAR, name="eDP-1")
    window = opened(qtbot)
    window.controller.open_file(demo_file)
    view = window.controller.select(("allocation",))
    QApplication.processEvents()
    assert view.offers_model.rowCount() > 0 and view.choice_model.rowCount() > 0
    assert cut_cells(view.offers_table) == []
    assert cut_cells(view.choice_table) == []
