"""IMPs across the field of the reference semifinal day in the federation workbook and the JSON
export: the figures of expected.json, per pair and half and per player, read back from the files."""

from __future__ import annotations

import json
from decimal import Decimal

import openpyxl
import pytest

from bws_day import bws_folder, day_copy
from tddesk.export.federation_workbook import sheet_titles, write_federation_workbook
from tddesk.export.json_export import export_json, write_json
from tddesk.imports.json_import import import_json
from tddesk.services.field import field_results


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def folder(shared_dir):
    path = bws_folder(shared_dir)
    if not (path / "expected.json").exists():
        pytest.skip("reference data not present")
    return path


@pytest.fixture
def imported_day(tmp_path_factory, tmp_path, folder):
    """A copy of the day with both venue files imported (built once per run)."""
    opened, team_ids, stages = day_copy(
        tmp_path_factory, tmp_path / "dm.tddesk", folder, imported=True, name="DM Lag ÖMBF 2024-25", season="2024-25"
    )
    yield opened, team_ids, stages
    opened.close()


@pytest.fixture
def tournament(imported_day):
    return imported_day[0]


@pytest.fixture
def day(imported_day, folder):
    _tournament, team_ids, stages = imported_day
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))["field"]["pair_totals"]
    return team_ids, stages, {(pair["team"], pair["line"]): pair["ximps"] for pair in expected}


def sheet_rows(path, title):
    rows = list(openpyxl.load_workbook(path)[title].iter_rows(values_only=True))
    return [dict(zip(rows[0], row, strict=True)) for row in rows[1:]]


def test_the_workbook_lists_every_pair_and_player_with_the_reference_figures(tournament, day, tmp_path):
    team_ids, stages, expected = day
    number_of = {team_id: number for number, team_id in team_ids.items()}
    path = write_federation_workbook(tournament, tmp_path / "day.xlsx")
    assert set(sheet_titles()) >= {"IAF pairs", "IAF players"}
    pairs = sheet_rows(path, "IAF pairs")
    result = field_results(tournament, stages)
    name_to_number = {pair.team_name: number_of[pair.team_id] for pair in result.pairs}
    assert len(pairs) == 16 == len(expected)  # 8 teams × 2 lines over both venues
    halves = [f"Round {round_number}, half {half}" for round_number in (1, 2, 3) for half in (1, 2)]
    for row in pairs:
        key = (name_to_number[row["Team"]], row["Line"])
        assert f"{row['IMPs across the field']:.2f}" == expected[key], key
        assert row["Boards"] == 60
        assert sum(Decimal(f"{row[column]:.2f}") for column in halves) == Decimal(expected[key])
    players = sheet_rows(path, "IAF players")
    assert sum(row["Boards"] for row in players) == 8 * 60 * 4
    by_mid = {player.mid: player for player in result.players}
    for row in players:
        assert f"{row['IMPs across the field']:.2f}" == f"{by_mid[row['MID']].total:.2f}"
        assert row["Player"] == by_mid[row["MID"]].name
    cell = openpyxl.load_workbook(path)["IAF pairs"]["E2"]
    assert cell.number_format == "0.00"


def test_the_json_export_carries_each_stages_iaf_and_a_round_trip_keeps_it(tournament, day, tmp_path):
    team_ids, stages, expected = day
    number_of = {team_id: number for number, team_id in team_ids.items()}
    document = export_json(tournament)
    seen = {}
    for stage in document["stages"]:
        field = stage["imps_across_the_field"]
        assert field["stages"] == list(stages) and field["method"] == "field"
        assert {pair["team"] for pair in field["pairs"]} == set(stage["teams"])
        for pair in field["pairs"]:
            seen[(number_of[pair["team"]], pair["line"])] = pair["imps"]
            assert sum(Decimal(half["imps"]) for half in pair["halves"]) == Decimal(pair["imps"])
        assert sum(player["boards"] for player in field["players"]) == 4 * 60 * 4
    assert seen == expected
    copy = import_json(
        json.loads(write_json(tournament, tmp_path / "day.json").read_text(encoding="utf-8")), tmp_path / "copy.tddesk"
    )
    try:
        assert export_json(copy)["stages"] == document["stages"]
    finally:
        copy.close()
