"""The upload while play goes on (docs/publishing.md, "Off the LAN"): a thread that sends the site
whenever it is asked to, and, when the network or the host is away, keeps the work and tries again
— after 5 s, then twice as long each time up to a minute, or at once when asked again. What is
pending is always "what the host lacks" (``upload.plan_upload``), so nothing is lost between tries.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypedDict, Unpack

from tddesk.i18n import translate
from tddesk.publish.upload import UploadError, UploadReport, UploadTarget, upload_site

FIRST_RETRY_S = 5.0
LONGEST_RETRY_S = 60.0


@dataclass(frozen=True)
class UploadState:
    """What the status bar shows: sending (done of total), the last success, or waiting to retry."""

    sending: tuple[int, int] | None = None
    last_success: dt.datetime | None = None
    problem: str = ""
    retry_in: float | None = None  # seconds, while offline


class _StateChange(TypedDict, total=False):
    sending: tuple[int, int] | None
    last_success: dt.datetime | None
    problem: str
    retry_in: float | None


class UploadQueue:
    def __init__(
        self,
        site: Path,
        target: UploadTarget,
        password: Callable[[], str | None],
        on_state: Callable[[UploadState], None],
        first_retry: float = FIRST_RETRY_S,
    ):
        self.site, self.target, self.password, self.on_state = site, target, password, on_state
        self.first_retry = first_retry
        self.state = UploadState()
        self._wanted = threading.Event()
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="tddesk-upload", daemon=True)
        self._thread.start()

    def request(self) -> None:
        """Send what changed (now, or as soon as the host can be reached)."""
        self._wanted.set()

    def stop(self, timeout: float = 5.0) -> None:
        self._stopping = True
        self._wanted.set()
        self._thread.join(timeout)

    def _tell(self, **changes: Unpack[_StateChange]) -> None:
        self.state = UploadState(**{**self.state.__dict__, **changes})
        self.on_state(self.state)

    def _run(self) -> None:
        delay = self.first_retry
        while True:
            self._wanted.wait()
            if self._stopping:
                return
            self._wanted.clear()
            try:
                report = self._upload()
            except UploadError as error:
                if not error.offline:
                    self._tell(sending=None, problem=str(error), retry_in=None)
                    continue  # a wrong password: wait for the TD, not the network
                self._tell(sending=None, problem=str(error), retry_in=delay)
                self._wanted.wait(delay)  # asked again meanwhile: try at once
                if self._stopping:
                    return
                self._wanted.set()
                delay = min(delay * 2, LONGEST_RETRY_S)
                continue
            delay = self.first_retry
            self._tell(sending=None, last_success=report.at, problem="", retry_in=None)

    def _upload(self) -> UploadReport:
        password = self.password()
        if password is None:
            raise UploadError(
                translate("Publish", "No password is stored for {host}; give it in the upload settings.").format(
                    host=self.target.host
                )
            )
        return upload_site(self.site, self.target, password, lambda done, total: self._tell(sending=(done, total)))
