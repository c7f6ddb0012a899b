"""A1, A2: the semifinal places of the file's heats as printed — teams per heat, quotient, whole
part, decimals, places and the reason for each place, the tie figures read from the standings,
and the order in which the accepted teams choose their semifinal (A3) once there are answers.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from tddesk.i18n import translate
from tddesk.reports.common import TableRow, bold_row, column_widths, data_table, headings, legend
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.services.advancement import ChoiceRow, SemifinalAllocationView, allocation
from tddesk.services.stages import championship_name

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def allocation_story(result: SemifinalAllocationView, choices: tuple[ChoiceRow, ...] = ()) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    title = translate("Advancement", "Semifinal places (A1)")
    story: list[Flowable] = [Paragraph(escape(title), text["title"])]
    if result.places_from_a2 and result.semifinals:
        summary = translate(
            "Advancement", "{teams} teams in {heats} heats: {semifinals} semifinals of four, {places} places (A2)."
        )
    else:
        summary = translate("Advancement", "{teams} teams in {heats} heats: {places} places, given by the TD (A2).")
    story += legend(
        [
            summary.format(
                teams=result.total_teams,
                heats=len(result.heats),
                semifinals=result.semifinals,
                places=result.places if result.places is not None else "–",
            )
        ]
    )
    story.append(Spacer(1, 3 * mm))
    if result.allocation is None:
        return story + legend(result.notes)
    names = [
        translate("Advancement", "Heat"),
        translate("Advancement", "Teams"),
        translate("Advancement", "Quotient"),
        translate("Advancement", "Whole"),
        translate("Advancement", "Decimals"),
        translate("Advancement", "Places"),
        translate("Advancement", "Reason"),
    ]
    numeric = (1, 2, 3, 4, 5)
    rows: list[TableRow] = [headings(names, numeric=numeric)]
    for heat in result.heats:
        places = heat.places
        assert places is not None  # with the allocation made, every heat has its places
        rows.append(
            [
                heat.name,
                str(heat.teams),
                places.quotient_text,
                str(places.whole),
                places.decimals_text,
                str(places.places),
                "\n".join(heat.reason_texts()),
            ]
        )
    rows.append(
        [
            translate("Advancement", "Total"),
            str(result.total_teams),
            "",
            "",
            "",
            str(sum(result.allocation.places_per_heat)),
            "",
        ]
    )
    fixed = [38 * mm, 13 * mm, 18 * mm, 14 * mm, 17 * mm, 14 * mm, None]
    story.append(data_table(rows, column_widths(width, fixed), numeric=numeric, extra=[bold_row(-1)]))
    story.append(Spacer(1, 2 * mm))
    notes = [
        translate(
            "Advancement",
            "Quotient = teams in the heat ÷ teams in all heats × places; one place per "
            "whole unit, at least one, the rest by the largest decimals (A1).",
        )
    ]
    story += legend(notes + list(result.tie_figures) + list(result.notes))
    if choices:
        story += [
            Spacer(1, 6 * mm),
            Paragraph(escape(translate("Advancement", "Order of choosing (A3)")), text["heading"]),
        ]
        rows = [
            headings(
                [
                    translate("Advancement", "Order"),
                    translate("Advancement", "Team"),
                    translate("Advancement", "Heat"),
                    translate("Advancement", "Place in heat"),
                ],
                numeric=(0, 3),
            )
        ]
        rows += [[str(row.position), row.name, row.heat_name, str(row.heat_rank)] for row in choices]
        story.append(data_table(rows, column_widths(width, [16 * mm, None, None, 24 * mm]), numeric=(0, 3)))
    return story


def write_allocation_sheet(
    target: str | Path | BinaryIO,
    tournament: Tournament,
    places: int | None = None,
    choices: tuple[ChoiceRow, ...] = (),
    *,
    printed_at: dt.datetime | None = None,
) -> int:
    """A1-A3: write the allocation of the file's heats as a PDF; returns the page count."""
    result = allocation(tournament, places)
    return build_pdf(
        target,
        allocation_story(result, choices),
        title=translate("Advancement", "Semifinal places (A1)"),
        championship=championship_name(tournament),
        stage=translate("Advancement", "Allocation to semifinals"),
        date=dt.date.today(),
        printed_at=printed_at,
    )
