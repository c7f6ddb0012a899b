"""Jet3 (Access 97) pages, the form of every real Bridgemate file: the database header (page 0), data
pages with their rows, usage-map rows and table definition pages (docs/bws.md, "Jet3").

Jet3 differs from Jet4 in what matters here: 2 KiB pages, a 10-byte data page header, text in the
database's code page (1252) one byte a character, one-byte row offsets with a jump table for rows
past 256 bytes, 18-byte column descriptors and 128-byte usage bitmaps.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence

from tddesk.formats.bws.writer.jet_columns import STORED_SIZES, Column, ColumnType, fixed_bytes
from tddesk.formats.bws.writer.jet_layout import PageLayout, rc4

PAGE_SIZE = 2048
DATA_PAGE_HEADER = 10  # type, 0x01, free space, owner (4), row count
USAGE_BITMAP_BYTES = 128  # an inline (type 0) usage map covers 1024 pages from its start page
JET3 = PageLayout(PAGE_SIZE, DATA_PAGE_HEADER, USAGE_BITMAP_BYTES)
USER_TABLE, SYSTEM_TABLE = 0x4E, 0x53
HEADER_KEY = struct.pack("<I", 0x6B39DAC7)  # the same fixed RC4 key as Jet4, over 126 bytes
HEADER_BLOCK = 0x18, 126
CODE_PAGE, SORT_ORDER = 1252, 0x0409  # Western European text, the "General" collation
ENCODING = "cp1252"
TABLE_HEADER = 43  # page header (8) and the table definition block (35)

FLAG_FIXED, FLAG_NULLABLE, FLAG_AUTONUMBER = 0x01, 0x02, 0x04


def header_page() -> bytes:
    """Page 0: the signature, version 0 (Jet3), and the header block: sort order, code page,
    database key 0 (pages not encrypted), no password."""
    page = bytearray(PAGE_SIZE)
    page[0:4] = b"\x00\x01\x00\x00"
    page[4:20] = b"Standard Jet DB\x00"
    page[0x14:0x18] = struct.pack("<I", 0)
    start, length = HEADER_BLOCK
    block = bytearray(length)
    struct.pack_into("<HHI", block, 0x3A - start, SORT_ORDER, CODE_PAGE, 0)
    page[start : start + length] = rc4(HEADER_KEY, bytes(block))
    return bytes(page)


def text_bytes(column: Column, value: object) -> bytes:
    """A non-NULL Text value in code page 1252; a character it lacks is refused."""
    if column.type != ColumnType.TEXT or not isinstance(value, str):
        raise TypeError(f"{column.name}: text, not {value!r}")
    if len(value) > column.length:
        raise ValueError(f"{column.name}: {value!r} is longer than {column.length} characters")
    try:
        return value.encode(ENCODING)
    except UnicodeEncodeError:
        raise ValueError(f"{column.name}: {value!r} has a character code page 1252 does not hold") from None


def _trailer(end_of_data: int, starts: Sequence[int], mask: bytes) -> bytes:
    """The end of a row with variable columns: the end of data and the columns' offsets (last
    first), one byte each, the jump table for offsets past 256 (highest boundary first), the
    number of variable columns and the null mask."""
    offsets = [*starts, end_of_data]  # the end of data counts as the last offset
    jumps = 0
    while True:
        length = end_of_data + len(offsets) + jumps + 1 + len(mask)
        if (length - 1) // 256 == jumps:
            break
        jumps = (length - 1) // 256
    table = []
    for boundary in range(1, jumps + 1):
        first = next((i for i, offset in enumerate(offsets) if offset >= 256 * boundary), None)
        if first is None and boundary != jumps:
            raise ValueError("a row whose offsets leave two jump-table entries unused")
        table.append(0xFF if first is None else first)  # 0xFF: the dummy entry readers drop
    return bytes(
        [end_of_data & 0xFF, *(start & 0xFF for start in reversed(starts)), *reversed(table), len(starts), *mask]
    )


def encode_row(columns: Sequence[Column], values: Sequence[object]) -> bytes:
    """One row: column count, fixed columns, variable columns, then the trailer (``_trailer``); a
    Boolean's value is its bit of the null mask (bit set = has a value)."""
    if len(values) != len(columns):
        raise ValueError(f"{len(values)} values for {len(columns)} columns")
    mask = bytearray((len(columns) + 7) // 8)
    fixed = bytearray(sum(STORED_SIZES.get(column.type, 0) for column in columns))
    variable: list[bytes] = []
    offset = 0
    for number, (column, value) in enumerate(zip(columns, values)):
        present = bool(value) if column.type == ColumnType.BOOLEAN else value is not None
        if present:
            mask[number // 8] |= 1 << (number % 8)
        if column.type == ColumnType.BOOLEAN:
            continue
        if column.fixed:
            size = STORED_SIZES[column.type]
            if present:
                fixed[offset : offset + size] = fixed_bytes(column, value)
            offset += size
        else:
            variable.append(b"" if value is None else text_bytes(column, value))
    row = bytearray([len(columns)]) + fixed
    if not variable:
        return bytes(row + mask)
    starts = []
    for data in variable:
        starts.append(len(row))
        row += data
    return bytes(row + _trailer(len(row), starts, bytes(mask)))


def descriptor(column: Column, number: int, variable_index: int, fixed_offset: int) -> bytes:
    """The column's 18 bytes: type, number, its place among the variable columns, number again,
    the General sort order and code page 1252 (on every column, as Access 97 writes them), flags,
    its offset among the fixed columns and its size in bytes."""
    flags = FLAG_NULLABLE | (FLAG_FIXED if column.fixed else 0) | (FLAG_AUTONUMBER if column.autonumber else 0)
    size = column.length if column.type in (ColumnType.TEXT, ColumnType.BINARY) else column.stored_length
    return struct.pack(
        "<BHHHHHHBHH",
        int(column.type),
        number,
        variable_index,
        number,
        0,
        SORT_ORDER,
        CODE_PAGE,
        flags,
        fixed_offset if column.fixed else 0,
        size,
    )


def table_definition(
    columns: Sequence[Column],
    row_count: int,
    used_map: int,
    free_map: int,
    system: bool = False,
    autonumber: int = 0,
) -> bytes:
    """A table definition page without indexes: the header, the column descriptors, the names
    (a length byte and the name in code page 1252), and the end of the (empty) list of long-value
    usage maps. ``autonumber`` is the last number an autonumber column has given."""
    body = bytearray()
    variable = fixed_offset = 0
    for number, column in enumerate(columns):
        body += descriptor(column, number, variable, fixed_offset)
        if column.fixed:
            fixed_offset += STORED_SIZES[column.type]
        else:
            variable += 1
    for column in columns:
        name = column.name.encode(ENCODING)
        body += bytes([len(name)]) + name
    body += b"\xff\xff"
    length = TABLE_HEADER + len(body)
    if length > PAGE_SIZE:
        raise ValueError("the table definition does not fit one page")
    head = b"\x02\x01VC" + struct.pack(
        "<IIIIBHHHIIII",
        0,
        length,
        row_count,
        autonumber,
        SYSTEM_TABLE if system else USER_TABLE,
        len(columns),
        variable,
        len(columns),
        0,
        0,
        used_map,
        free_map,
    )
    page = bytearray(PAGE_SIZE)
    page[:length] = head + body
    return bytes(page)


pack_rows, data_page, usage_map = JET3.pack_rows, JET3.data_page, JET3.usage_map
