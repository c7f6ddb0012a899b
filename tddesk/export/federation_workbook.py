"""The federation's Excel workbook: teams, matches, line-ups, standings, master points, fees and,
where boards were scored, IMPs across the field (``field_sheets``).

Every sheet is read through the same service read-models as the screens and the printed
reports (``workbook_sheets``, ``workbook_match_sheets``), so each number in the workbook equals the one the TD sees.
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
from typing import TYPE_CHECKING, cast

from openpyxl import Workbook
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.utils import get_column_letter
from openpyxl.worksheet._write_only import WriteOnlyWorksheet
from openpyxl.worksheet.worksheet import Worksheet

from tddesk import numbers
from tddesk.export import workbook_sheets as sheets
from tddesk.export.collector import collector_paused
from tddesk.export.field_sheets import SHEET_TITLES as FIELD_SHEET_TITLES
from tddesk.export.field_sheets import field_sheets
from tddesk.export.sheet_cells import SheetCells, Styles, write_package
from tddesk.export.workbook_match_sheets import master_point_sheets, match_sheets
from tddesk.export.workbook_sheets import SheetData
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.models.atomic import build_atomically
from tddesk.services.schedule import ScheduleView
from tddesk.services.stages import StageView, stage_view, stage_views
from tddesk.services.storage import storage_error

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

Progress = Callable[[int, int], bool]

# Text a spreadsheet would take for a formula or a command (OWASP, "CSV injection"), with the
# full-width forms some spreadsheets also accept.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n", "＝", "＋", "－", "＠")
NUMBER_FORMATS = {
    "vp": "0.00",
    "imps2": "0.00",
    "points": "0.00",
    "money": "#,##0.00",
    "quotient": "0.0000",
    "int": "0",
    "date": "yyyy-mm-dd",
}
TWO_DECIMALS = frozenset({"vp", "points", "money", "imps2"})
MAX_WIDTH = 60
SHEET_TITLE_LENGTH = 31  # the spreadsheet format's limit


class _Cancelled(Exception):
    pass


def write_federation_workbook(
    tournament: Tournament,
    path: str | os.PathLike,
    stage_id: StageId | None = None,
    progress: Progress | None = None,
    *,
    as_of: dt.date | None = None,
) -> Path | None:
    """Write the workbook for one stage (or every stage) to ``path``.

    ``progress(done, total)`` is called as the work goes on; when it returns False the export
    stops and no file is written (None is returned). ``as_of`` is the date fees are counted on
    (today by default). Returns the path written.
    """
    stages = [stage_view(tournament, stage_id)] if stage_id is not None else stage_views(tournament)
    schedule_of = sheets.schedules(tournament, stages)
    match_count = sum(sheets.match_count(schedule) for schedule in schedule_of.values())
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
        with collector_paused():
            data = workbook_sheets(tournament, stages, stage_id, as_of or dt.date.today(), tick, schedule_of)
            return write_sheets(data, Path(path), tick)
    except _Cancelled:
        return None


def workbook_sheets(
    tournament: Tournament,
    stages: list[StageView],
    stage_id: StageId | None,
    as_of: dt.date,
    tick: Callable[[], None],
    schedule_of: dict[str, ScheduleView] | None = None,
) -> list[SheetData]:
    """The rows of every sheet, in the order of ``sheet_titles``."""
    data = [sheets.teams_sheet(tournament, stage_id)]
    tick()
    data += match_sheets(tournament, stages, schedule_of or sheets.schedules(tournament, stages), tick)
    data.append(sheets.standings_sheet(tournament, stages, tick))
    data += master_point_sheets(tournament, stages, tick)
    data.append(sheets.fees_sheet(tournament, stages, as_of, tick))
    data += field_sheets(tournament, stages, tick)
    return data


def write_sheets(data: list[SheetData], target: Path, tick: Callable[[], None] = lambda: None) -> Path:
    """A workbook of these sheets at ``target``, written beside it and renamed into place."""
    workbook, cells = _workbook(data)
    return _save_with(lambda temporary: write_package(workbook, cells, temporary), target, tick)


def _workbook(data: list[SheetData]) -> tuple[Workbook, list[SheetCells]]:
    """The workbook's sheets, each with its layout set and its rows as XML (``sheet_cells``)."""
    workbook = Workbook(write_only=True)
    styles = Styles(workbook)
    cells = []
    for sheet_data in data:
        sheet = workbook.create_sheet(_sheet_title(sheet_data.title))
        cells.append(sheet_rows(styles, sheet_data))
        lay_out(sheet, sheet_data, cells[-1].widths)
    return workbook, cells


def _sheet_title(title: str) -> str:
    for character in "[]:*?/\\":
        title = title.replace(character, " ")
    return title[:SHEET_TITLE_LENGTH]


def sheet_rows(styles: Styles, data: SheetData) -> SheetCells:
    """The header row in bold, then the rows: text always as text (never a formula), numbers and
    dates with their kind's format."""
    cells = SheetCells(
        styles, [column.kind for column in data.columns], NUMBER_FORMATS, spreadsheet_text, _quoted, _shown_width
    )
    cells.header([column.header for column in data.columns])
    for row in data.rows:
        cells.append(row)
    return cells


def lay_out(sheet: WriteOnlyWorksheet, data: SheetData, widths: list[int]) -> None:
    """Column widths that fit the content, the frozen header row, the autofilter, the sheet's size.
    (A write-only sheet has the layout attributes of openpyxl's Worksheet, which its stubs omit.)"""
    layout = cast(Worksheet, sheet)
    for index, width in enumerate(widths, start=1):
        layout.column_dimensions[get_column_letter(index)].width = min(width + 2, MAX_WIDTH)
    layout.freeze_panes = "A2"
    size = f"A1:{get_column_letter(max(len(data.columns), 1))}{len(data.rows) + 1}"
    layout.auto_filter.ref = size
    # A write-only sheet does not know its size; the dimension element tells a reader at once.
    setattr(sheet, "calculate_dimension", lambda: size)  # noqa: B010


def _quoted(text: str) -> bool:
    return text.startswith(FORMULA_STARTS)


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
    if text.isprintable():  # no control character at all: nothing to change
        return text
    return ILLEGAL_CHARACTERS_RE.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))


def _shown_width(value, kind: str) -> int:
    if isinstance(value, str):
        return max(len(line) for line in value.split("\n")) if "\n" in value else len(value)
    if isinstance(value, dt.date):
        return 10
    if kind == "quotient":
        return len(numbers.machine(value, 4))
    if kind in TWO_DECIMALS:
        return len(f"{value:,.2f}")
    return len(str(value))


def _save(workbook: Workbook, target: Path, tick: Callable[[], None]) -> Path:
    return _save_with(workbook.save, target, tick)


def _save_with(write: Callable[[Path], None], target: Path, tick: Callable[[], None]) -> Path:
    """Write beside the target and rename into place: the target is either the old file or the whole
    new one. A cancel at the last step removes the temporary file."""

    def save_then_tick(temporary: Path) -> None:
        write(temporary)
        tick()

    try:
        build_atomically(target, save_then_tick)
    except OSError as error:
        raise storage_error(error, target) from None
    return target


def sheet_titles() -> tuple[str, ...]:
    """The sheets in the order they are written, in the UI's language."""
    return tuple(_sheet_title(translate("Export", title)) for title in sheets.SHEET_TITLES + FIELD_SHEET_TITLES)
