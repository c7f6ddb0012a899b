"""Other programs' conventions in the window (docs/rules.md): a team stage's IMP cap from its settings
page, a pairs heat's Neuberg rounding and sit-out score from its page; each one undoable step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from builders import championship, heat, mitchell_heat
from tddesk.services.conventions import conventions
from tddesk.ui.session import UiSession
from tddesk.ui.views.pairs_heat_view import PairsHeatView
from tddesk.ui.views.stage_overview import StageOverview


def shown(qtbot, widget):
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitUntil(widget.isVisible)
    return widget


def test_the_imp_cap_from_the_stage_settings_page(tmp_path, qtbot, qapp):
    tournament = championship(tmp_path / "dm.tddesk")
    stage = heat(tournament, 4)
    session = UiSession(tournament, QUndoStack())
    try:
        page = shown(qtbot, StageOverview(session, stage))
        dialog = page.open_conventions()
        qtbot.waitUntil(dialog.isVisible)
        dialog.cap_spin.setValue(12)
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
        assert conventions(tournament, stage_id=stage).imp_cap == 12
        labels = [label.text() for label in page.findChildren(type(page.notes))]
        assert "12" in labels
        session.undo_stack.undo()
        assert conventions(tournament, stage_id=stage).imp_cap is None
    finally:
        session.close()


def test_neuberg_and_the_sit_out_from_the_pairs_heat_page(tmp_path, qtbot, qapp):
    tournament = championship(tmp_path / "dm.tddesk")
    _event, pairs_heat = mitchell_heat(tournament)
    session = UiSession(tournament, QUndoStack())
    try:
        page = shown(qtbot, PairsHeatView(session, pairs_heat))
        qtbot.mouseClick(page.conventions_button, Qt.MouseButton.LeftButton)
        dialog = page.dialog
        qtbot.waitUntil(dialog.isVisible)
        dialog.neuberg_box.setCurrentIndex(dialog.neuberg_box.findData(2))
        dialog.sit_out_box.setCurrentIndex(dialog.sit_out_box.findData("60"))
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
        now = conventions(tournament, heat_id=pairs_heat)
        assert (now.neuberg_decimals, now.sit_out) == (2, "60")
        assert session.undo_stack.count() == 1
    finally:
        session.close()
