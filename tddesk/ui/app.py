"""Start the desktop program: the application object, the TD's language, the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent, QIcon, QPixmap
from PySide6.QtWidgets import QApplication

from tddesk.resources import DATA
from tddesk.ui.controller import WindowController
from tddesk.ui.crash_log import install_excepthook, start_logging
from tddesk.ui.main_window import MainWindow
from tddesk.ui.module_sources import forget_module_sources
from tddesk.ui.settings import APPLICATION, ORGANISATION, Settings
from tddesk.ui.translator import install_language


def application() -> QApplication:
    """The running QApplication (created on first use) with the program's names set."""
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)  # the program makes no other kind of application
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("tddesk")
    if app.windowIcon().isNull():
        app.setWindowIcon(program_icon())
    return app


def program_icon() -> QIcon:
    """The icon drawn by installer/make_icon.py, read as package data (also when frozen)."""
    pixmap = QPixmap()
    pixmap.loadFromData((DATA / "icons" / "tddesk.png").read_bytes())
    return QIcon(pixmap)


class FileOpenRequests(QObject):
    """macOS: a ``.tddesk`` double-clicked in the Finder (or dropped on the Dock icon) reaches the
    program as a ``QFileOpenEvent`` to the application, not as an argument; open it in ``window``."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self.window.request_open(event.file())
            return True
        return False


def create_main_window(
    file: Path | None = None, settings: Settings | None = None, language: str | None = None
) -> MainWindow:
    """The main window in ``language`` if given (``tddesk --lang en open``, this run only), else in
    the TD's stored language; ``file``, if given, is opened like File → Open.

    The window's File signals are answered by its ``WindowController`` (``window.controller``).
    The open request is emitted once the event loop runs, so whatever connects
    ``window.open_requested`` to the file services after this call returns still receives it.
    """
    app = application()
    settings = settings if settings is not None else Settings()
    install_language(app, language or settings.language)
    window = MainWindow(settings)
    # set here, where both are made: main_window cannot import the controller that imports it
    window.controller = WindowController(window)  # type: ignore[attr-defined]
    forget_module_sources()
    if sys.platform == "darwin":
        # A filter on the application sees every event of the program: only where the Finder sends files.
        window.file_open_requests = FileOpenRequests(window)
        app.installEventFilter(window.file_open_requests)
    if file is not None:
        QTimer.singleShot(0, window, lambda: window.request_open(file))
    return window


def run_app(file: Path | None = None, language: str | None = None) -> int:
    """Show the main window (on ``file`` if given) and run until it is closed; the exit status.

    Uncaught errors from here on are logged and shown in a dialog (``tddesk.ui.crash_log``).
    """
    app = application()
    install_excepthook(start_logging())
    window = create_main_window(file, language=language)
    window.show()
    return app.exec()
