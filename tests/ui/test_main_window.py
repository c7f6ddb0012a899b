"""The main window as UI.md sketches it: menus, toolbar, panes, status bar, file signals."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt
from PySide6.QtGui import QAction, QKeySequence, QPalette, QUndoCommand
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

from tddesk.ui.app import create_main_window
from tddesk.ui.settings import Settings
from tddesk.ui.status import READ_ONLY_COLOUR

SWEDISH_MENUS = ["Arkiv", "Redigera", "Visa", "Domslut", "Skriv ut", "Bridgemate", "Verktyg", "Hjälp"]
ENGLISH_MENUS = ["File", "Edit", "View", "Rulings", "Print", "Bridgemate", "Tools", "Help"]


def plain(text: str) -> str:
    """A menu text without its mnemonic ampersand."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def menu_titles(window) -> list[str]:
    return [plain(action.text()) for action in window.menuBar().actions()]


def test_menus_are_in_swedish_by_default(main_window):
    assert menu_titles(main_window) == SWEDISH_MENUS
    file_menu = [plain(a.text()) for a in main_window.menus.file.actions() if not a.isSeparator()]
    assert file_menu == [
        "Nytt mästerskap…",
        "Öppna…",
        "Öppna senaste",
        "Öppna demomästerskap",
        "Spara en kopia…",
        "Importera",
        "Exportera",
        "Slå samman kvalheat…",
        "Publicera",
        "Stäng",
        "Avsluta",
    ]


def test_switching_to_english_in_settings_retranslates_at_once(main_window, qtbot):
    dialog = main_window.open_settings()
    dialog.choose_language("en")
    assert menu_titles(main_window) == ENGLISH_MENUS
    assert main_window.standings_dock.windowTitle() == "Standings (live)"
    assert dialog.windowTitle() == "Settings"
    assert Settings().language == "en"  # remembered for the next start

    dialog.choose_language("sv")
    assert menu_titles(main_window) == SWEDISH_MENUS
    assert main_window.standings_dock.windowTitle() == "Ställning (live)"


def test_the_stored_language_is_used_at_start(qtbot):
    Settings().language = "en"
    window = create_main_window()
    qtbot.addWidget(window)
    assert menu_titles(window) == ENGLISH_MENUS


def test_lang_on_the_command_line_opens_the_window_in_that_language_without_storing_it(qtbot):
    """`tddesk --lang en open`: English for this run; the stored choice stays for the next start."""
    Settings().language = "sv"
    window = create_main_window(language="en")
    qtbot.addWidget(window)
    assert menu_titles(window) == ENGLISH_MENUS
    assert Settings().language == "sv"


def test_status_bar_shows_file_saved_time_and_profile(main_window):
    status = main_window.status
    status.set_file(Path("/data/dm-lag-2016.tddesk"), "ÖMBF 2016-17", read_only=False)
    status.mark_saved(dt.datetime(2016, 10, 17, 22, 41, 7))
    assert status.file_label.text() == "dm-lag-2016.tddesk"
    assert status.saved_label.text() == "Sparat 22:41:07"
    assert status.profile_label.text() == "Profil ÖMBF 2016-17"
    assert not status.read_only_label.isVisible()


def test_status_bar_says_read_only_in_red(main_window):
    main_window.status.set_file(Path("dm-lag-2016.tddesk"), "ÖMBF 2016-17", read_only=True)
    label = main_window.status.read_only_label
    assert label.isVisible()
    assert label.text() == "Skrivskyddad"
    colour = label.palette().color(QPalette.ColorRole.WindowText)
    assert colour == READ_ONLY_COLOUR
    assert colour.red() > 150 and colour.green() < 60 and colour.blue() < 60

    main_window.status.set_file(None)
    assert not label.isVisible()
    assert main_window.status.file_label.text() == "Inget mästerskap öppet"


def test_undo_and_redo_act_on_the_window_undo_stack(main_window):
    values = []

    class Append(QUndoCommand):
        def redo(self):
            values.append(1)

        def undo(self):
            values.pop()

    undo, redo = main_window.main_actions.undo, main_window.main_actions.redo
    assert undo.shortcut() == QKeySequence("Ctrl+Z")
    assert redo.shortcut() == QKeySequence("Ctrl+Shift+Z")
    assert not undo.isEnabled()
    command = Append()
    command.setText("Resultat rond 3")
    main_window.undo_stack.push(command)
    assert values == [1] and undo.isEnabled()
    assert undo.toolTip() == "Ångra: Resultat rond 3"
    undo.trigger()
    assert values == [] and redo.isEnabled()
    redo.trigger()
    assert values == [1]


def test_the_toolbars_undo_and_redo_follow_each_change_without_laying_the_toolbar_out(main_window, qtbot):
    """Ångra and Gör om on the toolbar say what they take back and run the window's undo and redo;
    the change of their texts after every entry does not lay the toolbar out again."""
    values = []

    class Append(QUndoCommand):
        def redo(self):
            values.append(1)

        def undo(self):
            values.pop()

    actions = main_window.main_actions
    undo_button, redo_button = actions.undo_button, actions.redo_button
    assert (undo_button.text(), redo_button.text()) == ("Ångra", "Gör om")
    assert not undo_button.isEnabled() and not redo_button.isEnabled()
    layouts = []

    class LayoutRequests(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.LayoutRequest:
                layouts.append(watched)
            return False

    watcher = LayoutRequests()
    actions.toolbar.installEventFilter(watcher)
    for number in (3, 4):
        command = Append()
        command.setText(f"Resultat rond {number}")
        main_window.undo_stack.push(command)
        QApplication.processEvents()
    assert layouts == []
    assert undo_button.isEnabled() and undo_button.toolTip() == "Ångra: Resultat rond 4"
    assert undo_button.text() == "Ångra"  # the toolbar keeps its short name
    qtbot.mouseClick(undo_button, Qt.MouseButton.LeftButton)
    assert values == [1] and redo_button.isEnabled()
    assert redo_button.toolTip() == "Gör om: Resultat rond 4" and undo_button.toolTip() == "Ångra: Resultat rond 3"
    qtbot.mouseClick(redo_button, Qt.MouseButton.LeftButton)
    assert values == [1, 1] and not redo_button.isEnabled()


def test_open_asks_for_a_tddesk_file_and_emits_open_requested(main_window, qtbot, monkeypatch, tmp_path):
    chosen = tmp_path / "dm-lag-2016.tddesk"
    asked = {}

    def choose(parent, caption, folder, file_filter):
        asked.update(caption=caption, filter=file_filter)
        return str(chosen), file_filter

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(choose))
    with qtbot.waitSignal(main_window.open_requested) as opened:
        main_window.main_actions.open.trigger()
    assert opened.args == [str(chosen)]
    assert asked == {"caption": "Öppna mästerskap", "filter": "Mästerskapsfiler (*.tddesk)"}


def test_cancelling_open_emits_nothing(main_window, qtbot, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *args: ("", "")))
    with qtbot.assertNotEmitted(main_window.open_requested):
        main_window.main_actions.open.trigger()


def test_recent_files_reopen_through_open_requested(main_window, qtbot, tmp_path):
    assert not main_window.menus.recent.menuAction().isEnabled()
    first, second = tmp_path / "a.tddesk", tmp_path / "b.tddesk"
    main_window.file_opened(first, "ÖMBF 2016-17")
    main_window.file_opened(second, "ÖMBF 2016-17")
    entries = main_window.menus.recent.findChildren(QAction, "action_recent_file")
    assert [plain(entry.text()) for entry in entries] == ["1 b.tddesk", "2 a.tddesk"]
    with qtbot.waitSignal(main_window.open_requested) as opened:
        entries[1].trigger()
    assert opened.args == [str(first.resolve())]

    main_window.main_actions.clear_recent.trigger()
    assert Settings().recent_files() == []
    assert not main_window.menus.recent.menuAction().isEnabled()


def test_file_opened_and_closed(main_window, qtbot):
    assert not main_window.main_actions.close.isEnabled()
    main_window.file_opened(Path("dm-lag-2016.tddesk"), "ÖMBF 2016-17", read_only=True)
    assert main_window.windowTitle() == "dm-lag-2016.tddesk — tddesk"
    assert main_window.status.read_only_label.isVisible()
    assert main_window.main_actions.close.isEnabled()
    with qtbot.waitSignal(main_window.close_requested):
        main_window.main_actions.close.trigger()

    main_window.show_view(QLabel("Rond 3"))
    main_window.file_closed()
    assert main_window.current_view() is main_window.welcome_page
    assert main_window.windowTitle() == "tddesk"
    assert not main_window.status.read_only_label.isVisible()


@pytest.mark.parametrize(("button", "signal"), [("new_button", "new_requested"), ("demo_button", "demo_requested")])
def test_welcome_page_buttons_emit_the_file_signals(main_window, qtbot, button, signal):
    with qtbot.waitSignal(getattr(main_window, signal)):
        getattr(main_window.welcome_page, button).click()


def test_views_tree_and_standings_dock(main_window):
    view = QLabel("Kvalheat Linköping — Rond 3")
    main_window.show_view(view)
    assert main_window.current_view() is view
    main_window.show_view(view)
    assert main_window.views.count() == 2  # added once

    model = QStringListModel(["DM Lag ÖMBF 2016-17"])
    main_window.set_tree_model(model)
    assert main_window.tree_view.model() is model

    dock_toggle = main_window.standings_dock.toggleViewAction()
    assert dock_toggle in main_window.menus.view.actions()
    assert plain(dock_toggle.text()) == "Ställning (live)"
    dock_toggle.trigger()
    assert not main_window.standings_dock.isVisible()
    dock_toggle.trigger()
    assert main_window.standings_dock.isVisible()


def test_toolbar_has_the_existing_actions(main_window):
    toolbar = main_window.main_actions.toolbar
    texts = [action.iconText() for action in toolbar.actions() if not action.isSeparator()]
    assert texts == ["Ny", "Öppna", "Ångra", "Gör om", "Sen ankomst", "Långsamt spel", "W.O.", "Skriv ut", "Exportera"]


def test_empty_menus_are_disabled_until_features_add_actions(main_window):
    rulings = main_window.menus.rulings
    assert rulings.actions() and rulings.menuAction().isEnabled()  # the rulings feature filled it
    for action in rulings.actions():
        rulings.removeAction(action)
    assert not rulings.menuAction().isEnabled()
    late_arrival = rulings.addAction("Sen ankomst…")
    assert rulings.menuAction().isEnabled()
    rulings.removeAction(late_arrival)
    assert not rulings.menuAction().isEnabled()


def test_a_file_given_at_start_is_opened_through_open_requested(qtbot, tmp_path):
    path = tmp_path / "dm-lag-2016.tddesk"
    window = create_main_window(file=path)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.open_requested) as opened:
        pass  # emitted once the event loop runs, after the caller has connected the signal
    assert opened.args == [str(path)]


def test_window_layout_is_remembered(main_window, qtbot):
    main_window.resize(640, 480)  # within the offscreen screen (800×600)
    main_window.standings_dock.hide()
    main_window.close()
    again = create_main_window()
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(again.isVisible)
    assert (again.width(), again.height()) == (640, 480)
    assert not again.standings_dock.isVisible()


def test_about_names_the_program_and_licence(main_window):
    box = main_window.show_about()
    assert "tddesk" in box.text() and "GNU General Public License" in box.text()
    box.close()
