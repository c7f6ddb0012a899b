"""The traveller grid with a weighted score (Law 12C1(c)) in a room: the room's text, no NS score,
and the board's IMPs with two decimals (decimal comma in Swedish)."""

import pytest
from PySide6.QtGui import QUndoStack

from builders import roster
from tddesk.services.boards import assign_board_score, enter_board
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.dialogs.boards.traveller import TravellerDialog
from tddesk.ui.session import UiSession


@pytest.fixture
def session(tmp_path):
    from tddesk.services.files import new_championship

    tournament = new_championship(
        tmp_path / "t.tddesk", name="DM", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17"
    )
    stage = create_stage(tournament, StageForm("Semifinal", 4, halves=2, kind="semifinal", format=None)).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(310000 + 10 * number)), stage)
    make_schedule(tournament, stage)
    yield UiSession(tournament, QUndoStack()), round_entry(tournament, stage, 1).matches[0].id
    tournament.close()


def test_law_12c1c_traveller_grid_shows_the_weighted_room_and_imps_with_two_decimals(qtbot, session):
    """Board 2 (NS vulnerable): open 4S= 30 % / 4S-1 70 % against 4S= (+620): 70 % × 12 = 8.4 IMPs away."""
    from tddesk import i18n

    i18n.set_language("sv")
    ui, match_id = session
    dialog = TravellerDialog(ui, match_id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    enter_board(ui.tournament, match_id, 1, "closed", 2, "4S", "N", "=")
    ui.perform(
        "viktat",
        assign_board_score,
        match_id,
        1,
        "open",
        2,
        weighted=[("4S", "N", "=", 30), ("4S", "N", "-1", 70)],
    )
    grid = dialog.grids[0]
    assert grid.item(1, 2).text() == "viktat: 4S= 30 %, 4S-1 70 %"
    assert grid.item(1, 6).text() == "–"  # a weighted room has no one NS score
    assert grid.item(1, 11).text() == "620"
    assert (grid.item(1, 13).text(), grid.item(1, 14).text()) == ("0,00", "8,40")
    enter_board(ui.tournament, match_id, 1, "open", 1, "3NT", "N", "=")
    enter_board(ui.tournament, match_id, 1, "closed", 1, "3NT", "N", "=")
    dialog.refresh()
    assert (grid.item(0, 13).text(), grid.item(0, 14).text()) == ("0", "0")  # a played board stays whole
    # exact 0 – 8.4: the margin 8.4 is 8, the loser's 0 stays 0, the winner's 0 + 8 (docs/boards.md)
    assert dialog.totals[0].text().startswith("Halvlek 1: 0–8 IMP (från brickorna, exakt 0,00–8,40)")
