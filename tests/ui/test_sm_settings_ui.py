"""S5, VP3 in the window: an SM stage's settings (VP scale, repeat policy, the veteran match length
chosen by the entries), the knockout's own standing in the right dock, and who gets a medal."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView
from sqlalchemy import select

from tddesk.demo.sm import FINAL_STAGE, VETERAN_STAGE
from tddesk.models.tables import Championship, Player, TeamMember
from tddesk.services.files import open_championship
from tddesk.services.lineups import set_lineup
from tddesk.services.results import enter_half
from tddesk.services.schedule import schedule_view
from tddesk.services.stages import stage_view
from tddesk.services.standings import standings
from tddesk.ui.app import create_main_window
from tddesk.ui.views.knockout_dock import KnockoutDock

TABLE_25 = (
    "boards,margin_from,margin_to,vp\\n24,0,3,15\\n24,4,9,17\\n24,10,19,19\\n24,20,39,21\\n24,40,59,23\\n24,60,,25"
)


def _window(qtbot, path):
    created = create_main_window()
    qtbot.addWidget(created)
    created.show()
    qtbot.waitUntil(created.isVisible)
    created.request_open(path)
    assert created.controller.session is not None
    return created


@pytest.fixture
def window(qtbot, sm_demo_copy):
    path = sm_demo_copy
    return _window(qtbot, path)


def test_the_veteran_settings_set_the_repeat_policy_and_leave_the_match_length_to_the_entries_S5(window, qtbot):
    session = window.controller.session
    overview = window.controller.select(("stage_settings", VETERAN_STAGE))
    dialog = overview.open_dialog()
    assert dialog.objectName() == "smStageDialog" and not dialog.kind_combo.isEnabled()
    assert not dialog.boards_spin.isEnabled() and "14" in dialog.note_label.text()
    assert dialog.repeat_combo.isEnabled()
    dialog.repeat_combo.setCurrentIndex(dialog.repeat_combo.findData("never"))
    dialog.accept()
    assert stage_view(session.tournament, VETERAN_STAGE).form.repeat_policy == "never"
    texts = [label.text() for label in overview.findChildren(type(dialog.note_label))]
    assert "aldrig" in texts or "never" in texts
    session.undo_stack.undo()  # Ctrl+Z
    assert stage_view(session.tournament, VETERAN_STAGE).form.repeat_policy is None


def test_gronahissen_round_one_sets_seven_boards_in_one_session_S5(window, qtbot):
    session = window.controller.session
    overview = window.controller.select(("stage_settings", VETERAN_STAGE))
    dialog = overview.open_dialog()
    dialog.halves_spin.setEnabled(True)  # a file from before: 12 boards in two halves
    dialog.boards_spin.setEnabled(True)
    dialog.boards_spin.setValue(12)
    dialog.halves_spin.setValue(2)
    dialog.accept()
    view = window.controller.select(("gronahissen", VETERAN_STAGE))
    view.rng = random.Random(3)
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    form = stage_view(session.tournament, VETERAN_STAGE).form
    assert (form.boards_per_match, form.halves) == (7, 1)


def test_the_sm_final_scored_on_the_profiles_25_table_VP3(qtbot, sm_demo_copy):
    path = sm_demo_copy
    tournament = open_championship(path)
    with tournament.reading() as session:  # the file's own profile copy, as a TD's edited profile
        championship = session.scalars(select(Championship)).one()
        championship.profile_toml = championship.profile_toml.replace(
            "swiss_repeat_policy =", f'vp_table_25 = "{TABLE_25}"\nswiss_repeat_policy ='
        )
        session.commit()
    tournament.close()
    window = _window(qtbot, path)
    session = window.controller.session
    overview = window.controller.select(("stage_settings", FINAL_STAGE))
    dialog = overview.open_dialog()
    assert dialog.boards_spin.isEnabled() and not dialog.repeat_combo.isEnabled()
    dialog.vp_scale_combo.setCurrentIndex(dialog.vp_scale_combo.findData("table-25"))
    dialog.accept()
    assert stage_view(session.tournament, FINAL_STAGE).form.vp_scale == "table-25"
    first = schedule_view(session.tournament, FINAL_STAGE).rounds[0].matches[0]
    session.perform("result", enter_half, first.id, 1, 30, 10, confirmed=True)
    session.perform("result", enter_half, first.id, 2, 12, 7, confirmed=True)  # 42-17: margin 25
    row = standings(session.tournament, FINAL_STAGE).row(first.home)
    assert str(row.vp) in ("21", "21.00")  # the table's 21-4


def _squads(tournament):
    with tournament.reading() as session:
        squads = {}
        for team, mid in session.execute(select(TeamMember.team_id, TeamMember.mid).order_by(TeamMember.position)):
            squads.setdefault(team, []).append(mid)
    return squads


def _results(session, stage_id, number, halves, home_wins=True, squads=None):
    for match in schedule_view(session.tournament, stage_id).rounds[number - 1].matches:
        for half in range(1, halves + 1):
            if squads:
                for side, team in (("home", match.home), ("away", match.away)):
                    # The fifth player (if any) plays only the final.
                    players = squads[team][:4] if number < 4 or len(squads[team]) < 5 else squads[team][1:5]
                    session.perform("lineup", set_lineup, match.id, half, side, players)
            imps = (30, 12) if home_wins else (12, 30)
            session.perform("result", enter_half, match.id, half, *imps, confirmed=True)


def test_the_knockouts_dock_shows_who_is_through_and_the_page_who_gets_a_medal_S5(qtbot, sm_demo_played_copy):
    path = sm_demo_played_copy
    window = _window(qtbot, path)
    controller, session = window.controller, window.controller.session
    view = controller.select(("gronahissen", VETERAN_STAGE))
    qtbot.mouseClick(view.knockout_button, Qt.MouseButton.LeftButton)
    tree_keys = controller.tree_model.keys()
    knockout_id = next(key[1] for key in tree_keys if key[0] == "knockout")
    page = controller.select(("knockout", knockout_id))
    dock = window.standings_dock.widget()
    assert isinstance(dock, KnockoutDock) and dock.model.rowCount() == 16
    headers = [dock.model.headerData(column, Qt.Orientation.Horizontal) for column in range(dock.model.columnCount())]
    assert "VP" not in headers
    # the narrow dock gives the team names the room left over
    assert dock.table.horizontalHeader().sectionResizeMode(0) == QHeaderView.ResizeMode.Stretch
    squads = _squads(session.tournament)
    for number in (1, 2, 3):
        while page.choose_button.isVisible():
            page.candidates.setCurrentIndex(0)
            qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
        _results(session, knockout_id, number, 2, squads=squads)
        if number == 1:
            statuses = [dock.model.index(row, 2).data() for row in range(16)]
            assert statuses.count("Vidare") == 8 and statuses.count("Ute") == 8
            assert dock.model.index(0, 1).data() == "60–24"
            assert dock.model.index(15, 2).data(Qt.ItemDataRole.ToolTipRole).startswith("Åttondelsfinal mot ")
    qtbot.mouseClick(page.final_button, Qt.MouseButton.LeftButton)
    _results(session, knockout_id, 4, 2, home_wins=False, squads=squads)
    statuses = [dock.model.index(row, 2).data() for row in range(4)]
    assert statuses == ["Guld", "Silver", "Brons", "4:a"]
    gold_team = dock.model.index(0, 0).data()
    assert page.medals_label.text().startswith("Guld: " + gold_team)
    lines = page.eligibility_label.text().splitlines()
    assert len(lines) == 3 and lines[0].startswith(f"Guld, {gold_team}: ") and "3 av lagets 8" in lines[0]
    # The first four played R16 to SF (6 of 8 segments); where there is a fifth, players 2-5 the final.
    squad = squads[page.view.medals[0]]
    with session.tournament.reading() as reading:
        names = dict(reading.execute(select(Player.mid, Player.name).where(Player.mid.in_(squad))).all())
    if len(squad) < 5:
        expected = [f"{names[mid]} 8" for mid in squad]
    else:
        expected = [
            f"{names[squad[0]]} 6",
            *(f"{names[mid]} 8" for mid in squad[1:4]),
            f"{names[squad[4]]} 2 (ingen medalj)",
            *(f"{names[mid]} 0 (ingen medalj)" for mid in squad[5:]),
        ]
    assert lines[0].endswith("Spelat: " + ", ".join(expected))


def test_the_sm_finals_standings_show_who_gets_a_medal_once_it_is_played_S2(qtbot, sm_demo_copy):
    path = sm_demo_copy
    window = _window(qtbot, path)
    session = window.controller.session
    view = window.controller.select(("standings", FINAL_STAGE))
    label = view.findChild(type(view.lot_label), "medalEligibility")
    assert label is not None and label.text() == ""
    squads = _squads(session.tournament)
    rounds = schedule_view(session.tournament, FINAL_STAGE).rounds
    for number, round_ in enumerate(rounds, start=1):
        for match in round_.matches:
            for half in (1, 2):
                for side, team in (("home", match.home), ("away", match.away)):
                    session.perform("lineup", set_lineup, match.id, half, side, squads[team][:4])
                session.perform("result", enter_half, match.id, half, 20 + number, 12, confirmed=True)
    lines = label.text().splitlines()
    winner = standings(session.tournament, FINAL_STAGE).rows[0]
    assert len(lines) == 3 and lines[0].startswith(f"Guld, {winner.name}: medalj kräver 6 av lagets 18 segment")
    assert ("(ingen medalj)" in lines[0]) == (len(squads[winner.team]) > 4)


def test_a_knockouts_settings_offer_no_vp_scale_S5(qtbot, sm_demo_played_copy):
    path = sm_demo_played_copy
    window = _window(qtbot, path)
    controller = window.controller
    view = controller.select(("gronahissen", VETERAN_STAGE))
    qtbot.mouseClick(view.knockout_button, Qt.MouseButton.LeftButton)
    tree_keys = controller.tree_model.keys()
    knockout_id = next(key[1] for key in tree_keys if key[0] == "knockout")
    dialog = controller.select(("stage_settings", knockout_id)).open_dialog()
    assert not dialog.form_layout.isRowVisible(dialog.vp_scale_combo)
    assert not dialog.form_layout.isRowVisible(dialog.repeat_combo) and not dialog.boards_spin.isEnabled()
    dialog.name_edit.setText("Slutspel SM Lag Veteran")
    dialog.accept()
    assert stage_view(controller.session.tournament, knockout_id).form.name == "Slutspel SM Lag Veteran"
