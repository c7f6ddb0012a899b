"""A played pairs session written as Bridgemate writes it: the movement in RoundData, the pairs'
players in PlayerNumbers and PlayerNames, the deals in HandRecord and a result per table and board
in ReceivedData, in the order the results reached the PC (docs/bws.md, "A pairs session").

The deals are dealt from a seed and played as ``play.py`` has the tables play them. The same
input gives the same file, byte for byte.
"""

from __future__ import annotations

import datetime as dt
import random
import uuid
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from tddesk.demo.play import Played, double_dummy_tricks, estimated_tricks, field_contract, play_table
from tddesk.formats.bws.rewrite import Rows
from tddesk.formats.bws.writer.bcs_tables import write_bws
from tddesk.rules.contract import SEATS
from tddesk.rules.deals import RANKS, SUITS, Deal
from tddesk.rules.pairs_movement import round_boards

BOARD_MINUTES, ROUND_CHANGE_MINUTES = 7, 3
NAME_LENGTH = 18  # BCS cuts PlayerNumbers.Name and PlayerNames.Name to 18 characters


@dataclass(frozen=True)
class SessionPair:
    """A pair under its number: its two players as (MID, name), and a strength (0: average; a
    whole trick better per board at +2)."""

    number: int
    players: tuple[tuple[str, str], tuple[str, str]]
    strength: float = 0.0


@dataclass(frozen=True)
class TableRound:
    """Who sits at a table in a round and the boards they play there."""

    table: int
    ns: int
    ew: int
    boards: tuple[int, ...]


@dataclass(frozen=True)
class SessionFile:
    deals: tuple[Deal, ...]
    played: tuple[Played, ...]
    field: dict[int, tuple[str, str, int, int]]  # board → what the field bids: seat, strain, level, tricks


def barometer_tables(schedule: Sequence[Sequence[tuple[int, int]]], boards_per_round: int) -> list[list[TableRound]]:
    """A barometer's rounds (``pairs_movement.barometer_rounds``, or a slice of them for a later
    session, numbered from 1 again) as tables that all play the round's boards."""
    return [
        [
            TableRound(table, ns, ew, tuple(round_boards(number, boards_per_round)))
            for table, (ns, ew) in enumerate(tables, start=1)
        ]
        for number, tables in enumerate(schedule, start=1)
    ]


def mitchell_tables(
    schedule: Sequence[Sequence[tuple[int, int, int]]], boards_per_round: int
) -> list[list[TableRound]]:
    """A Mitchell's rounds (``pairs_movement.mitchell_rounds``): each table plays its board set,
    set k being boards (k − 1)·B + 1 … k·B."""
    return [
        [
            TableRound(table, ns, ew, tuple(round_boards(board_set, boards_per_round)))
            for table, (ns, ew, board_set) in enumerate(tables, start=1)
        ]
        for tables in schedule
    ]


def deal_boards(boards: Collection[int], seed: int) -> dict[int, Deal]:
    """A random deal for each board, the same for the same seed."""
    pack = [(suit, rank) for suit in SUITS for rank in RANKS]
    deals = {}
    for board in sorted(boards):
        owner = [seat for seat in range(4) for _ in range(13)]  # who gets each card of the pack, in order
        random.Random(f"{seed}/{board}").shuffle(owner)
        held = [["", "", "", ""] for _ in range(4)]
        for (suit, rank), seat in zip(pack, owner):
            held[seat][SUITS.index(suit)] += rank  # the pack is in rank order: ace first
        deals[board] = Deal(board, tuple((hand[0], hand[1], hand[2], hand[3]) for hand in held))
    return deals


def write_pairs_session(
    path: Path | str,
    *,
    name: str,
    day: dt.date,
    start: dt.time,
    pairs: Sequence[SessionPair],
    rounds: Sequence[Sequence[TableRound]],
    seed: int,
    not_played: Collection[tuple[int, int]] = (),
    double_dummy: bool = False,
) -> SessionFile:
    """Play the session and write it as a ``.bws`` at ``path``; ``not_played`` holds the (board,
    table) pairs that have no result (a board the table did not reach); ``double_dummy`` takes the
    tricks from endplay's analysis instead of the estimate (slower: a second or two a board)."""
    strengths = {pair.number: pair.strength for pair in pairs}
    deals = deal_boards({board for tables in rounds for table in tables for board in table.boards}, seed)
    tricks = (
        double_dummy_tricks(deals.values())
        if double_dummy
        else {board: estimated_tricks(deal) for board, deal in deals.items()}
    )
    field = {board: field_contract(deal, tricks[board]) for board, deal in deals.items()}
    rng = random.Random(seed)
    played: list[tuple[dt.datetime, Played]] = []
    begin = dt.datetime.combine(day, start)
    for number, tables in enumerate(rounds, start=1):
        round_start = begin
        for seating in tables:
            clock = round_start + dt.timedelta(minutes=rng.randint(0, 2))
            for board in seating.boards:
                clock += dt.timedelta(minutes=BOARD_MINUTES + rng.randint(-2, 3), seconds=rng.randint(0, 59))
                if (board, seating.table) not in not_played:
                    where = (number, seating.table, seating.ns, seating.ew)
                    played.append((clock, play_table(deals[board], field[board], where, strengths, rng)))
        longest = max((len(seating.boards) for seating in tables), default=0)
        begin = round_start + dt.timedelta(minutes=longest * BOARD_MINUTES + ROUND_CHANGE_MINUTES)
    played.sort(key=lambda item: (item[0], item[1].table))
    write_bws(path, _rows(name, day, start, pairs, rounds, deals, played), created=dt.datetime.combine(day, start))
    return SessionFile(tuple(deals[board] for board in sorted(deals)), tuple(result for _, result in played), field)


def _rows(
    name: str,
    day: dt.date,
    start: dt.time,
    pairs: Sequence[SessionPair],
    rounds: Sequence[Sequence[TableRound]],
    deals: Mapping[int, Deal],
    played: Sequence[tuple[dt.datetime, Played]],
) -> Rows:
    by_number = {pair.number: pair for pair in pairs}
    tables = max((seating.table for tables in rounds for seating in tables), default=0)
    time_of_day = dt.datetime.combine(dt.date(1899, 12, 30), start)
    first_round = rounds[0] if rounds else []
    seats = []
    for seating in first_round:
        for direction, number, player in (
            ("N", seating.ns, 0),
            ("S", seating.ns, 1),
            ("E", seating.ew, 0),
            ("W", seating.ew, 1),
        ):
            mid, player_name = by_number[number].players[player]
            seats.append(
                {
                    "Section": 1,
                    "Table": seating.table,
                    "Direction": direction,
                    "Number": mid,
                    "Name": player_name[:NAME_LENGTH],
                    "TimeLog": dt.datetime.combine(day, start),
                    "Round": 0,
                }
            )
    return {
        "Section": [
            {
                "ID": 1,
                "Letter": "A",
                "Tables": tables,
                "MissingPair": 0,
                "EWMoveBeforePlay": 0,
                "Session": 1,
                "ScoringType": 1,
                "Winners": 0,
            }
        ],
        "Tables": [
            {
                "Section": 1,
                "Table": table,
                "ComputerID": 1,
                "Status": 1,
                "LogOnOff": 2,
                "UpdateFromRound": 0,
                "CurrentRound": 0,
                "CurrentBoard": 0,
                "Group": 1,
            }
            for table in range(1, tables + 1)
        ],
        "RoundData": [
            {
                "Section": 1,
                "Table": seating.table,
                "Round": number,
                "NSPair": seating.ns,
                "EWPair": seating.ew,
                "LowBoard": min(seating.boards),
                "HighBoard": max(seating.boards),
                "CustomBoards": "",
            }
            for number, round_tables in enumerate(rounds, start=1)
            for seating in round_tables
        ],
        "PlayerNumbers": seats,
        "PlayerNames": [
            {"ID": int(mid), "Name": player_name[:NAME_LENGTH], "strID": mid}
            for pair in pairs
            for mid, player_name in pair.players
            if mid.isdigit()
        ],
        "HandRecord": [
            {
                "Section": 1,
                "Board": board,
                **{
                    f"{hand}{suit}": deals[board].hand(seat)[index]
                    for hand, seat in zip(("North", "East", "South", "West"), SEATS)
                    for index, suit in enumerate(("Spades", "Hearts", "Diamonds", "Clubs"))
                },
            }
            for board in sorted(deals)
        ],
        "ReceivedData": [
            {
                "ID": index,
                "Section": 1,
                "Table": result.table,
                "Round": result.round,
                "Board": result.board,
                "PairNS": result.ns,
                "PairEW": result.ew,
                "Declarer": 0 if not result.seat else result.ns if result.seat in "NS" else result.ew,
                "NS/EW": result.seat,
                "Contract": result.contract,
                "Result": result.result,
                "LeadCard": result.lead,
                "Remarks": "",
                "DateLog": clock.date(),
                "TimeLog": dt.datetime.combine(dt.date(1899, 12, 30), clock.time()),
                "SuspiciousContract": 0,
            }
            for index, (clock, result) in enumerate(played, start=1)
        ],
        "Session": [
            {
                "ID": 1,
                "Name": name[:40],
                "Date": day,
                "Time": time_of_day,
                "GUID": "{" + str(uuid.uuid5(uuid.NAMESPACE_URL, f"tddesk:{name}:{day}")).upper() + "}",
                "Status": 0,
                "ShowInApp": False,
            }
        ],
        "Clients": [{"ID": 1, "Computer": "TDDESK"}],
    }
