"""VP2: the VP scale for one board count as a one-page A4 sheet, handed out at the tables.

The scale (margin, winner's VP, loser's VP) is split into column blocks side by side, in the
largest font that fits one page, so that even the 151 margins of a 100-board scale fit.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import BinaryIO

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.reports.layout import BOLD_FONT, FONT, build_pdf, escape, frame_size, styles
from tddesk.rules.vp import blitz, scale

LARGEST_FONT = 16.0
SMALLEST_FONT = 9.0
HEADING_ROOM = 32 * mm  # points kept for the title and the board/blitz line (about 32 mm)
BLOCK_GAP = 10.0  # points between column blocks
ROW_LEADING = 1.25  # row height as a multiple of the font size
# column widths as multiples of the font size: margin ("150"), winner and loser VP ("20.00")
COLUMN_EMS = (2.6, 3.4, 3.4)
CELL_PADDING = 6.0  # points of horizontal padding in a cell (left and right together)


@dataclass(frozen=True)
class SheetLayout:
    font_size: float
    blocks: int
    rows_per_block: int


def choose_layout(margins: int, width: float, height: float) -> SheetLayout:
    """VP2: the largest font (and fewest blocks at that font) that shows ``margins`` rows on one page."""
    size = LARGEST_FONT
    while size >= SMALLEST_FONT:
        row_height = size * ROW_LEADING
        rows_fit = int((height - HEADING_ROOM) // row_height) - 1  # one row is the column heading
        block_width = size * sum(COLUMN_EMS)
        blocks_fit = int((width + BLOCK_GAP) // (block_width + BLOCK_GAP))
        if rows_fit > 0 and blocks_fit * rows_fit >= margins:
            blocks = math.ceil(margins / rows_fit)
            return SheetLayout(size, blocks, math.ceil(margins / blocks))
        size -= 0.5
    raise ValueError(f"{margins} margins do not fit one page")


def vp_sheet_story(boards: int) -> list[Flowable]:
    """VP2: the sheet's platypus story for ``boards`` boards (raises ValueError outside 1..100)."""
    values = scale(boards)
    width, height = frame_size()
    layout = choose_layout(len(values), width, height)
    text = styles()
    title = translate("Reports", "VP scale 20-0 (WBF)")
    summary = translate("Reports", "{boards} boards · blitz {blitz} IMP · the loser gets 20 minus the winner's VP")
    summary = summary.format(boards=boards, blitz=numbers.fixed(Decimal(repr(blitz(boards))), 2))
    headings = (translate("Reports", "IMP"), translate("Reports", "Winner"), translate("Reports", "Loser"))

    blocks = []
    for start in range(0, len(values), layout.rows_per_block):
        rows = [list(headings)]
        rows += [
            [str(margin), numbers.vp(vp), numbers.vp(20 - vp)]
            for margin, vp in enumerate(values[start : start + layout.rows_per_block], start=start)
        ]
        blocks.append(_block_table(rows, layout.font_size))
    block_width = layout.font_size * sum(COLUMN_EMS)
    sheet = Table([blocks], colWidths=[block_width + BLOCK_GAP] * (len(blocks) - 1) + [block_width])
    sheet.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), BLOCK_GAP),
                ("RIGHTPADDING", (-1, 0), (-1, -1), 0),
            ]
        )
    )
    return [Paragraph(escape(title), text["title"]), Paragraph(escape(summary), text["body"]), Spacer(1, 4 * mm), sheet]


def _heading_size(headings: list[str], size: float) -> float:
    """The column headings' font size: the body size, or smaller where a translated word is long."""
    room = [size * ems - CELL_PADDING for ems in COLUMN_EMS]
    widths = [pdfmetrics.stringWidth(heading, BOLD_FONT, 1) for heading in headings]
    return min([size] + [space / width for space, width in zip(room, widths) if width > 0])


def _block_table(rows: list[list[str]], size: float) -> Table:
    table = Table(rows, colWidths=[size * ems for ems in COLUMN_EMS], rowHeights=size * ROW_LEADING)
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), FONT),
                ("FONTSIZE", (0, 0), (-1, -1), size),
                ("FONTNAME", (0, 0), (-1, 0), BOLD_FONT),
                ("FONTSIZE", (0, 0), (-1, 0), _heading_size(rows[0], size)),
                ("FONTNAME", (0, 1), (0, -1), BOLD_FONT),  # the margin is what the reader looks up
                ("ALIGN", (0, 0), (-1, -1), "RIGHT"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), size * 0.2),
                ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING / 3),
                ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING * 2 / 3),
                ("LINEBELOW", (0, 0), (-1, 0), 1, colors.black),
                # every fifth margin shaded so that the eye keeps its row across the sheet
                *[
                    ("BACKGROUND", (0, row), (-1, row), colors.HexColor("#E8E8E8"))
                    for row in range(1, len(rows))
                    if int(rows[row][0]) % 5 == 0
                ],
            ]
        )
    )
    return table


def write_vp_sheet(
    target: str | Path | BinaryIO,
    boards: int,
    *,
    championship: str = "",
    stage: str = "",
    date: dt.date | str | None = None,
    printed_at: dt.datetime | None = None,
) -> int:
    """VP2: write the VP sheet for ``boards`` boards as a PDF; returns the page count (always 1)."""
    story = vp_sheet_story(boards)
    title = translate("Reports", "VP scale 20-0 (WBF)")
    return build_pdf(
        target,
        story,
        title=f"{title} – {boards}",
        championship=championship,
        stage=stage,
        date=date,
        printed_at=printed_at,
    )
