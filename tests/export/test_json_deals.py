"""Deals and board layouts in the open format (docs/format.md): written, read back, checked."""

from __future__ import annotations

import copy
import json

import pytest

from tddesk.export.json_export import export_json, write_json
from tddesk.imports.json_import import import_json
from tddesk.rules.board_layout import Layout
from tddesk.services.board_layout import board_layout
from tddesk.services.board_views import match_boards
from tddesk.services.deals import stage_deals
from tddesk.services.errors import ServiceError

BOARD_1 = "N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"
BOARD_2 = "N:QJT54.Q632.T.A64 K9863.KJ984.Q3.7 2.AT75.9852.JT85 A7..AKJ764.KQ932"


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


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def dealt_document() -> dict:
    """A heat match scored on boards 1-2 with leads, the deals of both boards, a Bridgemate layout."""
    document = two_team_document(version=2)
    stage = document["stages"][0]
    match = stage["rounds"][0]["matches"][0]
    boards = [
        {
            "half": 1,
            "room": "open",
            "board": 1,
            "contract": "3NT",
            "declarer": "N",
            "tricks": 9,
            "lead": "HA",
            "source": "manual",
        },
        {
            "half": 1,
            "room": "closed",
            "board": 1,
            "contract": "3NT",
            "declarer": "E",
            "tricks": 8,
            "lead": "HK",
            "source": "manual",
        },
    ]
    match["boards"] = boards
    stage["board_layout"] = {
        "numbering": "round",
        "section": "B",
        "rounds": [{"bridgemate_round": 1, "round": 1, "half": 1}],
        "tables": [{"round": 1, "table": 5, "match": 1, "room": "closed"}],
    }
    stage["deals"] = [{"board": 1, "deal": BOARD_1, "source": "pbn"}, {"board": 2, "deal": BOARD_2, "source": "dup"}]
    return document


def test_deals_and_the_board_layout_go_out_and_come_back(tmp_path):
    document = dealt_document()
    tournament = import_json(copy.deepcopy(document), tmp_path / "dealt.tddesk")
    try:
        assert [deal.pbn() for deal in stage_deals(tournament, "s")] == [BOARD_1, BOARD_2]
        assert board_layout(tournament, "s") == Layout("round", "B", {1: (1, 1)}, {(1, 5): (1, "closed")})
        rows = match_boards(tournament, "m").halves[0].rows
        assert (rows[0].open.lead, rows[0].closed.lead) == ("HA", "HK")
        exported = export_json(tournament)
        written = json.loads(write_json(tournament, tmp_path / "again.json").read_text(encoding="utf-8"))
    finally:
        tournament.close()
    stage = exported["stages"][0]
    assert stage["deals"] == document["stages"][0]["deals"]
    assert stage["board_layout"] == document["stages"][0]["board_layout"]
    assert exported["version"] == 2 and written == exported
    again = import_json(exported, tmp_path / "third.tddesk")  # a second round trip changes nothing
    try:
        assert export_json(again) == exported
    finally:
        again.close()


def test_a_file_without_deals_writes_no_deals_key(tmp_path):
    tournament = import_json(two_team_document(), tmp_path / "plain.tddesk")
    try:
        stage = export_json(tournament)["stages"][0]
    finally:
        tournament.close()
    assert "deals" not in stage and "board_layout" not in stage


@pytest.mark.parametrize(
    ("change", "path", "words"),
    [
        (
            lambda stage: stage["deals"][0].update(deal=BOARD_1.replace("N:QJ962.", "N:AQJ962.")),
            "stages[0].deals[0].deal",
            "Board 1: SA is dealt to both N and E",
        ),
        (lambda stage: stage["deals"][1].update(board=1), "stages[0].deals[1].board", "board 1 is already dealt"),
        (
            lambda stage: stage["deals"][0].update(deal=BOARD_1.replace("N:QJ962.", "N:9QJ62.")),
            "stages[0].deals[0].deal",
            "each suit from the ace down",
        ),
        (
            lambda stage: stage["rounds"][0]["matches"][0]["boards"][1].update(lead="HA"),
            "stages[0].rounds[0].matches[0].boards[1].lead",
            "Board 1: S leads, but S was not dealt HA",
        ),
        (lambda stage: stage["board_layout"].update(numbering="venue"), "stages[0].board_layout.numbering", ""),
        (
            lambda stage: stage["rounds"][0]["matches"][0]["boards"][0].update(board=9),
            "stages[0].rounds[0].matches[0].boards[0]",
            "board 9 is not played in half 1 of round 1 (boards 1-8)",
        ),
        (
            lambda stage: stage["rounds"][0]["matches"][0]["boards"][0].pop("tricks"),
            "stages[0].rounds[0].matches[0].boards[0]",
            "3NT needs the tricks taken",
        ),
        (
            lambda stage: stage["rounds"][0]["matches"][0]["boards"][1].update(room="open"),
            "stages[0].rounds[0].matches[0].boards[1]",
            "already given at boards[0]",
        ),
        (
            lambda stage: stage["rounds"][0]["matches"][0]["boards"][1].update(assigned_ns_score=150),
            "stages[0].rounds[0].matches[0].boards[1]",
            "exactly one of them",
        ),
        (
            lambda stage: stage["rounds"][0]["matches"][0]["boards"].append(
                {"half": 1, "room": "open", "board": 2, "assigned_ns_score": 15}
            ),
            "stages[0].rounds[0].matches[0].boards[2]",
            "in tens of points, not 15",
        ),
        (
            lambda stage: stage["board_layout"]["tables"][0].update(room="kitchen"),
            "stages[0].board_layout.tables[0].room",
            "",
        ),
    ],
)
def test_a_bad_deal_or_layout_is_refused_with_its_path_and_no_file_is_left(tmp_path, change, path, words):
    document = dealt_document()
    change(document["stages"][0])
    target = tmp_path / "refused.tddesk"
    with pytest.raises(ServiceError) as caught:
        import_json(document, target)
    assert str(caught.value).startswith(f"{path}: "), str(caught.value)
    assert words in str(caught.value)
    assert not target.exists()


def test_a_version_1_document_with_deals_is_refused_naming_the_key(tmp_path):
    document = dealt_document()
    document["version"] = 1
    with pytest.raises(ServiceError, match=r"stages\[0\]\.(board_layout|deals)"):
        import_json(document, tmp_path / "v1.tddesk")
