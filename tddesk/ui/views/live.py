"""Views that follow the file: each refreshes itself after the changes it shows, with no refresh action.

A view declares the areas of the championship it shows (``tddesk.services.areas.Area``); every
action, undo and redo announces its ``Change`` through ``UiSession.changed``, naming the areas it
touched, and a view refreshes only when the two meet (docs/architecture.md, "The change contract").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from tddesk.services.areas import ALL_AREAS, Area
from tddesk.services.tournament import Change

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent


def touches(change: Change | None, areas: frozenset[Area]) -> bool:
    """Whether a view showing ``areas`` must refresh after ``change`` (None: read everything anew)."""
    return change is None or not change.areas.isdisjoint(areas)


class LiveView:
    """Mix in before QWidget: ``class StandingsView(LiveView, QWidget)``; set ``AREAS``, connect
    ``session.changed`` to ``on_change`` and implement ``refresh``.

    A visible view refreshes at once; a hidden one (a tab behind another, a page not in front)
    only notes that it is out of date and catches up when it is shown, so a TD typing a round
    pays only for what is on the screen.
    """

    AREAS: ClassVar[frozenset[Area]] = ALL_AREAS  # what the view shows
    _stale = False

    def shows(self, change: Change | None) -> bool:
        """Whether ``change`` touches what this view shows."""
        return touches(change, self.AREAS)

    def on_change(self, change: Change | None) -> None:
        if not self.shows(change):
            return
        if self.isVisible():  # type: ignore[attr-defined]  # the QWidget this is mixed into
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        if self._stale:
            self.refresh()
        super().showEvent(event)  # type: ignore[misc]

    def refresh(self) -> None:
        raise NotImplementedError
