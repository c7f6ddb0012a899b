"""Jet4 pages: the database header (page 0), data pages with their rows, usage-map rows and table
definition pages (docs/bws.md, "Pages")."""

from __future__ import annotations

import struct
from collections.abc import Sequence

from tddesk.formats.bws.writer.jet_columns import (
    MAGIC_TABLE_NUMBER,
    STORED_SIZES,
    Column,
    ColumnType,
    descriptor,
    fixed_bytes,
    variable_bytes,
)
from tddesk.formats.bws.writer.jet_layout import PageLayout, rc4

PAGE_SIZE = 4096
DATA_PAGE_HEADER = 14  # type, 0x01, free space, owner (4), 4 unknown, row count
USAGE_BITMAP_BYTES = 64  # an inline (type 0) usage map covers 512 pages from its start page
JET4 = PageLayout(PAGE_SIZE, DATA_PAGE_HEADER, USAGE_BITMAP_BYTES)
USER_TABLE, SYSTEM_TABLE = 0x4E, 0x53
HEADER_KEY = struct.pack("<I", 0x6B39DAC7)  # the fixed RC4 key of the header block at 0x18
HEADER_BLOCK = 0x18, 128
CODE_PAGE, LANGUAGE_ID = 1252, 0x0409


def header_page() -> bytes:
    """Page 0: the Jet4 signature and the header block (code page, language; key 0: pages are not
    encrypted; no password; creation date 0, so the password mask is 0 as well)."""
    page = bytearray(PAGE_SIZE)
    page[0:4] = b"\x00\x01\x00\x00"
    page[4:20] = b"Standard Jet DB\x00"
    page[0x14:0x18] = struct.pack("<I", 1)  # 1: Jet4 (Access 2000)
    start, length = HEADER_BLOCK
    block = bytearray(length)
    struct.pack_into("<H", block, 0x3C - start, CODE_PAGE)
    struct.pack_into("<I", block, 0x3E - start, 0)  # database key
    struct.pack_into("<I", block, 0x6E - start, LANGUAGE_ID)
    page[start : start + length] = rc4(HEADER_KEY, bytes(block))
    return bytes(page)


def encode_row(columns: Sequence[Column], values: Sequence[object]) -> bytes:
    """One row: column count, fixed columns, variable columns, the end of data and the variable
    columns' offsets (last first), their count, and the null mask (bit set = has a value; a
    Boolean's bit is its value)."""
    if len(values) != len(columns):
        raise ValueError(f"{len(values)} values for {len(columns)} columns")
    mask = bytearray((len(columns) + 7) // 8)
    fixed = bytearray(sum(STORED_SIZES.get(column.type, 0) for column in columns))
    variable: list[bytes | None] = []
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
            variable.append(None if value is None else variable_bytes(column, value))
    row = bytearray(struct.pack("<H", len(columns))) + fixed
    if variable:
        starts = []
        for data in variable:
            starts.append(len(row))
            row += data or b""
        end_of_data = len(row)
        row += struct.pack("<H", end_of_data)
        for start in reversed(starts):
            row += struct.pack("<H", start)
        row += struct.pack("<H", len(variable))
    return bytes(row + mask)


def row_pointer(page: int, row: int) -> int:
    """How a table definition points at a row: the page number above the row number's byte."""
    return (page << 8) | row


def table_definition(
    columns: Sequence[Column], row_count: int, used_map: int, free_map: int, system: bool = False
) -> bytes:
    """A table definition page without indexes: the header block, the column descriptors, the
    column names, and the end of the (empty) list of long-value usage maps."""
    body = bytearray()
    variable = fixed_offset = 0
    for number, column in enumerate(columns):
        body += descriptor(column, number, variable, fixed_offset)
        if column.fixed:
            fixed_offset += STORED_SIZES[column.type]
        else:
            variable += 1
    for column in columns:
        name = column.name.encode("utf-16-le")
        body += struct.pack("<H", len(name)) + name
    body += b"\xff\xff"
    length = 63 + len(body)
    if length > PAGE_SIZE:
        raise ValueError("the table definition does not fit one page")
    head = struct.pack(
        "<BBHIIIIIIIQBHHHIIII",
        0x02,
        0x01,
        PAGE_SIZE - length - 8,
        0,
        length,
        MAGIC_TABLE_NUMBER,
        row_count,
        0,
        1,
        0,
        0,
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


pack_rows, data_page, usage_map = JET4.pack_rows, JET4.data_page, JET4.usage_map
