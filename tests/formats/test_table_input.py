"""Hostile or odd tables handed to the import: stale workbook dimensions, a zip bomb, mixed
encodings, a 200 KB field — read in full or refused in words, never a traceback (T2)."""

from __future__ import annotations

import re
import zipfile

import pytest

from formats.test_member_list import SWEDISH, write_csv, write_xlsx
from tddesk.formats.member_list import read_member_list
from tddesk.formats.table_input import MAX_UNPACKED_BYTES
from tddesk.formats.team_workbook import read_team_workbook
from tddesk.services.seeding import read_seed_pairs

HEADER = ["MID", "Namn", "Klubb", "Distrikt", "Födelseår"]


def stale_dimension(path, reference="A1:B3"):
    """Rewrite the first sheet's <dimension> as a program that forgot to update it leaves it."""
    with zipfile.ZipFile(path) as archive:
        parts = {info.filename: archive.read(info.filename) for info in archive.infolist()}
    sheet = "xl/worksheets/sheet1.xml"
    xml = parts[sheet].decode("utf-8")
    if "<dimension" in xml:
        xml = re.sub(r'<dimension ref="[^"]*"\s*/>', f'<dimension ref="{reference}"/>', xml)
    else:
        xml = xml.replace("<sheetData", f'<dimension ref="{reference}"/><sheetData', 1)
    parts[sheet] = xml.encode("utf-8")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in parts.items():
            archive.writestr(name, data)
    return path


def test_a_member_workbook_with_a_stale_dimension_is_read_to_its_last_row_and_column_T2(tmp_path):
    rows = [HEADER] + [[100000 + n, f"Spelare {n}", "BK Linköping", "ÖMBF", 1960 + n] for n in range(40)]
    path = stale_dimension(write_xlsx(tmp_path / "medlemmar.xlsx", rows))
    with zipfile.ZipFile(path) as archive:
        assert b'<dimension ref="A1:B3"/>' in archive.read("xl/worksheets/sheet1.xml")
    members = read_member_list(path)
    assert members.problems == ()
    assert len(members.rows) == 40
    assert (members.rows[-1].mid, members.rows[-1].district, members.rows[-1].birth_year) == ("100039", "ÖMBF", 1999)


def test_a_team_workbook_with_a_stale_dimension_keeps_every_player(tmp_path):
    header = ["Lag", "MID", "Namn", "Klubb", "Distrikt", "Medlemsavgift betald"]
    rows = [header] + [
        ["Ek" if n < 4 else "Holm", str(100000 + n), f"Spelare {n}", "BK Linköping", "ÖMBF", "Ja"] for n in range(8)
    ]
    path = stale_dimension(write_xlsx(tmp_path / "lag.xlsx", rows), "A1:A1")
    workbook = read_team_workbook(path)
    assert [(team.name, len(team.players)) for team in workbook.teams] == [("Ek", 4), ("Holm", 4)]


def zip_bomb(path, unpacked=MAX_UNPACKED_BYTES + 2**20):
    """A workbook whose sheet unpacks to more than the bound from a few hundred kilobytes."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        with archive.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as sheet:
            chunk = b" " * 2**20
            for _ in range(unpacked // len(chunk)):
                sheet.write(chunk)
    return path


@pytest.mark.parametrize("reader", [read_member_list, read_team_workbook])
def test_a_zip_bomb_workbook_is_refused_before_it_is_unpacked(tmp_path, reader):
    path = zip_bomb(tmp_path / "bomb.xlsx")
    assert path.stat().st_size < 2 * 2**20
    result = reader(path)
    [problem] = result.problems
    assert "bomb.xlsx" in problem.text() and "MB" in problem.text()


def test_a_zip_bomb_is_refused_by_the_seed_pairs_reader_too(tmp_path):
    from tddesk.services.errors import ServiceError

    with pytest.raises(ServiceError, match="MB"):
        read_seed_pairs(zip_bomb(tmp_path / "bomb.xlsx"))


def test_a_csv_mixing_utf8_and_windows_1252_is_refused_naming_the_first_bad_line_T2(tmp_path):
    path = tmp_path / "medlemmar.csv"
    path.write_bytes(
        ("\r\n".join([SWEDISH, "100231;Anna Ek;BK Linköping;ÖMBF;1994"]) + "\r\n").encode("utf-8")
        + "100232;Göran Ärlig;BK Norrköping;ÖMBF;1950\r\n".encode("cp1252")
    )
    members = read_member_list(path)
    assert members.rows == ()
    [problem] = members.problems
    assert "line 3" in problem.text() or "rad 3" in problem.text()


def test_a_csv_mixing_the_other_way_names_the_utf8_line(tmp_path):
    path = tmp_path / "medlemmar.csv"
    path.write_bytes(
        (SWEDISH + "\r\n100231;Anna Ek;BK Linköping;ÖMBF;1994\r\n").encode("cp1252")
        + "100232;Åsa Öberg;BK Norrköping;ÖMBF;1950\r\n".encode()
    )
    [problem] = read_member_list(path).problems
    assert "line 3" in problem.text() or "rad 3" in problem.text()


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1252"])
def test_a_csv_in_one_encoding_throughout_is_read(tmp_path, encoding):
    path = write_csv(tmp_path / "medlemmar.csv", [SWEDISH, "100231;Åsa Öberg;BK Linköping;ÖMBF;1994"], encoding)
    members = read_member_list(path)
    assert members.problems == () and members.rows[0].name == "Åsa Öberg"


def test_a_200_kb_csv_field_is_a_problem_on_its_row_not_a_crash(tmp_path):
    path = write_csv(
        tmp_path / "medlemmar.csv",
        [SWEDISH, f'100231;"{"A" * 200_000}";BK Linköping;ÖMBF;1994', "100232;Bo Ek;BK Linköping;ÖMBF;1990"],
    )
    members = read_member_list(path)
    assert [row.mid for row in members.rows] == ["100232"]
    [problem] = members.problems
    assert problem.row == 2


def test_a_register_with_decomposed_letters_is_stored_as_the_same_names_and_clubs_T2_T4(tmp_path):
    import unicodedata

    from tddesk.services.files import new_championship
    from tddesk.services.imports import import_members, preview_member_import
    from tddesk.services.players import lookup_member

    tournament = new_championship(
        tmp_path / "dm.tddesk", name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    try:
        composed = write_csv(tmp_path / "a.csv", [SWEDISH, "100231;Åsa Öberg;BK Linköping;ÖMBF;1994"])
        import_members(tournament, preview_member_import(tournament, composed))
        decomposed = write_csv(
            tmp_path / "b.csv",
            [
                SWEDISH,
                unicodedata.normalize(
                    "NFD", "100231;Åsa Öberg;BK Linköping;ÖMBF;1994\r\n100232;Örjan Ås;bk linköping;ÖMBF;1990"
                ),
            ],
        )
        preview = preview_member_import(tournament, decomposed)
        assert preview.problems == ()
        import_members(tournament, preview)
        member = lookup_member(tournament, "100232")
        assert member.name == "Örjan Ås" and unicodedata.is_normalized("NFC", member.name)
        assert member.club == "BK Linköping"  # one club, not two
    finally:
        tournament.close()


@pytest.mark.parametrize("year", ["9" * 5000, "²⁰⁰⁰", "١٩٩٤", "19945"])
def test_a_birth_year_that_is_no_four_digit_year_is_a_problem_on_its_row(tmp_path, year):
    path = write_csv(tmp_path / "medlemmar.csv", [SWEDISH, f"100231;Anna Ek;BK Linköping;ÖMBF;{year}"])
    [problem] = read_member_list(path).problems
    assert problem.row == 2 and len(problem.message) < 120
