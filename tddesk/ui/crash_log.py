"""When something goes wrong on the TD's laptop: a log file, and a dialog instead of a silent end.

``start_logging`` writes the program's log (standard ``logging``) to a rotating file in the
user's data folder (``QStandardPaths``: ``~/.local/share/tddesk/tddesk/logs`` on Linux,
``%LOCALAPPDATA%\\tddesk\\tddesk\\logs`` on Windows, ``~/Library/Application Support/…`` on
macOS). ``install_excepthook`` sends an error no code caught (in a slot, a timer, a dialog) to
that log, to stderr, and to ``CrashDialog``. Every change is saved when it is made, so after
such an error the file holds everything up to the TD's latest change and work can go on.
See docs/installing.md.
"""

from __future__ import annotations

import logging
import platform
import sys
import tempfile
import threading
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QStandardPaths, QThread
from PySide6.QtWidgets import QApplication

from tddesk.versions import program_version

if TYPE_CHECKING:
    from tddesk.ui.dialogs.files.crash_dialog import CrashDialog

LOG_NAME = "tddesk.log"
MAX_LOG_BYTES = 1_000_000
KEPT_LOGS = 5  # tddesk.log.1 … tddesk.log.5: a week of a championship fits easily
logger = logging.getLogger("tddesk")

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def log_folder() -> Path:
    """The folder of the log files (it may not exist yet); the application's names must be set."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(base or tempfile.gettempdir()) / "logs"


def report_address(stored: str = "") -> str:
    """Where error reports go: the TD's own setting, else the installed package's issue tracker
    (``[project.urls] Issues`` in pyproject.toml), else nothing known."""
    if stored:
        return stored
    # deferred: read only when a crash is reported (start-up)
    from importlib import metadata

    try:
        urls = metadata.metadata("tddesk").get_all("Project-URL") or []
    except metadata.PackageNotFoundError:
        return ""
    for entry in urls:
        label, _comma, url = str(entry).partition(",")
        if label.strip().lower() in ("issues", "bug tracker", "tracker"):
            return url.strip()
    return ""


def start_logging(folder: Path | None = None) -> Path:
    """Log to ``folder/tddesk.log`` (rotated at 1 MB, 5 kept); the log file's path.

    A folder that cannot be written falls back to the temporary folder, so a locked-down
    laptop still gets its log. Calling it again for the same file adds no second handler.
    """
    folder = folder if folder is not None else log_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        folder = Path(tempfile.gettempdir()) / "tddesk-logs"
        folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG_NAME
    root = logging.getLogger()
    if not any(
        isinstance(handler, RotatingFileHandler) and Path(handler.baseFilename) == path for handler in root.handlers
    ):
        handler = RotatingFileHandler(path, maxBytes=MAX_LOG_BYTES, backupCount=KEPT_LOGS, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    logger.info(
        "tddesk %s started: Python %s, PySide6 %s, %s",
        program_version() or "(source tree)",
        platform.python_version(),
        pyside_version,
        platform.platform(),
    )
    return path


def error_text(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> str:
    return "".join(traceback.format_exception(kind, error, trace))


class CrashReporter:
    """The excepthook: log, echo to stderr, show one ``CrashDialog`` at a time."""

    def __init__(self, log_path: Path, previous: ExceptHook):
        self.log_path = log_path
        self.previous = previous
        self.dialog: CrashDialog | None = None  # the one on screen, if any

    def __call__(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self.previous(kind, error, trace)
            return
        details = error_text(kind, error, trace)
        logger.critical("Unexpected error\n%s", details.rstrip())
        print(details, end="", file=sys.stderr)  # a console or a test run sees it as before
        try:
            self.show(details)
        except Exception:  # the hook itself must never raise
            logger.exception("The error dialog could not be shown")

    def show(self, details: str) -> None:
        app = QApplication.instance()
        if not isinstance(app, QApplication) or QThread.currentThread() is not app.thread():
            return
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.add_details(details)
            return
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.files.crash_dialog import CrashDialog
        from tddesk.ui.settings import Settings

        address = report_address(Settings().report_to)
        self.dialog = CrashDialog(details, self.log_path, program_version(), app.activeWindow(), report_to=address)
        if QThread.currentThread().loopLevel() == 0:  # before or after the event loop: wait here
            self.dialog.exec()
        else:
            self.dialog.open()


def install_excepthook(log_path: Path) -> CrashReporter:
    """Route uncaught errors to the log and the dialog; errors of other threads to the log."""
    reporter = CrashReporter(log_path, sys.excepthook)
    sys.excepthook = reporter

    def thread_hook(arguments: threading.ExceptHookArgs) -> None:
        logger.critical(
            "Unexpected error in thread %s\n%s",
            getattr(arguments.thread, "name", "?"),
            error_text(
                arguments.exc_type, arguments.exc_value or arguments.exc_type(), arguments.exc_traceback
            ).rstrip(),
        )

    threading.excepthook = thread_hook
    return reporter
