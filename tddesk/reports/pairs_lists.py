"""The pairs championship's printed lists: a heat's result list (PP2, PP4, PP5), the final places
with their reasons (PP1, PP3), a barometer's running score, the final's result list and the
plaque and bonus list (M5) (docs/pairs.md)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.reports.common import TableRow, column_widths, data_table, headings, legend
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.reports.pairs_final_lists import final_story, plaques_story
from tddesk.rules.rows import place_text
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs_final import FinalPlacesView, final_places_of, final_result
from tddesk.services.pairs_standing import HeatStandingView, RunningRoundView, heat_standing, running_score
from tddesk.services.stages import championship_name

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

KINDS = ("heat", "places", "running", "final", "plaques")


def shown(text: str) -> str:
    """A figure as printed (PP5: one decimal), in the language's signs (tddesk.numbers)."""
    return numbers.localise(text)


def _kind_name(kind: str) -> str:
    return {
        "silver": translate("Reports", "silver heat"),
        "bronze": translate("Reports", "bronze heat"),
        "final": translate("Reports", "final"),
    }.get(kind, kind)


def heat_story(standing: HeatStandingView) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Result list")), text["title"]),
        Paragraph(escape(f"{standing.name} ({_kind_name(standing.kind)})"), text["heading"]),
    ]
    notes = []
    if standing.heat_class:
        notes.append(
            translate("Reports", "Master points in {kind}.").format(
                kind=translate("Reports", "silver")
                if standing.heat_class.masterpoints == "silver"
                else translate("Reports", "bronze")
            )
        )
    if standing.source == "list":
        notes.append(translate("Reports", "From the club's result list (percentages only)."))
    notes.append(
        translate(
            "Reports",
            "Percentages with one decimal, ranked with full precision; Neuberg's formula "
            "on boards with fewer results (PP5).",
        )
    )
    story += legend(notes + list(standing.findings)) + [Spacer(1, 3 * mm)]
    if not standing.rows:
        return story + legend([translate("Reports", "No results yet.")])
    bronze = standing.kind == "bronze"
    names = [
        translate("Reports", "Place"),
        translate("Reports", "No."),
        translate("Reports", "Pair"),
        translate("Reports", "Club"),
        translate("Reports", "Boards"),
        translate("Reports", "Points"),
        translate("Reports", "%"),
    ]
    fixed = [12 * mm, 10 * mm, None, 30 * mm, 14 * mm, 16 * mm, 14 * mm]
    if bronze:
        names.append(translate("Reports", "DM"))
        fixed.append(10 * mm)
    names.append(translate("Reports", "Note"))
    fixed.append(34 * mm)
    table_rows = []
    for row in standing.rows:
        place = place_text(row, translate("Reports", "o.c."))
        cells = [
            place,
            str(row.number),
            row.names,
            row.clubs,
            str(row.boards),
            shown(row.points_text),
            shown(row.percent_text),
        ]
        if bronze:
            cells.append(translate("Reports", "yes") if row.plays_for_qualification else "")
        note = row.tie_reason or (
            translate("Reports", "out of competition: {reason}").format(reason=row.struck) if row.struck else ""
        )
        cells.append(note)
        table_rows.append((row.line, cells))
    if not standing.two_fields:
        return story + [
            data_table(
                [headings(names, [0, 1, 4, 5, 6]), *(cells for _line, cells in table_rows)],
                column_widths(width, fixed),
                [0, 1, 4, 5, 6],
            )
        ]
    # a two-field Mitchell: NS and EW are fields of their own, each ranked by itself
    story.append(
        legend(
            [translate("Reports", "Mitchell: the NS and the EW pairs are ranked apart, each line a field of its own.")]
        )[0]
    )
    for line, title in (("NS", translate("Reports", "NS field")), ("EW", translate("Reports", "EW field"))):
        story += [
            Spacer(1, 3 * mm),
            Paragraph(escape(title), text["heading"]),
            data_table(
                [headings(names, [0, 1, 4, 5, 6]), *(cells for row_line, cells in table_rows if row_line == line)],
                column_widths(width, fixed),
                [0, 1, 4, 5, 6],
            ),
        ]
    return story


def places_story(places: FinalPlacesView, event_name: str) -> list[Flowable]:
    """Printed landscape: the reasons and the answers need the width."""
    text = styles()
    width, _ = frame_size(landscape=True)
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Final places (PP1, PP3)")), text["title"]),
        Paragraph(escape(event_name), text["heading"]),
        *legend(
            [
                translate(
                    "Reports", "{places} places from the heats: P = pairs in the heat × places ÷ pairs in all heats."
                ).format(places=places.places),
                *places.findings,
            ]
        ),
        Spacer(1, 3 * mm),
    ]
    rows: list[TableRow] = [
        headings(
            [
                translate("Reports", "Heat"),
                translate("Reports", "Pairs"),
                "P",
                translate("Reports", "Places"),
                translate("Reports", "Why"),
            ],
            [1, 2, 3],
        )
    ]
    for share in places.heats:
        rows.append([share.name, str(share.pairs), shown(share.quotient), str(share.places), "; ".join(share.reasons)])
    story += [
        data_table(rows, column_widths(width, [40 * mm, 14 * mm, 16 * mm, 14 * mm, None]), [1, 2, 3]),
        Spacer(1, 5 * mm),
    ]
    rows = [
        headings(
            [
                translate("Reports", "No."),
                translate("Reports", "Pair"),
                translate("Reports", "MID"),
                translate("Reports", "Club"),
                translate("Reports", "Heat"),
                translate("Reports", "Why"),
                translate("Reports", "Answer"),
            ],
            [0],
        )
    ]
    for number, row in enumerate(places.qualified, start=1):
        rows.append([str(number), row.names, " / ".join(row.mids), row.clubs, row.heat, row.reason, row.status_text])
    story.append(
        data_table(rows, column_widths(width, [8 * mm, 54 * mm, 28 * mm, 32 * mm, 28 * mm, None, 40 * mm]), [0])
    )
    if places.declined:
        story += [
            Spacer(1, 3 * mm),
            *legend(
                [translate("Reports", "Places given up, in order: {pairs}").format(pairs="; ".join(places.declined))]
            ),
        ]
    return story


def running_story(rounds: list[RunningRoundView], heat_name: str) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    story: list[Flowable] = [Paragraph(escape(translate("Reports", "Running score")), text["title"])]
    if not rounds:
        return story + legend([translate("Reports", "No results yet.")])
    latest = rounds[-1]
    heading = (
        translate("Reports", "{heat}: after round {round}").format(heat=heat_name, round=latest.round)
        if latest.session == 1
        else translate("Reports", "{heat}: after round {round} (session {session}, round {session_round})").format(
            heat=heat_name, round=latest.round, session=latest.session, session_round=latest.session_round
        )
    )
    story += [Paragraph(escape(heading), text["heading"]), Spacer(1, 2 * mm)]
    rows: list[TableRow] = [
        headings(
            [
                translate("Reports", "Place"),
                translate("Reports", "No."),
                translate("Reports", "Pair"),
                translate("Reports", "%"),
                translate("Reports", "Round %"),
            ],
            [0, 1, 3, 4],
        )
    ]
    for row in latest.rows:
        rows.append(
            [str(row.place), str(row.number), row.names, shown(row.percent_text), shown(row.round_percent_text)]
        )
    return story + [data_table(rows, column_widths(width, [14 * mm, 10 * mm, None, 18 * mm, 20 * mm]), [0, 1, 3, 4])]


def write_pairs_report(
    target: str | Path | BinaryIO,
    tournament: Tournament,
    kind: str,
    event_id: str,
    heat_id: str | None = None,
    *,
    round_number: int | None = None,
    printed_at: dt.datetime | None = None,
) -> int:
    """Write one of the pairs lists (``KINDS``) as a PDF; returns the page count. The running score
    is shown after ``round_number`` (default: the latest round played)."""
    events = {event.id: event for event in pairs_events(tournament)}
    if event_id not in events:
        raise ValueError(translate("Reports", "The file has no pairs championship {event}.").format(event=event_id))
    event = events[event_id]
    heats = {heat.id: heat for heat in event.heats}
    final_heat = next((heat for heat in event.heats if heat.kind == "final"), None)
    championship = championship_name(tournament)
    if kind == "heat":
        if heat_id not in heats:
            raise ValueError(
                translate("Reports", "Give one of the heats of {event} with --heat: {heats}.").format(
                    event=event.name, heats=", ".join(heats)
                )
            )
        story, stage = heat_story(heat_standing(tournament, heat_id)), heats[heat_id].name
    elif kind == "places":
        story, stage = places_story(final_places_of(tournament, event_id), event.name), event.name
    elif kind == "running":
        heat = heats.get(heat_id) if heat_id else final_heat
        if heat is None:
            raise ValueError(translate("Reports", "{event} has no final yet; give a heat.").format(event=event.name))
        rounds = running_score(tournament, heat.id)
        if round_number:
            rounds = [running for running in rounds if running.round <= round_number]
        story, stage = running_story(rounds, heat.name), heat.name
    elif kind == "final":
        story, stage = final_story(final_result(tournament, event_id), event.name), event.name
    elif kind == "plaques":
        story, stage = plaques_story(final_result(tournament, event_id), event.name), event.name
    else:
        raise ValueError(
            translate("Reports", "Unknown list {kind}; choose one of {kinds}.").format(
                kind=kind, kinds=", ".join(KINDS)
            )
        )
    return build_pdf(
        target,
        story,
        title=f"{event.name} – {stage}",
        championship=championship,
        stage=stage,
        printed_at=printed_at,
        landscape=kind == "places",
    )
