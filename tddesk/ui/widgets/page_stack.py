"""A stack of pages as wide as the page in front, not as the widest page ever shown.

QStackedWidget asks every page for its minimum size, so each view the TD has visited (a wide
settings page, the welcome page) would keep the window wider than a 1280-pixel laptop screen
long after it was left, pushing the standings dock off the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLayout, QStackedWidget, QWidget


class PageStack(QStackedWidget):
    """Sizes itself by the current page; the other pages are laid out when they come to the front."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = self.layout()
        assert layout is not None  # a QStackedWidget makes its own
        # Else the stack's own layout pins its minimum to the widest page again.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()
