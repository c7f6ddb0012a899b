"""Verktyg → Demo: semifinaldag… and Bridgemate → Spela upp demodagen (docs/bws.md, "The semifinal
demo day"): the day built from the demo's heats with its venues' session files, then played live
into those files while the window follows them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from tddesk.rules.stage_kinds import StageKind
from tddesk.services.errors import ServiceError
from tddesk.ui.window_host import WindowHost

if TYPE_CHECKING:
    from tddesk.ids import StageId
    from tddesk.ui.bridgemate_menu import BridgemateMenu
    from tddesk.ui.demo_day_player import DemoDayPlayer


class DemoDayMenu(QObject):
    def __init__(self, controller: WindowHost, bridgemate_menu: BridgemateMenu):
        assert isinstance(controller, QObject)  # the window's controller, the menu's parent
        super().__init__(controller)
        self.controller = controller
        window = controller.window
        self.build_action = QAction(window)
        self.build_action.setObjectName("action_demo_day")
        self.build_action.triggered.connect(lambda: self.ask_build())
        window.menus.tools.insertAction(window.menus.tools.actions()[0], self.build_action)
        self.play_action = QAction(window)
        self.play_action.setObjectName("action_play_demo_day")
        self.play_action.triggered.connect(lambda: self.toggle_play())
        bridgemate_menu.menu.addSeparator()
        bridgemate_menu.menu.addAction(self.play_action)
        bridgemate_menu.menu.aboutToShow.connect(self.update)
        self.bridgemate_menu = bridgemate_menu
        self.player: DemoDayPlayer | None = None
        window.installEventFilter(self)
        self.retranslate()
        self.update()

    def _files(self) -> dict[StageId, Path]:
        """The open file's semifinals and their session files beside it (none: not a demo day)."""
        session = self.controller.session
        if session is None:
            return {}
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.demo.semifinal_day import bridgemate_folder
        from tddesk.services.stages import stage_views

        folder = bridgemate_folder(Path(session.tournament.path))
        stages = [stage.id for stage in stage_views(session.tournament) if stage.form.kind == StageKind.SEMIFINAL]
        files = {stage: folder / f"{stage}.bws" for stage in stages}
        return files if files and all(path.exists() for path in files.values()) else {}

    def update(self) -> None:
        session = self.controller.session
        playing = self.player is not None and not self.player.done
        self.play_action.setEnabled(playing or (session is not None and not session.read_only and bool(self._files())))
        self.retranslate()

    def ask_build(self, path: str | Path | None = None) -> Path | None:
        """Build the demo day at a path the TD chooses and open it."""
        if path is None:
            path, _filter = QFileDialog.getSaveFileName(
                self.controller.window, self.tr("Semifinal demo day"), "semifinaldag.tddesk", "tddesk (*.tddesk)"
            )
        if not path:
            return None
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.demo.semifinal_day import build_demo_day

        target = Path(path)
        if target.exists():
            target.unlink()
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            day = build_demo_day(target)
            day.tournament.close()
        except (ServiceError, OSError) as error:
            QMessageBox.warning(self.controller.window, self.tr("Semifinal demo day"), str(error))
            return None
        finally:
            QApplication.restoreOverrideCursor()
        self.controller.open_file(target)
        return target

    def toggle_play(self, speed: float = 60.0, follow_ms: int = 2000) -> DemoDayPlayer | None:
        """Start the day's play (or stop it when it runs)."""
        if self.player is not None and not self.player.done:
            self.player.stop()
            self.player = None
            self.update()
            return None
        session = self.controller.session
        files = self._files()
        if session is None or not files:
            return None
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.demo.live_day import plan_day
        from tddesk.ui.demo_day_player import DemoDayPlayer

        venues = plan_day(session.tournament, files, session.tournament.profile.dates.semifinal_day)
        self.player = DemoDayPlayer(session, venues, speed, follow_ms, parent=self)
        self.player.progress.connect(self.bridgemate_menu.progress_label.setText)
        self.player.finished.connect(self.update)
        self.player.start()
        self.update()
        return self.player

    def stop(self) -> None:
        if self.player is not None:
            self.player.stop()
            self.player = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and watched is self.controller.window:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.build_action.setText(self.tr("Demo: semifinal &day…"))
        playing = self.player is not None and not self.player.done
        self.play_action.setText(self.tr("Stop the demo day") if playing else self.tr("&Play the demo day"))
