"""Starting the program the way `tddesk` does (numbers as text: tests/test_numbers.py)."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from tddesk.ui.app import run_app
from tddesk.ui.main_window import MainWindow


def test_run_app_shows_the_main_window_until_it_is_closed(qapp, tmp_path):
    shown = []

    def close_main_windows():
        for widget in qapp.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                shown.append(widget.windowTitle())
                widget.close()

    QTimer.singleShot(50, close_main_windows)
    assert run_app(tmp_path / "dm-lag-2016.tddesk") == 0
    assert shown == ["tddesk"]
