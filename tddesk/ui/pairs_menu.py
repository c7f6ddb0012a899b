"""Tools → New pairs championship…: a pairs championship (DM Par) with its heats; its heats, final
places and final are then in the tree (docs/pairs.md)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction

from tddesk.ui.window_host import WindowHost


class PairsMenu(QObject):
    def __init__(self, controller: WindowHost):
        super().__init__(controller)
        self.controller = controller
        window = controller.window
        self.menu = window.menus.tools
        self.new_event = QAction(window)
        self.new_event.setObjectName("action_new_pairs_event")
        first = self.menu.actions()[0] if self.menu.actions() else None
        self.menu.insertAction(first, self.new_event)
        self.menu.insertSeparator(first)
        self.new_event.triggered.connect(lambda: self.open_new_event())
        self.dialog = None
        self.menu.aboutToShow.connect(self.update)
        window.installEventFilter(self)
        self.retranslate()
        self.update()

    def update(self) -> None:
        session = self.controller.session
        self.new_event.setEnabled(session is not None and not session.read_only)

    def open_new_event(self):
        from tddesk.ui.dialogs.pairs_event_dialog import PairsEventDialog
        if self.controller.session is None:
            return None
        self.dialog = PairsEventDialog(self.controller.session, self.controller.window)
        self.dialog.open()
        return self.dialog

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.controller.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.new_event.setText(self.tr("New pairs championship…"))
