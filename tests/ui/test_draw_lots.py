"""The lot dialog shows who drew the lot and when as the file keeps them, and the stage's earlier lots (H8)."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from builders import championship, roster
from tddesk.services import standings as standings_service
from tddesk.services.files import open_championship
from tddesk.services.stages import StageForm, create_stage, stage_view
from tddesk.services.standings import draw_lots, lots
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.dialogs.stages.draw_lots import DrawLotsDialog
from tddesk.ui.session import UiSession

NAMES = ("Ek", "Holm", "Sund", "Berg")


class DrawClock(dt.datetime):
    """The lot service's clock, set to an evening long past: what the dialog shows must come from the file."""

    @classmethod
    def now(cls, tz=None):
        return cls(2016, 10, 17, 22, 41, 7)


@pytest.fixture
def heat(tmp_path, qapp):
    """A heat of four teams, opened by the TD "Karin Ek"."""
    path = tmp_path / "dm.tddesk"
    built = championship(path)
    stage = create_stage(built, StageForm("Kvalheat Linköping", 16)).value
    for number, name in enumerate(NAMES):
        register_team(built, TeamForm(name, roster(100000 + 10 * number)), stage)
    built.close()
    session = UiSession(open_championship(path, user="Karin Ek"), QUndoStack())
    yield session, stage, dict(zip(NAMES, stage_view(session.tournament, stage).team_ids))
    session.close()


def open_dialog(qtbot, session, stage, teams, *names) -> DrawLotsDialog:
    dialog = DrawLotsDialog(session, stage, [(teams[name], name) for name in names])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_the_dialog_shows_who_drew_the_lot_and_when_as_stored_H8(heat, qtbot, monkeypatch):
    session, stage, teams = heat
    monkeypatch.setattr(standings_service, "dt", SimpleNamespace(datetime=DrawClock))
    dialog = open_dialog(qtbot, session, stage, teams, "Ek", "Holm")
    assert dialog.earlier_list.isHidden()  # no lot drawn in this stage before
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)

    [stored] = lots(session.tournament, stage)
    assert dialog.recorded == stored
    assert (stored.drawn_by, stored.drawn_on) == ("Karin Ek", dt.datetime(2016, 10, 17, 22, 41, 7))
    text = dialog.result_label.text()
    assert text.startswith("Registrerad 2016-10-17 22:41 av Karin Ek:")
    winner, second = (stored.name_of(team) for team in stored.order)
    assert text.endswith(f"1. {winner}\n2. {second}")


def test_the_dialog_lists_the_stages_earlier_lots_H8(heat, qtbot):
    session, stage, teams = heat
    draw_lots(session.tournament, stage, [teams["Sund"], teams["Berg"]], order=[teams["Berg"], teams["Sund"]])
    [earlier] = lots(session.tournament, stage)
    dialog = open_dialog(qtbot, session, stage, teams, "Ek", "Holm")
    assert not dialog.earlier_list.isHidden() and not dialog.earlier_label.isHidden()
    assert dialog.earlier_list.count() == 1
    when = earlier.drawn_on.strftime("%Y-%m-%d %H:%M")
    assert dialog.earlier_list.item(0).text() == f"{when} av Karin Ek: 1. Berg, 2. Sund"
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    assert dialog.earlier_list.count() == 1  # the lot just drawn is shown above, not among the earlier ones
    assert set(dialog.recorded.teams) == {teams["Ek"], teams["Holm"]}
