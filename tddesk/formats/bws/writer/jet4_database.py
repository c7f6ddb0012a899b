"""A whole Jet4 file from tables of rows: page 0, the usage maps on page 1, the catalogue
(MSysObjects) on page 2, then each table's definition page followed by its data pages
(docs/bws.md, "Layout")."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tddesk.formats.bws.writer.jet4_pages import (
    DATA_PAGE_HEADER,
    PAGE_SIZE,
    data_page,
    encode_row,
    header_page,
    pack_rows,
    row_pointer,
    table_definition,
    usage_map,
)
from tddesk.formats.bws.writer.jet_columns import Column, ColumnType

CATALOGUE_PAGE = 2
USAGE_MAP_PAGE = 1
TABLE_OBJECT = 1
SYSTEM_OBJECT_FLAGS = -0x80000000  # 0x80000000: a system table, which table lists leave out
CATALOGUE_COLUMNS = (
    Column("Id", ColumnType.LONG),
    Column("ParentId", ColumnType.LONG),
    Column("Name", ColumnType.TEXT, 128),
    Column("Type", ColumnType.INTEGER),
    Column("DateCreate", ColumnType.DATETIME),
    Column("DateUpdate", ColumnType.DATETIME),
    Column("Flags", ColumnType.LONG),
    Column("LvProp", ColumnType.OLE),
)


@dataclass(frozen=True)
class Table:
    """A table to write: its columns in order and its rows (one value per column; None is NULL,
    and a NULL Boolean is written as false, since Jet keeps Booleans in the null mask)."""

    name: str
    columns: tuple[Column, ...]
    rows: Sequence[Sequence[object]] = field(default_factory=tuple)


@dataclass
class _Placed:
    columns: tuple[Column, ...]
    pages: list[list[bytes]]
    row_count: int
    definition: int = 0
    system: bool = False

    @property
    def data_pages(self) -> list[int]:
        return list(range(self.definition + 1, self.definition + 1 + len(self.pages)))


def database_bytes(tables: Sequence[Table], created: dt.datetime) -> bytes:
    """``tables`` as a new Jet4 database, the whole file."""
    names = [table.name for table in tables]
    if len(set(names)) != len(names) or "MSysObjects" in names:
        raise ValueError(f"table names must be unique and not MSysObjects: {names}")
    user = [
        _Placed(table.columns, pack_rows([encode_row(table.columns, row) for row in table.rows]), len(table.rows))
        for table in tables
    ]

    def catalogue_rows(ids: Sequence[int]) -> list[bytes]:
        rows = [(CATALOGUE_PAGE, 0, "MSysObjects", TABLE_OBJECT, created, created, SYSTEM_OBJECT_FLAGS, None)]
        rows += [(table_id, 0, name, TABLE_OBJECT, created, created, 0, None) for table_id, name in zip(ids, names)]
        return [encode_row(CATALOGUE_COLUMNS, row) for row in rows]

    # The catalogue's size does not depend on the page numbers it holds: place it, then the tables.
    catalogue = _Placed(
        CATALOGUE_COLUMNS, pack_rows(catalogue_rows([0] * len(tables))), len(tables) + 1, CATALOGUE_PAGE, system=True
    )
    next_page = CATALOGUE_PAGE + 1 + len(catalogue.pages)
    for placed in user:
        placed.definition = next_page
        next_page += 1 + len(placed.pages)
    catalogue.pages = pack_rows(catalogue_rows([placed.definition for placed in user]))
    everything = [catalogue, *user]
    # Page 1: the (empty) global usage map, then each table's map of its pages and of pages with
    # free space (none: a writer adding rows starts new pages).
    maps = [usage_map([])]
    for placed in everything:
        maps += [usage_map(placed.data_pages), usage_map([])]
    if DATA_PAGE_HEADER + sum(len(row) + 2 for row in maps) > PAGE_SIZE:
        raise ValueError(f"{len(tables)} tables are more than one usage-map page holds")
    pages = [header_page(), data_page(0, maps)]
    for index, placed in enumerate(everything):
        used, free = row_pointer(USAGE_MAP_PAGE, 1 + 2 * index), row_pointer(USAGE_MAP_PAGE, 2 + 2 * index)
        pages.append(table_definition(placed.columns, placed.row_count, used, free, placed.system))
        pages += [data_page(placed.definition, rows) for rows in placed.pages]
    assert len(pages) == next_page
    return b"".join(pages)


def write_database(path: Path | str, tables: Sequence[Table], created: dt.datetime) -> None:
    """Write ``tables`` as a new database at ``path``, replaced if it exists (for the demos and
    tests; the program writes a venue's file through ``models/atomic.py``)."""
    Path(path).write_bytes(database_bytes(tables, created))
