"""S5: a stage that exists is never made a second time — in the window, by the service, on the
command line; undo its creation to make it again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tddesk.cli import main
from tddesk.demo.sm import VETERAN_STAGE
from tddesk.ui.app import create_main_window


def knockouts(window) -> list[tuple]:
    pages = window.controller.tree_model.keys()  # the tree's view keys (a set)
    return sorted(key for key in pages if key[0] == "knockout")


@pytest.fixture
def window(qtbot, sm_demo_played_copy):
    created = create_main_window()
    qtbot.addWidget(created)
    created.show()
    qtbot.waitUntil(created.isVisible)
    created.request_open(sm_demo_played_copy)
    assert created.controller.session is not None
    return created


def test_s5_a_second_knockout_of_16_is_refused_in_the_window_and_undo_makes_it_possible_again(window, qtbot):
    controller = window.controller
    view = controller.select(("gronahissen", VETERAN_STAGE))
    assert view.knockout_button.isEnabled()
    qtbot.mouseClick(view.knockout_button, Qt.MouseButton.LeftButton)
    assert len(knockouts(window)) == 1
    view = controller.select(("gronahissen", VETERAN_STAGE))
    # The button says why it is greyed out, and the service refuses it all the same.
    assert not view.knockout_button.isEnabled()
    assert "finns redan" in view.knockout_button.toolTip() and "Ctrl+Z" in view.knockout_button.toolTip()
    view.make_knockout()
    assert "finns redan" in view.message_label.text()
    assert len(knockouts(window)) == 1
    controller.session.undo_stack.undo()
    view = controller.select(("gronahissen", VETERAN_STAGE))
    assert knockouts(window) == [] and view.knockout_button.isEnabled()


def test_s5_the_command_line_refuses_a_second_knockout_in_words(sm_demo_played_copy, capsys):
    path = str(sm_demo_played_copy)
    assert main(["--lang", "en", "knockout", path, "--from", VETERAN_STAGE]) == 0
    capsys.readouterr()
    assert main(["--lang", "en", "knockout", path, "--from", VETERAN_STAGE]) == 2
    error = capsys.readouterr().err
    assert "already exists" in error and "undo" in error and "Traceback" not in error
