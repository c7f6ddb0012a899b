"""The pairs demo, DM Par Mixed, from registration to the plaque list (PP1-PP5, M5)."""
from __future__ import annotations

from fractions import Fraction

import pytest

from tddesk.services.demo_pairs import build_pairs_demo
from tddesk.services.pairs import pairs_events
from tddesk.services.pairs_final import final_places_of, final_result
from tddesk.services.pairs_standing import heat_standing, running_score


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n
    i18n.set_language("en")


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    tournament = build_pairs_demo(tmp_path_factory.mktemp("pairs") / "dm-par.tddesk")
    yield tournament, pairs_events(tournament)[0]
    tournament.close()


def test_three_heats_and_a_final_of_28_pairs_and_54_boards(demo):
    tournament, event = demo
    assert [heat.kind for heat in event.heats] == ["silver", "silver", "bronze", "final"]
    linkoping, norrkoping, motala, final = (heat_standing(tournament, heat.id) for heat in event.heats)
    assert linkoping.heat_class.masterpoints == "silver"            # PP4: 20 pairs, 42 boards
    assert norrkoping.heat_class.masterpoints == "bronze"           # PP4: 27 boards only
    struck = [row for row in norrkoping.rows if row.place is None]
    assert len(struck) == 1 and "Kval Linköping" in struck[0].struck   # the reason, as written when entered
    assert sum(1 for row in motala.rows if not row.plays_for_qualification) == 2
    # the four pairs at the two tables that could not play board 17 have 53 boards
    assert len(final.rows) == 28 and sorted(row.boards for row in final.rows) == [53] * 4 + [54] * 24


def test_final_places_T3_and_replacements_PP1_PP3(demo):
    tournament, event = demo
    places = final_places_of(tournament, event.id)
    assert [(share.pairs, share.places) for share in places.heats] == [(20, 9), (20, 10), (16, 8)]
    assert any(reason.startswith("T3:") for reason in places.heats[1].reasons)
    reasons = [row.reason for row in places.qualified]
    assert len(places.qualified) == 28 and reasons[0] == "last year's champions: direct place"
    assert sum(reason.startswith("PP3: rule 2:") for reason in reasons) == 1
    assert sum(reason.startswith("PP3: rule 1:") for reason in reasons) == 1
    assert len(places.declined) == 2


def test_neuberg_on_board_17_and_the_running_score_PP5(demo):
    tournament, event = demo
    final = heat_standing(tournament, event.heats[-1].id)
    on_17 = [board for score in final.scores.values() for board in score.boards if board.board == 17]
    assert len(on_17) == 24 and all(board.top == 26 for board in on_17)
    assert any(board.points.denominator == 6 for board in on_17)    # (MP + 1)·14/12 − 1
    assert sum(board.points for board in on_17) == Fraction(24 * 13)
    rounds = running_score(tournament, event.heats[-1].id)
    assert len(rounds) == 27
    assert rounds[-1].rows[0].percent_text == final.rows[0].percent_text


def test_plaques_and_bonus_for_district_pairs_M5(demo):
    tournament, event = demo
    result = final_result(tournament, event.id)
    assert [row.plaque_place for row in result.plaques] == [1, 2, 3]
    assert [row.bonus_per_player for row in result.plaques] == [10, 5, 3]
