"""The .bws writer, read back by two independent readers: access-parser (the project's reader) and
mdbtools (mdb-tables, mdb-schema, mdb-export), value by value."""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
import shutil
import subprocess

import pytest
from access_parser import AccessParser

from bws_day import bws_folder
from tddesk.formats.bws.reader import read_bws
from tddesk.formats.bws.writer.bcs_tables import BCS_TABLES, write_bws
from tddesk.formats.bws.writer.jet3_pages import PAGE_SIZE
from tddesk.formats.bws.writer.jet4_database import Table, write_database
from tddesk.formats.bws.writer.jet_columns import Column, ColumnType

NAMES = ("Åsa Öberg", "Björn Ärlig", "Örjan Sjöström", "Märta Ådahl", "Gösta Lindqvist", "Anna Ek")
CONTRACTS = ("4 H", "3 NT", "2 S x", "6 D xx", "PASS", "1 C")
DAY = dt.date(2017, 3, 18)
NEEDS_MDBTOOLS = pytest.mark.skipif(shutil.which("mdb-export") is None, reason="mdbtools not installed")


def _received(count: int) -> list[dict]:
    rows = []
    for index in range(count):
        contract = CONTRACTS[index % len(CONTRACTS)]
        passed = contract == "PASS"
        rows.append(
            {
                "ID": index + 1,
                "Section": 1 + index % 3,
                "Table": 1 + index % 14,
                "Round": 1 + index // 28,
                "Board": 1 + index % 54,
                "PairNS": 1 + index % 28,
                "PairEW": 28 - index % 28,
                "Declarer": 0 if passed else 1 + index % 28,
                "NS/EW": "" if passed else "NESW"[index % 4],
                "Contract": contract,
                "Result": "" if passed else ("=", "+1", "-2")[index % 3],
                "LeadCard": None if index % 7 == 0 else "HK",
                "Remarks": "Result erased" if index % 97 == 0 else "",
                "DateLog": DAY,
                "TimeLog": dt.datetime(1899, 12, 30, 10 + index // 120, index % 60, (7 * index) % 60),
                "Erased": index % 97 == 0,
                "Processed": index % 2 == 1,
                "SuspiciousContract": 0,
            }
        )
    return rows


def _players() -> list[dict]:
    return [
        {
            "Section": 1,
            "Table": 1 + index // 4,
            "Direction": "NESW"[index % 4],
            "Number": str(200117 + index),
            "Name": NAMES[index % len(NAMES)],
            "Updated": index % 3 == 0,
            "TimeLog": dt.datetime(2017, 3, 18, 9, 55, index % 60),
            "Round": 0 if index < 8 else 2,
        }
        for index in range(24)
    ] + [{"Section": 1, "Table": 9, "Direction": "N", "Number": None, "Name": None}]


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    path = tmp_path_factory.mktemp("bws") / "session.bws"
    rows = {
        "Section": [
            {
                "ID": 1,
                "Letter": "A",
                "Tables": 14,
                "MissingPair": 0,
                "EWMoveBeforePlay": 0,
                "Session": 1,
                "ScoringType": 1,
                "Winners": 0,
            }
        ],
        "ReceivedData": _received(800),
        "PlayerNumbers": _players(),
        "PlayerNames": [{"ID": 200117 + i, "Name": name, "strID": str(200117 + i)} for i, name in enumerate(NAMES)],
        "Session": [
            {
                "ID": 1,
                "Name": "DM Par Mixed, final",
                "Date": DAY,
                "Time": dt.datetime(1899, 12, 30, 10),
                "GUID": "{0C9D2E5F-3A41-4B6C-8D7E-1F2A3B4C5D6E}",
                "Status": 0,
                "ShowInApp": False,
            }
        ],
        "Clients": [{"ID": 1, "Computer": "TÄVLINGSLEDARE"}],
    }
    write_bws(path, rows, created=dt.datetime(2017, 3, 18, 9, 0))
    return path, rows


def _expected(table: str, rows: list[dict]) -> list[dict]:
    """Each row with every column: NULL where left out, false for a Boolean left out."""
    return [
        {
            column.name: row.get(column.name, False if column.type == ColumnType.BOOLEAN else None)
            for column in BCS_TABLES[table]
        }
        for row in rows
    ]


def _as_access_parser(value):
    if isinstance(value, dt.datetime):
        return str(value)
    if isinstance(value, dt.date):
        return str(dt.datetime(value.year, value.month, value.day))
    return value


def _as_mdb_export(value):
    """How mdb-export prints a value (-0 NULL; -T ISO dates): a zero-length text is NULL to mdbtools."""
    if value is None or value == "":
        return "NULL"
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, dt.datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S")
    if isinstance(value, dt.date):
        return value.strftime("%Y-%m-%d 00:00:00")
    return str(value)


def mdb_export(path, table: str) -> list[dict]:
    output = subprocess.run(
        ["mdb-export", "-0", "NULL", "-T", "%Y-%m-%d %H:%M:%S", str(path), table],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return list(csv.DictReader(io.StringIO(output)))


def test_many_rows_span_several_data_pages(written):
    path, _ = written
    assert path.stat().st_size % PAGE_SIZE == 0
    content = path.read_bytes()
    definition = AccessParser(str(path)).catalog["ReceivedData"]
    pages = [
        page
        for page in range(len(content) // PAGE_SIZE)
        if content[page * PAGE_SIZE] == 0x01
        and int.from_bytes(content[page * PAGE_SIZE + 4 : page * PAGE_SIZE + 8], "little") == definition
    ]
    assert len(pages) >= 15  # 800 rows of about 80 bytes: some 50 to a page


def test_access_parser_reads_every_row_and_value(written):
    path, rows = written
    database = AccessParser(str(path))
    assert set(BCS_TABLES) <= set(database.catalog)
    for table in ("ReceivedData", "PlayerNumbers", "PlayerNames", "Section", "Session", "Clients"):
        parsed = database.parse_table(table)
        count = len(parsed[BCS_TABLES[table][0].name])
        got = [{column.name: parsed[column.name][i] for column in BCS_TABLES[table]} for i in range(count)]
        want = [
            {name: _as_access_parser(value) for name, value in row.items()} for row in _expected(table, rows[table])
        ]
        assert got == want, table
    empty = database.parse_table("HandRecord")
    assert all(values == "" for values in empty.values())  # access-parser's form of a table with no rows


@NEEDS_MDBTOOLS
def test_mdbtools_reads_every_row_and_value(written):
    path, rows = written
    listed = subprocess.run(["mdb-tables", "-1", str(path)], capture_output=True, text=True, check=True).stdout
    assert listed.split() == list(BCS_TABLES)
    for table in ("ReceivedData", "PlayerNumbers", "PlayerNames", "Section", "Session", "Clients", "HandRecord"):
        want = [
            {name: _as_mdb_export(value) for name, value in row.items()}
            for row in _expected(table, rows.get(table, []))
        ]
        assert mdb_export(path, table) == want, table


@NEEDS_MDBTOOLS
def test_the_schema_is_that_of_real_bcs_files(written, shared_dir):
    """mdb-schema prints every table and column of Bridgemate's own files as it prints them there
    (the file also has the template's tables and columns: tests/formats/test_bws_jet3.py)."""
    reference = bws_folder(shared_dir) / "generator" / "real_schema.txt"
    if not reference.exists():
        pytest.skip("reference data not present")
    path, _ = written
    schema = subprocess.run(["mdb-schema", str(path), "access"], capture_output=True, text=True, check=True).stdout

    def ddl(text: str) -> dict[str, dict[str, str]]:
        tables = {}
        for block in re.finditer(r"CREATE TABLE \[(.+?)\]\s*\((.*?)\);", text, re.S):
            tables[block.group(1)] = dict(re.findall(r"\[(.+?)\]\s+(.+?),?\s*$", block.group(2), re.M))
        return tables

    ours, real = ddl(schema), ddl(reference.read_text(encoding="utf-8"))
    assert set(real) <= set(ours)
    for table, columns in real.items():
        assert {name: ours[table].get(name) for name in columns} == columns, table


def test_the_project_reader_reads_results_and_player_numbers(written):
    path, rows = written
    data = read_bws(path)
    assert data.sections == {1: "A"}
    assert [(r.id, r.table, r.board, r.seat, r.contract, r.result, r.lead, r.erased) for r in data.received] == [
        (r["ID"], r["Table"], r["Board"], r["NS/EW"], r["Contract"], r["Result"], r["LeadCard"] or "", r["Erased"])
        for r in rows["ReceivedData"]
    ]
    assert [(p.table, p.round, p.direction, p.name) for p in data.players][:6] == [
        (1, 0, "N", "Åsa Öberg"),
        (1, 0, "E", "Björn Ärlig"),
        (1, 0, "S", "Örjan Sjöström"),
        (1, 0, "W", "Märta Ådahl"),
        (2, 0, "N", "Gösta Lindqvist"),
        (2, 0, "E", "Anna Ek"),
    ]


@NEEDS_MDBTOOLS
def test_every_column_type_and_limit_round_trips(tmp_path):
    columns = (
        Column("Byte", ColumnType.BYTE),
        Column("Integer", ColumnType.INTEGER),
        Column("Long", ColumnType.LONG),
        Column("When", ColumnType.DATETIME),
        Column("Flag", ColumnType.BOOLEAN),
        Column("Text", ColumnType.TEXT, 3),
    )
    rows = [
        (0, -32768, -2147483648, dt.datetime(1899, 12, 30), True, "åäö"),
        (255, 32767, 2147483647, dt.datetime(2099, 12, 31, 23, 59, 59), False, "ÅÄÖ"),
        (None, None, None, None, None, None),
    ]
    path = tmp_path / "limits.mdb"
    write_database(path, [Table("Limits", columns, rows)], dt.datetime(2017, 3, 18))
    assert mdb_export(path, "Limits") == [
        {
            "Byte": "0",
            "Integer": "-32768",
            "Long": "-2147483648",
            "When": "1899-12-30 00:00:00",
            "Flag": "1",
            "Text": "åäö",
        },
        {
            "Byte": "255",
            "Integer": "32767",
            "Long": "2147483647",
            "When": "2099-12-31 23:59:59",
            "Flag": "0",
            "Text": "ÅÄÖ",
        },
        {"Byte": "NULL", "Integer": "NULL", "Long": "NULL", "When": "NULL", "Flag": "0", "Text": "NULL"},
    ]
    parsed = AccessParser(str(path)).parse_table("Limits")
    assert parsed["Long"] == [-2147483648, 2147483647, None]
    assert parsed["When"][1] == "2099-12-31 23:59:59"
    assert parsed["Flag"] == [True, False, False]


@pytest.mark.parametrize(
    ("table", "row", "words"),
    [
        ("ReceivedData", {"Contract": "4 H x and more"}, "longer than 10 characters"),
        ("ReceivedData", {"Board": 40000}, "does not fit"),
        ("ReceivedData", {"Bord": 4}, "no column Bord"),
        ("Results", {"ID": 1}, "no BCS table Results"),
        ("Session", {"Date": "2017-03-18"}, "a date or datetime"),
    ],
)
def test_values_the_columns_cannot_hold_are_refused(tmp_path, table, row, words):
    with pytest.raises((ValueError, TypeError), match=words):
        write_bws(tmp_path / "bad.bws", {table: [row]})
    assert not (tmp_path / "bad.bws").exists()
