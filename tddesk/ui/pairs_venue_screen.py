"""The venue screen for a pairs heat or final (Visa → Resultattavla with the heat in view): the
venue screen of ``ui/venue_screen.py`` cycling through the heat's result list and, for a
barometer, the running score after the latest round with each pair's score in that round.

Percentages are shown with one decimal in the UI language and ranked with full precision (PP5).
It follows every saved entry of the heat at once, like the team stages' screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tddesk import numbers
from tddesk.rules.rows import place_text
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs_standing import heat_standing, running_score
from tddesk.services.stages import championship_name
from tddesk.ui.venue_screen import Cell, Page, VenueScreen

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tddesk.services.pairs_standing import HeatStandingView, RunningRoundView
    from tddesk.ui.session import UiSession


class PairsVenueScreen(VenueScreen):
    AREAS = frozenset({Area.PAIRS, Area.PAIRS_RESULTS, Area.LOTS, Area.MEMBERS})

    def __init__(self, session: UiSession, heat_id: str, parent: QWidget | None = None):
        self.heat_id = heat_id
        # the heat's id stands where the base keeps a stage's; this screen's pages never read it as one
        super().__init__(session, heat_id, parent)  # type: ignore[arg-type]
        self.setObjectName("pairsVenueScreen")
        self.setStyleSheet(self.styleSheet().replace("#venueScreen", "#pairsVenueScreen"))  # the same colours

    def refresh(self) -> None:
        self._stale = False
        tournament = self.session.tournament
        self.championship = championship_name(tournament)
        heat = next(
            (heat for event in pairs_events(tournament) for heat in event.heats if heat.id == self.heat_id), None
        )
        try:
            standing = heat_standing(tournament, self.heat_id)
        except ServiceError:
            standing = None
        if heat is None or standing is None:  # the heat is gone (undone): an empty screen, not an error
            self.stage_name, self.pages = "", [Page(self.tr("No results yet."), (), ())]
        else:
            self.stage_name = heat.name
            # a barometer's, over both sessions of a two-session heat
            rounds = (
                running_score(tournament, self.heat_id)
                if heat.sessions and set(heat.sessions) == {"barometer"} and standing.source == "boards"
                else []
            )
            self.pages = self._list_pages(standing) + (self._running_pages(rounds[-1]) if rounds else [])
        self.page_index = min(self.page_index, len(self.pages) - 1)
        self._tick()
        self._show_page()

    def _list_pages(self, standing: HeatStandingView) -> list[Page]:
        headings = (
            Cell(self.tr("Place"), True),
            Cell(self.tr("Pair")),
            Cell(self.tr("No."), True),
            Cell(self.tr("Boards"), True),
            Cell(self.tr("%"), True),
        )
        rows: list[tuple[Cell, ...]] = [
            (
                Cell(place_text(row, self.tr("o.c.")), True),
                Cell(row.names, strong=True),
                Cell(str(row.number), True),
                Cell(str(row.boards), True),
                Cell(numbers.localise(row.percent_text), True, True),
            )
            for row in standing.rows
        ]
        if not rows:
            rows = [(Cell(self.tr("No results yet.")),)]
        return self._paged(self.tr("Result list"), headings, rows)

    def _running_pages(self, latest: RunningRoundView) -> list[Page]:
        headings = (
            Cell(self.tr("Place"), True),
            Cell(self.tr("Pair")),
            Cell(self.tr("No."), True),
            Cell(self.tr("Round %"), True),
            Cell(self.tr("%"), True),
        )
        rows = [
            (
                Cell(str(row.place), True),
                Cell(row.names, strong=True),
                Cell(str(row.number), True),
                Cell(numbers.localise(row.round_percent_text), True),
                Cell(numbers.localise(row.percent_text), True, True),
            )
            for row in latest.rows
        ]
        title = (
            self.tr("Running score after round {round}").format(round=latest.round)
            if latest.session == 1
            else self.tr("Running score after round {round} (session {session}, round {session_round})").format(
                round=latest.round, session=latest.session, session_round=latest.session_round
            )
        )
        return self._paged(title, headings, rows)
