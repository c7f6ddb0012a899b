"""P2 at both tables of one match: each ruling names its room (format version 4), the shares are
checked per table, and the program's own export of it is imported again (docs/format.md)."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from builders import championship, first_match, heat, play
from tddesk.export.json_export import export_json
from tddesk.formats.json_format import DocumentRefused
from tddesk.imports.json_import import import_json
from tddesk.services.errors import ServiceError
from tddesk.services.rulings import rule_slow_play
from tddesk.services.standings import standings_json


@pytest.fixture
def ruled(tmp_path):
    """Lag 1 (home) – Lag 2 (away), 16 boards, 30-13; slow play at both tables of the match."""
    tournament = championship(tmp_path / "dm.tddesk")
    stage = heat(tournament, 4)
    match = first_match(tournament, stage)
    play(tournament, match, 1, [(30, 13)])
    # open room: 12 minutes over, 50/50; closed room: 7 minutes over, all the home team's pair
    rule_slow_play(tournament, match.id, 12, {match.home: Decimal("0.5"), match.away: Decimal("0.5")}, "open")
    rule_slow_play(tournament, match.id, 7, {match.home: Decimal("1")}, "closed")
    yield tournament, stage, match
    tournament.close()


def penalties(tournament, stage) -> dict[str, str]:
    return {row["team"]: row["penalty_vp"] for row in standings_json(tournament, stage)["rows"]}


def test_slow_play_at_both_tables_of_one_match_reimports_from_the_own_export_P2(ruled, tmp_path):
    tournament, stage, match = ruled
    # By hand, P2's brackets: 12 min is over 10 up to 15 → 2 VP per table; 7 min over 5 up to 10 → 1.5 VP.
    # Open room 50/50: 2 × 0.5 = 1.00 VP each. Closed room: the home team's pair alone, 1.5 × 1 = 1.50.
    # Home 1.00 + 1.50 = 2.50 VP, away 1.00 VP. The shares at one match add up to 0.5+0.5+1 = 2.0 in all,
    # but to 1.0 at each table.
    expected = dict.fromkeys(("t1", "t2", "t3", "t4"), "0.00") | {match.home: "2.50", match.away: "1.00"}
    assert penalties(tournament, stage) == expected
    document = export_json(tournament)
    assert document["version"] == 4
    rooms = [(penalty["team"], penalty["share"], penalty.get("room")) for penalty in document["stages"][0]["penalties"]]
    assert rooms == [(match.home, "0.5", "open"), (match.away, "0.5", "open"), (match.home, "1", "closed")]
    copy = import_json(json.loads(json.dumps(document)), tmp_path / "copy.tddesk")
    try:
        assert penalties(copy, stage) == expected
        assert export_json(copy) == document
    finally:
        copy.close()


def test_shares_above_one_at_one_table_are_refused_by_the_service_and_the_import_P2(ruled, tmp_path):
    tournament, _stage, match = ruled
    # the open room already has 0.5 + 0.5 = 1; another 0.25 there makes 1.25 > 1
    with pytest.raises(ServiceError, match=r"1\.25"):
        rule_slow_play(tournament, match.id, 3, {match.away: Decimal("0.25")}, "open")
    document = export_json(tournament)
    document["stages"][0]["penalties"][2]["room"] = "open"  # the closed room's 1 moved to the open room: 2
    with pytest.raises(DocumentRefused, match=r"stages\[0\]\.penalties\[2\]\.share"):
        import_json(document, tmp_path / "refused.tddesk")
    assert not (tmp_path / "refused.tddesk").exists()


def test_a_version_3_document_may_not_name_the_table_P2(ruled, tmp_path):
    tournament, _stage, _match = ruled
    document = export_json(tournament)
    document["version"] = 3
    with pytest.raises(DocumentRefused, match=r'stages\[0\]\.penalties\[0\]\.room: .*"version": 4'):
        import_json(document, tmp_path / "refused.tddesk")
