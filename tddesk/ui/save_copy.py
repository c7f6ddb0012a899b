"""File → Save a copy…: the open championship as a complete `.tddesk` file elsewhere (a USB stick,
a folder to mail from), while the window keeps working on the file it has open.

One per window (``WindowController.save_copy``). The copy is written by
``tddesk.services.copies.save_copy``: consistent, whole or not at all, never the open file itself.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tddesk.services.copies import save_copy
from tddesk.services.errors import ServiceError
from tddesk.services.files import FILE_SUFFIX
from tddesk.ui.window_host import WindowHost

STATUS_MESSAGE_MS = 10_000


class SaveCopy(QObject):
    """The File menu's Save a copy… entry; enabled while a file is open (read-only too)."""

    def __init__(self, controller: WindowHost, before: QAction):
        super().__init__(controller.window)
        self.controller = controller
        self.window = window = controller.window
        self.action = QAction(window)
        self.action.setObjectName("action_save_copy")
        self.action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        window.menus.file.insertAction(before, self.action)
        self.action.triggered.connect(lambda: self.ask_and_save())
        window.views.currentChanged.connect(self.update)
        window.installEventFilter(self)
        self.retranslate()
        self.update()

    def update(self) -> None:
        self.action.setEnabled(self.controller.session is not None)

    def ask_and_save(self) -> Path | None:
        """Ask where, then write the copy; the path written, or None (cancelled or refused in words)."""
        session = self.controller.session
        if session is None:
            return None
        source = session.tournament.path
        proposed = source.with_name(self.tr("{name} (copy)").format(name=source.stem) + FILE_SUFFIX)
        chosen, _filter = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Save a copy of the championship"),
            str(proposed),
            self.tr("Tournament files (*{suffix})").format(suffix=FILE_SUFFIX),
        )
        if not chosen:
            return None
        target = Path(chosen)
        if target.suffix.lower() != FILE_SUFFIX:
            target = target.with_name(target.name + FILE_SUFFIX)
            # the file dialog asked about the name without the suffix: ask about this one
            if target.exists() and not self.confirm_replace(target):
                return None
        return self.save(target, replace=True)  # the file dialog asked before replacing a file

    def confirm_replace(self, target: Path) -> bool:
        answer = QMessageBox.question(
            self.window,
            self.tr("Replace the file?"),
            self.tr("{path} already exists. Replace it with the copy?").format(path=target),
        )
        return answer == QMessageBox.StandardButton.Yes

    def save(self, target: Path, *, replace: bool = False) -> Path | None:
        """Write the copy at ``target``; an existing tournament file there only when ``replace``
        (never one that is open)."""
        session = self.controller.session
        if session is None:
            return None
        try:
            written = save_copy(session.tournament.path, target, replace=replace)
        except ServiceError as error:
            self.controller.show_problem(self.tr("The copy could not be saved"), str(error))
            return None
        self.window.statusBar().showMessage(self.tr("Copy saved: {path}").format(path=written), STATUS_MESSAGE_MS)
        return written

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and watched is self.__dict__.get("window"):
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.action.setText(self.tr("Save a co&py…"))
        self.action.setStatusTip(self.tr("Write a complete copy of the open file, e.g. to a USB stick"))
