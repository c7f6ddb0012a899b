"""A team match's weighted score (Law 12C1(c)) in the open format, version 4 (docs/format.md):
written as the list it holds, read back, checked, and refused in a version 3 document."""

from __future__ import annotations

import copy
import json
from fractions import Fraction

import pytest
from jsonschema import Draft202012Validator, FormatChecker

from tddesk.export.json_export import export_json
from tddesk.formats.json_format import SCHEMA_PATH
from tddesk.imports.json_import import import_json
from tddesk.services.board_views import match_boards
from tddesk.services.errors import ServiceError

from .test_json_deals import two_team_document

WEIGHTED = [
    {"contract": "4S", "declarer": "N", "tricks": 10, "weight": 30},
    {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 70},
]


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def weighted_document() -> dict:
    """Board 2 (NS vulnerable) of half 1: open room weighted 4S= 30 % / 4S-1 70 %, closed 4S= (+620)."""
    document = two_team_document(version=4)
    match = document["stages"][0]["rounds"][0]["matches"][0]
    match["boards"] = [
        {"half": 1, "room": "open", "board": 2, "weighted": copy.deepcopy(WEIGHTED), "source": "manual"},
        {"half": 1, "room": "closed", "board": 2, "contract": "4S", "declarer": "N", "tricks": 10, "source": "manual"},
    ]
    return document


def test_law_12c1c_a_weighted_room_goes_out_and_comes_back(tmp_path):
    document = weighted_document()
    tournament = import_json(copy.deepcopy(document), tmp_path / "weighted.tddesk")
    try:
        row = match_boards(tournament, "m").halves[0].rows[1]
        assert row.open.adjusted == "weighted: 4S= 30 %, 4S-1 70 %"
        assert row.line.exact_away == Fraction(42, 5)  # 70 % × 12 IMPs
        exported = export_json(tournament)
    finally:
        tournament.close()
    assert exported["version"] == 4
    boards = {board["room"]: board for board in exported["stages"][0]["rounds"][0]["matches"][0]["boards"]}
    assert boards["open"]["weighted"] == WEIGHTED and "contract" not in boards["open"]
    assert not list(
        Draft202012Validator(json.loads(SCHEMA_PATH.read_text("utf-8")), format_checker=FormatChecker()).iter_errors(
            exported
        )
    )
    again = import_json(copy.deepcopy(exported), tmp_path / "again.tddesk")
    try:
        assert export_json(again) == exported
    finally:
        again.close()


def test_law_12c1c_weights_not_adding_up_are_refused_with_their_path(tmp_path):
    document = weighted_document()
    document["stages"][0]["rounds"][0]["matches"][0]["boards"][0]["weighted"][1]["weight"] = 60
    target = tmp_path / "refused.tddesk"
    with pytest.raises(ServiceError) as caught:
        import_json(document, target)
    assert "stages[0].rounds[0].matches[0].boards[0]" in str(caught.value)
    assert "add up to 100 %" in str(caught.value)
    assert not target.exists()


def test_law_12c1c_a_weighted_room_in_a_version_3_document_is_refused_naming_the_key(tmp_path):
    document = weighted_document()
    document["version"] = 3
    with pytest.raises(ServiceError, match=r"stages\[0\]\.rounds\[0\]\.matches\[0\]\.boards\[0\]\.weighted"):
        import_json(document, tmp_path / "v3.tddesk")
