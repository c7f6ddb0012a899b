"""The session file's form is that of real Bridgemate files: Jet3 (Access 97), every table and every
column of the real template ../shared/reference/real-bws/tw-bridgemate-ui-Default.bws with its type
and size — as mdbtools, mdb-reader and tddesk's reader (access-parser) each see it — and every value
written read back alike by all three, long rows (the Jet3 jump table) and several pages included."""

from __future__ import annotations

import datetime as dt
import re
import subprocess
from pathlib import Path

import pytest
from access_parser import AccessParser

from jet_oracles import mdb_reader_dump, mdbtools_rows, mdbtools_tables, needs_mdb_reader, needs_mdbtools
from tddesk.formats.bws.reader import read_bws
from tddesk.formats.bws.writer.bcs_tables import BCS_TABLES, TEMPLATE_ONLY_TABLES, bcs_text, write_bws
from tddesk.formats.bws.writer.jet3_pages import PAGE_SIZE
from tddesk.formats.bws.writer.jet_columns import ColumnType

DAY = dt.date(2025, 3, 15)
NAMES = ("Åsa Öberg", "Björn Ärlig", "Örjan Sjöström", "Märta Ådahl")


def template(shared_dir: Path) -> Path:
    path = shared_dir / "reference" / "real-bws" / "tw-bridgemate-ui-Default.bws"
    if not path.exists():
        pytest.skip("reference data not present")
    return path


def _received(count: int) -> list[dict]:
    """Results with remarks of every length up to 255, so rows run past 256 bytes."""
    return [
        {
            "ID": index + 1,
            "Section": 1 + index % 2,
            "Table": 1 + index % 8,
            "Round": 1 + index // 16,
            "Board": 1 + index % 24,
            "PairNS": 1 + index % 8,
            "PairEW": 9 + index % 8,
            "Declarer": 1 + index % 8,
            "NS/EW": "NESW"[index % 4],
            "Contract": ("4 H", "3 NT x", "6 S xx")[index % 3],
            "Result": ("=", "+1", "-2")[index % 3],
            "LeadCard": "SK",
            "Remarks": "å" * (index % 256),
            "DateLog": DAY,
            "TimeLog": dt.datetime(1899, 12, 30, 10 + index // 60, index % 60, 5),
            "Processed": index % 2 == 0,
            "Erased": index % 11 == 0,
        }
        for index in range(300)
    ]


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    path = tmp_path_factory.mktemp("jet3") / "session.bws"
    rows = {
        "Clients": [{"ID": 1, "Computer": "TÄVLINGSLEDARE"}],
        "Section": [{"ID": 1, "Letter": "A", "Tables": 8, "MissingPair": 0, "ScoringType": 3}],
        "Tables": [{"Section": 1, "Table": t, "ComputerID": 1, "Status": 0, "UpdateFromRound": 0} for t in range(1, 9)],
        "RoundData": [
            {"Section": 1, "Table": t, "Round": r, "NSPair": t, "EWPair": 8 + t, "LowBoard": 1, "HighBoard": 8}
            for t in range(1, 9)
            for r in range(1, 4)
        ],
        "ReceivedData": _received(300),
        "PlayerNumbers": [
            {"Section": 1, "Table": 1, "Direction": "NESW"[i], "Number": str(1000 + i), "Name": NAMES[i], "Round": 1}
            for i in range(4)
        ],
        "Settings": [{"Section": 1, "ShowResults": True, "MemberNumbers": True, "BM2PINcode": "5431"}],
        "PlayerNames": [{"ID": 1000 + i, "Name": name, "strID": str(1000 + i)} for i, name in enumerate(NAMES)],
        "HandRecord": [{"Section": 1, "Board": 1, "NorthSpades": "AKQJT98765432", "WestClubs": "AKQJT98765432"}],
    }
    write_bws(path, rows, created=dt.datetime(2025, 3, 15, 9))
    return path, rows


def _mdb_schema(path: Path) -> dict[str, dict[str, str]]:
    """table → column → the type mdb-schema prints ("Integer", "Text (10)", "Boolean NOT NULL")."""
    text = subprocess.run(["mdb-schema", str(path), "access"], capture_output=True, text=True, check=True).stdout
    tables: dict[str, dict[str, str]] = {}
    for block in re.finditer(r"CREATE TABLE \[(.+?)\]\s*\((.*?)\);", text, re.S):
        columns = re.findall(r"\[(.+?)\]\s+(.+?),?\s*$", block.group(2), re.M)
        tables[block.group(1)] = dict(columns)
    return tables


def _access_parser_schema(path: Path) -> dict[str, dict[str, tuple[int, int]]]:
    """table → column → (type, size) as the table definitions tddesk's reader uses give them."""
    database = AccessParser(str(path))
    schema = {}
    for name in database.catalog:
        if name.startswith("MSys"):
            continue
        table = database.get_table(name)
        schema[name] = {
            column.col_name_str: (int(column.type), int(column.length)) for column in table.columns.values()
        }
    return schema


def test_the_file_is_jet3_in_2048_byte_pages(written):
    path, _ = written
    content = path.read_bytes()
    assert content[4:19] == b"Standard Jet DB"
    assert content[0x14] == 0  # 0: Jet3 (Access 97), as all four real files
    assert len(content) % PAGE_SIZE == 0 and PAGE_SIZE == 2048
    assert AccessParser(str(path)).version == 3


@needs_mdbtools
def test_mdbtools_sees_every_table_and_column_of_the_template_with_its_type(written, shared_dir):
    path, _ = written
    assert subprocess.run(["mdb-ver", str(path)], capture_output=True, text=True, check=True).stdout.strip() == "JET3"
    real, ours = _mdb_schema(template(shared_dir)), _mdb_schema(path)
    assert set(real) - set(ours) == set(TEMPLATE_ONLY_TABLES)
    for table, columns in real.items():
        if table in TEMPLATE_ONLY_TABLES:
            continue
        for column, kind in columns.items():
            assert ours[table].get(column) == kind, (table, column)
    assert mdbtools_tables(path) == list(BCS_TABLES)


@needs_mdb_reader
def test_mdb_reader_sees_every_table_and_column_of_the_template_with_its_type(written, shared_dir):
    path, _ = written
    real, ours = mdb_reader_dump(template(shared_dir)), mdb_reader_dump(path)
    assert set(real) - set(ours) == set(TEMPLATE_ONLY_TABLES)
    for table, content in real.items():
        if table in TEMPLATE_ONLY_TABLES:
            continue
        mine = {column["name"]: column for column in ours[table]["columns"]}
        for column in content["columns"]:
            assert mine[column["name"]] == column, (table, column["name"])


def test_tddesks_reader_sees_every_table_and_column_of_the_template_with_its_type(written, shared_dir):
    path, _ = written
    real, ours = _access_parser_schema(template(shared_dir)), _access_parser_schema(path)
    assert set(real) - set(ours) == set(TEMPLATE_ONLY_TABLES)
    for table, columns in real.items():
        if table in TEMPLATE_ONLY_TABLES:
            continue
        for column, kind in columns.items():
            assert ours[table][column] == kind, (table, column)


def _expected(table: str, rows: list[dict]) -> list[dict]:
    return [
        {
            column.name: row.get(column.name, False if column.type == ColumnType.BOOLEAN else None)
            for column in BCS_TABLES[table]
        }
        for row in rows
    ]


def _as_text(value) -> str | None:
    """A value as mdb-export prints it (an empty text as NULL, as mdbtools does)."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, dt.datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S")
    if isinstance(value, dt.date):
        return value.strftime("%Y-%m-%d 00:00:00")
    return str(value)


@needs_mdbtools
def test_mdbtools_reads_every_value(written):
    path, rows = written
    for table in rows:
        want = [{k: _as_text(v) for k, v in row.items()} for row in _expected(table, rows[table])]
        assert mdbtools_rows(path, table) == want, table


@needs_mdb_reader
def test_mdb_reader_reads_every_value(written):
    path, rows = written
    dump = mdb_reader_dump(path, list(rows))
    for table in rows:
        got = dump[table]["rows"]
        want = _expected(table, rows[table])
        assert len(got) == len(want), table
        for mine, theirs in zip(want, got):
            for column, value in mine.items():
                if isinstance(value, dt.date):
                    moment = value if isinstance(value, dt.datetime) else dt.datetime.combine(value, dt.time())
                    assert theirs[column].startswith(moment.strftime("%Y-%m-%dT%H:%M:%S")), (table, column)
                else:
                    assert theirs[column] == value, (table, column)


def test_tddesks_reader_reads_the_results_sections_and_players(written):
    path, rows = written
    data = read_bws(path)
    assert data.sections == {1: "A"}
    assert [
        (r.id, r.table, r.round, r.board, r.seat, r.contract, r.result, r.lead, r.erased) for r in data.received
    ] == [
        (r["ID"], r["Table"], r["Round"], r["Board"], r["NS/EW"], r["Contract"], r["Result"], "SK", r["Erased"])
        for r in rows["ReceivedData"]
    ]
    assert [(p.table, p.direction, p.number, p.name) for p in data.players] == [
        (1, "NESW"[i], str(1000 + i), NAMES[i]) for i in range(4)
    ]
    assert [(s.table, s.round, s.pair_ns, s.pair_ew) for s in data.seatings] == [
        (r["Table"], r["Round"], r["NSPair"], r["EWPair"]) for r in rows["RoundData"]
    ]


def test_ids_are_autonumbers_that_continue_after_the_last_written(written):
    """BCS adds rows to ReceivedData without an ID: Jet numbers them on from the table's counter."""
    path, rows = written
    parser = AccessParser(str(path))
    definition = parser.get_table("ReceivedData")
    header = definition.table_header
    assert header.autonumber == len(rows["ReceivedData"])
    column = next(c for c in definition.columns.values() if c.col_name_str == "ID")
    assert column.column_flags.autonumber


def test_a_name_outside_code_page_1252_is_refused_and_nothing_written(tmp_path):
    with pytest.raises(ValueError, match="code page 1252"):
        write_bws(tmp_path / "bad.bws", {"PlayerNames": [{"ID": 1, "Name": "Łukasz"}]})
    assert not (tmp_path / "bad.bws").exists()


def test_names_are_folded_to_what_code_page_1252_holds():
    assert bcs_text("Åsa Öberg-Ärlig", 18) == "Åsa Öberg-Ärlig"
    assert bcs_text("Łukasz Ćwikła Şahin", 18) == "Lukasz Cwikla Sahi"  # cut to 18 characters
