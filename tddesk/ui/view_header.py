"""The line above the centre view naming what it shows (UI.md): "Kvalheat Linköping — Rond 3 (2016-10-17)".

The controller tells ``ViewHeader`` which view key is shown (``show``), that the file changed
(``on_change``) and that the language changed (``refresh``); it reads the names and dates through
the services each time, so a renamed heat or a re-dated round shows at once, and writes the text
into the window's header label (``MainWindow.set_view_header``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from tddesk.ids import StageId
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.ui.views.live import touches

if TYPE_CHECKING:
    from tddesk.services.tournament import Change
    from tddesk.ui.main_window import MainWindow
    from tddesk.ui.session import UiSession

# Tables whose changes can alter a header: the championship's name, a stage's name, a round's date.
HEADER_AREAS = frozenset({Area.CHAMPIONSHIP, Area.STAGES, Area.SCHEDULE})


class ViewHeader(QObject):
    """Keeps the window's header in line with the view key in the centre."""

    def __init__(self, window: MainWindow, parent: QObject | None = None):
        super().__init__(parent)
        self.window = window
        self.session: UiSession | None = None
        self.key: tuple[Any, ...] | None = None

    def show(self, session: UiSession, key: tuple[Any, ...]) -> None:
        self.session, self.key = session, key
        self.refresh()

    def clear(self) -> None:
        self.session, self.key = None, None
        self.window.set_view_header("")

    def on_change(self, change: Change) -> None:
        if self.key is not None and touches(change, HEADER_AREAS):
            self.refresh()

    def refresh(self) -> None:
        if self.session is None or self.key is None:
            return
        try:
            text = self.text_for(self.key)
        except ServiceError:
            text = ""  # the stage was undone away; the controller replaces its view
        self.window.set_view_header(text)

    def text_for(self, key: tuple[Any, ...]) -> str:
        """The header of the view with ``key``: a championship view's title, "<stage> — <page>" for a stage's."""
        assert self.session is not None  # refresh() asks only while a session is shown
        tournament = self.session.tournament
        kind = key[0]
        if kind == "championship":  # from the outline: the first view shown, before the ORM has loaded
            return self.session.outline().championship or tournament.path.stem
        if len(key) == 1:
            return self._championship_pages().get(kind, "")
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.stages import stage_view

        stage = stage_view(tournament, key[1]).form.name
        page = self._round(key[1], key[2]) if kind == "round" else self._stage_pages().get(kind)
        return self.tr("{stage} — {page}").format(stage=stage, page=page) if page else stage

    def _round(self, stage_id: StageId, number: int) -> str:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.schedule import schedule_view

        assert self.session is not None  # refresh() asks only while a session is shown
        rounds = schedule_view(self.session.tournament, stage_id).rounds
        date = next((round_.date for round_ in rounds if round_.number == number), None)
        if date is None:
            return self.tr("Round {number}").format(number=number)
        return self.tr("Round {number} ({date})").format(number=number, date=date.isoformat())

    def _championship_pages(self) -> dict[str, str]:
        return {
            "members": self.tr("Member register"),
            "teams": self.tr("Teams"),
            "allocation": self.tr("Allocation to semifinals"),
        }

    def _stage_pages(self) -> dict[str, str]:
        return {
            "stage_settings": self.tr("Settings"),
            "teams": self.tr("Teams"),
            "central_day": self.tr("Playing day"),
            "schedule": self.tr("Schedule"),
            "standings": self.tr("Standings"),
            "crosstable": self.tr("Cross-table"),
            "rulings": self.tr("Rulings"),
            "fees": self.tr("Fees"),
        }
