"""Tools → New pairs championship…: a pairs championship (DM Par) with its heats; its heats, final
places and final are then in the tree (docs/pairs.md). Beside it: a club's result list, a club's
heat merged from its own file, and the pairs demo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog

from tddesk.services.errors import ServiceError
from tddesk.ui.widgets.long_work import LongWork
from tddesk.ui.window_host import WindowHost


class PairsMenu(QObject):
    def __init__(self, controller: WindowHost):
        assert isinstance(controller, QObject)  # the window's controller owns its menus
        super().__init__(controller)
        self.controller = controller
        window = controller.window
        self.menu = window.menus.tools
        self.new_event = QAction(window)
        self.new_event.setObjectName("action_new_pairs_event")
        first = self.menu.actions()[0] if self.menu.actions() else None
        self.demo = QAction(window)
        self.demo.setObjectName("action_pairs_demo")
        self.import_list = QAction(window)
        self.import_list.setObjectName("action_import_pairs_list")
        self.merge_heat = QAction(window)
        self.merge_heat.setObjectName("action_merge_pairs_heat")
        self.silver_table = QAction(window)
        self.silver_table.setObjectName("action_silver_table")
        # None (an empty menu): at the end, as Qt takes it; the stub asks for an action
        self.menu.insertActions(
            first,  # type: ignore[arg-type]
            [self.new_event, self.import_list, self.merge_heat, self.silver_table, self.demo],
        )
        self.menu.insertSeparator(first)  # type: ignore[arg-type]
        self.new_event.triggered.connect(lambda: self.open_new_event())
        self.demo.triggered.connect(lambda: self.ask_demo())
        self.import_list.triggered.connect(lambda: self.open_import_list())
        self.merge_heat.triggered.connect(lambda: self.open_merge())
        self.silver_table.triggered.connect(lambda: self.open_silver_table())
        self.dialog: QDialog | None = None
        self.menu.aboutToShow.connect(self.update)
        window.installEventFilter(self)
        self.retranslate()
        self.update()

    def update(self) -> None:
        session = self.controller.session
        self.new_event.setEnabled(session is not None and not session.read_only)
        self.import_list.setEnabled(session is not None and not session.read_only)
        self.merge_heat.setEnabled(session is not None and not session.read_only)
        self.silver_table.setEnabled(session is not None and not session.read_only)

    def open_new_event(self) -> QDialog | None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.pairs.pairs_event_dialog import PairsEventDialog

        if self.controller.session is None:
            return None
        self.dialog = PairsEventDialog(self.controller.session, self.controller.window)
        self.dialog.open()
        return self.dialog

    def open_import_list(self, heat_id: str | None = None) -> QDialog | None:
        """A club's result list for a heat it scored elsewhere (ui/dialogs/imports/pairs_list_import_dialog.py)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.imports.pairs_list_import_dialog import PairsListImportDialog

        if self.controller.session is None:
            return None
        self.dialog = PairsListImportDialog(self.controller.session, heat_id, parent=self.controller.window)
        self.dialog.open()
        return self.dialog

    def open_silver_table(self) -> QDialog | None:
        """M6: SBF's silver table in the file's profile (ui/dialogs/pairs/silver_table_dialog.py)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.pairs.silver_table_dialog import SilverTableDialog

        if self.controller.session is None:
            return None
        self.dialog = SilverTableDialog(self.controller.session, self.controller.window)
        self.dialog.open()
        return self.dialog

    def open_merge(self) -> QDialog | None:
        """A club's pairs heat from its own file (ui/dialogs/imports/pairs_merge_dialog.py); once merged,
        the heat is shown."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.imports.pairs_merge_dialog import PairsMergeDialog

        session = self.controller.session
        if session is None or session.read_only:
            return None
        self.dialog = dialog = PairsMergeDialog(session, session.tournament.path.parent, self.controller.window)

        def show_merged() -> None:
            assert dialog.change is not None  # accepted once merged
            self.controller.select(("pairs_heat", dialog.change.value))

        dialog.accepted.connect(show_merged)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def ask_demo(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self.controller.window,
            self.tr("Save the pairs demo as"),
            "DM Par Mixed (demo).tddesk",
            self.tr("Tournament files (*.tddesk)"),
        )
        if path:
            self.build_demo(Path(path))

    def build_demo(self, path: Path) -> bool:
        """DM Par Mixed 2016-17 from registration to the plaque list, built and opened in the window."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.demo.pairs import build_pairs_demo

        def build(_report: object) -> None:
            path.unlink(missing_ok=True)
            build_pairs_demo(path).close()

        try:
            LongWork(self.controller.window, self.tr("Building the pairs demo…"), build, cancellable=False).run()
        except ServiceError as error:
            self.controller.show_problem(self.tr("The pairs demo could not be made"), str(error))
            return False
        self.controller.open_file(path)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.controller.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.new_event.setText(self.tr("New pairs championship…"))
        self.demo.setText(self.tr("Pairs demo (DM Par Mixed)…"))
        self.import_list.setText(self.tr("Import a club's pairs result list…"))
        self.merge_heat.setText(self.tr("Merge a club's pairs heat…"))
        self.silver_table.setText(self.tr("Silver table (M6)…"))
