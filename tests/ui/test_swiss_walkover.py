"""W2 in a Swiss stage (S5 Gröna Hissen): a walkover in round 1 is provisional — its series has
seven more rounds to pair — even when every other match of the round is in."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from PySide6.QtCore import Qt

from tddesk.demo.sm import VETERAN_STAGE
from tddesk.services.results import enter_half
from tddesk.services.schedule import schedule_view
from tddesk.services.standings import standings
from tddesk.ui.app import create_main_window
from tddesk.ui.views.rulings_view import open_ruling_dialog


@pytest.fixture
def window(qtbot, sm_demo_copy):
    created = create_main_window()
    qtbot.addWidget(created)
    created.show()
    qtbot.waitUntil(created.isVisible)
    created.request_open(sm_demo_copy)
    assert created.controller.session is not None
    return created


def test_w2_a_round_1_walkover_in_gronahissen_is_provisional_not_final(window, qtbot):
    controller = window.controller
    session = controller.session
    view = controller.select(("gronahissen", VETERAN_STAGE))
    view.rng = random.Random(4)
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    first, *others = schedule_view(session.tournament, VETERAN_STAGE).rounds[0].matches
    for match in others:
        session.perform("result", enter_half, match.id, 1, 25, 10, confirmed=True)

    dialog = open_ruling_dialog(
        "walkover", session, VETERAN_STAGE, window, match_id=first.id, team_id=first.home, ruled_on=dt.date(2017, 5, 1)
    )
    outcome = dialog.outcome_label.text()
    assert "preliminärt tills serien är slut" in outcome and "slutligt" not in outcome
    dialog.ok_button.click()
    table = standings(session.tournament, VETERAN_STAGE)
    assert not table.complete
    assert any(row.provisional for row in table.rows)
