"""Reading a Bridgemate results file (``.bws``, an Access/Jet database) with access-parser.

Bridgemate Control Software keeps writing the file while play goes on, so it is read from a copy,
and a copy caught mid-write (a parse error) is reported as ``BwsBusy`` for the caller to retry.
A file that is no Access database, or lacks the Bridgemate tables, raises ``BwsUnreadable``.
Only the tables and columns tddesk uses are read (docs/boards.md).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path


class BwsUnreadable(Exception):
    """Not a Bridgemate file; the message says why (English, the caller words it for the TD)."""


class BwsBusy(Exception):
    """The file could not be parsed now, probably because it is being written; try again soon."""


@dataclass(frozen=True)
class ReceivedRow:
    """One row of ReceivedData: a result as it reached the PC, or an erase record."""

    id: int
    section: int
    table: int
    round: int
    board: int
    pair_ns: int
    pair_ew: int
    declarer_pair: int
    seat: str  # declarer's seat N/E/S/W ("" when passed out)
    contract: str  # "4 H x", "3 NT", "PASS"
    result: str  # "=", "+1", "-2" ("" when passed out)
    lead: str
    erased: bool


@dataclass(frozen=True)
class PlayerNumberRow:
    """One row of PlayerNumbers: the number entered for a seat at the start of a round."""

    section: int
    table: int
    round: int  # 0: entered at the start of the session, before round 1
    direction: str  # N E S W
    number: str  # the member's MID
    name: str
    order: int  # position in the file: later rows of the same round win


@dataclass(frozen=True)
class SeatingRow:
    """One row of RoundData: the pairs at a table in a round of the movement."""

    section: int
    table: int
    round: int
    pair_ns: int
    pair_ew: int


@dataclass(frozen=True)
class BwsData:
    sections: dict[int, str]  # section ID → letter
    received: tuple[ReceivedRow, ...]
    players: tuple[PlayerNumberRow, ...]
    seatings: tuple[SeatingRow, ...] = ()
    played_on: dt.date | None = None  # the Session table's date


def signature(path: Path) -> tuple[int, int, str]:
    """(size, mtime, sha1) of the file: unchanged signature means nothing new to read."""
    stat = os.stat(path)
    digest = hashlib.sha1(Path(path).read_bytes()).hexdigest()
    return stat.st_size, stat.st_mtime_ns, digest


def read_bws(path: Path | str) -> BwsData:
    """Read the file's sections, results and player numbers from a private copy."""
    path = Path(path)
    if not path.is_file():
        raise BwsUnreadable(f"{path} does not exist")
    with tempfile.TemporaryDirectory(prefix="tddesk-bws-") as folder:
        copy = Path(folder) / "copy.bws"
        shutil.copyfile(path, copy)
        return _parse(copy)


def _parse(path: Path) -> BwsData:
    with path.open("rb") as handle:
        head = handle.read(32)
    if len(head) < 32 or (b"Standard Jet DB" not in head and b"Standard ACE DB" not in head):
        raise BwsUnreadable("not an Access database")
    from access_parser import AccessParser  # imported here: it is needed only when a file is read

    # A half-written file makes access-parser log a line per broken page; the caller hears BwsBusy.
    logging.getLogger("access_parser").setLevel(logging.CRITICAL)
    try:
        database = AccessParser(str(path))
        tables = set(database.catalog)
        missing = {"ReceivedData", "Section"} - tables
        if missing:
            raise BwsUnreadable(f"no {', '.join(sorted(missing))} table")
        sections = database.parse_table("Section")
        received = database.parse_table("ReceivedData")
        players = database.parse_table("PlayerNumbers") if "PlayerNumbers" in tables else {}
        seatings = database.parse_table("RoundData") if "RoundData" in tables else {}
        sessions = database.parse_table("Session") if "Session" in tables else {}
    except BwsUnreadable:
        raise
    except Exception as error:  # access-parser raises whatever a half-written page makes it hit
        raise BwsBusy(str(error)) from error
    try:
        return BwsData(
            {int(i): str(letter).strip() for i, letter in zip(sections["ID"], sections["Letter"])},
            tuple(_received(received)),
            tuple(_players(players)),
            tuple(_seatings(seatings)),
            _played_on(sessions),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise BwsUnreadable(f"unexpected ReceivedData/PlayerNumbers columns ({error})") from error


def _column(table: dict, name: str, count: int) -> list:
    values = table.get(name)
    return list(values) if values is not None else [None] * count


def _received(table: dict):
    count = len(table.get("ID", []))
    columns = {
        name: _column(table, name, count)
        for name in (
            "ID",
            "Section",
            "Table",
            "Round",
            "Board",
            "PairNS",
            "PairEW",
            "Declarer",
            "NS/EW",
            "Contract",
            "Result",
            "LeadCard",
            "Erased",
        )
    }
    for index in range(count):
        value = {name: column[index] for name, column in columns.items()}
        yield ReceivedRow(
            int(value["ID"]),
            int(value["Section"]),
            int(value["Table"]),
            int(value["Round"]),
            int(value["Board"]),
            int(value["PairNS"] or 0),
            int(value["PairEW"] or 0),
            int(value["Declarer"] or 0),
            str(value["NS/EW"] or "").strip(),
            str(value["Contract"] or "").strip(),
            str(value["Result"] or "").strip(),
            str(value["LeadCard"] or "").strip(),
            bool(value["Erased"]),
        )


def _players(table: dict):
    count = len(table.get("Table", []))
    columns = {
        name: _column(table, name, count) for name in ("Section", "Table", "Round", "Direction", "Number", "Name")
    }
    for index in range(count):
        value = {name: column[index] for name, column in columns.items()}
        yield PlayerNumberRow(
            int(value["Section"]),
            int(value["Table"]),
            int(value["Round"] or 0),
            str(value["Direction"] or "").strip().upper(),
            str(value["Number"] or "").strip(),
            str(value["Name"] or "").strip(),
            index,
        )


def _seatings(table: dict):
    count = len(table.get("Table", []))
    columns = {name: _column(table, name, count) for name in ("Section", "Table", "Round", "NSPair", "EWPair")}
    for index in range(count):
        value = {name: column[index] for name, column in columns.items()}
        yield SeatingRow(
            int(value["Section"] or 0),
            int(value["Table"] or 0),
            int(value["Round"] or 0),
            int(value["NSPair"] or 0),
            int(value["EWPair"] or 0),
        )


def _played_on(table: dict) -> dt.date | None:
    """The session's date; access-parser gives it as text ("2025-03-15 00:00:00") or a datetime."""
    dates = [value for value in table.get("Date", []) if value]
    if not dates:
        return None
    value = dates[0]
    if isinstance(value, dt.datetime):
        return value.date()
    try:
        return dt.datetime.fromisoformat(str(value).strip()).date()
    except ValueError:
        return None
