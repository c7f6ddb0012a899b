"""Before the season, as UI.md describes it, through the real dialogs and views of the main window:
create a championship and a heat of five teams with players, see an eligibility problem and the fee
totals, make the schedule with byes, undo and redo the last three actions, close and reopen the
file with everything there."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

from tddesk.services.fees import fee_overview
from tddesk.services.players import PlayerEntry
from tddesk.services.schedule import schedule_view
from tddesk.services.teams import team_views
from tddesk.ui.app import create_main_window
from tddesk.ui.dialogs.files.new_championship import NewChampionshipDialog
from tddesk.ui.dialogs.registration.player_table import BIRTH_YEAR, CLUB, DISTRICT, MID, NAME
from tddesk.ui.dialogs.registration.team_dialog import TeamDialog
from tddesk.ui.dialogs.stages.heat_settings import HeatSettingsDialog
from tddesk.ui.views.fees_view import FeesView, format_kronor
from tddesk.ui.views.schedule_view import ScheduleView
from tddesk.ui.views.teams_view import NAME as TEAM_NAME
from tddesk.ui.views.teams_view import STATUS, TeamsView

TEAMS = {  # name: (club, district) of each of the four players
    "Ek": [("BK Linköping", "ÖMBF")] * 4,
    "Holm": [("BK Linköping", "ÖMBF")] * 4,
    "Sund": [("Norrköpings BS", "ÖMBF")] * 4,
    "Berg": [("Norrköpings BS", "ÖMBF")] + [("BK Lido", "Stockholm")] * 3,  # T2: plays only for SM places
    "Lind": [("Motala BK", "ÖMBF")] * 4,
}


def ok(dialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def type_player(qtbot, dialog: TeamDialog, row: int, player: PlayerEntry) -> None:
    """The MID key by key in its editor, then the other cells, as for a player not in the register."""
    table = dialog.players
    table.setCurrentCell(row, MID)
    table.editItem(table.item(row, MID))
    editor = [e for e in table.findChildren(QLineEdit, "midEditor") if e.isVisible()][-1]
    qtbot.keyClicks(editor, player.mid)
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    for column, text in (
        (NAME, player.name),
        (CLUB, player.club),
        (DISTRICT, player.district),
        (BIRTH_YEAR, str(player.birth_year)),
    ):
        table.item(row, column).setText(text)


def register(qtbot, teams_view: TeamsView, number: int, name: str) -> None:
    dialog = teams_view.new_team()
    assert isinstance(dialog, TeamDialog) and dialog.isVisible()
    dialog.name_edit.insert(name)
    for row, (club, district) in enumerate(TEAMS[name]):
        mid = str(100231 + 10 * number + row)
        type_player(qtbot, dialog, row, PlayerEntry(mid, f"Spelare {mid}", club, district, 1970 + row))
    if name == "Ek":
        dialog.fee_paid_box.setChecked(True)
        dialog.fee_paid_date.setDate(QDate(2016, 10, 20))
    ok(dialog)
    assert not dialog.isVisible(), dialog.refusal_label.text()


def team_rows(view: TeamsView) -> dict[str, str]:
    """Team name → the words on hover of its status (eligibility and fee problems)."""
    model = view.model
    return {
        model.index(row, TEAM_NAME).data(): model.index(row, STATUS).data(Qt.ItemDataRole.ToolTipRole)
        for row in range(model.rowCount())
    }


def test_a_heat_registered_scheduled_undone_redone_and_reopened(qtbot, tmp_path):
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible)
    controller = window.controller
    path = tmp_path / "dm-lag-2016.tddesk"

    # File → New championship
    window.main_actions.new.trigger()
    new = window.findChild(NewChampionshipDialog)
    new.path_edit.setText(str(path))
    ok(new)
    assert controller.session is not None and window.status.file_label.text() == path.name

    # the championship's menu → New heat: 16 boards, table fee 50 kr, Mondays from 3 October
    menu = controller.context_menu(controller.tree_model.index_of(("championship",)))
    next(action for action in menu.actions() if action.objectName() == "action_new_heat").trigger()
    heat_dialog = window.findChild(HeatSettingsDialog)
    heat_dialog.name_edit.insert("Kvalheat Linköping")
    heat_dialog.table_fee_edit.setText("50")
    heat_dialog.first_date_edit.setDate(QDate(2016, 10, 3))
    assert "2 h 0 min" in heat_dialog.playing_time_label.text()
    ok(heat_dialog)
    heat = heat_dialog.stage_id

    # the heat's team list → New team, five times, typing every player
    teams_view = controller.select(("teams", heat))
    assert isinstance(teams_view, TeamsView) and window.current_view() is teams_view
    for number, name in enumerate(TEAMS):
        register(qtbot, teams_view, number, name)
    tournament = controller.session.tournament
    assert [team.name for team in team_views(tournament, heat)] == list(TEAMS)

    # an eligibility problem, in words on hover in the team list
    problems = team_rows(teams_view)
    assert "T2:" in problems["Berg"]
    assert not any("T2:" in problems[name] for name in TEAMS if name != "Berg")
    assert "F1:" in problems["Holm"] and "F1:" not in problems["Ek"]  # Ek has paid its entry fee

    # the fee totals of the heat
    fees = controller.select(("fees", heat))
    assert isinstance(fees, FeesView)
    totals = fee_overview(tournament, heat).totals
    assert totals.teams == 5 and totals.paid_teams == 1
    assert format_kronor(totals.total) in fees.totals_label.text()

    # the schedule with byes, dated from the heat settings
    schedule = controller.select(("schedule", heat))
    assert isinstance(schedule, ScheduleView)
    assert schedule.first_date_edit.date() == QDate(2016, 10, 3)
    schedule.make_button.click()
    rounds = schedule_view(tournament, heat).rounds
    assert len(rounds) == 5 and all(round_.bye for round_ in rounds)
    assert [round_.date for round_ in rounds] == [dt.date(2016, 10, 3) + dt.timedelta(weeks=n) for n in range(5)]
    assert schedule.rounds_tree.topLevelItemCount() == 5
    assert format_kronor(fee_overview(tournament, heat).totals.total) in fees.totals_label.text()  # table fees now

    # undo the last three actions (the schedule, Lind, Berg), then redo them
    stack = window.undo_stack
    berg, lind, made = [stack.text(index) for index in range(stack.count())][-3:]
    assert berg.endswith(" Berg") and lind.endswith(" Lind") and made == "Spelschema för Kvalheat Linköping"
    for _ in range(3):
        stack.undo()
    assert schedule_view(tournament, heat).rounds == ()
    assert [team.name for team in team_views(tournament)] == ["Ek", "Holm", "Sund"]
    assert not controller.tree_model.index_of(("round", heat, 1)).isValid()
    assert set(team_rows(controller.select(("teams", heat)))) == {"Ek", "Holm", "Sund"}
    for _ in range(3):
        stack.redo()
    assert len(schedule_view(tournament, heat).rounds) == 5
    assert set(team_rows(controller.select(("teams", heat)))) == set(TEAMS)

    # close and reopen: everything is there
    window.main_actions.close.trigger()
    assert controller.session is None and window.current_view() is window.welcome_page
    window.request_open(path)
    tournament = controller.session.tournament
    assert [team.name for team in team_views(tournament, heat)] == list(TEAMS)
    assert "T2:" in team_rows(controller.select(("teams", heat)))["Berg"]
    reopened = schedule_view(tournament, heat)
    assert [round_.date for round_ in reopened.rounds] == [round_.date for round_ in rounds]
    assert [(m.home, m.away) for r in reopened.rounds for m in r.matches] == [
        (m.home, m.away) for r in rounds for m in r.matches
    ]
    assert controller.tree_model.index_of(("round", heat, 5)).isValid()
    assert controller.select(("schedule", heat)).rounds_tree.topLevelItemCount() == 5
    assert window.undo_stack.count() == 0  # a reopened file starts a new undo history
