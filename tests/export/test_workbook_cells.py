"""The federation workbook's sheets, written as XML straight (tddesk/export/sheet_cells.py), read
back cell for cell as the same sheets written through openpyxl's own cells: values, types,
number formats, bold headers, quote prefixes, column widths, frozen panes, autofilter, size."""

from __future__ import annotations

import datetime as dt
import shutil
from decimal import Decimal

import openpyxl
import pytest
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

from tddesk.export.federation_workbook import (
    MAX_WIDTH,
    _sheet_title,
    _shown_width,
    put_cell,
    workbook_sheets,
    write_sheets,
)
from tddesk.export.workbook_sheets import Column, SheetData
from tddesk.services.files import open_championship
from tddesk.services.stages import stage_views

AS_OF = dt.date(2016, 12, 1)


def through_openpyxl_cells(data: list[SheetData], path) -> None:
    """The sheets as the workbook was written before: one openpyxl cell at a time (put_cell)."""
    workbook = openpyxl.Workbook()
    workbook.remove(workbook.worksheets[0])
    for sheet_data in data:
        sheet = workbook.create_sheet(_sheet_title(sheet_data.title))
        widths = [len(column.header) for column in sheet_data.columns]
        for index, column in enumerate(sheet_data.columns, start=1):
            put_cell(sheet, 1, index, column.header, "text").font = Font(bold=True)
        for row_number, row in enumerate(sheet_data.rows, start=2):
            for index, (column, value) in enumerate(zip(sheet_data.columns, row, strict=True), start=1):
                put_cell(sheet, row_number, index, value, column.kind)
                if value is not None:
                    widths[index - 1] = max(widths[index - 1], _shown_width(value, column.kind))
        for index, width in enumerate(widths, start=1):
            sheet.column_dimensions[get_column_letter(index)].width = min(width + 2, MAX_WIDTH)
        sheet.freeze_panes = "A2"
        sheet.auto_filter.ref = f"A1:{get_column_letter(max(len(sheet_data.columns), 1))}{len(sheet_data.rows) + 1}"
    workbook.save(path)


def _look(cell) -> tuple:
    return (cell.coordinate, cell.value, cell.data_type, cell.number_format, bool(cell.font.b), bool(cell.quotePrefix))


def read(path) -> dict:
    """Everything a reader of the workbook sees, sheet by sheet."""
    workbook = openpyxl.load_workbook(path)
    sizes = {sheet.title: sheet.calculate_dimension() for sheet in openpyxl.load_workbook(path, read_only=True)}
    return {
        sheet.title: {
            "cells": [_look(cell) for row in sheet.iter_rows() for cell in row],
            "widths": {letter: dimension.width for letter, dimension in sheet.column_dimensions.items()},
            "frozen": sheet.freeze_panes,
            "filter": sheet.auto_filter.ref,
            "size": sizes[sheet.title],
        }
        for sheet in workbook
    }


def assert_same_workbook(data: list[SheetData], tmp_path) -> dict:
    write_sheets(data, tmp_path / "direct.xlsx")
    through_openpyxl_cells(data, tmp_path / "openpyxl.xlsx")
    direct, reference = read(tmp_path / "direct.xlsx"), read(tmp_path / "openpyxl.xlsx")
    assert list(direct) == list(reference)
    for title in reference:
        assert direct[title] == reference[title], title
    return direct


@pytest.fixture(scope="module")
def demo(demo_path, tmp_path_factory):
    copy = tmp_path_factory.mktemp("cells") / "demo.tddesk"
    shutil.copyfile(demo_path, copy)
    tournament = open_championship(copy, read_only=True)
    yield tournament
    tournament.close()


def test_the_demo_workbook_reads_back_as_through_openpyxl_cells(demo, tmp_path):
    """Eleven stages: line-ups, rulings, walkovers, master points, fees, IMPs across the field."""
    data = workbook_sheets(demo, stage_views(demo), None, AS_OF, lambda: None)
    sheets = assert_same_workbook(data, tmp_path)
    cells = [cell for sheet in sheets.values() for cell in sheet["cells"]]
    assert len(cells) > 5000
    kinds = {(data_type, number_format) for _, value, data_type, number_format, _, _ in cells if value is not None}
    assert {
        ("s", "General"),
        ("n", "0.00"),
        ("n", "0"),
        ("n", "0.0000"),
        ("n", "#,##0.00"),
        ("d", "yyyy-mm-dd"),
    } <= kinds


def test_awkward_values_read_back_as_through_openpyxl_cells(tmp_path):
    columns = (
        Column("Text", "text"),
        Column("=Header", "text"),
        Column("VP", "vp"),
        Column("Date", "date"),
        Column("Quotient", "quotient"),
        Column("Int", "int"),
        Column("Money", "money"),
    )
    rows = [
        (
            "Ek & <Holm> \"'",
            "  leading",
            Decimal("10.82"),
            dt.date(2016, 10, 3),
            Decimal("1.2345"),
            7,
            Decimal("1234567.5"),
        ),
        ("trailing  ", "   ", Decimal("-0.5"), dt.date(1900, 1, 1), "∞", 0, Decimal("0")),
        ("a\nlonger second line", "", 3, dt.datetime(2016, 10, 3, 19, 30), None, 12345678901234, None),
        ('=HYPERLINK("x")', "+1", None, None, Decimal("0.0001"), None, 1 / 3),
        ("#N/A", "@SUM(A1)", Decimal("20"), dt.date(1900, 3, 1), Decimal("99.9999"), -3, Decimal("-12.345")),
        ("Åsa Öberg ♠♥♦♣ 🂡", "x" * 40000, True, dt.date(2017, 1, 1), None, False, Decimal("1E+3")),
        ("Ek\x00\x07", "\r-1", None, None, None, None, None),
    ]
    sheets = assert_same_workbook(
        [SheetData("Awkward [1/2]", columns, rows), SheetData("Empty", (Column("Only a header", "text"),), [])],
        tmp_path,
    )
    awkward = {coordinate: value for coordinate, value, *_ in sheets["Awkward  1 2 "]["cells"]}
    assert awkward["A2"] == "Ek & <Holm> \"'" and awkward["B2"] == "  leading" and awkward["A8"] == "Ek"
    assert len(awkward["B7"]) == 32767  # the most a cell holds
    assert sheets["Empty"]["size"] == "A1:A1" and sheets["Awkward  1 2 "]["size"] == "A1:G8"
