"""Reading a workbook or a CSV file that a TD was handed, within sane bounds and without guessing.

- A workbook (.xlsx is a zip archive) is measured before it is opened: more than
  ``MAX_UNPACKED_BYTES`` unpacked, more than ``MAX_ENTRIES`` parts or a part that packs more than
  ``MAX_RATIO`` times (a "zip bomb") is refused, so a hostile file cannot fill the memory.
- Every row of the first sheet is read even when the sheet's ``<dimension>`` record is stale
  (openpyxl's read-only mode trusts it, and some programs write A1:A1): the dimensions are reset.
- A CSV file is UTF-8 (with or without BOM) or, as Excel writes it on a Swedish Windows, cp1252 —
  one of them throughout. A file mixing both is refused naming the first line that differs,
  instead of being read as cp1252 with every "å" of the UTF-8 lines garbled.
- A CSV field may be as long as the file: a 200 KB cell is read (and judged by the importer),
  not a crash in the csv module.
"""

from __future__ import annotations

import csv
import io
import sys
import zipfile
from pathlib import Path

from tddesk.i18n import translate

MAX_UNPACKED_BYTES = 200 * 2**20  # a 20,000-member register unpacks to about 10 MB
MAX_ENTRIES = 2_000  # an ordinary workbook has a few dozen parts
MAX_RATIO = 250  # XML packs 5-20 times; hundreds of times is a bomb
CSV_DELIMITERS = (";", ",", "\t")


class UnreadableFile(Exception):
    """The file cannot be read as a table at all; the message says why, in the TD's words."""


def workbook_problem(data: bytes | Path, name: str) -> str | None:
    """Why the workbook ``data`` (bytes or a path) is refused before it is opened, or None."""
    try:
        with zipfile.ZipFile(io.BytesIO(data) if isinstance(data, bytes) else data) as archive:
            parts = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return None  # not a zip: openpyxl's own refusal says it is no workbook
    unpacked = sum(part.file_size for part in parts)
    packed_too_tightly = any(
        part.file_size > 2**20 and part.file_size > MAX_RATIO * max(part.compress_size, 1) for part in parts
    )
    if len(parts) > MAX_ENTRIES or unpacked > MAX_UNPACKED_BYTES or packed_too_tightly:
        return translate(
            "Imports",
            "{file} would unpack to {size} MB in {parts} parts, far more than any member "
            "list or team workbook; it is not read. Save the sheet again from Excel, or "
            "as CSV.",
        ).format(file=name, size=unpacked // 2**20, parts=len(parts))
    return None


def workbook_rows(source: bytes | Path, name: str) -> list[tuple[int, list[object]]]:
    """(row number, values) of every row of the first sheet that has a value, header first."""
    from openpyxl import load_workbook  # only when a workbook is read

    problem = workbook_problem(source, name)
    if problem is not None:
        raise UnreadableFile(problem)
    try:
        workbook = load_workbook(
            io.BytesIO(source) if isinstance(source, bytes) else source, read_only=True, data_only=True
        )
        try:
            sheet = workbook.worksheets[0]
            sheet.reset_dimensions()  # read to the last row and column, whatever <dimension> claims
            return [
                (number, list(values))
                for number, values in enumerate(sheet.iter_rows(values_only=True), 1)
                if any(value is not None and str(value).strip() for value in values)
            ]
        finally:
            workbook.close()
    except Exception:
        raise UnreadableFile(
            translate(
                "Imports",
                "{file} is not an Excel workbook (.xlsx) or it is damaged. Open "
                "it in Excel and save it again as .xlsx.",
            ).format(file=name)
        ) from None


def decode_csv(data: bytes, name: str) -> str:
    """The text of a CSV file in one encoding: UTF-8 (BOM or not) or cp1252, never a mixture."""
    if b"\x00" in data[:4096]:
        raise UnreadableFile(_not_text(name))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    first_utf8 = _first_utf8_line(data)
    if first_utf8 is not None:
        first_other = next(number for number, line in enumerate(data.split(b"\n"), 1) if not _is_utf8(line))
        utf8_first = first_utf8 < first_other
        bad = first_other if utf8_first else first_utf8
        raise UnreadableFile(
            translate(
                "Imports",
                "{file} mixes two character encodings: line {line} is not written like line {first} (UTF-8 "
                "and Windows-1252). Open it in Excel or a text editor, check that line's letters (å, ä, ö), and save "
                "it again as CSV (UTF-8).",
            ).format(file=name, line=bad, first=min(first_utf8, first_other))
        )
    try:  # what Excel writes for "CSV (semicolon separated)" on a Swedish Windows
        return data.decode("cp1252")
    except UnicodeDecodeError:
        raise UnreadableFile(_not_text(name)) from None


def csv_rows(data: bytes, name: str) -> list[tuple[int, list[object]]]:
    """(row number, values) of every CSV row with a value, the delimiter (; , or tab) sniffed from the header."""
    text = decode_csv(data, name)
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    delimiter = max(CSV_DELIMITERS, key=first_line.count)
    records = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    limit = csv.field_size_limit()
    csv.field_size_limit(min(sys.maxsize, max(limit, len(data) + 1)))  # a field may be as long as the file
    try:
        return [
            (number, list(values)) for number, values in enumerate(records, 1) if any(value.strip() for value in values)
        ]
    except csv.Error as error:
        raise UnreadableFile(
            translate(
                "Imports",
                "{file}, line {line}, cannot be read as CSV ({reason}). Check the quotation marks on that line.",
            ).format(file=name, line=records.line_num, reason=error)
        ) from None
    finally:
        csv.field_size_limit(limit)


def _not_text(name: str) -> str:
    return translate(
        "Imports", "{file} is not a text (CSV) file. Save the member list as CSV (UTF-8) or .xlsx."
    ).format(file=name)


def _is_utf8(line: bytes) -> bool:
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _first_utf8_line(data: bytes) -> int | None:
    """The first line holding a UTF-8 letter beyond ASCII (a file otherwise cp1252 has none)."""
    for number, line in enumerate(data.split(b"\n"), 1):
        if not line.isascii() and _is_utf8(line):
            return number
    return None
