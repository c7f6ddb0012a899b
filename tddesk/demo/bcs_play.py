"""What BCS adds to a session file while the tables play, for the demos and the tests: a result per
table and board in ReceivedData, in the order the results reach the PC, and the player numbers the
tables key in PlayerNumbers (docs/bws.md, "Playing a session file").

It reads the session only as BCS would — RoundData's tables, rounds, pairs and boards, HandRecord's
deals — and writes the file again with the same rows plus what the tables sent, so whatever reads it
afterwards goes through the same import a venue's file does.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from tddesk.demo.pairs_session import deal_boards
from tddesk.demo.play import Played, estimated_tricks, field_contract, play_table
from tddesk.formats.bws.writer.bcs_tables import bcs_text, write_bws
from tddesk.rules.deals import Deal

BOARD_MINUTES = 7
DAY_ZERO = dt.date(1899, 12, 30)  # BCS keeps a time alone on Access's day 0


@dataclass(frozen=True)
class Seat:
    """A player number keyed at a table: the Bridgemate round, table, direction, member number."""

    bridgemate_round: int
    table: int
    direction: str
    number: str
    name: str = ""


def deals_of(rows: Mapping[str, Sequence[Mapping[str, object]]], seed: int) -> dict[int, Deal]:
    """The HandRecord's deals, and for boards without one a deal from ``seed``."""
    boards = {
        board
        for row in rows.get("RoundData", ())
        for board in range(int(row["LowBoard"]), int(row["HighBoard"]) + 1)  # type: ignore[call-overload]
    }
    deals = deal_boards(boards, seed)
    for row in rows.get("HandRecord", ()):
        hands = tuple(
            tuple(str(row.get(f"{hand}{suit}") or "") for suit in ("Spades", "Hearts", "Diamonds", "Clubs"))
            for hand in ("North", "East", "South", "West")
        )
        deals[int(row["Board"])] = Deal(int(row["Board"]), hands)  # type: ignore[arg-type, call-overload]
    return deals


def play_rounds(
    rows: Mapping[str, Sequence[Mapping[str, object]]],
    day: dt.date,
    starts: Mapping[int, dt.time],
    seed: int = 1,
    board_minutes: float = BOARD_MINUTES,
) -> list[tuple[dt.datetime, Played]]:
    """Every table's results of the Bridgemate rounds in ``starts`` (round → its start), each at
    the time it reaches the PC (about ``board_minutes`` a board), in that order."""
    rng = random.Random(seed)
    deals = deals_of(rows, seed)
    fields = {board: field_contract(deal, estimated_tricks(deal)) for board, deal in deals.items()}
    played = []
    for row in sorted(rows.get("RoundData", ()), key=lambda r: (int(r["Round"]), int(r["Table"]))):  # type: ignore[call-overload]
        bm_round, table = int(row["Round"]), int(row["Table"])  # type: ignore[call-overload]
        if bm_round not in starts:
            continue
        clock = dt.datetime.combine(day, starts[bm_round])
        for board in range(int(row["LowBoard"]), int(row["HighBoard"]) + 1):  # type: ignore[call-overload]
            clock += dt.timedelta(minutes=board_minutes, seconds=rng.randint(-60, 60))
            where = (bm_round, table, int(row["NSPair"]), int(row["EWPair"]))  # type: ignore[call-overload]
            played.append((clock, play_table(deals[board], fields[board], where, {}, rng)))
    played.sort(key=lambda item: item[0])
    return played


def received_rows(
    played: Sequence[tuple[dt.datetime, Played]], first_id: int = 1, section: int = 1
) -> list[dict[str, object]]:
    """ReceivedData as BCS writes it: IDs in the order the results arrived, the day in DateLog and
    the time on day 0 in TimeLog."""
    return [
        {
            "ID": first_id + index,
            "Section": section,
            "Table": result.table,
            "Round": result.round,
            "Board": result.board,
            "PairNS": result.ns,
            "PairEW": result.ew,
            "Declarer": (result.ns if result.seat in "NS" else result.ew) if result.seat else 0,
            "NS/EW": result.seat,
            "Contract": result.contract,
            "Result": result.result,
            "LeadCard": result.lead,
            "Remarks": "",
            "DateLog": clock.date(),
            "TimeLog": dt.datetime.combine(DAY_ZERO, clock.time()),
            "SuspiciousContract": 0,
        }
        for index, (clock, result) in enumerate(played)
    ]


def player_number_rows(seats: Sequence[Seat], day: dt.date, at: dt.time, section: int = 1) -> list[dict[str, object]]:
    """PlayerNumbers as the tables key them at the start of a Bridgemate round."""
    return [
        {
            "Section": section,
            "Table": seat.table,
            "Direction": seat.direction,
            "Number": seat.number,
            "Name": bcs_text(seat.name, 18),
            "Updated": False,
            "Processed": False,
            "TimeLog": dt.datetime.combine(day, at),
            "Round": seat.bridgemate_round,
        }
        for seat in seats
    ]


def send_to_file(
    path: Path | str, rows: Mapping[str, Sequence[Mapping[str, object]]], **added: Sequence[Mapping[str, object]]
) -> None:
    """The session file again with its rows and what the tables sent (ReceivedData=…,
    PlayerNumbers=…) after them, as BCS leaves it."""
    merged = {name: list(table) for name, table in rows.items()}
    for name, new in added.items():
        merged[name] = merged.get(name, []) + list(new)
    write_bws(path, merged)
