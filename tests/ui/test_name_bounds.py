"""T2: a name has the same bound of 200 characters in the dialogs as on every other way into the
file (tddesk.rules.entry_limits), and a long name is elided in the tables, whole in its tooltip."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.services.teams import team_views, update_team
from ui.evening import choose_in_tree

PASTED = "Bridgeklubben " * 21  # 294 characters, as pasted from an organiser's letter


def test_t2_the_team_dialog_takes_no_more_than_the_files_200_characters(qtbot, demo_window):
    view = choose_in_tree(demo_window, ("teams", "heat-linkoping"))
    dialog = view.new_team()
    assert len(PASTED) == 294
    qtbot.keyClicks(dialog.name_edit, PASTED)
    assert len(dialog.name_edit.text()) == MAX_NAME_LENGTH
    dialog.name_edit.setText(PASTED)  # pasted whole
    assert len(dialog.name_edit.text()) == MAX_NAME_LENGTH
    dialog.reject()


def test_t2_every_name_field_of_the_stage_dialogs_has_the_same_bound(qtbot, demo_window):
    view = choose_in_tree(demo_window, ("championship",))
    dialog = view.open_dialog()
    assert dialog.name_edit.maxLength() == MAX_NAME_LENGTH
    dialog.reject()
    view = choose_in_tree(demo_window, ("central_day", "a-final"))
    dialog = view.create_final("b_final")
    assert dialog.venue_edit.maxLength() == MAX_NAME_LENGTH
    dialog.reject()
    dialog = demo_window.controller.files.new_championship()
    assert dialog.name_edit.maxLength() == MAX_NAME_LENGTH
    dialog.reject()


def test_a_200_character_team_name_is_elided_with_the_whole_name_on_hover_and_the_columns_stay(qtbot, demo_window):
    window = demo_window
    window.resize(1280, 800)
    session = window.controller.session
    team = team_views(session.tournament, "heat-linkoping")[0]
    long_name = ("Bridgeklubben Sjöberg " * 10)[:MAX_NAME_LENGTH]
    form = replace(team.form(), name=long_name)
    session.perform("long name", update_team, team.id, form)
    view = choose_in_tree(window, ("teams", "heat-linkoping"))
    QApplication.processEvents()
    table, model = view.table, view.table.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == long_name)
    assert model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole) == long_name
    header = table.horizontalHeader()
    last = model.columnCount() - 1
    assert header.sectionViewportPosition(last) < table.viewport().width(), "the last column is off-screen"
    assert table.columnWidth(0) < table.viewport().width() // 2
    assert window.width() <= 1280
