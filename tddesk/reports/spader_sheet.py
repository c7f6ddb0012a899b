"""The federation's result report (Spader) as a PDF: each match's fields top to bottom in the form's order.

One block per match — round, date, teams, IMP (per half and in total), VP, then each half's
players with their MIDs, home before away — kept together on a page, so the TD types the web
form by reading down the sheet. A whole round, or every round of the stage, goes into one PDF.
The fields are ``tddesk.services.federation_report.report_fields``; docs/spader.md lists them.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import TableRow, bold_row, column_widths, data_table, headings, legend, stage_header
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.services.errors import message
from tddesk.services.federation_report import (
    MatchReportView,
    ReportFieldRow,
    report_fields,
    report_matches,
    report_notes,
)

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def spader_story(matches: list[MatchReportView]) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    story = [
        Paragraph(escape(translate("Reports", "Result report for the federation (Spader)")), text["title"]),
        Paragraph(
            escape(translate("Reports", "Type the fields into the report form from top to bottom.")), text["body"]
        ),
        Spacer(1, 4 * mm),
    ]
    for match in matches:
        block = [
            Paragraph(
                escape(
                    translate("Reports", "Round {round}: {home} – {away}").format(
                        round=match.round, home=match.home, away=match.away
                    )
                ),
                text["heading"],
            ),
            Spacer(1, 1 * mm),
        ]
        rows: list[TableRow] = [headings([translate("Reports", "Field"), translate("Reports", "Value")])]
        fields = report_fields(match)
        rows += [[field.label, _shown(field)] for field in fields]
        vp_rows = [index + 1 for index, field in enumerate(fields) if field.kind == "vp"]
        block.append(
            data_table(rows, column_widths(width, [None, 60 * mm]), size=8.5, extra=[bold_row(row) for row in vp_rows])
        )
        block += legend(report_notes(match))
        block.append(Spacer(1, 6 * mm))
        story.append(KeepTogether(block))
    return story


def _shown(field: ReportFieldRow) -> str:
    """VP with the language's decimal sign (a comma in Swedish), as the TD types them into the form."""
    return numbers.localise(field.value) if field.kind == "vp" else field.value


def write_spader_sheet(
    target: str | Path | BinaryIO,
    tournament: Tournament,
    stage_id: StageId,
    round_number: int | None = None,
    *,
    printed_at: dt.datetime | None = None,
) -> int:
    """The report of a round (or of every round of the stage) as a PDF; returns the page count."""
    header = stage_header(tournament, stage_id)
    matches = report_matches(tournament, stage_id, round_number)
    if not matches:
        raise message(translate("Reports", "There is no match to report in this stage."))
    dates = [match.date for match in matches if match.date]
    title = translate("Reports", "Result report (Spader)")
    return build_pdf(
        target,
        spader_story(matches),
        title=f"{title} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        date=max(dates) if dates else None,
        printed_at=printed_at,
    )
