"""The federation's result report (Spader) as a workbook: a sheet per round, a block per match.

Each block lists the match's fields in the report form's order (column A the field, column B its
value), so each can be copied into the web form in turn. VP are numbers with two decimals, IMPs
and MIDs plain values; names are text cells that a spreadsheet never runs as a formula. The
fields are ``tddesk.services.federation_report.report_fields``; docs/spader.md lists them.
"""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from openpyxl import Workbook
from openpyxl.styles import Font

from tddesk.export.federation_workbook import _save, _sheet_title, put_cell
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.services.errors import message
from tddesk.services.federation_report import report_fields, report_matches, report_notes
from tddesk.services.stages import stage_view

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def write_spader_workbook(
    tournament: Tournament, path: str | os.PathLike, stage_id: StageId, round_number: int | None = None
) -> Path:
    """Write the report of one round (or every round of the stage) to ``path``; returns the path."""
    target = Path(path)
    matches = report_matches(tournament, stage_id, round_number)
    if not matches:
        raise message(translate("Reports", "There is no match to report in this stage."))
    stage = stage_view(tournament, stage_id).form.name
    workbook = Workbook()
    workbook.remove(workbook.worksheets[0])  # the empty sheet a new workbook opens on
    bold = Font(bold=True)
    sheets: dict[int, Any] = {}  # round → its sheet (openpyxl types a new sheet as Any)
    for match in matches:
        sheet = sheets.get(match.round)
        if sheet is None:
            sheet = workbook.create_sheet(_sheet_title(translate("Reports", "Round {round}").format(round=match.round)))
            put_cell(sheet, 1, 1, f"{match.championship} – {stage}", "text").font = bold
            sheet.column_dimensions["A"].width = 44
            sheet.column_dimensions["B"].width = 28
            sheets[match.round] = sheet
        row = sheet.max_row + 2
        put_cell(sheet, row, 1, f"{match.home} – {match.away}", "text").font = bold
        for field in report_fields(match):
            row += 1
            put_cell(sheet, row, 1, field.label, "text")
            if not field.value:
                continue
            value = {"vp": Decimal, "int": int}.get(field.kind, str)(field.value)  # MIDs stay text
            put_cell(sheet, row, 2, value, field.kind)
        for note in report_notes(match):
            row += 1
            put_cell(sheet, row, 1, note, "text").font = Font(italic=True)
    return _save(workbook, target, lambda: None)
