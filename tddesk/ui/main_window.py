"""The main window (UI.md): championship tree left, the chosen view centre, live standings right.

The window knows nothing of files or databases. File → New / Open / Recent / Demo / Close only
emit signals (``new_requested``, ``open_requested(path)``, ``demo_requested``, ``close_requested``);
whoever connects them to the file services reports back with ``file_opened`` / ``file_closed``,
``status.mark_saved``, ``set_tree_model``, ``show_view`` and ``set_view_header``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, Qt, Signal, SignalInstance, qVersion
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QUndoStack
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from tddesk.ui.actions import MainActions, MainMenus
from tddesk.ui.crash_log import log_folder
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.settings import Settings
from tddesk.ui.status import MainStatusBar
from tddesk.ui.welcome import WelcomePage
from tddesk.ui.widgets.page_stack import PageStack
from tddesk.ui.widgets.readable_width import dock_title_width, tree_width_needed
from tddesk.ui.widgets.screen_fit import fits_on_screen, place_on_screen, screen_key
from tddesk.versions import program_version, version_lines

if TYPE_CHECKING:  # the tool windows are imported when first opened, not at start
    from tddesk.ui.settings_dialog import SettingsDialog
    from tddesk.ui.vp_calculator import VpCalculatorDialog

FILE_SUFFIX = ".tddesk"
DEFAULT_SIZE = (1280, 800)  # the most a new window takes; a smaller screen's free area less
DEFAULT_TREE_WIDTH = 200  # before a file is open; the tree's minimum then follows its texts
DEFAULT_STANDINGS_WIDTH = 230  # rank, a long team name and VP; the dock's own minimum may ask for more


def _width_signals(model: QAbstractItemModel) -> list[SignalInstance]:
    """The signals after which the tree's width is measured again; a model that says when a change
    of many rows is whole (``synced``) is measured then."""
    synced = getattr(model, "synced", None)
    return [model.modelReset, model.rowsInserted, model.dataChanged, *([synced] if synced is not None else [])]


def menu_text(text: str) -> str:
    """``text`` shown literally in a menu item ("A&B" is not a mnemonic)."""
    return text.replace("&", "&&")


class MainWindow(Retranslating, QMainWindow):
    new_requested = Signal()
    open_requested = Signal(str)
    demo_requested = Signal()
    close_requested = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.open_file: Path | None = None
        self.undo_stack = QUndoStack(self)
        self._vp_calculator: VpCalculatorDialog | None = None
        self._settings_dialog: SettingsDialog | None = None

        self.menus = MainMenus(self)
        self.main_actions = MainActions(self, self.menus)
        self.status = MainStatusBar(self)
        self.setStatusBar(self.status)

        self.tree_view = QTreeView(self)
        self.tree_view.setObjectName("championshipTree")
        self.tree_view.setHeaderHidden(True)
        self.tree_dock = self._dock("championshipDock", self.tree_view, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.standings_placeholder = QLabel(self)
        self.standings_placeholder.setWordWrap(True)
        self.standings_placeholder.setMargin(6)
        self.standings_placeholder.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.standings_dock = self._dock(
            "standingsDock", self.standings_placeholder, Qt.DockWidgetArea.RightDockWidgetArea
        )

        self.views = PageStack(self)
        self.views.setObjectName("views")
        self.welcome_page = WelcomePage(self.views)
        self.views.addWidget(self.welcome_page)
        self.view_header = QLabel(self)  # names the view in the centre (UI.md); hidden on the welcome page
        self.view_header.setObjectName("viewHeader")
        self.view_header.setMargin(6)
        self.view_header.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        header_font = self.view_header.font()
        header_font.setBold(True)
        header_font.setPointSizeF(header_font.pointSizeF() * 1.2)
        self.view_header.setFont(header_font)
        self.view_header.hide()
        centre = QWidget(self)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(0)
        centre_layout.addWidget(self.view_header)
        centre_layout.addWidget(self.views, 1)
        self.setCentralWidget(centre)

        self.menus.view.addAction(self.tree_dock.toggleViewAction())
        self.menus.view.addAction(self.standings_dock.toggleViewAction())
        self.menus.view.addAction(self.main_actions.toolbar.toggleViewAction())
        self._connect_actions()
        self.retranslate()
        self.rebuild_recent_menu()
        self.restore_layout()

    def _dock(self, name: str, content: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)  # saveState() identifies docks by name
        dock.setWidget(content)
        self.addDockWidget(area, dock)
        return dock

    def _connect_actions(self) -> None:
        actions = self.main_actions
        actions.new.triggered.connect(self.new_requested)
        actions.open.triggered.connect(self.ask_open_file)
        actions.demo.triggered.connect(self.demo_requested)
        actions.close.triggered.connect(self.close_requested)
        actions.quit.triggered.connect(self.close)
        actions.clear_recent.triggered.connect(self._clear_recent_files)
        actions.undo.triggered.connect(self.undo_stack.undo)
        actions.redo.triggered.connect(self.undo_stack.redo)
        actions.vp_calculator.triggered.connect(self.open_vp_calculator)
        actions.settings.triggered.connect(self.open_settings)
        actions.about.triggered.connect(self.show_about)
        actions.manual.triggered.connect(self.show_manual)
        self.undo_stack.canUndoChanged.connect(actions.undo.setEnabled)
        self.undo_stack.canRedoChanged.connect(actions.redo.setEnabled)
        self.undo_stack.undoTextChanged.connect(self._update_undo_tips)
        self.undo_stack.redoTextChanged.connect(self._update_undo_tips)
        self.menus.recent.aboutToShow.connect(self.rebuild_recent_menu)
        self.welcome_page.new_button.clicked.connect(actions.new.trigger)
        self.welcome_page.open_button.clicked.connect(actions.open.trigger)
        self.welcome_page.demo_button.clicked.connect(actions.demo.trigger)

    # --- what the file services report back -------------------------------------------------

    def file_opened(self, path: Path | str, profile_name: str | None = None, read_only: bool = False) -> None:
        """A championship file is open: status bar, title, recent files and Close follow it."""
        self.open_file = Path(path)
        self.status.set_file(self.open_file, profile_name, read_only)
        self.settings.add_recent_file(self.open_file)
        self.main_actions.close.setEnabled(True)
        self.rebuild_recent_menu()
        self._update_title()

    def file_closed(self) -> None:
        """No file is open any more: empty tree, welcome page, nothing to undo."""
        self.open_file = None
        self.status.set_file(None)
        self.set_tree_model(None)
        self.undo_stack.clear()
        self.main_actions.close.setEnabled(False)
        self.show_welcome()
        self._update_title()

    def set_tree_model(self, model: QAbstractItemModel | None) -> None:
        """The championship tree shown on the left (None: empty)."""
        old = self.tree_view.model()
        if old is not None:
            for signal in _width_signals(old):
                signal.disconnect(self.fit_tree_width)
        self.tree_view.setModel(model)
        if model is not None:
            self.tree_view.expandToDepth(0)
            for signal in _width_signals(model):
                signal.connect(self.fit_tree_width)
        self.fit_tree_width()

    def fit_tree_width(self, *_changed: object) -> None:
        """Keep every item of the tree readable: its dock is never narrower than its longest text."""
        if getattr(self.tree_view.model(), "syncing", False):
            return  # measured once the model's change is whole (its ``synced``), not once per row
        self.tree_view.setMinimumWidth(tree_width_needed(self.tree_view))

    def show_view(self, widget: QWidget) -> None:
        """Show ``widget`` in the centre, adding it to the stack the first time."""
        if self.views.indexOf(widget) < 0:
            self.views.addWidget(widget)
        self.views.setCurrentWidget(widget)

    def show_welcome(self) -> None:
        self.views.setCurrentWidget(self.welcome_page)
        self.set_view_header("")

    def set_view_header(self, text: str) -> None:
        """The line above the centre view naming what it shows; none when ``text`` is empty."""
        self.view_header.setText(text)
        self.view_header.setVisible(bool(text))

    def current_view(self) -> QWidget | None:
        return self.views.currentWidget()

    # --- File menu ------------------------------------------------------------------------

    def ask_open_file(self) -> None:
        """File → Open…: choose a *.tddesk file, then emit ``open_requested``."""
        chosen, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Open championship"),
            str(self._open_dialog_folder()),
            self.tr("Championship files (*{suffix})").format(suffix=FILE_SUFFIX),
        )
        if chosen:
            self.request_open(chosen)

    def request_open(self, path: Path | str) -> None:
        self.open_requested.emit(str(path))

    def _open_dialog_folder(self) -> Path:
        for recent in self.settings.recent_files():
            if recent.parent.is_dir():
                return recent.parent
        return Path.home()

    def rebuild_recent_menu(self) -> None:
        menu = self.menus.recent
        menu.clear()
        paths = self.settings.recent_files()
        for number, path in enumerate(paths, start=1):
            entry = QAction(f"&{number} {path.name}", menu)
            entry.setObjectName("action_recent_file")
            entry.setData(str(path))
            entry.setToolTip(str(path))
            entry.setStatusTip(str(path))
            entry.triggered.connect(lambda _checked=False, chosen=str(path): self.request_open(chosen))
            menu.addAction(entry)
        if paths:
            menu.addSeparator()
            menu.addAction(self.main_actions.clear_recent)
        menu.menuAction().setEnabled(bool(paths))
        menu.setToolTipsVisible(True)

    def _clear_recent_files(self) -> None:
        self.settings.clear_recent_files()
        self.rebuild_recent_menu()

    # --- Tools and Help -------------------------------------------------------------------

    def open_vp_calculator(self) -> VpCalculatorDialog:
        """Show the VP calculator tool window (one per main window) and give it focus."""
        if self._vp_calculator is None:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.vp_calculator import VpCalculatorDialog

            self._vp_calculator = VpCalculatorDialog(self)
        self._vp_calculator.show()
        self._vp_calculator.raise_()
        self._vp_calculator.activateWindow()
        return self._vp_calculator

    def open_settings(self) -> SettingsDialog:
        """Show the settings dialog (window-modal, without blocking the caller)."""
        if self._settings_dialog is None:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.settings_dialog import SettingsDialog

            self._settings_dialog = SettingsDialog(self.settings, self)
        self._settings_dialog.open()
        return self._settings_dialog

    def show_manual(self) -> object:
        """Help → Manual and F1: the manual at the page of the view in front (tddesk.ui.manual)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.manual import WELCOME, open_manual

        controller = getattr(self, "controller", None)
        return open_manual(self, controller.current_view_kind() if controller is not None else WELCOME)

    def show_about(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About tddesk"), "", parent=self)
        box.setObjectName("aboutBox")
        box.setText(
            self.tr(
                "tddesk {version}\n\nThe tournament director's desk for Swedish bridge team championships: "
                "teams, results, rulings, standings and printouts.\n\n"
                "Free software under the GNU General Public License, version 3 or later."
            ).format(version=program_version())
        )
        box.setInformativeText(self.tr("Log files (sent with an error report): {folder}").format(folder=log_folder()))
        # What the program runs on, for an error report: Python, Qt and the libraries.
        box.setDetailedText("\n".join(version_lines(qVersion())))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.open()
        return box

    # --- language and layout --------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text of the window in the current language (also run on LanguageChange)."""
        self.menus.retranslate()
        self.main_actions.retranslate()
        self.tree_dock.setWindowTitle(self.tr("Championship"))
        self.standings_dock.setWindowTitle(self.tr("Standings (live)"))
        self.standings_placeholder.setText(self.tr("The standings of the stage in view appear here."))
        for dock in (self.tree_dock, self.standings_dock):
            dock.setMinimumWidth(dock_title_width(dock))
        self._update_undo_tips()
        self._update_title()

    def _update_title(self) -> None:
        if self.open_file is None:
            self.setWindowTitle("tddesk")
        else:
            self.setWindowTitle(self.tr("{file} — tddesk").format(file=self.open_file.name))

    def _update_undo_tips(self) -> None:
        """Redigera → Ångra / Gör om name the change they take back or redo, teams and all."""
        undo_text, redo_text = self.undo_stack.undoText(), self.undo_stack.redoText()
        self.main_actions.undo.setText(
            self.tr("&Undo: {change}").format(change=menu_text(undo_text)) if undo_text else self.tr("&Undo")
        )
        self.main_actions.redo.setText(
            self.tr("&Redo: {change}").format(change=menu_text(redo_text)) if redo_text else self.tr("&Redo")
        )
        self.main_actions.undo.setToolTip(
            self.tr("Undo: {change}").format(change=undo_text) if undo_text else self.tr("Undo")
        )
        self.main_actions.redo.setToolTip(
            self.tr("Redo: {change}").format(change=redo_text) if redo_text else self.tr("Redo")
        )

    def restore_layout(self) -> None:
        """Window size, position, docks and toolbar as the TD left them on this screen, else the
        screen's free area (at most DEFAULT_SIZE); never larger than the screen."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        geometry = self.settings.window_geometry_on(screen_key(screen))
        restored = not geometry.isEmpty() and self.restoreGeometry(geometry)
        if not restored or not fits_on_screen(self.frameGeometry(), screen):
            place_on_screen(self, screen, DEFAULT_SIZE)
        state = self.settings.window_state
        if state.isEmpty() or not self.restoreState(state):
            # Narrow docks by default leave the centre room for a two-half round grid.
            widths = [max(DEFAULT_TREE_WIDTH, self.tree_view.minimumWidth()), DEFAULT_STANDINGS_WIDTH]
            self.resizeDocks([self.tree_dock, self.standings_dock], widths, Qt.Orientation.Horizontal)

    def save_layout(self) -> None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        self.settings.set_window_geometry_on(screen_key(screen), self.saveGeometry())
        self.settings.window_state = self.saveState()
        self.settings.sync()  # the program may end right after the window closes

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.save_layout()
        if self._vp_calculator is not None:
            self._vp_calculator.close()
        super().closeEvent(event)
