"""The board layout dialog: numbering, Bridgemate section and the rows that differ from the default,
saved as one undoable action; a bad row is refused in words and nothing is saved (docs/boards.md)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit

from builders import roster
from tddesk.rules.board_layout import Layout
from tddesk.services.board_layout import board_layout
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.dialogs.boards.board_layout_dialog import BoardLayoutDialog
from tddesk.ui.session import UiSession


@pytest.fixture
def session(tmp_path):
    from tddesk.services.files import new_championship

    tournament = new_championship(
        tmp_path / "t.tddesk", name="DM", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17"
    )
    stage = create_stage(tournament, StageForm("Semifinal", 20, halves=2, kind="semifinal", format=None)).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(300000 + 10 * number)), stage)
    make_schedule(tournament, stage)
    yield UiSession(tournament, QUndoStack()), stage
    tournament.close()


def type_into(qtbot, table, row, column, text):
    """The cell's editor (as F2 or a double click opens it); the text replaces the cell's, Return keeps it."""
    table.setCurrentCell(row, column)
    table.editItem(table.item(row, column))
    QApplication.processEvents()
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit) and editor.parent() is table.viewport(), "the cell's editor is open"
    editor.selectAll()
    if text.isascii():
        qtbot.keyClicks(editor, text)
    else:
        editor.insert(text)  # QTest has no key for å, ä, ö: the text goes in as typed
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the delegate commits the editor's text queued
    assert table.item(row, column).text() == text


def open_dialog(qtbot, ui, stage):
    dialog = BoardLayoutDialog(ui, stage)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    return dialog


def test_the_td_moves_a_match_to_other_tables_and_one_undo_restores_the_default(qtbot, session):
    ui, stage = session
    dialog = open_dialog(qtbot, ui, stage)
    assert dialog.numbering.currentIndex() == 0 and dialog.tables.rowCount() == 0  # the semifinal's default
    dialog.section.setFocus()
    qtbot.keyClicks(dialog.section, "b")
    qtbot.mouseClick(dialog.add_table, Qt.MouseButton.LeftButton)
    for column, text in enumerate(("2", "7", "1", "öppet")):
        type_into(qtbot, dialog.tables, 0, column, text)
    qtbot.mouseClick(dialog.add_round, Qt.MouseButton.LeftButton)
    for column, text in enumerate(("6", "2", "1")):
        type_into(qtbot, dialog.rounds, 0, column, text)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted
    layout = board_layout(ui.tournament, stage)
    assert layout == Layout("day", "B", {6: (2, 1)}, {(2, 7): (1, "open")})
    assert layout.seat_of_table(2, 7) == (1, "open") and layout.slot(6, 2) == (2, 1)
    again = open_dialog(qtbot, ui, stage)  # shows what is stored
    assert again.section.text() == "B" and again.tables.item(0, 3).text() == "öppet"
    ui.undo_stack.undo()
    assert board_layout(ui.tournament, stage) == Layout("day")


def test_a_bad_row_is_refused_in_words_and_nothing_is_saved(qtbot, session):
    ui, stage = session
    dialog = open_dialog(qtbot, ui, stage)
    dialog.numbering.setCurrentIndex(1)
    qtbot.mouseClick(dialog.add_table, Qt.MouseButton.LeftButton)
    for column, text in enumerate(("1", "3", "x", "slutet")):
        type_into(qtbot, dialog.tables, 0, column, text)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.message.text() == "Rad 1: match är ett heltal från 1 till 1000, inte 'x'."
    type_into(qtbot, dialog.tables, 0, 2, "2")
    type_into(qtbot, dialog.tables, 0, 3, "kök")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "Rad 1: rummet är 'öppet' eller 'slutet', inte 'kök'."
    assert board_layout(ui.tournament, stage) == Layout("day") and ui.undo_stack.count() == 0
