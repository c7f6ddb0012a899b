"""The federation's Excel workbook: teams, matches, line-ups, standings, master points, fees and,
where boards were scored, IMPs across the field (``field_sheets``).

Every sheet is read through the same service read-models as the screens and the printed
reports (``workbook_sheets``), so each number in the workbook equals the one the TD sees.
Headers are in the UI's language. Numbers are stored as numbers (VP and master points with two
decimals, the IMP quotient with four), dates as dates; each sheet has a frozen header row, an
autofilter and column widths that fit its content.

Nothing in the workbook is something a spreadsheet would execute: text is always stored as a
text cell, and text that a spreadsheet would read as a formula when it is edited (starting
with =, +, -, @, a tab or a line break — the OWASP CSV-injection list) is also marked
"quote prefix", as Excel does for text typed after an apostrophe. The file is written to a
temporary file beside the target and renamed into place, so a crash or a cancel never leaves
half a workbook.
"""
from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from pathlib import Path

from openpyxl import Workbook
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

from tddesk import numbers
from tddesk.export import workbook_sheets as sheets
from tddesk.export.field_sheets import SHEET_TITLES as FIELD_SHEET_TITLES
from tddesk.export.field_sheets import field_sheets
from tddesk.export.workbook_sheets import Column, SheetData
from tddesk.i18n import translate
from tddesk.models.atomic import build_atomically
from tddesk.services.stages import stage_view, stage_views
from tddesk.services.storage import storage_error

Progress = Callable[[int, int], bool]

# Text a spreadsheet would take for a formula or a command (OWASP, "CSV injection"), with the
# full-width forms some spreadsheets also accept.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n", "＝", "＋", "－", "＠")
NUMBER_FORMATS = {"vp": "0.00", "imps2": "0.00", "points": "0.00", "money": "#,##0.00", "quotient": "0.0000",
                  "int": "0", "date": "yyyy-mm-dd"}
MAX_WIDTH = 60
SHEET_TITLE_LENGTH = 31  # the spreadsheet format's limit


class _Cancelled(Exception):
    pass


def write_federation_workbook(tournament, path: str | os.PathLike, stage_id: str | None = None,
                              progress: Progress | None = None, *, as_of: dt.date | None = None) -> Path | None:
    """Write the workbook for one stage (or every stage) to ``path``.

    ``progress(done, total)`` is called as the work goes on; when it returns False the export
    stops and no file is written (None is returned). ``as_of`` is the date fees are counted on
    (today by default). Returns the path written.
    """
    stages = [stage_view(tournament, stage_id)] if stage_id is not None else stage_views(tournament)
    match_count = sum(sheets.match_count(tournament, stage.id) for stage in stages)
    # Steps: the teams; per stage its matches, standings, master points and fees, and each match's
    # line-ups (the slow part); IMPs across the field; saving.
    total = 1 + 4 * len(stages) + match_count + 1 + 1
    done = 0

    def tick() -> None:
        nonlocal done
        done += 1
        if progress is not None and progress(done, total) is False:
            raise _Cancelled

    try:
        data = [sheets.teams_sheet(tournament, stage_id)]
        tick()
        data += sheets.match_sheets(tournament, stages, tick)
        data.append(sheets.standings_sheet(tournament, stages, tick))
        data += sheets.master_point_sheets(tournament, stages, tick)
        data.append(sheets.fees_sheet(tournament, stages, as_of or dt.date.today(), tick))
        data += field_sheets(tournament, stages, tick)
        return _save(_workbook(data), Path(path), tick)
    except _Cancelled:
        return None


def _workbook(data: list[SheetData]) -> Workbook:
    workbook = Workbook()
    workbook.remove(workbook.worksheets[0])   # the empty sheet a new workbook opens on
    for sheet_data in data:
        write_sheet(workbook.create_sheet(_sheet_title(sheet_data.title)), sheet_data)
    return workbook


def _sheet_title(title: str) -> str:
    for character in "[]:*?/\\":
        title = title.replace(character, " ")
    return title[:SHEET_TITLE_LENGTH]


def write_sheet(sheet: Worksheet, data: SheetData) -> None:
    """Headers, rows, number formats, frozen header row, autofilter and column widths."""
    bold = Font(bold=True)
    widths = [len(column.header) for column in data.columns]
    for index, column in enumerate(data.columns, start=1):
        header = put_cell(sheet, 1, index, column.header, "text")
        header.font = bold
    for row_number, row in enumerate(data.rows, start=2):
        for index, (column, value) in enumerate(zip(data.columns, row, strict=True), start=1):
            put_cell(sheet, row_number, index, value, column.kind)
            widths[index - 1] = max(widths[index - 1], _shown_width(value, column))
    for index, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = min(width + 2, MAX_WIDTH)
    sheet.freeze_panes = "A2"
    last = get_column_letter(max(len(data.columns), 1))
    sheet.auto_filter.ref = f"A1:{last}{len(data.rows) + 1}"


def put_cell(sheet: Worksheet, row: int, column: int, value, kind: str):
    """One cell: text always as a text cell (never a formula), numbers and dates with their format."""
    cell = sheet.cell(row=row, column=column)
    if value is None:
        return cell
    if isinstance(value, str):
        text = spreadsheet_text(value)
        cell.value = text
        cell.data_type = "s"  # openpyxl would otherwise store text starting with "=" as a formula
        if text.startswith(FORMULA_STARTS):
            cell.quotePrefix = True  # stays text even when the user edits the cell
        return cell
    cell.value = value
    if kind in NUMBER_FORMATS:
        cell.number_format = NUMBER_FORMATS[kind]
    return cell


def spreadsheet_text(text: str) -> str:
    """Text as a cell can hold it: without control characters the file format forbids; a line break
    is one LF (the XML the workbook is made of reads a CR as LF anyway)."""
    return ILLEGAL_CHARACTERS_RE.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))


def _shown_width(value, column: Column) -> int:
    if value is None:
        return 0
    if isinstance(value, (dt.date, dt.datetime)):
        return 10
    if isinstance(value, str):
        return max((len(line) for line in value.split("\n")), default=0)
    if column.kind == "quotient":
        return len(numbers.machine(value, 4))
    if column.kind in ("vp", "points", "money", "imps2"):
        return len(f"{value:,.2f}")
    return len(str(value))


def _save(workbook: Workbook, target: Path, tick: Callable[[], None]) -> Path:
    """Write beside the target and rename into place: the target is either the old file or the whole
    new one. A cancel at the last step removes the temporary file."""
    def save_then_tick(temporary: Path) -> None:
        workbook.save(temporary)
        tick()

    try:
        build_atomically(target, save_then_tick)
    except OSError as error:
        raise storage_error(error, target) from None
    return target


def sheet_titles() -> tuple[str, ...]:
    """The sheets in the order they are written, in the UI's language."""
    return tuple(_sheet_title(translate("Export", title)) for title in sheets.SHEET_TITLES + FIELD_SHEET_TITLES)
