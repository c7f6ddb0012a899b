"""Domslut, Skriv ut, File → Import/Export/Merge heat and the toolbar's buttons (UI.md): what they
offer, when they are enabled, and that the rulings open their dialog for the stage in view."""

from __future__ import annotations

import pytest
from openpyxl import load_workbook
from PySide6.QtWidgets import QFileDialog, QMessageBox

from builders import championship, roster
from tddesk.services.files import open_championship
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.app import create_main_window
from tddesk.ui.dialogs.rulings.late_arrival import LateArrivalDialog
from tddesk.ui.dialogs.rulings.walkover import WalkoverDialog

MOTALA = "heat-kvalheat-motala"


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


@pytest.fixture
def championship_file(tmp_path):
    path = tmp_path / "dm.tddesk"
    tournament = championship(path)
    stage_id = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    for number, name in enumerate(("Ek", "Holm", "Sund", "Berg")):
        register_team(tournament, TeamForm(name, roster(100000 + 10 * number)), stage_id)
    make_schedule(tournament, stage_id)
    tournament.close()
    return path


def new_window(qtbot):
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible)
    return window


def test_domslut_late_arrival_opens_its_dialog_for_the_stage_in_view(qtbot, championship_file):
    window = new_window(qtbot)
    window.request_open(championship_file)
    window.controller.select(("round", MOTALA, 2))
    late_arrival = window.controller.tournament_menus.rulings["late_arrival"]
    assert late_arrival in window.menus.rulings.actions() and late_arrival.isEnabled()
    late_arrival.trigger()
    dialog = window.controller.tournament_menus.dialog
    assert isinstance(dialog, LateArrivalDialog) and dialog.isVisible()
    assert dialog.stage_id == MOTALA
    assert dialog.windowTitle() == "Sen ankomst"
    dialog.reject()

    window.controller.tournament_menus.rulings["walkover"].trigger()
    walkover = window.controller.tournament_menus.dialog
    assert isinstance(walkover, WalkoverDialog) and walkover.stage_id == MOTALA
    walkover.reject()


def test_the_rulings_menu_lists_every_ruling_in_swedish(qtbot, championship_file):
    window = new_window(qtbot)
    assert [plain(action.text()) for action in window.menus.rulings.actions()] == [
        "Sen ankomst…",
        "Långsamt spel…",
        "Otillåten reserv…",
        "W.O.…",
        "Uteslutning…",
        "TK-beslut…",
    ]


def test_rulings_need_a_stage_in_view(qtbot, championship_file):
    window = new_window(qtbot)
    rulings = window.controller.tournament_menus.rulings.values()
    assert not any(action.isEnabled() for action in rulings)  # no file open
    window.request_open(championship_file)
    assert window.controller.select(("championship",)) is not None
    assert not any(action.isEnabled() for action in rulings)  # no stage in view
    window.controller.select(("standings", MOTALA))
    assert all(action.isEnabled() for action in rulings)
    window.main_actions.close.trigger()
    assert not any(action.isEnabled() for action in rulings)
    menus = window.controller.tournament_menus
    assert not menus.export_workbook.isEnabled() and not menus.merge_heat.isEnabled()
    assert menus.document_menus == {} and not menus.print_.isEnabled()


def test_a_read_only_file_offers_no_rulings_and_no_merge(qtbot, championship_file):
    holder = open_championship(championship_file)  # another program has it open
    try:
        window = new_window(qtbot)
        window.request_open(championship_file)
        window.controller.message_box.button(QMessageBox.StandardButton.Yes).click()
        assert window.controller.session.read_only
        window.controller.select(("standings", MOTALA))
        menus = window.controller.tournament_menus
        assert not any(action.isEnabled() for action in menus.rulings.values())
        assert not menus.merge_heat.isEnabled()
        assert menus.print_.isEnabled() and menus.export_workbook.isEnabled()  # reading is allowed
        window.controller.close_file()
    finally:
        holder.close()


def test_the_toolbar_has_the_buttons_of_ui_md(qtbot):
    window = new_window(qtbot)
    toolbar = window.main_actions.toolbar
    assert [action.iconText() for action in toolbar.actions() if not action.isSeparator()] == [
        "Ny",
        "Öppna",
        "Ångra",
        "Gör om",
        "Sen ankomst",
        "Långsamt spel",
        "W.O.",
        "Skriv ut",
        "Exportera",
    ]
    assert toolbar.actions()[-1].menu() is window.controller.tournament_menus.export_menu


def test_file_import_export_and_merge_are_in_swedish(qtbot, championship_file):
    window = new_window(qtbot)
    menus = window.controller.tournament_menus
    assert [plain(action.text()) for action in menus.export_menu.actions() if not action.isSeparator()] == [
        "Arbetsbok för förbundet…",
        "JSON…",
        "Resultatrapport för Spader (xlsx)…",
        "Resultat som PBN…",
        "Mall för laganmälan…",
    ]
    assert [plain(action.text()) for action in menus.import_menu.actions()] == [
        "Mästerskap från JSON…",
        "Givar (PBN eller DUP)…",
    ]
    assert not menus.export_workbook.isEnabled() and not menus.merge_heat.isEnabled()
    assert not menus.import_deals.isEnabled()  # deals go into an open championship
    assert menus.import_json.isEnabled() and menus.team_template.isEnabled()
    window.request_open(championship_file)
    assert menus.export_workbook.isEnabled() and menus.export_json.isEnabled() and menus.merge_heat.isEnabled()


def test_the_team_registration_template_is_saved_from_the_file_menu(qtbot, tmp_path, monkeypatch):
    window = new_window(qtbot)
    target = tmp_path / "anmalan.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), "")))
    window.controller.tournament_menus.team_template.trigger()
    workbook = load_workbook(target, read_only=True)
    assert workbook.sheetnames
    workbook.close()


def test_the_print_menu_is_retranslated(qtbot, championship_file):
    from tddesk.ui.settings import Settings

    window = new_window(qtbot)
    window.request_open(championship_file)
    window.controller.select(("standings", MOTALA))
    menus = window.controller.tournament_menus
    assert plain(menus.document_menus["standings"].title()) == "Ställning"
    dialog = window.open_settings()
    dialog.choose_language("en")
    assert plain(menus.print_.text()) == "Print…"
    assert plain(menus.document_menus["standings"].title()) == "Standings"
    assert plain(menus.rulings["late_arrival"].text()) == "Late arrival…"
    dialog.choose_language("sv")
    assert Settings().language == "sv"
    assert plain(menus.print_.text()) == "Skriv ut…"
