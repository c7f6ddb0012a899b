"""Windows that fit the TD's screen (docs/architecture.md, "Layout"): a dialog is never taller or
wider than the screen it opens on, and a dialog whose explanation grows grows with it rather
than squash its fields or cut the text."""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

WINDOW_FRAME = 40  # the title bar and borders the window manager adds around a dialog


def room_on_screen(widget: QWidget) -> QSize:
    """The largest client size of a window on ``widget``'s screen, frame included."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    available = screen.availableGeometry()
    return QSize(available.width() - WINDOW_FRAME, available.height() - WINDOW_FRAME)


def screen_key(screen: QScreen) -> str:
    """A name for the screen that outlives the program: its name and size (a window is
    remembered per screen, so the laptop and the venue's projector each keep their own)."""
    size = screen.geometry().size()
    name = re.sub(r"[^A-Za-z0-9]+", "-", screen.name()).strip("-") or "screen"
    return f"{name}-{size.width()}x{size.height()}"


def fits_on_screen(frame: QRect, screen: QScreen) -> bool:
    """The whole of ``frame`` (a window's frame geometry) lies in the screen's free area."""
    return screen.availableGeometry().contains(frame)


def place_on_screen(window: QWidget, screen: QScreen, largest: tuple[int, int]) -> None:
    """Size ``window`` to the screen's free area (no larger than ``largest``), frame included,
    and centre it there: a 1366×768 laptop keeps the status bar in sight."""
    available = screen.availableGeometry()
    width = min(largest[0], available.width() - WINDOW_FRAME // 4)
    height = min(largest[1], available.height() - WINDOW_FRAME)
    window.resize(width, height)
    left = available.left() + max(0, (available.width() - width) // 2)
    top = available.top() + max(0, (available.height() - height - WINDOW_FRAME) // 2)
    window.move(left, top)


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
