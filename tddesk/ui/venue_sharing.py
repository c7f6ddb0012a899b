"""The semifinal day across venues in the window (docs/publishing.md, "Across venues"): after every
change this venue's stage is written into the shared folder, and every two seconds the other
venues' files are merged, each merge on the undo stack like any other action; what could not be
merged (a stale file, a conflict copy, a result entered here) is said in the status bar.

The folder, the stage and the venue's name are remembered per file in the program's settings.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from tddesk.services.errors import ServiceError
from tddesk.ui.window_host import SettingsPerFile

if TYPE_CHECKING:  # loaded when the day is shared, not at start
    from tddesk.services.tournament import Change
    from tddesk.services.venue_exchange import VenueFollower

LOOK_MS = 2_000
NOTE_MS = 15_000


class VenueSharing(QObject):
    def __init__(self, results: SettingsPerFile):
        assert isinstance(results, QObject)  # the window's ResultsMenus, the sharing's parent
        super().__init__(results)
        self.results = results  # the window's ResultsMenus: the session and the settings per file
        self.follower: VenueFollower | None = None
        self.notes: list[str] = []  # everything said, the latest last
        self.timer = QTimer(self)
        self.timer.setInterval(LOOK_MS)
        self.timer.timeout.connect(self.look)

    @property
    def settings(self) -> dict[str, str] | None:
        key = self.results._key("venues")
        value = self.results.window.settings.qsettings.value(key) if key else None
        try:
            chosen = json.loads(value) if isinstance(value, str) and value else None
        except ValueError:
            return None
        return chosen if isinstance(chosen, dict) else None

    def set_settings(self, chosen: dict[str, str] | None) -> None:
        key = self.results._key("venues")
        if key is not None:
            self.results.window.settings.qsettings.setValue(key, json.dumps(chosen) if chosen else "")
        self.restart()

    def restart(self) -> None:
        self.detach()
        chosen, session = self.settings, self.results.controller.session
        if chosen is None or session is None or session.read_only:
            return
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.venue_exchange import VenueFollower

        self.follower = VenueFollower(session.tournament, Path(chosen["folder"]), chosen["stage"], chosen["venue"])
        session.changed.connect(self._changed)
        self.timer.start()
        self.look()

    def detach(self) -> None:
        self.timer.stop()
        if self.follower is not None:
            session = self.results.controller.session
            if session is not None:
                session.changed.disconnect(self._changed)
            self.follower = None

    def _changed(self, _change: Change) -> None:
        self._write_own()

    def _write_own(self) -> None:
        if self.follower is None:
            return
        try:
            self.follower.write_own()
        except (ServiceError, OSError) as error:
            self._say(
                self.tr("This venue's results could not be written to the shared folder: {error}").format(error=error)
            )

    def look(self) -> None:
        """Write this venue's results if they changed, merge the others' that changed."""
        follower, session = self.follower, self.results.controller.session
        if follower is None or session is None:
            return
        self._write_own()
        try:
            notes = follower.poll()
        except OSError as error:
            notes = [self.tr("The shared folder cannot be read: {error}").format(error=error)]
        changes, follower.changes = follower.changes, []
        for change in changes:
            session.record(self.tr("Merge the results of another venue"), change)
        for note in notes:
            self._say(note)

    def _say(self, note: str) -> None:
        self.notes.append(note)
        self.results.window.statusBar().showMessage(note, NOTE_MS)
