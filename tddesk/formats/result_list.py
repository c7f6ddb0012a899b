"""A club's result list for a pairs heat it scored elsewhere, read from a workbook (docs/pairs.md):
pair number and percentage per row below a heading, optionally the boards played."""

from __future__ import annotations

from pathlib import Path

from tddesk.formats.table_input import UnreadableFile, workbook_rows


def result_list_cells(path: str | Path) -> list[tuple[int, object, object, object]]:
    """A club's result list as written: (row, pair, percentage, boards) of the first sheet's rows
    below its heading, empty rows left out; the values are checked by the caller (every row, so
    each problem can be named). The workbook is measured before it is opened (a zip bomb is
    refused, ``table_input``). Raises ValueError in words when the file is not a workbook."""
    try:
        rows = workbook_rows(Path(path), Path(path).name)
    except UnreadableFile as error:
        raise ValueError(str(error)) from None
    cells: list[tuple[int, object, object, object]] = []
    for number, values in rows:
        if number == 1:
            continue  # the heading
        pair, percent, boards = (list(values) + [None, None, None])[:3]
        cells.append((number, pair, percent, boards))
    return cells
