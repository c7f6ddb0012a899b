"""The live rows of an Access/Jet database (Jet3 and Jet4), as Access itself sees them.

access-parser 0.0.6 parses the file header and each table's definition (its columns); this module
reads the rows itself, because the library's row reading has three faults that real Bridgemate
files hit (docs/bws.md, "Reading"):

- it takes a table's pages from each page's owner field, so pages Access freed come back with
  their old rows; the table's *usage map* says which pages are the table's;
- it reads a moved row through a pointer it takes with a 12-bit offset mask, which a Jet4 page
  of 4 KB can overflow;
- it reads every column the table has from every row, so a row written before a column was added
  (fewer columns in the row than in the table) fails to parse.

Values are decoded here too: dates to whole seconds (the library drops a time on day 0, the form
BCS writes TimeLog in), Jet3 text as Windows-1252 and Jet4 text with its compression.
"""

from __future__ import annotations

import datetime as dt
import logging
import struct
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

PAGE_SIZES = {3: 0x800, 4: 0x1000}
DATA_PAGE = 0x01
TABLE_PAGE = 0x02
USAGE_MAP_PAGE = 0x05
# The two flags of a row's offset, as Jackcess reads them: 0x8000 alone marks the row a moved row
# points to (read through the pointer, not in place), 0x4000 alone a row moved to another page
# (the row holds the pointer), both a deleted row.
NOT_IN_PLACE = 0x8000
MOVED = 0x4000
DELETED = 0xC000
OFFSET_MASK = 0x1FFF
SYSTEM_FLAGS = 0x80000002
ACCESS_EPOCH = dt.datetime(1899, 12, 30)

BOOLEAN, BYTE, INTEGER, LONG, MONEY, SINGLE, DOUBLE, DATETIME, BINARY, TEXT, OLE, MEMO = range(1, 13)
GUID, NUMERIC = 15, 16


class JetError(Exception):
    """The file is no Access database, or a page or row of it cannot be what it claims to be."""


@dataclass(frozen=True)
class Column:
    name: str
    type: int
    index: int  # its bit in a row's null mask
    variable_index: int
    fixed_offset: int
    size: int
    fixed: bool


@dataclass(frozen=True)
class TableInfo:
    name: str
    columns: tuple[Column, ...]
    deleted_rows: int  # rows on the table's pages that Access marks deleted


class JetDatabase:
    """An Access database held in memory; ``rows(table)`` yields its live rows as column → value."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.version = _version(data)
        self.page_size = PAGE_SIZES[self.version]
        self._definitions: dict[int, tuple[tuple[Column, ...], int]] = {}
        self._usage: dict[int, list[int]] = {}
        with _broken_is_jet_error():
            self.tables = self._catalog()

    @property
    def format(self) -> str:
        return "Jet3 (Access 97)" if self.version == 3 else "Jet4 (Access 2000-2003)"

    def page(self, number: int) -> bytes:
        start = number * self.page_size
        page = self.data[start : start + self.page_size]
        if len(page) != self.page_size:
            raise JetError(f"page {number} is past the end of the file")
        return page

    def table(self, name: str) -> TableInfo:
        with _broken_is_jet_error():
            columns, _ = self._definition(self.tables[name])
            deleted = sum(1 for _ in self._offsets(self.tables[name], deleted=True))
        return TableInfo(name, columns, deleted)

    def rows(self, name: str) -> list[dict[str, Any]]:
        """The live rows of a table, in the order Access keeps them (page by page)."""
        if name not in self.tables:
            raise JetError(f"no table {name}")
        with _broken_is_jet_error():
            return list(self._rows(self.tables[name]))

    # The catalogue (MSysObjects, defined on page 2): user tables are Type 1 without a system flag.
    def _catalog(self) -> dict[str, int]:
        tables = {}
        for row in self._rows(2):
            flags = (row.get("Flags") or 0) & 0xFFFFFFFF
            if row.get("Type") == 1 and not flags & SYSTEM_FLAGS and row.get("Name"):
                tables[str(row["Name"])] = int(row["Id"]) & 0x00FFFFFF
        return tables

    def _definition(self, first_page: int) -> tuple[tuple[Column, ...], int]:
        """The table's columns (by the library) and its usage map's pointer."""
        if first_page not in self._definitions:
            self._definitions[first_page] = self._parse_definition(first_page)
        return self._definitions[first_page]

    def _parse_definition(self, first_page: int) -> tuple[tuple[Column, ...], int]:
        # deferred: access-parser loads only when a Bridgemate file is read (start-up)
        from access_parser.access_parser import AccessTable, TableObj

        # The library logs a broken definition page whole (kilobytes of bytes); the caller hears JetError.
        logging.getLogger("access_parser").setLevel(logging.CRITICAL)
        page = self.page(first_page)
        if page[0] != TABLE_PAGE:
            raise JetError(f"page {first_page} is no table definition")
        definitions = {}
        number = first_page
        while number:  # the library follows a definition over several pages through this map
            definitions[number * self.page_size] = self.page(number)
            number = struct.unpack_from("<I", self.page(number), 4)[0]
        try:
            table = AccessTable(
                TableObj(first_page * self.page_size, page), self.version, self.page_size, {}, definitions
            )
        except Exception as error:  # construct's errors, or a broken definition the library trips on
            raise JetError(f"table definition on page {first_page}: {error}") from error
        columns = tuple(
            Column(
                c.col_name_str,
                c.type,
                c.column_id,
                c.variable_column_number,
                c.fixed_offset,
                c.length,
                bool(c.column_flags.fixed_length),
            )
            for c in sorted(table.columns.values(), key=lambda c: c.column_id)
        )
        return columns, table.table_header.row_page_map

    def _pages(self, usage_pointer: int) -> list[int]:
        """The data pages a usage map marks as the table's."""
        if usage_pointer not in self._usage:
            self._usage[usage_pointer] = self._read_usage(usage_pointer)
        return self._usage[usage_pointer]

    def _read_usage(self, usage_pointer: int) -> list[int]:
        usage = self._row_bytes(usage_pointer >> 8, usage_pointer & 0xFF)
        if not usage:
            raise JetError("empty usage map")
        if usage[0] == 0:  # inline: the first page, then one bit a page
            start = struct.unpack_from("<I", usage, 1)[0]
            return _bits(usage[5:], start)
        if usage[0] == 1:  # a list of pages, each a bitmap of (page size − 4) × 8 pages
            pages = []
            span = (self.page_size - 4) * 8
            for slot in range((len(usage) - 1) // 4):
                map_page = struct.unpack_from("<I", usage, 1 + 4 * slot)[0]
                if map_page:
                    bitmap = self.page(map_page)
                    if bitmap[0] != USAGE_MAP_PAGE:
                        raise JetError(f"page {map_page} is no usage map")
                    pages += _bits(bitmap[4:], slot * span)
            return pages
        raise JetError(f"unknown usage map type {usage[0]}")

    def _row_bytes(self, page_number: int, row: int) -> bytes:
        page = self.page(page_number)
        start, end = self._bounds(page, row)
        return page[start:end]

    def _bounds(self, page: bytes, row: int) -> tuple[int, int]:
        base = 8 if self.version == 3 else 12
        count = struct.unpack_from("<H", page, base)[0]
        if row >= count:
            raise JetError(f"row {row} of a page with {count}")
        start = struct.unpack_from("<H", page, base + 2 + 2 * row)[0] & OFFSET_MASK
        end = self.page_size if row == 0 else struct.unpack_from("<H", page, base + 2 * row)[0] & OFFSET_MASK
        if not base < start <= end <= self.page_size:
            raise JetError(f"row {row} has offsets {start}-{end}")
        return start, end

    def _offsets(self, first_page: int, deleted: bool = False) -> Iterator[tuple[bytes, int, int]]:
        """(page, start, end) of each live row of the table; with ``deleted``, of each row left on
        its pages that is not live: marked deleted, or on a page the table gave back."""
        _, usage_pointer = self._definition(first_page)
        base = 8 if self.version == 3 else 12
        live_pages = set(self._pages(usage_pointer))
        pages = self._owned_pages(first_page) | live_pages if deleted else sorted(live_pages)
        for number in sorted(pages):
            page = self.page(number)
            if page[0] != DATA_PAGE or struct.unpack_from("<I", page, 4)[0] != first_page:
                continue  # a map may still mark a page the table gave back
            count = struct.unpack_from("<H", page, base)[0]
            for row in range(count):
                flags = struct.unpack_from("<H", page, base + 2 + 2 * row)[0]
                if deleted:
                    if number not in live_pages or flags & DELETED == DELETED:
                        yield page, 0, 0
                    continue
                if flags & NOT_IN_PLACE:
                    continue
                start, end = self._bounds(page, row)
                if flags & MOVED:  # the row lives elsewhere; the pointer is its page and row
                    pointer = struct.unpack_from("<I", page, start)[0]
                    target = self.page(pointer >> 8)
                    start, end = self._bounds(target, pointer & 0xFF)
                    yield target, start, end
                else:
                    yield page, start, end

    def _owned_pages(self, first_page: int) -> set[int]:
        owner = struct.pack("<I", first_page)
        return {
            number
            for number in range(len(self.data) // self.page_size)
            if self.data[number * self.page_size] == DATA_PAGE
            and self.data[number * self.page_size + 4 : number * self.page_size + 8] == owner
        }

    def _rows(self, first_page: int) -> Iterator[dict[str, Any]]:
        columns, _ = self._definition(first_page)
        for page, start, end in self._offsets(first_page):
            try:
                yield self._row(columns, page, start, end)
            except (struct.error, IndexError, ValueError, OverflowError) as error:
                raise JetError(f"a row of the table on page {first_page}: {error}") from error

    def _row(self, columns: tuple[Column, ...], page: bytes, start: int, end: int) -> dict[str, Any]:
        """One row, laid out as mdbtools' HACKING describes: the column count, the fixed columns,
        the variable ones, their offsets (from the end), and the null mask last."""
        width = 1 if self.version == 3 else 2
        last = end - 1
        count = page[start] if width == 1 else struct.unpack_from("<H", page, start)[0]
        mask_size = (count + 7) // 8
        mask = page[last - mask_size + 1 : last + 1]
        offsets = self._variable_offsets(page, start, last, mask_size) if any(not c.fixed for c in columns) else []
        variable_count = max(len(offsets) - 1, 0)
        fixed_in_row = count - variable_count
        values: dict[str, Any] = {}
        fixed_seen = 0
        for column in sorted(columns, key=lambda c: c.index):
            present = column.index < len(mask) * 8 and bool(mask[column.index // 8] & (1 << column.index % 8))
            if column.type == BOOLEAN:
                values[column.name] = present
                continue
            if column.fixed:
                in_row = fixed_seen < fixed_in_row
                fixed_seen += 1
                if not in_row or not present:
                    values[column.name] = None
                    continue
                at = start + width + column.fixed_offset
                values[column.name] = self._value(column, page[at : at + column.size])
            else:
                if column.variable_index >= variable_count or not present:
                    values[column.name] = None
                    continue
                a, b = offsets[column.variable_index], offsets[column.variable_index + 1]
                values[column.name] = self._value(column, page[start + a : start + b])
        return values

    def _variable_offsets(self, page: bytes, start: int, last: int, mask_size: int) -> list[int]:
        if self.version == 4:
            count = struct.unpack_from("<H", page, last - mask_size - 1)[0]
            return [struct.unpack_from("<H", page, last - mask_size - 3 - 2 * i)[0] for i in range(count + 1)]
        # Jet3: one byte an offset, plus a "jump" byte for each 256 bytes of row (mdbtools' write.c).
        count = page[last - mask_size]
        jumps = (last - start) // 256
        pointer = last - mask_size - jumps - 1
        if (pointer - start - count) / 256 < jumps:
            jumps -= 1
        used = 0
        offsets = []
        for i in range(count + 1):
            while used < jumps and i == page[last - mask_size - used - 1]:
                used += 1
            offsets.append(page[pointer - i] + used * 256)
        return offsets

    def _value(self, column: Column, raw: bytes) -> Any:
        kind = column.type
        if kind == BYTE:
            return raw[0]
        if kind == INTEGER:
            return struct.unpack_from("<h", raw)[0]
        if kind == LONG:
            return struct.unpack_from("<i", raw)[0]
        if kind == MONEY:
            return struct.unpack_from("<q", raw)[0] / 10000
        if kind == SINGLE:
            return struct.unpack_from("<f", raw)[0]
        if kind == DOUBLE:
            return struct.unpack_from("<d", raw)[0]
        if kind == DATETIME:
            return access_datetime(struct.unpack_from("<d", raw)[0])
        if kind == TEXT:
            return self._text(raw)
        if kind == MEMO:
            return self._text(self._long_value(raw))
        if kind in (BINARY, OLE):
            return bytes(raw) if kind == BINARY else self._long_value(raw)
        return bytes(raw)

    def _text(self, raw: bytes) -> str:
        if self.version == 3:
            return raw.decode("cp1252", errors="replace")
        if raw[:2] == b"\xff\xfe":  # compressed: runs of one byte a character, switched by a 0
            out, wide, i = [], False, 2
            while i < len(raw):
                if raw[i] == 0:
                    wide, i = not wide, i + 1
                elif wide:
                    out.append(raw[i : i + 2].decode("utf-16-le", errors="replace"))
                    i += 2
                else:
                    out.append(chr(raw[i]))
                    i += 1
            return "".join(out)
        return raw.decode("utf-16-le", errors="replace")

    def _long_value(self, raw: bytes) -> bytes:
        """A memo or OLE value: inline, on one other page's row, or chained over several."""
        length, pointer = struct.unpack_from("<II", raw, 0)
        if length & 0x80000000:
            return raw[12 : 12 + (length & 0x3FFFFFFF)]
        if length & 0x40000000:
            return self._row_bytes(pointer >> 8, pointer & 0xFF)[: length & 0x3FFFFFFF]
        out = b""
        while pointer:
            chunk = self._row_bytes(pointer >> 8, pointer & 0xFF)
            pointer = struct.unpack_from("<I", chunk, 0)[0]
            out += chunk[4:]
        return out[: length & 0x3FFFFFFF]


@contextmanager
def _broken_is_jet_error() -> Iterator[None]:
    """A damaged page makes the arithmetic fail in many ways; each is the file's fault."""
    try:
        yield
    except JetError:
        raise
    except (struct.error, IndexError, KeyError, ValueError, OverflowError, TypeError, AttributeError) as error:
        raise JetError(f"{type(error).__name__}: {error}") from error


def access_datetime(days: float) -> dt.datetime:
    """Access's date: whole days from 1899-12-30 (negative before it) and the time as the fraction
    of a day, always counted forwards; rounded to the second, as Access shows it."""
    whole = int(days)
    seconds = round(abs(days - whole) * 86400)
    return ACCESS_EPOCH + dt.timedelta(days=whole, seconds=seconds)


def _bits(bitmap: bytes, first: int) -> list[int]:
    """The pages a usage bitmap marks; its bytes are mostly zero, so those are skipped whole."""
    pages: list[int] = []
    for index, byte in enumerate(bitmap):
        if byte:
            pages.extend(first + 8 * index + bit for bit in range(8) if byte & (1 << bit))
    return pages


def _version(data: bytes) -> int:
    # deferred: access-parser loads only when a Bridgemate file is read (start-up)
    from access_parser.parsing_primitives import ACCESSHEADER

    try:
        header = ACCESSHEADER.parse(data)
    except Exception as error:  # construct's ConstructError and friends
        raise JetError("not an Access database") from error
    if header.jet_string not in ("Standard Jet DB", "Standard ACE DB"):
        raise JetError("not an Access database")
    return 3 if header.jet_version == 0 else 4
