"""H8, H7, W2, W5, P5: the cross-table of a stage — every team's VP against every other team.

Rows and columns are the teams in standings order; the columns are numbered like the rows so a
long name is printed only once. A meeting's cell shows the row team's VP (two meetings of a
double round robin one under the other); struck results (W5, P5) are struck through and in
brackets, a walkover (W2) is marked, a provisional walkover value too. Then byes (H7), penalty
VP, the total and the rank. More than eight teams print on landscape pages, and the font
shrinks as the columns get narrower.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Flowable, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import (
    CELL_FONT_SIZE,
    Cell,
    TableRow,
    column_widths,
    data_table,
    headings,
    legend,
    penalty_text,
    results_date,
    stage_header,
)
from tddesk.reports.layout import FONT, build_pdf, escape, frame_size, styles
from tddesk.rules.crosstable import CrossTable, Meeting
from tddesk.rules.marks import PROVISIONAL_MARK, WALKOVER_MARK
from tddesk.services.crosstable import meeting_text, stage_crosstable
from tddesk.services.schedule import schedule_view
from tddesk.services.standings import stage_facts

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

PORTRAIT_MAX_TEAMS = 8
SMALLEST_FONT = 5.5
DIAGONAL_SHADE = colors.HexColor("#C8C8C8")


def landscape_for(teams: int) -> bool:
    return teams > PORTRAIT_MAX_TEAMS


def _meeting_markup(meeting: Meeting) -> str:
    text = meeting_text(meeting)
    return f"<strike>[{escape(text)}]</strike>" if meeting.struck else escape(text)


def crosstable_story(table: CrossTable, stage_name: str, landscape: bool) -> list[Flowable]:
    text = styles()
    width, _ = frame_size(landscape)
    count = len(table.teams)
    with_byes = any(row.byes for row in table.rows)
    name_width = (60 if landscape else 42) * mm
    total_names = ([translate("Reports", "Byes")] if with_byes else []) + [
        translate("Reports", "Penalty VP"),
        translate("Reports", "VP"),
        translate("Reports", "Rank"),
    ]
    fixed = [8 * mm, name_width] + [None] * count + [15 * mm] * (len(total_names) - 1) + [11 * mm]
    widths = column_widths(width, fixed)
    cell_width = widths[2] if count else width
    size = _font_size(cell_width)
    number_style = ParagraphStyle(
        f"crosstable-{size}", fontName=FONT, fontSize=size, leading=size * 1.2, alignment=TA_RIGHT
    )
    first_total = 2 + count
    numeric = [0, *range(2, len(fixed))]
    rows: list[TableRow] = [
        headings(
            ["#", translate("Reports", "Team"), *[str(i) for i in range(1, count + 1)], *total_names], numeric, size
        )
    ]
    for index, row in enumerate(table.rows):
        cells: list[Cell] = [str(index + 1), row.name]
        for column, meetings in enumerate(row.cells):
            if column == index:
                cells.append("")
            else:
                cells.append(
                    Paragraph("<br/>".join(_meeting_markup(m) for m in meetings), number_style) if meetings else ""
                )
        if with_byes:
            cells.append(Paragraph("<br/>".join(_meeting_markup(m) for m in row.byes), number_style))
        cells += [penalty_text(row.penalty_vp), numbers.vp(row.vp), "–" if row.excluded else str(row.rank)]
        rows.append(cells)
    diagonal = [("BACKGROUND", (2 + i, 1 + i), (2 + i, 1 + i), DIAGONAL_SHADE) for i in range(count)]
    separator = [("LINEBEFORE", (first_total, 0), (first_total, -1), 1, colors.black)]
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Cross-table")), text["title"]),
        Paragraph(escape(stage_name), text["heading"]),
        data_table(rows, widths, numeric, size=size, extra=diagonal + separator),
        Spacer(1, 3 * mm),
    ]
    return story + legend(_legend_lines(table), max(size, 8))


def _font_size(cell_width: float) -> float:
    """The largest font, up to the body size, in which "20.00w*" fits the cell."""
    room = cell_width - 6  # the cell's padding
    widest = pdfmetrics.stringWidth(f"[20.00{WALKOVER_MARK}{PROVISIONAL_MARK}]", FONT, 1)
    return max(SMALLEST_FONT, min(CELL_FONT_SIZE, room / widest))


def _legend_lines(table: CrossTable) -> list[str]:
    lines = [translate("Reports", "Each cell: the VP of the team in the row against the team in the column.")]
    meetings = [m for row in table.rows for cell_meetings in row.cells for m in cell_meetings] + [
        m for row in table.rows for m in row.byes
    ]
    if any(m.kind.startswith("walkover") for m in meetings):
        lines.append(translate("Reports", "{mark} walkover (W2)").format(mark=WALKOVER_MARK))
    if any(m.provisional for m in meetings):
        lines.append(
            translate("Reports", "{mark} provisional walkover value, final when the series has ended (W2)").format(
                mark=PROVISIONAL_MARK
            )
        )
    if any(m.struck for m in meetings):
        lines.append(translate("Reports", "[ ] struck: a match of an excluded team, counted for nobody (W5, P5)"))
    return lines


def write_crosstable(
    target: str | Path | BinaryIO, tournament: Tournament, stage_id: StageId, *, printed_at: dt.datetime | None = None
) -> int:
    """H8: write the stage's cross-table as a PDF; returns the page count."""
    header = stage_header(tournament, stage_id)
    table = stage_crosstable(tournament, stage_id)
    landscape = landscape_for(len(table.teams))
    date = results_date(schedule_view(tournament, stage_id), stage_facts(tournament, stage_id))
    return build_pdf(
        target,
        crosstable_story(table, header.stage, landscape),
        title=f"{translate('Reports', 'Cross-table')} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        date=date,
        landscape=landscape,
        printed_at=printed_at,
    )
