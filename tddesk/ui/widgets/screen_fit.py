"""Windows that fit the TD's screen (docs/architecture.md, "Layout"): a dialog is never taller or
wider than the screen it opens on, and a dialog whose explanation grows grows with it rather
than squash its fields or cut the text."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

WINDOW_FRAME = 40  # the title bar and borders the window manager adds around a dialog


def room_on_screen(widget: QWidget) -> QSize:
    """The largest client size of a window on ``widget``'s screen, frame included."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    available = screen.availableGeometry()
    return QSize(available.width() - WINDOW_FRAME, available.height() - WINDOW_FRAME)


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """``widget.resize(width, height)``, made smaller where the screen is smaller."""
    room = room_on_screen(widget)
    widget.resize(min(width, room.width()), min(height, room.height()))


def keep_contents_whole(widget: QWidget) -> None:
    """Give ``widget`` (a window with a layout) the height its contents need at its width, as far
    as the screen allows; call it after a text in the window changed length."""
    layout = widget.layout()
    if layout is None:
        return
    needed = widget.heightForWidth(widget.width()) if layout.hasHeightForWidth() else -1
    if needed < 0:
        needed = widget.sizeHint().height()
    needed = min(needed, room_on_screen(widget).height())
    if widget.minimumHeight() != needed:
        widget.setMinimumHeight(needed)
    if widget.height() < needed:
        widget.resize(widget.width(), needed)
