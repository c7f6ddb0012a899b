"""The Bridgemate menu: write the session file BCS starts from (docs/bws.md), import a .bws into the
stage in view, follow one while BCS writes it.

The progress line of the file being followed stays in the status bar; the standings, the grid
and the dock update from the import's change like after any other action (docs/boards.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QMenu, QMessageBox, QPushButton

from tddesk.ids import MatchId, StageId
from tddesk.reports.documents import PAIRS_HEAT
from tddesk.services.errors import ServiceError
from tddesk.ui.bridgemate_reports import import_report_box, written_text
from tddesk.ui.bws_confirm import confirm_mismatch
from tddesk.ui.window_host import WindowHost

RESEATING_ACTIONS = ("swap_home_away", "move_match")  # schedule changes that seat a round otherwise

if TYPE_CHECKING:  # the .bws reading is imported when a file is first followed, not at start
    from tddesk.services.tournament import Change
    from tddesk.ui.bws_follow import BwsFollow


class BridgemateMenu(QObject):
    def __init__(self, controller: WindowHost):
        assert isinstance(controller, QObject)  # the window's controller owns its menus
        super().__init__(controller)
        self.controller = controller
        self.report_box: QMessageBox | None = None  # the last import's notes, while open
        window = controller.window
        self.menu = QMenu(window)
        self.menu.setObjectName("menu_bridgemate")
        window.menuBar().insertMenu(window.menus.tools.menuAction(), self.menu)
        self.create_action = QAction(window)
        self.create_action.setObjectName("action_create_bws")
        self.import_action = QAction(window)
        self.import_action.setObjectName("action_import_bws")
        self.check_action = QAction(window)
        self.check_action.setObjectName("action_check_bws")
        self.follow_action = QAction(window)
        self.follow_action.setObjectName("action_follow_bws")
        self.stop_action = QAction(window)
        self.stop_action.setObjectName("action_stop_following")
        self.field_action = QAction(window)
        self.field_action.setObjectName("action_field_imps")
        self.layout_action = QAction(window)
        self.layout_action.setObjectName("action_board_layout")
        self.checks_action = QAction(window)
        self.checks_action.setObjectName("action_day_checks")
        self.changes_action = QAction(window)
        self.changes_action.setObjectName("action_bws_changes")
        self.menu.addAction(self.create_action)
        self.menu.addSeparator()
        self.menu.addActions(
            [self.check_action, self.import_action, self.follow_action, self.stop_action, self.changes_action]
        )
        self.menu.addSeparator()
        self.menu.addAction(self.layout_action)
        self.menu.addAction(self.field_action)
        self.menu.addAction(self.checks_action)
        self.checks_action.triggered.connect(lambda: self.open_checks())
        self.checks_dialog: QDialog | None = None
        self.create_dialog: QDialog | None = None
        self.changes_dialog: QDialog | None = None
        self.changes_action.triggered.connect(lambda: self.open_changes())
        self.venue_files: dict[str, Path] = {}  # stage id → the venue's file last written, read or followed
        self.layout_action.triggered.connect(lambda: self.open_layout())
        self.layout_dialog: QDialog | None = None
        self.field_action.triggered.connect(lambda: self.open_field())
        self.field_dialog: QDialog | None = None
        self.create_action.triggered.connect(lambda: self.ask_create())
        self.import_action.triggered.connect(lambda: self.ask_import())
        self.check_action.triggered.connect(lambda: self.ask_check())
        self.check_dialog: QDialog | None = None
        # Yes/no before a file that does not fit is imported anyway; tests replace it on the instance.
        self.confirm: Callable[[str], bool] = lambda text: confirm_mismatch(self.controller.window, text)
        self.follow_action.triggered.connect(lambda: self.ask_follow())
        self.stop_action.triggered.connect(self.stop_following)
        self.progress_label = QLabel(window)
        self.progress_label.setObjectName("bwsProgress")
        window.status.addWidget(self.progress_label)
        # After a schedule change in a stage whose venue file tddesk knows: re-seat it there.
        self.reseat_offer = QPushButton(window)
        self.reseat_offer.setObjectName("bwsReseatOffer")
        self.reseat_offer.setFlat(True)
        self.reseat_offer.hide()
        self.reseat_offer.clicked.connect(lambda: self._take_reseat_offer())
        window.status.addWidget(self.reseat_offer)
        self.offered: tuple[StageId, int] | None = None
        self.follow: BwsFollow | None = None
        self.menu.aboutToShow.connect(self.update)
        window.installEventFilter(self)
        self.retranslate()
        self.update()

    def stage_id(self) -> StageId | None:
        stage = self.controller.tournament_menus.stage
        return stage.id if stage is not None else None

    def update(self) -> None:
        session = self.controller.session
        writable = session is not None and not session.read_only and self.stage_id() is not None
        self.create_action.setEnabled(
            session is not None and (self.stage_id() is not None or self.heat_id() is not None)
        )
        self.import_action.setEnabled(writable)
        self.check_action.setEnabled(session is not None)
        self.follow_action.setEnabled(writable and self.follow is None)
        self.stop_action.setEnabled(self.follow is not None)
        self.layout_action.setEnabled(writable)
        self.field_action.setEnabled(session is not None and self.stage_id() is not None)
        self.checks_action.setEnabled(session is not None and self.stage_id() is not None)
        self.changes_action.setEnabled(session is not None and (self.stage_id() or self.heat_id()) is not None)

    def open_field(self) -> QDialog | None:
        """IMPs across the field over the stages of the day of the stage in view (live)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.field import stage_group
        from tddesk.ui.dialogs.boards.field_dialog import FieldDialog

        stage_id, session = self.stage_id(), self.controller.session
        if stage_id is None or session is None:
            return None
        stages = list(stage_group(session.tournament, stage_id))
        self.field_dialog = FieldDialog(session, stages, self.controller.window)
        self.field_dialog.show()
        return self.field_dialog

    def open_checks(self, path: str | Path | None = None) -> QDialog | None:
        """The TD's checks of the day on the Bridgemate file of the stage in view (the file followed
        for it, else one the TD chooses)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.boards.day_checks_dialog import DayChecksDialog

        stage_id, session = self.stage_id(), self.controller.session
        if stage_id is None or session is None:
            return None
        if path is None and self.follow is not None and self.follow.stage_id == stage_id:
            path = self.follow.path
        path = path or self._ask_path()
        if not path:
            return None
        try:
            self.checks_dialog = DayChecksDialog(session, stage_id, path, self.controller.window)
        except ServiceError as error:
            QMessageBox.warning(self.controller.window, self.tr("Bridgemate"), str(error))
            return None
        self.checks_dialog.show()
        return self.checks_dialog

    def venue_file(self, stage_id: str) -> Path | None:
        """The venue's file of the stage: the one followed for it, else the last written or read,
        else the one in the day's Bridgemate folder beside the file."""
        if self.follow is not None and self.follow.stage_id == stage_id:
            return Path(self.follow.path)
        if stage_id in self.venue_files:
            return self.venue_files[stage_id]
        session = self.controller.session
        if session is None:
            return None
        # The folder the semifinal day keeps its venues' files in, beside the file (docs/bws.md).
        beside = session.tournament.path
        found = beside.with_name(f"{beside.stem} Bridgemate") / f"{stage_id}.bws"
        return found if found.is_file() else None

    def on_change(self, change: Change) -> None:
        """A match swapped or moved in a stage whose venue file is known: offer to re-seat its round there."""
        if (
            getattr(change, "action", "") not in RESEATING_ACTIONS
            or not change.subject
            or self.controller.session is None
        ):
            return
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.bws_update import match_round

        try:
            # a swap's or a move's subject is its match
            stage_id, round_number = match_round(self.controller.session.tournament, MatchId(change.subject))
        except ServiceError:  # the match was undone away
            return
        path = self.venue_file(stage_id)
        if path is None:
            return
        self.offered = (stage_id, round_number)
        self.reseat_offer.setText(
            self.tr("Round {round} changed: re-seat it in {file}…").format(round=round_number, file=path.name)
        )
        self.reseat_offer.show()

    def _take_reseat_offer(self) -> QDialog | None:
        self.reseat_offer.hide()
        if self.offered is None:
            return None
        stage_id, round_number = self.offered
        self.offered = None
        return self.open_changes(stage_id=stage_id, round_number=round_number)

    def open_changes(
        self,
        path: str | Path | None = None,
        *,
        stage_id: StageId | None = None,
        round_number: int | None = None,
        correction: tuple[MatchId, int, str, int] | None = None,
    ) -> QDialog | None:
        """Changes during play in the venue's file of the stage in view: a round re-seated, a
        corrected result sent back to the table (docs/bws.md, "Changes during play")."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.boards.bws_change_dialog import BwsChangeDialog

        stage_id, session = stage_id or self.stage_id(), self.controller.session
        heat_id = None if stage_id else self.heat_id()  # a pairs heat: a correction sent back
        if (stage_id or heat_id) is None or session is None:
            return None
        if round_number is None:
            round_number = self.controller.tournament_menus.round_number
        self.changes_dialog = BwsChangeDialog(
            session,
            stage_id,
            path or (self.venue_file(stage_id) if stage_id else self.venue_files.get(heat_id or "")),
            self.controller.window,
            round_number=round_number,
            correction=correction,
            heat_id=heat_id,
        )
        self.changes_dialog.show()
        return self.changes_dialog

    def open_layout(self) -> QDialog | None:
        """The board layout of the stage in view: numbering and the Bridgemate mapping."""
        # deferred: not loaded before the window's first paint (start-up)
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

    def heat_id(self) -> str | None:
        """The pairs heat in view, if that is what the centre shows."""
        page = self.controller.tournament_menus.pairs_page
        return page[0] if page is not None and page[1] == PAIRS_HEAT else None

    def ask_create(self, path: str | Path | None = None) -> QDialog | Path | None:
        """Write the Bridgemate session file of the stage or pairs heat in view: with ``path`` the
        whole stage at once, else the dialog where the TD chooses the round and half (a heat's
        session and movement) and the file."""
        stage_id, session = self.stage_id(), self.controller.session
        if session is None or (stage_id is None and self.heat_id() is None):
            return None
        if path is not None and stage_id is not None:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.services.bws_session import write_team_session

            try:
                written = write_team_session(session.tournament, stage_id, path)
            except ServiceError as error:
                QMessageBox.warning(self.controller.window, self.tr("Not written"), str(error))
                return None
            self.show_written(Path(path), written)
            return Path(path)
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.boards.create_bws_dialog import CreateBwsDialog

        self.create_dialog = CreateBwsDialog(
            session, stage_id=stage_id, heat_id=None if stage_id else self.heat_id(), parent=self.controller.window
        )
        self.create_dialog.accepted.connect(
            lambda dialog=self.create_dialog: self.show_written(dialog.path, dialog.written)
        )
        self.create_dialog.open()
        return self.create_dialog

    def show_written(self, path: str | Path | None, written: object) -> None:
        """What the file holds, in the status bar."""
        if written is None or path is None:
            return
        if (key := getattr(written, "stage_id", None) or getattr(written, "heat_id", None)) is not None:
            self.venue_files[key] = Path(path)
        self.progress_label.setText(written_text(Path(path), written))

    def ask_import(self, path: str | Path | None = None) -> None:
        """Import a .bws into the stage in view (the file is chosen when no path is given)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.bws_check import BwsMismatch
        from tddesk.services.bws_import import import_bws

        stage_id, session = self.stage_id(), self.controller.session
        path = path or self._ask_path()
        if not path or stage_id is None or session is None:
            return
        self.venue_files[stage_id] = Path(path)
        try:
            try:
                report = import_bws(session.tournament, stage_id, path)
            except BwsMismatch as mismatch:
                if not self.confirm(str(mismatch)):
                    return
                report = import_bws(session.tournament, stage_id, path, force=True)
        except ServiceError as error:
            QMessageBox.warning(self.controller.window, self.tr("Not imported"), str(error))
            return
        if report.changed and report.change is not None:
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
            self.report_box = import_report_box(self.controller.window, summary, report.notes)
            self.report_box.open()

    def ask_check(self, path: str | Path | None = None) -> QDialog | None:
        """What a .bws holds and what of it does not fit the stage in view; nothing is changed."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.bws_check import check_file
        from tddesk.ui.dialogs.boards.bws_check_dialog import BwsCheckDialog

        session = self.controller.session
        path = path or self._ask_path()
        if not path or session is None:
            return None
        try:
            check = check_file(path, session.tournament, self.stage_id())
        except ServiceError as error:
            QMessageBox.warning(self.controller.window, self.tr("Check Bridgemate file"), str(error))
            return None
        self.check_dialog = BwsCheckDialog(check, self.controller.window)
        self.check_dialog.show()
        return self.check_dialog

    def ask_follow(self, path: str | Path | None = None, interval_ms: int | None = None) -> BwsFollow | None:
        """Follow a .bws into the stage in view until stopped or the file is closed."""
        stage_id, session = self.stage_id(), self.controller.session
        path = path or self._ask_path()
        if not path or stage_id is None or session is None:
            return None
        self.stop_following()
        arguments = {} if interval_ms is None else {"interval_ms": interval_ms}
        # deferred: not loaded before the window's first paint (start-up)
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
        self.create_action.setText(self.tr("&Create Bridgemate file…"))
        self.import_action.setText(self.tr("&Import file…"))
        self.check_action.setText(self.tr("&Check file…"))
        self.follow_action.setText(self.tr("&Follow file…"))
        self.stop_action.setText(self.tr("&Stop following"))
        self.field_action.setText(self.tr("IMPs across the &field…"))
        self.layout_action.setText(self.tr("Board &layout…"))
        self.checks_action.setText(self.tr("Checks of the &day…"))
        self.changes_action.setText(self.tr("C&hanges during play…"))
