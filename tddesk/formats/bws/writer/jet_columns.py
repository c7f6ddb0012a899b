"""Jet column types and values shared by both page formats, and the Jet4 column descriptor (25 bytes)
and text (UTF-16) (docs/bws.md, "Columns and values"); the Jet3 forms are in ``jet3_pages``."""

from __future__ import annotations

import datetime as dt
import struct
from dataclasses import dataclass
from enum import IntEnum

# Written by Access and Jackcess into every table definition and column descriptor; readers skip it.
MAGIC_TABLE_NUMBER = 1625
GENERAL_SORT_ORDER = 0x0409  # the "General" collation of text columns
ACCESS_EPOCH = dt.datetime(1899, 12, 30)

FLAG_FIXED = 0x01
FLAG_NULLABLE = 0x02


class ColumnType(IntEnum):
    BOOLEAN = 0x01
    BYTE = 0x02
    INTEGER = 0x03
    LONG = 0x04
    DATETIME = 0x08
    TEXT = 0x0A
    BINARY = 0x09  # written only as NULL (MSysObjects.Owner, RmtInfoShort)
    OLE = 0x0B  # long binary; written only as NULL (MSysObjects.LvProp)
    MEMO = 0x0C  # long text; written only as NULL (MSysObjects.Database, Connect)


FIXED_SIZES = {
    ColumnType.BOOLEAN: 1,
    ColumnType.BYTE: 1,
    ColumnType.INTEGER: 2,
    ColumnType.LONG: 4,
    ColumnType.DATETIME: 8,
}
# The bytes a fixed value takes in the row; a Boolean lives in the null mask and takes none.
STORED_SIZES = {**FIXED_SIZES, ColumnType.BOOLEAN: 0}
_PACKING = {ColumnType.BYTE: "<B", ColumnType.INTEGER: "<h", ColumnType.LONG: "<i"}


@dataclass(frozen=True)
class Column:
    """A column as the table definition declares it; ``length`` is in characters for Text."""

    name: str
    type: ColumnType
    length: int = 0
    autonumber: bool = False  # a Long Integer Jet numbers itself (ReceivedData.ID): new rows get the next

    @property
    def fixed(self) -> bool:
        return self.type in FIXED_SIZES

    @property
    def stored_length(self) -> int:
        """``col_len`` of the descriptor: bytes, so two per character of a Text column."""
        if self.type == ColumnType.TEXT:
            return 2 * self.length
        return FIXED_SIZES.get(self.type, 0)


def descriptor(column: Column, number: int, variable_index: int, fixed_offset: int) -> bytes:
    """The column's 25 bytes in the table definition."""
    flags = FLAG_NULLABLE | (FLAG_FIXED if column.fixed else 0)
    sort_order = GENERAL_SORT_ORDER if column.type == ColumnType.TEXT else 0
    return struct.pack(
        "<BIHHHHHBBIHH",
        int(column.type),
        MAGIC_TABLE_NUMBER,
        number,
        0 if column.fixed else variable_index,
        number,
        sort_order,
        0,
        flags,
        0,
        0,
        fixed_offset if column.fixed else 0,
        column.stored_length,
    )


def access_days(value: dt.datetime | dt.date) -> float:
    """A date and time as Access stores it: days since 1899-12-30, the time as the fraction."""
    if not isinstance(value, dt.datetime):
        value = dt.datetime(value.year, value.month, value.day)
    if value < ACCESS_EPOCH:
        raise ValueError(f"{value} lies before 1899-12-30, which this writer does not store")
    delta = value - ACCESS_EPOCH
    return delta.days + delta.seconds / 86400 + delta.microseconds / 86400e6


def fixed_bytes(column: Column, value: object) -> bytes:
    """A non-NULL value of a fixed-length column (not Boolean)."""
    if column.type == ColumnType.DATETIME:
        if not isinstance(value, (dt.date, dt.datetime)):
            raise TypeError(f"{column.name}: a date or datetime, not {value!r}")
        return struct.pack("<d", access_days(value))
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{column.name}: a whole number, not {value!r}")
    try:
        return struct.pack(_PACKING[column.type], value)
    except struct.error:
        raise ValueError(f"{column.name}: {value} does not fit a {column.type.name} column") from None


def variable_bytes(column: Column, value: object) -> bytes:
    """A non-NULL Text value: UTF-16LE, uncompressed (readers take both forms)."""
    if column.type != ColumnType.TEXT or not isinstance(value, str):
        raise TypeError(f"{column.name}: text, not {value!r}")
    if len(value) > column.length:
        raise ValueError(f"{column.name}: {value!r} is longer than {column.length} characters")
    return value.encode("utf-16-le")
