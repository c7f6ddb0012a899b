"""`tddesk result` and `tddesk standings --json` (docs/format.md) on a real file."""

import datetime as dt
import json

import jsonschema
import pytest

from builders import roster
from tddesk.cli import main
from tddesk.services.files import new_championship
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team

STANDINGS_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["stage", "complete", "rows"],
    "properties": {
        "stage": {"type": "string"},
        "complete": {"type": "boolean"},
        "rows": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": [
                    "rank",
                    "team",
                    "name",
                    "played",
                    "vp",
                    "penalty_vp",
                    "imps_won",
                    "imps_lost",
                    "imp_quotient",
                    "decided_by",
                    "provisional",
                    "excluded",
                ],
                "properties": {
                    "rank": {"type": "integer"},
                    "team": {"type": "string"},
                    "name": {"type": "string"},
                    "played": {"type": "integer"},
                    "vp": {"type": "string", "pattern": r"^-?\d+\.\d\d$"},
                    "penalty_vp": {"type": "string", "pattern": r"^\d+\.\d\d$"},
                    "imps_won": {"type": "integer"},
                    "imps_lost": {"type": "integer"},
                    "imp_quotient": {"type": ["string", "null"], "pattern": r"^(\d+\.\d{4}|inf)$"},
                    "decided_by": {"enum": ["vp", "imp_quotient", "head_to_head", "lot", None]},
                    "provisional": {"type": "boolean"},
                    "excluded": {"type": "boolean"},
                },
            },
        },
    },
}


@pytest.fixture
def heat_file(tmp_path):
    path = tmp_path / "dm.tddesk"
    tournament = new_championship(path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17")
    stage = create_stage(tournament, StageForm("Kvalheat Linköping", 16), stage_id="heat-lkpg").value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 10 * number)), stage)
    make_schedule(tournament, stage, dt.date(2016, 10, 3))
    matches = [m.id for r in schedule_view(tournament, stage).rounds for m in r.matches]
    tournament.close()
    return path, matches


def test_result_then_standings_json_matches_format_md(heat_file, capsys):
    path, matches = heat_file
    assert main(["result", str(path), "--match", matches[0], "--imps", "31-18"]) == 0
    assert "13.52-6.48" in capsys.readouterr().out
    assert main(["standings", str(path), "--stage", "heat-lkpg", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    jsonschema.validate(document, STANDINGS_SCHEMA)
    assert document["stage"] == "heat-lkpg" and document["complete"] is False
    top = document["rows"][0]
    assert (top["vp"], top["imps_won"], top["imps_lost"], top["imp_quotient"]) == ("13.52", 31, 18, "1.7222")
    assert document["rows"][-1]["decided_by"] is None


def test_an_unusual_margin_is_saved_only_with_yes_in_the_tds_words_VP1(heat_file, capsys):
    """140 IMPs on 16 boards is more than twice the blitz margin: the result waits for --yes, and
    the question says so in Swedish, on one line."""
    path, matches = heat_file
    assert main(["result", str(path), "--match", matches[0], "--imps", "140-0"]) == 2
    error = capsys.readouterr().err
    assert "140 IMP" in error and error.strip().endswith("Upprepa med --yes för att spara det.")
    assert error.count("\n") == 1
    assert main(["result", str(path), "--match", matches[0], "--imps", "140-0", "--yes"]) == 0
    assert "140-0 IMP" in capsys.readouterr().out


@pytest.mark.parametrize("imps", ["31:18", "-5-3", "x-3", "31-"])
def test_bad_imps_give_one_line_and_exit_2(heat_file, capsys, imps):
    path, matches = heat_file
    assert main(["result", str(path), "--match", matches[0], "--imps", imps]) == 2
    error = capsys.readouterr().err.strip()
    assert error and "\n" not in error and "Traceback" not in error


def test_unknown_match_and_stage_exit_2(heat_file, capsys):
    path, _ = heat_file
    assert main(["result", str(path), "--match", "nope", "--imps", "1-2"]) == 2
    assert main(["standings", str(path), "--stage", "nope"]) == 2
    assert "nope" in capsys.readouterr().err


@pytest.mark.parametrize("imps", ["9" * 5000 + "-0", "²-0", "٣١-18", "31-1" + "0" * 12])
def test_result_with_hostile_imps_is_refused_in_one_line_VP1(heat_file, capsys, imps):
    path, matches = heat_file
    assert main(["--lang", "en", "result", str(path), "--match", matches[0], "--imps", imps]) == 2
    error = capsys.readouterr().err
    assert "IMPs" in error and "Traceback" not in error and len(error) < 300
    assert main(["standings", str(path), "--stage", "heat-lkpg", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["rows"][0]["played"] == 0  # nothing was saved


def test_an_argument_with_undecodable_bytes_is_refused_in_words(heat_file, capsys):
    path, _matches = heat_file
    assert main(["--lang", "en", "result", str(path), "--match", "x\udcff", "--imps", "3-0"]) == 2
    error = capsys.readouterr().err
    assert "x\ufffd" in error and ("not text" in error or "inte är text" in error)  # told before --lang is read
