"""The header above the centre view (UI.md): "Kvalheat Linköping — Rond 3 (2016-10-17)"."""

from __future__ import annotations

import datetime as dt

import pytest

from builders import championship
from builders import heat as build_heat
from built_files import built_file, copy_of
from tddesk.services.schedule import set_round_date
from tddesk.services.stages import StageForm, create_stage, stage_view, update_stage, with_changes
from tddesk.ui.app import create_main_window
from tddesk.ui.translator import install_language

HEAT = "heat-kvalheat-linkoping"


def write_heat(path) -> None:
    tournament = championship(path)
    try:
        assert build_heat(tournament, 5) == HEAT
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_heat(tmp_path_factory):
    """write_heat's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "view-header-heat", write_heat)


@pytest.fixture
def window(qtbot, tmp_path, built_heat):
    """The main window with a real file open: a scheduled heat of five teams, rounds weekly from 2016-10-03."""
    path, heat = copy_of(built_heat, tmp_path / "dm-lag.tddesk"), HEAT
    shown = create_main_window()
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitUntil(shown.isVisible)
    shown.request_open(path)
    shown.heat = heat
    return shown


def choose(window, key: tuple) -> None:
    window.tree_view.setCurrentIndex(window.controller.tree_model.index_of(key))


def header(window) -> str:
    label = window.view_header
    return label.text() if label.isVisible() else ""


def test_a_round_is_headed_by_its_stage_number_and_date(window):
    choose(window, ("round", window.heat, 3))
    assert header(window) == "Kvalheat Linköping — Rond 3 (2016-10-17)"
    choose(window, ("standings", window.heat))
    assert header(window) == "Kvalheat Linköping — Ställning"
    choose(window, ("championship",))
    assert header(window) == "DM Lag ÖMBF 2016-17"
    choose(window, ("members",))
    assert header(window) == "Medlemsregister"


def test_the_header_follows_a_renamed_heat_and_a_re_dated_round_and_their_undo(window):
    session = window.controller.session
    choose(window, ("round", window.heat, 3))
    form = stage_view(session.tournament, window.heat).form
    session.perform("rename", update_stage, window.heat, with_changes(form, name="Kvalheat Östergötland"))
    assert header(window) == "Kvalheat Östergötland — Rond 3 (2016-10-17)"
    session.perform("date", set_round_date, window.heat, 3, dt.date(2016, 10, 19))
    assert header(window) == "Kvalheat Östergötland — Rond 3 (2016-10-19)"
    session.perform("no date", set_round_date, window.heat, 3, None)
    assert header(window) == "Kvalheat Östergötland — Rond 3"
    for _ in range(3):
        session.undo_stack.undo()
    assert header(window) == "Kvalheat Linköping — Rond 3 (2016-10-17)"


def test_the_header_follows_a_language_switch(window, qapp):
    choose(window, ("round", window.heat, 3))
    install_language(qapp, "en")
    assert header(window) == "Kvalheat Linköping — Round 3 (2016-10-17)"
    choose(window, ("crosstable", window.heat))
    assert header(window) == "Kvalheat Linköping — Cross-table"


def test_no_header_on_the_welcome_page_or_when_the_stage_is_undone_away(window):
    session = window.controller.session
    created = session.perform("new heat", create_stage, StageForm("Kvalheat Motala", 24, 2)).value
    choose(window, ("schedule", created))
    assert header(window) == "Kvalheat Motala — Spelschema"
    session.undo_stack.undo()
    assert window.current_view() is window.welcome_page and header(window) == ""
    session.undo_stack.redo()  # the stage is back, but the TD has not chosen it again
    assert header(window) == ""
    choose(window, ("round", window.heat, 1))
    window.close_requested.emit()
    assert window.view_header.isHidden()
