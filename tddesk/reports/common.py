"""What the stage reports share: the header's names and date, numbers as printed, and tables.

Tables take names as plain text: ``data_table`` keeps a name that fits its column as it is and
turns a longer one into a Paragraph that wraps inside the column instead of running over the
next one; <, > and & print as typed either way. Numbers are right-aligned: VP with two
decimals, IMP quotient with four, master points with two.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from typing import TYPE_CHECKING, Any, TypeAlias

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.layout import BOLD_FONT, FONT, escape, printable, register_fonts
from tddesk.rules.scoring import StageFacts
from tddesk.services.schedule import ScheduleView
from tddesk.services.stages import championship_name, stage_view

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

CELL_FONT_SIZE = 9.0
CELL_PADDING = 6.0  # left and right padding of a table cell together, in points
SMALLEST_HEADING = 6.0
HEADER_SHADE = colors.HexColor("#E4E4E4")
RULE_GREY = colors.HexColor("#888888")


@dataclass(frozen=True)
class StageHeader:
    """What every page of a stage report repeats at the top."""

    championship: str
    stage: str
    stage_kind: str
    boards: int
    halves: int


def stage_header(tournament: Tournament, stage_id: StageId) -> StageHeader:
    view = stage_view(tournament, stage_id)
    return StageHeader(
        championship_name(tournament), view.form.name, view.form.kind, view.form.boards_per_match, view.form.halves
    )


def results_date(schedule: ScheduleView, facts: StageFacts) -> dt.date | None:
    """The date of the latest match with a result: the date a standings sheet is "as of"."""
    with_result = {match.id for match in facts.matches if match.halves} | {match for match, _ in facts.walkovers}
    dates = [
        slot.date
        for round_ in schedule.rounds
        for slot in round_.matches
        if slot.id in with_result and slot.date is not None
    ]
    return max(dates, default=None)


def schedule_span(schedule: ScheduleView) -> str:
    """The first and last playing date of a schedule, e.g. "2016-10-03 – 2016-11-14"."""
    dates = sorted(
        {slot.date for round_ in schedule.rounds for slot in round_.matches if slot.date}
        | {round_.date for round_ in schedule.rounds if round_.date}
    )
    if not dates:
        return ""
    return dates[0].isoformat() if dates[0] == dates[-1] else f"{dates[0].isoformat()} – {dates[-1].isoformat()}"


def penalty_text(value: Decimal) -> str:
    return f"−{numbers.vp(value)}" if value else ""


@cache
def cell_styles(size: float = CELL_FONT_SIZE) -> dict[str, ParagraphStyle]:
    """Paragraph styles for table cells: "text", "right_text", "bold", "right" (a heading over numbers),
    "centre", "note"."""
    register_fonts()
    leading = size * 1.2
    return {
        "text": ParagraphStyle(f"cell-{size}", fontName=FONT, fontSize=size, leading=leading),
        "right_text": ParagraphStyle(
            f"cell-right-text-{size}", fontName=FONT, fontSize=size, leading=leading, alignment=TA_RIGHT
        ),
        "bold": ParagraphStyle(f"cell-bold-{size}", fontName=BOLD_FONT, fontSize=size, leading=leading),
        "right": ParagraphStyle(
            f"cell-right-{size}", fontName=BOLD_FONT, fontSize=size, leading=leading, alignment=TA_RIGHT
        ),
        "centre": ParagraphStyle(
            f"cell-centre-{size}", fontName=BOLD_FONT, fontSize=size, leading=leading, alignment=TA_CENTER
        ),
        "note": ParagraphStyle(f"cell-note-{size}", fontName=FONT, fontSize=size - 1, leading=(size - 1) * 1.2),
    }


def cell(text: str, style: str = "text", size: float = CELL_FONT_SIZE) -> Paragraph:
    """User or translated text as a wrapping cell that prints exactly as typed."""
    return Paragraph(escape(text), cell_styles(size)[style])


def lines_cell(lines: Iterable[str], style: str = "text", size: float = CELL_FONT_SIZE) -> Paragraph:
    """Several texts in one cell, each on a line of its own."""
    return Paragraph("<br/>".join(escape(line) for line in lines), cell_styles(size)[style])


@dataclass(frozen=True)
class Heading:
    """A column heading; ``data_table`` sets it in a font small enough that its longest word fits."""

    text: str
    right: bool
    size: float


# What a cell of ``data_table`` holds: a heading, a text (wrapped when it does not fit its column)
# or a flowable (a Paragraph, a small table); a row mixes them, so a table's rows are typed as
# ``list[TableRow]`` from its heading row on.
Cell: TypeAlias = Heading | str | Flowable
TableRow: TypeAlias = Sequence[Cell]


def headings(texts: Sequence[str], numeric: Iterable[int] = (), size: float = CELL_FONT_SIZE) -> list[Heading]:
    """A table's heading row: bold, wrapping between words, right-aligned over the columns of numbers."""
    right = set(numeric)
    return [Heading(text, index in right, size) for index, text in enumerate(texts)]


def _heading_cell(heading: Heading, width: float) -> str | Paragraph:
    room = width - CELL_PADDING
    text = printable(heading.text)
    if "\n" not in text and pdfmetrics.stringWidth(text, BOLD_FONT, heading.size) <= room:
        return text  # the table prints its heading row bold, and right-aligned over numbers
    words = heading.text.split() or [""]
    widest = max(pdfmetrics.stringWidth(word, BOLD_FONT, heading.size) for word in words)
    size = heading.size if widest <= room else max(SMALLEST_HEADING, heading.size * room / widest)
    return cell(heading.text, "right" if heading.right else "bold", math.floor(size * 2) / 2)


def _wrapped(value: Cell, width: float, size: float, right: bool) -> Cell:
    """A text cell as it is when it fits its column on one line (cheap to lay out), else as a
    Paragraph that wraps inside the column; either way it prints exactly as typed."""
    if not isinstance(value, str) or not value:
        return value
    value = printable(value)
    if "\n" not in value and pdfmetrics.stringWidth(value, FONT, size) <= width - CELL_PADDING:
        return value
    return Paragraph(
        "<br/>".join(escape(line) for line in value.split("\n")), cell_styles(size)["right_text" if right else "text"]
    )


def heading_width(text: str, width: float, size: float = CELL_FONT_SIZE) -> float:
    """``width``, or more where the heading's longest word would not fit at the smallest heading
    size: a word is never broken in the middle ("IMP förlo rade")."""
    words = printable(text).split() or [""]
    widest = max(pdfmetrics.stringWidth(word, BOLD_FONT, min(size, SMALLEST_HEADING + 1)) for word in words)
    return max(width, widest + CELL_PADDING + 1)


def column_widths(total: float, fixed: Sequence[float | None]) -> list[float]:
    """Column widths: the fixed ones as given, the None ones share what is left equally."""
    flexible = sum(width is None for width in fixed)
    left = max(total - sum(width for width in fixed if width is not None), 0)
    return [left / flexible if width is None else width for width in fixed]


def data_table(
    rows: Sequence[TableRow],
    widths: Sequence[float],
    numeric: Iterable[int] = (),
    *,
    header_rows: int = 1,
    size: float = CELL_FONT_SIZE,
    extra: Sequence[tuple[Any, ...]] = (),
    row_heights: Sequence[float | None] | None = None,
    ruled: bool = True,
) -> Table:
    """A ruled table whose heading rows repeat on every page; the ``numeric`` columns align right.

    ``row_heights`` (None entries: as the content needs) leaves room for handwriting.
    """
    right = set(numeric)
    cells = [
        [
            _heading_cell(value, widths[column])
            if isinstance(value, Heading)
            else _wrapped(value, widths[column], size, column in right)
            for column, value in enumerate(row)
        ]
        for row in rows
    ]
    table = Table(cells, colWidths=list(widths), rowHeights=row_heights, repeatRows=header_rows)
    style = [
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("FONTSIZE", (0, 0), (-1, -1), size),
        ("LEADING", (0, 0), (-1, -1), size * 1.2),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        *([("GRID", (0, 0), (-1, -1), 0.25, RULE_GREY)] if ruled else []),
        *[("ALIGN", (column, 0), (column, -1), "RIGHT") for column in numeric],
        *extra,
    ]
    if header_rows:
        style += [
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), HEADER_SHADE),
            ("FONTNAME", (0, 0), (-1, header_rows - 1), BOLD_FONT),
            ("VALIGN", (0, 0), (-1, header_rows - 1), "BOTTOM"),
        ]
    table.setStyle(TableStyle(style))
    return table


def bold_row(row: int) -> tuple[Any, ...]:
    """A table style command printing one row (e.g. the total, -1) in bold."""
    return ("FONTNAME", (0, row), (-1, row), BOLD_FONT)


def legend(lines: Iterable[str], size: float = CELL_FONT_SIZE) -> list[Paragraph]:
    return [cell(line, "note", size) for line in lines if line]


def decided_by_text(criterion: str | None) -> str:
    """H8: what separates a team from the next one, in words."""
    words = {
        "vp": translate("Reports", "VP"),
        "imp_quotient": translate("Reports", "IMP quotient"),
        "head_to_head": translate("Reports", "Head-to-head"),
        "lot": translate("Reports", "Lot"),
    }
    return words.get(criterion, "") if criterion else ""
