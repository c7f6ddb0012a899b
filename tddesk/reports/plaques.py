"""M3, T2, T3: the plaque and bonus list of the A-final — the top three teams, each player's bonus
silver points, and who gets no bonus, plaque or title, and why (clubs outside the district, too
few halves, or the profile's S p.11 criteria when they are enabled).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import (
    Cell,
    TableRow,
    column_widths,
    data_table,
    headings,
    legend,
    lines_cell,
    results_date,
    stage_header,
)
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.services.masterpoints import BonusListView, BonusTeam, final_bonus
from tddesk.services.schedule import schedule_view
from tddesk.services.standings import stage_facts

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def plaques_story(bonus: BonusListView, stage_name: str, sm_criteria: bool) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    title = translate("Reports", "Plaques and bonus (M3)")
    story: list[Flowable] = [Paragraph(escape(title), text["title"]), Paragraph(escape(stage_name), text["heading"])]
    notes = []
    if not bonus.complete:
        notes.append(translate("Reports", "Provisional: the final is not finished."))
    notes.append(
        translate(
            "Reports",
            "Bonus, plaque and title only when every team member represents a club in "
            "{district}, and only to players with at least a third of the halves of the "
            "final.",
        ).format(district=bonus.district)
    )
    if sm_criteria:
        notes.append(
            translate("Reports", "S p.11: the final must have at least 60 boards and the player at least 30 % of them.")
        )
    story += legend(notes) + [Spacer(1, 4 * mm)]
    if not bonus.teams:
        return story + legend([translate("Reports", "No team has a place yet.")])
    for team in bonus.teams:
        story.append(KeepTogether(_team_block(team, width, sm_criteria)))
        story.append(Spacer(1, 6 * mm))
    return story


def _team_block(team: BonusTeam, width: float, sm_criteria: bool) -> list[Flowable]:
    text = styles()
    heading = translate("Reports", "{rank}. {team}").format(rank=team.rank, team=team.name)
    block: list[Flowable] = [Paragraph(escape(heading), text["heading"])]
    facts = [translate("Reports", "Halves of the final: {halves}").format(halves=team.total_halves)]
    if team.awaiting_lot:
        facts.append(translate("Reports", "The place awaits a lot (H8)."))
    if not team.all_clubs_in_district:
        facts.append(
            translate("Reports", "Players from clubs outside the district: {names}").format(
                names=", ".join(team.outside_district)
            )
        )
    block += legend(facts) + [Spacer(1, 1 * mm)]
    names = [
        translate("Reports", "Name"),
        translate("Reports", "MID"),
        translate("Reports", "Club"),
        translate("Reports", "Halves"),
    ]
    fixed = [None, 18 * mm, 34 * mm, 14 * mm]
    if sm_criteria:
        names.append(translate("Reports", "Boards"))
        fixed.append(14 * mm)
    names += [translate("Reports", "Bonus"), translate("Reports", "Plaque"), translate("Reports", "Why not")]
    fixed += [15 * mm, 15 * mm, None]
    numeric = [1, 3, 4, 5] if sm_criteria else [1, 3, 4]
    rows: list[TableRow] = [headings(names, numeric)]
    for player in team.players:
        cells: list[Cell] = [player.name, player.mid, player.club, str(player.halves)]
        if sm_criteria:
            cells.append(str(player.boards))
        cells += [
            numbers.vp(player.points),
            translate("Reports", "yes") if player.eligible else translate("Reports", "no"),
            lines_cell(player.reasons, "note") if player.reasons else "",
        ]
        rows.append(cells)
    widths = column_widths(width, fixed)
    return block + [data_table(rows, widths, numeric)]


def write_plaques(
    target: str | Path | BinaryIO, tournament: Tournament, stage_id: StageId, *, printed_at: dt.datetime | None = None
) -> int:
    """M3: write the A-final's plaque and bonus list as a PDF; returns the page count."""
    header = stage_header(tournament, stage_id)
    bonus = final_bonus(tournament, stage_id)
    story = plaques_story(bonus, header.stage, tournament.profile.masterpoints.sm_criteria_enabled)
    date = results_date(schedule_view(tournament, stage_id), stage_facts(tournament, stage_id))
    return build_pdf(
        target,
        story,
        title=f"{translate('Reports', 'Plaques and bonus (M3)')} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        date=date,
        printed_at=printed_at,
    )
