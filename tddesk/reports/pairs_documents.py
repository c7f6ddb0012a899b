"""The pairs championship's documents for the document table (``tddesk.reports.documents``): a
heat's travellers with each side's matchpoints (PP5), and the federation's result list — the
final's result and the pairs qualified for it, every player with their MID (docs/pairs.md)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.reports.common import TableRow, column_widths, data_table, headings, legend
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.services.pair_views import EventView, HeatView, pairs_events
from tddesk.services.pairs_final import final_places_of, final_result
from tddesk.services.pairs_travellers import heat_travellers
from tddesk.services.stages import championship_name

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def event_of(tournament: Tournament, target_id: str) -> tuple[EventView, HeatView | None]:
    """The pairs championship of ``target_id`` (a championship's or a heat's id) and the heat, if a heat."""
    for event in pairs_events(tournament):
        if event.id == target_id:
            return event, None
        for heat in event.heats:
            if heat.id == target_id:
                return event, heat
    raise ValueError(translate("Reports", "The file has no pairs championship or heat {id}.").format(id=target_id))


def travellers_story(tournament: Tournament, heat: HeatView) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Travellers")), text["title"]),
        Paragraph(escape(heat.name), text["heading"]),
        *legend(
            [
                translate(
                    "Reports",
                    "Matchpoints per side with one decimal; a board with fewer results "
                    "than the top is scored by Neuberg's formula (PP5).",
                )
            ]
        ),
    ]
    travellers = heat_travellers(tournament, heat.id)
    if not travellers:
        return story + legend([translate("Reports", "No results yet.")])
    widths = column_widths(
        width, [12 * mm, 12 * mm, 12 * mm, 18 * mm, 12 * mm, 14 * mm, 14 * mm, None, 18 * mm, 18 * mm]
    )
    for board in travellers:
        title = translate("Reports", "Board {board}, session {session} — top {top}").format(
            board=board.board, session=board.session, top=board.top
        )
        if board.short:
            title += " · " + translate("Reports", "Neuberg (PP5): {results} results").format(results=len(board.lines))
        rows: list[TableRow] = [
            headings(
                [
                    translate("Reports", "Round"),
                    translate("Reports", "NS"),
                    translate("Reports", "EW"),
                    translate("Reports", "Contract"),
                    translate("Reports", "By"),
                    translate("Reports", "Tricks"),
                    translate("Reports", "Lead"),
                    translate("Reports", "Score NS"),
                    translate("Reports", "MP NS"),
                    translate("Reports", "MP EW"),
                ],
                [0, 1, 2, 5, 7, 8, 9],
            )
        ]
        for line in board.lines:
            rows.append(
                [
                    str(line.round),
                    str(line.ns),
                    str(line.ew),
                    line.contract,
                    line.declarer,
                    line.tricks,
                    line.lead,
                    line.ns_score,
                    numbers.localise(line.ns_points),
                    numbers.localise(line.ew_points),
                ]
            )
        story += [
            CondPageBreak(30 * mm),
            Spacer(1, 3 * mm),
            KeepTogether([Paragraph(escape(title), text["heading"]), data_table(rows, widths, [0, 1, 2, 5, 7, 8, 9])]),
        ]
    return story


def federation_story(tournament: Tournament, event: EventView) -> list[Flowable]:
    """S p.8: the district's result list with every qualified player's name and MID."""
    text = styles()
    width, _ = frame_size()
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Result list for the federation")), text["title"]),
        Paragraph(escape(event.name), text["heading"]),
        *legend(
            [
                translate(
                    "Reports",
                    "Every player with their member number (MID), as the federation asks for the pairs qualified.",
                )
            ]
        ),
        Spacer(1, 3 * mm),
    ]
    result = final_result(tournament, event.id)
    if result.rows:
        story.append(Paragraph(escape(translate("Reports", "The final's result")), text["heading"]))
        rows: list[TableRow] = [
            headings(
                [
                    translate("Reports", "Place"),
                    translate("Reports", "First player"),
                    "MID",
                    translate("Reports", "Second player"),
                    "MID",
                    translate("Reports", "Club"),
                    translate("Reports", "%"),
                ],
                [0, 2, 4, 6],
            )
        ]
        for row in result.rows:
            first, second = row.names.split(" – ", 1)
            rows.append(
                [
                    f"{row.place} {row.line}".rstrip(),
                    first,
                    row.mids[0],
                    second,
                    row.mids[1],
                    row.clubs,
                    numbers.localise(row.percent_text),
                ]
            )
        story += [
            data_table(
                rows, column_widths(width, [12 * mm, None, 16 * mm, None, 16 * mm, 36 * mm, 14 * mm]), [0, 2, 4, 6]
            ),
            Spacer(1, 5 * mm),
        ]
    places = final_places_of(tournament, event.id)
    story.append(Paragraph(escape(translate("Reports", "Qualified for the final (PP1, PP3)")), text["heading"]))
    rows = [
        headings(
            [
                translate("Reports", "No."),
                translate("Reports", "First player"),
                "MID",
                translate("Reports", "Second player"),
                "MID",
                translate("Reports", "Club"),
                translate("Reports", "Heat"),
            ],
            [0, 2, 4],
        )
    ]
    for number, place in enumerate(places.qualified, start=1):
        first, second = place.names.split(" – ", 1)
        rows.append([str(number), first, place.mids[0], second, place.mids[1], place.clubs, place.heat])
    story.append(
        data_table(rows, column_widths(width, [10 * mm, None, 16 * mm, None, 16 * mm, 34 * mm, 28 * mm]), [0, 2, 4])
    )
    return story


def write_pairs_document(
    target: BinaryIO, tournament: Tournament, name: str, target_id: str, printed_at: dt.datetime | None = None
) -> int:
    """``name`` is "travellers" (of a heat) or "federation" (of a championship); the page count."""
    event, heat = event_of(tournament, target_id)
    if name == "travellers":
        if heat is None:
            raise ValueError(
                translate("Reports", "Travellers are printed for a heat of {event}.").format(event=event.name)
            )
        story, stage = travellers_story(tournament, heat), heat.name
    else:
        story, stage = federation_story(tournament, event), event.name
    return build_pdf(
        target,
        story,
        title=f"{event.name} – {stage}",
        championship=championship_name(tournament),
        stage=stage,
        printed_at=printed_at,
    )
