"""The pairs championships in the open format, version 3 (docs/format.md): the demo's DM Par Mixed —
heats, sessions, board results with an artificial 60/40, a struck pair, final places given up —
plus a club's result list, a reserve and a lot, exported, imported into a new file and exported
again byte for byte; the heats' standings and the final places (PP1, PP3, PP5) survive; older
documents still read; a broken document is refused in Swedish with the JSON path."""

from __future__ import annotations

import copy
import json
import shutil

import pytest
from jsonschema import Draft202012Validator

from built_files import copy_of
from tddesk import i18n
from tddesk.export.json_export import export_json, write_json
from tddesk.formats.json_format import DocumentRefused
from tddesk.imports.json_import import import_json
from tddesk.resources import SCHEMA
from tddesk.services.files import open_championship
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs import add_pairs_heat, enter_heat, register_pair
from tddesk.services.pairs_final import final_places_of
from tddesk.services.pairs_reserves import set_reserve, set_session_reserve
from tddesk.services.pairs_results import draw_pairs_lot, import_result_list
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry

EVENT = "dm-par-mixed"


@pytest.fixture(scope="module")
def pairs_file(tmp_path_factory, pairs_demo_path):
    """The pairs demo with a heat scored elsewhere (its list and a lot for its tie) and a reserve."""
    path = copy_of(pairs_demo_path, tmp_path_factory.mktemp("pairs-json") / "dm-par.tddesk")
    tournament = open_championship(path)
    heat = add_pairs_heat(tournament, EVENT, "Kval Mjölby", "bronze", club="Motala BK").value
    pairs = [
        register_pair(
            tournament,
            EVENT,
            PlayerEntry(str(310000 + 2 * n), f"Åsa <Ek> {n}", "Motala BK", "ÖMBF", 1960),
            PlayerEntry(str(310001 + 2 * n), f"Per & Holm {n}", "Motala BK", "ÖMBF", 1958),
        ).value
        for n in range(4)
    ]
    for number, pair in enumerate(pairs, start=1):
        enter_heat(tournament, heat, pair, number)
    import_result_list(tournament, heat, [(1, "55.20", 18), (2, "55.20", 18), (3, "47.10", 18), (4, "42.50", None)])
    draw_pairs_lot(tournament, heat, [pairs[1], pairs[0]])
    set_reserve(
        tournament,
        heat,
        pairs[3],
        PlayerEntry("310099", "Eva Reserv", "Motala BK", "ÖMBF", 1970),
        _second_mid(tournament, pairs[3]),
    )
    linkoping = heat_standing(tournament, f"{EVENT}-kval-linkoping").rows[0].pair_id
    set_session_reserve(
        tournament,
        f"{EVENT}-kval-linkoping",
        linkoping,
        2,
        PlayerEntry("310098", "Olle Reserv", "BK Linköping", "ÖMBF", 1971),
        _second_mid(tournament, linkoping),
    )
    tournament.close()
    return path


def _second_mid(tournament, pair_id: str) -> str:
    event = next(event for event in pairs_events(tournament) if event.id == EVENT)
    return next(pair.mids[1] for pair in event.pairs if pair.id == pair_id)


def _standings(tournament) -> dict:
    event = next(event for event in pairs_events(tournament) if event.id == EVENT)
    found = {}
    for heat in event.heats:
        standing = heat_standing(tournament, heat.id)
        found[heat.id] = [
            (row.place, row.number, row.names, row.percent, row.tie_reason, row.struck) for row in standing.rows
        ]
    places = final_places_of(tournament, EVENT)
    found["places"] = [(place.names, place.heat, place.reason) for place in places.qualified]
    return found


def test_a_pairs_championship_round_trips_byte_for_byte_with_its_standings_PP1_PP3_PP5(pairs_file, tmp_path):
    source = open_championship(pairs_file, read_only=True)
    first = write_json(source, tmp_path / "first.json")
    before = _standings(source)
    source.close()
    document = json.loads(first.read_text(encoding="utf-8"))
    assert document["version"] == 3
    event = document["pairs_events"][0]
    heats = {heat["name"]: heat for heat in event["heats"]}
    assert {"ns": 19, "ew": 11, "ns_percent": 60, "ew_percent": 40}.items() <= next(
        result for result in heats["Final Linköping"]["results"] if "ns_percent" in result
    ).items()
    assert [item["percent"] for item in heats["Kval Mjölby"]["result_list"]] == ["55.20", "55.20", "47.10", "42.50"]
    assert heats["Kval Mjölby"]["lots"][0]["drawn_by"] and "reserve" in heats["Kval Mjölby"]["entries"][3]
    assert any("struck" in entry for entry in heats["Kval Norrköping"]["entries"])
    assert [(item["session"], item["reserve"]) for item in heats["Kval Linköping"]["session_reserves"]] == [
        (2, "310098")
    ]
    assert [answer["accepted"] for answer in event["place_answers"]] == [False, False]

    imported = import_json(first, tmp_path / "copy.tddesk")
    second = write_json(imported, tmp_path / "second.json")
    after = _standings(imported)
    imported.close()
    assert second.read_bytes() == first.read_bytes()
    assert after == before
    lot_heat = next(heat for heat in event["heats"] if heat["name"] == "Kval Mjölby")["id"]
    assert [row[:2] for row in after[lot_heat]][:2] == [(1, 2), (2, 1)]  # PP2: the lot drawn decides


def test_version_3_schema_reads_the_older_documents_and_a_file_without_pairs_stays_older(example_document, tmp_path):
    newest = Draft202012Validator(json.loads((SCHEMA / "tddesk-tournament-3.schema.json").read_text("utf-8")))
    Draft202012Validator.check_schema(newest.schema)
    assert list(newest.iter_errors(example_document)) == []
    tournament = import_json(copy.deepcopy(example_document), tmp_path / "dm.tddesk")
    exported = export_json(tournament)
    tournament.close()
    assert exported["version"] == example_document["version"] and "pairs_events" not in exported


@pytest.fixture
def pairs_document(pairs_file, tmp_path):
    copy_path = tmp_path / "dm-par.tddesk"
    shutil.copyfile(pairs_file, copy_path)
    tournament = open_championship(copy_path, read_only=True)
    document = export_json(tournament)
    tournament.close()
    return document


def _refusal(document, tmp_path, language="sv") -> tuple[str, ...]:
    i18n.set_language(language)
    try:
        with pytest.raises(DocumentRefused) as refused:
            import_json(document, tmp_path / "refused.tddesk")
    finally:
        i18n.set_language("sv")
    assert not (tmp_path / "refused.tddesk").exists()
    return refused.value.problems


def test_broken_pairs_facts_are_refused_in_words_with_their_path(pairs_document, tmp_path):
    document = copy.deepcopy(pairs_document)
    final = document["pairs_events"][0]["heats"][3]
    final["results"][0]["ns"] = 99
    final["results"][1]["ew"] = final["results"][1]["ns"]
    document["pairs_events"][0]["pairs"][0]["first"] = "999999"
    document["pairs_events"][0]["place_answers"][0]["pair"] = "no-such-pair"
    problems = _refusal(document, tmp_path)
    assert "pairs_events[0].pairs[0].first: '999999' är inte en spelare i dokumentet" in problems
    assert "pairs_events[0].heats[3].results[0].ns: inget par spelar under nummer 99 i heatet" in problems
    assert "pairs_events[0].heats[3].results[1].ew: ett par kan inte spela mot sig självt" in problems
    assert "pairs_events[0].place_answers[0]: 'no-such-pair' är inte ett par i detta mästerskap" in problems
    english = _refusal(document, tmp_path, "en")
    assert "pairs_events[0].heats[3].results[0].ns: no pair plays under number 99 in the heat" in english


def test_a_result_of_two_kinds_and_pairs_in_an_older_version_are_refused(pairs_document, tmp_path):
    document = copy.deepcopy(pairs_document)
    result = document["pairs_events"][0]["heats"][3]["results"][0]
    result["ns_percent"] = 60  # a played result that is also artificial
    problems = _refusal(document, tmp_path)
    assert any(text.startswith("pairs_events[0].heats[3].results[0]: ett resultat är spelat") for text in problems)
    older = copy.deepcopy(pairs_document)
    older["version"] = 2
    assert _refusal(older, tmp_path) == ('pairs_events: nyckeln hör till version 3 av formatet; skriv "version": 3',)


def test_a_document_breaking_the_reserve_rule_is_refused_D_p6(pairs_document, tmp_path):
    """D p.6 on the import too: Kval Linköping's reserve plays session 2 for one player; a reserve
    for the other player on session 1 leaves no ordinary player who played every session."""
    document = copy.deepcopy(pairs_document)
    heat_index, heat = next(
        (index, heat)
        for index, heat in enumerate(document["pairs_events"][0]["heats"])
        if heat["name"] == "Kval Linköping"
    )
    [reserve] = heat["session_reserves"]
    pair = next(pair for pair in document["pairs_events"][0]["pairs"] if pair["id"] == reserve["pair"])
    other = pair["first"] if reserve["for"] == pair["second"] else pair["second"]
    heat["session_reserves"].append({"pair": reserve["pair"], "session": 1, "reserve": "310099", "for": other})
    entry = next(index for index, entry in enumerate(heat["entries"]) if entry["pair"] == reserve["pair"])
    problems = _refusal(document, tmp_path, "en")
    assert any(
        text.startswith(f"pairs_events[0].heats[{heat_index}].entries[{entry}]: D p.6: one ordinary player")
        for text in problems
    ), problems


def test_the_same_bounds_as_the_command_line_and_the_dialogs_PP1_PP4_PP5(pairs_document, tmp_path):
    """final_pairs 1, 10^9 boards or sessions, a NUL in a name: refused as the services refuse them."""
    document = copy.deepcopy(pairs_document)
    event = document["pairs_events"][0]
    event["final_pairs"] = 1
    event["name"] = "DM Par\x00Mixed"
    heat = event["heats"][0]
    heat["name"] = "Kval\x1bLinköping"
    heat["sessions"][0]["boards_per_round"] = 10**9
    heat["entries"][0]["number"] = 10**9
    event["heats"][3]["results"][1]["round"] = 10**20
    problems = _refusal(document, tmp_path, "en")
    assert "pairs_events[0].final_pairs: A final has from 2 to 200 pairs and from 1 to 200 boards, not 1 and 54" in (
        problems
    )
    assert any(text.startswith("pairs_events[0].name: The name") and "control character" in text for text in problems)
    assert any(text.startswith("pairs_events[0].heats[0].name: The name") for text in problems)
    assert any(text.startswith("pairs_events[0].heats[0].sessions[0].boards_per_round: A match") for text in problems)
    assert "pairs_events[0].heats[0].entries[0].number: A pair number is from 1 to 999, not 1000000000" in problems
    assert any(text.startswith("pairs_events[0].heats[3].results[1]: Round 100000000000000000") for text in problems)
