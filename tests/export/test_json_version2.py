"""Version 2 of the open format (docs/format.md): the central day, table fees paid, moved matches,
table times, jury members, place offers and the TD's number of semifinal places go out and come
back; version 1 documents still import, and a document needing nothing newer is written as 1."""

from __future__ import annotations

import copy
import datetime as dt
import json

import pytest
from jsonschema import Draft202012Validator, FormatChecker
from sqlalchemy import select

from tddesk.export.json_export import export_json, write_json
from tddesk.formats.json_format import SCHEMA, SCHEMA_PATH, DocumentRefused
from tddesk.imports.json_import import import_json
from tddesk.models.tables import (
    Championship,
    JuryMember,
    LineupSeat,
    Match,
    PlaceOffer,
    Stage,
    TableFeePayment,
    TableTime,
)
from tddesk.services.errors import ServiceError


def two_team_document(version: int = 1) -> dict:
    return {
        "format": "tddesk-tournament",
        "version": version,
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
                "halves": 2,
                "dealt_at_table": False,
                "teams": ["a", "b"],
                "rounds": [
                    {
                        "number": 1,
                        "date": "2016-10-03",
                        "matches": [{"id": "m", "home": "a", "away": "b", "halves": []}],
                    }
                ],
                "penalties": [],
                "walkovers": [],
                "exclusions": [],
                "lots": [],
            }
        ],
        "audit": [],
    }


def every_version_2_fact() -> dict:
    document = two_team_document(version=2)
    document["championship"]["semifinal_places"] = 12
    stage = document["stages"][0]
    stage.update(
        kind="semifinal",
        venue="Linköping",
        day="2017-01-21",
        start_offset_minutes=-5,
        first_round_date="2016-10-03",
        days_between_rounds=7,
    )
    stage["jury"] = [{"team": "b", "name": "Eva Berg"}, {"team": "a", "name": "Per Holm"}]
    stage["table_fees_paid"] = [
        {"team": "a", "round": 1, "paid_on": "2016-10-03"},
        {"team": "b", "round": 1, "paid_on": None},
    ]
    match = stage["rounds"][0]["matches"][0]
    match["date"] = "2016-10-05"  # moved off its round's date (H6)
    match["table_times"] = [
        {"half": 1, "table": 1, "started": "10:00", "ended": "12:05"},
        {"half": 1, "table": 2, "started": "10:02", "ended": None},
    ]
    # In the program's key order: id, home, away, date, halves, table_times.
    stage["rounds"][0]["matches"][0] = {
        key: match[key] for key in ("id", "home", "away", "date", "halves", "table_times")
    }
    document["stages"][0] = {
        key: stage[key]
        for key in (
            "id",
            "kind",
            "name",
            "boards_per_match",
            "halves",
            "dealt_at_table",
            "venue",
            "day",
            "start_offset_minutes",
            "first_round_date",
            "days_between_rounds",
            "teams",
            "rounds",
            "penalties",
            "walkovers",
            "exclusions",
            "lots",
            "jury",
            "table_fees_paid",
        )
    }
    document["place_offers"] = [
        {"from": "s", "team": "b", "target": "a_final", "accepted": False, "answered_on": "2017-01-22"},
        {"from": "s", "team": "a", "target": "a_final", "accepted": True, "answered_on": None},
    ]
    document["audit"] = document.pop("audit")  # the audit list stays last
    return document


def test_every_version_2_fact_is_in_the_file_and_comes_back(tmp_path):
    document = every_version_2_fact()
    tournament = import_json(copy.deepcopy(document), tmp_path / "sf.tddesk")
    with tournament.reading() as session:
        assert session.scalar(select(Championship.semifinal_places)) == 12
        stage = session.get(Stage, "s")
        assert (stage.venue, stage.day, stage.start_offset_minutes) == ("Linköping", dt.date(2017, 1, 21), -5)
        assert session.get(Match, "m").date == dt.date(2016, 10, 5)
        assert {(row.team_id, row.name) for row in session.scalars(select(JuryMember))} == {
            ("a", "Per Holm"),
            ("b", "Eva Berg"),
        }
        assert {(row.team_id, row.round_number, row.paid_on) for row in session.scalars(select(TableFeePayment))} == {
            ("a", 1, dt.date(2016, 10, 3)),
            ("b", 1, None),
        }
        assert [
            (row.table, row.started, row.ended) for row in session.scalars(select(TableTime).order_by(TableTime.table))
        ] == [(1, "10:00", "12:05"), (2, "10:02", None)]
        assert [(row.team_id, row.accepted) for row in session.scalars(select(PlaceOffer).order_by(PlaceOffer.id))] == [
            ("b", False),
            ("a", True),
        ]
    exported = export_json(tournament)
    tournament.close()
    assert exported == document
    assert list(exported) == [
        "format",
        "version",
        "championship",
        "clubs",
        "players",
        "teams",
        "stages",
        "place_offers",
        "audit",
    ]


def test_the_shipped_schemas_are_valid_and_version_2_reads_version_1(example_document):
    for name in ("tddesk-tournament-1.schema.json", "tddesk-tournament-2.schema.json"):
        Draft202012Validator.check_schema(json.loads((SCHEMA / name).read_text(encoding="utf-8")))
    newest = Draft202012Validator(json.loads(SCHEMA_PATH.read_text(encoding="utf-8")), format_checker=FormatChecker())
    assert list(newest.iter_errors(example_document)) == []
    assert list(newest.iter_errors(every_version_2_fact())) == []


def test_a_version_1_document_imports_and_is_written_as_version_1(example_document, tmp_path):
    tournament = import_json(copy.deepcopy(example_document), tmp_path / "dm.tddesk")
    written = write_json(tournament, tmp_path / "dm.json")
    tournament.close()
    assert json.loads(written.read_text(encoding="utf-8")) == example_document
    assert example_document["version"] == 1


def test_the_written_text_is_json_dumps_indented(tmp_path):
    """The file is written a stage at a time; it must be exactly what json.dumps(indent=2) gives."""
    tournament = import_json(every_version_2_fact(), tmp_path / "sf.tddesk")
    written = write_json(tournament, tmp_path / "sf.json")
    expected = json.dumps(export_json(tournament), ensure_ascii=False, indent=2) + "\n"
    tournament.close()
    assert written.read_text(encoding="utf-8") == expected


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda doc: doc.update(version=1), "championship.semifinal_places: "),
        (lambda doc: doc["stages"][0]["jury"][0].update(team="x"), "stages[0].jury[0].team: "),
        (lambda doc: doc["stages"][0]["jury"][1].update(team="b"), "stages[0].jury[1].team: "),
        (lambda doc: doc["stages"][0]["table_fees_paid"][0].update(round=2), "stages[0].table_fees_paid[0].round: "),
        (
            lambda doc: doc["stages"][0]["rounds"][0]["matches"][0]["table_times"][1].update(table=1),
            "stages[0].rounds[0].matches[0].table_times[1]: ",
        ),
        (
            lambda doc: doc["stages"][0]["rounds"][0]["matches"][0]["table_times"][0].update(started="25:00"),
            "stages[0].rounds[0].matches[0].table_times[0].started: ",
        ),
        (lambda doc: doc["place_offers"][0].update({"from": "heat-x"}), "place_offers[0].from: "),
        (lambda doc: doc["place_offers"][0].update(target="c_final"), "place_offers[0].target: "),
    ],
)
def test_broken_version_2_facts_are_refused_with_their_path(tmp_path, change, path):
    document = every_version_2_fact()
    change(document)
    target = tmp_path / "refused.tddesk"
    with pytest.raises(ServiceError) as caught:
        import_json(document, target)
    assert str(caught.value).startswith(path)
    assert not target.exists()


def test_export_refuses_half_a_line_up_with_its_path(tmp_path):
    document = two_team_document()
    document["stages"][0]["rounds"][0]["matches"][0]["halves"] = [
        {"home_imps": 10, "away_imps": 3, "home_lineup": [], "away_lineup": []}
    ]
    tournament = import_json(document, tmp_path / "dm.tddesk")
    with tournament.action("edit", "m") as (session, _record):
        session.add_all(
            LineupSeat(match_id="m", half=1, side="away", seat=seat, mid=str(seat + 4)) for seat in range(1, 3)
        )
    with pytest.raises(DocumentRefused) as caught:
        write_json(tournament, tmp_path / "dm.json")
    tournament.close()
    assert str(caught.value).split(": ", 1)[1].startswith("stages[0].rounds[0].matches[0].halves[0].away_lineup")
    assert not (tmp_path / "dm.json").exists()


def test_the_documented_example_fits_the_shipped_schema():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "format.md").read_text(encoding="utf-8")
    example = json.loads(text.split("## The document", 1)[1].split("```json", 1)[1].split("```", 1)[0])
    newest = Draft202012Validator(json.loads(SCHEMA_PATH.read_text(encoding="utf-8")), format_checker=FormatChecker())
    assert [error.message for error in newest.iter_errors(example)] == []
    assert example["version"] == 2
