"""File → Merge heat: the preview lists the conflicts with their resolutions and what the heat adds;
nothing changes until Merge; the merged heat appears in the tree and one Undo takes it away."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from builders import roster
from tddesk.export.json_export import write_json
from tddesk.services.files import new_championship, open_championship
from tddesk.services.lineups import set_lineup
from tddesk.services.players import PlayerEntry
from tddesk.services.results import enter_half
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage, stage_views
from tddesk.services.teams import TeamForm, register_team, team_views
from tddesk.ui.app import create_main_window
from tddesk.ui.dialogs.imports.merge_dialog import MergeDialog

MOTALA = "heat-motala"
LINKOPING = "heat-linkoping"


def new_file(path):
    return new_championship(
        path, name="DM Lag ÖMBF 2016-17", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )


def play_heat(tournament, name: str, stage_id: str, teams) -> str:
    """A 16-board heat: the teams registered and scheduled, the first round played with line-ups."""
    stage = create_stage(tournament, StageForm(name, 16), stage_id=stage_id).value
    for team_name, players in teams:
        register_team(tournament, TeamForm(team_name, players, players[0].mid), stage)
    make_schedule(tournament, stage, first_date=dt.date(2016, 10, 3))
    rosters = {view.id: [p.mid for p in view.players][:4] for view in team_views(tournament, stage)}
    for index, match in enumerate(schedule_view(tournament, stage).rounds[0].matches):
        set_lineup(tournament, match.id, 1, "home", rosters[match.home])
        set_lineup(tournament, match.id, 1, "away", rosters[match.away])
        enter_half(tournament, match.id, 1, 20 + 7 * index, 15)
    return stage


@pytest.fixture
def championship(tmp_path):
    path = tmp_path / "dm.tddesk"
    tournament = new_file(path)
    play_heat(
        tournament,
        "Kvalheat Motala",
        MOTALA,
        [(name, roster(100000 + 10 * index)) for index, name in enumerate(("Ek", "Björk", "Al", "Gran"))],
    )
    tournament.close()
    return path


def heat_file(path, teams):
    tournament = new_file(path)
    play_heat(tournament, "Kvalheat Linköping", LINKOPING, teams)
    tournament.close()
    return path


@pytest.fixture
def window(qtbot, championship):
    created = create_main_window()
    qtbot.addWidget(created)
    created.show()
    qtbot.waitUntil(created.isVisible)
    created.request_open(championship)
    return created


def open_merge(window, monkeypatch, source) -> MergeDialog:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *args: (str(source), "")))
    window.controller.tournament_menus.merge_heat.trigger()
    dialog = window.controller.tournament_menus.dialog
    assert isinstance(dialog, MergeDialog) and dialog.isVisible()
    dialog.browse_button.click()
    return dialog


def rows(dialog) -> list[tuple[str, str, str]]:
    table = dialog.conflicts.model()
    return [tuple(table.index(row, column).data() for column in range(3)) for row in range(table.rowCount())]


def test_the_preview_shows_a_conflict_and_merging_adds_the_heat_to_the_tree(window, monkeypatch, tmp_path):
    teams = [(name, roster(300000 + 10 * index)) for index, name in enumerate(("Ek", "Lind", "Sund", "Holm"))]
    source = heat_file(tmp_path / "heat.tddesk", teams)
    dialog = open_merge(window, monkeypatch, source)
    controller = window.controller
    assert dialog.stage_combo.currentText() == "Kvalheat Linköping"
    listed = rows(dialog)
    assert len(listed) == 5  # four team ids taken, and the name Ek
    renamed = [row for row in listed if "Ek (Kvalheat Linköping)" in row[1]]
    assert [(row[0], row[2]) for row in renamed] == [("Ek", "Byter namn")]
    assert {row[2] for row in listed} == {"Byter namn", "Får ett ledigt id"}
    assert "4 lag" in dialog.summary.text() and "16 spelare" in dialog.summary.text()
    assert controller.tree_model.index_of(("stage_settings", LINKOPING)).isValid() is False
    assert [stage.id for stage in stage_views(controller.session.tournament)] == [MOTALA]  # nothing yet
    merge = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert merge.isEnabled()
    merge.click()
    assert not dialog.isVisible()
    assert controller.tree_model.index_of(("stage_settings", LINKOPING)).data() == "Kvalheat Linköping"
    assert window.tree_view.currentIndex().data() == "Kvalheat Linköping"
    names = {view.name for view in team_views(controller.session.tournament, LINKOPING)}
    assert names == {"Ek (Kvalheat Linköping)", "Lind", "Sund", "Holm"}

    window.main_actions.undo.trigger()  # the merge is one step
    assert not controller.tree_model.index_of(("stage_settings", LINKOPING)).isValid()
    assert [stage.id for stage in stage_views(controller.session.tournament)] == [MOTALA]


def test_a_refused_conflict_disables_merge_and_changes_nothing(window, monkeypatch, tmp_path):
    renamed = (PlayerEntry("100000", "Någon Annan", "BK Linköping", "ÖMBF", 1970),) + roster(300001, 3)
    source = heat_file(
        tmp_path / "heat.tddesk",
        [("Lind", renamed)]
        + [(name, roster(300010 + 10 * index)) for index, name in enumerate(("Sund", "Holm", "Falk"))],
    )
    json_source = tmp_path / "heat.json"
    opened = open_championship(source, read_only=True)
    write_json(opened, json_source)
    opened.close()
    dialog = open_merge(window, monkeypatch, json_source)
    refused = [row for row in rows(dialog) if row[2] == "Avvisas"]
    assert [row[0] for row in refused] == ["100000", "100000"]  # MID under another name; in two teams (T4)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "kan inte slås samman" in dialog.message.text()
    dialog.accept()  # even forced, nothing is merged
    assert dialog.isVisible()
    assert [stage.id for stage in stage_views(window.controller.session.tournament)] == [MOTALA]
    assert window.undo_stack.count() == 0
