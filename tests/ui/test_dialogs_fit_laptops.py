"""The dialogs a TD meets on a venue day fit a 1280×800 and a 1366×768 laptop (docs/architecture.md,
"Layout"): nothing clipped, every button in reach, a long report in a scrollable details area."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from bws_day import bws_folder, day_copy
from tddesk.ui.app import create_main_window
from ui.conftest import use_screen
from ui.evening import choose_in_tree
from ui.test_layout import squashed_or_cut

LAPTOPS = [(1280, 800), (1366, 768)]
TASKBAR = 40
TITLE_BAR = 30  # what a window manager adds above a dialog


def opened(qtbot, path):
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible)
    window.controller.open_file(path)
    QApplication.processEvents()
    return window


def problems_of(dialog) -> list[str]:
    """What a TD at the laptop cannot read or reach in ``dialog``."""
    QApplication.processEvents()
    room = dialog.screen().availableGeometry()
    found = list(squashed_or_cut(dialog))
    if dialog.height() + TITLE_BAR > room.height() or dialog.width() > room.width():
        found.append(f"{dialog.width()}×{dialog.height()} on {room.width()}×{room.height()}")
    for button in dialog.findChildren(QPushButton):
        if button.isVisible() and not dialog.rect().contains(QRect(button.mapTo(dialog, QPoint(0, 0)), button.size())):
            found.append(f"button {button.text()!r} outside the dialog")
    return found


@pytest.mark.parametrize(("width", "height"), LAPTOPS)
def test_the_walkover_unauthorised_player_b_final_and_export_dialogs_fit_the_laptop(
    qtbot, monkeypatch, demo_file, width, height
):
    use_screen(monkeypatch, width, height, TASKBAR, name="eDP-1")
    window = opened(qtbot, demo_file)
    menus = window.controller.tournament_menus
    found = {}
    for kind in ("walkover", "unauthorised_player", "late_arrival", "slow_play"):
        choose_in_tree(window, ("round", "heat-linkoping", 3))
        menus.rulings[kind].trigger()
        found[kind] = problems_of(menus.dialog)
        if menus.dialog.width() < 560:  # a rule's explanation in lines, not a column of words
            found[kind].append(f"only {menus.dialog.width()} px wide")
        menus.dialog.reject()
    view = choose_in_tree(window, ("central_day", "a-final"))
    dialog = view.create_final("b_final")
    found["b_final"] = problems_of(dialog)
    dialog.reject()
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    dialog = menus.open_export_workbook()
    found["export"] = problems_of(dialog)
    dialog.reject()
    assert {kind: problems for kind, problems in found.items() if problems} == {}


@pytest.mark.parametrize(("width", "height"), LAPTOPS)
def test_a_long_bridgemate_report_keeps_its_ok_button_on_the_laptop(
    qtbot, monkeypatch, tmp_path_factory, tmp_path, shared_dir, width, height
):
    folder = bws_folder(shared_dir)
    if not folder.exists():
        pytest.skip("the shared Bridgemate reference files are not here")
    use_screen(monkeypatch, width, height, TASKBAR, name="eDP-1")
    tournament, _teams, stages = day_copy(tmp_path_factory, tmp_path / "day.tddesk", folder, imported=True)
    path = tournament.path
    tournament.close()
    window = opened(qtbot, path)
    choose_in_tree(window, ("round", stages[0], 1))
    menu = window.controller.bridgemate
    asked = []
    # the other venue's file does not fit the stage (docs/bws.md, "Checks"): the TD imports it anyway
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.Yes)
    menu.ask_import(folder / "semifinal-venue2.bws")  # the other venue's file: a note per table
    assert len(asked) == 1
    box = menu.report_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert problems_of(box) == []
    ok = box.button(QMessageBox.StandardButton.Ok)
    assert ok is not None and ok.isVisible()
    notes = box.detailedText().split("\n\n")
    assert len(notes) == 24 and all("Bridgemate-rond" in note for note in notes)
    assert "19 anteckningar till" in box.text()  # five notes shown, the other 19 in the details
    box.close()
