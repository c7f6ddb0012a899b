"""Bridgemate → Skapa Bridgemate-fil…: the session file of the semifinal in view, from the real window."""

from __future__ import annotations

from jet_oracles import mdbtools_rows, needs_mdbtools


@needs_mdbtools
def test_the_semifinal_in_view_is_written_as_a_session_file(demo_window, tmp_path):
    controller = demo_window.controller
    controller.select(("standings", "semifinal-1"))
    menu = controller.bridgemate
    menu.menu.aboutToShow.emit()
    assert menu.create_action.isEnabled()
    assert menu.create_action.text() == "Skapa &Bridgemate-fil…"
    out = menu.ask_create(tmp_path / "sf1.bws")
    assert out is not None and len(mdbtools_rows(out, "RoundData")) == 24
    assert menu.progress_label.text() == "sf1.bws: sektion A, 4 bord, Bridgemate-ronder 1-6."


def test_without_a_stage_in_view_there_is_nothing_to_write(demo_window):
    controller = demo_window.controller
    controller.select(("teams",))
    controller.bridgemate.menu.aboutToShow.emit()
    assert not controller.bridgemate.create_action.isEnabled()
