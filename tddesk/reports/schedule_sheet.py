"""H1, H6, H7: the schedule of a stage — rounds with dates, home and away teams, byes — and the
team × round grid (each team's opponent per round, H home, B away, — bye), as the schedule view
shows them. More than seven rounds print on landscape pages.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import TableRow, column_widths, data_table, headings, legend, schedule_span, stage_header
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.services.schedule import ScheduleView, schedule_view

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

PORTRAIT_MAX_ROUNDS = 7
MOVED_MARK = "*"


def landscape_for(schedule: ScheduleView) -> bool:
    return len(schedule.rounds) > PORTRAIT_MAX_ROUNDS


def schedule_story(schedule: ScheduleView, stage_name: str, landscape: bool) -> list[Flowable]:
    text = styles()
    width, _ = frame_size(landscape)
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Schedule")), text["title"]),
        Paragraph(escape(stage_name), text["heading"]),
    ]
    if not schedule.rounds:
        return story + legend([translate("Reports", "The stage has no schedule yet.")])
    story += [_rounds_table(schedule, width), Spacer(1, 2 * mm)]
    notes = [translate("Reports", "The home team is named first (H6).")]
    if any(match.moved for round_ in schedule.rounds for match in round_.matches):
        notes.append(translate("Reports", "{mark} played on another date than its round").format(mark=MOVED_MARK))
    story += legend(notes)
    grid = [
        Paragraph(escape(translate("Reports", "Team × round")), text["heading"]),
        _grid_table(schedule, width),
        Spacer(1, 2 * mm),
        *legend([translate("Reports", "(H) home, (A) away, — bye.")]),
    ]
    return story + [Spacer(1, 6 * mm), KeepTogether(grid)]


def _rounds_table(schedule: ScheduleView, width: float) -> Table:
    names = [
        translate("Reports", "Round"),
        translate("Reports", "Date"),
        translate("Reports", "Start"),
        translate("Reports", "Home"),
        translate("Reports", "Away"),
    ]
    rows: list[TableRow] = [headings(names, numeric=(0,))]
    group_lines = []
    for round_ in schedule.rounds:
        first = True
        for match in round_.matches:
            date = match.date.isoformat() if match.date and (first or match.moved) else ""
            if match.moved:
                date += f" {MOVED_MARK}"
            rows.append(
                [
                    str(round_.number) if first else "",
                    date,
                    (round_.start or "") if first else "",
                    match.home_name,
                    match.away_name,
                ]
            )
            if first:
                group_lines.append(len(rows) - 1)
            first = False
        if round_.bye:
            rows.append(
                [
                    str(round_.number) if first else "",
                    round_.date.isoformat() if first and round_.date else "",
                    "",
                    round_.bye_name or round_.bye,
                    translate("Reports", "bye (H7)"),
                ]
            )
            if first:
                group_lines.append(len(rows) - 1)
    separators = [("LINEABOVE", (0, row), (-1, row), 0.9, "black") for row in group_lines]
    return data_table(
        rows, column_widths(width, [14 * mm, 26 * mm, 14 * mm, None, None]), numeric=(0,), extra=separators
    )


def _grid_table(schedule: ScheduleView, width: float) -> Table:
    grid = schedule.grid()
    count = len(schedule.rounds)
    team_width = 40 * mm if count <= PORTRAIT_MAX_ROUNDS else 50 * mm
    size = 9 if count <= PORTRAIT_MAX_ROUNDS else 8
    rows: list[TableRow] = [
        headings(
            [translate("Reports", "Team")]
            + [translate("Reports", "R{number}").format(number=r.number) for r in schedule.rounds],
            size=size,
        )
    ]
    for team in schedule.team_ids:
        rows.append([schedule.team_names[team]] + list(grid.get(team, [""] * count)))
    return data_table(rows, column_widths(width, [team_width] + [None] * count), size=size)


def write_schedule_sheet(
    target: str | Path | BinaryIO, tournament: Tournament, stage_id: StageId, *, printed_at: dt.datetime | None = None
) -> int:
    """H1, H6: write the stage's schedule and team × round grid as a PDF; returns the page count."""
    header = stage_header(tournament, stage_id)
    schedule = schedule_view(tournament, stage_id)
    landscape = landscape_for(schedule)
    return build_pdf(
        target,
        schedule_story(schedule, header.stage, landscape),
        title=f"{translate('Reports', 'Schedule')} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        date=schedule_span(schedule),
        landscape=landscape,
        printed_at=printed_at,
    )
