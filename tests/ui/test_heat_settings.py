"""The heat settings dialog (H2-H4, H7): live checks as the TD types, refusals kept in the dialog."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QDialogButtonBox

from builders import championship, roster
from built_files import built_file, copy_of
from tddesk.services.clubs import club_views
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage, stage_view, stage_views
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.app import create_main_window
from tddesk.ui.dialogs.stages.heat_settings import HeatSettingsDialog, planned_dates

HEAT = "heat-kvalheat-linkoping"


def write_heat(path) -> None:
    """A championship with one 16-board heat of five teams, not scheduled."""
    tournament = championship(path)
    try:
        assert create_stage(tournament, StageForm("Kvalheat Linköping", 16, table_fee=Decimal(50))).value == HEAT
        for number in range(5):
            register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 10 * number)), HEAT)
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_heat(tmp_path_factory):
    """write_heat's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "heat-settings-heat", write_heat)


@pytest.fixture
def window(qtbot, tmp_path, built_heat):
    """The main window on a copy of the championship with one 16-board heat of five teams."""
    path = copy_of(built_heat, tmp_path / "dm-lag.tddesk")
    shown = create_main_window()
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitUntil(shown.isVisible)
    shown.request_open(path)
    return shown


def ok(dialog: HeatSettingsDialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def type_boards(qtbot, dialog: HeatSettingsDialog, boards: int) -> None:
    dialog.boards_spin.selectAll()
    qtbot.keyClicks(dialog.boards_spin, str(boards))
    assert dialog.boards_spin.value() == boards


@pytest.mark.parametrize("boards", [7, 29])
def test_boards_outside_8_to_28_are_refused_in_words_and_nothing_is_saved_H3(qtbot, window, boards):
    dialog = window.controller.new_heat()
    dialog.name_edit.insert("Kvalheat Motala")
    type_boards(qtbot, dialog, boards)
    checks = dialog.checks_label.text()
    assert checks.startswith("H3: ") and f"{boards}" in checks and "8-28" in checks
    ok(dialog)
    assert dialog.isVisible()
    assert dialog.error_label.text().startswith("H3: ") and f"{boards}" in dialog.error_label.text()
    session = window.controller.session
    assert [stage.form.name for stage in stage_views(session.tournament)] == ["Kvalheat Linköping"]
    assert window.undo_stack.count() == 0


def test_sixteen_boards_play_two_hours_in_one_session_H3_H4(qtbot, window):
    dialog = window.controller.new_heat()
    type_boards(qtbot, dialog, 16)
    assert "16" in dialog.playing_time_label.text() and "2 h 0 min" in dialog.playing_time_label.text()
    assert dialog.one_half_radio.isEnabled() and not dialog.two_halves_radio.isEnabled()
    dialog.dealt_check.setChecked(True)
    assert "2 h 5 min" in dialog.playing_time_label.text()  # +5 minutes per half when dealt at the table


def test_halves_follow_the_boards_H3(qtbot, window):
    dialog = window.controller.new_heat()
    type_boards(qtbot, dialog, 24)
    assert dialog.halves() == 2 and not dialog.one_half_radio.isEnabled()
    assert "12" in dialog.playing_time_label.text() and "1 h 30 min" in dialog.playing_time_label.text()
    type_boards(qtbot, dialog, 18)
    assert dialog.one_half_radio.isEnabled() and dialog.two_halves_radio.isEnabled()
    type_boards(qtbot, dialog, 12)
    assert dialog.halves() == 1 and not dialog.two_halves_radio.isEnabled()


def test_too_few_boards_per_team_is_a_warning_with_the_numbers_H3(qtbot, window):
    dialog = window.controller.change_stage(HEAT)
    assert dialog.boards_spin.value() == 16
    # five teams: four matches each; 4 × 16 = 64 boards, fewer than the 80 required
    assert "H3: " in dialog.checks_label.text() and "64" in dialog.checks_label.text()
    assert "80" in dialog.checks_label.text()
    type_boards(qtbot, dialog, 20)
    assert dialog.checks_label.text() == ""  # 4 × 20 = 80
    ok(dialog)
    assert not dialog.isVisible()
    assert stage_view(window.controller.session.tournament, HEAT).form.boards_per_match == 20


def test_a_new_heat_is_saved_with_its_settings_and_undone(window):
    dialog = window.controller.new_heat()
    dialog.name_edit.insert("Kvalheat Norrköping")
    dialog.manager_edit.insert("Per Holm")
    dialog.phone_edit.insert("011-123456")
    dialog.email_edit.insert("kval.norrkoping@example.se")
    dialog.boards_spin.setValue(20)
    dialog.two_halves_radio.setChecked(True)
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData("weekend"))
    assert dialog.bye_vp_edit.text() == "12,00"  # the profile's default (H7)
    dialog.table_fee_edit.setText("50,00")
    dialog.first_date_edit.setDate(QDate(2016, 10, 5))
    dialog.days_spin.setValue(14)
    ok(dialog)

    session = window.controller.session
    assert not dialog.isVisible()
    created = stage_view(session.tournament, dialog.stage_id)
    assert created.form == StageForm(
        "Kvalheat Norrköping",
        20,
        2,
        "heat",
        "weekend",
        False,
        None,
        Decimal("50.00"),
        None,
        "Per Holm",
        "011-123456",
        "kval.norrkoping@example.se",
        dt.date(2016, 10, 5),
        14,
    )
    assert planned_dates(session)[dialog.stage_id].of_round(2) == dt.date(2016, 10, 19)
    assert window.undo_stack.undoText() == "Nytt kvalheat Kvalheat Norrköping"
    window.undo_stack.undo()
    assert [stage.form.name for stage in stage_views(session.tournament)] == ["Kvalheat Linköping"]


def test_bye_vp_and_fee_are_checked_beside_the_fields_H7(window):
    dialog = window.controller.change_stage(HEAT)
    assert dialog.table_fee_edit.text() == "50,00"
    dialog.table_fee_edit.setText("femtio")
    ok(dialog)
    assert dialog.isVisible() and dialog.money_message.text()
    dialog.table_fee_edit.setText("60")
    dialog.bye_vp_edit.setText("21")
    ok(dialog)
    assert dialog.isVisible() and "H7" in dialog.error_label.text()  # the service's refusal, in its words
    dialog.bye_vp_edit.setText("10,50")
    ok(dialog)
    assert not dialog.isVisible()
    form = stage_view(window.controller.session.tournament, HEAT).form
    assert (form.bye_vp, form.table_fee) == (Decimal("10.50"), Decimal(60))


def test_playing_dates_move_a_scheduled_heats_rounds_in_one_undo_step(window):
    session = window.controller.session
    session.perform("Spelschema", make_schedule, HEAT, dt.date(2016, 10, 3), 7)
    dialog = window.controller.change_stage(HEAT)
    assert dialog.first_date_edit.date() == QDate(2016, 10, 3) and dialog.days_spin.value() == 7
    dialog.first_date_edit.setDate(QDate(2016, 10, 4))
    dialog.days_spin.setValue(14)
    ok(dialog)
    dates = [round_.date for round_ in schedule_view(session.tournament, HEAT).rounds]
    assert dates == [dt.date(2016, 10, 4) + dt.timedelta(days=14 * n) for n in range(5)]
    assert window.undo_stack.undoText() == "Speldatum för Kvalheat Linköping"
    window.undo_stack.undo()
    dates = [round_.date for round_ in schedule_view(session.tournament, HEAT).rounds]
    assert dates == [dt.date(2016, 10, 3) + dt.timedelta(days=7 * n) for n in range(5)]


def test_a_read_only_file_cannot_be_changed(qtbot, window, tmp_path):
    path = window.controller.session.tournament.path
    other = create_main_window()
    qtbot.addWidget(other)
    other.request_open(path)
    other.controller.message_box.button(other.controller.message_box.StandardButton.Yes).click()
    dialog = HeatSettingsDialog(other.controller.session, HEAT, other)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dialog.error_label.text() == "Filen är öppnad skrivskyddad; inget kan ändras."


def club_choices(dialog: HeatSettingsDialog) -> list[str]:
    return [dialog.club_combo.itemText(index) for index in range(dialog.club_combo.count())]


def choose_club(dialog: HeatSettingsDialog, name: str) -> None:
    dialog.club_combo.setCurrentIndex(dialog.club_combo.findText(name))
    assert dialog.club_combo.currentText() == name


def test_the_organiser_club_is_one_of_the_files_clubs_saved_shown_again_and_undone(window):
    session = window.controller.session
    register_team(session.tournament, TeamForm("Gäster", roster(100900, club="BK Norrköping")))
    clubs = {club.name: club.id for club in club_views(session.tournament)}
    dialog = window.controller.change_stage(HEAT)
    assert club_choices(dialog) == ["—", "BK Linköping", "BK Norrköping"]
    assert dialog.club_combo.currentText() == "—"
    choose_club(dialog, "BK Linköping")
    ok(dialog)
    assert stage_view(session.tournament, HEAT).form.organiser_club == clubs["BK Linköping"]

    dialog = window.controller.change_stage(HEAT)
    assert dialog.club_combo.currentText() == "BK Linköping"
    choose_club(dialog, "BK Norrköping")
    ok(dialog)
    assert stage_view(session.tournament, HEAT).form.organiser_club == clubs["BK Norrköping"]
    assert window.undo_stack.undoText() == "Inställningar för Kvalheat Linköping"

    window.undo_stack.undo()
    assert stage_view(session.tournament, HEAT).form.organiser_club == clubs["BK Linköping"]
    dialog = window.controller.change_stage(HEAT)
    assert dialog.club_combo.currentText() == "BK Linköping"
    choose_club(dialog, "—")  # no organiser club
    ok(dialog)
    assert stage_view(session.tournament, HEAT).form.organiser_club is None
