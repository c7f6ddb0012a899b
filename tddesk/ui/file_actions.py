"""File → New, Open (and Open recent) and Demo for one window: how a championship file is reached.

``FileActions`` belongs to the window's ``WindowController`` (``controller.files``). It answers the
window's ``new_requested``, ``open_requested(path)`` (File → Open… and the recent files both end
there) and ``demo_requested`` through ``tddesk.services.files``: the New championship dialog, the
offer to open a file in use read-only, the demo build in its worker thread, and the message boxes
telling why a file could not be opened, created or built. Whatever file results is handed to
``WindowController.attach``, which owns the session, the tree and the views; File → Close and the
window's closing stay with the controller, since they only tear those down.

Kept apart from the controller so that the ways into a file can change without touching how an
open file is shown.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog

from tddesk.services.files import FILE_SUFFIX, VIEW_ONLY_CODES, FileRefused, open_championship
from tddesk.ui.dialogs.files.new_championship import (
    NewChampionshipDialog,
    demo_build,
    demo_file_dialog,
    replacing_problem,
)
from tddesk.ui.dialogs.files.open_read_only import OpenReadOnlyQuestion
from tddesk.ui.widgets.long_work import LongWork
from tddesk.ui.window_host import WindowHost

DEMO_FILE_NAME = "DM Lag ÖMBF 2016-17 (demo)" + FILE_SUFFIX


class FileActions(QObject):
    """File → New / Open / Demo of one window; the championship chosen goes to the controller."""

    def __init__(self, controller: WindowHost):
        super().__init__(controller.window)
        self.controller = controller
        self.window = window = controller.window
        self.demo_build: LongWork | None = None  # the demo being built, if any
        window.new_requested.connect(self.new_championship)
        window.open_requested.connect(self.open_file)
        window.demo_requested.connect(self.ask_demo_path)

    def new_championship(self) -> NewChampionshipDialog:
        dialog = NewChampionshipDialog(self._default_folder(), self.window)
        dialog.accepted.connect(lambda: self.controller.attach(dialog.tournament))
        dialog.open()
        return dialog

    def open_file(self, path: str | Path) -> None:
        path = Path(path)
        session = self.controller.session
        if session is not None and session.tournament.path.resolve() == path.resolve():
            return  # already open in this window
        try:
            tournament = open_championship(path, backup_before_first_change=True)  # the tree first
        except FileRefused as error:
            if error.code == "in_use":
                self.offer_read_only(path, str(error))
            elif error.code in VIEW_ONLY_CODES:  # a write-protected stick or file: view it, and say why
                self._open_read_only(str(path), notice=str(error))
            else:
                self.controller.show_problem(self.tr("The file cannot be opened"), str(error))
            return
        self.controller.attach(tournament)

    def offer_read_only(self, path: Path, reason: str) -> OpenReadOnlyQuestion:
        """Ask (without blocking) whether to open a file in use read-only; the question becomes
        the controller's ``message_box``."""
        question = OpenReadOnlyQuestion(path, reason, self.window)
        question.chosen.connect(self._open_read_only)
        self.controller.message_box = question
        question.open()
        return question

    def _open_read_only(self, path: str, notice: str | None = None) -> None:
        try:
            tournament = open_championship(Path(path), read_only=True)
        except FileRefused as error:
            self.controller.show_problem(self.tr("The file cannot be opened"), str(error))
            return
        self.controller.attach(tournament)
        if notice is not None:
            self.controller.show_problem(self.tr("Opened read-only"), notice)

    def ask_demo_path(self) -> QFileDialog:
        dialog = demo_file_dialog(_documents_folder() / DEMO_FILE_NAME, self.window)
        dialog.fileSelected.connect(self.build_demo)
        dialog.open()
        return dialog

    def build_demo(self, path: str | Path) -> LongWork | None:
        """Build the demo championship at ``path`` under a progress note, then open it."""
        problem = replacing_problem(Path(path))
        if problem is not None:
            self.controller.show_problem(self.tr("The demo championship cannot be saved there"), problem)
            return None
        self.demo_build = demo_build(Path(path), self.window)
        self.demo_build.done.connect(lambda _built, error: self._demo_built(str(path), error))
        self.demo_build.start()
        return self.demo_build

    def _demo_built(self, path: str, error: str) -> None:
        self.demo_build = None
        if error:
            self.controller.show_problem(self.tr("The demo championship could not be built"), error)
        else:
            self.open_file(path)

    def wait_for_demo_build(self) -> None:
        """Block until a running demo build ends: it must not outlive its window."""
        if self.demo_build is not None:
            self.demo_build.wait()

    def _default_folder(self) -> Path:
        """Where New proposes the file: the folder of the latest recent file that still exists."""
        for recent in self.window.settings.recent_files():
            if recent.parent.is_dir():
                return recent.parent
        return _documents_folder()


def _documents_folder() -> Path:
    documents = Path.home() / "Documents"
    return documents if documents.is_dir() else Path.home()
