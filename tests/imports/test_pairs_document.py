"""The pairs parity report from the open format (docs/pairs.md, "The parity report from the open
format"): another program's document for a session tddesk also scored — written here from the pairs
demo — compared board by board and pair by pair; the report lists exactly the differences planted
in it, names a convention the document declares, and refuses a document without the heat."""

from __future__ import annotations

import copy
import json
import shutil

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tddesk.export.json_export import export_json
from tddesk.imports.pairs_document import document_results
from tddesk.rules.contract import ns_score, parse_contract
from tddesk.rules.proportional import decimal_text
from tddesk.services.errors import ServiceError
from tddesk.services.files import open_championship
from tddesk.services.pairs_parity import SIT_OUT_60, parity_report
from tddesk.services.pairs_standing import heat_standing

HEAT = "dm-par-mixed-kval-norrkoping"  # 21 pairs, one session of 9 barometer rounds: a sit-out each round


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture(scope="module")
def demo(pairs_demo_path, tmp_path_factory):
    """The pairs demo, and its open-format document as another program would publish it."""
    path = tmp_path_factory.mktemp("parity-document") / "pairs.tddesk"
    shutil.copyfile(pairs_demo_path, path)
    tournament = open_championship(path, backup=False)
    document = export_json(tournament)
    yield tournament, document
    tournament.close()


def _heat(document):
    return next(heat for event in document["pairs_events"] for heat in event["heats"] if heat["id"] == HEAT)


def _score(result) -> int:
    return ns_score(result["board"], parse_contract(result["contract"]), result.get("declarer"), result["tricks"] or 0)


def test_the_same_session_in_the_open_format_agrees_everywhere(demo):
    tournament, document = demo
    other = document_results(tournament, HEAT, document)
    assert len(other.pairs) == 21 and sum(1 for board in other.boards for t in board.tables if t.bye) == 27
    assert parity_report(tournament, HEAT, other).rows == ()


def test_the_report_lists_exactly_the_planted_differences(demo):
    tournament, document = demo
    planted = copy.deepcopy(document)
    heat = _heat(planted)
    played = [r for r in heat["results"] if r.get("contract", "PASS") != "PASS" and "weighted" not in r]
    # 1. a higher score at the table that already had the board's top: its matchpoints stay the same
    by_board: dict[int, list] = {}
    for result in heat["results"]:
        by_board.setdefault(result["board"], []).append(result)
    top = next(
        r
        for r in played
        if r["tricks"] < 13
        and all(_score(r) > _score(o) for o in by_board[r["board"]] if o is not r and "contract" in o)
        and _score(r) > 0
    )
    before = _score(top)
    top["tricks"] += 1
    after = _score(top)
    assert after > before
    # 2. a result recorded with its pairs the wrong way round
    swapped = next(r for r in played if r["board"] != top["board"])
    swapped["ns"], swapped["ew"] = swapped["ew"], swapped["ns"]
    # 3. the other program's published percentages: tddesk's own, one pair's a point higher
    standing = heat_standing(tournament, HEAT)
    pair_of = {entry["number"]: entry["pair"] for entry in heat["entries"]}
    listed = [
        {"pair": pair_of[row.number], "percent": decimal_text(row.percent, 2), "boards": row.boards}
        for row in standing.rows
    ]
    off = standing.rows[4]
    listed[4]["percent"] = decimal_text(off.percent + 1, 2)
    heat["result_list"] = listed

    report = parity_report(tournament, HEAT, document_results(tournament, HEAT, planted))
    found = {(row.board, row.pairs, row.what, row.ours, row.theirs, row.convention) for row in report.rows}
    ns, ew = swapped["ew"], swapped["ns"]  # tddesk's pairs at that table
    theirs_score = next(
        t
        for b in document_results(tournament, HEAT, planted).boards
        for t in b.tables
        if (b.number == swapped["board"] and t.ns == ew and t.ew == ns)
    )
    assert found == {
        (top["board"], f"{top['ns']}–{top['ew']}", "NS score", f"{before:+d}", f"{after:+d}", ""),
        (swapped["board"], f"{ns}–{ew}", "result", f"{_score(swapped):+d}", "–", ""),
        (swapped["board"], f"{ew}–{ns}", "result", "–", f"{theirs_score.ns_score:+d}", ""),
        (None, str(off.number), "percentage", decimal_text(off.percent, 2), decimal_text(off.percent + 1, 2), ""),
    }


def test_a_convention_the_document_declares_is_named_as_the_reason(demo):
    """The other program scored the sit-outs at 60 % (its heat says so): every difference is explained."""
    tournament, document = demo
    declared = copy.deepcopy(document)
    declared["version"] = max(declared["version"], 4)
    _heat(declared)["sit_out_score"] = "60"
    report = parity_report(tournament, HEAT, document_results(tournament, HEAT, declared))
    assert report.rows and report.unexplained == ()
    assert {row.convention for row in report.rows} == {SIT_OUT_60}
    assert {row.what for row in report.rows} == {"percentage", "matchpoints"}
    assert len({row.pairs for row in report.rows}) == 9  # the pairs that sat out a round


def test_a_document_without_the_heat_or_the_session_is_refused_in_words(demo, tmp_path):
    tournament, document = demo
    other = copy.deepcopy(document)
    for event in other["pairs_events"]:
        event["heats"] = [heat for heat in event["heats"] if heat["id"] != HEAT]
    written = tmp_path / "other.json"
    written.write_text(json.dumps(other), encoding="utf-8")
    with pytest.raises(ServiceError) as refused:
        document_results(tournament, HEAT, written)
    assert str(refused.value) == (
        f"{written} has no pairs heat Kval Norrköping (by its id {HEAT} or its name); export that heat's "
        "session from the other program, or choose the heat it scored."
    )
    with pytest.raises(ServiceError, match="has no session 2 of Kval Norrköping: it has no board results"):
        document_results(tournament, HEAT, document, session=2)
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "tddesk-tournament", "version": 3}', encoding="utf-8")
    with pytest.raises(ServiceError, match="championship"):
        document_results(tournament, HEAT, broken)


FIELDS = ("board", "ns", "ew", "round", "tricks", "contract", "declarer", "ns_percent", "assigned_ns_score")
VALUES = st.one_of(
    st.integers(-5, 60), st.sampled_from(["4HX", "PASS", "7NTXX", "N", "S", "", "x", "0"]), st.none(), st.booleans()
)


@settings(max_examples=25, deadline=None)
@given(changes=st.lists(st.tuples(st.integers(0, 200), st.sampled_from(FIELDS), VALUES), min_size=1, max_size=4))
def test_any_changed_document_is_refused_in_words_or_compared(demo, changes):
    """A hostile document — results with numbers, contracts and seats changed at random — is refused
    with its JSON path named, or compared; never a traceback."""
    tournament, document = demo
    changed = copy.deepcopy(document)
    results = _heat(changed)["results"]
    for index, field, value in changes:
        result = results[index % len(results)]
        if value is None:
            result.pop(field, None)
        else:
            result[field] = value
    words = None
    try:
        other = document_results(tournament, HEAT, changed)
    except ServiceError as refused:
        words = str(refused)
    if words is not None:
        assert words.strip() and "Traceback" not in words
        return
    report = parity_report(tournament, HEAT, other)
    assert all(row.what and row.pairs for row in report.rows)


def test_a_weighted_score_in_the_document_is_compared_by_its_matchpoints(demo):
    """Law 12C1(c): the other program weighted a table's result; tddesk has the played one. The
    table's matchpoints are compared, not a score the document does not have."""
    tournament, document = demo
    weighted = copy.deepcopy(document)
    weighted["version"] = max(weighted["version"], 4)
    heat = _heat(weighted)
    result = next(r for r in heat["results"] if r.get("contract", "PASS") != "PASS" and 0 < r["tricks"] < 13)
    part = {"contract": result["contract"], "declarer": result["declarer"]}
    result["weighted"] = [{**part, "tricks": result["tricks"], "weight": 50}, {**part, "tricks": 13, "weight": 50}]
    for key in ("contract", "declarer", "tricks", "lead"):
        result.pop(key, None)
    report = parity_report(tournament, HEAT, document_results(tournament, HEAT, weighted))
    table = f"{result['ns']}–{result['ew']}"
    assert not any(row.what == "NS score" for row in report.rows)
    assert (result["board"], table, "NS matchpoints") in {(row.board, row.pairs, row.what) for row in report.rows}
