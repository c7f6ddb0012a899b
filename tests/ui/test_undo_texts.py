"""Redigera → Ångra / Gör om say which change they take back, naming the teams (issue: "Feedback")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .evening import choose_in_tree


def edit_menu_texts(window) -> list[str]:
    return [action.text() for action in window.menus.edit.actions() if not action.isSeparator()]


def test_undo_and_redo_in_the_edit_menu_name_the_result_and_its_teams(demo_window, qtbot):
    window = demo_window
    assert edit_menu_texts(window)[:2] == ["&Ångra", "&Gör om"]
    view = choose_in_tree(window, ("round", "heat-linkoping", 1))
    model = view.model
    row = next(
        row
        for row in range(model.rowCount())
        if (model.match_row(row).home_name, model.match_row(row).away_name) == ("Sund", "Sjöberg")
    )
    view.table.setFocus()
    view.table.setCurrentIndex(model.index(row, model.imp_column(1, 0)))
    editor = view.table.indexWidget(view.table.currentIndex())
    editor.selectAll()
    qtbot.keyClicks(editor, "30")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: window.undo_stack.count() == 1)

    undo, redo = window.main_actions.undo, window.main_actions.redo
    assert undo.text() == "&Ångra: Resultat Sund–Sjöberg, halvlek 1: 30–15"
    assert edit_menu_texts(window)[:2] == [undo.text(), "&Gör om"]
    assert undo.iconText() == "Ångra"  # the toolbar keeps its short name
    undo.trigger()
    QApplication.processEvents()
    assert model.match_row(row).halves[0] == (32, 15)
    assert undo.text() == "&Ångra"
    assert redo.text() == "&Gör om: Resultat Sund–Sjöberg, halvlek 1: 30–15"
    redo.trigger()
    assert undo.text().endswith("Sund–Sjöberg, halvlek 1: 30–15")


def test_a_saved_line_up_names_its_team_in_the_edit_menu(demo_window, qtbot):
    window = demo_window
    view = choose_in_tree(window, ("round", "heat-linkoping", 1))
    for row in range(view.model.rowCount()):  # a match whose home team has a player who sat out
        view.table.setCurrentIndex(view.model.index(row, 0))
        editor = view.lineups.editor(1, "home")
        combo, playing = editor.combos[0], set(editor.chosen_mids())
        bench = [i for i in range(combo.count()) if combo.itemData(i) not in playing]
        if bench:
            break
    match = view.model.match_row(row)
    combo.setCurrentIndex(bench[0])
    editor.save_button.click()
    assert window.undo_stack.count() == 1, editor.message_label.text()
    assert window.main_actions.undo.text().startswith(f"&Ångra: Uppställning {match.home_name}, halvlek 1: ")


def test_an_ampersand_in_a_team_name_is_shown_not_taken_as_a_mnemonic(main_window):
    from PySide6.QtGui import QUndoCommand

    command = QUndoCommand("Resultat A&B–Dahl, halvlek 1: 30–15")
    main_window.undo_stack.push(command)
    assert main_window.main_actions.undo.text() == "&Ångra: Resultat A&&B–Dahl, halvlek 1: 30–15"
