"""Driving the real main window through a heat evening with the keyboard, counting every key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tddesk.ui.tree import VIEW_KEY_ROLE


class Keyboard:
    """Sends key events to whatever widget has the focus, as a TD's keyboard does, and counts them."""

    def __init__(self, qtbot, window=None):
        self.qtbot = qtbot
        self.window = window
        self.count = 0
        if window is not None:  # the TD's window in front, as when the TD works in it
            window.raise_()
            window.activateWindow()
            QApplication.processEvents()

    def focus(self):
        """The widget the keys go to: the application's focus, or the window's own focus widget
        while another test's window is still the active one."""
        widget = QApplication.focusWidget()
        if self.window is not None and (widget is None or widget.window() is not self.window):
            widget = self.window.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        return widget

    def press(self, key, modifier=Qt.KeyboardModifier.NoModifier, times: int = 1) -> None:
        for _ in range(times):
            self.qtbot.keyClick(self.focus(), key, modifier)
            self.count += 1
            QApplication.processEvents()

    def type(self, text: str) -> None:
        for character in text:
            self.qtbot.keyClicks(self.focus(), character)
            self.count += 1
        QApplication.processEvents()


def choose_in_tree(window, key: tuple):
    """Make ``key`` the current tree item (as a click does) and return the view it shows."""
    model = window.controller.tree_model
    index = model.index_of(key)
    assert index.isValid(), f"{key} is not in the tree"
    window.tree_view.setCurrentIndex(index)
    QApplication.processEvents()
    return window.controller.views.get(key)  # None for a tree item without a page of its own


def tree_key(window) -> tuple | None:
    index = window.tree_view.currentIndex()
    return index.data(VIEW_KEY_ROLE) if index.isValid() else None
