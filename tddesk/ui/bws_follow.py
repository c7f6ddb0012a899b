"""Bridgemate → Follow file…: re-read the .bws every few seconds while BCS writes it.

The file is parsed off the window's thread (a copy of it, about half a second for a day's file);
what is new is then imported on the window's thread as one undoable action, so the grid, the
standings and the dock update as results arrive. A copy caught mid-write is retried on the next
tick. The progress line ("Rond 2, halvlek 1: 31 av 40 brickor") stays in the status bar.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from tddesk.services.bws_files import BwsFileBusy
from tddesk.services.bws_follow import BwsFollower, stage_progress
from tddesk.services.errors import ServiceError

FOLLOW_INTERVAL_MS = 3000
RESULT_POLL_MS = 50


class BwsFollow(QObject):
    """Follows one file into one stage of the open session."""

    progress = Signal(str)  # the progress line, or what went wrong, in words
    imported = Signal(object)  # a BwsReport that changed the file

    def __init__(
        self,
        session,
        stage_id: str,
        path: Path | str,
        interval_ms: int = FOLLOW_INTERVAL_MS,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.session = session
        self.stage_id = stage_id
        self.path = Path(path)
        self.follower = BwsFollower(session.tournament, stage_id, path)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bws-read")
        self._reading: Future | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.tick)
        self._result_timer = QTimer(self)
        self._result_timer.setInterval(RESULT_POLL_MS)
        self._result_timer.timeout.connect(self._collect)

    def start(self) -> None:
        self.timer.start()
        self.tick()

    def stop(self) -> None:
        self.timer.stop()
        self._result_timer.stop()
        self._executor.shutdown(wait=True, cancel_futures=True)

    def tick(self) -> None:
        """A stat of the file; a read off the thread only when it changed."""
        if self._reading is not None or not self.follower.check():
            return
        self._reading = self._executor.submit(self.follower.read)
        self._result_timer.start()

    def _collect(self) -> None:
        if self._reading is None or not self._reading.done():
            return
        self._result_timer.stop()
        reading, self._reading = self._reading, None
        try:
            data, signature = reading.result()
            report = self.follower.apply(data, signature)
        except BwsFileBusy as busy:
            self.progress.emit(str(busy))  # tried again on the next tick
            return
        except ServiceError as error:
            self.progress.emit(str(error))
            self.follower.apply(None, self.follower_signature())  # the same file is not refused again
            return
        if report is not None and report.changed:
            text = self.tr("Bridgemate: {count} results from {file}").format(
                count=report.boards_written, file=self.path.name
            )
            self.session.record(text, report.change)
            self.imported.emit(report)
        self.show_progress(report)

    def follower_signature(self) -> tuple:
        from tddesk.formats.bws.reader import signature

        return signature(self.path)

    def show_progress(self, report=None) -> None:
        progress = stage_progress(self.session.tournament, self.stage_id)
        line = progress.text() if progress else self.tr("Following {file}: no results yet").format(file=self.path.name)
        if report is not None and report.notes:
            line += " — " + report.notes[-1]
        self.progress.emit(line)
