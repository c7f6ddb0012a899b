"""The window keeps the views last shown and deletes older ones (ui/controller.py, KEPT_VIEWS):
an evening of clicking through every page of the championship leaves dialogs as quick as at the
start, and a view comes back as it was made when chosen again."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from tddesk.ui.controller import KEPT_VIEWS
from ui.evening import choose_in_tree


def _settle() -> None:
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # what the event loop does


def test_only_the_views_last_shown_stay_and_a_forgotten_one_is_made_again(demo_window):
    controller = demo_window.controller
    keys = [key for key in sorted(controller.tree_model.keys(), key=str) if key[0] == "round"]
    assert len(keys) > KEPT_VIEWS + 2
    first = choose_in_tree(demo_window, keys[0])
    for key in keys[1 : KEPT_VIEWS + 2]:
        choose_in_tree(demo_window, key)
        _settle()
        assert len(controller.views) <= KEPT_VIEWS
    assert keys[0] not in controller.views and keys[KEPT_VIEWS + 1] in controller.views
    assert demo_window.current_view() is controller.views[keys[KEPT_VIEWS + 1]]
    assert demo_window.views.count() <= KEPT_VIEWS + 1  # the welcome page besides the views
    again = choose_in_tree(demo_window, keys[0])
    assert again is not None and again is not first and demo_window.current_view() is again
    assert list(controller.views)[-1] == keys[0]


def test_a_view_with_its_own_window_open_is_kept(demo_window, qtbot):
    controller = demo_window.controller
    keys = [key for key in sorted(controller.tree_model.keys(), key=str) if key[0] == "round"]
    round_view = choose_in_tree(demo_window, keys[0])
    travellers = round_view.open_boards()
    qtbot.waitUntil(travellers.isVisible)
    for key in keys[1 : KEPT_VIEWS + 4]:
        choose_in_tree(demo_window, key)
        _settle()
    assert controller.views.get(keys[0]) is round_view and travellers.isVisible()
    assert len(controller.views) == KEPT_VIEWS  # others went in its place
    travellers.close()
    choose_in_tree(demo_window, keys[1])
    _settle()
    assert keys[0] not in controller.views and len(controller.views) == KEPT_VIEWS
