"""M6: SBF's silver table as a workbook (docs/pairs.md, "Master points"): the first sheet's first row
is a heading — ``Par`` (the number of pairs) and then the places, ``2``, ``3``, … (a ``1`` column
is read past: the winners' figure is computed); each row below gives a number of pairs and the
silver points per player of those places, blank where the table has no figure."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from pathlib import Path
from zipfile import BadZipFile

from openpyxl import load_workbook
from openpyxl.utils import get_column_letter
from openpyxl.utils.exceptions import InvalidFileException

from tddesk.i18n import translate


class SilverTableError(ValueError):
    """A workbook that is no silver table; the message names the cell."""


def _whole(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def read_silver_table(path: str | Path) -> dict[int, tuple[Decimal, ...]]:
    """Pairs in the field → the points per player of places 2, 3, … in order (up to the first blank)."""
    try:
        sheet = load_workbook(Path(path), read_only=True, data_only=True).worksheets[0]
    except (OSError, ValueError, KeyError, BadZipFile, InvalidFileException) as error:
        raise SilverTableError(
            translate("Export", "{path} is not a workbook: {error}").format(path=path, error=error)
        ) from None
    rows = list(sheet.iter_rows(values_only=True))
    if not rows:
        raise SilverTableError(translate("Export", "The workbook's first sheet is empty."))
    places: list[int | None] = []
    for column, value in enumerate(rows[0][1:], start=2):
        place = _whole(value)
        if value is not None and str(value).strip() and (place is None or place < 1):
            raise SilverTableError(
                translate("Export", "{cell}: a heading is a place (2, 3, …), not {value}.").format(
                    cell=f"{get_column_letter(column)}1", value=value
                )
            )
        places.append(place)
    wanted = [place for place in places if place is not None and place != 1]
    if wanted != list(range(2, 2 + len(wanted))):
        raise SilverTableError(translate("Export", "Row 1: the places must follow on from 2 (2, 3, 4, …)."))
    table: dict[int, tuple[Decimal, ...]] = {}
    for number, values in enumerate(rows[1:], start=2):
        if not values or all(value is None or str(value).strip() == "" for value in values):
            continue
        pairs = _whole(values[0])
        if pairs is None or pairs < 2:
            raise SilverTableError(
                translate("Export", "A{row}: give the number of pairs, e.g. 22, not {value}.").format(
                    row=number, value=values[0]
                )
            )
        if pairs in table:
            raise SilverTableError(
                translate("Export", "A{row}: the table for {pairs} pairs is given twice.").format(
                    row=number, pairs=pairs
                )
            )
        points: list[Decimal] = []
        for column, (place, value) in enumerate(zip(places, values[1:]), start=2):
            if place in (None, 1):
                continue
            if value is None or str(value).strip() == "":
                break  # the rest of the row has no figure
            try:
                point = Decimal(str(value).strip().replace(",", "."))
            except InvalidOperation:
                point = Decimal(-1)
            if not point.is_finite() or point < 0:
                raise SilverTableError(
                    translate("Export", "{cell}: silver points are a number of at least 0, not {value}.").format(
                        cell=f"{get_column_letter(column)}{number}", value=value
                    )
                )
            points.append(point)
        table[pairs] = tuple(points[: pairs - 1])
    if not table:
        raise SilverTableError(translate("Export", "The workbook has no row with a number of pairs below its heading."))
    return table
