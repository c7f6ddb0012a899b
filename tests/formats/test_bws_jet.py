"""The Jet reader under the Bridgemate import reads real files as Access does: every table of every
reference file, deleted rows never returned, Jet3 and Jet4; mdbtools and mdb-reader, two readers
written independently of it and of each other, read the same live rows, value for value."""

from __future__ import annotations

import contextlib
import datetime as dt
from pathlib import Path

import pytest

from jet_oracles import mdb_reader_dump, mdbtools_rows, mdbtools_tables, needs_mdb_reader, needs_mdbtools
from tddesk.formats.bws.jet import JetDatabase, JetError, access_datetime

AGREED_TABLES = ("ReceivedData", "RoundData", "Section", "Tables", "PlayerNumbers")
FILES = (
    "real-bws/cz-bridgemanager-BMInput1.bws",
    "real-bws/cz-bridgemanager-BMInput_Zaloha.bws",
    "real-bws/tw-bridgemate-ui-12tables1section.bws",
    "real-bws/tw-bridgemate-ui-Default.bws",
    "bws/semifinal-venue1.bws",
    "bws/semifinal-venue2.bws",
)


@pytest.fixture(params=FILES, ids=lambda name: Path(name).stem)
def bws(request, shared_dir) -> Path:
    path = shared_dir / "reference" / request.param
    if not path.is_file():
        pytest.skip("reference data not present")
    return path


def _for_mdbtools(value) -> str | None:
    """A value as mdb-export prints it (an empty text as NULL, booleans as 1/0)."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, dt.datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S")
    return str(value)


def _for_mdb_reader(value):
    if isinstance(value, dt.datetime):
        return value.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    return value


def _to_the_second(value):
    """mdb-reader gives a date's float error as milliseconds (20:28:43.003); Access shows seconds."""
    if isinstance(value, str) and len(value) == 24 and value.endswith("Z") and value[10] == "T":
        moment = dt.datetime.fromisoformat(value[:-1]) + dt.timedelta(milliseconds=500)
        return moment.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    return value


def _sorted(rows: list[dict]) -> list[tuple]:
    return sorted((tuple(sorted(row.items(), key=lambda item: item[0])) for row in rows), key=repr)


def test_every_table_of_every_file_is_read_with_the_live_rows_mdbtools_reads(bws):
    database = JetDatabase(bws.read_bytes())
    assert sorted(database.tables) == sorted(mdbtools_tables(bws)) if _has_mdbtools() else database.tables
    for table in database.tables:
        rows = database.rows(table)
        if _has_mdbtools():
            assert len(rows) == len(mdbtools_rows(bws, table)), table


@needs_mdbtools
@needs_mdb_reader
def test_tddesk_mdbtools_and_mdb_reader_agree_on_every_live_row(bws):
    database = JetDatabase(bws.read_bytes())
    oracle = mdb_reader_dump(bws, [table for table in AGREED_TABLES if table in database.tables])
    for table in AGREED_TABLES:
        if table not in database.tables:
            continue
        ours = database.rows(table)
        ours_as_text = [{key: _for_mdbtools(value) for key, value in row.items()} for row in ours]
        ours_as_js = [{key: _for_mdb_reader(value) for key, value in row.items()} for row in ours]
        assert _sorted(ours_as_text) == _sorted(mdbtools_rows(bws, table)), table
        theirs = [{key: _to_the_second(value) for key, value in row.items()} for row in oracle[table]["rows"]]
        assert _sorted(ours_as_js) == _sorted(theirs), table


def test_rows_access_marks_deleted_are_never_returned(shared_dir):
    """The Czech club's reused file: four earlier sessions' rows are left on freed pages."""
    path = shared_dir / "reference" / "real-bws" / "cz-bridgemanager-BMInput_Zaloha.bws"
    clean = shared_dir / "reference" / "real-bws" / "cz-bridgemanager-BMInput1.bws"
    if not path.is_file():
        pytest.skip("reference data not present")
    database = JetDatabase(path.read_bytes())
    assert len(database.rows("ReceivedData")) == 156
    assert database.table("ReceivedData").deleted_rows == 693
    assert len(database.rows("RoundData")) == 1
    assert database.table("RoundData").deleted_rows == 1317
    ids = sorted(row["ID"] for row in database.rows("ReceivedData"))
    assert ids == sorted(row["ID"] for row in JetDatabase(clean.read_bytes()).rows("ReceivedData"))


def test_a_row_written_before_a_column_was_added_reads_that_column_as_null(shared_dir):
    """The Taiwanese PlayerNumbers rows end before TimeLog; the library fails on the table."""
    path = shared_dir / "reference" / "real-bws" / "tw-bridgemate-ui-12tables1section.bws"
    if not path.is_file():
        pytest.skip("reference data not present")
    rows = JetDatabase(path.read_bytes()).rows("PlayerNumbers")
    assert len(rows) == 48
    assert {row["TimeLog"] for row in rows} == {None}
    assert {row["Direction"] for row in rows} == {"N", "E", "S", "W"}


def test_jet_versions_and_formats(shared_dir):
    real = shared_dir / "reference" / "real-bws" / "cz-bridgemanager-BMInput1.bws"
    synthetic = shared_dir / "reference" / "bws" / "semifinal-venue1.bws"
    if not real.is_file() or not synthetic.is_file():
        pytest.skip("reference data not present")
    assert JetDatabase(real.read_bytes()).version == 3
    assert JetDatabase(synthetic.read_bytes()).version == 4


def test_a_time_on_day_zero_and_dates_before_1900_are_read_as_access_shows_them():
    assert access_datetime(0.5) == dt.datetime(1899, 12, 30, 12, 0)
    assert access_datetime(0.0) == dt.datetime(1899, 12, 30, 0, 0)
    assert access_datetime(-1.25) == dt.datetime(1899, 12, 29, 6, 0)
    assert access_datetime(45731.999999) == dt.datetime(2025, 3, 16, 0, 0)


@pytest.mark.parametrize(
    "data",
    [b"", b"PK\x03\x04 not a database" * 10, b"\x00\x01\x00\x00Standard Jet DB\x00" + b"\x00" * 100],
    ids=["empty", "zip", "header only"],
)
def test_what_is_no_database_or_is_cut_short_raises_jet_error(data):
    with pytest.raises(JetError):
        JetDatabase(data)


def test_a_truncated_real_file_raises_jet_error(shared_dir):
    path = shared_dir / "reference" / "real-bws" / "tw-bridgemate-ui-12tables1section.bws"
    if not path.is_file():
        pytest.skip("reference data not present")
    data = path.read_bytes()

    def read_all(content: bytes) -> None:
        database = JetDatabase(content)
        for table in database.tables:
            database.rows(table)

    with pytest.raises(JetError):
        read_all(data[: len(data) // 3])


def _has_mdbtools() -> bool:
    import shutil

    return shutil.which("mdb-export") is not None


def test_damaged_bytes_are_refused_as_such_never_with_another_error(shared_dir):
    """Bytes overwritten at random places of real files, or the files cut short: read whole, or
    refused with JetError / BwsUnreadable (the TD hears "damaged"), never another exception."""
    import random

    from tddesk.formats.bws.reader import BwsUnreadable, parse_bws

    sources = [shared_dir / "reference" / name for name in FILES]
    sources = [path.read_bytes() for path in sources if path.is_file()]
    if not sources:
        pytest.skip("reference data not present")
    rng = random.Random(20251205)
    for _ in range(300):
        data = bytearray(rng.choice(sources))
        if rng.random() < 0.3:
            data = data[: rng.randrange(len(data))]
        else:
            for _flip in range(rng.randrange(1, 40)):
                data[rng.randrange(len(data))] = rng.randrange(256)
        with contextlib.suppress(JetError, BwsUnreadable):
            parse_bws(bytes(data))
