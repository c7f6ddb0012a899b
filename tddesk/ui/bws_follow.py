"""Bridgemate → Follow file…: re-read the .bws as soon as BCS writes it.

A file-system watcher (``QFileSystemWatcher``) on the file and its folder starts a read the
moment the file changes; a timer every few seconds does the same where no change is signalled (a
network drive). The file is parsed off the window's thread; what is new is then imported on the
window's thread as one undoable action, so the grid, the standings and the dock update as results
arrive. A copy caught mid-write is retried; a damaged one, another venue's file or an older copy is
reported once, and so is a file that disappears or becomes a folder. The progress line ("Rond 2,
halvlek 1: 31 av 40 brickor") stays in the status bar.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from tddesk.ids import StageId
from tddesk.services.bws_files import BwsFileBusy
from tddesk.services.bws_follow import BwsFollower, stage_progress
from tddesk.services.errors import ServiceError

if TYPE_CHECKING:
    from tddesk.formats.bws.reader import BwsData
    from tddesk.services.bws_import import BwsReport
    from tddesk.ui.session import UiSession

FOLLOW_INTERVAL_MS = 3000
RESULT_POLL_MS = 50


class BwsFollow(QObject):
    """Follows one file into one stage of the open session."""

    progress = Signal(str)  # the progress line, or what went wrong, in words
    imported = Signal(object)  # a BwsReport that changed the file

    def __init__(
        self,
        session: UiSession,
        stage_id: StageId,
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
        self._reading: Future[tuple[BwsData | None, tuple[Any, ...]]] | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.tick)
        self._result_timer = QTimer(self)
        self._result_timer.setInterval(RESULT_POLL_MS)
        self._result_timer.timeout.connect(self._collect)
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._changed)
        self.watcher.directoryChanged.connect(self._changed)
        self._gone_reported: str | None = None

    def start(self) -> None:
        self._watch()
        self.timer.start()
        self.tick()

    def _watch(self) -> None:
        """Watch the file and its folder (BCS may replace the file, which ends a file's watch)."""
        wanted = [str(self.path.parent)] + ([str(self.path)] if self.path.is_file() else [])
        missing = [path for path in wanted if path not in self.watcher.files() + self.watcher.directories()]
        if missing:
            self.watcher.addPaths(missing)

    def _changed(self, _path: str) -> None:
        if not self.timer.isActive():
            return  # stopped
        self._watch()
        self.tick()

    def stop(self) -> None:
        self.watcher.blockSignals(True)
        self.timer.stop()
        self._result_timer.stop()
        self._executor.shutdown(wait=True, cancel_futures=True)

    def tick(self) -> None:
        """A stat of the file; a read off the thread only when it changed."""
        if self._reading is not None:
            return
        changed = self.follower.check()
        if self.follower.gone != self._gone_reported:
            self._gone_reported = self.follower.gone
            if self.follower.gone is not None:
                self.progress.emit(self.follower.gone_text())  # once, until the file is back
        if not changed:
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
        if report is not None and report.changed and report.change is not None:
            text = self.tr("Bridgemate: {count} results from {file}").format(
                count=report.boards_written, file=self.path.name
            )
            self.session.record(text, report.change)
            self.imported.emit(report)
        self.show_progress(report)

    def follower_signature(self) -> tuple[int, int, str]:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.formats.bws.reader import signature

        return signature(self.path)

    def show_progress(self, report: BwsReport | None = None) -> None:
        progress = stage_progress(self.session.tournament, self.stage_id)
        line = progress.text() if progress else self.tr("Following {file}: no results yet").format(file=self.path.name)
        if report is not None and report.notes:
            line += " — " + report.notes[-1]
        self.progress.emit(line)
