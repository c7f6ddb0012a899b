"""M1, M2, M4, W4, P5: the master points of a stage as the federation needs them — per player with
MID, name, club and points, with the total — and, for checking, each match's points and why.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from tddesk import numbers
from tddesk.i18n import counted, translate
from tddesk.ids import StageId
from tddesk.reports.common import (
    TableRow,
    bold_row,
    cell,
    column_widths,
    data_table,
    headings,
    legend,
    results_date,
    stage_header,
)
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.services.masterpoints import GOLD, MasterPointsView, master_points
from tddesk.services.schedule import schedule_view
from tddesk.services.standings import stage_facts

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

STRUCK_MARK = "†"


def _title(points: MasterPointsView) -> str:
    return (
        translate("Reports", "Master points – gold (M4)")
        if points.kind == GOLD
        else translate("Reports", "Master points – silver (M1)")
    )


def masterpoints_story(points: MasterPointsView, stage_name: str) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    story: list[Flowable] = [
        Paragraph(escape(_title(points)), text["title"]),
        Paragraph(escape(stage_name), text["heading"]),
    ]
    story += legend(_warnings(points))
    story += [
        Spacer(1, 2 * mm),
        _players_table(points, width),
        Spacer(1, 6 * mm),
        Paragraph(escape(translate("Reports", "Per match")), text["heading"]),
        _matches_table(points, width),
        Spacer(1, 2 * mm),
    ]
    notes = [
        translate(
            "Reports",
            "A won match gives the winner {points} points; a draw shares them (M2: the "
            "winner has less than {draw} VP, or 10.00-10.00); a walkover gives none (W4). "
            "A team's points are split among its players by halves played (M1).",
        ).format(points=points.win_points, draw=numbers.vp(points.draw_below_vp))
    ]
    if any(match.struck for match in points.matches):
        notes.append(
            translate(
                "Reports", "{mark} struck from the standings; the points of the played match still count (P5)."
            ).format(mark=STRUCK_MARK)
        )
    return story + legend(notes)


def _warnings(points: MasterPointsView) -> list[str]:
    lines = []
    if points.unfinished:
        lines.append(
            counted(
                points.unfinished,
                translate("Reports", "1 match without a final result: no points yet."),
                translate("Reports", "{count} matches without a final result: no points yet."),
            ).format(count=points.unfinished)
        )
    for match, side in points.lineups_missing:
        lines.append(
            translate(
                "Reports",
                "Round {round}, {home} – {away}: the line-up of {team} is incomplete; "
                "its {points} points are not split among its players (M1).",
            ).format(
                round=match.round,
                home=match.home.team_name,
                away=match.away.team_name,
                team=side.team_name,
                points=numbers.vp(side.points),
            )
        )
    return lines


def _players_table(points: MasterPointsView, width: float) -> Table:
    names = [
        translate("Reports", "MID"),
        translate("Reports", "Name"),
        translate("Reports", "Club"),
        translate("Reports", "Team"),
        translate("Reports", "Matches"),
        translate("Reports", "Halves"),
        translate("Reports", "Points"),
    ]
    numeric = (0, 4, 5, 6)
    rows: list[TableRow] = [headings(names, numeric)]
    for player in points.players:
        rows.append(
            [
                player.mid,
                player.name,
                player.club,
                player.team_name,
                str(player.matches),
                str(player.halves),
                numbers.vp(player.points),
            ]
        )
    split = sum((player.points for player in points.players), Decimal("0.00"))
    rows.append(["", cell(translate("Reports", "Total"), "bold"), "", "", "", "", numbers.vp(split)])
    widths = column_widths(width, [18 * mm, None, 34 * mm, 34 * mm, 17 * mm, 15 * mm, 17 * mm])
    return data_table(rows, widths, numeric, extra=[bold_row(-1)])


def _matches_table(points: MasterPointsView, width: float) -> Table:
    names = [
        translate("Reports", "Round"),
        translate("Reports", "Home"),
        translate("Reports", "Away"),
        translate("Reports", "VP"),
        translate("Reports", "Result"),
        translate("Reports", "Home points"),
        translate("Reports", "Away points"),
    ]
    numeric = (0, 3, 5, 6)
    outcomes = {
        "won": translate("Reports", "won"),
        "drawn": translate("Reports", "draw (M2)"),
        "walkover": translate("Reports", "walkover (W4)"),
    }
    rows: list[TableRow] = [headings(names, numeric)]
    for match in points.matches:
        vp = "" if match.outcome == "walkover" else f"{numbers.vp(match.home.vp)}–{numbers.vp(match.away.vp)}"
        outcome = outcomes[match.outcome] + (f" {STRUCK_MARK}" if match.struck else "")
        rows.append(
            [
                str(match.round),
                match.home.team_name,
                match.away.team_name,
                vp,
                outcome,
                numbers.vp(match.home.points),
                numbers.vp(match.away.points),
            ]
        )
    rows.append(["", cell(translate("Reports", "Total"), "bold"), "", "", "", "", numbers.vp(points.total)])
    widths = column_widths(width, [13 * mm, None, None, 25 * mm, 26 * mm, 17 * mm, 17 * mm])
    return data_table(rows, widths, numeric, extra=[bold_row(-1)])


def write_masterpoints_sheet(
    target: str | Path | BinaryIO, tournament: Tournament, stage_id: StageId, *, printed_at: dt.datetime | None = None
) -> int:
    """M1: write the stage's master point list as a PDF; returns the page count."""
    header = stage_header(tournament, stage_id)
    points = master_points(tournament, stage_id)
    story = masterpoints_story(points, header.stage)
    date = results_date(schedule_view(tournament, stage_id), stage_facts(tournament, stage_id))
    return build_pdf(
        target,
        story,
        title=f"{_title(points)} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        date=date,
        printed_at=printed_at,
    )
