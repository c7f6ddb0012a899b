"""File → Export and Import: the federation's workbook (with progress and Cancel), the JSON export,
and a new championship file imported from JSON, driven through the real menus and dialogs."""

from __future__ import annotations

import json

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from builders import championship, roster
from tddesk.export.json_export import write_json
from tddesk.services.files import open_championship
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.app import create_main_window
from tddesk.ui.dialogs.files.export_dialog import ExportWorkbookDialog
from tddesk.ui.dialogs.imports.import_json_dialog import ImportJsonDialog

NAMES = ("Ek", "Holm", "Sund", "Berg")


def build_championship(path):
    """A championship with one scheduled heat of four teams; returns the heat's id."""
    tournament = championship(path)
    stage_id = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    for number, name in enumerate(NAMES):
        register_team(tournament, TeamForm(name, roster(100000 + 10 * number)), stage_id)
    make_schedule(tournament, stage_id)
    tournament.close()
    return stage_id


@pytest.fixture
def window(qtbot):
    created = create_main_window()
    qtbot.addWidget(created)
    created.show()
    qtbot.waitUntil(created.isVisible)
    return created


@pytest.fixture
def opened(window, tmp_path):
    """The window with the championship open and its heat's standings in view."""
    path = tmp_path / "dm.tddesk"
    stage_id = build_championship(path)
    window.request_open(path)
    window.controller.select(("standings", stage_id))
    return window, stage_id


def test_the_workbook_is_exported_through_the_menu_and_reads_back(opened, tmp_path):
    window, stage_id = opened
    menus = window.controller.tournament_menus
    assert menus.export_workbook.isEnabled()
    menus.export_workbook.trigger()
    dialog = menus.dialog
    assert isinstance(dialog, ExportWorkbookDialog) and dialog.isVisible()
    assert dialog.stage_id() == stage_id  # the stage in view is proposed
    dialog.scope.setCurrentIndex(0)  # the whole championship
    assert dialog.stage_id() is None
    target = tmp_path / "federation.xlsx"
    dialog.path_edit.setText(str(target))
    dialog.buttons.accepted.emit()
    assert dialog.written == target and not dialog.isVisible()
    workbook = load_workbook(target, read_only=True)
    cells = {
        str(cell)
        for sheet in workbook.worksheets
        for row in sheet.iter_rows(values_only=True)
        for cell in row
        if cell is not None
    }
    workbook.close()
    assert set(NAMES) <= cells
    assert "Kvalheat Motala" in cells


def test_cancelling_the_workbook_writes_nothing_and_keeps_the_dialog(opened, tmp_path):
    window, _stage_id = opened
    window.controller.tournament_menus.export_workbook.trigger()
    dialog = window.controller.tournament_menus.dialog
    target = tmp_path / "federation.xlsx"
    dialog.path_edit.setText(str(target))
    steps = []

    def cancel_at_first_step(progress):
        def advanced(done, _total):
            steps.append(done)
            progress.cancel()

        progress.advanced.connect(advanced)

    dialog.progress_started.connect(cancel_at_first_step)
    dialog.buttons.accepted.emit()
    assert steps == [1]
    assert not target.exists() and list(tmp_path.glob("*.xlsx*")) == []
    assert dialog.isVisible() and dialog.written is None
    assert dialog.message.text() == "Avbrutet: ingen arbetsbok skrevs."


def test_cancelling_over_an_existing_workbook_leaves_it_and_the_championship_file_unchanged(opened, tmp_path):
    window, _stage_id = opened
    championship = window.controller.session.tournament.path
    before = championship.read_bytes()
    target = tmp_path / "federation.xlsx"
    target.write_bytes(b"last week's workbook")
    window.controller.tournament_menus.export_workbook.trigger()
    dialog = window.controller.tournament_menus.dialog
    dialog.path_edit.setText(str(target))
    dialog.progress_started.connect(lambda work: work.advanced.connect(lambda _done, _total: work.cancel()))
    dialog.buttons.accepted.emit()
    assert dialog.message.text() == "Avbrutet: ingen arbetsbok skrevs."
    assert target.read_bytes() == b"last week's workbook" and list(tmp_path.glob("*.xlsx*")) == [target]
    assert championship.read_bytes() == before


def test_the_json_export_writes_the_championship(opened, tmp_path, monkeypatch):
    window, _stage_id = opened
    target = tmp_path / "export"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), "")))
    written = window.controller.tournament_menus.save_json()
    assert written == tmp_path / "export.json"
    document = json.loads(written.read_text(encoding="utf-8"))
    assert document["championship"]["name"] == "DM Lag ÖMBF 2016-17"
    assert sorted(team["name"] for team in document["teams"]) == sorted(NAMES)


def json_document(tmp_path) -> dict:
    """A championship exported to tmp_path/heat.json; its document."""
    build_championship(tmp_path / "source.tddesk")
    source = open_championship(tmp_path / "source.tddesk", read_only=True)
    try:
        path = write_json(source, tmp_path / "heat.json")
    finally:
        source.close()
    return json.loads(path.read_text(encoding="utf-8"))


def test_importing_json_creates_and_opens_a_new_file(window, tmp_path, qtbot):
    json_document(tmp_path)
    window.controller.tournament_menus.import_json.trigger()
    dialog = window.controller.tournament_menus.dialog
    assert isinstance(dialog, ImportJsonDialog) and dialog.isVisible()
    dialog.choose_source(tmp_path / "heat.json")
    assert dialog.target_edit.text() == str(tmp_path / "heat.tddesk")
    dialog.buttons.accepted.emit()
    controller = window.controller
    qtbot.waitUntil(lambda: controller.session is not None)
    assert controller.session.tournament.path == tmp_path / "heat.tddesk"
    assert window.status.file_label.text() == "heat.tddesk"
    assert controller.tree_model.index_of(("stage_settings", "heat-kvalheat-motala")).data() == "Kvalheat Motala"


def test_a_json_document_with_an_unknown_key_is_refused_with_its_path(window, tmp_path):
    document = json_document(tmp_path)
    document["championship"]["colour"] = "blue"
    source = tmp_path / "odd.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    window.controller.tournament_menus.import_json.trigger()
    dialog = window.controller.tournament_menus.dialog
    dialog.choose_source(source)
    dialog.buttons.accepted.emit()
    problems = [dialog.problems.item(row).text() for row in range(dialog.problems.count())]
    assert problems == ["championship: okänd nyckel 'colour'"]
    assert dialog.isVisible() and dialog.problems.isVisible()
    assert not (tmp_path / "odd.tddesk").exists()
    assert window.controller.session is None


def test_cancelling_the_json_import_creates_no_file_and_says_so(window, tmp_path):
    json_document(tmp_path)
    window.controller.tournament_menus.import_json.trigger()
    dialog = window.controller.tournament_menus.dialog
    dialog.choose_source(tmp_path / "heat.json")
    steps = []

    def cancel_at_first_step(work):
        def advanced(done, total):
            steps.append((done, total))
            work.cancel()

        # Direct: called in the import's thread, so the import sees Cancel at this very step.
        work.advanced.connect(advanced, Qt.ConnectionType.DirectConnection)

    dialog.progress_started.connect(cancel_at_first_step)
    dialog.buttons.accepted.emit()
    assert steps == [(1, 4)]  # players, teams, the heat, the audit: stopped after the first
    assert list(tmp_path.glob("heat.tddesk*")) == []
    assert dialog.isVisible() and dialog.created is None
    assert dialog.message.text() == "Importen avbröts; ingen fil skapades."
    assert window.controller.session is None


def test_the_workbooks_match_column_names_the_round_and_teams_not_the_files_id(opened, tmp_path):
    window, _stage_id = opened
    menus = window.controller.tournament_menus
    menus.export_workbook.trigger()
    dialog = menus.dialog
    target = tmp_path / "federation.xlsx"
    dialog.path_edit.setText(str(target))
    dialog.buttons.accepted.emit()
    workbook = load_workbook(target, read_only=True)
    rows = list(workbook["Matcher"].iter_rows(values_only=True))
    workbook.close()
    heading = list(rows[0])
    matches = [row[heading.index("Match")] for row in rows[1:]]
    ids = [row[heading.index("Match-id")] for row in rows[1:]]
    assert matches and all(text.startswith("Rond ") and " – " in text for text in matches)
    assert all(match_id not in text for match_id, text in zip(ids, matches, strict=True))
