"""`tddesk new`, `import-members`, `team-template`, `import-teams`, `schedule` and `fees` as the TD
types them: exit status 0, or 2 with the problems on stderr and the file unchanged (T1, T4, F1)."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from openpyxl import load_workbook
from sqlalchemy import func, select

from tddesk.cli import main
from tddesk.models.tables import Audit, Championship, Player, StageTeam, Team
from tddesk.services.fees import record_entry_fee_paid
from tddesk.services.files import open_championship
from tddesk.services.stages import StageForm, create_stage

HEAT = "heat-kvalheat-linkoping"


def numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:\.\d+)?", text)


def snapshot(path):
    tournament = open_championship(path, read_only=True)
    try:
        with tournament.reading() as session:
            return tuple(
                session.scalar(select(func.count()).select_from(table)) for table in (Player, Team, StageTeam, Audit)
            )
    finally:
        tournament.close()


@pytest.fixture
def championship(tmp_path, capsys):
    """A new file with an empty 16-board heat."""
    path = tmp_path / "dm.tddesk"
    assert main(["new", str(path), "--name", "DM Lag ÖMBF", "--profile", "ombf-2016-17"]) == 0
    tournament = open_championship(path)
    assert create_stage(tournament, StageForm("Kvalheat Linköping", 16)).value == HEAT
    tournament.close()
    capsys.readouterr()
    return path


def team_workbook(path, sizes, first_mid=200000):
    assert main(["team-template", str(path)]) == 0
    workbook = load_workbook(path)
    sheet, row = workbook.worksheets[0], 2
    for team, size in enumerate(sizes):
        for index in range(size):
            mid = first_mid + 10 * team + index
            values = (
                f"Lag {team + 1}" if index == 0 else None,
                str(mid),
                f"Spelare {mid}",
                "BK Linköping",
                "ÖMBF",
                1970,
                "Ja",
                "Ja" if index == 0 else None,
            )
            for column, value in enumerate(values, start=1):
                sheet.cell(row=row, column=column, value=value)
            row += 1
    workbook.save(path)
    return path


def test_new_takes_season_and_district_from_the_profile(tmp_path, capsys):
    assert main(["new", str(tmp_path / "a.tddesk"), "--name", "DM Lag", "--profile", "ombf-2016-17"]) == 0
    assert (
        main(
            [
                "new",
                str(tmp_path / "b.tddesk"),
                "--name",
                "DM Lag",
                "--profile",
                "ombf-2016-17",
                "--season",
                "2017-18",
                "--district",
                "SBF",
            ]
        )
        == 0
    )
    assert "a.tddesk" in capsys.readouterr().out
    for name, expected in (("a.tddesk", ("2016-17", "ÖMBF")), ("b.tddesk", ("2017-18", "SBF"))):
        tournament = open_championship(tmp_path / name, read_only=True)
        with tournament.reading() as session:
            championship = session.scalars(select(Championship)).one()
            assert (championship.season, championship.district, championship.profile_id) == (*expected, "ombf-2016-17")
        tournament.close()


def test_new_refuses_an_unknown_profile_and_an_existing_file(championship, tmp_path, capsys):
    assert main(["new", str(tmp_path / "x.tddesk"), "--name", "DM", "--profile", "ombf-1999"]) == 2
    before = championship.read_bytes()
    assert main(["new", str(championship), "--name", "DM", "--profile", "ombf-2016-17"]) == 2
    error = capsys.readouterr().err
    assert len(error.strip().splitlines()) == 2 and "ombf-1999" in error and "Traceback" not in error
    assert not (tmp_path / "x.tddesk").exists() and championship.read_bytes() == before


def test_team_template_is_not_overwritten_without_force(tmp_path, capsys):
    path = tmp_path / "lag.xlsx"
    assert main(["--lang", "en", "team-template", str(path)]) == 0
    assert load_workbook(path).worksheets[0]["A1"].value == "Team"
    assert main(["team-template", str(path)]) == 2
    assert load_workbook(path).worksheets[0]["A1"].value == "Team"
    assert main(["--lang", "sv", "team-template", str(path), "--force"]) == 0
    assert load_workbook(path).worksheets[0]["A1"].value == "Lag"
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_import_teams_registers_five_teams_in_the_heat(championship, tmp_path, capsys):
    workbook = team_workbook(tmp_path / "lag.xlsx", (4, 5, 6, 4, 6))
    assert main(["import-teams", str(championship), str(workbook), "--heat", HEAT]) == 0
    out = capsys.readouterr().out
    assert all(f"Lag {n}" in out for n in range(1, 6))
    assert snapshot(championship)[:3] == (25, 5, 5)


@pytest.mark.parametrize(("sizes", "rows"), [((4, 3), {6}), ((4, 9), {6, 12, 13})])
def test_import_teams_lists_each_problem_and_imports_nothing_T1(championship, tmp_path, capsys, sizes, rows):
    workbook = team_workbook(tmp_path / "lag.xlsx", sizes)
    before = snapshot(championship)
    capsys.readouterr()
    assert main(["import-teams", str(championship), str(workbook), "--heat", HEAT]) == 2
    captured = capsys.readouterr()
    problems = captured.err.strip().splitlines()[1:]
    assert {int(numbers(line)[0]) for line in problems} == rows and all("T1" in line for line in problems)
    assert "Traceback" not in captured.err and captured.out == ""
    assert snapshot(championship) == before


def test_import_teams_with_a_player_in_two_teams_T4(championship, tmp_path, capsys):
    workbook = team_workbook(tmp_path / "lag.xlsx", (4, 4))
    sheet_book = load_workbook(workbook)
    sheet_book.worksheets[0]["B9"] = "200000"  # Lag 2's last player is Lag 1's first
    sheet_book.worksheets[0]["C9"] = "Spelare 200000"
    sheet_book.save(workbook)
    before = snapshot(championship)
    assert main(["import-teams", str(championship), str(workbook), "--heat", HEAT]) == 2
    problems = capsys.readouterr().err.strip().splitlines()[1:]
    assert len(problems) == 1 and numbers(problems[0])[0] == "9" and "T4" in problems[0]
    assert snapshot(championship) == before


@pytest.mark.parametrize("damage", ["random bytes", "truncated"])
def test_import_teams_from_a_damaged_workbook_is_one_problem(championship, tmp_path, capsys, damage):
    workbook = team_workbook(tmp_path / "lag.xlsx", (4, 4, 4, 4))
    data = workbook.read_bytes()
    workbook.write_bytes(bytes(range(256)) * 10 if damage == "random bytes" else data[: len(data) // 2])
    before = snapshot(championship)
    assert main(["import-teams", str(championship), str(workbook), "--heat", HEAT]) == 2
    error = capsys.readouterr().err
    assert len(error.strip().splitlines()) == 2 and "lag.xlsx" in error and "Traceback" not in error
    assert snapshot(championship) == before


def test_import_members_and_their_problems(championship, tmp_path, capsys):
    good = tmp_path / "medlemmar.csv"
    good.write_text(
        "MID;Namn;Klubb;Distrikt;Födelseår\n100231;Anna Ek;BK Linköping;ÖMBF;1994\n"
        "100232;Bo Ek;BK Linköping;ÖMBF;1960\n",
        encoding="utf-8-sig",
    )
    assert main(["import-members", str(championship), str(good)]) == 0
    assert numbers(capsys.readouterr().out)[:3] == ["2", "2", "0"]  # members, new, already known
    bad = tmp_path / "fel.csv"
    bad.write_text(
        "MID,Namn,Klubb\n100233,Cilla Holm,BK Linköping\n100231,Per Holm,BK Linköping\n,Utan Nummer,BK Linköping\n",
        encoding="utf-8",
    )
    before = snapshot(championship)
    assert main(["import-members", str(championship), str(bad)]) == 2
    problems = capsys.readouterr().err.strip().splitlines()[1:]
    assert [numbers(line)[0] for line in problems] == ["3", "4"] and all("MID" in line for line in problems)
    assert snapshot(championship) == before


def test_schedule_make_and_print_rounds_with_byes_H1(championship, tmp_path, capsys):
    main(["import-teams", str(championship), str(team_workbook(tmp_path / "lag.xlsx", (4,) * 5)), "--heat", HEAT])
    assert main(["schedule", str(championship), "--heat", HEAT, "--first-date", "2016-10-03"]) == 2
    capsys.readouterr()
    assert main(["schedule", str(championship), "--heat", HEAT, "--make", "--first-date", "2016-10-03"]) == 0
    made = capsys.readouterr().out
    assert [line.count(" – ") for line in made.splitlines()].count(1) == 10
    assert all(f"2016-10-{day:02d}" in made for day in (3, 10, 17, 24, 31))
    assert all(sum(f"Lag {n}" in line for line in made.splitlines()) == 5 for n in range(1, 6))  # 4 matches + bye
    assert main(["schedule", str(championship), "--heat", HEAT]) == 0
    assert capsys.readouterr().out == made
    assert main(["schedule", str(championship), "--heat", HEAT, "--make"]) == 2


def test_fees_with_totals_F1(championship, tmp_path, capsys):
    main(["import-teams", str(championship), str(team_workbook(tmp_path / "lag.xlsx", (4,) * 5)), "--heat", HEAT])
    tournament = open_championship(championship)
    record_entry_fee_paid(tournament, "t1", dt.date(2016, 10, 20))
    tournament.close()
    capsys.readouterr()
    assert main(["fees", str(championship), "--heat", HEAT, "--as-of", "2016-11-15"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    lag_1 = next(line for line in lines if line.startswith("Lag 1"))
    lag_2 = next(line for line in lines if line.startswith("Lag 2"))
    assert numbers(lag_1)[-3:] == ["600.00", "600.00", "0.00"] and numbers(lag_2)[-3:] == ["650.00", "0.00", "650.00"]
    assert numbers(lines[-2])[-3:] == ["3200.00", "600.00", "2600.00"]
    assert numbers(lines[-1]) == ["5", "1", "4"]


@pytest.mark.parametrize(
    "arguments",
    [
        ["fees", "{file}", "--heat", "heat-saknas"],
        ["schedule", "{file}", "--heat", HEAT, "--first-date", "2016-13-01", "--make"],
        ["import-teams", "{file}", "{missing}", "--heat", HEAT],
        ["fees", "{missing}", "--heat", HEAT],
    ],
)
def test_bad_input_is_one_line_and_exit_2(championship, tmp_path, capsys, arguments):
    values = {"file": str(championship), "missing": str(tmp_path / "saknas.xlsx")}
    before = snapshot(championship)
    assert main([argument.format(**values) for argument in arguments]) == 2
    error = capsys.readouterr().err
    assert "Traceback" not in error and 1 <= len(error.strip().splitlines()) <= 2
    assert snapshot(championship) == before
