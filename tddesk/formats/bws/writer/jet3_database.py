"""A whole Jet3 (Access 97) file from tables of rows: page 0, the usage maps from page 1 on, the
catalogue (MSysObjects) on page 2 as Jet requires, then each table's definition page followed by
its data pages (docs/bws.md, "Jet3").

The catalogue has the columns and the containers of an Access 97 file: the "Tables", "Databases"
and "Relationships" containers, the database object MSysDb, MSysObjects itself (a system table)
and one row per table under "Tables".
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tddesk.formats.bws.writer.jet3_pages import (
    DATA_PAGE_HEADER,
    PAGE_SIZE,
    data_page,
    encode_row,
    header_page,
    pack_rows,
    table_definition,
    usage_map,
)
from tddesk.formats.bws.writer.jet4_database import Table
from tddesk.formats.bws.writer.jet4_pages import row_pointer
from tddesk.formats.bws.writer.jet_columns import Column, ColumnType

__all__ = ["CATALOGUE_COLUMNS", "Table", "write_database"]

CATALOGUE_PAGE = 2
USAGE_MAP_PAGE = 1
TABLE_OBJECT, DATABASE_OBJECT, CONTAINER_OBJECT = 1, 2, 3
SYSTEM_OBJECT_FLAGS = -0x80000000  # 0x80000000: a system object, which table lists leave out
TABLES_CONTAINER, DATABASES_CONTAINER, RELATIONSHIPS_CONTAINER = 0x0F000001, 0x0F000002, 0x0F000003
ROOT, DATABASE_ID = 0x0F000000, 0x10000000
_L, _I, _T, _D = ColumnType.LONG, ColumnType.INTEGER, ColumnType.TEXT, ColumnType.DATETIME
CATALOGUE_COLUMNS = (
    Column("Id", _L),
    Column("ParentId", _L),
    Column("Name", _T, 255),
    Column("Type", _I),
    Column("DateCreate", _D),
    Column("DateUpdate", _D),
    Column("Owner", ColumnType.BINARY, 255),
    Column("Flags", _L),
    Column("Database", ColumnType.MEMO),
    Column("Connect", ColumnType.MEMO),
    Column("ForeignName", _T, 255),
    Column("RmtInfoShort", ColumnType.BINARY, 255),
    Column("RmtInfoLong", ColumnType.OLE),
    Column("Lv", ColumnType.OLE),
    Column("LvProp", ColumnType.OLE),
    Column("LvModule", ColumnType.OLE),
    Column("LvExtra", ColumnType.OLE),
)


@dataclass
class _Placed:
    columns: tuple[Column, ...]
    pages: list[list[bytes]]
    row_count: int
    definition: int = 0
    system: bool = False
    autonumber: int = 0

    @property
    def data_pages(self) -> list[int]:
        return list(range(self.definition + 1, self.definition + 1 + len(self.pages)))


def _last_number(table: Table) -> int:
    """The highest value of the table's autonumber column (0: none), the counter Jet continues."""
    for index, column in enumerate(table.columns):
        if column.autonumber:
            numbers = [row[index] for row in table.rows]
            return max((number for number in numbers if isinstance(number, int)), default=0)
    return 0


def _catalogue_rows(names: Sequence[str], ids: Sequence[int], created: dt.datetime) -> list[bytes]:
    def row(object_id: int, parent: int, name: str, kind: int, flags: int) -> tuple[object, ...]:
        return (object_id, parent, name, kind, created, created, None, flags, *([None] * 9))

    rows = [
        row(TABLES_CONTAINER, ROOT, "Tables", CONTAINER_OBJECT, SYSTEM_OBJECT_FLAGS),
        row(DATABASES_CONTAINER, ROOT, "Databases", CONTAINER_OBJECT, SYSTEM_OBJECT_FLAGS),
        row(RELATIONSHIPS_CONTAINER, ROOT, "Relationships", CONTAINER_OBJECT, SYSTEM_OBJECT_FLAGS),
        row(DATABASE_ID, DATABASES_CONTAINER, "MSysDb", DATABASE_OBJECT, SYSTEM_OBJECT_FLAGS),
        row(CATALOGUE_PAGE, TABLES_CONTAINER, "MSysObjects", TABLE_OBJECT, SYSTEM_OBJECT_FLAGS),
    ]
    rows += [row(table_id, TABLES_CONTAINER, name, TABLE_OBJECT, 0) for table_id, name in zip(ids, names)]
    return [encode_row(CATALOGUE_COLUMNS, values) for values in rows]


def database_bytes(tables: Sequence[Table], created: dt.datetime) -> bytes:
    """``tables`` as a new Jet3 database, the whole file; a value that does not fit its column is
    refused (ValueError)."""
    names = [table.name for table in tables]
    if len(set(names)) != len(names) or "MSysObjects" in names:
        raise ValueError(f"table names must be unique and not MSysObjects: {names}")
    user = [
        _Placed(
            table.columns,
            pack_rows([encode_row(table.columns, row) for row in table.rows]),
            len(table.rows),
            autonumber=_last_number(table),
        )
        for table in tables
    ]
    # The catalogue's size does not depend on the page numbers it holds: place it, then the tables.
    catalogue = _Placed(
        CATALOGUE_COLUMNS,
        pack_rows(_catalogue_rows(names, [0] * len(tables), created)),
        len(tables) + 5,
        CATALOGUE_PAGE,
        system=True,
    )
    next_page = CATALOGUE_PAGE + 1 + len(catalogue.pages)
    for placed in user:
        placed.definition = next_page
        next_page += 1 + len(placed.pages)
    catalogue.pages = pack_rows(_catalogue_rows(names, [placed.definition for placed in user], created))
    everything = [catalogue, *user]
    # The usage maps: the (empty) global map, then each table's map of its pages and of pages with
    # free space (none: a writer adding rows starts new pages). Page 1 holds the first of them, the
    # pages after the last table the rest.
    maps = [usage_map([])]
    for placed in everything:
        maps += [usage_map(placed.data_pages), usage_map([])]
    map_pages = pack_rows(maps)
    map_page_numbers = [USAGE_MAP_PAGE] + list(range(next_page, next_page + len(map_pages) - 1))
    pointers = []
    for page_number, rows in zip(map_page_numbers, map_pages):
        pointers += [row_pointer(page_number, index) for index in range(len(rows))]
    assert DATA_PAGE_HEADER + sum(len(row) + 2 for row in map_pages[0]) <= PAGE_SIZE
    pages = [header_page(), data_page(0, map_pages[0])]
    for index, placed in enumerate(everything):
        used, free = pointers[1 + 2 * index], pointers[2 + 2 * index]
        pages.append(table_definition(placed.columns, placed.row_count, used, free, placed.system, placed.autonumber))
        pages += [data_page(placed.definition, rows) for rows in placed.pages]
    assert len(pages) == next_page
    pages += [data_page(0, rows) for rows in map_pages[1:]]
    return b"".join(pages)


def write_database(path: Path | str, tables: Sequence[Table], created: dt.datetime) -> None:
    """Write ``tables`` as a new database at ``path``, replaced if it exists (for the demos and
    tests; the program writes a venue's file through ``models/atomic.py``)."""
    Path(path).write_bytes(database_bytes(tables, created))
