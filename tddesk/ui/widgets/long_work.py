"""Long work — an import, the demo, a long document, the workbook — with a progress dialog and
Cancel (docs/architecture.md, "The UI toolkit").

``LongWork(parent, label, work)`` calls ``work(report)``; ``report(done, total)`` moves the bar
and returns False once the TD pressed Cancel. For the first second a busy cursor says enough
and the TD's clicks and keys wait, so nothing is started twice; then a window-modal progress
dialog with ``label`` appears. Three ways to run it:

- ``run()`` in a worker thread, waiting for it: returns the work's result, or None when the TD
  cancelled. With ``cancellable`` (work that writes nothing) Cancel returns at once and the
  result is thrown away; with ``stoppable`` the work itself listens to ``report`` and stops,
  and ``run()`` gives what it returned.
- ``run()`` with ``in_thread=False``: the work stays in the UI thread (it reads the open file
  as the window does) and each ``report`` lets the dialog paint and Cancel work.
- ``start()``: in a worker thread without waiting; ``done(result, message)`` follows.

A failure is never a traceback: ``run()`` raises a ``ServiceError`` in the TD's words (a
refusal as the service put it, anything else as "stopped before the end" and why, the details in the
log), and ``done`` carries the same words. The dialog and this object go once the work ended.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QThread, QTimer, Signal
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from tddesk.i18n import translate
from tddesk.services.errors import ServiceError
from tddesk.system_words import system_reason

SHOW_PROGRESS_AFTER_MS = 1000  # below this a busy cursor says enough
Report = Callable[[int, int], bool]
logger = logging.getLogger("tddesk")

# Workers still running after the TD cancelled: kept alive until they finish, then let go.
_abandoned: set[QThread] = set()


def failure_words(error: BaseException, label: str) -> ServiceError:
    """What the TD reads when long work failed; an unforeseen error goes to the log in full."""
    if isinstance(error, ServiceError):
        return error
    work = label.rstrip("…. ")
    if isinstance(error, OSError):
        reason = system_reason(error)
        if error.filename:
            reason = f"{reason} ({error.filename})"
        return ServiceError(
            translate("LongWork", "Stopped before the end ({work}): {reason}. Nothing more was done.").format(
                work=work, reason=reason
            )
        )
    logger.error("Stopped before the end (%s)", work, exc_info=error)
    return ServiceError(
        translate(
            "LongWork",
            "Stopped before the end ({work}): {reason}. Nothing more was done; "
            "the details are in the program's log (Help → About tddesk names its folder).",
        ).format(work=work, reason=str(error) or type(error).__name__)
    )


def _wait_for_abandoned() -> None:
    """At quit: a thread must not be destroyed while it runs (Qt aborts the program)."""
    for worker in list(_abandoned):
        worker.wait()


class _Worker(QThread):
    def __init__(self, work: Callable[[], Any]):
        application = QCoreApplication.instance()
        assert application is not None  # long work runs inside the program's application
        super().__init__(application)
        if not application.property("tddeskWaitsForWorkers"):
            application.setProperty("tddeskWaitsForWorkers", True)
            application.aboutToQuit.connect(_wait_for_abandoned)
        self.work = work
        self.result: Any = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = self.work()
        except BaseException as error:
            self.error = error


class LongWork(QObject):
    advanced = Signal(int, int)  # ``report`` was called (from the worker thread when in a thread)
    done = Signal(object, str)  # after ``start()``: the result, and the failure in words ("" for none)

    def __init__(
        self,
        parent: QWidget,
        label: str,
        work: Callable[[Report], Any],
        *,
        cancellable: bool = True,
        stoppable: bool = False,
        in_thread: bool = True,
        at_once: bool = False,
    ):
        super().__init__(parent)
        self.label = label
        self.cancelled = False
        self.in_thread = in_thread
        self.at_once = at_once  # the progress dialog from the start, not after a second
        self.stoppable = stoppable or not in_thread  # work in the UI thread can only stop by listening
        self._stop = threading.Event()
        self._work = work
        self._worker: _Worker | None = None
        self._started = 0.0
        self._cursor = False
        self.advanced.connect(self._advance)  # queued from a worker: it must not touch widgets
        button = self.tr("Cancel") if cancellable or self.stoppable else None
        # None: no Cancel button, as Qt documents; the stub asks for a text
        self.progress = QProgressDialog(label, button, 0, 0, parent)  # type: ignore[arg-type]
        self.progress.setObjectName("longWorkProgress")
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.setMinimumDuration(24 * 3600 * 1000)  # shown by this class instead, after a second
        self.progress.hide()
        self.progress.canceled.connect(self._cancel)

    # -- for the work ----------------------------------------------------------------------------
    def report(self, done: int, total: int) -> bool:
        """For the work: ``done`` of ``total`` steps; False when it should stop."""
        self.advanced.emit(done, total)
        if not self.in_thread:
            if not self.progress.isVisible() and time.monotonic() - self._started >= SHOW_PROGRESS_AFTER_MS / 1000:
                self._show_progress()
            # Until the dialog blocks the window, the TD's clicks and keys wait.
            QCoreApplication.processEvents(
                QEventLoop.ProcessEventsFlag.AllEvents
                if self.progress.isVisible()
                else QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents
            )
        return not self._stop.is_set()

    def cancel(self) -> None:
        """What Cancel does; safe from the worker thread too, but only a stoppable work listens."""
        self.cancelled = True
        self._stop.set()

    # -- for the caller --------------------------------------------------------------------------
    def run(self) -> Any:
        """The work's result (None when cancelled); a failure raises a ServiceError in words."""
        self._begin()
        if self.at_once:
            self._show_progress()
        try:
            if self.in_thread:
                result = self._run_in_thread()
            else:
                result = self._work(self.report)
        except ServiceError:
            raise
        except Exception as error:
            raise failure_words(error, self.label) from error
        finally:
            self._end()
        return None if self.cancelled and not self.stoppable else result

    def start(self) -> None:
        """Run the work in a worker thread and return at once; ``done`` follows. The progress
        dialog shows at once: the caller chose to wait for it."""
        self._begin()
        self._show_progress()
        self._worker = _Worker(lambda: self._work(self.report))
        self._worker.finished.connect(self._finished)
        self._worker.start()

    def wait(self) -> None:
        """Block until a started work ends (it must not outlive its window)."""
        if self._worker is not None:
            self._worker.wait()

    # -- inside ----------------------------------------------------------------------------------
    def _begin(self) -> None:
        self._started = time.monotonic()
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        self._cursor = True

    def _show_progress(self) -> None:
        if self._cursor:  # the busy cursor would hide the arrow over Cancel
            QApplication.restoreOverrideCursor()
            self._cursor = False
        self.progress.show()

    def _end(self) -> None:
        if self._cursor:
            QApplication.restoreOverrideCursor()
            self._cursor = False
        self.progress.reset()  # also stops Qt's own timer that would show the dialog later
        self.progress.hide()
        self.progress.deleteLater()
        self.deleteLater()

    def _run_in_thread(self) -> Any:
        worker = self._worker = _Worker(lambda: self._work(self.report))
        loop = QEventLoop()
        worker.finished.connect(loop.quit)  # queued from the worker: delivered inside a loop
        self.progress.canceled.connect(loop.quit)
        worker.start()
        if not self.at_once:
            QTimer.singleShot(SHOW_PROGRESS_AFTER_MS, loop, loop.quit)
            loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        if worker.isRunning() and not self.cancelled:  # a long one: show the progress, let Cancel be pressed
            self._show_progress()
            loop.exec()
        if self.cancelled and not self.stoppable:
            return None
        # Polled, not blocked on: after Cancel a stoppable work may still be cleaning up; keep painting.
        while not worker.wait(50):
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        worker.deleteLater()
        self._worker = None
        if worker.error is not None:
            raise worker.error
        return worker.result

    def _finished(self) -> None:
        worker = self._worker
        assert worker is not None  # start() made it; only Cancel of a cancellable work forgets it
        self._end()
        words = "" if worker.error is None else str(failure_words(worker.error, self.label))
        self.done.emit(None if worker.error else worker.result, words)
        worker.deleteLater()

    def _advance(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(min(done, max(total, 1)))

    def _cancel(self) -> None:
        self.cancel()
        worker = self._worker
        if self.stoppable or worker is None:
            return
        if worker.isRunning():
            _abandoned.add(worker)

            def forget() -> None:
                _abandoned.discard(worker)
                worker.deleteLater()

            worker.finished.connect(forget)
        else:
            worker.deleteLater()
        self._worker = None
