"""A played pairs session written as Bridgemate writes it: the movement in RoundData, the pairs'
players in PlayerNumbers and PlayerNames, the deals in HandRecord and a result per table and board
in ReceivedData, in the order the results reached the PC (docs/bws.md, "A pairs session").

The deals are dealt from a seed and the play is made up from the hands: the side with more high
card points declares its best strain at the level its strength and fit suggest, tables bid a level
lower or higher now and then, and the tricks vary with the two pairs' strengths. The same input
gives the same file, byte for byte.
"""
from __future__ import annotations

import datetime as dt
import random
import uuid
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from tddesk.export.bws_writer.bcs_tables import write_bws
from tddesk.rules.contract import SEATS
from tddesk.rules.deals import RANKS, SUITS, Deal
from tddesk.rules.pairs_movement import round_boards

HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
BOARD_MINUTES, ROUND_CHANGE_MINUTES = 7, 3
NAME_LENGTH = 18    # BCS cuts PlayerNumbers.Name and PlayerNames.Name to 18 characters


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
class Played:
    """One table's result on a board as ReceivedData holds it."""

    round: int
    table: int
    board: int
    ns: int
    ew: int
    contract: str     # "4 H x", "3 NT", "PASS"
    seat: str         # declarer N/E/S/W, "" when passed out
    result: str       # "=", "+1", "-2", "" when passed out
    lead: str         # "HK", "" when passed out


@dataclass(frozen=True)
class SessionFile:
    deals: tuple[Deal, ...]
    played: tuple[Played, ...]


def barometer_tables(schedule: Sequence[Sequence[tuple[int, int]]], boards_per_round: int) -> list[list[TableRound]]:
    """A barometer's rounds (``pairs_movement.barometer_rounds``, or a slice of them for a later
    session, numbered from 1 again) as tables that all play the round's boards."""
    return [[TableRound(table, ns, ew, tuple(round_boards(number, boards_per_round)))
             for table, (ns, ew) in enumerate(tables, start=1)]
            for number, tables in enumerate(schedule, start=1)]


def deal_boards(boards: Collection[int], seed: int) -> dict[int, Deal]:
    """A random deal for each board, the same for the same seed."""
    pack = [(suit, rank) for suit in SUITS for rank in RANKS]
    deals = {}
    for board in sorted(boards):
        owner = [seat for seat in range(4) for _ in range(13)]   # who gets each card of the pack, in order
        random.Random(f"{seed}/{board}").shuffle(owner)
        held = [["", "", "", ""] for _ in range(4)]
        for (suit, rank), seat in zip(pack, owner):
            held[seat][SUITS.index(suit)] += rank                # the pack is in rank order: ace first
        deals[board] = Deal(board, tuple((hand[0], hand[1], hand[2], hand[3]) for hand in held))
    return deals


def _points(hand: tuple[str, ...]) -> int:
    return sum(HCP.get(rank, 0) for holding in hand for rank in holding)


def _plan(deal: Deal) -> tuple[str, str, int, int]:
    """What the field bids: (declarer seat, strain, level, tricks an even pairing takes)."""
    sides = {"NS": ("N", "S"), "EW": ("E", "W")}
    side = max(sides, key=lambda name: sum(_points(deal.hand(seat)) for seat in sides[name]))
    first, second = (deal.hand(seat) for seat in sides[side])
    points = _points(first) + _points(second)
    no_trump = 6.6 + 0.42 * (points - 20)
    options = {"NT": no_trump}
    for index, suit in enumerate(SUITS):
        fit = len(first[index]) + len(second[index])
        short_hand = first if len(first[index]) <= len(second[index]) else second   # ruffs count there
        shortness = sum(1.0 if not short_hand[i] else 0.5 if len(short_hand[i]) == 1 else 0.0
                        for i in range(4) if i != index)
        options[suit] = no_trump + 0.9 * (fit - 7) + (0.5 * shortness if fit >= 8 else 0)
    strain = max(options, key=lambda name: (round(options[name]), name in ("S", "H"), name == "NT"))
    tricks = max(0, min(13, round(options[strain])))
    game = {"NT": 9, "S": 10, "H": 10, "D": 11, "C": 11}[strain]
    if tricks >= 12:
        level = 6
    elif tricks >= game:
        level = game - 6
    else:
        level = max(1, min(tricks - 6, game - 7))
    trump = SUITS.index(strain) if strain != "NT" else None
    seat = max(sides[side], key=lambda s: len(deal.hand(s)[trump]) if trump is not None else _points(deal.hand(s)))
    return seat, strain, level, tricks


def _lead(deal: Deal, declarer: str, strain: str) -> str:
    """The leader's longest side suit: top of two touching honours, else fourth best (or lowest)."""
    hand = deal.hand(SEATS[(SEATS.index(declarer) + 1) % 4])
    suits = [i for i in range(4) if hand[i] and SUITS[i] != strain] or [i for i in range(4) if hand[i]]
    index = max(suits, key=lambda i: (len(hand[i]), -i))
    holding = hand[index]
    touching = len(holding) >= 2 and holding[0] in "AKQJ" and RANKS.index(holding[1]) == RANKS.index(holding[0]) + 1
    return SUITS[index] + (holding[0] if touching else holding[min(3, len(holding) - 1)])


def play_table(deal: Deal, seating: TableRound, round_number: int, strengths: dict[int, float],
               rng: random.Random) -> Played:
    seat, strain, level, tricks = _plan(deal)
    declaring, defending = (seating.ns, seating.ew) if seat in "NS" else (seating.ew, seating.ns)
    if tricks <= 6 and rng.random() < 0.5:
        return Played(round_number, seating.table, deal.board, seating.ns, seating.ew, "PASS", "", "", "")
    roll = rng.random()
    if roll < 0.12 and level > 1:
        level -= 1
    elif roll > 0.93 and level < 7:
        level += 1
    edge = 0.5 * (strengths.get(declaring, 0.0) - strengths.get(defending, 0.0))
    taken = max(0, min(13, tricks + round(edge + rng.gauss(0, 0.9))))
    over = taken - (level + 6)
    doubled = " x" if over <= -2 and rng.random() < 0.5 else ""
    return Played(round_number, seating.table, deal.board, seating.ns, seating.ew, f"{level} {strain}{doubled}", seat,
                  "=" if over == 0 else f"{over:+d}", _lead(deal, seat, strain))


def write_pairs_session(path, *, name: str, day: dt.date, start: dt.time, pairs: Sequence[SessionPair],
                        rounds: Sequence[Sequence[TableRound]], seed: int,
                        not_played: Collection[tuple[int, int]] = ()) -> SessionFile:
    """Play the session and write it as a ``.bws`` at ``path``; ``not_played`` holds the (board,
    table) pairs that have no result (a board the table did not reach)."""
    strengths = {pair.number: pair.strength for pair in pairs}
    deals = deal_boards({board for tables in rounds for table in tables for board in table.boards}, seed)
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
                    played.append((clock, play_table(deals[board], seating, number, strengths, rng)))
        longest = max((len(seating.boards) for seating in tables), default=0)
        begin = round_start + dt.timedelta(minutes=longest * BOARD_MINUTES + ROUND_CHANGE_MINUTES)
    played.sort(key=lambda item: (item[0], item[1].table))
    write_bws(path, _rows(name, day, start, pairs, rounds, deals, played), created=dt.datetime.combine(day, start))
    return SessionFile(tuple(deals[board] for board in sorted(deals)), tuple(result for _, result in played))


def _rows(name, day, start, pairs, rounds, deals, played) -> dict[str, list[dict]]:
    by_number = {pair.number: pair for pair in pairs}
    tables = max((seating.table for tables in rounds for seating in tables), default=0)
    time_of_day = dt.datetime.combine(dt.date(1899, 12, 30), start)
    first_round = rounds[0] if rounds else []
    seats = []
    for seating in first_round:
        for direction, number, player in (("N", seating.ns, 0), ("S", seating.ns, 1), ("E", seating.ew, 0),
                                          ("W", seating.ew, 1)):
            mid, player_name = by_number[number].players[player]
            seats.append({"Section": 1, "Table": seating.table, "Direction": direction, "Number": mid,
                          "Name": player_name[:NAME_LENGTH], "TimeLog": dt.datetime.combine(day, start), "Round": 0})
    return {
        "Section": [{"ID": 1, "Letter": "A", "Tables": tables, "MissingPair": 0, "EWMoveBeforePlay": 0, "Session": 1,
                     "ScoringType": 1, "Winners": 0}],
        "Tables": [{"Section": 1, "Table": table, "ComputerID": 1, "Status": 1, "LogOnOff": 2, "UpdateFromRound": 0,
                    "CurrentRound": 0, "CurrentBoard": 0, "Group": 1} for table in range(1, tables + 1)],
        "RoundData": [{"Section": 1, "Table": seating.table, "Round": number, "NSPair": seating.ns,
                       "EWPair": seating.ew, "LowBoard": min(seating.boards), "HighBoard": max(seating.boards),
                       "CustomBoards": ""}
                      for number, round_tables in enumerate(rounds, start=1) for seating in round_tables],
        "PlayerNumbers": seats,
        "PlayerNames": [{"ID": int(mid), "Name": player_name[:NAME_LENGTH], "strID": mid}
                        for pair in pairs for mid, player_name in pair.players if mid.isdigit()],
        "HandRecord": [{"Section": 1, "Board": board,
                        **{f"{hand}{suit}": deals[board].hand(seat)[index]
                           for hand, seat in zip(("North", "East", "South", "West"), SEATS)
                           for index, suit in enumerate(("Spades", "Hearts", "Diamonds", "Clubs"))}}
                       for board in sorted(deals)],
        "ReceivedData": [{"ID": index, "Section": 1, "Table": result.table, "Round": result.round,
                          "Board": result.board, "PairNS": result.ns, "PairEW": result.ew,
                          "Declarer": 0 if not result.seat else result.ns if result.seat in "NS" else result.ew,
                          "NS/EW": result.seat, "Contract": result.contract, "Result": result.result,
                          "LeadCard": result.lead, "Remarks": "", "DateLog": clock.date(),
                          "TimeLog": dt.datetime.combine(dt.date(1899, 12, 30), clock.time()), "SuspiciousContract": 0}
                         for index, (clock, result) in enumerate(played, start=1)],
        "Session": [{"ID": 1, "Name": name[:40], "Date": day, "Time": time_of_day,
                     "GUID": "{" + str(uuid.uuid5(uuid.NAMESPACE_URL, f"tddesk:{name}:{day}")).upper() + "}",
                     "Status": 0, "ShowInApp": False}],
        "Clients": [{"ID": 1, "Computer": "TDDESK"}],
    }
