"""The team workbook: the template as the TD hands it out, and reading filled-in workbooks back
(T1, T5), with one clear problem for a damaged file."""

import io
import zipfile

import pytest
from openpyxl import Workbook, load_workbook

from tddesk.formats.team_workbook import HEADERS, read_team_workbook, write_team_template


def fill(path, rows, sheet_index=0):
    """Append player rows below the header of a written workbook, as a TD does in Excel."""
    workbook = load_workbook(path)
    sheet = workbook.worksheets[sheet_index]
    for offset, row in enumerate(rows, start=2):
        for column, value in enumerate(row, start=1):
            sheet.cell(row=offset, column=column, value=value)
    workbook.save(path)
    return path


def workbook_with(path, rows):
    workbook = Workbook()
    for row in rows:
        workbook.active.append(row)
    workbook.save(path)
    return path


@pytest.mark.parametrize("language", ["sv", "en"])
def test_template_headers_frozen_widths_and_yes_no_choices(tmp_path, language):
    path = tmp_path / "lag.xlsx"
    write_team_template(path, language)
    workbook = load_workbook(path)
    sheet = workbook.worksheets[0]
    assert tuple(cell.value for cell in sheet[1]) == HEADERS[language]
    assert sheet.freeze_panes == "A2"
    assert sheet.column_dimensions["H"].width > 5 and sheet.column_dimensions["G"].width >= 20
    validations = sheet.data_validations.dataValidation
    yes, no = ("Ja", "Nej") if language == "sv" else ("Yes", "No")
    assert len(validations) == 1 and validations[0].formula1 == f'"{yes},{no}"'
    assert "G2:H" in str(validations[0].sqref)
    instructions = workbook.worksheets[1]
    texts = [row[0] for row in instructions.iter_rows(values_only=True) if row[0]]
    assert len(texts) >= 5 and HEADERS[language][0] in texts  # the example's header row


def test_swedish_headers_by_default(tmp_path):
    write_team_template(tmp_path / "lag.xlsx")
    assert load_workbook(tmp_path / "lag.xlsx").worksheets[0]["G1"].value == "Medlemsavgift betald"


def test_filled_template_reads_back_as_teams_T1_T5(tmp_path):
    path = tmp_path / "lag.xlsx"
    write_team_template(path)
    fill(
        path,
        [
            ["BK Eken", "100231", "Anna Ek", "BK Linköping", "ÖMBF", 1994, "Ja", "Ja"],
            [None, 100232, "Bo Ek", "BK Linköping", "ÖMBF", 1962, None, None],
            [None, "100233", "Cilla Holm", "BK Linköping", "ÖMBF", None, "Nej", "Nej"],
            [None, "100234", "Dan Holm", "Norrköpings BK", "ÖMBF", 1980.0, "X", None],
            ["Holm", "100301", "Eva Holm", "BK Norr", "Norrbotten", 1950, "yes", "0"],
            ["Holm", "100302", "Fia Holm", "BK Norr", "Norrbotten", 1951, 1, "1"],
        ],
    )
    teams, problems = read_team_workbook(path)
    assert problems == []
    assert [(team.name, team.row, len(team.players)) for team in teams] == [("BK Eken", 2, 4), ("Holm", 6, 2)]
    eken = teams[0].form()
    assert eken.captain_mid == "100231"
    assert [p.membership_paid for p in eken.players] == [True, True, False, True]
    assert [p.birth_year for p in eken.players] == [1994, 1962, None, 1980]
    assert eken.players[1].mid == "100232" and eken.players[3].club == "Norrköpings BK"
    assert teams[1].form().captain_mid == "100302"
    assert teams[0].column("mid") == "MID" and teams[0].column("team") == "Lag"


def test_english_headers_in_another_order(tmp_path):
    path = workbook_with(
        tmp_path / "teams.xlsx",
        [
            ["Captain", "Name", "MID", "Team", "Club", "District"],
            ["Yes", "Anna Ek", 100231, "Oak", "BK Linköping", "ÖMBF"],
            ["No", "Bo Ek", 100232, "Oak", "BK Linköping", "ÖMBF"],
        ],
    )
    teams, problems = read_team_workbook(path)
    assert problems == []
    assert teams[0].name == "Oak" and teams[0].form().captain_mid == "100231"
    assert teams[0].players[0].entry.membership_paid is True
    assert teams[0].column("team") == "Team"


def test_row_problems_by_row_and_column(tmp_path):
    path = tmp_path / "lag.xlsx"
    write_team_template(path)
    fill(
        path,
        [
            [None, "100230", "Utan Lag", "BK Linköping", "ÖMBF", 1970, None, None],  # 2: no team yet
            ["Ek", "100231", "Anna Ek", "BK Linköping", "ÖMBF", 1970, "kanske", None],  # 3: not yes/no
            [None, None, "Bo Ek", "BK Linköping", "ÖMBF", 1970, None, None],  # 4: no MID
            [None, "100233", None, "BK Linköping", "ÖMBF", 1970, None, None],  # 5: no name
            [None, "100234", "Dan Ek", "BK Linköping", "ÖMBF", "70-tal", None, None],  # 6: birth year
            [None, "100235", "Per Holm", "BK Linköping", "ÖMBF", 1970, None, "Ja"],
            [None, "100235", "Eva Ek", "BK Linköping", "ÖMBF", 1970, None, None],  # 8: MID of row 7, other name
            [None, "100236", "Fia Ek", "BK Linköping", "ÖMBF", 1970, None, "Ja"],  # 9: second captain
        ],
    )
    _teams, problems = read_team_workbook(path)
    assert [(p.row, p.column) for p in problems] == [
        (2, "Lag"),
        (3, "Medlemsavgift betald"),
        (4, "MID"),
        (5, "Namn"),
        (6, "Födelseår"),
        (8, "MID"),
        (9, "Kapten"),
    ]
    assert "7" in problems[-2].message and "Per Holm" in problems[-2].message
    assert "7" in problems[-1].message


def test_no_players_is_a_problem(tmp_path):
    path = tmp_path / "lag.xlsx"
    write_team_template(path)
    teams, problems = read_team_workbook(path)
    assert teams == [] and len(problems) == 1 and problems[0].row is None


def _valid_workbook_bytes(tmp_path) -> bytes:
    path = tmp_path / "valid.xlsx"
    write_team_template(path)
    fill(path, [["Ek", "100231", "Anna Ek", "BK Linköping", "ÖMBF", 1970, None, None]])
    return path.read_bytes()


def _zip_without_workbook() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("readme.txt", "not a workbook")
    return buffer.getvalue()


@pytest.mark.parametrize("damage", ["random bytes", "truncated", "zip but not a workbook", "empty file"])
def test_malformed_xlsx_gives_one_clear_problem(tmp_path, damage):
    valid = _valid_workbook_bytes(tmp_path)
    content = {
        "random bytes": bytes((i * 37 + 11) % 256 for i in range(5000)),
        "truncated": valid[: len(valid) // 2],
        "zip but not a workbook": _zip_without_workbook(),
        "empty file": b"",
    }[damage]
    path = tmp_path / "lag.xlsx"
    path.write_bytes(content)
    teams, problems = read_team_workbook(path)
    assert teams == [] and len(problems) == 1
    assert problems[0].row is None and "lag.xlsx" in problems[0].message


def test_missing_header_columns_give_one_problem(tmp_path):
    path = workbook_with(tmp_path / "lag.xlsx", [["Namn", "Klubb"], ["Anna Ek", "BK Linköping"]])
    teams, problems = read_team_workbook(path)
    assert teams == [] and len(problems) == 1
    assert problems[0].row == 1 and "MID" in problems[0].message
