"""A toolbar button that follows an action without being the action's own button.

A toolbar lays all its buttons out again whenever one of its actions changes. Undo and redo
change their texts after every entry ("Undo: Result Sjöberg–Dahl …"), so their buttons follow the
actions instead: they run the action and show its icon, short name, tooltip and whether it can be
used, and a change of the action only sets those on the button.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar, QToolButton


class FollowingToolButton(QToolButton):
    def __init__(self, action: QAction, toolbar: QToolBar):
        super().__init__(toolbar)
        self.action = action
        self.setObjectName(f"{action.objectName()}_button")
        self.setAutoRaise(True)  # as the toolbar's own buttons
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setToolButtonStyle(toolbar.toolButtonStyle())
        self.setIconSize(toolbar.iconSize())
        toolbar.toolButtonStyleChanged.connect(self.setToolButtonStyle)
        toolbar.iconSizeChanged.connect(self.setIconSize)
        self.clicked.connect(action.trigger)
        action.changed.connect(self.follow)
        self.follow()

    def follow(self) -> None:
        """Show what the action shows now; a text, icon or state that is the same changes nothing."""
        action = self.action
        if self.text() != action.iconText():
            self.setText(action.iconText())
        if self.icon().cacheKey() != action.icon().cacheKey():
            self.setIcon(action.icon())
        self.setToolTip(action.toolTip())
        self.setEnabled(action.isEnabled())
