"""The member list and team workbook import dialogs: a real file previews, problems are listed by
row and column and block the import, accepting imports everything in one undoable action."""

from __future__ import annotations

import pytest
from openpyxl import Workbook, load_workbook
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QFileDialog, QWidget

from builders import championship
from tddesk.formats.team_workbook import HEADERS, write_team_template
from tddesk.services.players import lookup_member, search_members
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import team_views
from tddesk.ui.dialogs.imports.member_import_dialog import MemberImportDialog
from tddesk.ui.dialogs.imports.team_import_dialog import TeamImportDialog, save_team_template
from tddesk.ui.session import UiSession


@pytest.fixture
def tournament(tmp_path):
    opened = championship(tmp_path / "dm.tddesk")
    yield opened
    opened.close()


@pytest.fixture
def session(tournament):
    return UiSession(tournament, QUndoStack())


@pytest.fixture
def heat(tournament):
    return create_stage(tournament, StageForm("Kvalheat Norrköping", 16)).value


def member_workbook(path, rows):
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["Medlemsnummer", "Namn", "Klubb", "Distrikt", "Födelseår"])
    for row in rows:
        sheet.append(list(row))
    workbook.save(path)
    return path


def team_workbook(path, teams):
    """The template filled in: teams as (name, [(mid, name, club, district, birth year, paid, captain)])."""
    write_team_template(path, "sv")
    workbook = load_workbook(path)
    sheet = workbook.worksheets[0]
    row = 2
    for name, players in teams:
        for index, player in enumerate(players):
            for column, value in enumerate((name if index == 0 else None, *player), start=1):
                sheet.cell(row=row, column=column, value=value)
            row += 1
    workbook.save(path)
    return path


def players(first_mid, count, captain=True):
    return [
        (
            str(first_mid + i),
            f"Spelare {first_mid + i}",
            "BK Linköping",
            "ÖMBF",
            1970,
            "Ja",
            "Ja" if captain and i == 0 else "Nej",
        )
        for i in range(count)
    ]


def model_rows(model) -> list[list[str]]:
    return [
        [model.index(row, column).data() for column in range(model.columnCount())] for row in range(model.rowCount())
    ]


def open_dialog(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


# -- the member list ------------------------------------------------------------------------------
def test_a_member_workbook_previews_and_imports_everything(session, tournament, tmp_path, qtbot):
    path = member_workbook(
        tmp_path / "medlemmar.xlsx",
        [
            (100231, "Anna Ek", "BK Linköping", "ÖMBF", 1994),
            (100232, "Bo Ek", "BK Linköping", "ÖMBF", 1962),
            (300001, "Sara Berg", "BK Lido", "Stockholm", 1970),
        ],
    )
    dialog = open_dialog(qtbot, MemberImportDialog(session, path))
    assert model_rows(dialog.rows_model)[0] == ["2", "100231", "Anna Ek", "BK Linköping", "ÖMBF", "1994"]
    assert dialog.rows_model.rowCount() == 3 and dialog.problems_model.rowCount() == 0
    assert "3" in dialog.summary_label.text() and "BK Lido" in dialog.summary_label.text()
    assert dialog.import_button.isEnabled()
    dialog.import_button.click()
    assert not dialog.isVisible()
    assert lookup_member(tournament, "300001").club == "BK Lido"
    assert session.undo_stack.count() == 1
    session.undo_stack.undo()  # all or nothing, also backwards
    assert search_members(tournament, "") == []


def test_a_bad_row_is_shown_by_row_and_column_and_nothing_can_be_imported(session, tournament, tmp_path, qtbot):
    path = tmp_path / "medlemmar.csv"
    path.write_text(
        "MID;Namn;Klubb;Distrikt\n100231;Anna Ek;BK Linköping;ÖMBF\n12ab;Bo Ek;BK Linköping;ÖMBF\n"
        "100233;;Norrköpings BK;ÖMBF\n",
        encoding="utf-8",
    )
    dialog = open_dialog(qtbot, MemberImportDialog(session, path))
    problems = model_rows(dialog.problems_model)
    assert [(row, column) for row, column, _text in problems] == [("3", "MID"), ("4", "Namn")]
    assert "12ab" in problems[0][2]
    assert not dialog.import_button.isEnabled()
    assert dialog.import_members() is None
    assert search_members(tournament, "") == [] and session.undo_stack.count() == 0


# -- team workbooks -------------------------------------------------------------------------------
def test_a_team_workbook_previews_the_teams_and_imports_them_all(session, tournament, heat, tmp_path, qtbot):
    path = team_workbook(tmp_path / "lag.xlsx", [("Ek", players(100001, 4)), ("Holm", players(100011, 5))])
    dialog = open_dialog(qtbot, TeamImportDialog(session, heat, path))
    assert [row[:3] for row in model_rows(dialog.teams_model)] == [
        ["Ek", "4", "Spelare 100001"],
        ["Holm", "5", "Spelare 100011"],
    ]
    assert dialog.problems_model.rowCount() == 0 and dialog.import_button.isEnabled()
    assert not dialog.stage_combo.isEnabled() and dialog.stage_combo.currentText() == "Kvalheat Norrköping"
    assert team_views(tournament) == []  # nothing until the TD accepts
    dialog.import_button.click()
    assert [t.name for t in team_views(tournament, heat)] == ["Ek", "Holm"]
    session.undo_stack.undo()
    assert team_views(tournament) == []


def test_team_problems_are_listed_by_row_and_column_and_block_the_import_T1_T4(
    session, tournament, heat, tmp_path, qtbot
):
    twice = players(100001, 4) + [players(100011, 1, captain=False)[0]]
    path = team_workbook(
        tmp_path / "lag.xlsx", [("Ek", players(100001, 4)), ("Holm", players(100011, 3)), ("Berg", twice[1:])]
    )
    dialog = open_dialog(qtbot, TeamImportDialog(session, heat, path))
    problems = [row for row in model_rows(dialog.problems_model) if row[0] == dialog.tr("Problem")]
    places = {(row, column) for _kind, row, column, _text in problems}
    assert ("9", "MID") in places  # Spelare 100002 is in Ek already (T4)
    assert any(text.startswith("T4:") and "Ek" in text for *_, text in problems)
    assert any(text.startswith("T1:") for *_, text in problems)  # Holm has 3 players
    assert not dialog.import_button.isEnabled() and dialog.import_teams() is None
    assert team_views(tournament) == []


def test_without_a_heat_given_the_dialog_lets_the_td_choose_one(session, tournament, heat, tmp_path, qtbot):
    other = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    path = team_workbook(tmp_path / "lag.xlsx", [("Ek", players(100001, 4))])
    dialog = open_dialog(qtbot, TeamImportDialog(session, path=path))
    assert [dialog.stage_combo.itemText(i) for i in range(dialog.stage_combo.count())] == [
        "Kvalheat Norrköping",
        "Kvalheat Motala",
    ]
    dialog.stage_combo.setCurrentIndex(1)
    dialog.import_button.click()
    assert [t.name for t in team_views(tournament, other)] == ["Ek"]
    assert team_views(tournament, heat) == []


def test_the_template_is_saved_where_the_td_chooses(tmp_path, qtbot, monkeypatch):
    target = tmp_path / "laganmälan"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    parent = QWidget()
    qtbot.addWidget(parent)
    saved = save_team_template(parent)
    assert saved == target.with_suffix(".xlsx")
    header = [cell.value for cell in load_workbook(saved).worksheets[0][1]]
    assert header == list(HEADERS["sv"])
