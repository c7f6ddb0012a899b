"""The team list: status icons with the findings' words on hover (T1-T6, F1), New / Edit /
Remove through the undo stack, refreshed on every change."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox

from builders import championship, roster
from built_files import built_file, copy_of
from tddesk.services.fees import record_entry_fee_paid
from tddesk.services.files import open_championship
from tddesk.services.players import PlayerEntry
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team, team_views
from tddesk.ui.dialogs.imports.team_import_dialog import TeamImportDialog
from tddesk.ui.dialogs.registration.team_dialog import TeamDialog
from tddesk.ui.session import UiSession
from tddesk.ui.views.teams_view import AGES, CAPTAIN, NAME, PLAYERS, SM_ONLY, STATUS, TeamsView

HEAT = "heat-kvalheat-linkoping"


def write_heat_file(path) -> None:
    """Ek (all fine, paid), Holm (an unpaid member), Berg (three Stockholm players), Unga (juniors)."""
    tournament = championship(path)
    try:
        stage_id = create_stage(tournament, StageForm("Kvalheat Linköping", 16)).value
        assert stage_id == HEAT
        ek = register_team(tournament, TeamForm("Ek", roster(100001), captain_mid="100002"), stage_id).value
        record_entry_fee_paid(tournament, ek, dt.date(2016, 10, 20))
        unpaid = roster(100011, 3) + (PlayerEntry("100014", "Per Holm", "BK Linköping", "ÖMBF", 1971, False),)
        register_team(tournament, TeamForm("Holm", unpaid), stage_id)
        register_team(
            tournament,
            TeamForm("Berg", roster(100021, 1) + roster(300001, 3, club="BK Lido", district="Stockholm")),
            stage_id,
        )
        register_team(tournament, TeamForm("Unga", roster(100031, 4, birth_year=1995)), stage_id)
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_heat_file(tmp_path_factory):
    """write_heat_file's championship, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "teams-view-heat", write_heat_file)


@pytest.fixture
def tournament(built_heat_file, tmp_path):
    """A copy of the championship with its heat of four teams, open for this test."""
    opened = open_championship(copy_of(built_heat_file, tmp_path / "dm.tddesk"), backup=False)
    yield opened
    opened.close()


@pytest.fixture
def heat(tournament):
    """The heat's stage: Ek, Holm, Berg and Unga (write_heat_file)."""
    return HEAT


@pytest.fixture
def session(tournament, heat):
    return UiSession(tournament, QUndoStack())


@pytest.fixture
def view(session, heat, qtbot):
    shown = TeamsView(session, heat)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitUntil(shown.isVisible)
    return shown


class Cell:
    """What the TD sees of one cell: its text, icon and tooltip."""

    def __init__(self, index):
        self.index = index

    def text(self) -> str:
        return self.index.data()

    def icon(self):
        return self.index.data(Qt.ItemDataRole.DecorationRole)

    def toolTip(self) -> str:
        return self.index.data(Qt.ItemDataRole.ToolTipRole)


def cell(view, row: int, column: int) -> Cell:
    return Cell(view.model.index(row, column))


def row_of(view, name: str) -> int:
    return [cell(view, row, NAME).text() for row in range(view.model.rowCount())].index(name)


def test_the_list_shows_each_team_with_its_marks(view):
    assert [cell(view, row, NAME).text() for row in range(view.model.rowCount())] == ["Ek", "Holm", "Berg", "Unga"]
    ek, berg, unga = row_of(view, "Ek"), row_of(view, "Berg"), row_of(view, "Unga")
    assert cell(view, ek, PLAYERS).text() == "4"
    assert cell(view, ek, CAPTAIN).text() == "Spelare 100002"
    assert cell(view, berg, SM_ONLY).text() == view.tr("SM places only")
    assert cell(view, ek, SM_ONLY).text() == ""
    assert cell(view, unga, AGES).text() == view.tr("Junior team")
    assert "4" in view.title_label.text() and "Kvalheat Linköping" in view.title_label.text()


def test_the_status_says_why_in_words_on_hover_T5_T2_F1(view):
    ek, holm, berg = row_of(view, "Ek"), row_of(view, "Holm"), row_of(view, "Berg")
    assert cell(view, ek, STATUS).text() == view.tr("OK")
    assert not cell(view, ek, STATUS).icon().isNull()
    holm_tip = cell(view, holm, STATUS).toolTip()
    assert cell(view, holm, STATUS).text() == view.tr("Check")
    assert "T5: Per Holm (100014)" in holm_tip
    assert "F1:" in holm_tip and "Kvalheat Linköping" in holm_tip  # entry fee not paid
    assert "F1:" not in cell(view, ek, STATUS).toolTip()
    berg_tip = cell(view, berg, STATUS).toolTip()
    assert "T2:" in berg_tip and "Stockholm" in berg_tip


def test_a_new_team_from_the_list_is_entered_in_its_heat_and_shown(view, session, heat, qtbot):
    dialog = view.new_team()
    assert isinstance(dialog, TeamDialog) and dialog.stage_id == heat
    dialog.name_edit.setText("Sund")
    dialog.players.set_players(roster(100041))
    dialog.ok_button.click()
    assert "Sund" in [cell(view, row, NAME).text() for row in range(view.model.rowCount())]
    session.undo_stack.undo()
    assert "Sund" not in [cell(view, row, NAME).text() for row in range(view.model.rowCount())]


def test_double_click_and_enter_edit_the_team(view, session, qtbot):
    holm = view.model.index(row_of(view, "Holm"), NAME)
    rect = view.table.visualRect(holm)
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # a double click's
    qtbot.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # two halves
    assert isinstance(view.dialog, TeamDialog) and view.dialog.name_edit.text() == "Holm"
    view.dialog.reject()
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(row_of(view, "Ek"), NAME))
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert view.dialog.name_edit.text() == "Ek"
    view.dialog.name_edit.setText("Eken")
    view.dialog.ok_button.click()
    assert cell(view, 0, NAME).text() == "Eken"


def test_remove_asks_first_and_can_be_undone(view, session, tournament, heat, qtbot):
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(row_of(view, "Unga"), NAME))
    qtbot.keyClick(view.table, Qt.Key.Key_Delete)
    box = view.confirm_box
    assert box is not None and "Unga" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert [t.name for t in team_views(tournament, heat)] == ["Ek", "Holm", "Berg"]
    assert view.model.rowCount() == 3
    session.undo_stack.undo()
    assert view.model.rowCount() == 4


def test_saying_no_removes_nothing(view, tournament, heat):
    view.table.setCurrentIndex(view.model.index(0, NAME))
    view.ask_remove_team().button(QMessageBox.StandardButton.No).click()
    assert len(team_views(tournament, heat)) == 4


def test_a_scheduled_team_is_not_removed_and_the_view_says_why(view, tournament, heat):
    make_schedule(tournament, heat, first_date=dt.date(2016, 10, 3))
    view.table.setCurrentIndex(view.model.index(0, NAME))
    view.ask_remove_team().button(QMessageBox.StandardButton.Yes).click()
    assert len(team_views(tournament, heat)) == 4
    assert "Ek" in view.message_label.text() and view.message_label.text()


def test_import_opens_the_workbook_import_for_the_heat(view, heat):
    dialog = view.import_teams()
    assert isinstance(dialog, TeamImportDialog) and dialog.isVisible() and dialog.stage_id == heat


def test_the_whole_championship_list_shows_every_team(session, tournament, qtbot):
    other = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    register_team(tournament, TeamForm("Motala", roster(100051)), other)
    view = TeamsView(session)
    qtbot.addWidget(view)
    assert view.model.rowCount() == 5
    assert view.title_label.text() == view.tr("Teams: {count}").format(count=5)
