"""A played pairs session written as a Bridgemate file: the barometer's movement, the deals and a
result per table and board, read back with mdbtools (docs/bws.md, "A pairs session")."""

from __future__ import annotations

import csv
import datetime as dt
import io
import shutil
import subprocess
from collections import Counter
from itertools import combinations

import pytest

from tddesk.demo.pairs_session import SessionPair, barometer_tables, write_pairs_session
from tddesk.formats.bws.reader import read_bws
from tddesk.rules.pairs_movement import barometer_rounds
from tddesk.services.played import parse_played

NEEDS_MDBTOOLS = pytest.mark.skipif(shutil.which("mdb-export") is None, reason="mdbtools not installed")
PAIRS = [
    SessionPair(
        number,
        ((str(300000 + 2 * number), f"Åsa Öberg {number}"), (str(300001 + 2 * number), f"Örjan Ärlig {number}")),
        (number % 5 - 2) / 2,
    )
    for number in range(1, 29)
]


def _write(path, not_played=frozenset()):
    return write_pairs_session(
        path,
        name="DM Par Mixed, final",
        day=dt.date(2017, 3, 18),
        start=dt.time(10),
        pairs=PAIRS,
        rounds=barometer_tables(barometer_rounds(range(1, 29)), 2),
        seed=2017,
        not_played=not_played,
    )


@pytest.fixture(scope="module")
def final(tmp_path_factory):
    path = tmp_path_factory.mktemp("session") / "final.bws"
    return path, _write(path, not_played={(17, 13), (17, 14)})


def mdb_export(path, table):
    output = subprocess.run(
        ["mdb-export", "-T", "%Y-%m-%d %H:%M:%S", str(path), table], capture_output=True, text=True, check=True
    ).stdout
    return list(csv.DictReader(io.StringIO(output)))


def test_the_same_session_gives_the_same_file(final, tmp_path):
    path, _ = final
    _write(tmp_path / "again.bws", not_played={(17, 13), (17, 14)})
    assert (tmp_path / "again.bws").read_bytes() == path.read_bytes()


@NEEDS_MDBTOOLS
def test_the_barometer_meets_every_pair_once_on_the_round_boards(final):
    path, _ = final
    rounds = mdb_export(path, "RoundData")
    assert len(rounds) == 27 * 14
    meetings = Counter(frozenset((int(row["NSPair"]), int(row["EWPair"]))) for row in rounds)
    assert set(meetings) == {frozenset(pair) for pair in combinations(range(1, 29), 2)}
    assert set(meetings.values()) == {1}
    assert all(
        (int(row["LowBoard"]), int(row["HighBoard"])) == (2 * int(row["Round"]) - 1, 2 * int(row["Round"]))
        for row in rounds
    )
    section = mdb_export(path, "Section")
    assert [(row["Letter"], row["Tables"]) for row in section] == [("A", "14")]


@NEEDS_MDBTOOLS
def test_every_result_is_a_legal_one_led_by_the_leader(final):
    path, session = final
    received = mdb_export(path, "ReceivedData")
    assert len(received) == 14 * 54 - 2  # two tables did not play board 17
    assert [int(row["ID"]) for row in received] == list(range(1, len(received) + 1))
    clock = [row["DateLog"][:10] + row["TimeLog"][10:] for row in received]
    assert clock == sorted(clock)  # IDs in the order the results came in
    hands = {int(row["Board"]): row for row in mdb_export(path, "HandRecord")}
    assert len(hands) == 54
    leader = {"N": "East", "E": "South", "S": "West", "W": "North"}
    suits = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
    for row in received:
        parse_played(row["Contract"], row["NS/EW"] or None, row["Result"] or None, row["LeadCard"] or None)
        if row["Contract"] == "PASS":
            assert (row["Declarer"], row["NS/EW"], row["LeadCard"]) == ("0", "", "")
            continue
        assert int(row["Declarer"]) == int(row["PairNS"] if row["NS/EW"] in "NS" else row["PairEW"])
        lead = row["LeadCard"]
        assert lead[1] in hands[int(row["Board"])][f"{leader[row['NS/EW']]}{suits[lead[0]]}"]
    boards = Counter(int(row["Board"]) for row in received)
    assert boards[17] == 12 and all(boards[board] == 14 for board in boards if board != 17)
    assert len(session.deals) == 54 and session.deals[0].pbn().startswith("N:")


def test_the_project_reader_takes_the_players_and_results(final):
    path, session = final
    data = read_bws(path)
    assert len(data.received) == len(session.played) == 754
    north = [player for player in data.players if player.direction == "N"]
    assert len(data.players) == 56 and north[0].name == "Åsa Öberg 1" and north[0].round == 0
    contracts = Counter(row.contract.split()[1] if row.contract != "PASS" else "PASS" for row in data.received)
    assert {"NT", "S", "H", "D", "C"} <= set(contracts)  # the field bids every strain somewhere


def test_double_dummy_play_takes_the_tricks_endplay_finds(tmp_path):
    """With double_dummy the field's contract takes as many tricks as DDS says its declarer takes."""
    from tddesk.rules.endplay_parts import endplay_module

    session = write_pairs_session(
        tmp_path / "dd.bws",
        name="Dubbeldummy",
        day=dt.date(2017, 3, 18),
        start=dt.time(10),
        pairs=PAIRS[:4],
        rounds=barometer_tables(barometer_rounds(range(1, 5)), 1),
        seed=3,
        double_dummy=True,
    )
    deal = session.deals[0]
    seat, strain, level, tricks = session.field[deal.board]
    table = endplay_module("dds").calc_dd_table(endplay_module("types").Deal(deal.pbn())).to_list()
    assert tricks == table[("S", "H", "D", "C", "NT").index(strain)]["NESW".index(seat)]
    assert 1 <= level <= 7 and len(session.played) == 3 * 2
