"""The results site off the LAN while play goes on (docs/publishing.md, "Off the LAN"): after every
publish the changed pages go to the district's web host, through ``publish/upload_queue.py`` in a
thread of its own; the status bar shows the progress, the last successful upload, or that the host
cannot be reached and when the next try is.

The host, port, user and folder are remembered per file in the program's settings; the password
only in the operating system's keyring.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel

from tddesk.ui.window_host import SettingsPerFile

if TYPE_CHECKING:  # the upload's modules (ssl, paramiko) load only when a host is set
    from tddesk.publish.upload import UploadTarget
    from tddesk.publish.upload_queue import UploadQueue, UploadState


class WebUpload(QObject):
    state_changed = Signal(object)  # an UploadState, delivered in the UI thread

    def __init__(self, results: SettingsPerFile):
        assert isinstance(results, QObject)  # the window's ResultsMenus, the upload's parent
        super().__init__(results)
        self.results = results  # the window's ResultsMenus: the site's folder and the settings per file
        self.queue: UploadQueue | None = None
        self.state: UploadState | None = None
        self.label = QLabel(results.window)
        self.label.setObjectName("uploadStatus")
        self.label.hide()
        results.window.statusBar().addPermanentWidget(self.label)
        self.state_changed.connect(self._show)

    @property
    def target(self) -> UploadTarget | None:
        key = self.results._key("upload")
        value = self.results.window.settings.qsettings.value(key) if key else None
        if not isinstance(value, str) or not value:
            return None
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.publish.upload import UploadTarget

        try:
            return UploadTarget(**json.loads(value))
        except (ValueError, TypeError):
            return None

    def set_target(self, target: UploadTarget | None) -> None:
        key = self.results._key("upload")
        if key is not None:
            self.results.window.settings.qsettings.setValue(key, json.dumps(target.__dict__) if target else "")
        self.restart()

    def restart(self) -> None:
        """Follow the file's settings: a queue for its host and site, or none."""
        self.stop()
        target, folder = self.target, self.results.folder
        if target is None or folder is None or self.results.controller.session is None:
            self.label.hide()
            return
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.publish.upload import stored_password
        from tddesk.publish.upload_queue import UploadQueue, UploadState

        self.queue = UploadQueue(folder, target, lambda: stored_password(target), self.state_changed.emit)
        self.label.show()
        self._show(UploadState())
        self.queue.request()  # what changed since the last upload, also from another computer

    def request(self) -> None:
        if self.queue is not None:
            self.queue.request()

    def stop(self) -> None:
        if self.queue is not None:
            self.queue.stop()
            self.queue = None

    def detach(self) -> None:
        """The file is closed: no more uploads, nothing in the status bar."""
        self.stop()
        self.label.hide()

    def _show(self, state: UploadState) -> None:
        self.state = state
        if state.sending is not None:
            text = self.tr("Web: sending {done} of {total}").format(done=state.sending[0], total=state.sending[1])
        elif state.problem:
            text = (
                self.tr("Web: offline, next try in {seconds} s").format(seconds=round(state.retry_in))
                if state.retry_in is not None
                else self.tr("Web: not uploaded")
            )
        elif state.last_success is not None:
            text = self.tr("Web: uploaded {time}").format(time=state.last_success.strftime("%H:%M:%S"))
        else:
            text = self.tr("Web: waiting")
        self.label.setText(text)
        self.label.setToolTip(state.problem)
