"""A semifinal's and a final's settings show what applies to a one-day stage, and the venue's A7
time shift can be changed after the semifinals exist — through the real window."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QSpinBox

from tddesk.ui.dialogs.stages.central_day_settings import CentralDaySettingsDialog

from .evening import choose_in_tree


def page_rows(page) -> dict[str, str]:
    rows = {}
    for row in range(page.body.rowCount()):
        caption = page.body.itemAt(row, page.body.ItemRole.LabelRole)
        value = page.body.itemAt(row, page.body.ItemRole.FieldRole)
        rows[caption.widget().text()] = value.widget().text()
    return rows


def test_a_semifinal_shows_its_day_its_a7_shift_and_the_table_fee_charged_F2_A7(demo_window):
    page = choose_in_tree(demo_window, ("stage_settings", "semifinal-3"))
    rows = page_rows(page)
    assert rows["Spelplats:"] == "Norrköping, 2017-01-21"
    assert rows["Tidsförskjutning (A7):"] == "+10 min från det centrala tidsschemat"
    assert rows["Bordsavgift:"] == "200,00 kr per lag och rond (F2)"  # the fee charged, not "—"
    assert not {"Heatansvarig:", "Matchform (H2):"} & set(rows)
    heat = page_rows(choose_in_tree(demo_window, ("stage_settings", "heat-linkoping")))
    assert "Heatansvarig:" in heat and "Tidsförskjutning (A7):" not in heat


def test_the_a7_shift_is_changed_in_the_window_after_the_semifinals_exist_and_undone_A7(demo_window, qtbot):
    window = demo_window
    page = choose_in_tree(window, ("stage_settings", "semifinal-3"))
    dialog = page.open_dialog()
    assert isinstance(dialog, CentralDaySettingsDialog)
    captions = [label.text() for label in dialog.findChildren(QLabel) if label.isVisible()]
    assert not any("Heatansvarig" in text or "Dagar mellan" in text or "Matchform" in text for text in captions)
    assert "200,00 kr per lag och rond (F2)" in captions
    assert [
        edit.objectName() for edit in dialog.findChildren(QLineEdit) if edit.isVisible() and edit.parent() is dialog
    ] == ["name", "byeVp"]
    shift = dialog.findChild(QSpinBox, "venueOffset")
    assert shift.value() == 10 and (shift.minimum(), shift.maximum()) == (-15, 15)
    shift.setValue(-15)
    dialog.buttons.accepted.emit()
    QApplication.processEvents()
    assert page_rows(page)["Tidsförskjutning (A7):"] == "−15 min från det centrala tidsschemat"
    day = choose_in_tree(window, ("central_day", "semifinal-3"))
    assert [day.timetable.model().index(0, column).data() for column in (3, 4)] == ["09:45", "11:00"]
    assert window.main_actions.undo.text() == "&Ångra: Tidsförskjutning (A7) för Semifinal 3 – Norrköping: −15 min"
    window.main_actions.undo.trigger()  # one step back to +10
    QApplication.processEvents()
    assert [day.timetable.model().index(0, column).data() for column in (3, 4)] == ["10:10", "11:25"]
