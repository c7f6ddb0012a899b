"""IMPs across the field, printed: the pairs (team and line) and the players of the day.

The same figures as the window's *IMP över fältet* and ``tddesk butler``: every score on a board
against every other over all venues of the day (or datum Butler), summed per pair and per player.
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
from tddesk.reports.common import TableRow, column_widths, data_table, headings, legend, stage_header
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.services.field import FieldResultsView, field_results

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def field_story(result: FieldResultsView, stage_names: str) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    title = (
        translate("Reports", "IMPs across the field")
        if result.method == "field"
        else translate("Reports", "Datum Butler")
    )
    pair_rows: list[TableRow] = [
        headings(
            [
                translate("Reports", "Rank"),
                translate("Reports", "Team"),
                translate("Reports", "Line"),
                translate("Reports", "Boards"),
                translate("Reports", "IMP"),
            ],
            numeric=(0, 3, 4),
        )
    ]
    for rank, pair in enumerate(result.pairs, start=1):
        pair_rows.append([str(rank), pair.team_name, pair.line, str(pair.boards), numbers.vp(pair.total)])
    player_rows: list[TableRow] = [
        headings(
            [
                translate("Reports", "Rank"),
                translate("Reports", "Player"),
                translate("Reports", "MID"),
                translate("Reports", "Boards"),
                translate("Reports", "IMP"),
            ],
            numeric=(0, 3, 4),
        )
    ]
    for rank, player in enumerate(result.players, start=1):
        player_rows.append([str(rank), player.name, player.mid, str(player.boards), numbers.vp(player.total)])
    fixed = [12 * mm, None, 22 * mm, 16 * mm, 20 * mm]
    story: list[Flowable] = [
        Paragraph(escape(title), text["title"]),
        Paragraph(escape(stage_names), text["heading"]),
        Paragraph(escape(translate("Reports", "Pairs")), text["body"]),
        Spacer(1, 1 * mm),
        data_table(pair_rows, column_widths(width, fixed), (0, 3, 4)),
        Spacer(1, 4 * mm),
        Paragraph(escape(translate("Reports", "Players")), text["body"]),
        Spacer(1, 1 * mm),
        data_table(player_rows, column_widths(width, fixed), (0, 3, 4)),
        Spacer(1, 3 * mm),
    ]
    story += legend(
        [
            translate(
                "Reports",
                "Each board's NS score against every other score on the board over all "
                "venues; IMPs summed and divided by the number of comparisons.",
            )
            if result.method == "field"
            else translate(
                "Reports",
                "Each score against the board's datum: the average without the top and bottom scores, rounded to 10.",
            )
        ]
    )
    return story


def write_field_list(
    target: str | Path | BinaryIO,
    tournament: Tournament,
    stage_ids: list[StageId] | tuple[StageId, ...],
    method: str = "field",
    *,
    printed_at: dt.datetime | None = None,
) -> int:
    headers = [stage_header(tournament, stage_id) for stage_id in stage_ids]
    names = ", ".join(header.stage for header in headers)
    result = field_results(tournament, stage_ids, method)
    return build_pdf(
        target,
        field_story(result, names),
        title=translate("Reports", "IMPs across the field"),
        championship=headers[0].championship if headers else "",
        stage=names,
        printed_at=printed_at,
    )
