"""The team registration dialog driven like a TD: typing MIDs, live eligibility (T1-T6), saving
through the undo stack, refusals kept in the dialog with nothing saved."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

from builders import championship, roster
from built_files import built_file, copy_of
from tddesk.services.files import open_championship
from tddesk.services.imports import import_members, preview_member_import
from tddesk.services.players import PlayerEntry
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team, team_views
from tddesk.ui.dialogs.registration.player_table import AGE, BIRTH_YEAR, CLUB, DISPENSATION, DISTRICT, MID, NAME, PAID
from tddesk.ui.dialogs.registration.team_dialog import TeamDialog
from tddesk.ui.session import UiSession

MEMBERS = [
    ("100231", "Anna Ek", "BK Linköping", "ÖMBF", 1994),
    ("100232", "Bo Ek", "BK Linköping", "ÖMBF", 1962),
    ("100233", "Per Holm", "Norrköpings BK", "ÖMBF", 1971),
    ("100234", "Dan Holm", "Norrköpings BK", "ÖMBF", 1980),
    ("100235", "Eva Sund", "Motala BK", "ÖMBF", 1955),
    ("300001", "Sara Berg", "BK Lido", "Stockholm", 1970),
    ("300002", "Tom Berg", "BK Lido", "Stockholm", 1971),
    ("300003", "Ulf Berg", "BK Lido", "Stockholm", 1972),
]


def write_championship(path) -> None:
    """A championship whose member register holds MEMBERS, imported from the federation's list."""
    opened = championship(path)
    try:
        members = path.with_name(path.name + "-medlemmar.csv")
        members.write_text(
            "MID;Namn;Klubb;Distrikt;Födelseår\n" + "\n".join(";".join(map(str, m)) for m in MEMBERS), encoding="utf-8"
        )
        import_members(opened, preview_member_import(opened, members))
        members.unlink()
    finally:
        opened.close()


@pytest.fixture(scope="session")
def built_championship(tmp_path_factory):
    """write_championship's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "team-dialog-members", write_championship)


@pytest.fixture
def tournament(built_championship, tmp_path):
    opened = open_championship(copy_of(built_championship, tmp_path / "dm.tddesk"), backup=False)
    yield opened
    opened.close()


@pytest.fixture
def session(tournament):
    ui_session = UiSession(tournament, QUndoStack())
    ui_session.undo_stack.clear()  # the member import above was not done through the UI
    return ui_session


@pytest.fixture
def dialog(session, qtbot):
    opened = TeamDialog(session)
    qtbot.addWidget(opened)
    opened.show()
    qtbot.waitUntil(opened.isVisible)
    return opened


def type_mid(qtbot, dialog, row: int, mid: str) -> None:
    """Type a MID into a row's MID cell key by key, then Tab on as the TD does."""
    table = dialog.players
    table.setCurrentCell(row, MID)
    table.editItem(table.item(row, MID))
    editor = [e for e in table.findChildren(QLineEdit, "midEditor") if e.isVisible()][-1]
    qtbot.keyClicks(editor, mid)
    qtbot.keyClick(editor, Qt.Key.Key_Tab)


def type_new_player(qtbot, dialog, row: int, entry: PlayerEntry) -> None:
    type_mid(qtbot, dialog, row, entry.mid)
    for column, text in (
        (NAME, entry.name),
        (CLUB, entry.club),
        (DISTRICT, entry.district),
        (BIRTH_YEAR, str(entry.birth_year or "")),
    ):
        dialog.players.item(row, column).setText(text)


def click_ok(dialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_typing_a_known_mid_fills_name_club_district_and_birth_year(dialog, qtbot):
    table = dialog.players
    type_mid(qtbot, dialog, 0, "100233")
    assert [table.item(0, c).text() for c in (MID, NAME, CLUB, DISTRICT, BIRTH_YEAR)] == [
        "100233",
        "Per Holm",
        "Norrköpings BK",
        "ÖMBF",
        "1971",
    ]
    assert table.item(0, PAID).checkState() == Qt.CheckState.Checked
    assert table.rowCount() == 2  # an empty row is ready for the next player


def test_the_name_follows_the_mid_while_typing(dialog, qtbot):
    table = dialog.players
    table.setCurrentCell(0, MID)
    table.editItem(table.item(0, MID))
    editor = table.findChild(QLineEdit, "midEditor")
    qtbot.keyClicks(editor, "10023")
    assert table.item(0, NAME).text() == ""
    qtbot.keyClicks(editor, "1")
    assert table.item(0, NAME).text() == "Anna Ek"  # filled as soon as the MID matches
    qtbot.keyClicks(editor, "9")
    assert table.item(0, NAME).text() == ""  # 1002319 is nobody: the filled name goes


def test_three_players_show_T1_and_ok_saves_nothing(dialog, session, qtbot):
    dialog.name_edit.setText("Ek")
    for row, mid in enumerate(("100231", "100232", "100233")):
        type_mid(qtbot, dialog, row, mid)
    assert "T1:" in dialog.findings_label.text()
    assert "3" in dialog.findings_label.text()
    click_ok(dialog)
    assert dialog.isVisible()
    assert "T1:" in dialog.refusal_label.text()
    assert team_views(session.tournament) == [] and session.undo_stack.count() == 0


def test_a_player_already_in_another_team_is_named_and_refused_T4(tournament, dialog, session, qtbot):
    register_team(tournament, TeamForm("Sundet", roster(500001) + (PlayerEntry("100233", "Per Holm"),)))
    dialog.name_edit.setText("Ek")
    for row, mid in enumerate(("100231", "100232", "100233", "100234")):
        type_mid(qtbot, dialog, row, mid)
    findings = dialog.findings_label.text()
    assert "T4: Per Holm (100233)" in findings and "Sundet" in findings.split("T4:")[1]
    click_ok(dialog)
    assert dialog.isVisible() and "T4: Per Holm (100233)" in dialog.refusal_label.text()
    assert "Sundet" in dialog.refusal_label.text()
    assert [team.name for team in team_views(tournament)] == ["Sundet"]


def test_a_district_minority_team_plays_only_for_sm_places_T2(dialog, session, qtbot):
    dialog.name_edit.setText("Berg")
    for row, mid in enumerate(("100231", "300001", "300002", "300003")):
        type_mid(qtbot, dialog, row, mid)
    assert "SM" in dialog.marks_label.text()
    assert "T2:" in dialog.findings_label.text()
    click_ok(dialog)  # a warning, not a refusal: the team is registered and told
    assert [team.summary.sm_places_only for team in team_views(session.tournament)] == [True]


def test_saving_a_valid_team_can_be_undone_and_redone(dialog, session, qtbot):
    dialog.name_edit.setText("Ek")
    for row, mid in enumerate(("100231", "100232", "100233", "100234")):
        type_mid(qtbot, dialog, row, mid)
    dialog.captain_combo.setCurrentIndex(dialog.captain_combo.findData("100232"))
    dialog.newcomer_box.setChecked(True)
    dialog.fee_paid_box.setChecked(True)
    dialog.fee_paid_date.setDate(QDate(2016, 10, 20))
    assert dialog.status_label.text() == dialog.tr("May be registered.")
    click_ok(dialog)
    assert not dialog.isVisible()
    [team] = team_views(session.tournament)
    assert (team.name, team.captain_mid, team.newcomer, team.entry_fee_paid_on) == (
        "Ek",
        "100232",
        True,
        dt.date(2016, 10, 20),
    )
    assert [p.mid for p in team.players] == ["100231", "100232", "100233", "100234"]
    session.undo_stack.undo()
    assert team_views(session.tournament) == []
    session.undo_stack.redo()
    assert [t.name for t in team_views(session.tournament)] == ["Ek"]


def test_a_mid_with_another_name_is_shown_and_refused(dialog, session, qtbot):
    dialog.name_edit.setText("Ek")
    for row, mid in enumerate(("100231", "100232", "100233", "100234")):
        type_mid(qtbot, dialog, row, mid)
    dialog.players.item(3, NAME).setText("Dan Dahl")
    assert "Dan Holm" in dialog.findings_label.text()
    click_ok(dialog)
    assert dialog.isVisible() and "Dan Holm" in dialog.refusal_label.text()
    assert team_views(session.tournament) == []


def test_nine_players_are_never_allowed_and_the_seventh_needs_dispensation_T1(dialog, session, qtbot):
    dialog.name_edit.setText("Stor")
    newcomers = roster(600001, 4)
    for row, mid in enumerate(("100231", "100232", "100233", "100234", "100235")):
        type_mid(qtbot, dialog, row, mid)
    for row, entry in enumerate(newcomers, start=5):
        type_new_player(qtbot, dialog, row, entry)
    assert "T1:" in dialog.findings_label.text() and "9" in dialog.findings_label.text()
    click_ok(dialog)
    assert dialog.isVisible() and team_views(session.tournament) == []
    dialog.players.setCurrentCell(8, MID)
    qtbot.keyClick(dialog.players, Qt.Key.Key_Delete)  # the ninth player goes
    assert "(600003)" in dialog.findings_label.text()  # 7th and 8th without dispensation
    for row in (6, 7):
        dialog.players.item(row, DISPENSATION).setCheckState(Qt.CheckState.Checked)
    click_ok(dialog)
    [team] = team_views(session.tournament)
    assert len(team.players) == 8 and sum(p.has_dispensation for p in team.players) == 2


def test_junior_and_veteran_come_from_the_birth_year_T6(dialog, qtbot):
    type_mid(qtbot, dialog, 0, "100231")  # born 1994: 22 in 2016
    type_mid(qtbot, dialog, 1, "100235")  # born 1955: 61 in 2016
    type_mid(qtbot, dialog, 2, "100233")  # born 1971
    table = dialog.players
    assert [table.item(row, AGE).text() for row in range(3)] == [table.tr("Junior"), table.tr("Veteran"), ""]
    table.item(2, BIRTH_YEAR).setText("1992")
    assert table.item(2, AGE).text() == table.tr("Junior")


def test_editing_a_team_loads_it_and_saves_the_change(tournament, session, qtbot):
    stage_id = create_stage(tournament, StageForm("Kvalheat Linköping", 16)).value
    team_id = register_team(tournament, TeamForm("Ek", roster(700001, 4), captain_mid="700002"), stage_id).value
    session.undo_stack.clear()
    dialog = TeamDialog(session, team_id)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.players.item(1, NAME).text() == "Spelare 700002"
    assert dialog.captain_mid() == "700002"
    dialog.name_edit.setText("Eken")
    type_mid(qtbot, dialog, 4, "100235")
    click_ok(dialog)
    [team] = team_views(tournament, stage_id)
    assert team.name == "Eken" and len(team.players) == 5 and team.captain_mid == "700002"
    session.undo_stack.undo()
    assert team_views(tournament, stage_id)[0].name == "Ek"


def test_a_new_team_opened_for_a_heat_is_entered_in_it(tournament, session, qtbot):
    stage_id = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    dialog = TeamDialog(session, stage_id=stage_id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.name_edit, "Sund")
    for row, mid in enumerate(("100231", "100232", "100233", "100234")):
        type_mid(qtbot, dialog, row, mid)
    dialog.name_edit.setFocus()
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)  # Enter is OK
    assert [team.name for team in team_views(tournament, stage_id)] == ["Sund"]


def test_a_taken_or_missing_name_is_said_beside_the_field(tournament, dialog, session):
    register_team(tournament, TeamForm("Holm", roster(500001)))
    fresh = TeamDialog(session)
    fresh.name_edit.setText("holm")
    assert "Holm" in fresh.name_message.text()
    fresh.name_edit.setText("")
    assert fresh.name_message.text() == fresh.tr("Type the team's name.")
    fresh.deleteLater()


def test_dispensations_ticked_in_the_dialog_are_granted_on_the_day_given_T1(dialog, session, qtbot):
    from sqlalchemy import select

    from tddesk.models.tables import Dispensation

    dialog.name_edit.setText("Stor")
    for row, mid in enumerate(("100231", "100232", "100233", "100234", "100235")):
        type_mid(qtbot, dialog, row, mid)
    for row, entry in enumerate(roster(600001, 2), start=5):
        type_new_player(qtbot, dialog, row, entry)
    dialog.players.item(6, DISPENSATION).setCheckState(Qt.CheckState.Checked)
    assert dialog.dispensation_date.date() == QDate.currentDate()  # today, unless the TD says otherwise
    dialog.dispensation_date.setDate(QDate(2016, 10, 1))
    assert "T1" in dialog.dispensation_date.toolTip()
    click_ok(dialog)
    with session.tournament.reading() as reading:
        assert [(row.mid, row.granted_on) for row in reading.scalars(select(Dispensation))] == [
            ("600002", dt.date(2016, 10, 1))
        ]
