"""`tddesk import-json` and `tddesk export-json`: round trip through files; bad input is one line, exit 2."""

from __future__ import annotations

import json

import pytest

from tddesk.cli import main


def document() -> dict:
    players = [
        {"mid": mid, "name": f"Spelare {mid}", "club": "c-lkpg", "birth_year": 1970, "membership_paid": True}
        for mid in ("11", "12", "13", "14", "21", "22", "23", "24")
    ]
    return {
        "format": "tddesk-tournament",
        "version": 1,
        "championship": {
            "name": "DM Lag ÖMBF 2016-17",
            "season": "2016-17",
            "profile": "ombf-2016-17",
            "district": "ÖMBF",
        },
        "clubs": [{"id": "c-lkpg", "name": "BK Linköping", "district": "ÖMBF"}],
        "players": players,
        "teams": [
            {
                "id": "t1",
                "name": "Ek",
                "captain": "11",
                "players": ["11", "12", "13", "14"],
                "newcomer": False,
                "entry_fee_paid_on": "2016-10-20",
                "dispensations": [],
            },
            {
                "id": "t2",
                "name": "Björk",
                "captain": None,
                "players": ["21", "22", "23", "24"],
                "newcomer": True,
                "entry_fee_paid_on": None,
                "dispensations": [],
            },
        ],
        "stages": [
            {
                "id": "heat-lkpg",
                "kind": "heat",
                "name": "Kvalheat Linköping",
                "boards_per_match": 16,
                "halves": 1,
                "dealt_at_table": False,
                "teams": ["t1", "t2"],
                "rounds": [
                    {
                        "number": 1,
                        "date": "2016-10-03",
                        "start": "19:00",
                        "matches": [
                            {
                                "id": "m1",
                                "home": "t1",
                                "away": "t2",
                                "halves": [
                                    {
                                        "home_imps": 31,
                                        "away_imps": 18,
                                        "home_lineup": ["11", "12", "13", "14"],
                                        "away_lineup": ["21", "22", "23", "24"],
                                    }
                                ],
                            }
                        ],
                    }
                ],
                "penalties": [{"id": "p1", "match": "m1", "team": "t2", "kind": "late_arrival", "minutes": 12}],
                "walkovers": [],
                "exclusions": [],
                "lots": [],
            }
        ],
        "audit": [
            {
                "at": "2016-10-03T22:41:07",
                "by": "TL",
                "action": "enter_result",
                "subject": "m1",
                "before": None,
                "after": {"home_imps": 31, "away_imps": 18},
            }
        ],
    }


def write(path, value) -> None:
    path.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")


def refused(capsys, arguments: list[str]) -> str:
    assert main(arguments) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err
    return captured.err


def test_import_then_export_gives_the_same_document(tmp_path, capsys):
    write(tmp_path / "in.json", document())
    assert main(["import-json", str(tmp_path / "in.json"), str(tmp_path / "dm.tddesk")]) == 0
    assert (tmp_path / "dm.tddesk").is_file()
    assert main(["export-json", str(tmp_path / "dm.tddesk"), str(tmp_path / "out.json")]) == 0
    captured = capsys.readouterr()
    assert "dm.tddesk" in captured.out and "out.json" in captured.out and captured.err == ""
    assert json.loads((tmp_path / "out.json").read_text(encoding="utf-8")) == document()


def test_schema_error_shows_the_first_path_and_how_many_more(tmp_path, capsys):
    bad = document()
    bad["teams"][1]["colour"] = "blue"
    bad["stages"][0]["rounds"][0]["matches"][0]["halves"][0]["home_imps"] = "31"
    write(tmp_path / "in.json", bad)
    error = refused(capsys, ["import-json", str(tmp_path / "in.json"), str(tmp_path / "dm.tddesk")])
    assert error.startswith("teams[1]: ") and "'colour'" in error and "1" in error.split("'colour'")[1]
    assert not (tmp_path / "dm.tddesk").exists()


def test_dangling_reference(tmp_path, capsys):
    bad = document()
    bad["stages"][0]["penalties"][0]["team"] = "t9"
    write(tmp_path / "in.json", bad)
    error = refused(capsys, ["import-json", str(tmp_path / "in.json"), str(tmp_path / "dm.tddesk")])
    assert error.startswith("stages[0].penalties[0].team: 't9' ")
    assert not (tmp_path / "dm.tddesk").exists()


def test_unreadable_json(tmp_path, capsys):
    (tmp_path / "in.json").write_text('{"format": "tddesk-tournament",\n  oops}', encoding="utf-8")
    error = refused(capsys, ["import-json", str(tmp_path / "in.json"), str(tmp_path / "dm.tddesk")])
    assert "in.json" in error and "2" in error
    assert not (tmp_path / "dm.tddesk").exists()


def test_missing_input(tmp_path, capsys):
    error = refused(capsys, ["import-json", str(tmp_path / "nothing.json"), str(tmp_path / "dm.tddesk")])
    assert "nothing.json" in error


def test_existing_target_is_left_alone(tmp_path, capsys):
    write(tmp_path / "in.json", document())
    (tmp_path / "dm.tddesk").write_bytes(b"keep me")
    error = refused(capsys, ["import-json", str(tmp_path / "in.json"), str(tmp_path / "dm.tddesk")])
    assert "dm.tddesk" in error
    assert (tmp_path / "dm.tddesk").read_bytes() == b"keep me"


@pytest.mark.parametrize("name", ["missing.tddesk", "notes.tddesk"])
def test_export_of_a_file_that_cannot_be_opened(tmp_path, capsys, name):
    (tmp_path / "notes.tddesk").write_text("just notes")
    error = refused(capsys, ["export-json", str(tmp_path / name), str(tmp_path / "out.json")])
    assert name in error
    assert not (tmp_path / "out.json").exists()


def test_export_into_a_missing_folder(tmp_path, capsys):
    write(tmp_path / "in.json", document())
    assert main(["import-json", str(tmp_path / "in.json"), str(tmp_path / "dm.tddesk")]) == 0
    capsys.readouterr()
    error = refused(capsys, ["export-json", str(tmp_path / "dm.tddesk"), str(tmp_path / "no" / "out.json")])
    assert "out.json" in error
