"""Results for the room and the web: Arkiv → Publicera (the site, automatically, in the local
network) and Visa → Resultattavla (the venue screen for the stage in view).

One per window (``WindowController.results``). It keeps, for the file open, the site's folder
and whether it is published automatically (remembered per file in the program's settings), the
background publisher, the LAN server and the venue screen; closing the file stops them all.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu

from tddesk.ids import StageId
from tddesk.services.errors import ServiceError
from tddesk.system_words import system_reason
from tddesk.ui.auto_publish import AutoPublisher
from tddesk.ui.venue_sharing import VenueSharing
from tddesk.ui.web_upload import WebUpload
from tddesk.ui.window_host import WindowHost

if TYPE_CHECKING:  # the dialogs and the venue screen are imported when first opened, not at start
    from tddesk.publish.serve import SiteServer
    from tddesk.ui.auto_publish import Published
    from tddesk.ui.dialogs.publishing.publish_dialog import PublishDialog
    from tddesk.ui.dialogs.publishing.share_dialog import ShareDialog
    from tddesk.ui.dialogs.publishing.upload_dialog import UploadDialog
    from tddesk.ui.dialogs.publishing.venue_share_dialog import VenueShareDialog
    from tddesk.ui.session import UiSession
    from tddesk.ui.venue_screen import VenueScreen

STATUS_MESSAGE_MS = 5_000


class ResultsMenus(QObject):
    published = Signal(object)  # a tddesk.ui.auto_publish.Published
    failed = Signal(str)

    def __init__(self, controller: WindowHost):
        super().__init__(controller.window)
        self.controller = controller
        self.window = window = controller.window
        self.publisher: AutoPublisher | None = None
        self.server: SiteServer | None = None  # while shared
        self.venue_screen: VenueScreen | None = None
        self.dialog: QDialog | None = None
        self.menu = QMenu(window)
        self.menu.setObjectName("menu_publish")
        self.publish_action = self._action("publish")
        self.automatic_action = self._action("publish_automatically")
        self.automatic_action.setCheckable(True)
        self.share_action = self._action("share")
        self.upload_action = self._action("upload")
        self.venues_action = self._action("share_venues")
        self.menu.addActions(
            [self.publish_action, self.automatic_action, self.share_action, self.upload_action, self.venues_action]
        )
        self.upload = WebUpload(self)
        self.venues = VenueSharing(self)
        close = window.main_actions.close
        window.menus.file.insertMenu(close, self.menu)
        window.menus.file.insertSeparator(close)
        self.spader_action = self._action("export_spader")
        controller.tournament_menus.export_menu.insertAction(
            controller.tournament_menus.export_menu.actions()[2], self.spader_action
        )
        self.spader_action.triggered.connect(lambda: self.save_spader_workbook())
        self.venue_action = self._action("venue_screen")
        self.venue_action.setShortcut(QKeySequence("F10"))
        window.menus.view.addSeparator()
        window.menus.view.addAction(self.venue_action)
        self.publish_action.triggered.connect(self.open_publish_dialog)
        self.automatic_action.toggled.connect(self._automatic_chosen)
        self.share_action.triggered.connect(self.open_share_dialog)
        self.upload_action.triggered.connect(self.open_upload_dialog)
        self.venues_action.triggered.connect(self.open_venue_share_dialog)
        self.venue_action.triggered.connect(lambda: self.open_venue_screen())
        window.views.currentChanged.connect(self.update)
        window.installEventFilter(self)
        self.retranslate()
        self.update()

    def _action(self, name: str) -> QAction:
        action = QAction(self.window)
        action.setObjectName(f"action_{name}")
        return action

    # --- the open file ---------------------------------------------------------------------------

    def attached(self, session: UiSession) -> None:
        self.publisher = AutoPublisher(session, self.folder or Path(), self)
        self.publisher.published.connect(self._published)
        self.publisher.failed.connect(self._failed)
        self.publisher.enabled = self.automatic and self.folder is not None
        self.automatic_action.setChecked(self.publisher.enabled)
        if self.publisher.enabled:
            self.publisher.request()  # changes made elsewhere (the CLI, a merge) since last time
        self.upload.restart()
        self.venues.restart()
        self.update()

    def detached(self) -> None:
        if self.venue_screen is not None:
            self.venue_screen.close()
            self.venue_screen = None
        self.stop_sharing()
        self.upload.detach()
        self.venues.detach()
        if self.publisher is not None:
            self.publisher.stop()
            self.publisher.deleteLater()
            self.publisher = None
        self.update()

    def update(self) -> None:
        session = self.controller.session
        for action in (
            self.publish_action,
            self.automatic_action,
            self.share_action,
            self.upload_action,
            self.venues_action,
        ):
            action.setEnabled(session is not None)
        self.venue_action.setEnabled(
            session is not None and (self._stage_in_view() or self._pairs_heat_in_view()) is not None
        )
        self.spader_action.setEnabled(session is not None and self._stage_in_view() is not None)

    def _stage_in_view(self) -> StageId | None:
        stage = self.controller.tournament_menus.stage
        return stage.id if stage is not None else None

    def _pairs_heat_in_view(self) -> str | None:
        """The pairs heat or final whose view is in front (its venue screen shows its running score)."""
        return getattr(self.controller.window.current_view(), "heat_id", None)

    # --- settings per file -----------------------------------------------------------------------

    def _key(self, name: str) -> str | None:
        session = self.controller.session
        if session is None:
            return None
        digest = hashlib.sha1(str(session.tournament.path.resolve()).encode()).hexdigest()[:16]
        return f"publish/{digest}/{name}"

    @property
    def folder(self) -> Path | None:
        key = self._key("folder")
        value = self.window.settings.qsettings.value(key) if key else None
        return Path(value) if isinstance(value, str) and value else None

    def set_folder(self, folder: Path) -> None:
        key = self._key("folder")
        if key is not None:
            self.window.settings.qsettings.setValue(key, str(folder))
        if self.publisher is not None:
            self.publisher.folder = Path(folder)
        self.upload.restart()

    @property
    def automatic(self) -> bool:
        key = self._key("automatic")
        if not key:
            return False
        return str(self.window.settings.qsettings.value(key, "false")).lower() == "true"

    def set_automatic(self, on: bool) -> None:
        key = self._key("automatic")
        if key is not None:
            self.window.settings.qsettings.setValue(key, "true" if on else "false")
        if self.publisher is not None:
            self.publisher.enabled = on and self.folder is not None
            if self.publisher.enabled:
                self.publisher.request()  # bring the whole site up to date once
        self.automatic_action.blockSignals(True)
        self.automatic_action.setChecked(on and self.folder is not None)
        self.automatic_action.blockSignals(False)

    def _automatic_chosen(self, on: bool) -> None:
        if on and self.folder is None:
            self.automatic_action.blockSignals(True)
            self.automatic_action.setChecked(False)
            self.automatic_action.blockSignals(False)
            self.open_publish_dialog()  # a folder first
            return
        self.set_automatic(on)

    # --- actions ---------------------------------------------------------------------------------

    def publish_all(self) -> None:
        if self.publisher is not None and self.folder is not None:
            self.publisher.request()

    def _published(self, result: Published) -> None:
        if result.written:
            self.window.statusBar().showMessage(
                self.tr("Published {written} pages to {folder}").format(
                    written=len(result.written), folder=result.folder
                ),
                STATUS_MESSAGE_MS,
            )
            self.upload.request()
        self.published.emit(result)

    def _failed(self, text: str) -> None:
        shown = self.tr("The results site could not be written: {reason}").format(reason=text)
        self.window.statusBar().showMessage(shown, STATUS_MESSAGE_MS * 2)
        self.failed.emit(shown)

    def open_publish_dialog(self) -> PublishDialog | None:
        if self.controller.session is None:
            return None
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.publishing.publish_dialog import PublishDialog

        dialog = PublishDialog(self, self.window)
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(
            lambda _result: self.automatic_action.setChecked(bool(self.publisher and self.publisher.enabled))
        )
        self.dialog = dialog
        dialog.open()
        return dialog

    def open_upload_dialog(self) -> UploadDialog | None:
        if self.controller.session is None:
            return None
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.publishing.upload_dialog import UploadDialog

        dialog = UploadDialog(self.upload, self.window)
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()
        return dialog

    def open_venue_share_dialog(self) -> VenueShareDialog | None:
        session = self.controller.session
        if session is None or session.read_only:
            return None
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.publishing.venue_share_dialog import VenueShareDialog

        dialog = VenueShareDialog(self.venues, self.window)
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()
        return dialog

    def open_share_dialog(self) -> ShareDialog | None:
        if self.controller.session is None:
            return None
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.publishing.share_dialog import ShareDialog

        dialog = ShareDialog(self, self.window)
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()
        return dialog

    def share(self, port: int, host: str) -> str | None:
        """Serve the site's folder; a problem in words, or None when it is shared."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.publish.serve import SiteServer

        folder = self.folder
        if folder is None or not (folder / "index.html").is_file():
            return self.tr("Publish the site first (File → Publish → Publish…); then it can be shared.")
        self.stop_sharing()
        try:
            self.server = SiteServer(folder, port, host)
        except OSError as error:
            return self.tr("Port {port} cannot be used ({reason}); choose another.").format(
                port=port, reason=system_reason(error)
            )
        return None

    def stop_sharing(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def open_venue_screen(self, stage_id: StageId | None = None, *, full_screen: bool = True) -> VenueScreen | None:
        session = self.controller.session
        heat_id = None if stage_id else self._pairs_heat_in_view()
        stage_id = stage_id or self._stage_in_view()
        if session is None or (stage_id is None and heat_id is None):
            return None
        if self.venue_screen is not None:
            self.venue_screen.close()
        if heat_id is not None:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.pairs_venue_screen import PairsVenueScreen

            self.venue_screen = PairsVenueScreen(session, heat_id)
        else:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.venue_screen import VenueScreen

            assert stage_id is not None  # without a heat in view, a stage is (checked above)
            self.venue_screen = VenueScreen(session, stage_id)
        if full_screen:
            self.venue_screen.show_on_projector()
        else:
            self.venue_screen.show()
        return self.venue_screen

    def save_spader_workbook(self, target: Path | None = None) -> Path | None:
        """The federation's result report of the stage in view (its round, with a round in view) as xlsx."""
        session, stage_id = self.controller.session, self._stage_in_view()
        if session is None or stage_id is None:
            return None
        round_number = self.controller.tournament_menus.round_number
        if target is None:
            suggested = session.tournament.path.with_name(
                f"spader-{stage_id}" + (f"-{round_number}" if round_number else "") + ".xlsx"
            )
            chosen, _filter = QFileDialog.getSaveFileName(
                self.window, self.tr("Save the result report for Spader"), str(suggested), self.tr("Workbooks (*.xlsx)")
            )
            if not chosen:
                return None
            target = Path(chosen) if chosen.lower().endswith(".xlsx") else Path(chosen + ".xlsx")
        from tddesk.export.spader_workbook import write_spader_workbook  # openpyxl loads when first used

        try:
            written = write_spader_workbook(session.tournament, target, stage_id, round_number)
        except ServiceError as error:
            self.controller.show_problem(self.tr("The result report could not be saved"), str(error))
            return None
        self.window.statusBar().showMessage(self.tr("Saved {path}").format(path=written), STATUS_MESSAGE_MS)
        return written

    # --- language --------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and watched is self.__dict__.get("window"):
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("P&ublish"))
        self.publish_action.setText(self.tr("&Publish…"))
        self.automatic_action.setText(self.tr("Publish &automatically"))
        self.share_action.setText(self.tr("&Share in the local network…"))
        self.upload_action.setText(self.tr("&Upload to a web host…"))
        self.venues_action.setText(self.tr("Share board results between &venues…"))
        self.venue_action.setText(self.tr("&Venue screen (projector)"))
        self.spader_action.setText(self.tr("Result report for &Spader (xlsx)…"))
