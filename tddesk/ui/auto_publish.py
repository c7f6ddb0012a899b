"""Publishing the results site in the background after every saved action (Arkiv → Publicera).

The UI thread only notes which action was saved and starts a worker thread if none runs; the
worker finds the stages the action touched (``stages_of_change``) and rewrites their changed
pages. Actions saved while it works are gathered and published together next, so entry never
waits for the site and the site never falls more than one publication behind.
"""
from __future__ import annotations

import contextlib
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tddesk.services.change_scope import stages_of_change

ALL_STAGES = None


class AutoPublisher(QObject):
    """Keeps the site in ``folder`` up to date with ``session``'s file while ``enabled``."""

    published = Signal(object)     # a PublishResult, in the UI thread
    failed = Signal(str)           # why the pages could not be written

    def __init__(self, session, folder: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.folder = Path(folder)
        self.enabled = False
        self._lock = threading.Lock()
        self._pending: list[int | None] = []    # audit ids to publish; None: every stage
        self._worker: threading.Thread | None = None
        session.changed.connect(self.on_change)

    def on_change(self, change) -> None:
        if self.enabled:
            self.request(change.audit_id)

    def request(self, audit_id: int | None = ALL_STAGES) -> None:
        """Publish what the action ``audit_id`` touched (None: the whole site), in the background."""
        with self._lock:
            self._pending.append(audit_id)
            if self._worker is not None and self._worker.is_alive():
                return    # the running worker takes it next
            self._worker = threading.Thread(target=self._work, name="tddesk-publish", daemon=True)
            self._worker.start()

    def busy(self) -> bool:
        with self._lock:
            return bool(self._pending) or (self._worker is not None and self._worker.is_alive())

    def _work(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._worker = None
                    return
                batch, self._pending = self._pending, []
            try:
                result = self._publish(batch)
            except Exception as error:  # any failure is told to the TD, entry goes on
                self.failed.emit(str(error) or type(error).__name__)
            else:
                self.published.emit(result)

    def _publish(self, batch: list[int | None]):
        from tddesk.publish.render import PublishResult, publish  # Jinja2 loads when first used

        tournament = self.session.tournament
        stages: set[str] | None = set()
        for audit_id in batch:
            touched = ALL_STAGES if audit_id is None else stages_of_change(tournament, audit_id)
            if touched is None:
                stages = None
                break
            stages |= touched
        if stages == set():
            return PublishResult(self.folder)    # nothing a page shows has changed
        return publish(tournament, self.folder, stages)

    def wait(self, timeout: float = 30.0) -> None:
        """Let a running publication finish (before the file is closed)."""
        worker = self._worker
        if worker is not None:
            worker.join(timeout)

    def stop(self) -> None:
        self.enabled = False
        with self._lock:
            self._pending.clear()
        self.wait()
        with contextlib.suppress(RuntimeError, TypeError):
            self.session.changed.disconnect(self.on_change)
