"""Views that follow the file: each refreshes itself after the changes it shows, with no refresh action."""
from __future__ import annotations


class LiveView:
    """Mix in before QWidget: ``class StandingsView(LiveView, QWidget)``; connect
    ``session.changed`` to ``on_change`` and implement ``refresh``.

    A visible view refreshes at once; a hidden one (a tab behind another, a page not in front)
    only notes that it is out of date and catches up when it is shown, so a TD typing a round
    pays only for what is on the screen.
    """

    _stale = False

    def shows(self, change) -> bool:
        """Whether ``change`` touches what this view shows; by default every change does."""
        return True

    def on_change(self, change) -> None:
        if not self.shows(change):
            return
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self._stale:
            self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        raise NotImplementedError
