"""A workbook sheet's cells written straight as the XML the file stores them in.

openpyxl makes one Python object per cell and serialises it element by element, which for the
half-million cells of a national file's workbook costs more than reading the file does. Here
openpyxl still writes the package (styles, sheet views, column widths, autofilter, the workbook
itself) with empty sheets, and each sheet's rows are written as text and set in its place: the
same XML openpyxl writes for the same cells (inline strings, the same style records, dates as
serial numbers), so the workbook reads back cell for cell as before
(tests/export/test_workbook_cells.py compares the two).
"""

from __future__ import annotations

import datetime as dt
import math
import re
import zipfile
from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import IO

from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter
from openpyxl.utils.datetime import to_excel
from openpyxl.workbook.workbook import Workbook

TEXT_LIMIT = 32767  # the most characters a cell holds; openpyxl cuts longer text there too
EMPTY_SHEET_DATA = re.compile(rb"<sheetData\s*/>|<sheetData>\s*</sheetData>")
ROWS_PER_WRITE = 1000
DATE_FORMATS = {dt.datetime: "yyyy-mm-dd h:mm:ss", dt.date: "yyyy-mm-dd"}  # openpyxl's, for a date cell


class Styles:
    """The workbook's style record for each look a cell can have: bold or not, a number format,
    quote prefix. Each is registered with openpyxl the first time a cell needs it."""

    def __init__(self, workbook: Workbook) -> None:
        self._sheet = workbook.create_sheet("styles")
        workbook.remove(self._sheet)  # a sheet is needed to make a cell; the records belong to the workbook
        self._attributes: dict[tuple[bool, str | None, bool], str] = {}

    def attribute(self, bold: bool, number_format: str | None, quote_prefix: bool) -> str:
        """` s="N"` for a cell with this look, nothing for the default look."""
        key = (bold, number_format, quote_prefix)
        if key not in self._attributes:
            cell = WriteOnlyCell(self._sheet)
            if bold:
                cell.font = Font(bold=True)
            if number_format is not None:
                cell.number_format = number_format
            if quote_prefix:
                cell.quotePrefix = True
            self._attributes[key] = f' s="{cell.style_id}"' if cell.has_style else ""
        return self._attributes[key]


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def text_cell(reference: str, text: str, style: str) -> str:
    """A text cell as an inline string; leading or trailing blanks kept as openpyxl keeps them."""
    text = text[:TEXT_LIMIT]
    if not text:
        return f'<c r="{reference}"{style} t="inlineStr" />'
    stripped = text.strip()
    space = ' xml:space="preserve"' if stripped and stripped != text else ""
    return f'<c r="{reference}"{style} t="inlineStr"><is><t{space}>{_escaped(text)}</t></is></c>'


def number_text(value) -> str:
    """A number as openpyxl writes it: sixteen significant digits, nothing for NaN or infinity."""
    if isinstance(value, float | Decimal) and not math.isfinite(value):
        return ""
    return "%.16g" % value  # noqa: UP031 -- as openpyxl: a Decimal formatted as a float (1E+3 → 1000)


class SheetCells:
    """One sheet's rows as XML, and the widest value shown in each column as they are written.

    ``text_style(value)`` says whether a text needs the quote prefix and ``width(value, kind)``
    how wide it shows; the caller passes the cleaned text (``spreadsheet_text``)."""

    def __init__(
        self,
        styles: Styles,
        kinds: Sequence[str],
        number_formats: dict[str, str],
        clean_text: Callable[[str], str],
        quoted: Callable[[str], bool],
        width: Callable[[object, str], int],
    ) -> None:
        self._styles = styles
        self._kinds = tuple(kinds)
        self._formats = number_formats
        self._clean = clean_text
        self._quoted = quoted
        self._width = width
        self._letters = tuple(get_column_letter(index) for index in range(1, len(kinds) + 1))
        self.widths = [0] * len(kinds)
        self._number_styles: list[str | None] = [None] * len(kinds)
        self.chunks: list[str] = []
        self.rows = 0

    def header(self, headers: Iterable[str]) -> None:
        """The bold header row; its widths are the headers' lengths."""
        cells = []
        for index, (letter, header) in enumerate(zip(self._letters, headers, strict=True)):
            text = self._clean(header)
            cells.append(text_cell(f"{letter}1", text, self._styles.attribute(True, None, self._quoted(text))))
            self.widths[index] = max(self.widths[index], len(header))
        self._row(cells)

    def append(self, values: Sequence) -> None:
        number = self.rows + 1
        cells = []
        widths = self.widths
        number_styles = self._number_styles
        for index, (letter, kind, value) in enumerate(zip(self._letters, self._kinds, values, strict=True)):
            if value is None:
                continue
            reference = f"{letter}{number}"
            if isinstance(value, str):
                text = self._clean(value)
                style = self._styles.attribute(False, None, True) if self._quoted(text) else ""
                cells.append(text_cell(reference, text, style))
                shown = len(value) if "\n" not in value else self._width(value, kind)
            elif isinstance(value, dt.date):
                number_format = self._formats.get(kind) or DATE_FORMATS[type(value)]
                style = self._styles.attribute(False, number_format, False)
                cells.append(f'<c r="{reference}"{style} t="n"><v>{number_text(to_excel(value))}</v></c>')
                shown = self._width(value, kind)
            else:
                kind_type = "b" if isinstance(value, bool) else "n"
                number_style = number_styles[index]
                if number_style is None:  # the column's first number: its look registered once
                    number_style = number_styles[index] = self._styles.attribute(False, self._formats.get(kind), False)
                cells.append(f'<c r="{reference}"{number_style} t="{kind_type}"><v>{number_text(value)}</v></c>')
                shown = self._width(value, kind)
            if shown > widths[index]:
                widths[index] = shown
        self._row(cells)

    def _row(self, cells: list[str]) -> None:
        self.rows += 1
        self.chunks.append(f'<row r="{self.rows}">{"".join(cells)}</row>')


def write_package(workbook: Workbook, cells: Sequence[SheetCells], target: Path) -> None:
    """Save ``workbook`` (its sheets saved empty, in the order of ``cells``) to ``target`` with each
    sheet's rows set into its empty sheet data."""
    package = target.with_name(target.name + ".package")
    try:
        workbook.save(package)
        rows_of = {
            sheet.path.lstrip("/"): sheet_cells for sheet, sheet_cells in zip(workbook.worksheets, cells, strict=True)
        }
        with (
            zipfile.ZipFile(package) as source,
            zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as archive,
        ):
            for entry in source.infolist():
                content = source.read(entry)
                sheet_cells = rows_of.get(entry.filename)
                if sheet_cells is None:
                    archive.writestr(entry, content)
                    continue
                with archive.open(entry.filename, "w", force_zip64=True) as out:
                    _write_sheet(out, content, sheet_cells)
    finally:
        package.unlink(missing_ok=True)


def _write_sheet(out: IO[bytes], empty_sheet: bytes, sheet_cells: SheetCells) -> None:
    match = EMPTY_SHEET_DATA.search(empty_sheet)
    if match is None:
        raise ValueError("openpyxl wrote a sheet without an empty sheetData element")
    out.write(empty_sheet[: match.start()])
    out.write(b"<sheetData>")
    chunks = sheet_cells.chunks
    for start in range(0, len(chunks), ROWS_PER_WRITE):
        out.write("".join(chunks[start : start + ROWS_PER_WRITE]).encode("utf-8"))
    out.write(b"</sheetData>")
    out.write(empty_sheet[match.end() :])
