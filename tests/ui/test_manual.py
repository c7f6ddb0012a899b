"""Help → Manual and F1 open the TD's manual at the page of the view in front, in the UI's language.

The manual is built from resources/manual/ by scripts/build_manual.py (MkDocs) into a folder of
this test run; Qt's own hook for URLs (``QDesktopServices.setUrlHandler``) catches what the
program asks the system's browser to open.
"""

from __future__ import annotations

import platform
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt, QUrl, Slot, qVersion
from PySide6.QtGui import QAction, QDesktopServices, QFileOpenEvent
from PySide6.QtWidgets import QApplication

import tddesk.ui.manual as manual
from tddesk.ui.manual import MANUAL_PAGES
from tddesk.ui.view_registry import VIEW_FACTORIES

PROJECT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def built_manual(tmp_path_factory) -> Path:
    sys.path.insert(0, str(PROJECT / "scripts"))
    import build_manual

    folder = tmp_path_factory.mktemp("manual")
    assert build_manual.main(["--site-dir", str(folder)]) == 0
    return folder


@pytest.fixture
def manual_here(built_manual, monkeypatch) -> Path:
    monkeypatch.setattr(manual, "MANUAL", built_manual)
    return built_manual


class OpenedUrls(QObject):
    def __init__(self):
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url)


@pytest.fixture
def opened():
    """The URLs the program asks the desktop to open, caught instead of starting a browser."""
    catcher = OpenedUrls()
    QDesktopServices.setUrlHandler("file", catcher, "open")
    yield catcher.urls
    QDesktopServices.unsetUrlHandler("file")


def press_f1(window, qtbot) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_F1)


def shown(url: QUrl, root: Path) -> tuple[str, str]:
    """(language/page, heading) of an opened manual URL."""
    path = Path(url.toLocalFile())
    assert path.is_file()
    return path.relative_to(root).as_posix(), url.fragment()


def test_f1_on_the_start_page_opens_the_manual_at_getting_started(main_window, qtbot, manual_here, opened):
    press_f1(main_window, qtbot)
    assert [shown(url, manual_here) for url in opened] == [("sv/index.html", "")]


def test_f1_opens_the_page_of_the_view_in_front(main_window, demo_file, qtbot, manual_here, opened):
    controller = main_window.controller
    controller.open_file(demo_file)
    qtbot.waitUntil(lambda: controller.session is not None)
    for key, expected in [
        (("round", "heat-linkoping", 3), ("sv/heat-evening.html", "round")),
        (("rulings", "heat-linkoping"), ("sv/rulings.html", "")),
        (("central_day", "semifinal-1"), ("sv/semifinal-day.html", "playing-day")),
        (("allocation",), ("sv/finals.html", "allocation")),
    ]:
        controller.select(key)
        qtbot.waitUntil(lambda key=key: controller.views.get(key) is main_window.current_view())
        opened.clear()
        press_f1(main_window, qtbot)
        assert [shown(url, manual_here) for url in opened] == [expected], key


def test_the_manual_follows_the_english_ui(main_window, qtbot, manual_here, opened):
    from tddesk.ui.translator import install_language

    install_language(QApplication.instance(), "en")
    main_window.main_actions.manual.trigger()
    assert [shown(url, manual_here) for url in opened] == [("en/index.html", "")]
    assert main_window.main_actions.manual.text() == "&Manual"


def test_every_view_has_a_page_whose_heading_exists_in_both_languages(manual_here):
    assert set(VIEW_FACTORIES) <= set(MANUAL_PAGES)
    for page, heading in set(MANUAL_PAGES.values()):
        for language in ("sv", "en"):
            html = (manual_here / language / page).read_text(encoding="utf-8")
            if heading:
                assert re.search(rf'id="{heading}"', html), f"{language}/{page}#{heading}"


def test_without_a_built_manual_the_td_is_told_how_to_get_it(main_window, tmp_path, monkeypatch, opened):
    monkeypatch.setattr(manual, "MANUAL", tmp_path / "none")
    box = main_window.show_manual()
    assert opened == []
    assert box.objectName() == "manualMissingBox" and "scripts/build_manual.py" in box.text()
    assert box.text().startswith("Handboken följer inte med")
    box.close()


def test_help_menu_has_the_manual_on_f1_and_macos_menu_roles(main_window):
    actions = main_window.main_actions
    assert main_window.menus.help.actions()[:2] == [actions.manual, actions.about]
    assert actions.manual.text() == "&Handbok" and actions.manual.shortcut().toString() == "F1"
    assert actions.about.menuRole() == QAction.MenuRole.AboutRole
    assert actions.settings.menuRole() == QAction.MenuRole.PreferencesRole
    assert actions.quit.menuRole() == QAction.MenuRole.QuitRole
    assert actions.new.menuRole() == QAction.MenuRole.NoRole


def test_about_lists_python_qt_and_the_libraries(main_window):
    box = main_window.show_about()
    details = box.detailedText().splitlines()
    assert details[0].startswith("tddesk ")
    assert f"Python {platform.python_version()}" in details and f"Qt {qVersion()}" in details
    assert any(line.startswith("PySide6 ") for line in details)
    box.close()


def test_a_file_the_finder_opens_is_opened_in_the_window(main_window, qtbot, tmp_path):
    from tddesk.ui.app import FileOpenRequests

    app = QApplication.instance()
    requests = FileOpenRequests(main_window)
    app.installEventFilter(requests)
    try:
        target = tmp_path / "dm.tddesk"
        with qtbot.waitSignal(main_window.open_requested) as requested:
            app.sendEvent(app, QFileOpenEvent(str(target)))
        assert requested.args == [str(target)]
        assert not requests.eventFilter(app, QEvent(QEvent.Type.FocusIn))
    finally:
        app.removeEventFilter(requests)
