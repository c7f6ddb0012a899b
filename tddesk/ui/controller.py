"""Connects a MainWindow to the championship files and shows the view chosen in the tree.

One ``WindowController`` per window (``create_main_window`` makes it). It answers the window's
File signals through ``tddesk.services.files``, keeps the window's one ``UiSession`` (on the
window's undo stack), the championship tree and the views made for it, and keeps the status bar's
"Saved" time up to date after every action, undo and redo.

The view registry
-----------------
``VIEW_FACTORIES`` maps the first element of a tree item's view key (``tddesk.ui.tree``) to a
factory ``factory(session, key) -> QWidget``. A view is a QWidget class built as
``ViewClass(session, *key[1:])`` — e.g. ``RoundEntryView(session, "heat-motala", 3)`` for the key
``("round", "heat-motala", 3)`` — that refreshes itself on ``session.changed`` and changes the file
only through ``session.perform``. The controller makes one view per key while the file is open,
shows it again when the item is chosen again, and deletes it when the file closes or the key
leaves the tree. ``lazy_view(module, class_name, title)`` imports the module on first use; while
that module does not exist yet, a label naming the view is shown instead. Register a new view by
adding its line to ``VIEW_FACTORIES`` (or ``VIEW_FACTORIES[kind] = lazy_view(...)`` at start-up).
"""
from __future__ import annotations

import datetime as dt
import importlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMenu, QMessageBox, QWidget

from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.services.errors import ServiceError
from tddesk.services.files import FILE_SUFFIX, FileRefused, open_championship
from tddesk.services.tournament import Tournament
from tddesk.ui.dialogs.heat_settings import HeatSettingsDialog
from tddesk.ui.dialogs.new_championship import DemoBuild, NewChampionshipDialog, demo_file_dialog, replacing_problem
from tddesk.ui.dialogs.open_read_only import OpenReadOnlyQuestion
from tddesk.ui.main_window import MainWindow
from tddesk.ui.menus import TournamentMenus
from tddesk.ui.session import UiSession
from tddesk.ui.tree import VIEW_KEY_ROLE, ChampionshipTreeModel
from tddesk.ui.view_header import ViewHeader

ViewFactory = Callable[[UiSession, tuple], QWidget]
STAGE_VIEWS = frozenset({"stage_settings", "teams", "schedule", "round", "standings", "crosstable", "rulings",
                         "fees", "central_day"})
DEMO_FILE_NAME = "DM Lag ÖMBF 2016-17 (demo)" + FILE_SUFFIX


def lazy_view(module: str, class_name: str, title: str) -> ViewFactory:
    """A factory building ``module.class_name(session, *key[1:])``; a label naming ``title`` (marked
    with QT_TRANSLATE_NOOP("Views", ...)) while ``module`` does not exist yet."""

    def build(session: UiSession, key: tuple) -> QWidget:
        try:
            loaded = importlib.import_module(module)
        except ModuleNotFoundError as error:
            if error.name is None or not module.startswith(error.name):
                raise  # the module exists but something it imports is missing: a real error
            return _placeholder(translate("Views", title))
        return getattr(loaded, class_name)(session, *key[1:])

    return build


def _placeholder(title: str) -> QLabel:
    label = QLabel(translate("Views", "{view}: this view is not available yet.").format(view=title))
    label.setObjectName("viewPlaceholder")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


VIEW_FACTORIES: dict[str, ViewFactory] = {
    "championship": lazy_view("tddesk.ui.views.stage_overview", "ChampionshipOverview",
                              QT_TRANSLATE_NOOP("Views", "Championship")),
    "stage_settings": lazy_view("tddesk.ui.views.stage_overview", "StageOverview",
                                QT_TRANSLATE_NOOP("Views", "Settings")),
    "schedule": lazy_view("tddesk.ui.views.schedule_view", "ScheduleView", QT_TRANSLATE_NOOP("Views", "Schedule")),
    "round": lazy_view("tddesk.ui.views.round_entry", "RoundEntryView", QT_TRANSLATE_NOOP("Views", "Round")),
    "standings": lazy_view("tddesk.ui.views.standings_view", "StandingsView",
                           QT_TRANSLATE_NOOP("Views", "Standings")),
    "crosstable": lazy_view("tddesk.ui.views.crosstable_view", "CrossTableView",
                            QT_TRANSLATE_NOOP("Views", "Cross-table")),
    "rulings": lazy_view("tddesk.ui.views.rulings_view", "RulingsView", QT_TRANSLATE_NOOP("Views", "Rulings")),
    "fees": lazy_view("tddesk.ui.views.fees_view", "FeesView", QT_TRANSLATE_NOOP("Views", "Fees")),
    "teams": lazy_view("tddesk.ui.views.teams_view", "TeamsView", QT_TRANSLATE_NOOP("Views", "Teams")),
    "members": lazy_view("tddesk.ui.views.members_view", "MembersView",
                         QT_TRANSLATE_NOOP("Views", "Member register")),
    "allocation": lazy_view("tddesk.ui.views.allocation_view", "AllocationView",
                            QT_TRANSLATE_NOOP("Views", "Allocation to semifinals")),
    "central_day": lazy_view("tddesk.ui.views.central_day_view", "CentralDayView",
                             QT_TRANSLATE_NOOP("Views", "Playing day")),
}


class WindowController(QObject):
    """File → New / Open / Recent / Demo / Close for one window, its session, tree and views."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.session: UiSession | None = None
        self.tree_model: ChampionshipTreeModel | None = None
        self.views: dict[tuple, QWidget] = {}
        self.message_box: QMessageBox | None = None     # the last problem shown, or the read-only offer
        self.demo_build: DemoBuild | None = None
        self.standings_dock: QWidget | None = None      # the live standings of the stage in view
        self.view_header = ViewHeader(window, self)     # the line naming the view in the centre
        window.new_requested.connect(self.new_championship)
        window.open_requested.connect(self.open_file)
        window.demo_requested.connect(self.ask_demo_path)
        window.close_requested.connect(self.close_file)
        window.tree_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        window.tree_view.customContextMenuRequested.connect(self._show_context_menu)
        window.installEventFilter(self)
        self.tournament_menus = TournamentMenus(self)   # Domslut, Skriv ut, File → Import/Export/Merge heat

    # --- New, Open, Demo, Close ---------------------------------------------------------------

    def new_championship(self) -> NewChampionshipDialog:
        dialog = NewChampionshipDialog(self._default_folder(), self.window)
        dialog.accepted.connect(lambda: self._attach(dialog.tournament))
        dialog.open()
        return dialog

    def open_file(self, path: str | Path) -> None:
        path = Path(path)
        if self.session is not None and self.session.tournament.path.resolve() == path.resolve():
            return  # already open in this window
        try:
            tournament = open_championship(path)
        except FileRefused as error:
            if error.code == "in_use":
                self.offer_read_only(path, str(error))
            else:
                self.show_problem(self.tr("The file cannot be opened"), str(error))
            return
        self._attach(tournament)

    def offer_read_only(self, path: Path, reason: str) -> OpenReadOnlyQuestion:
        """Ask (without blocking) whether to open a file in use read-only."""
        question = OpenReadOnlyQuestion(path, reason, self.window)
        question.chosen.connect(self._open_read_only)
        self.message_box = question
        question.open()
        return question

    def _open_read_only(self, path: str) -> None:
        try:
            tournament = open_championship(Path(path), read_only=True)
        except FileRefused as error:
            self.show_problem(self.tr("The file cannot be opened"), str(error))
            return
        self._attach(tournament)

    def ask_demo_path(self) -> QFileDialog:
        dialog = demo_file_dialog(_documents_folder() / DEMO_FILE_NAME, self.window)
        dialog.fileSelected.connect(self.build_demo)
        dialog.open()
        return dialog

    def build_demo(self, path: str | Path) -> DemoBuild | None:
        """Build the demo championship at ``path`` with a busy cursor, then open it."""
        problem = replacing_problem(Path(path))
        if problem is not None:
            self.show_problem(self.tr("The demo championship cannot be saved there"), problem)
            return None
        self.demo_build = DemoBuild(Path(path), self.window)
        self.demo_build.done.connect(self._demo_built)
        self.demo_build.start()
        return self.demo_build

    def _demo_built(self, path: str, error: str) -> None:
        self.demo_build = None
        if error:
            self.show_problem(self.tr("The demo championship could not be built"), error)
        else:
            self.open_file(path)

    def close_file(self) -> None:
        """Close the open file (if any): the views go, the lock is released, the welcome page shows."""
        for key in list(self.views):
            self._discard_view(key)
        self._drop_standings_dock()
        if self.session is not None:
            session, self.session = self.session, None
            session.close()
            session.deleteLater()
        self.window.file_closed()
        if self.tree_model is not None:
            self.tree_model.deleteLater()
            self.tree_model = None
        self.tournament_menus.update()   # with no file open, the file's menu actions are disabled

    def _attach(self, tournament: Tournament | None) -> None:
        if tournament is None:
            return
        self.close_file()
        self.session = UiSession(tournament, self.window.undo_stack, self)
        self.tree_model = ChampionshipTreeModel(self.session, self)
        self.session.changed.connect(self._changed)
        self.session.failed.connect(lambda text: self.show_problem(self.tr("The change could not be made"), text))
        self.window.set_tree_model(self.tree_model)
        self.window.tree_view.selectionModel().currentChanged.connect(self._current_changed)
        self.window.file_opened(tournament.path, tournament.profile.profile.name, tournament.read_only)
        self.window.status.mark_saved(_last_written(tournament.path))
        self.select(("championship",))

    def _changed(self, change) -> None:
        if self.session is None:
            return
        if self.session.tournament.last_saved is not None:
            self.window.status.mark_saved(self.session.tournament.last_saved)
        keys = self.tree_model.keys()
        for key in [key for key in self.views if key not in keys]:
            self._discard_view(key)
        if self.standings_dock is not None and ("stage_settings", self.standings_dock.property("stage_id")) not in keys:
            self._drop_standings_dock()  # its stage was undone away
        self.view_header.on_change(change)

    def _discard_view(self, key: tuple) -> None:
        widget = self.views.pop(key)
        if self.window.current_view() is widget:
            self.view_header.clear()
            self.window.show_welcome()
        self.window.views.removeWidget(widget)
        widget.deleteLater()

    # --- the tree and the views ---------------------------------------------------------------

    def select(self, key: tuple) -> QWidget | None:
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

    def show_view(self, key: tuple) -> QWidget | None:
        """Show the view for ``key`` in the centre (made on first use); None if the key has no view."""
        if self.session is None:
            return None
        widget = self.views.get(key)
        if widget is None:
            factory = VIEW_FACTORIES.get(key[0])
            if factory is None:
                return None
            try:
                widget = factory(self.session, key)
            except ServiceError as error:
                widget = QLabel(str(error))
                widget.setWordWrap(True)
            self.views[key] = widget
        self.window.show_view(widget)
        self.view_header.show(self.session, key)
        if key[0] in STAGE_VIEWS and len(key) > 1:
            self._show_standings_of(key[1])
        return widget

    def _show_standings_of(self, stage_id: str) -> None:
        """The right dock follows the stage in view (UI.md)."""
        if self.standings_dock is not None and self.standings_dock.property("stage_id") == stage_id:
            return
        try:
            from tddesk.ui.views.standings_view import StandingsDock
        except ModuleNotFoundError:
            return
        self._drop_standings_dock()
        self.standings_dock = StandingsDock(self.session, stage_id)
        self.standings_dock.setProperty("stage_id", stage_id)
        self.window.standings_dock.setWidget(self.standings_dock)
        self.standings_dock.show()

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
                "action_stage_settings")
        return menu if menu.actions() else None

    def _show_context_menu(self, position: QPoint) -> None:
        menu = self.context_menu(self.window.tree_view.indexAt(position))
        if menu is not None:
            menu.popup(self.window.tree_view.viewport().mapToGlobal(position))

    def new_heat(self) -> HeatSettingsDialog:
        """The heat settings dialog, empty; the new heat is chosen in the tree once saved."""
        return self.change_stage(None)

    def change_stage(self, stage_id: str | None) -> HeatSettingsDialog:
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
            if self.demo_build is not None:
                self.demo_build.thread.wait()  # a running build must not outlive its window
            self.close_file()  # releases the file's lock when the window goes
        elif self.tree_model is not None:
            self.tree_model.refresh()
            self.view_header.refresh()
        return False

    def _default_folder(self) -> Path:
        for recent in self.window.settings.recent_files():
            if recent.parent.is_dir():
                return recent.parent
        return _documents_folder()


def _documents_folder() -> Path:
    documents = Path.home() / "Documents"
    return documents if documents.is_dir() else Path.home()


def _last_written(path: Path) -> dt.datetime:
    """When the file (or its write-ahead log) was last written: what "Saved" shows on opening."""
    times = [candidate.stat().st_mtime for candidate in (path, path.with_name(path.name + "-wal"))
             if candidate.exists()]
    return dt.datetime.fromtimestamp(max(times)) if times else dt.datetime.now()
