"""UI test set-up: Swedish UI, a laptop's or a desktop's screen (settings: tests/conftest.py).

Qt warnings fail every test of the suite (``qt_log_level_fail`` in pyproject.toml, as in
qutebrowser); tests/ui/test_qt_warnings.py checks that policy.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen

import tddesk.ui  # noqa: F401 - first, so its guard for None's references precedes any Qt call
from built_files import built_file, copy_of

FIVE_TEAMS = ("Ek", "Holm", "Sund", "Berg", "Lind")
FIVE_TEAM_HEAT = "heat-kvalheat-linkoping"


DESKTOP = (1920, 1080)


def use_screen(monkeypatch, width: int, height: int, taskbar: int = 0, name: str = "desktop") -> None:
    """Every screen the program asks about is ``width``×``height`` with ``taskbar`` pixels of it
    taken at the bottom (the offscreen platform's own screen is 800×800 and cannot change)."""
    monkeypatch.setattr(QScreen, "geometry", lambda _screen: QRect(0, 0, width, height))
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, width, height - taskbar))
    monkeypatch.setattr(QScreen, "name", lambda _screen: name)


@pytest.fixture(autouse=True)
def desktop_screen(monkeypatch):
    """A 1920×1080 desktop, where a new main window takes its default 1280×800; tests of a
    laptop's screen call ``use_screen`` themselves."""
    use_screen(monkeypatch, *DESKTOP)


@pytest.fixture(autouse=True)
def swedish_ui(qapp):
    """Each test starts, and leaves the application, in the default language (Swedish)."""
    from tddesk import i18n
    from tddesk.ui.translator import install_language

    install_language(qapp, i18n.DEFAULT_LANGUAGE)
    yield
    _delete_closed_widgets()
    install_language(qapp, i18n.DEFAULT_LANGUAGE)


def _delete_closed_widgets() -> None:
    """Delete the windows pytest-qt closed at the end of the test, before the next one starts.

    pytest-qt calls ``deleteLater`` on them outside any event loop, and its ``processEvents``
    does not deliver deferred deletes: without this every closed main window (a hundred widgets,
    its open file) lived on until some later test happened to wait, and each language switch
    re-translated all of them.
    """
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def main_window(qtbot):
    """The real main window as the program creates it, shown offscreen."""
    from tddesk.ui.app import create_main_window

    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible)
    return window


@pytest.fixture(scope="session")
def built_demo(demo_path) -> Path:
    """The demo championship, built once per test run (it takes seconds); copy it to change it."""
    return demo_path


@pytest.fixture
def demo_file(built_demo, tmp_path) -> Path:
    """A fresh copy of the demo championship for one test."""
    import shutil

    copy = tmp_path / "DM Lag ÖMBF 2016-17 (demo).tddesk"
    shutil.copyfile(built_demo, copy)
    return copy


@pytest.fixture
def demo_window(main_window, demo_file):
    """The real main window with the demo championship open, as a TD starts an evening."""
    main_window.controller.open_file(demo_file)
    assert main_window.controller.session is not None
    return main_window


def write_five_team_heat(path: Path) -> None:
    """builders.heat of Ek, Holm, Sund, Berg and Lind: 16 boards, scheduled, nothing played."""
    import builders

    tournament = builders.championship(path)
    try:
        assert builders.heat(tournament, FIVE_TEAMS) == FIVE_TEAM_HEAT
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_five_team_heat(tmp_path_factory) -> Path:
    """write_five_team_heat's file, built once per test run (tests/built_files.py); copy it to change it."""
    return built_file(tmp_path_factory, "ui-five-team-heat", write_five_team_heat)


@pytest.fixture
def five_team_heat(built_five_team_heat, tmp_path) -> tuple[Path, str]:
    """A fresh copy of the five-team heat (tmp_path/dm.tddesk) and its stage, for one test to open."""
    return copy_of(built_five_team_heat, tmp_path / "dm.tddesk"), FIVE_TEAM_HEAT
