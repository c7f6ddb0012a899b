"""Bridgemate → Spela upp demodagen: the semifinal demo day played live in the window (docs/bws.md,
"Playing the demo day"). A clock ``speed`` times faster than the wall's fills each venue's session
file as BCS would (``tddesk.demo.live_day``), and the window reads the files only as a TD's does —
one Follow per venue — so the grid, the dock, the field and the site update as results arrive. The
late tables the Bridgemate clock shows are entered in the central-day table as they happen, ready
for the slow-play ruling. Stoppable; started again it goes on from where the files stand.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QObject, QTimer, Signal

from tddesk.demo.live_day import VenuePlay, first_and_last, resume_clock, write_until
from tddesk.services.day_checks import record_bws_table_times, slow_play, venue_rows
from tddesk.ui.bws_follow import BwsFollow
from tddesk.ui.session import UiSession

TICK_MS = 1000


class DemoDayPlayer(QObject):
    progress = Signal(str)
    finished = Signal()

    def __init__(
        self,
        session: UiSession,
        venues: list[VenuePlay],
        speed: float = 60.0,
        follow_ms: int = 2000,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.session, self.venues, self.speed = session, venues, speed
        self.first, self.last = first_and_last(venues)
        self.clock = resume_clock(venues) or self.first - dt.timedelta(seconds=1)
        for venue in venues:
            venue.written = sum(1 for at, _table, _row in venue.sent if at <= self.clock)
        self.follows = [
            BwsFollow(session, venue.stage_id, venue.path, interval_ms=follow_ms, parent=self) for venue in venues
        ]
        self.recorded: set[tuple[str, str, int, str]] = set()  # the late tables entered
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)

    @property
    def done(self) -> bool:
        return self.clock >= self.last

    def start(self) -> None:
        for follow in self.follows:
            follow.start()
        self.timer.start()
        self.tick()

    def stop(self) -> None:
        self.timer.stop()
        for follow in self.follows:
            follow.stop()

    def tick(self) -> None:
        if self.done:
            self.timer.stop()
            return
        step = self.last - self.clock if self.speed <= 0 else dt.timedelta(seconds=self.speed * TICK_MS / 1000)
        self.clock = min(self.last, self.clock + step)
        if write_until(self.venues, self.clock):
            self._enter_late_tables()
        self.progress.emit(self.tr("Demo day {time}").format(time=self.clock.strftime("%H:%M")))
        if self.done:
            self.timer.stop()
            self.finished.emit()

    def _enter_late_tables(self) -> None:
        """P2: each table the Bridgemate clock shows late, once, into the central-day table."""
        if self.session.read_only:
            return
        for venue in self.venues:
            late = [
                finding
                for finding in slow_play(self.session.tournament, venue.stage_id, venue_rows(venue.path))
                if (venue.stage_id, finding.match_id or "", finding.half or 0, finding.room or "") not in self.recorded
            ]
            for finding, change in zip(late, record_bws_table_times(self.session.tournament, late)):
                self.recorded.add((venue.stage_id, finding.match_id or "", finding.half or 0, finding.room or ""))
                self.session.record(
                    self.tr("Table time from the Bridgemate clock: table {table}, half {half}").format(
                        table=finding.table, half=finding.half
                    ),
                    change,
                )
