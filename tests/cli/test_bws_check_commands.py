"""`tddesk bws-check` and the refusals of `tddesk import-bws`: another venue's file, an older copy,
a file without IDs and a damaged file each leave the championship file as it was."""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import time
from pathlib import Path

import pytest

from bws_day import bws_folder, register_day
from tddesk.cli import main
from tddesk.formats.bws.jet import JetDatabase
from tddesk.formats.bws.writer.bcs_tables import write_bws
from tddesk.services.files import new_championship


def run(*arguments) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["--lang", "en", *arguments])
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def folder(shared_dir) -> Path:
    path = bws_folder(shared_dir)
    if not (path / "semifinal-venue1.bws").exists():
        pytest.skip("reference data not present")
    return path


@pytest.fixture
def day_file(tmp_path, folder):
    path = tmp_path / "semifinal.tddesk"
    tournament = new_championship(path, name="DM Lag", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17")
    _team_ids, stages = register_day(tournament, folder)
    tournament.close()
    return path, stages


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def rewritten(source: Path, target: Path, keep=lambda row: True, drop_column: str | None = None) -> Path:
    """``source``'s tables written again by tddesk's Jet writer, ReceivedData filtered by ``keep``."""
    database = JetDatabase(source.read_bytes())
    rows = {table: database.rows(table) for table in database.tables}
    rows["ReceivedData"] = [
        {key: value for key, value in row.items() if key != drop_column} for row in rows["ReceivedData"] if keep(row)
    ]
    write_bws(target, rows)
    return target


def test_bws_check_tells_what_a_file_holds(folder, shared_dir):
    status, out, _err = run("bws-check", str(folder / "semifinal-venue1.bws"), "--json")
    assert status == 0
    found = json.loads(out)
    assert found["format"].startswith("Jet4")
    assert (found["sections"], found["tables"], found["rounds"], found["boards"]) == (["A"], 4, 6, 60)
    assert (found["results"], found["erased"], found["superseded"], found["deleted_rows"]) == (240, 2, 4, 0)
    assert (found["arbitral"], found["passed_out"], found["player_numbers"]) == (0, 11, 96)
    assert found["problems"] == []
    taiwan = shared_dir / "reference" / "real-bws" / "tw-bridgemate-ui-12tables1section.bws"
    if taiwan.exists():
        found = json.loads(run("bws-check", str(taiwan), "--json")[1])
        assert (found["format"], found["results"], found["arbitral"], found["passed_out"]) == (
            "Jet3 (Access 97)",
            288,
            2,
            5,
        )
        assert found["played_on"] == "2005-05-09"
    backup = shared_dir / "reference" / "real-bws" / "cz-bridgemanager-BMInput_Zaloha.bws"
    if backup.exists():
        found = json.loads(run("bws-check", str(backup), "--json")[1])
        assert (found["results"], found["erased"], found["deleted_rows"]) == (154, 1, 693 + 1317 + 127 + 19)
    status, out, _err = run("bws-check", str(folder / "semifinal-venue1.bws"))
    assert status == 0 and "Results" in out and "240" in out


def test_bws_check_against_the_other_venue_names_the_teams(folder, day_file):
    path, stages = day_file
    status, out, _err = run(
        "bws-check", str(folder / "semifinal-venue1.bws"), "--against", str(path), "--stage", stages[1], "--json"
    )
    assert status == 0
    problems = json.loads(out)["problems"]
    assert len(problems) == 1
    assert "Lindqvist" in problems[0] and "another venue" in problems[0]
    status, out, _err = run(
        "bws-check", str(folder / "semifinal-venue1.bws"), "--against", str(path), "--stage", stages[0], "--json"
    )
    assert json.loads(out)["problems"] == []


def test_another_venues_file_is_refused_naming_its_teams_unless_forced(folder, day_file):
    path, stages = day_file
    before = digest(path)
    status, _out, err = run("import-bws", str(path), str(folder / "semifinal-venue1.bws"), "--stage", stages[1])
    assert status == 2 and err.count("\n") == 1
    assert "Åkesson" in err and "--force" in err
    assert digest(path) == before
    status, out, err = run(
        "import-bws", str(path), str(folder / "semifinal-venue1.bws"), "--stage", stages[1], "--force"
    )
    assert status == 0, err
    assert out.startswith("240 results written")


def test_an_older_copy_is_refused_after_the_newer_one(folder, day_file, tmp_path):
    """Venue 1's table 3 corrected board 27 in row 150; a copy taken at row 120 would undo it."""
    path, stages = day_file
    older = rewritten(folder / "semifinal-venue1.bws", tmp_path / "older.bws", keep=lambda row: row["ID"] <= 120)
    assert run("import-bws", str(path), str(folder / "semifinal-venue1.bws"), "--stage", stages[0])[0] == 0
    before = digest(path)
    status, _out, err = run("import-bws", str(path), str(older), "--stage", stages[0])
    assert status == 2 and "older than the one imported before" in err and "244" in err
    assert digest(path) == before
    assert run("bws-check", str(older), "--against", str(path), "--stage", stages[0])[1].count("older than") == 1


def test_a_file_without_result_ids_is_refused(folder, day_file, tmp_path):
    path, stages = day_file
    no_ids = rewritten(folder / "semifinal-venue1.bws", tmp_path / "no-ids.bws", drop_column="ID")
    before = digest(path)
    status, _out, err = run("import-bws", str(path), str(no_ids), "--stage", stages[0])
    assert status == 2 and "not a Bridgemate results file" in err and err.count("\n") == 1
    assert digest(path) == before


def test_a_file_with_no_results_never_removes_results(folder, day_file, tmp_path):
    path, stages = day_file
    empty = rewritten(folder / "semifinal-venue1.bws", tmp_path / "empty.bws", keep=lambda row: False)
    assert run("import-bws", str(path), str(folder / "semifinal-venue1.bws"), "--stage", stages[0])[0] == 0
    before = digest(path)
    status, _out, err = run("import-bws", str(path), str(empty), "--stage", stages[0], "--force")
    assert status == 2 and "no results" in err
    assert digest(path) == before


def test_a_damaged_file_is_one_line_exit_2_for_check_and_import(folder, day_file, tmp_path):
    path, stages = day_file
    data = (folder / "semifinal-venue1.bws").read_bytes()
    damaged = tmp_path / "damaged.bws"
    damaged.write_bytes(data[: len(data) // 3])
    past = time.time() - 3600  # written an hour ago: not being written
    os.utime(damaged, (past, past))
    before = digest(path)
    for arguments in (("bws-check", str(damaged)), ("import-bws", str(path), str(damaged), "--stage", stages[0])):
        status, out, err = run(*arguments)
        assert status == 2 and out == "" and err.count("\n") == 1
        assert "damaged or cut short" in err and "Traceback" not in err
    assert digest(path) == before
    status, _out, err = run("bws-check", str(tmp_path))
    assert status == 2 and "is a folder" in err


def test_damaged_swedish_words_carry_no_english_library_text(folder, tmp_path):
    zip_file = tmp_path / "resultat.bws"
    zip_file.write_bytes(b"PK\x03\x04" + b"\x00" * 4000)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["--lang", "sv", "bws-check", str(zip_file)])
    assert status == 2
    assert "resultat.bws" in err.getvalue()
    assert "not an Access database" not in err.getvalue() and "Access-databas" in err.getvalue()
