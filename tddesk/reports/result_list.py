"""H8, P6, W2, W5: the standings of a stage for the wall, exactly as the standings view shows them.

Rank, team, matches, byes, IMPs won and lost, IMP quotient (four decimals), penalty VP and VP
(two decimals), and in words what separates each team from the next (H8). Penalties are listed
with their reasons below the table; a provisional walkover value (W2) and an excluded team (W5)
are marked.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import (
    TableRow,
    column_widths,
    data_table,
    decided_by_text,
    heading_width,
    headings,
    legend,
    penalty_text,
    results_date,
    stage_header,
)
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.reports.medal_lines import medal_lines
from tddesk.rules.marks import EXCLUDED_MARK, PROVISIONAL_MARK
from tddesk.rules.rows import place_text
from tddesk.rules.standings import Standings
from tddesk.services.schedule import schedule_view
from tddesk.services.standings import stage_facts, standings

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def result_list_story(table: Standings, stage_name: str) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    title = translate("Reports", "Standings")
    if not table.complete:
        title += " – " + translate("Reports", "after the results entered so far")
    with_byes = any(row.byes for row in table.rows)
    columns = [
        (translate("Reports", "Rank"), 12 * mm, True),
        (translate("Reports", "Team"), None, False),
        (translate("Reports", "Played"), 15 * mm, True),
    ]
    if with_byes:
        columns.append((translate("Reports", "Byes"), 12 * mm, True))
    columns += [
        (translate("Reports", "IMP won"), 13 * mm, True),
        (translate("Reports", "IMP lost"), 13 * mm, True),
        (translate("Reports", "IMP quotient"), 19 * mm, True),
        (translate("Reports", "Penalty VP"), 17 * mm, True),
        (translate("Reports", "VP"), 16 * mm, True),
        (translate("Reports", "Decided by (H8)"), 25 * mm, False),
    ]
    numeric = [index for index, (_, _, right) in enumerate(columns) if right]
    rows: list[TableRow] = [headings([name for name, _, _ in columns], numeric)]
    for row in table.rows:
        marks = (f" {PROVISIONAL_MARK}" if row.provisional else "") + (f" {EXCLUDED_MARK}" if row.excluded else "")
        decided = translate("Reports", "Lot to be drawn") if row.awaiting_lot else decided_by_text(row.decided_by)
        cells = [place_text(row, "–"), row.name + marks, str(row.played)]
        if with_byes:
            cells.append(str(row.byes))
        cells += [
            str(row.imps_won),
            str(row.imps_lost),
            numbers.quotient(row.imp_quotient),
            penalty_text(row.penalty_vp),
            numbers.vp(row.vp),
            decided,
        ]
        rows.append(cells)
    fixed = [None if column_width is None else heading_width(name, column_width) for name, column_width, _ in columns]
    widths = column_widths(width, fixed)
    story = [
        Paragraph(escape(title), text["title"]),
        Paragraph(escape(stage_name), text["heading"]),
        data_table(rows, widths, numeric),
        Spacer(1, 3 * mm),
    ]
    story += legend(_legend_lines(table))
    penalised = [row for row in table.rows if row.penalty_reasons]
    if penalised:
        story += [
            Spacer(1, 4 * mm),
            Paragraph(escape(translate("Reports", "Penalties (P6)")), text["body"]),
            Spacer(1, 1 * mm),
        ]
        penalty_rows: list[TableRow] = [
            headings(
                [translate("Reports", "Team"), translate("Reports", "Reason"), translate("Reports", "Penalty VP")],
                numeric=(2,),
            )
        ]
        for row in penalised:
            for index, reason in enumerate(row.penalty_reasons):
                penalty_rows.append(
                    [row.name if index == 0 else "", reason, penalty_text(row.penalty_vp) if index == 0 else ""]
                )
        story.append(data_table(penalty_rows, column_widths(width, [55 * mm, None, 22 * mm]), numeric=(2,)))
    return story


def _legend_lines(table: Standings) -> list[str]:
    lines = [
        translate(
            "Reports",
            'IMP quotient = IMPs won ÷ IMPs lost. "Decided by" names what separates a team from the next one (H8).',
        )
    ]
    if any(row.provisional for row in table.rows):
        lines.append(
            translate(
                "Reports", "{mark} Includes a provisional walkover value, final when the series has ended (W2)."
            ).format(mark=PROVISIONAL_MARK)
        )
    if any(row.excluded for row in table.rows):
        lines.append(
            translate("Reports", "{mark} Excluded: all results struck (W5, P4, P5).").format(mark=EXCLUDED_MARK)
        )
    if table.unresolved_ties:
        lines.append(translate("Reports", "Teams tied after every criterion: the TD draws a lot (H8)."))
    return lines


def write_result_list(
    target: str | Path | BinaryIO, tournament: Tournament, stage_id: StageId, *, printed_at: dt.datetime | None = None
) -> int:
    """H8: write the stage's standings as a PDF; returns the page count."""
    header = stage_header(tournament, stage_id)
    table = standings(tournament, stage_id)
    date = results_date(schedule_view(tournament, stage_id), stage_facts(tournament, stage_id))
    # S p.4: once an SM final's medals are decided, who of each medal team played enough for one.
    story = result_list_story(table, header.stage) + legend(medal_lines(tournament, stage_id))
    return build_pdf(
        target,
        story,
        title=f"{translate('Reports', 'Standings')} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        date=date,
        printed_at=printed_at,
    )
