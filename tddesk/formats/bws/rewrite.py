"""Changing a session file during play: every BCS table read back as rows, changed, and written
again whole (docs/bws.md, "Changes during play").

Two changes, as the Bridgemate developer's guide has a scoring program make them: new seatings for
a round not yet played (its RoundData rows replaced, and each changed table's ``UpdateFromRound``
set to that round, so BCS sends the table its new seating), and a result corrected by the TD (a new
ReceivedData row with a higher ID and ``ExternalUpdate`` set, so BCS sends it to the table, and the
import takes the newest row). The file is written to a temporary file beside it and moved into
place, so a reader sees the old file or the new one, never half of it; BCS must have the file
closed while it is rewritten (between halves).
"""

from __future__ import annotations

import datetime as dt
import logging
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from tddesk.formats.bws.writer.bcs_tables import BCS_TABLES, write_bws
from tddesk.formats.bws.writer.jet_columns import ColumnType
from tddesk.models.atomic import build_atomically

Rows = dict[str, list[dict[str, object]]]


def read_tables(path: Path | str) -> Rows:
    """Every BCS table of the file as rows of column → value (ints, text, dates, booleans)."""
    from access_parser import AccessParser  # imported here: it is needed only when a file is read

    logging.getLogger("access_parser").setLevel(logging.CRITICAL)
    database = AccessParser(str(path))
    rows: Rows = {}
    for name, columns in BCS_TABLES.items():
        if name not in database.catalog:
            continue
        parsed = database.parse_table(name)
        count = max((len(values) for values in parsed.values() if isinstance(values, list)), default=0)
        table = []
        for index in range(count):
            row: dict[str, object] = {}
            for column in columns:
                values = parsed.get(column.name)
                value = values[index] if isinstance(values, list) and index < len(values) else None
                row[column.name] = _typed(column.type, value)
            table.append(row)
        rows[name] = table
    return rows


def _typed(kind: ColumnType, value: object) -> object:
    if value is None:
        return False if kind == ColumnType.BOOLEAN else None
    if kind == ColumnType.BOOLEAN:
        return bool(value)
    if kind == ColumnType.DATETIME:
        return value if isinstance(value, dt.datetime) else dt.datetime.fromisoformat(str(value).strip())
    if kind in (ColumnType.BYTE, ColumnType.INTEGER, ColumnType.LONG):
        return int(value)  # type: ignore[call-overload]
    text = str(value)
    if any("\x80" <= character <= "\x9f" for character in text):
        # access-parser decodes code page 1252 as Latin-1, which turns – ’ € into control characters.
        return text.encode("latin-1", errors="replace").decode("cp1252", errors="replace")
    return text


def write_tables(path: Path | str, rows: Mapping[str, Sequence[Mapping[str, object]]]) -> None:
    """The rows as the file at ``path``, replaced in one move."""
    target = Path(path)
    # the venue's file keeps the mode it had (BCS's PC reads it)
    mode = target.stat().st_mode & 0o777 if target.exists() else 0o644

    def build(partial: Path) -> None:
        write_bws(partial, rows)
        os.chmod(partial, mode)

    build_atomically(target, build)


def played_rounds(rows: Rows, section: int = 1) -> set[tuple[int, int]]:
    """(table, Bridgemate round) pairs with a result already in ReceivedData."""
    return {
        (int(row["Table"]), int(row["Round"]))  # type: ignore[call-overload]
        for row in rows.get("ReceivedData", ())
        if row["Section"] == section
    }


def reseat(rows: Rows, bridgemate_round: int, seatings: Iterable[Mapping[str, object]], section: int = 1) -> list[int]:
    """Replace the RoundData of ``bridgemate_round`` by ``seatings`` (RoundData rows) at every
    table whose seating changed and that has not played the round; mark those tables with
    ``UpdateFromRound``. The tables changed, in order; a played table keeps its row."""
    played = played_rounds(rows, section)
    current = {
        int(row["Table"]): row  # type: ignore[call-overload]
        for row in rows.get("RoundData", ())
        if row["Section"] == section and row["Round"] == bridgemate_round
    }
    changed = []
    for new in seatings:
        table = int(new["Table"])  # type: ignore[call-overload]
        old = current.get(table)
        fields = ("NSPair", "EWPair", "LowBoard", "HighBoard")
        if (table, bridgemate_round) in played or (old and all(old[f] == new[f] for f in fields)):
            continue
        if old is not None:
            old.update({f: new[f] for f in fields})
        else:
            rows.setdefault("RoundData", []).append(dict(new))
        changed.append(table)
    for row in rows.get("Tables", ()):
        if row["Section"] == section and row["Table"] in changed:
            row["UpdateFromRound"] = bridgemate_round
    return sorted(changed)


def add_correction(rows: Rows, result: Mapping[str, object], when: dt.datetime) -> int:
    """A TD's correction as a new ReceivedData row (the ID after the last, ``ExternalUpdate`` set);
    ``result`` gives Section, Table, Round, Board, PairNS, PairEW, Declarer, NS/EW, Contract, Result,
    LeadCard. The new row's ID."""
    received = rows.setdefault("ReceivedData", [])
    new_id = max((int(row["ID"]) for row in received), default=0) + 1  # type: ignore[call-overload]
    received.append(
        {
            **result,
            "ID": new_id,
            "Remarks": "TD",
            "DateLog": dt.datetime.combine(when.date(), dt.time()),
            "TimeLog": dt.datetime.combine(dt.date(1899, 12, 30), when.time().replace(microsecond=0)),
            "ExternalUpdate": True,
        }
    )
    return new_id
