"""The tables of a Bridgemate Control Software results file, in its order, with the columns and
types BCS gives them, and ``write_bws`` to write rows into them (docs/bws.md, "The BCS tables")."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from pathlib import Path

from tddesk.formats.bws.writer.jet4_columns import Column, ColumnType
from tddesk.formats.bws.writer.jet4_database import Table, write_database

_L, _I, _T, _D, _B = ColumnType.LONG, ColumnType.INTEGER, ColumnType.TEXT, ColumnType.DATETIME, ColumnType.BOOLEAN
_HANDS = ("North", "East", "South", "West")
_SUITS = ("Spades", "Hearts", "Diamonds", "Clubs")


def _table_columns(*specs: tuple) -> tuple[Column, ...]:
    return tuple(Column(name, kind, *size) for name, kind, *size in specs)


BCS_TABLES: dict[str, tuple[Column, ...]] = {
    "Clients": _table_columns(("ID", _L), ("Computer", _T, 255)),
    "HandEvaluation": _table_columns(
        ("Section", _I),
        ("Board", _I),
        *((f"{hand}{strain}", _I) for hand in _HANDS for strain in (*_SUITS, "Notrump")),
        *((f"{hand}Hcp", _I) for hand in _HANDS),
    ),
    # BCS gives West's clubs one character more than the other suits; kept as BCS has it.
    "HandRecord": _table_columns(
        ("Section", _I),
        ("Board", _I),
        *((f"{hand}{suit}", _T, 14 if (hand, suit) == ("West", "Clubs") else 13) for hand in _HANDS for suit in _SUITS),
    ),
    "PlayerNumbers": _table_columns(
        ("Section", _I),
        ("Table", _I),
        ("Direction", _T, 2),
        ("Number", _T, 16),
        ("Name", _T, 18),
        ("Updated", _B),
        ("Processed", _B),
        ("TimeLog", _D),
        ("Round", _I),
    ),
    "ReceivedData": _table_columns(
        ("ID", _L),
        ("Section", _I),
        ("Table", _I),
        ("Round", _I),
        ("Board", _I),
        ("PairNS", _I),
        ("PairEW", _I),
        ("Declarer", _I),
        ("NS/EW", _T, 2),
        ("Contract", _T, 10),
        ("Result", _T, 10),
        ("LeadCard", _T, 10),
        ("Remarks", _T, 255),
        ("DateLog", _D),
        ("TimeLog", _D),
        ("Processed", _B),
        ("Processed1", _B),
        ("Processed2", _B),
        ("Processed3", _B),
        ("Processed4", _B),
        ("Erased", _B),
        ("ExternalUpdate", _B),
        ("SuspiciousContract", _I),
    ),
    "RoundData": _table_columns(
        ("Section", _I),
        ("Table", _I),
        ("Round", _I),
        ("NSPair", _I),
        ("EWPair", _I),
        ("LowBoard", _I),
        ("HighBoard", _I),
        ("CustomBoards", _T, 255),
    ),
    "Section": _table_columns(
        ("ID", _I),
        ("Letter", _T, 2),
        ("Tables", _I),
        ("MissingPair", _I),
        ("EWMoveBeforePlay", _I),
        ("Session", _I),
        ("ScoringType", _I),
        ("Winners", _I),
    ),
    "Tables": _table_columns(
        ("Section", _I),
        ("Table", _I),
        ("ComputerID", _I),
        ("Status", _I),
        ("LogOnOff", _I),
        ("UpdateFromRound", _I),
        ("CurrentRound", _I),
        ("CurrentBoard", _I),
        ("Group", _I),
    ),
    "PlayerNames": _table_columns(("ID", _L), ("Name", _T, 18), ("strID", _T, 18)),
    "Session": _table_columns(
        ("ID", _I), ("Name", _T, 40), ("Date", _D), ("Time", _D), ("GUID", _T, 80), ("Status", _I), ("ShowInApp", _B)
    ),
}


def write_bws(
    path: Path | str, rows: Mapping[str, Sequence[Mapping[str, object]]], created: dt.datetime | None = None
) -> None:
    """Write a ``.bws`` with every BCS table; ``rows`` gives each table's rows as column → value
    (a column left out is NULL, a Boolean left out false). A table or column BCS does not have
    is refused, so a misspelt name cannot pass silently."""
    unknown = set(rows) - set(BCS_TABLES)
    if unknown:
        raise ValueError(f"no BCS table {', '.join(sorted(unknown))}")
    tables = []
    for name, columns in BCS_TABLES.items():
        names = {column.name for column in columns}
        values = []
        for row in rows.get(name, ()):
            extra = set(row) - names
            if extra:
                raise ValueError(f"{name} has no column {', '.join(sorted(extra))}")
            values.append(tuple(row.get(column.name) for column in columns))
        tables.append(Table(name, columns, values))
    write_database(path, tables, created or dt.datetime(2000, 1, 1))
