"""The open JSON format (docs/format.md): import → export round trips, the schema, and refused input."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from jsonschema import Draft202012Validator, FormatChecker
from sqlalchemy import select

from tddesk.export.json_export import export_json, write_json
from tddesk.export.json_format import SCHEMA_PATH, DocumentRefused, schema_problems
from tddesk.imports.json_checks import check_references
from tddesk.imports.json_import import import_json
from tddesk.models.tables import Audit, Club, HalfResult, LineupSeat, Walkover
from tddesk.services.errors import ServiceError
from tddesk.services.files import FileRefused, new_championship


def round_trip(document: dict, tmp_path) -> dict:
    tournament = import_json(document, tmp_path / "imported.tddesk")
    try:
        return export_json(tournament)
    finally:
        tournament.close()


def refusal(document, tmp_path) -> str:
    """Import a bad document: it must be refused, and no file may be left behind."""
    target = tmp_path / "refused.tddesk"
    with pytest.raises(ServiceError) as caught:
        import_json(document, target)
    assert not target.exists()
    assert not list(tmp_path.glob("refused.tddesk*"))
    return str(caught.value)


def shipped_validator() -> Draft202012Validator:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=FormatChecker())


# -- round trips -------------------------------------------------------------------------------


def test_format_md_example_imports_and_exports_identically(example_document, copy_of, tmp_path):
    original = copy_of(example_document)
    assert round_trip(example_document, tmp_path) == original
    assert example_document == original  # the import leaves the caller's document alone


def test_two_halves_byes_committee_without_match_lots_and_audit_round_trip(second_document, copy_of, tmp_path):
    assert round_trip(copy_of(second_document), tmp_path) == second_document


def test_export_keeps_the_key_order_of_format_md(example_document, tmp_path):
    exported = round_trip(example_document, tmp_path)
    assert list(exported) == ["format", "version", "championship", "clubs", "players", "teams", "stages", "audit"]
    assert list(exported["stages"][0]) == list(example_document["stages"][0])
    assert list(exported["stages"][0]["rounds"][0]) == ["number", "date", "start", "bye", "matches"]
    assert list(exported["stages"][0]["penalties"][1]) == ["id", "match", "team", "kind", "minutes", "share"]


def test_decimals_keep_their_stored_precision(second_document, tmp_path):
    semifinal = round_trip(second_document, tmp_path)["stages"][1]
    assert [penalty.get("share") for penalty in semifinal["penalties"][:2]] == ["0.5", "0.50"]
    assert [penalty.get("vp") for penalty in semifinal["penalties"][2:]] == ["1.5", "0.30"]
    assert semifinal["table_fee"] == "200"


def test_optional_default_is_written_out(example_document, tmp_path):
    del example_document["stages"][0]["dealt_at_table"]
    assert round_trip(example_document, tmp_path)["stages"][0]["dealt_at_table"] is False


def test_shipped_schema_validates_the_export(example_document, second_document, tmp_path):
    validator = shipped_validator()
    for number, document in enumerate((example_document, second_document)):
        tournament = import_json(document, tmp_path / f"{number}.tddesk")
        written = write_json(tournament, tmp_path / f"{number}.json")
        tournament.close()
        exported = json.loads(written.read_text(encoding="utf-8"))
        assert list(validator.iter_errors(exported)) == []
        assert exported == document


def test_bookkeeping_rows_stay_out_of_the_export_and_later_actions_follow(example_document, tmp_path):
    tournament = import_json(example_document, tmp_path / "dm.tddesk", user="Eva")
    with tournament.reading() as session:
        actions = session.scalars(select(Audit.action).order_by(Audit.id)).all()
    assert actions == ["create_championship", "enter_result", "import_json"]
    with tournament.action("add_club", "c-nkpg") as (session, record):
        session.add(Club(id="c-nkpg", name="BK Norrköping", district="ÖMBF"))
        record.after = {"name": "BK Norrköping"}
    exported = export_json(tournament)
    tournament.close()
    assert exported["audit"][0] == example_document["audit"][0]
    assert exported["audit"][1]["action"] == "add_club"
    assert exported["audit"][1]["by"] == "Eva"
    assert exported["audit"][1]["after"] == {"name": "BK Norrköping"}
    assert len(exported["audit"]) == 2
    assert exported["clubs"][-1] == {"id": "c-nkpg", "name": "BK Norrköping", "district": "ÖMBF"}


# -- refused input -----------------------------------------------------------------------------


def test_unknown_key_names_its_path(example_document, tmp_path):
    example_document["teams"][3]["colour"] = "blue"
    text = refusal(example_document, tmp_path)
    assert text.startswith("teams[3]: ") and "'colour'" in text


def test_imps_as_text_are_refused(example_document, tmp_path):
    example_document["stages"][0]["rounds"][0]["matches"][0]["halves"][0]["home_imps"] = "31"
    text = refusal(example_document, tmp_path)
    assert text.startswith("stages[0].rounds[0].matches[0].halves[0].home_imps: ") and "'31'" in text


def test_match_team_outside_the_stage(example_document, tmp_path):
    example_document["stages"][0]["rounds"][2]["matches"][1]["home"] = "t9"
    text = refusal(example_document, tmp_path)
    assert text.startswith("stages[0].rounds[2].matches[1].home: 't9' ")


def test_captain_who_is_no_player(example_document, tmp_path):
    example_document["teams"][2]["captain"] = "999999"
    assert refusal(example_document, tmp_path).startswith("teams[2].captain: '999999' ")


def test_player_on_two_teams_names_the_player_and_both_teams(example_document, tmp_path):
    example_document["teams"][1]["players"].append("100231")
    text = refusal(example_document, tmp_path)
    assert text.startswith("teams[1].players[4]: ")
    assert "Anna Ek" in text and "100231" in text and "t1" in text and "T4" in text


def test_malformed_json_text(tmp_path):
    source = tmp_path / "broken.json"
    source.write_text('{"format": "tddesk-tournament", "version": 1,', encoding="utf-8")
    text = refusal(source, tmp_path)
    assert "broken.json" in text and "1" in text


def test_repeated_key_in_json_text(example_document, tmp_path):
    source = tmp_path / "twice.json"
    source.write_text(json.dumps(example_document)[:-1] + ', "audit": []}', encoding="utf-8")
    assert "'audit'" in refusal(source, tmp_path)


def test_existing_file_is_refused_and_left_alone(example_document, tmp_path):
    target = tmp_path / "dm.tddesk"
    target.write_bytes(b"the TD's own file")
    with pytest.raises(FileRefused) as caught:
        import_json(example_document, target)
    assert caught.value.code == "exists"
    assert target.read_bytes() == b"the TD's own file"


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda doc: doc["stages"][0]["penalties"][3].update(minutes=5), "stages[0].penalties[3]: "),
        (lambda doc: doc["stages"][0]["penalties"][0].pop("match"), "stages[0].penalties[0]: "),
        (
            lambda doc: doc["stages"][0]["rounds"][0]["matches"][0]["halves"].append(
                doc["stages"][0]["rounds"][0]["matches"][0]["halves"][0]
            ),
            "stages[0].rounds[0].matches[0].halves: ",
        ),
        (
            lambda doc: doc["stages"][0]["rounds"][1]["matches"][1].update(id="h1-r1-m1"),
            "stages[0].rounds[1].matches[1].id: ",
        ),
        (lambda doc: doc["stages"][0]["rounds"].reverse(), "stages[0].rounds[1].number: "),
        (lambda doc: doc["stages"][0]["walkovers"][0].update(by="t1"), "stages[0].walkovers[0].by: "),
        (lambda doc: doc["stages"][0]["lots"][0].update(order=["t3", "t2"]), "stages[0].lots[0].order: "),
        (lambda doc: doc["stages"][0]["penalties"][1].update(share="1.5"), "stages[0].penalties[1].share: "),
        (
            lambda doc: doc["stages"][0]["rounds"][0]["matches"][0]["halves"][0]["home_lineup"].pop(),
            "stages[0].rounds[0].matches[0].halves[0].home_lineup: ",
        ),
        (lambda doc: doc["teams"][0].update(entry_fee_paid_on="2016-02-30"), "teams[0].entry_fee_paid_on: "),
        (lambda doc: doc["stages"][0].update(halves=3), "stages[0].halves: "),
        (
            lambda doc: doc["stages"][0]["lots"][0].update(drawn_on="2016-12-23T25:02:00"),
            "stages[0].lots[0].drawn_on: ",
        ),
        (lambda doc: doc["audit"][0].update(action="import_json"), "audit[0].action: "),
        (lambda doc: doc["championship"].update(profile="sbf-2099"), "championship.profile: "),
        (lambda doc: doc.update(version=5), "version: "),
    ],
)
def test_contradictions_are_refused_with_their_path(example_document, tmp_path, change, path):
    change(example_document)
    assert refusal(example_document, tmp_path).startswith(path)


def test_the_count_of_further_problems_is_given(example_document, tmp_path):
    for team in example_document["teams"]:
        team["colour"] = "blue"
    with pytest.raises(DocumentRefused) as caught:
        import_json(example_document, tmp_path / "dm.tddesk")
    assert len(caught.value.problems) == 5
    assert "4" in str(caught.value).split("'colour'", 1)[1]


def test_half_made_file_is_removed_when_the_championship_is_refused(example_document, tmp_path):
    example_document["championship"]["name"] = "   "
    refusal(example_document, tmp_path)


def test_half_made_file_is_removed_when_the_database_refuses_a_value(example_document, tmp_path):
    example_document["stages"][0]["penalties"][0]["minutes"] = 10**30  # valid JSON, too big for SQLite
    assert schema_problems(example_document) == [] and check_references(example_document) == []
    refusal(example_document, tmp_path)


# -- progress and cancelling ------------------------------------------------------------------


@pytest.mark.parametrize("stop_at", [1, 4])  # after the clubs and players; after the audit, before saving
def test_cancelling_the_import_leaves_no_file(example_document, tmp_path, stop_at):
    calls = []

    def progress(done, total):
        calls.append((done, total))
        return done < stop_at

    assert import_json(example_document, tmp_path / "dm.tddesk", progress=progress) is None
    assert calls == [(done, 4) for done in range(1, stop_at + 1)]  # players, teams, the one stage, audit
    assert list(tmp_path.iterdir()) == []  # neither the file nor its -wal, -shm or lock


def test_progress_follows_every_stage_and_the_import_still_round_trips(second_document, copy_of, tmp_path):
    calls = []
    tournament = import_json(
        copy_of(second_document),
        tmp_path / "dm.tddesk",
        progress=lambda done, total: calls.append((done, total)) or True,
    )
    try:
        assert export_json(tournament) == second_document
    finally:
        tournament.close()
    steps = 3 + len(second_document["stages"])
    assert len(second_document["stages"]) > 1 and calls == [(done, steps) for done in range(1, steps + 1)]


# -- files made by the program ---------------------------------------------------------------


def test_new_championship_exports_and_imports_again(tmp_path):
    tournament = new_championship(
        tmp_path / "dm.tddesk", name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    with tournament.action("add_club") as (session, _record):  # an action without a subject
        session.add(Club(id="c1", name="BK Ess", district="ÖMBF"))
    exported = export_json(tournament)
    tournament.close()
    assert exported["championship"] == {
        "name": "DM",
        "season": "2016-17",
        "profile": "ombf-2016-17",
        "district": "ÖMBF",
    }
    assert [entry["action"] for entry in exported["audit"]] == ["add_club"]
    assert exported["audit"][0]["subject"] == ""
    assert round_trip(exported, tmp_path) == exported


def test_demo_championship_round_trips(demo_copy, tmp_path):
    from tddesk.services.files import open_championship

    demo = open_championship(demo_copy)
    exported = export_json(demo)
    demo.close()
    assert list(shipped_validator().iter_errors(exported)) == []
    kinds = [stage["kind"] for stage in exported["stages"]]
    assert kinds.count("heat") == 5 and "semifinal" in kinds and "a_final" in kinds and len(exported["audit"]) > 50
    assert round_trip(exported, tmp_path) == exported


def small_document(halves: int = 1) -> dict:
    return {
        "format": "tddesk-tournament",
        "version": 1,
        "championship": {"name": "DM", "season": "2016-17", "profile": "ombf-2016-17", "district": "ÖMBF"},
        "clubs": [{"id": "c", "name": "BK", "district": "ÖMBF"}],
        "players": [
            {"mid": str(mid), "name": f"P{mid}", "club": "c", "birth_year": None, "membership_paid": True}
            for mid in range(1, 9)
        ],
        "teams": [
            {
                "id": team,
                "name": team,
                "captain": None,
                "players": players,
                "newcomer": False,
                "entry_fee_paid_on": None,
                "dispensations": [],
            }
            for team, players in (("a", ["1", "2", "3", "4"]), ("b", ["5", "6", "7", "8"]))
        ],
        "stages": [
            {
                "id": "s",
                "kind": "heat",
                "name": "S",
                "boards_per_match": 16,
                "halves": halves,
                "dealt_at_table": False,
                "organiser": {"manager": "Per Holm"},
                "teams": ["a", "b"],
                "rounds": [{"number": 1, "matches": [{"id": "m", "home": "a", "away": "b", "halves": []}]}],
                "penalties": [],
                "walkovers": [],
                "exclusions": [],
                "lots": [],
            }
        ],
        "audit": [],
    }


def test_organiser_with_some_keys_round_trips(tmp_path):
    document = small_document()
    assert round_trip(document, tmp_path) == small_document()


def _walkover_without_date(session):
    session.add(Walkover(match_id="m", stage_id="s", by_team_id="a", ruled_on=None))


def _lineup_before_result(session):
    session.add_all(LineupSeat(match_id="m", half=1, side="home", seat=seat, mid=str(seat)) for seat in range(1, 5))


def _first_of_two_halves(session):
    session.add(HalfResult(match_id="m", half=1, home_imps=10, away_imps=3))


@pytest.mark.parametrize(
    ("halves", "change", "path"),
    [
        (1, _walkover_without_date, "stages[0].walkovers[0].ruled_on: "),
    ],
)
def test_export_refuses_what_the_format_cannot_say(tmp_path, halves, change, path):
    tournament = import_json(small_document(halves), tmp_path / "dm.tddesk")
    with tournament.action("edit", "m") as (session, _record):
        change(session)
    with pytest.raises(DocumentRefused) as caught:
        write_json(tournament, tmp_path / "dm.json")
    tournament.close()
    assert path in str(caught.value)
    assert not (tmp_path / "dm.json").exists()


def test_a_match_in_progress_exports_and_round_trips(tmp_path):
    """After the first of two halves, with the second half's line-up typed in already."""
    tournament = import_json(small_document(2), tmp_path / "dm.tddesk")
    with tournament.action("edit", "m") as (session, _record):
        _first_of_two_halves(session)
        session.add_all(
            LineupSeat(match_id="m", half=half, side="home", seat=seat, mid=str(seat))
            for half in (1, 2)
            for seat in range(1, 5)
        )
    exported = export_json(tournament)
    tournament.close()
    halves = exported["stages"][0]["rounds"][0]["matches"][0]["halves"]
    assert halves == [{"home_imps": 10, "away_imps": 3, "home_lineup": ["1", "2", "3", "4"], "away_lineup": []}]
    (tmp_path / "again").mkdir()
    assert round_trip(exported, tmp_path / "again") == exported


def test_written_file_is_indented_utf8_json(example_document, tmp_path):
    tournament = import_json(example_document, tmp_path / "dm.tddesk")
    written = write_json(tournament, tmp_path / "dm.json")
    tournament.close()
    text = written.read_text(encoding="utf-8")
    assert "ÖMBF" in text and '\n  "version": 1,' in text
    assert not (tmp_path / "dm.json.part").exists()
    assert dt.date.fromisoformat(json.loads(text)["teams"][0]["entry_fee_paid_on"]) == dt.date(2016, 10, 20)
