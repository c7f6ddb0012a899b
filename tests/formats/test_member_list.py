"""Reading the member register: CSV (BOM or not, ";" or ","), XLSX, Swedish or English headers,
and every problem by row and column."""

import unicodedata

from openpyxl import Workbook

from tddesk import i18n
from tddesk.formats.member_list import header_key, read_member_list

SWEDISH = "MID;Namn;Klubb;Distrikt;Födelseår"


def write_csv(path, lines, encoding="utf-8-sig"):
    path.write_bytes("\r\n".join(lines).encode(encoding))
    return path


def write_xlsx(path, rows):
    workbook = Workbook()
    for row in rows:
        workbook.active.append(row)
    workbook.save(path)
    return path


def test_csv_with_bom_semicolons_and_swedish_headers(tmp_path):
    path = write_csv(
        tmp_path / "medlemmar.csv",
        [
            SWEDISH,
            "100231;Anna Ek;BK Linköping;ÖMBF;1994",
            "100 232;Bo  Ek;BK Linköping;ÖMBF;",
        ],
    )
    members = read_member_list(path)
    assert members.problems == ()
    assert [(r.row, r.mid, r.name, r.club, r.district, r.birth_year) for r in members.rows] == [
        (2, "100231", "Anna Ek", "BK Linköping", "ÖMBF", 1994),
        (3, "100232", "Bo Ek", "BK Linköping", "ÖMBF", None),
    ]
    assert members.columns["birth_year"] == "Födelseår"


def test_csv_without_bom_commas_english_headers_and_quoted_club(tmp_path):
    path = write_csv(
        tmp_path / "members.csv",
        [
            "Name,Member number,Club,District,Birth year",
            'Cilla Holm,100233,"Bridgeklubben Norr, Luleå",Norrbotten,1961',
        ],
        encoding="utf-8",
    )
    members = read_member_list(path)
    assert members.problems == ()
    row = members.rows[0]
    assert (row.mid, row.name, row.club, row.district, row.birth_year) == (
        "100233",
        "Cilla Holm",
        "Bridgeklubben Norr, Luleå",
        "Norrbotten",
        1961,
    )


def test_csv_saved_by_swedish_excel_in_cp1252(tmp_path):
    path = write_csv(
        tmp_path / "medlemmar.csv", [SWEDISH, "100231;Örjan Åberg;BK Linköping;ÖMBF;1950"], encoding="cp1252"
    )
    members = read_member_list(path)
    assert members.problems == ()
    assert members.rows[0].name == "Örjan Åberg"


def test_xlsx_with_numbers_stored_as_floats(tmp_path):
    path = write_xlsx(
        tmp_path / "medlemmar.xlsx",
        [
            ["Medlemsnummer", "Namn", "Klubb", "Distrikt", "Födelseår"],
            [100231.0, "Anna Ek", "BK Linköping", "ÖMBF", 1994.0],
            [None, None, None, None, None],
            [100232, "Bo Ek", None, None, None],
        ],
    )
    members = read_member_list(path)
    assert members.problems == ()
    assert [(r.row, r.mid, r.birth_year, r.club) for r in members.rows] == [
        (2, "100231", 1994, "BK Linköping"),
        (4, "100232", None, ""),
    ]


def test_each_problem_has_its_row_and_column(tmp_path):
    path = write_csv(
        tmp_path / "medlemmar.csv",
        [
            SWEDISH,
            "100231;Anna Ek;BK Linköping;ÖMBF;1994",
            ";Utan Nummer;BK Linköping;ÖMBF;1980",  # 3: missing MID
            "100233;Cilla Holm;BK Linköping;ÖMBF;sjuttio",  # 4: birth year not a number
            "100231;Per Holm;BK Linköping;ÖMBF;1970",  # 5: MID of row 2 with another name
            "100235;;BK Linköping;ÖMBF;1970",  # 6: no name
            "10023X;Dan Ek;BK Linköping;ÖMBF;1970",  # 7: not digits
            "100237;Eva Ek;BK Linköping;Norrbotten;1970",  # 8: the club in another district than on row 2
        ],
    )
    members = read_member_list(path)
    assert [(p.row, p.column) for p in members.problems] == [
        (3, "MID"),
        (4, "Födelseår"),
        (5, "MID"),
        (6, "Namn"),
        (7, "MID"),
        (8, "Distrikt"),
    ]
    assert "2" in members.problems[2].message and "Anna Ek" in members.problems[2].message
    assert [row.mid for row in members.rows] == ["100231"]
    i18n.set_language("en")
    assert members.problems[0].text().startswith("row 3, MID")


def test_the_same_member_twice_is_read_once_unless_the_details_differ(tmp_path):
    path = write_csv(
        tmp_path / "medlemmar.csv",
        [
            SWEDISH,
            "100231;Anna Ek;BK Linköping;ÖMBF;1994",
            "100231;anna  ek;BK Linköping;ÖMBF;1994",
            "100232;Bo Ek;BK Linköping;ÖMBF;1960",
            "100232;Bo Ek;BK Linköping;ÖMBF;1961",
        ],
    )
    members = read_member_list(path)
    assert [row.mid for row in members.rows] == ["100231", "100232"]
    assert [(p.row, p.column) for p in members.problems] == [(5, "MID")]


def test_missing_columns_give_one_problem_on_the_header_row(tmp_path):
    from tddesk import i18n

    i18n.set_language("en")  # the message names the columns in the TD's language
    path = write_csv(tmp_path / "medlemmar.csv", ["Klubb;Distrikt", "BK Linköping;ÖMBF"])
    members = read_member_list(path)
    assert members.rows == ()
    assert len(members.problems) == 1
    problem = members.problems[0]
    assert problem.row == 1 and "MID" in problem.message and "Name" in problem.message


def test_unreadable_files_give_one_problem(tmp_path):
    broken = tmp_path / "medlemmar.xlsx"
    broken.write_bytes(bytes(range(256)) * 8)
    old_excel = tmp_path / "medlemmar.xls"
    old_excel.write_bytes(b"\xd0\xcf\x11\xe0")
    binary_csv = tmp_path / "medlemmar.csv"
    binary_csv.write_bytes(b"MID\x00\x01\x02")
    for path in (broken, old_excel, binary_csv, tmp_path / "saknas.csv"):
        members = read_member_list(path)
        assert members.rows == () and len(members.problems) == 1, path
        assert members.problems[0].row is None and path.name in members.problems[0].message


def test_header_matching_ignores_case_punctuation_and_decomposed_letters():
    decomposed = unicodedata.normalize("NFD", "Födelse-år")
    assert header_key(decomposed) == header_key("FÖDELSEÅR") == "födelseår"
    assert header_key("MID-nr") == "midnr"
