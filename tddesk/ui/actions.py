"""The main window's menus, actions and toolbar (UI.md): created here, connected by the window.

Menus: Arkiv, Redigera, Visa, Domslut, Skriv ut, Verktyg, Hjälp. Later features add their actions
to ``menus.rulings`` and ``menus.print`` (and buttons to ``toolbar``); a menu without actions is
disabled until something is added to it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QStyle, QToolBar

from tddesk.ui.widgets.following_button import FollowingToolButton


class _EnabledWhenFilled(QObject):
    """Keeps a menu disabled while it has no actions, so an empty menu never opens."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.ActionAdded, QEvent.Type.ActionRemoved) and isinstance(watched, QMenu):
            # ActionRemoved arrives while the action is still listed.
            remaining = len(watched.actions()) - (1 if event.type() == QEvent.Type.ActionRemoved else 0)
            watched.menuAction().setEnabled(remaining > 0)
        return False


class MainMenus(QObject):
    """The menu bar's menus, by role."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        bar = window.menuBar()
        self.file = bar.addMenu("")
        self.edit = bar.addMenu("")
        self.view = bar.addMenu("")
        self.rulings = bar.addMenu("")
        self.print = bar.addMenu("")
        self.tools = bar.addMenu("")
        self.help = bar.addMenu("")
        self.recent = QMenu(window)
        self._filled_watcher = _EnabledWhenFilled(window)
        for menu in (self.rulings, self.print):
            menu.installEventFilter(self._filled_watcher)
            menu.menuAction().setEnabled(bool(menu.actions()))
        for name, menu in self.by_name().items():
            menu.setObjectName(f"menu_{name}")

    def by_name(self) -> dict[str, QMenu]:
        return {
            "file": self.file,
            "edit": self.edit,
            "view": self.view,
            "rulings": self.rulings,
            "print": self.print,
            "tools": self.tools,
            "help": self.help,
            "recent": self.recent,
        }

    def retranslate(self) -> None:
        self.file.setTitle(self.tr("&File"))
        self.edit.setTitle(self.tr("&Edit"))
        self.view.setTitle(self.tr("&View"))
        self.rulings.setTitle(self.tr("&Rulings"))
        self.print.setTitle(self.tr("&Print"))
        self.tools.setTitle(self.tr("&Tools"))
        self.help.setTitle(self.tr("&Help"))
        self.recent.setTitle(self.tr("Open &recent"))


class MainActions(QObject):
    """The window's own actions, placed in menus and the toolbar; the window connects them."""

    def __init__(self, window: QMainWindow, menus: MainMenus):
        super().__init__(window)
        style = window.style()

        def action(
            name: str,
            shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
            icon: QStyle.StandardPixmap | None = None,
        ) -> QAction:
            created = QAction(window)
            created.setObjectName(f"action_{name}")
            if shortcut is not None:
                created.setShortcut(shortcut)
            if icon is not None:
                created.setIcon(style.standardIcon(icon))
            return created

        icons = QStyle.StandardPixmap
        self.new = action("new", QKeySequence.StandardKey.New, icons.SP_FileIcon)
        self.open = action("open", QKeySequence.StandardKey.Open, icons.SP_DialogOpenButton)
        self.demo = action("demo")
        self.close = action("close", QKeySequence.StandardKey.Close)
        self.quit = action("quit", QKeySequence("Ctrl+Q"))
        self.clear_recent = action("clear_recent")
        self.undo = action("undo", QKeySequence("Ctrl+Z"), icons.SP_ArrowBack)
        self.redo = action("redo", QKeySequence("Ctrl+Shift+Z"), icons.SP_ArrowForward)
        # The platform's own redo keys too: Ctrl+Y on Windows, where TDs expect it.
        redo_keys = [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
        redo_keys += [key for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if key not in redo_keys]
        self.redo.setShortcuts(redo_keys)
        self.vp_calculator = action("vp_calculator")
        self.settings = action("settings")
        self.manual = action("manual", QKeySequence(Qt.Key.Key_F1))
        self.about = action("about")
        # Swedish texts defeat Qt's guess from "About", "Preferences" and "Quit": on macOS the roles
        # put these three into the application menu.
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)
        for kept_in_place in (self.new, self.open, self.demo, self.close, self.vp_calculator, self.manual):
            kept_in_place.setMenuRole(QAction.MenuRole.NoRole)
        self.close.setEnabled(False)
        self.undo.setEnabled(False)
        self.redo.setEnabled(False)

        menus.file.addActions([self.new, self.open])
        menus.file.addMenu(menus.recent)
        menus.file.addAction(self.demo)
        menus.file.addSeparator()
        menus.file.addAction(self.close)
        menus.file.addSeparator()
        menus.file.addAction(self.quit)
        menus.edit.addActions([self.undo, self.redo])
        menus.tools.addActions([self.vp_calculator])
        menus.tools.addSeparator()
        menus.tools.addAction(self.settings)
        menus.help.addActions([self.manual, self.about])

        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("mainToolBar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.addActions([self.new, self.open])
        self.toolbar.addSeparator()
        # Undo and redo name the change they take back, so they change after every entry: their
        # buttons follow them rather than being theirs, or each entry would lay the toolbar out again.
        self.undo_button = FollowingToolButton(self.undo, self.toolbar)
        self.redo_button = FollowingToolButton(self.redo, self.toolbar)
        self.toolbar_undo = self.toolbar.addWidget(self.undo_button)
        self.toolbar_redo = self.toolbar.addWidget(self.redo_button)
        window.addToolBar(self.toolbar)

    def retranslate(self) -> None:
        self.new.setText(self.tr("&New championship…"))
        self.new.setToolTip(self.tr("Create a championship file from a regulation profile"))
        self.open.setText(self.tr("&Open…"))
        self.open.setToolTip(self.tr("Open a championship file"))
        self.demo.setText(self.tr("Open &demo championship"))
        self.close.setText(self.tr("&Close"))
        self.quit.setText(self.tr("&Quit"))
        self.clear_recent.setText(self.tr("&Clear list"))
        self.undo.setText(self.tr("&Undo"))
        self.redo.setText(self.tr("&Redo"))
        self.vp_calculator.setText(self.tr("&VP calculator"))
        self.settings.setText(self.tr("&Settings…"))
        self.manual.setText(self.tr("&Manual"))
        self.manual.setToolTip(self.tr("The manual, at the page of the view in front (F1)"))
        self.about.setText(self.tr("&About tddesk"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        # Toolbar buttons show short names, as in UI.md ("Ny", "Öppna", "Ångra", "Gör om").
        self.new.setIconText(self.tr("New"))
        self.open.setIconText(self.tr("Open"))
        self.undo.setIconText(self.tr("Undo"))
        self.redo.setIconText(self.tr("Redo"))
        self.toolbar_undo.setIconText(self.undo.iconText())  # the toolbar's entries for its buttons
        self.toolbar_redo.setIconText(self.redo.iconText())
