"""What the window's menus and file actions need of the ``WindowController`` that owns them.

``TournamentMenus``, ``ResultsMenus`` and ``FileActions`` are made by the controller and call back
into it; naming the calls here as a protocol keeps the import one way (controller → menus).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from tddesk.ui.main_window import MainWindow
from tddesk.ui.session import UiSession

if TYPE_CHECKING:
    from tddesk.services.stages import StageView
    from tddesk.services.tournament import Tournament


class MenusInView(Protocol):
    """The part of ``TournamentMenus`` other menus build on: the view's stage and round, File → Export."""

    stage: StageView | None
    round_number: int | None
    export_menu: QMenu

    @property
    def pairs_page(self) -> tuple[str, str] | None: ...


class WindowHost(Protocol):
    window: MainWindow
    session: UiSession | None
    views: dict[tuple[Any, ...], QWidget]
    message_box: QMessageBox | None

    @property
    def tournament_menus(self) -> MenusInView: ...

    def attach(self, tournament: Tournament | None) -> None: ...

    def open_file(self, path: str | Path) -> None: ...

    def select(self, key: tuple[Any, ...]) -> QWidget | None: ...

    def show_problem(self, title: str, text: str) -> QMessageBox: ...


class SettingsPerFile(Protocol):
    """What the web upload and the sharing across venues need of ``ResultsMenus``: the window, the
    open file (through the controller) and the settings kept per file."""

    controller: WindowHost
    window: MainWindow

    @property
    def folder(self) -> Path | None: ...

    def _key(self, name: str) -> str | None: ...
