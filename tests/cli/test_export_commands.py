"""`tddesk export-xlsx FILE OUT.xlsx [--stage ID]` on a real file."""

import datetime as dt

import openpyxl
import pytest

from builders import roster
from tddesk.cli import main
from tddesk.i18n import translate
from tddesk.services.files import new_championship
from tddesk.services.results import enter_half
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team


@pytest.fixture
def championship(tmp_path):
    """Two heats; the first has one result."""
    path = tmp_path / "dm.tddesk"
    tournament = new_championship(path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17")
    for town, first_mid in (("Linköping", 100000), ("Motala", 200000)):
        stage = create_stage(tournament, StageForm(f"Kvalheat {town}", 16), stage_id=f"heat-{town[:4].lower()}").value
        for number in range(4):
            register_team(tournament, TeamForm(f"{town} {number + 1}", roster(first_mid + 10 * number)), stage)
        make_schedule(tournament, stage, dt.date(2016, 10, 3))
    enter_half(tournament, schedule_view(tournament, "heat-link").rounds[0].matches[0].id, 1, 31, 18)
    tournament.close()
    return path


def _column(path, sheet: str, header: str) -> list:
    rows = list(openpyxl.load_workbook(path)[translate("Export", sheet)].values)
    index = rows[0].index(translate("Export", header))
    return [row[index] for row in rows[1:]]


def test_export_xlsx_writes_every_stage(championship, tmp_path, capsys):
    out = tmp_path / "dm.xlsx"
    assert main(["export-xlsx", str(championship), str(out)]) == 0
    assert str(out) in capsys.readouterr().out
    assert set(_column(out, "Standings", "Stage")) == {"Kvalheat Linköping", "Kvalheat Motala"}
    assert 13.52 in _column(out, "Matches", "VP home")


def test_export_xlsx_with_stage_writes_that_stage_only(championship, tmp_path):
    out = tmp_path / "motala.xlsx"
    assert main(["export-xlsx", str(championship), str(out), "--stage", "heat-mota"]) == 0
    assert set(_column(out, "Standings", "Stage")) == {"Kvalheat Motala"}
    assert {name.split()[0] for name in _column(out, "Teams", "Team")} == {"Motala"}


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        (["--stage", "heat-nowhere"], "heat-nowhere"),
        ([], None),
    ],
)
def test_bad_input_is_one_line_on_stderr_and_exit_2(championship, tmp_path, capsys, arguments, words):
    out = tmp_path / "out.xlsx"
    source = championship if words else tmp_path / "missing.tddesk"
    assert main(["export-xlsx", str(source), str(out), *arguments]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and (words or "missing.tddesk") in error
    assert not out.exists()


def test_a_workbook_must_be_named_xlsx(championship, tmp_path, capsys):
    assert main(["export-xlsx", str(championship), str(tmp_path / "dm.csv")]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert not (tmp_path / "dm.csv").exists()


def test_missing_arguments_exit_2(capsys):
    assert main(["export-xlsx"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
