"""Reading a Bridgemate results file (``.bws``, an Access/Jet database) through ``jet.py``.

Bridgemate Control Software keeps writing the file while play goes on, so it is read from a copy.
A copy that cannot be parsed is *busy* (``BwsBusy``: try again) when the file changed while it was
read or was written in the last ``WRITE_SETTLE_SECONDS``, and *damaged* (``BwsDamaged``) when it
has lain unchanged since: a file that stays the same stays unreadable, so a retry is bounded.
A file that is no Access database, or lacks the Bridgemate tables, raises ``BwsUnreadable``.
Only the tables and columns tddesk uses are read (docs/bws.md, "Reading").
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tddesk.formats.bws.jet import JetDatabase, JetError

WRITE_SETTLE_SECONDS = 10.0  # BCS writes a result in well under a second


class BwsUnreadable(Exception):
    """Not a Bridgemate file. ``kind`` says why, for the caller to word it for the TD: missing,
    folder, not_access, no_tables, columns, damaged; the message (English) adds the detail."""

    def __init__(self, detail: str, kind: str = "not_access", tables: str = "") -> None:
        super().__init__(detail)
        self.kind = kind
        self.tables = tables  # the missing tables' names (no_tables)


class BwsDamaged(BwsUnreadable):
    """An Access file that cannot be read and has not changed for a while: damaged or cut short."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail, "damaged")


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
    remarks: str = ""  # "Result erased", an arbitral score ("40%-60%"), "Not played"
    logged: dt.datetime | None = None  # DateLog + TimeLog: when the result reached the PC


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
    low_board: int = 0
    high_board: int = 0


@dataclass(frozen=True)
class BwsData:
    sections: dict[int, str]  # section ID → letter
    received: tuple[ReceivedRow, ...]
    players: tuple[PlayerNumberRow, ...]
    seatings: tuple[SeatingRow, ...] = ()
    played_on: dt.date | None = None  # the day of the results (their DateLog), else the Session's date
    format: str = ""  # "Jet3 (Access 97)", "Jet4 (Access 2000-2003)"
    tables: tuple[tuple[int, int], ...] = ()  # (section, table) of the Tables table
    deleted_rows: dict[str, int] = field(default_factory=dict)  # rows Access marks deleted, skipped
    session_date: dt.date | None = None  # the Session table's date: not the play date (BCS keeps it)

    @property
    def newest_result(self) -> tuple[dt.datetime | None, int]:
        """When the newest row reached the PC, and its ID: the file's age, to compare two copies."""
        if not self.received:
            return None, 0
        newest = max(self.received, key=lambda row: row.id)
        return newest.logged, newest.id


def signature(path: Path) -> tuple[int, int, str]:
    """(size, mtime, sha1) of the file: unchanged signature means nothing new to read."""
    stat = os.stat(path)
    digest = hashlib.sha1(Path(path).read_bytes()).hexdigest()
    return stat.st_size, stat.st_mtime_ns, digest


def read_bws(path: Path | str) -> BwsData:
    """Read the file's sections, results and player numbers from a copy taken at once."""
    path = Path(path)
    if path.is_dir():
        raise BwsUnreadable(f"{path} is a folder", "folder")
    if not path.is_file():
        raise BwsUnreadable(f"{path} does not exist", "missing")
    before = os.stat(path)
    content = path.read_bytes()
    try:
        return parse_bws(content)
    except (JetError, BwsDamaged) as error:
        if being_written(path, before):
            raise BwsBusy(str(error)) from error
        raise BwsDamaged(str(error)) from error
    except BwsUnreadable as error:
        begun = len(content) < 0x800 and any(
            header.startswith(content) or content.startswith(header) for header in _HEADERS
        )
        if begun and being_written(path, before):  # BCS has only begun the file
            raise BwsBusy(str(error)) from error
        raise


_HEADERS = (b"\x00\x01\x00\x00Standard Jet DB\x00", b"\x00\x01\x00\x00Standard ACE DB\x00")


def being_written(path: Path, before: os.stat_result) -> bool:
    """The file changed since ``before`` or was written in the last ``WRITE_SETTLE_SECONDS``."""
    try:
        after = os.stat(path)
    except OSError:
        return True
    if (after.st_size, after.st_mtime_ns) != (before.st_size, before.st_mtime_ns):
        return True
    return time.time() - after.st_mtime < WRITE_SETTLE_SECONDS


def parse_bws(content: bytes) -> BwsData:
    """The Bridgemate tables of a file's bytes; ``JetError`` when the bytes are no sound database."""
    head = content[:32]
    if len(head) < 32 or (b"Standard Jet DB" not in head and b"Standard ACE DB" not in head):
        raise BwsUnreadable("not an Access database")
    if len(content) < 2 * 0x800:
        raise BwsDamaged("cut short: no table pages")
    database = JetDatabase(content)
    missing = {"ReceivedData", "Section"} - set(database.tables)
    if missing:
        raise BwsUnreadable(f"no {', '.join(sorted(missing))} table", "no_tables", ", ".join(sorted(missing)))
    tables = {name: database.rows(name) for name in _READ if name in database.tables}
    deleted = {name: database.table(name).deleted_rows for name in _READ if name in database.tables}
    try:
        received = tuple(_received(tables["ReceivedData"]))
        return BwsData(
            {int(row["ID"]): str(row["Letter"] or "").strip() for row in tables["Section"]},
            received,
            tuple(_players(tables.get("PlayerNumbers", []))),
            tuple(_seatings(tables.get("RoundData", []))),
            _play_day(received) or _session_date(tables.get("Session", [])),
            database.format,
            tuple(sorted({(int(row["Section"] or 0), int(row["Table"] or 0)) for row in tables.get("Tables", [])})),
            {name: count for name, count in deleted.items() if count},
            _session_date(tables.get("Session", [])),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise BwsUnreadable(f"unexpected Bridgemate columns ({error})", "columns") from error


_READ = ("Section", "Tables", "RoundData", "ReceivedData", "PlayerNumbers", "Session")


def _text(value: object) -> str:
    return str(value or "").strip()


def _received(rows: list[dict[str, Any]]) -> Iterator[ReceivedRow]:
    for value in rows:
        yield ReceivedRow(
            int(value["ID"]),
            int(value["Section"]),
            int(value["Table"]),
            int(value["Round"]),
            int(value["Board"]),
            int(value.get("PairNS") or 0),
            int(value.get("PairEW") or 0),
            int(value.get("Declarer") or 0),
            _text(value.get("NS/EW")),
            _text(value.get("Contract")),
            _text(value.get("Result")),
            _text(value.get("LeadCard")),
            bool(value.get("Erased")),
            _text(value.get("Remarks")),
            _logged(value.get("DateLog"), value.get("TimeLog")),
        )


def _logged(day: object, moment: object) -> dt.datetime | None:
    """DateLog holds the day at 00:00, TimeLog the time on Access's day 0 (1899-12-30)."""
    if not isinstance(day, dt.datetime):
        return None
    if isinstance(moment, dt.datetime):
        return dt.datetime.combine(day.date(), moment.time())
    return day


def _play_day(received: tuple[ReceivedRow, ...]) -> dt.date | None:
    """The day most results were logged on (a session played past midnight keeps its start day)."""
    days: dict[dt.date, int] = {}
    for row in received:
        if row.logged is not None:
            days[row.logged.date()] = days.get(row.logged.date(), 0) + 1
    return max(days, key=lambda day: (days[day], -day.toordinal())) if days else None


def _players(rows: list[dict[str, Any]]) -> Iterator[PlayerNumberRow]:
    for index, value in enumerate(rows):
        yield PlayerNumberRow(
            int(value.get("Section") or 0),
            int(value.get("Table") or 0),
            int(value.get("Round") or 0),
            _text(value.get("Direction")).upper(),
            _text(value.get("Number")),
            _text(value.get("Name")),
            index,
        )


def _seatings(rows: list[dict[str, Any]]) -> Iterator[SeatingRow]:
    for value in rows:
        yield SeatingRow(
            int(value.get("Section") or 0),
            int(value.get("Table") or 0),
            int(value.get("Round") or 0),
            int(value.get("NSPair") or 0),
            int(value.get("EWPair") or 0),
            int(value.get("LowBoard") or 0),
            int(value.get("HighBoard") or 0),
        )


def _session_date(rows: list[dict[str, Any]]) -> dt.date | None:
    dates = [value for value in (row.get("Date") for row in rows) if isinstance(value, dt.datetime)]
    return dates[0].date() if dates else None
