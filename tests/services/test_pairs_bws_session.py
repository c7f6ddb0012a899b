"""The session file of a pairs session: a 7-table complete Howell and a 4-table 3/4-Howell written
with the heat's pair numbers, played as BCS collects it, and read back by the pairs import onto every
board and table (docs/bws.md)."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import select

from builders import pairs_heat as heat_of
from jet_oracles import mdb_reader_dump, mdbtools_rows, needs_mdb_reader, needs_mdbtools
from jet_template import assert_template_layout
from tddesk.demo.bcs_play import play_rounds, received_rows, send_to_file
from tddesk.models.pairs_tables import PairsBoardResult
from tddesk.rules.howell import HowellTable, direction_problems, movement_problems
from tddesk.services.errors import ServiceError
from tddesk.services.files import new_championship
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_bws_session import write_pairs_session_file
from tddesk.services.played import parse_played

DAY = dt.date(2016, 10, 11)


@pytest.fixture
def tournament(tmp_path):
    tournament = new_championship(
        tmp_path / "dm.tddesk", name="DM Par", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    yield tournament
    tournament.close()


def _as_movement(rows) -> list[list[HowellTable]]:
    rounds: dict[int, list[HowellTable]] = {}
    for row in rows:
        board_set = (int(row["LowBoard"]) - 1) // 3 + 1
        rounds.setdefault(int(row["Round"]), []).append(
            HowellTable(int(row["Table"]), int(row["NSPair"]), int(row["EWPair"]), board_set)
        )
    return [rounds[number] for number in sorted(rounds)]


@needs_mdbtools
@needs_mdb_reader
@pytest.mark.parametrize(
    ("pairs", "movement", "howell", "rounds"),
    [
        (14, "howell", "complete", 13),
        (8, "howell", "three-quarter", 5),
        (10, "mitchell", "complete", 5),
        (8, "barometer", "complete", 7),
    ],
)
def test_a_session_is_written_played_and_imported(tournament, tmp_path, shared_dir, pairs, movement, howell, rounds):
    heat = heat_of(tournament, pairs, movement)
    path = tmp_path / f"{pairs}.bws"
    written = write_pairs_session_file(tournament, heat, 1, path, howell=howell)
    assert (written.tables, written.rounds) == (pairs // 2, rounds)
    assert_template_layout(path, shared_dir)
    round_data = [
        {k: int(v) if v and v.isdigit() else v for k, v in row.items()} for row in mdbtools_rows(path, "RoundData")
    ]
    assert len(round_data) == pairs // 2 * rounds
    assert len(mdb_reader_dump(path, ["RoundData"])["RoundData"]["rows"]) == len(round_data)
    seated = _as_movement(round_data)  # as BCS reads it from the file
    if movement == "howell":
        assert movement_problems(seated) == direction_problems(seated) == []
    elif movement == "mitchell":  # NS pairs stay North-South
        assert movement_problems(seated) == []
    assert {p for row in seated for t in row for p in (t.ns, t.ew)} == set(range(101, 101 + pairs))
    played = play_rounds({"RoundData": round_data}, DAY, {r: dt.time(18, 30) for r in range(1, rounds + 1)}, seed=pairs)
    send_to_file(path, written.rows, ReceivedData=received_rows(played))
    report = import_pairs_bws(tournament, heat, 1, path)
    assert report.written == len(played) == pairs // 2 * rounds * 3
    expected = {}
    for _clock, result in played:
        values = parse_played(result.contract, result.seat or None, result.result, result.lead or None)
        expected[(result.board, result.ns)] = (result.ew, result.round, values["contract"], values["tricks"])
    with tournament.reading() as db:
        stored = {
            (row.board, row.ns_number): (row.ew_number, row.round, row.contract, row.tricks)
            for row in db.scalars(select(PairsBoardResult).where(PairsBoardResult.heat_id == heat))
        }
    assert stored == expected


def test_an_odd_field_in_a_howell_is_refused_in_words(tournament, tmp_path):
    heat = heat_of(tournament, 9)
    with pytest.raises(ServiceError, match="9"):
        write_pairs_session_file(tournament, heat, 1, tmp_path / "odd.bws")
    assert not (tmp_path / "odd.bws").exists()
