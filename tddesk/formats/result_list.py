"""A club's result list for a pairs heat it scored elsewhere, read from a workbook (docs/pairs.md):
pair number and percentage per row below a heading, optionally the boards played."""

from __future__ import annotations

from pathlib import Path
from zipfile import BadZipFile

from openpyxl import load_workbook
from openpyxl.utils.exceptions import InvalidFileException

from tddesk.i18n import translate


def result_list_cells(path: str | Path) -> list[tuple[int, object, object, object]]:
    """A club's result list as written: (row, pair, percentage, boards) of the first sheet's rows
    below its heading, empty rows left out; the values are checked by the caller (every row, so
    each problem can be named). Raises ValueError when the file is not a workbook."""
    try:
        sheet = load_workbook(Path(path), read_only=True, data_only=True).worksheets[0]
    except (OSError, ValueError, KeyError, BadZipFile, InvalidFileException) as error:
        raise ValueError(
            translate("Export", "{path} is not a workbook: {error}").format(path=path, error=error)
        ) from None
    cells: list[tuple[int, object, object, object]] = []
    for number, values in enumerate(sheet.iter_rows(values_only=True), start=1):
        if number == 1 or not values or all(value is None or str(value).strip() == "" for value in values):
            continue
        pair, percent, boards = (list(values) + [None, None, None])[:3]
        cells.append((number, pair, percent, boards))
    return cells


def read_result_list(path: str | Path) -> list[tuple[int, str, int | None]]:
    """A club's result list: the first sheet's rows of pair number, percentage and (optional) boards,
    below a heading row. Raises ValueError naming the row that is not."""
    try:
        sheet = load_workbook(Path(path), read_only=True, data_only=True).worksheets[0]
    except (OSError, ValueError, KeyError) as error:
        raise ValueError(
            translate("Export", "{path} is not a workbook: {error}").format(path=path, error=error)
        ) from None
    rows = []
    for number, values in enumerate(sheet.iter_rows(values_only=True), start=1):
        if number == 1 or not values or all(value is None for value in values):
            continue
        pair, percent, boards = (list(values) + [None, None, None])[:3]
        if not isinstance(pair, (int, float)) or int(pair) != pair or percent is None:
            raise ValueError(
                translate("Export", "Row {row}: give the pair number and its percentage, e.g. 7 and 54.2.").format(
                    row=number
                )
            )
        rows.append((int(pair), str(percent), int(boards) if isinstance(boards, (int, float)) else None))
    return rows
