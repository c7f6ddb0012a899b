"""The Bridgemate menu: import a .bws into the stage in view, follow one while BCS writes it.

The progress line of the file being followed stays in the status bar; the standings, the grid
and the dock update from the import's change like after any other action (docs/boards.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QLabel, QMenu, QMessageBox

from tddesk.services.errors import ServiceError
from tddesk.ui.window_host import WindowHost

if TYPE_CHECKING:  # the .bws reading is imported when a file is first followed, not at start
    from tddesk.ui.bws_follow import BwsFollow


NOTES_SHOWN = 5  # the notes of an import in the box itself; all of them under Show Details


class BridgemateMenu(QObject):
    def __init__(self, controller: WindowHost):
        super().__init__(controller)
        self.controller = controller
        self.report_box: QMessageBox | None = None  # the last import's notes, while open
        window = controller.window
        self.menu = QMenu(window)
        self.menu.setObjectName("menu_bridgemate")
        window.menuBar().insertMenu(window.menus.tools.menuAction(), self.menu)
        self.import_action = QAction(window)
        self.import_action.setObjectName("action_import_bws")
        self.follow_action = QAction(window)
        self.follow_action.setObjectName("action_follow_bws")
        self.stop_action = QAction(window)
        self.stop_action.setObjectName("action_stop_following")
        self.field_action = QAction(window)
        self.field_action.setObjectName("action_field_imps")
        self.layout_action = QAction(window)
        self.layout_action.setObjectName("action_board_layout")
        self.menu.addActions([self.import_action, self.follow_action, self.stop_action])
        self.menu.addSeparator()
        self.menu.addAction(self.layout_action)
        self.menu.addAction(self.field_action)
        self.layout_action.triggered.connect(lambda: self.open_layout())
        self.layout_dialog = None
        self.field_action.triggered.connect(lambda: self.open_field())
        self.field_dialog = None
        self.import_action.triggered.connect(lambda: self.ask_import())
        self.follow_action.triggered.connect(lambda: self.ask_follow())
        self.stop_action.triggered.connect(self.stop_following)
        self.progress_label = QLabel(window)
        self.progress_label.setObjectName("bwsProgress")
        window.status.addWidget(self.progress_label)
        self.follow: BwsFollow | None = None
        self.menu.aboutToShow.connect(self.update)
        window.installEventFilter(self)
        self.retranslate()
        self.update()

    def stage_id(self) -> str | None:
        stage = self.controller.tournament_menus.stage
        return stage.id if stage is not None else None

    def update(self) -> None:
        session = self.controller.session
        writable = session is not None and not session.read_only and self.stage_id() is not None
        self.import_action.setEnabled(writable)
        self.follow_action.setEnabled(writable and self.follow is None)
        self.stop_action.setEnabled(self.follow is not None)
        self.layout_action.setEnabled(writable)
        self.field_action.setEnabled(session is not None and self.stage_id() is not None)

    def open_field(self):
        """IMPs across the field over the stages of the day of the stage in view (live)."""
        from tddesk.services.field import stage_group
        from tddesk.ui.dialogs.boards.field_dialog import FieldDialog

        stage_id, session = self.stage_id(), self.controller.session
        if stage_id is None or session is None:
            return None
        stages = list(stage_group(session.tournament, stage_id))
        self.field_dialog = FieldDialog(session, stages, self.controller.window)
        self.field_dialog.show()
        return self.field_dialog

    def open_layout(self):
        """The board layout of the stage in view: numbering and the Bridgemate mapping."""
        from tddesk.ui.dialogs.boards.board_layout_dialog import BoardLayoutDialog

        stage_id, session = self.stage_id(), self.controller.session
        if stage_id is None or session is None or session.read_only:
            return None
        self.layout_dialog = BoardLayoutDialog(session, stage_id, self.controller.window)
        self.layout_dialog.open()
        return self.layout_dialog

    def _ask_path(self) -> str:
        path, _filter = QFileDialog.getOpenFileName(
            self.controller.window, self.tr("Bridgemate file"), "", self.tr("Bridgemate files (*.bws);;All files (*)")
        )
        return path

    def ask_import(self, path: str | Path | None = None) -> None:
        """Import a .bws into the stage in view (the file is chosen when no path is given)."""
        from tddesk.services.bws_import import import_bws

        stage_id, session = self.stage_id(), self.controller.session
        path = path or self._ask_path()
        if not path or stage_id is None or session is None:
            return
        try:
            report = import_bws(session.tournament, stage_id, path)
        except ServiceError as error:
            QMessageBox.warning(self.controller.window, self.tr("Not imported"), str(error))
            return
        if report.changed:
            session.record(
                self.tr("Bridgemate: {count} results from {file}").format(
                    count=report.boards_written, file=Path(path).name
                ),
                report.change,
            )
        summary = self.tr("{boards} results, {removed} removed, {lineups} line-ups.").format(
            boards=report.boards_written, removed=report.boards_removed, lineups=report.lineups_written
        )
        self.progress_label.setText(summary)
        if report.notes:
            self.report_box = self._report_box(summary, report.notes)
            self.report_box.open()

    def _report_box(self, summary: str, notes) -> QMessageBox:
        """The summary and the first notes; all of them in the box's scrollable details, so a
        long report never makes the box taller than the screen (its OK button out of reach)."""
        shown = list(notes[:NOTES_SHOWN])
        if len(notes) > NOTES_SHOWN:
            more = len(notes) - NOTES_SHOWN
            shown.append(
                (
                    self.tr("… and {count} more note in the details.")
                    if more == 1
                    else self.tr("… and {count} more notes in the details.")
                ).format(count=more)
            )
        text = "\n".join((summary, *shown))
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Bridgemate"), text, parent=self.controller.window)
        box.setObjectName("bridgemateReport")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if len(notes) > NOTES_SHOWN:
            box.setDetailedText("\n\n".join(notes))
        return box

    def ask_follow(self, path: str | Path | None = None, interval_ms: int | None = None) -> BwsFollow | None:
        """Follow a .bws into the stage in view until stopped or the file is closed."""
        stage_id, session = self.stage_id(), self.controller.session
        path = path or self._ask_path()
        if not path or stage_id is None or session is None:
            return None
        self.stop_following()
        arguments = {} if interval_ms is None else {"interval_ms": interval_ms}
        from tddesk.ui.bws_follow import BwsFollow

        self.follow = BwsFollow(session, stage_id, path, parent=self, **arguments)
        self.follow.progress.connect(self.progress_label.setText)
        self.follow.start()
        self.update()
        return self.follow

    def stop_following(self) -> None:
        if self.follow is not None:
            self.follow.stop()
            self.follow.deleteLater()
            self.follow = None
            self.progress_label.clear()
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and watched is self.controller.window:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Bridgemate"))
        self.import_action.setText(self.tr("&Import file…"))
        self.follow_action.setText(self.tr("&Follow file…"))
        self.stop_action.setText(self.tr("&Stop following"))
        self.field_action.setText(self.tr("IMPs across the &field…"))
        self.layout_action.setText(self.tr("Board &layout…"))
