"""The VP calculator driven by the keyboard as a TD would, in the real main window."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tddesk.ui.translator import install_language
from tddesk.ui.vp_calculator import NO_VALUE, VpCalculator, VpCalculatorDialog


def open_calculator(window) -> VpCalculator:
    """Verktyg → VP-kalkylator, as the TD opens it."""
    window.main_actions.vp_calculator.trigger()
    dialogs = [d for d in window.findChildren(VpCalculatorDialog) if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0].calculator


def type_into(qtbot, field, text: str) -> None:
    """Replace the field's text by typing, the way Tab into a field selects what is there."""
    field.setFocus()
    line_edit = field.lineEdit() if hasattr(field, "lineEdit") else field
    line_edit.selectAll()
    if text:
        qtbot.keyClicks(field, text)
    else:
        qtbot.keyClick(field, Qt.Key.Key_Backspace)


def test_vp_for_20_and_16_boards_appear_as_the_td_types(main_window, qtbot):
    calculator = open_calculator(main_window)
    type_into(qtbot, calculator.boards_spin, "20")
    type_into(qtbot, calculator.imps_a_edit, "30")
    type_into(qtbot, calculator.imps_b_edit, "13")
    assert (calculator.vp_a_label.text(), calculator.vp_b_label.text()) == ("14,01", "5,99")

    type_into(qtbot, calculator.boards_spin, "16")
    assert (calculator.vp_a_label.text(), calculator.vp_b_label.text()) == ("14,39", "5,61")
    assert calculator.margin_label.text() == "Skillnad: 17 IMP."


def test_every_keystroke_updates_the_vp(main_window, qtbot):
    calculator = open_calculator(main_window)
    type_into(qtbot, calculator.imps_a_edit, "30")
    assert calculator.vp_a_label.text() == NO_VALUE  # team B not typed yet
    seen = []
    calculator.imps_b_edit.setFocus()
    for key in "13":
        qtbot.keyClicks(calculator.imps_b_edit, key)
        seen.append((calculator.vp_a_label.text(), calculator.vp_b_label.text()))
    # 30-1 on 16 boards is a 29 IMP margin; 30-13 is 17.
    assert seen == [("16,58", "3,42"), ("14,39", "5,61")]


def test_team_b_winning_and_a_tie(main_window, qtbot):
    calculator = open_calculator(main_window)
    type_into(qtbot, calculator.imps_a_edit, "13")
    type_into(qtbot, calculator.imps_b_edit, "30")
    assert (calculator.vp_a_label.text(), calculator.vp_b_label.text()) == ("5,61", "14,39")
    type_into(qtbot, calculator.imps_a_edit, "30")
    assert (calculator.vp_a_label.text(), calculator.vp_b_label.text()) == ("10,00", "10,00")


def test_blitz_is_shown_for_the_number_of_boards(main_window, qtbot):
    calculator = open_calculator(main_window)
    assert "60 IMP" in calculator.blitz_label.text()
    type_into(qtbot, calculator.boards_spin, "20")
    assert calculator.blitz_label.text() == "Blitz (20–0) vid en skillnad på 68 IMP med 20 brickor."
    type_into(qtbot, calculator.imps_a_edit, "68")
    type_into(qtbot, calculator.imps_b_edit, "0")
    assert (calculator.vp_a_label.text(), calculator.vp_b_label.text()) == ("20,00", "0,00")


def test_bad_input_is_explained_beside_the_field(main_window, qtbot):
    calculator = open_calculator(main_window)
    type_into(qtbot, calculator.imps_b_edit, "13")
    type_into(qtbot, calculator.imps_a_edit, "3x")
    assert calculator.imps_a_message.text() == "Skriv IMP som ett heltal, t.ex. 23."
    assert calculator.vp_a_label.text() == NO_VALUE and calculator.vp_b_label.text() == NO_VALUE

    type_into(qtbot, calculator.imps_a_edit, "1000")
    assert calculator.imps_a_message.text() == "IMP ska vara från 0 till 999."
    type_into(qtbot, calculator.imps_a_edit, "-4")
    assert calculator.imps_a_message.text() == "Skriv IMP som ett heltal, t.ex. 23."

    type_into(qtbot, calculator.imps_a_edit, "30")
    assert calculator.imps_a_message.text() == ""
    assert calculator.vp_a_label.text() == "14,39"

    type_into(qtbot, calculator.boards_spin, "0")
    assert calculator.boards_message.text() == "Antal brickor ska vara från 1 till 100."
    assert calculator.vp_a_label.text() == NO_VALUE and calculator.blitz_label.text() == ""
    type_into(qtbot, calculator.boards_spin, "")
    assert calculator.boards_message.text() == "Skriv antal brickor (1–100)."
    type_into(qtbot, calculator.boards_spin, "16")
    assert calculator.boards_message.text() == "" and calculator.vp_a_label.text() == "14,39"


def test_english_ui_uses_a_decimal_point(main_window, qtbot, qapp):
    calculator = open_calculator(main_window)
    type_into(qtbot, calculator.boards_spin, "20")
    type_into(qtbot, calculator.imps_a_edit, "30")
    type_into(qtbot, calculator.imps_b_edit, "13")
    install_language(qapp, "en")
    assert (calculator.vp_a_label.text(), calculator.vp_b_label.text()) == ("14.01", "5.99")
    assert calculator.margin_label.text() == "Margin: 17 IMPs."


def test_enter_in_an_imp_field_keeps_the_calculator_open(main_window, qtbot):
    calculator = open_calculator(main_window)
    dialog = calculator.window()
    type_into(qtbot, calculator.imps_a_edit, "30")
    qtbot.keyClick(calculator.imps_a_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()


def test_the_welcome_page_has_a_working_calculator(main_window, qtbot):
    assert main_window.current_view() is main_window.welcome_page
    calculator = main_window.welcome_page.vp_calculator
    type_into(qtbot, calculator.imps_a_edit, "30")
    type_into(qtbot, calculator.imps_b_edit, "13")
    assert calculator.vp_a_label.text() == "14,39"


def test_a_pasted_5000_digit_number_is_explained_not_a_crash(main_window, qtbot):
    calculator = open_calculator(main_window)
    type_into(qtbot, calculator.imps_b_edit, "13")
    calculator.imps_a_edit.setText("9" * 5000)  # pasted, not typed key by key
    assert calculator.imps_a_message.text() == "IMP ska vara från 0 till 999."
    assert calculator.vp_a_label.text() == NO_VALUE
