"""The .bws reader against mdbtools, an independent reader of Access files."""

import csv
import io
import shutil
import subprocess

import pytest

from bws_day import bws_folder
from tddesk.formats.bws.reader import BwsUnreadable, read_bws, signature


@pytest.fixture(params=["semifinal-venue1.bws", "semifinal-venue2.bws"])
def bws(request, shared_dir):
    path = bws_folder(shared_dir) / request.param
    if not path.exists():
        pytest.skip("reference data not present")
    return path


def mdb_rows(path, table):
    output = subprocess.run(["mdb-export", str(path), table], capture_output=True, text=True, check=True).stdout
    return list(csv.DictReader(io.StringIO(output)))


def test_results_and_player_numbers_read_as_mdbtools_reads_them(bws):
    if shutil.which("mdb-export") is None:
        pytest.skip("mdbtools not installed")
    data = read_bws(bws)
    oracle = mdb_rows(bws, "ReceivedData")
    assert [(r.id, r.table, r.round, r.board, r.seat, r.contract, r.result, r.erased) for r in data.received] == [
        (
            int(o["ID"]),
            int(o["Table"]),
            int(o["Round"]),
            int(o["Board"]),
            o["NS/EW"],
            o["Contract"],
            o["Result"],
            o["Erased"] == "1",
        )
        for o in oracle
    ]
    numbers = mdb_rows(bws, "PlayerNumbers")
    assert [(p.table, p.round, p.direction, p.number) for p in data.players] == [
        (int(o["Table"]), int(o["Round"]), o["Direction"], o["Number"]) for o in numbers
    ]
    assert data.sections == {1: "A"}


def test_a_file_that_is_no_access_database_is_refused(tmp_path):
    path = tmp_path / "x.bws"
    path.write_bytes(b"PK\x03\x04 a zip file, not a database" * 4)
    with pytest.raises(BwsUnreadable, match="not an Access database"):
        read_bws(path)
    with pytest.raises(BwsUnreadable, match="does not exist"):
        read_bws(tmp_path / "missing.bws")


def test_the_signature_changes_with_the_content(bws, tmp_path):
    copy = tmp_path / "copy.bws"
    shutil.copyfile(bws, copy)
    first = signature(copy)
    assert signature(copy) == first
    copy.write_bytes(copy.read_bytes() + b"\0")
    assert signature(copy) != first


def test_a_file_cut_short_is_being_written_while_fresh_and_damaged_once_it_lies_still(bws, tmp_path):
    import os
    import time

    from tddesk.formats.bws.reader import WRITE_SETTLE_SECONDS, BwsBusy, BwsDamaged

    data = bws.read_bytes()
    cut = tmp_path / "cut.bws"
    cut.write_bytes(data[: len(data) // 3])
    with pytest.raises(BwsBusy):
        read_bws(cut)  # just written: BCS may be writing it
    past = time.time() - 2 * WRITE_SETTLE_SECONDS
    os.utime(cut, (past, past))
    with pytest.raises(BwsDamaged):
        read_bws(cut)
    empty = tmp_path / "begun.bws"
    empty.write_bytes(b"")
    with pytest.raises(BwsBusy):
        read_bws(empty)  # BCS has only created it
    with pytest.raises(BwsUnreadable, match="is a folder"):
        read_bws(tmp_path)
