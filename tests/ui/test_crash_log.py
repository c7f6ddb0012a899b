"""An unexpected error on the TD's laptop: logged to a file, shown in a Swedish dialog, never a
silent end; Help → About names the version and the log folder."""

from __future__ import annotations

import logging
import sys
import threading
from logging.handlers import RotatingFileHandler

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from tddesk.ui.crash_log import KEPT_LOGS, install_excepthook, log_folder, start_logging
from tddesk.ui.dialogs.files.crash_dialog import CrashDialog

DETAILS = 'Traceback (most recent call last):\n  File "x.py", line 1, in <module>\nValueError: trasig\n'


@pytest.fixture
def log_path(tmp_path, monkeypatch):
    """Logging into tmp_path; the root logger and both hooks are as before afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    path = start_logging(tmp_path / "logs")
    yield path
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


def test_the_log_file_rotates_in_the_given_folder_and_is_not_doubled(log_path):
    assert log_path.name == "tddesk.log" and log_path.is_file()
    assert "started" in log_path.read_text(encoding="utf-8")
    start_logging(log_path.parent)
    ours = [
        handler
        for handler in logging.getLogger().handlers
        if isinstance(handler, RotatingFileHandler) and handler.baseFilename == str(log_path)
    ]
    assert len(ours) == 1
    assert ours[0].backupCount == KEPT_LOGS and ours[0].maxBytes > 0


def test_the_dialog_says_the_file_is_saved_and_copies_the_report(qtbot, tmp_path):
    log = tmp_path / "logs" / "tddesk.log"
    dialog = CrashDialog(DETAILS, log, "0.1.0")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Oväntat fel"
    assert dialog.message.text().startswith("Ett oväntat fel")
    assert "Filen är sparad fram till din senaste ändring" in dialog.message.text()
    assert str(log) in dialog.log_label.text()
    assert dialog.copy_button.text() == "&Kopiera"
    QGuiApplication.clipboard().clear()
    dialog.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("tddesk 0.1.0\n")
    assert str(log) in copied and "ValueError: trasig" in copied
    dialog.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    assert not dialog.isVisible()


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_opens_the_dialog_and_is_logged(qtbot, log_path, capsys):
    reporter = install_excepthook(log_path)
    button = QPushButton("Spara")
    qtbot.addWidget(button)

    def broken_slot():
        raise RuntimeError("lagets namn saknas i raden")

    button.clicked.connect(broken_slot)

    QTimer.singleShot(0, button.click)  # from the event loop, as a TD's click would come
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible(), timeout=5000)
    dialog = reporter.dialog
    assert "RuntimeError: lagets namn saknas i raden" in dialog.details.toPlainText()
    assert "broken_slot" in dialog.details.toPlainText()
    assert "Filen är sparad fram till din senaste ändring" in dialog.message.text()
    for handler in logging.getLogger().handlers:
        handler.flush()
    logged = log_path.read_text(encoding="utf-8")
    assert "CRITICAL tddesk: Unexpected error" in logged and "lagets namn saknas i raden" in logged
    assert "RuntimeError" in capsys.readouterr().err  # still on stderr for a console

    QTimer.singleShot(0, button.click)  # a second error joins the open dialog
    qtbot.waitUntil(lambda: dialog.details.toPlainText().count("RuntimeError: lagets") == 2, timeout=5000)
    assert reporter.dialog is dialog
    dialog.close()


def test_about_names_the_version_and_the_log_folder(main_window):
    box = main_window.show_about()
    assert box.text().startswith("tddesk ")
    assert str(log_folder()) in box.informativeText()
    assert box.informativeText().startswith("Loggfiler")
    box.close()
