"""The session file of the demo's semifinal 1: what BCS starts the venue from, read alike by mdbtools,
mdb-reader and tddesk's reader, and read back after play by the same import a venue's file goes
through — every result on its match, room, half and board, for all three rounds."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import select

from jet_oracles import mdb_reader_dump, mdbtools_rows, mdbtools_tables, needs_mdb_reader, needs_mdbtools
from jet_template import assert_template_layout
from tddesk.demo.bcs_play import play_rounds, received_rows, send_to_file
from tddesk.formats.bws.reader import read_bws
from tddesk.formats.bws.writer.bcs_tables import BCS_TABLES
from tddesk.models.tables import BoardResult, Match
from tddesk.services.bws_import import import_bws
from tddesk.services.bws_session import team_session, write_team_session
from tddesk.services.errors import ServiceError
from tddesk.services.files import open_championship
from tddesk.services.played import parse_played

STAGE = "semifinal-1"


@pytest.fixture
def demo(demo_copy):
    tournament = open_championship(demo_copy)
    yield tournament
    tournament.close()


@pytest.fixture
def written(demo, tmp_path):
    path = tmp_path / "sf1.bws"
    return path, write_team_session(demo, STAGE, path)


def test_two_tables_per_match_per_round_and_half_on_the_same_boards(written):
    path, session = written
    rows = read_bws(path).seatings
    assert len(rows) == len(session.seatings) == 2 * 2 * 3 * 2  # matches × rooms × rounds × halves
    by_round: dict[int, list] = {}
    for seating in session.seatings:
        by_round.setdefault(seating.bridgemate_round, []).append(seating)
    assert sorted(by_round) == [1, 2, 3, 4, 5, 6]
    for bm_round, tables in by_round.items():
        stage_round, half = (bm_round - 1) // 2 + 1, (bm_round - 1) % 2 + 1
        assert {(t.stage_round, t.half) for t in tables} == {(stage_round, half)}
        assert {t.boards for t in tables} == {
            range(20 * (stage_round - 1) + 10 * (half - 1) + 1, 20 * (stage_round - 1) + 10 * half + 1)
        }
        for match in (1, 2):
            open_room, closed = (
                next(t for t in tables if t.match == match and t.room == room) for room in ("open", "closed")
            )
            assert (open_room.table, closed.table) == (2 * match - 1, 2 * match)
            assert (open_room.ns, open_room.ew) == (closed.ew, closed.ns)  # home NS in the open room, EW in the closed


@needs_mdbtools
@needs_mdb_reader
def test_mdbtools_mdb_reader_and_tddesk_read_the_session_alike(written, shared_dir):
    path, session = written
    assert mdbtools_tables(path) == list(BCS_TABLES)
    dump = mdb_reader_dump(path)
    assert list(dump) == list(BCS_TABLES)
    for table, rows in session.rows.items():
        assert len(mdbtools_rows(path, table)) == len(rows) == len(dump[table]["rows"]), table
    wanted = [
        (r["Table"], r["Round"], r["NSPair"], r["EWPair"], r["LowBoard"], r["HighBoard"])
        for r in session.rows["RoundData"]
    ]
    assert [
        (int(r["Table"]), int(r["Round"]), int(r["NSPair"]), int(r["EWPair"]), int(r["LowBoard"]), int(r["HighBoard"]))
        for r in mdbtools_rows(path, "RoundData")
    ] == wanted
    assert [
        (r["Table"], r["Round"], r["NSPair"], r["EWPair"], r["LowBoard"], r["HighBoard"])
        for r in dump["RoundData"]["rows"]
    ] == wanted
    assert [(s.table, s.round, s.pair_ns, s.pair_ew) for s in read_bws(path).seatings] == [w[:4] for w in wanted]
    names = {row["strID"]: row["Name"] for row in mdbtools_rows(path, "PlayerNames")}
    assert_template_layout(path, shared_dir)
    assert len(names) >= 16 and all(names.values())  # four teams of at least four, each player named


@needs_mdbtools
def test_every_result_bcs_collects_lands_on_its_match_room_half_and_board(demo, written):
    """The round trip, for all three semifinal rounds: RoundData as BCS reads it from the file,
    a result per table and board as the tables send it, imported as a venue's file is."""
    path, session = written
    round_data = [
        {k: int(v) if v and v.lstrip("-").isdigit() else v for k, v in row.items()}
        for row in mdbtools_rows(path, "RoundData")
    ]
    starts = {bm_round: dt.time(9 + bm_round, 0) for bm_round in range(1, 7)}
    played = play_rounds({"RoundData": round_data}, dt.date(2017, 1, 21), starts, seed=29)
    assert len(played) == 4 * 60  # four tables, sixty boards
    send_to_file(path, session.rows, ReceivedData=received_rows(played))
    report = import_bws(demo, STAGE, path)
    assert report.boards_written == 240
    seats = {(s.bridgemate_round, s.table): s for s in session.seatings}
    expected = {}
    for _clock, result in played:
        seat = seats[(result.round, result.table)]
        values = parse_played(result.contract, result.seat or None, result.result, result.lead or None)
        key = (session.match_ids[(seat.stage_round, seat.match)], seat.half, seat.room, result.board)
        expected[key] = (values["contract"], values["declarer"], values["tricks"])
    with demo.reading() as db:
        stored = {
            (row.match_id, row.half, row.room, row.board): (row.contract, row.declarer, row.tricks)
            for row in db.scalars(select(BoardResult).join(Match).where(Match.stage_id == STAGE))
        }
    assert stored == expected


def test_one_round_and_half_is_one_bridgemate_round(demo):
    session = team_session(demo, STAGE, round_number=2, half=1)
    assert {(s.bridgemate_round, s.stage_round, s.half) for s in session.seatings} == {(3, 2, 1)}
    assert len(session.seatings) == 4


@pytest.mark.parametrize(
    ("arguments", "words"),
    [({"round_number": 9}, r"\b9\b.*1-3"), ({"half": 3}, r"\b2\b.*\b3\b"), ({"stage_id": "no-such"}, "no-such")],
)
def test_a_round_half_or_stage_the_file_cannot_have_is_refused_in_words(demo, tmp_path, arguments, words):
    path = tmp_path / "out.bws"
    arguments = dict(arguments)
    stage = arguments.pop("stage_id", STAGE)
    with pytest.raises(ServiceError, match=words):
        write_team_session(demo, stage, path, **arguments)
    assert not path.exists()
