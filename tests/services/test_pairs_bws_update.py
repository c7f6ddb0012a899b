"""A pairs board result corrected in tddesk and sent back to the table in the session's Bridgemate
file: a newer ReceivedData row with ExternalUpdate, read alike by tddesk's reader and mdbtools, and
the corrected result stands when the file is imported again (docs/bws.md, "Changes during play")."""

from __future__ import annotations

import datetime as dt

import pytest

from builders import pairs_heat as heat_of
from jet_oracles import mdbtools_rows, needs_mdbtools
from tddesk.demo.bcs_play import play_rounds, received_rows, send_to_file
from tddesk.formats.bws.reader import read_bws
from tddesk.models.pairs_tables import PairsBoardResult
from tddesk.services.errors import ServiceError
from tddesk.services.files import new_championship
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_bws_session import write_pairs_session_file
from tddesk.services.pairs_bws_update import write_back_pairs_correction
from tddesk.services.pairs_results import clear_pairs_result, enter_pairs_result

DAY = dt.date(2016, 10, 11)


@pytest.fixture
def played(tmp_path):
    """An 8-pair Howell's session file, played as BCS collects it and imported."""
    tournament = new_championship(
        tmp_path / "dm.tddesk", name="DM Par", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    heat = heat_of(tournament, 8)
    path = tmp_path / "kval.bws"
    written = write_pairs_session_file(tournament, heat, 1, path, howell="three-quarter")
    round_data = [
        {k: int(v) if v and v.isdigit() else v for k, v in row.items()} for row in mdbtools_rows(path, "RoundData")
    ]
    results = play_rounds({"RoundData": round_data}, DAY, {r: dt.time(18, 30) for r in range(1, 6)}, seed=8)
    send_to_file(path, written.rows, ReceivedData=received_rows(results))
    import_pairs_bws(tournament, heat, 1, path)
    yield tournament, heat, path, results
    tournament.close()


def _stored(tournament, heat, board, ns):
    with tournament.reading() as db:
        row = db.get(PairsBoardResult, (heat, 1, board, ns))
        assert row is not None
        return row.contract, row.declarer, row.tricks, row.lead


@needs_mdbtools
def test_a_pairs_correction_is_sent_back_and_stands_on_reimport(played):
    tournament, heat, path, results = played
    first = next(result for _clock, result in results if result.board == 1)
    count = len(results)
    enter_pairs_result(tournament, heat, 1, 1, first.ns, first.ew, "3NTX", "W", "-3", "HK", first.round)
    assert write_back_pairs_correction(tournament, heat, 1, path, 1, first.ns) == count + 1
    last = mdbtools_rows(path, "ReceivedData")[-1]
    assert (last["ID"], last["Table"], last["Round"], last["Board"]) == (
        str(count + 1),
        str(first.table),
        str(first.round),
        "1",
    )
    assert (last["PairNS"], last["PairEW"], last["Declarer"]) == (str(first.ns), str(first.ew), str(first.ew))
    assert (last["NS/EW"], last["Contract"], last["Result"], last["LeadCard"], last["ExternalUpdate"]) == (
        "W",
        "3 NT x",
        "-3",
        "HK",
        "1",
    )
    newest = max(read_bws(path).received, key=lambda row: row.id)
    assert (newest.id, newest.board, newest.pair_ns, newest.contract, newest.result) == (
        count + 1,
        1,
        first.ns,
        "3 NT x",
        "-3",
    )
    import_pairs_bws(tournament, heat, 1, path)
    assert _stored(tournament, heat, 1, first.ns) == ("3NTX", "W", 6, "HK")
    # The file itself carries the correction: with tddesk's row removed, the import takes it from there.
    clear_pairs_result(tournament, heat, 1, 1, first.ns)
    report = import_pairs_bws(tournament, heat, 1, path)
    assert report.written == 1
    assert _stored(tournament, heat, 1, first.ns) == ("3NTX", "W", 6, "HK")


def test_a_pairs_correction_is_refused_for_an_open_file(played):
    tournament, heat, path, results = played
    first = next(result for _clock, result in results if result.board == 1)
    path.with_suffix(".ldb").write_bytes(b"")
    before = path.read_bytes()
    with pytest.raises(ServiceError, match="BCS"):
        write_back_pairs_correction(tournament, heat, 1, path, 1, first.ns)
    assert path.read_bytes() == before


def test_a_pairs_correction_is_refused_for_another_heats_file(played, tmp_path):
    tournament, heat, _path, results = played
    other = heat_of(tournament, 10)
    other_path = tmp_path / "other.bws"
    write_pairs_session_file(tournament, other, 1, other_path, movement="mitchell")
    first = next(result for _clock, result in results if result.board == 1)
    before = other_path.read_bytes()
    with pytest.raises(ServiceError, match=r"other\.bws"):
        write_back_pairs_correction(tournament, heat, 1, other_path, 1, first.ns)
    assert other_path.read_bytes() == before


@needs_mdbtools
def test_the_command_sends_a_pairs_correction(played, capsys):
    from tddesk.cli import main

    tournament, heat, path, results = played
    first = next(result for _clock, result in results if result.board == 2)
    enter_pairs_result(tournament, heat, 1, 2, first.ns, first.ew, "4S", "N", "+1", None, first.round)
    arguments = ["pairs-bws-correct", str(tournament.path), str(path), "--heat", heat, "--session", "1"]
    assert main([*arguments, "--board", "2", "--ns", str(first.ns)]) == 0
    assert str(len(results) + 1) in capsys.readouterr().out
    last = mdbtools_rows(path, "ReceivedData")[-1]
    assert (last["Board"], last["PairNS"], last["Contract"], last["Result"]) == ("2", str(first.ns), "4 S", "+1")
    assert main([*arguments, "--board", "2", "--ns", "199"]) != 0
    assert "199" in capsys.readouterr().err
