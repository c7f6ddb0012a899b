"""Adjusted scores typed in a pairs heat (Law 12C), stored, scored and shown: a weighted score
(Law 12C1(c)) and artificial scores (Law 12C2) on a traveller."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from tddesk.models.pairs_tables import PairsBoardResult
from tddesk.services.errors import ServiceError
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_results import assign_pairs_score, enter_pairs_result
from tddesk.services.pairs_travellers import heat_travellers
from tddesk.services.players import PlayerEntry


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def heat(tournament):
    event = create_pairs_event(tournament, "DM Par Open", "open", 8, 60).value
    heat = add_pairs_heat(tournament, event, "Kval", "silver").value
    for number in range(1, 9):
        pair = register_pair(
            tournament,
            event,
            PlayerEntry(str(800000 + 2 * number), f"A {number}", "BK Lyx", "ÖMBF"),
            PlayerEntry(str(800001 + 2 * number), f"B {number}", "BK Lyx", "ÖMBF"),
        ).value
        enter_heat(tournament, heat, pair, number)
    add_session(tournament, heat, "mitchell")
    return heat


def _board_one(tournament, heat):
    return {line.ns: line for line in heat_travellers(tournament, heat)[0].lines}


def test_a_weighted_score_is_stored_scored_and_shown_law_12C1c(tournament, heat):
    """Board 1, nobody vulnerable: 4S= (+420) and 4S by S one down (−50), 30/70, at table 4;
    420, 420 and 170 at the others. Table 4 NS: 30 % of the 4 matchpoints +420 would score = 1.2."""
    enter_pairs_result(tournament, heat, 1, 1, 1, 5, "4S", "S", "=")
    enter_pairs_result(tournament, heat, 1, 1, 2, 6, "4S", "S", "=")
    enter_pairs_result(tournament, heat, 1, 1, 3, 7, "2S", "S", "+2")
    assign_pairs_score(tournament, heat, 1, 1, 4, 8, weighted=[("4S", "S", "=", 30), ("4S", "S", "-1", 70)])
    lines = _board_one(tournament, heat)
    assert lines[4].ns_score == "weighted: 4S= 30 %, 4S-1 70 %"
    assert (lines[4].ns_points, lines[4].ew_points) == ("1.2", "4.8")
    assert (lines[1].ns_points, lines[2].ns_points, lines[3].ns_points) == ("4.7", "4.7", "1.4")
    with tournament.reading() as session:
        stored = session.scalars(select(PairsBoardResult).where(PairsBoardResult.ns_number == 4)).one()
        assert stored.contract is None and '"weight": 30' in stored.weighted


def test_weights_that_do_not_add_up_to_100_are_refused_in_words_law_12C1c(tournament, heat):
    with pytest.raises(ServiceError, match=r"Board 1: A weighted score .* 30 % \+ 60 %"):
        assign_pairs_score(tournament, heat, 1, 1, 4, 8, weighted=[("4S", "S", "=", 30), ("4S", "S", "-1", 60)])


def test_artificial_scores_are_shown_as_average_plus_and_minus_law_12C2(tournament, heat):
    enter_pairs_result(tournament, heat, 1, 1, 1, 5, "4S", "S", "=")
    assign_pairs_score(tournament, heat, 1, 1, 2, 6, percents=(60, 40))
    lines = _board_one(tournament, heat)
    assert lines[2].ns_score == "A+ 60 % / A− 40 %"
    assert (lines[2].ns_points, lines[2].ew_points) == ("1.2", "0.8")  # 60 % and 40 % of a top of 2


def test_a_weighted_score_goes_through_the_open_format_as_version_4_law_12C1c(tournament, heat, tmp_path):
    import copy

    from tddesk.export.json_export import export_json
    from tddesk.formats.json_format import DocumentRefused
    from tddesk.imports.json_import import import_json
    from tddesk.services.files import open_championship

    enter_pairs_result(tournament, heat, 1, 1, 1, 5, "4S", "S", "=")
    assign_pairs_score(tournament, heat, 1, 1, 4, 8, weighted=[("4S", "S", "=", 30), ("4S", "S", "-1", 70)])
    document = export_json(tournament)
    assert document["version"] == 4
    results = document["pairs_events"][0]["heats"][0]["results"]
    weighted = next(result for result in results if result["ns"] == 4)
    assert weighted["weighted"] == [
        {"contract": "4S", "declarer": "S", "tricks": 10, "weight": 30},
        {"contract": "4S", "declarer": "S", "tricks": 9, "weight": 70},
    ]
    imported = import_json(document, tmp_path / "copy.tddesk")
    imported.close()
    copy_file = open_championship(tmp_path / "copy.tddesk")
    try:
        assert export_json(copy_file)["pairs_events"] == document["pairs_events"]
        assert _board_one(copy_file, heat)[4].ns_score == "weighted: 4S= 30 %, 4S-1 70 %"
    finally:
        copy_file.close()
    older = copy.deepcopy(document)
    older["version"] = 3
    with pytest.raises(DocumentRefused, match="version 4"):
        import_json(older, tmp_path / "older.tddesk")
    wrong = copy.deepcopy(document)
    next(r for r in wrong["pairs_events"][0]["heats"][0]["results"] if r["ns"] == 4)["weighted"][0]["weight"] = 20
    with pytest.raises(DocumentRefused, match="add up to 100"):
        import_json(wrong, tmp_path / "wrong.tddesk")


def test_the_pairs_entry_takes_an_artificial_score_typed_in_the_contracts_place_law_12C2(tournament, heat):
    from tddesk.services.pairs_results import TypedTravellerLine, enter_session_results

    enter_session_results(
        tournament,
        heat,
        1,
        [TypedTravellerLine(1, 1, 5, 1, "4S", "S", "="), TypedTravellerLine(1, 2, 6, 1, "A+/A-")],
    )
    assert _board_one(tournament, heat)[2].ns_score == "A+ 60 % / A− 40 %"
