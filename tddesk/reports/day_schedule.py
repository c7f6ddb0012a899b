"""A5, A7, A8, H4, F2: the timetable of a central day as handed out at the venue — per round and
half the times shifted by the venue's offset, the matches, lunch, the playing time per half, the
table fees due per team and round (a checklist), and the teams' jury representatives.

Several stages (e.g. all semifinals) print one after the other, each venue from a new page.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, PageBreak, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import TableRow, column_widths, data_table, headings, legend
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.central_day_times import DayTimetableView, TimetableDay, day_timetable
from tddesk.services.stages import championship_name

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def _time(value: dt.time) -> str:
    return value.strftime("%H:%M")


def day_schedule_story(view: DayTimetableView) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    story: list[Flowable] = [
        Paragraph(escape(translate("Advancement", "Timetable")), text["title"]),
        Paragraph(escape(view.stage_name), text["heading"]),
    ]
    facts = [translate("Advancement", "Venue: {venue}").format(venue=view.venue or "–")]
    if not view.offset_minutes:  # a shift is explained in the notes
        facts.append(translate("Advancement", "The central timetable (A7)."))
    story += legend(facts + list(view.notes)) + [Spacer(1, 3 * mm)]
    for day in view.days:
        story.append(KeepTogether(_day_block(view, day, width)))
        story.append(Spacer(1, 5 * mm))
    story.append(KeepTogether(_fees_block(view, width)))
    story.append(Spacer(1, 5 * mm))
    story.append(KeepTogether(_jury_block(view, width)))
    return story


def _day_block(view: DayTimetableView, day: TimetableDay, width: float) -> list[Flowable]:
    heading = day.date.isoformat() if day.date else translate("Advancement", "Day not set")
    rows: list[TableRow] = [
        headings(
            [
                translate("Advancement", "Round"),
                translate("Advancement", "Half"),
                translate("Advancement", "Start"),
                translate("Advancement", "End"),
                translate("Advancement", "Matches"),
            ],
            numeric=(0, 1),
        )
    ]
    for index, round_ in enumerate(day.rounds):
        matches = "\n".join(f"{match.home_name} – {match.away_name}" for match in round_.matches)
        if round_.bye_name:
            matches += "\n" + translate("Advancement", "{team}: bye").format(team=round_.bye_name)
        for slot in round_.halves:
            first = slot.half == 1
            rows.append(
                [
                    str(round_.number) if first else "",
                    str(slot.half),
                    _time(slot.start),
                    _time(slot.end),
                    matches if first else "",
                ]
            )
        if index == 0 and day.lunch:
            rows.append(["", "", _time(day.lunch[0]), _time(day.lunch[1]), translate("Advancement", "Lunch")])
    table = data_table(rows, column_widths(width, [16 * mm, 14 * mm, 18 * mm, 18 * mm, None]), numeric=(0, 1))
    return [Paragraph(escape(heading), styles()["heading"]), table]


def _fees_block(view: DayTimetableView, width: float) -> list[Flowable]:
    rounds = sorted({number for fee in view.fees for number in fee.rounds})
    whole = view.table_fee == int(view.table_fee)
    title = translate("Advancement", "Table fees (F2): {amount} kr per team and round").format(
        amount=int(view.table_fee) if whole else numbers.vp(view.table_fee)
    )
    names = (
        [translate("Advancement", "Team")]
        + [translate("Advancement", "R{number}").format(number=number) for number in rounds]
        + [translate("Advancement", "Due")]
    )
    numeric = tuple(range(1, len(names)))
    rows: list[TableRow] = [headings(names, numeric=numeric)]
    for fee in view.fees:
        cells = [fee.name]
        for number in rounds:
            if number not in fee.rounds:
                cells.append("–")
            elif number in fee.paid_rounds:
                cells.append(translate("Advancement", "paid"))
            else:
                cells.append(numbers.vp(fee.per_round))
        rows.append(cells + [numbers.vp(fee.due)])
    team_width, due_width = 40 * mm, 22 * mm
    round_width = min(22 * mm, (width - team_width - due_width) / max(len(rounds), 1))
    size = 9 if len(rounds) <= 4 else 8
    table = data_table(
        rows, column_widths(width, [None] + [round_width] * len(rounds) + [due_width]), numeric=numeric, size=size
    )
    notes = legend(
        [
            translate(
                "Advancement",
                "A round's amount is what the team owes for it (less an F3 junior "
                'discount); "paid" when it is recorded as paid.',
            )
        ]
    )
    return [Paragraph(escape(title), styles()["heading"]), table, Spacer(1, 1 * mm), *notes]


def _jury_block(view: DayTimetableView, width: float) -> list[Flowable]:
    rows: list[TableRow] = [
        headings([translate("Advancement", "Team"), translate("Advancement", "Jury representative")])
    ]
    rows += [[name, view.jury.get(team_id, "")] for team_id, name in view.teams]
    table = data_table(rows, column_widths(width, [None, None]), row_heights=[None] + [18] * len(view.teams))
    return [Paragraph(escape(translate("Advancement", "Jury representatives")), styles()["heading"]), table]


def write_day_schedule(
    target: str | Path | BinaryIO,
    tournament: Tournament,
    stage_ids: StageId | Sequence[StageId],
    *,
    printed_at: dt.datetime | None = None,
) -> int:
    """A7: write the timetable of one central-day stage, or of several (each from a new page), as
    a PDF; returns the page count."""
    ids = [stage_ids] if isinstance(stage_ids, str) else list(stage_ids)
    views = [day_timetable(tournament, stage_id) for stage_id in ids]
    story: list[Flowable] = []
    for index, view in enumerate(views):
        if index:
            story.append(PageBreak())
        story += day_schedule_story(view)
    days = sorted({day.date for view in views for day in view.days if day.date})
    date = days[0] if len(days) == 1 else (f"{days[0].isoformat()} – {days[-1].isoformat()}" if days else None)
    if len(views) > 1 and all(view.kind == StageKind.SEMIFINAL for view in views):
        stage = translate("Advancement", "Semifinals")
    else:
        stage = ", ".join(view.stage_name for view in views)
    return build_pdf(
        target,
        story,
        title=f"{translate('Advancement', 'Timetable')} – {stage}",
        championship=championship_name(tournament),
        stage=stage,
        date=date,
        printed_at=printed_at,
    )
