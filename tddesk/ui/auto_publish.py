"""Publishing the results site in the background after every saved action (Arkiv → Publicera).

The pages are written by a second process, ``tddesk publish FILE FOLDER --follow``, started once
(a QProcess, so nothing in this process waits for it): the UI thread only writes the id of each
saved action to its input. A thread of this process would share the interpreter with the UI and
slow typing down while pages are rendered; a process does not. The publisher opens the file
read-only, finds the stages the actions touched (``stages_of_change``) and rewrites their changed
pages. Actions saved while it works are sent together next, so the site never falls more than
one publication behind.
"""

from __future__ import annotations

import contextlib
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QProcess, Signal

from tddesk import i18n

if TYPE_CHECKING:
    from tddesk.services.tournament import Change
    from tddesk.ui.session import UiSession

ALL_STAGES = None


@dataclass
class Published:
    """What one publication wrote (the same fields as ``tddesk.publish.render.PublishResult``)."""

    folder: Path
    written: list[str] = field(default_factory=list)
    pages: int = 0
    removed: list[str] = field(default_factory=list)


def publisher_command(path: Path, folder: Path) -> tuple[str, list[str]]:
    """The program and arguments of ``tddesk publish --follow``, also from the frozen program."""
    arguments = ["--lang", i18n.language(), "publish", str(path), str(folder), "--follow"]
    if getattr(sys, "frozen", False):
        return sys.executable, arguments
    return sys.executable, ["-m", "tddesk", *arguments]


class AutoPublisher(QObject):
    """Keeps the site in ``folder`` up to date with ``session``'s file while ``enabled``."""

    published = Signal(object)  # a Published, in the UI thread
    failed = Signal(str)  # why the pages could not be written

    def __init__(self, session: UiSession, folder: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self._folder = Path(folder)
        self.enabled = False
        self._pending: list[str] = []  # audit ids (or "all") not yet sent
        self._in_flight = False
        self._process: QProcess | None = None
        self._output = b""
        session.changed.connect(self.on_change)

    @property
    def folder(self) -> Path:
        return self._folder

    @folder.setter
    def folder(self, folder: Path) -> None:
        if Path(folder) != self._folder:
            self._stop_process()  # the running publisher writes to the old folder
            self._folder = Path(folder)

    def on_change(self, change: Change) -> None:
        if self.enabled:
            self.request(change.audit_id)

    def request(self, audit_id: int | None = ALL_STAGES) -> None:
        """Publish what the action ``audit_id`` touched (None: the whole site), in the background."""
        self._pending.append("all" if audit_id is None else str(audit_id))
        self._send()

    def busy(self) -> bool:
        return bool(self._pending) or self._in_flight

    def _send(self) -> None:
        if self._in_flight or not self._pending:
            return
        process = self._ensure_process()
        if process is None:
            return
        line, self._pending = " ".join(self._pending), []
        self._in_flight = True
        process.write((line + "\n").encode())

    def _ensure_process(self) -> QProcess | None:
        if self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning:
            return self._process
        process = QProcess(self)
        program, arguments = publisher_command(self.session.tournament.path, self._folder)
        process.readyReadStandardOutput.connect(self._read)
        process.errorOccurred.connect(self._process_failed)
        process.finished.connect(self._process_finished)
        process.start(program, arguments)
        self._process = process
        self._output = b""
        return process

    def _read(self) -> None:
        sender = self.sender()
        process = sender if isinstance(sender, QProcess) else self._process
        if process is None:
            return
        self._output += bytes(process.readAllStandardOutput().data())
        while b"\n" in self._output:
            line, self._output = self._output.split(b"\n", 1)
            self._answered(line)

    def _answered(self, line: bytes) -> None:
        self._in_flight = False
        try:
            answer = json.loads(line)
        except ValueError:
            answer = {"error": line.decode(errors="replace")}
        if "error" in answer:
            self.failed.emit(answer["error"])
        else:
            self.published.emit(Published(self._folder, answer["written"], answer["pages"], answer["removed"]))
        self._send()

    def _process_failed(self, _error: QProcess.ProcessError) -> None:
        process = self._process
        reason = process.errorString() if process is not None else ""
        self._in_flight = False
        self.failed.emit(reason)

    def _process_finished(self, _code: int, _status: QProcess.ExitStatus) -> None:
        process = self._process
        if process is not None:
            problem = bytes(process.readAllStandardError().data()).decode(errors="replace").strip()
            if self._in_flight:
                self._in_flight = False
                self.failed.emit(problem.splitlines()[-1] if problem else process.errorString())

    def wait(self, timeout_ms: int = 30_000) -> None:
        """Let a running publication finish (tests and closing)."""
        process = self._process
        while self._in_flight and process is not None and process.state() == QProcess.ProcessState.Running:
            if not process.waitForReadyRead(timeout_ms):
                break
            self._read()

    def _stop_process(self) -> None:
        process, self._process = self._process, None
        self._in_flight = False
        if process is None:
            return
        for signal in (process.readyReadStandardOutput, process.errorOccurred, process.finished):
            signal.disconnect()
        if process.state() != QProcess.ProcessState.NotRunning:
            process.closeWriteChannel()  # the publisher ends at the end of its input
            if not process.waitForFinished(10_000):
                process.kill()
                process.waitForFinished(2_000)
        process.deleteLater()

    def stop(self) -> None:
        self.enabled = False
        self._pending.clear()
        self.wait()
        self._stop_process()
        with contextlib.suppress(RuntimeError, TypeError):
            self.session.changed.disconnect(self.on_change)
