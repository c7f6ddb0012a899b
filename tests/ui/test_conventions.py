"""What a TD expects of any Windows program: Ctrl+Y redoes, and an unexpected error says where
to send its log (an address the TD or the installed package sets)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence

from tddesk.services.round_results import round_entry
from tddesk.ui.crash_log import install_excepthook, start_logging
from tddesk.ui.settings import Settings
from ui.evening import Keyboard, choose_in_tree


def test_ctrl_y_redoes_what_ctrl_z_undid_as_on_windows(qtbot, demo_window):
    window = demo_window
    redo = window.main_actions.redo
    assert QKeySequence("Ctrl+Y") in redo.shortcuts() and QKeySequence("Ctrl+Shift+Z") in redo.shortcuts()
    view = choose_in_tree(window, ("round", "heat-linkoping", 7))
    tournament = window.controller.session.tournament
    match = next(m for m in round_entry(tournament, "heat-linkoping", 7).matches if m.state == "not_started")
    view._save_half(match.id, 1, 31, 18)
    keys = Keyboard(qtbot, window)
    window.tree_view.setFocus()
    keys.press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    saved = {m.id: m for m in round_entry(tournament, "heat-linkoping", 7).matches}
    assert saved[match.id].halves[0] is None
    keys.press(Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    saved = {m.id: m for m in round_entry(tournament, "heat-linkoping", 7).matches}
    assert saved[match.id].halves[0] == (31, 18)


@pytest.fixture
def reporter(tmp_path, monkeypatch):
    import logging
    import sys
    import threading

    root = logging.getLogger()
    handlers = list(root.handlers)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    yield install_excepthook(start_logging(tmp_path / "logs"))
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()


def crash_dialog(qtbot, reporter):
    """The dialog of an error raised in the event loop, as a TD's click would raise it."""
    QTimer.singleShot(0, lambda: reporter.show("Traceback (most recent call last):\nValueError: trasig\n"))
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible(), timeout=5000)
    return reporter.dialog


def test_the_crash_dialog_names_the_address_set_in_the_settings(qtbot, main_window, reporter):
    settings_dialog = main_window.open_settings()
    edit = settings_dialog.report_edit
    assert edit.width() > edit.fontMetrics().horizontalAdvance(edit.placeholderText())  # the hint whole
    settings_dialog.report_edit.setText("  tavlingsledare@example.org ")
    settings_dialog.report_edit.editingFinished.emit()
    settings_dialog.close()
    assert Settings().report_to == "tavlingsledare@example.org"

    dialog = crash_dialog(qtbot, reporter)
    assert "skicka dem med loggfilen till tavlingsledare@example.org" in dialog.log_label.text()
    assert "tavlingsledare@example.org" in dialog.report()
    dialog.close()


def test_without_an_address_the_crash_dialog_says_where_to_set_one(qtbot, main_window, reporter):
    dialog = crash_dialog(qtbot, reporter)
    text = dialog.log_label.text()
    assert "Verktyg → Inställningar" in text and str(reporter.log_path) in text
    dialog.close()
