"""Work that waits until a widget has been painted once: what the TD needs first is on screen first.

``after_first_paint(widget, work)`` runs ``work()`` once, in the event loop's turn after the
widget's first paint (a widget never shown never runs it). The window loads SQLAlchemy and the
tables this way once the file's tree is on screen (docs/architecture.md, "Cold start").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _AfterFirstPaint(QObject):
    def __init__(self, widget: QWidget, work: Callable[[], None]):
        super().__init__(widget)
        self._work = work
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # Not now: the paint must reach the screen before the work blocks the event loop.
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        self._work()
        self.deleteLater()


def after_first_paint(widget: QWidget, work: Callable[[], None]) -> QObject:
    """Run ``work`` once after ``widget`` next paints; the returned object (a child of the widget)
    can be deleted to cancel it."""
    return _AfterFirstPaint(widget, work)
