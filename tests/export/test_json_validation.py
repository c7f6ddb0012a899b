"""One way in: the JSON import and the heat merge refuse what the services refuse, naming the path.

Each case is a value a dialog or the CLI would refuse (rule ID in the test's parameters); the
import must refuse it with the JSON path and leave no file behind, and the same check must be
the one the service makes (tddesk.rules.entry_limits).
"""

from __future__ import annotations

import json
import unicodedata
from decimal import Decimal

import pytest
from sqlalchemy import select

from tddesk.formats.json_format import DocumentRefused
from tddesk.imports.json_facts import MAX_AUDIT_ENTRIES, validate_document
from tddesk.imports.json_import import import_json
from tddesk.imports.merge import read_source
from tddesk.models.tables import Club, Player, Team
from tddesk.rules import entry_limits as limits
from tddesk.services.errors import ServiceError


def refused_at(document, tmp_path) -> str:
    target = tmp_path / "refused.tddesk"
    with pytest.raises(ServiceError) as caught:
        import_json(document, target)
    assert list(tmp_path.iterdir()) == []  # no file, no temporary file, no journal, no lock
    return str(caught.value)


def _match(doc, round_index=0, match_index=0):
    return doc["stages"][0]["rounds"][round_index]["matches"][match_index]


def _penalties(doc):
    return doc["stages"][0]["penalties"]


CASES = [
    ("VP1 boards 101", lambda d: d["stages"][0].update(boards_per_match=101), "stages[0].boards_per_match: VP1"),
    ("VP1 boards 10^9", lambda d: d["stages"][0].update(boards_per_match=10**9), "stages[0].boards_per_match: VP1"),
    (
        "VP1 IMPs above 24 per board",
        lambda d: _match(d)["halves"][0].update(home_imps=385),
        "stages[0].rounds[0].matches[0].halves[0].home_imps: VP1",
    ),
    ("P6 negative committee VP", lambda d: _penalties(d)[3].update(vp="-1.00"), "stages[0].penalties[3].vp: P6"),
    (
        "P6 committee VP with three decimals",
        lambda d: _penalties(d)[3].update(vp="0.333"),
        "stages[0].penalties[3].vp: P6",
    ),
    ("H7 bye VP above 20", lambda d: d["stages"][0].update(bye_vp="20.01"), "stages[0].bye_vp: H7"),
    (
        "F2 fee with absurd digits",
        lambda d: d["stages"][0].update(table_fee="1" * 40 + ".00"),
        "stages[0].table_fee: F2",
    ),
    ("F2 fee with fractions of öre", lambda d: d["stages"][0].update(table_fee="100.001"), "stages[0].table_fee: F2"),
    (
        "P2 shares above 1 at one table",
        lambda d: _penalties(d).append(
            {"id": "p9", "match": "h1-r1-m1", "team": "t2", "kind": "slow_play", "minutes": 7, "share": "0.6"}
        ),
        "stages[0].penalties[4].share: P2",
    ),
    (
        "P1 two late arrivals",
        lambda d: _penalties(d).append(
            {"id": "p9", "match": "h1-r1-m1", "team": "t2", "kind": "late_arrival", "minutes": 3}
        ),
        "stages[0].penalties[4]: P1",
    ),
    (
        "P1 minutes beyond a day",
        lambda d: _penalties(d)[0].update(minutes=10**30),
        "stages[0].penalties[0].minutes: P1",
    ),
    ("P3 player not in the line-up", lambda d: _penalties(d)[2].update(mid="100231"), "stages[0].penalties[2].mid: P3"),
    (
        "T4 player fielded by a second team",
        lambda d: _match(d, 0, 1)["halves"][0]["home_lineup"].__setitem__(0, "100231"),
        "stages[0].rounds[0].matches[1].halves[0].home_lineup[0]: T4",
    ),
    (
        "T2 Arabic-Indic digits in a MID",
        lambda d: d["players"].append(
            {"mid": "٨٠٠٠٠١", "name": "X", "club": "c-lkpg", "birth_year": None, "membership_paid": True}
        ),
        "players[22].mid: T2",
    ),
    (
        "T2 superscript two in a MID",
        lambda d: d["players"].append(
            {"mid": "80000²", "name": "X", "club": "c-lkpg", "birth_year": None, "membership_paid": True}
        ),
        "players[22].mid: T2",
    ),
    (
        "T2 one club typed two ways",
        lambda d: d["clubs"].append(
            {"id": "c-2", "name": unicodedata.normalize("NFD", "bk linköping"), "district": "ÖMBF"}
        ),
        "clubs[1].name: ",
    ),
    ("lone surrogate", lambda d: d["teams"][1].update(name="Bj\ud800rk"), "teams[1].name: "),
    ("200 KB name", lambda d: d["teams"][1].update(name="B" * 200_000), "teams[1].name: "),
    (
        "round number beyond any schedule",
        lambda d: d["stages"][0]["rounds"][2].update(number=10**40),
        "stages[0].rounds[2].number: ",
    ),
]


@pytest.mark.parametrize(("change", "path"), [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_the_import_refuses_what_the_services_refuse_naming_the_path(example_document, tmp_path, change, path):
    change(example_document)
    assert path in refused_at(example_document, tmp_path)


def test_the_merge_reads_a_heat_document_through_the_same_checks(example_document, tmp_path):
    _penalties(example_document)[3]["vp"] = "-1.00"  # P6
    source = tmp_path / "heat.json"
    source.write_text(json.dumps(example_document), encoding="utf-8")
    with pytest.raises(DocumentRefused) as caught:
        read_source(source)
    assert str(caught.value).startswith("stages[0].penalties[3].vp: P6")


def test_names_and_clubs_are_stored_in_one_spelling(example_document, tmp_path):
    decomposed = unicodedata.normalize("NFD", "BK Linköping")
    example_document["clubs"][0]["name"] = decomposed
    example_document["players"][0]["name"] = unicodedata.normalize("NFD", "Anna Ek Öst")
    example_document["teams"][1]["name"] = unicodedata.normalize("NFD", "Björk")
    tournament = import_json(example_document, tmp_path / "dm.tddesk")
    try:
        with tournament.reading() as session:
            assert session.scalars(select(Club.name)).all() == ["BK Linköping"]
            assert session.get(Player, "100231").name == "Anna Ek Öst"
            assert session.get(Team, "t2").name == "Björk"
            assert all(unicodedata.is_normalized("NFC", name) for name in session.scalars(select(Player.name)))
    finally:
        tournament.close()


def test_validation_returns_clean_facts_and_leaves_the_callers_document_alone(example_document, copy_of):
    original = copy_of(example_document)
    example_document["teams"][1]["name"] = unicodedata.normalize("NFD", "Björk")
    cleaned = validate_document(example_document)
    assert cleaned["teams"][1]["name"] == "Björk" and example_document["teams"][1]["name"] != "Björk"
    example_document["teams"][1]["name"] = original["teams"][1]["name"]
    assert example_document == original


def test_an_audit_beyond_any_season_is_refused_before_it_is_read(example_document, tmp_path):
    entry = example_document["audit"][0]
    example_document["audit"] = [entry] * (MAX_AUDIT_ENTRIES + 1)
    assert refused_at(example_document, tmp_path).startswith("audit: ")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"version": ' + "9" * 5000 + "}", "not a tournament document"),
        ("[" * 5000 + "]" * 5000, "too deeply"),
    ],
)
def test_hostile_json_files_are_refused_in_words(tmp_path, text, words):
    from tddesk import i18n

    i18n.set_language("en")
    source = tmp_path / "hostile.json"
    source.write_text(text, encoding="utf-8")
    target = tmp_path / "dm.tddesk"
    with pytest.raises(ServiceError) as caught:
        import_json(source, target)
    assert words in str(caught.value) and "Traceback" not in str(caught.value)
    assert not target.exists()


def test_a_lone_surrogate_escape_in_a_file_is_refused_with_its_path(example_document, tmp_path):
    text = json.dumps(example_document).replace('"Ek"', '"E\\ud800k"', 1)
    source = tmp_path / "surrogate.json"
    source.write_text(text, encoding="utf-8")
    with pytest.raises(DocumentRefused) as caught:
        import_json(source, tmp_path / "dm.tddesk")
    assert str(caught.value).startswith("teams[0].name: ")


@pytest.mark.parametrize("mid", ["٨٠٠٠٠١", "80000²", "12a"])
def test_the_register_refuses_the_same_mids_T2(mid):
    from tddesk.services.players import check_mid

    with pytest.raises(ServiceError):
        check_mid(mid)
    assert limits.mid_problem(mid) is not None and limits.mid_problem("800001") is None


def test_services_and_import_share_the_bounds_VP1_H7_P6():
    assert limits.imps_problem(24 * 8, 8) is None and limits.imps_problem(24 * 8 + 1, 8).rule == "VP1"
    assert limits.bye_vp_problem(Decimal("20.00")) is None and limits.bye_vp_problem(Decimal("20.01")).rule == "H7"
    assert limits.committee_vp_problem(Decimal("-0.01")).rule == "P6"
    assert limits.boards_problem(100) is None and limits.boards_problem(101).rule == "VP1"
