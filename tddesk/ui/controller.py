"""Connects a MainWindow to its open championship file and shows the view chosen in the tree.

One ``WindowController`` per window (``create_main_window`` makes it). It keeps the window's one
``UiSession`` (on the window's undo stack) for the file open, the championship tree and the views
made for it, and the status bar's "Saved" time up to date after every action, undo and redo. It
answers File → Close and the window's closing, the tree's own menu (New heat, Change settings)
and the standings dock that follows the stage in view.

The ways into a file — File → New, Open, Open recent and Demo, with their questions and message
boxes — are ``tddesk.ui.file_actions.FileActions`` (``controller.files``), which hands the opened
championship to ``attach``; the controller's ``new_championship``, ``open_file``, ``ask_demo_path``
and ``build_demo`` pass on to it. Which widget shows which tree entry is the view registry,
``tddesk.ui.view_registry`` (``VIEW_FACTORIES``, ``lazy_view``, ``STAGE_VIEWS``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QMenu, QMessageBox, QWidget

from tddesk.ids import StageId
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.errors import ServiceError
from tddesk.ui.bridgemate_menu import BridgemateMenu
from tddesk.ui.demo_day_menu import DemoDayMenu
from tddesk.ui.file_actions import FileActions
from tddesk.ui.main_window import MainWindow
from tddesk.ui.menus import TournamentMenus
from tddesk.ui.module_sources import forget_module_sources
from tddesk.ui.pairs_menu import PairsMenu
from tddesk.ui.results_menus import ResultsMenus
from tddesk.ui.save_copy import SaveCopy
from tddesk.ui.session import UiSession
from tddesk.ui.tree import VIEW_KEY_ROLE, ChampionshipTreeModel, ViewKey
from tddesk.ui.view_header import ViewHeader
from tddesk.ui.view_registry import STAGE_VIEWS, VIEW_FACTORIES, ViewFactory, lazy_view
from tddesk.ui.widgets.after_paint import after_first_paint
from tddesk.ui.widgets.long_work import LongWork

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament
    from tddesk.ui.dialogs.files.new_championship import NewChampionshipDialog
    from tddesk.ui.dialogs.stages.heat_settings import HeatSettingsDialog

# The views last shown stay made, so going back to one is instant; older ones are deleted (and made
# again when chosen). Every widget of a kept view takes part in each dialog's opening and closing
# (Qt tells all of a window's widgets it is blocked and unblocked), and each change notifies every
# kept view: after an evening of clicking through 150 views a ruling dialog took five times longer.
KEPT_VIEWS = 20

# The view registry is importable from here as well as from tddesk.ui.view_registry.
__all__ = ["STAGE_VIEWS", "VIEW_FACTORIES", "ViewFactory", "WindowController", "lazy_view"]


class WindowController(QObject):
    """The session, tree, views and standings dock of one window; File → Close."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.session: UiSession | None = None
        self.tree_model: ChampionshipTreeModel | None = None
        self.views: dict[ViewKey, QWidget] = {}
        self.message_box: QMessageBox | None = None  # the last problem shown, or the read-only offer
        self.standings_dock: QWidget | None = None  # the live standings of the stage in view
        self.view_header = ViewHeader(window, self)  # the line naming the view in the centre
        self.files = FileActions(self)  # File → New, Open, Open recent, Demo
        window.tree_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        window.tree_view.customContextMenuRequested.connect(self._show_context_menu)
        self.tournament_menus = TournamentMenus(self)  # Domslut, Skriv ut, File → Import/Export/Merge heat
        self.results = ResultsMenus(self)  # Arkiv → Publicera, Visa → Resultattavla
        self.bridgemate = BridgemateMenu(self)  # Bridgemate → Import file, Follow file
        self.demo_day = DemoDayMenu(self, self.bridgemate)  # Verktyg → Demo: semifinaldag, Bridgemate → Spela upp
        self.save_copy = SaveCopy(self, self.tournament_menus.import_menu.menuAction())  # Arkiv → Spara en kopia
        self.pairs = PairsMenu(self)  # Verktyg → Nytt parmästerskap
        # Connected last: File → Close and the window's closing find every menu above made.
        window.close_requested.connect(self.close_file)
        window.installEventFilter(self)

    # --- the ways into a file (tddesk.ui.file_actions) ------------------------------------------

    def new_championship(self) -> NewChampionshipDialog:
        return self.files.new_championship()

    def open_file(self, path: str | Path) -> None:
        self.files.open_file(path)

    def ask_demo_path(self) -> QFileDialog:
        return self.files.ask_demo_path()

    def build_demo(self, path: str | Path) -> LongWork | None:
        return self.files.build_demo(path)

    # --- the open file: attach, Close, changes --------------------------------------------------

    def close_file(self) -> None:
        """Close the open file (if any): the views go, the lock is released, the welcome page shows."""
        self.bridgemate.stop_following()
        self.demo_day.stop()
        for key in list(self.views):
            self._discard_view(key)
        self._drop_standings_dock()
        if self.session is not None:
            self.results.detached()
            session, self.session = self.session, None
            session.close()
            session.deleteLater()
        self.window.file_closed()
        if self.tree_model is not None:
            self.tree_model.deleteLater()
            self.tree_model = None
        self.tournament_menus.update()  # with no file open, the file's menu actions are disabled
        self.results.update()
        self.save_copy.update()

    def attach(self, tournament: Tournament | None) -> None:
        """Show ``tournament`` in this window (closing the file open before); None does nothing."""
        if tournament is None:
            return
        self.close_file()
        self.session = UiSession(tournament, self.window.undo_stack, self)
        self.tree_model = ChampionshipTreeModel(self.session, self)
        self.session.changed.connect(self._changed)
        self.session.failed.connect(lambda text: self.show_problem(self.tr("The change could not be made"), text))
        self.window.set_tree_model(self.tree_model)
        self.window.tree_view.selectionModel().currentChanged.connect(self._current_changed)
        self.window.tree_view.activated.connect(self._activated)
        self.window.file_opened(tournament.path, tournament.profile.profile.name, tournament.read_only)
        self.window.status.mark_saved(_last_written(tournament.path))
        self.select(("championship",))
        self.results.attached(self.session)
        # The tree and the championship page need no ORM; it loads once they are on screen, so the
        # TD's first click into a stage finds it ready (a click meanwhile waits, nothing is lost).
        session = self.session
        after_first_paint(self.window.tree_view.viewport(), lambda: self._load_orm(session))
        forget_module_sources()  # the file's services and their libraries are imported by now

    def _load_orm(self, session: UiSession) -> None:
        if session is self.session:  # not for a file closed meanwhile
            session.tournament.load_orm()

    def _changed(self, change: Change) -> None:
        if self.session is None:
            return
        if self.session.tournament.last_saved is not None:
            self.window.status.mark_saved(self.session.tournament.last_saved)
        tree = self.tree_model
        assert tree is not None  # attached with the session
        for key in [key for key in self.views if key not in tree]:
            self._discard_view(key)
        if self.standings_dock is not None and ("stage_settings", self.standings_dock.property("stage_id")) not in tree:
            self._drop_standings_dock()  # its stage was undone away
        self.view_header.on_change(change)
        self.bridgemate.on_change(change)

    def _discard_view(self, key: ViewKey) -> None:
        widget = self.views.pop(key)
        if self.window.current_view() is widget:
            self.view_header.clear()
            self.window.show_welcome()
        self.window.views.removeWidget(widget)
        widget.deleteLater()

    # --- the tree and the views ---------------------------------------------------------------

    def select(self, key: ViewKey) -> QWidget | None:
        """Choose the tree item with ``key`` (which shows its view); the view shown, if any."""
        if self.tree_model is None:
            return None
        index = self.tree_model.index_of(key)
        if index.isValid():
            self.window.tree_view.setCurrentIndex(index)
        return self.views.get(key)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        key = current.data(VIEW_KEY_ROLE) if current.isValid() else None
        if key is not None:
            self.show_view(key)

    def _activated(self, index: QModelIndex) -> None:
        """Enter on a tree item: into its view, a round straight to its first empty IMP cell."""
        key = index.data(VIEW_KEY_ROLE) if index.isValid() else None
        widget = self.show_view(key) if key is not None else None
        if widget is not None:
            start = getattr(widget, "start_entry", None)
            if start is not None:
                start()
            else:
                widget.setFocus()

    def show_view(self, key: ViewKey) -> QWidget | None:
        """Show the view for ``key`` in the centre (made on first use); None if the key has no view."""
        if self.session is None:
            return None
        widget = self.views.pop(key, None)
        if widget is None:
            factory = VIEW_FACTORIES.get(key[0])
            if factory is None:
                return None
            try:
                widget = factory(self.session, key)
            except ServiceError as error:
                widget = QLabel(str(error))
                widget.setWordWrap(True)
        self.views[key] = widget  # the views in the order last shown, this one last
        self.window.show_view(widget)
        self._forget_old_views()
        self.view_header.show(self.session, key)
        if key[0] in STAGE_VIEWS and len(key) > 1:
            self._show_standings_of(key[1])
        return widget

    def current_view_kind(self) -> str:
        """The kind of the view in the centre (its key's first element), "welcome" for none."""
        current = self.window.current_view()
        return next((key[0] for key, widget in self.views.items() if widget is current), "welcome")

    def _forget_old_views(self) -> None:
        """Delete the views shown longest ago beyond KEPT_VIEWS, except one with a window of its own
        open (e.g. a round's traveller grid) and the view in the centre."""
        current = self.window.current_view()
        for key in list(self.views)[:-1]:
            if len(self.views) <= KEPT_VIEWS:
                return
            widget = self.views[key]
            if widget is not current and not any(child.isVisible() for child in widget.findChildren(QDialog)):
                self._discard_view(key)

    def _show_standings_of(self, stage_id: StageId) -> None:
        """The right dock follows the stage in view (UI.md)."""
        if self.standings_dock is not None and self.standings_dock.property("stage_id") == stage_id:
            return
        try:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.views.standings_view import StandingsDock
        except ModuleNotFoundError:
            return
        dock_class: Callable[[UiSession, StageId], QWidget] = StandingsDock
        if self._stage_kind(stage_id) == StageKind.SM_KNOCKOUT:  # no VP: the knockout's own standing (S5)
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.views.knockout_dock import KnockoutDock

            dock_class = KnockoutDock
        self._drop_standings_dock()
        assert self.session is not None  # a stage is in view only with a file open
        self.standings_dock = dock_class(self.session, stage_id)
        self.standings_dock.setProperty("stage_id", stage_id)
        self.window.standings_dock.setWidget(self.standings_dock)
        self.standings_dock.show()

    def _stage_kind(self, stage_id: StageId) -> str | None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.stages import stage_view

        assert self.session is not None  # a stage is in view only with a file open
        try:
            return stage_view(self.session.tournament, stage_id).form.kind
        except ServiceError:
            return None

    def _drop_standings_dock(self) -> None:
        if self.standings_dock is not None:
            self.window.standings_dock.setWidget(self.window.standings_placeholder)
            self.standings_dock.deleteLater()
            self.standings_dock = None

    def context_menu(self, index: QModelIndex) -> QMenu | None:
        """The menu of a tree item: New heat on the championship, Change settings on a stage."""
        key = index.data(VIEW_KEY_ROLE) if index.isValid() else None
        if self.session is None or key is None or self.session.read_only:
            return None
        menu = QMenu(self.window.tree_view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if key[0] == "championship":
            menu.addAction(self.tr("New heat…"), self.new_heat).setObjectName("action_new_heat")
        elif key[0] == "stage_settings":
            menu.addAction(self.tr("Change settings…"), lambda: self.change_stage(key[1])).setObjectName(
                "action_stage_settings"
            )
        return menu if menu.actions() else None

    def _show_context_menu(self, position: QPoint) -> None:
        menu = self.context_menu(self.window.tree_view.indexAt(position))
        if menu is not None:
            menu.popup(self.window.tree_view.viewport().mapToGlobal(position))

    def new_heat(self) -> HeatSettingsDialog:
        """The heat settings dialog, empty; the new heat is chosen in the tree once saved."""
        return self.change_stage(None)

    def change_stage(self, stage_id: StageId | None) -> HeatSettingsDialog:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.stages.heat_settings import HeatSettingsDialog

        assert self.session is not None  # the menus offer it only with a file open
        dialog = HeatSettingsDialog(self.session, stage_id, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.select(("stage_settings", dialog.stage_id)))
        dialog.open()
        return dialog

    # --- messages, language, closing ----------------------------------------------------------

    def show_problem(self, title: str, text: str) -> QMessageBox:
        """A refusal or failure in the service's words (non-blocking, window-modal)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self.window)
        box.setObjectName("controllerMessage")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.message_box = box
        box.open()
        return box

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind not in (QEvent.Type.Close, QEvent.Type.LanguageChange):
            return False
        # While Python tears the window down, this object's attributes may already be gone.
        window = self.__dict__.get("window")
        if window is None or watched is not window:
            return False
        if kind == QEvent.Type.Close:
            self.files.wait_for_demo_build()  # a running build must not outlive its window
            self.close_file()  # releases the file's lock when the window goes
        elif self.tree_model is not None:
            self.tree_model.refresh()
            self.view_header.refresh()
        return False


def _last_written(path: Path) -> dt.datetime:
    """When the file (or its write-ahead log) was last written: what "Saved" shows on opening."""
    times = [
        candidate.stat().st_mtime for candidate in (path, path.with_name(path.name + "-wal")) if candidate.exists()
    ]
    return dt.datetime.fromtimestamp(max(times)) if times else dt.datetime.now()
