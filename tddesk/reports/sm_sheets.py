"""SM sheets: the appeals register (S4), the travel grant payment list (S3), the knockout bracket
with its choices (S5) and the SM Par Open seeding groups (S1), as A4 PDFs.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.reports.common import TableRow, bold_row, column_widths, data_table, headings, legend, stage_header
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.reports.medal_lines import medal_lines
from tddesk.rules.seeding import GROUPS, SeededPair
from tddesk.services.appeals import appeals
from tddesk.services.knockout import knockout_view
from tddesk.services.travel_grants import stage_travel_grants

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

Target = str | Path | BinaryIO


def _moment(value: dt.datetime | None) -> str:
    return value.strftime("%Y-%m-%d %H:%M") if value else "—"


def _outcome(outcome: str) -> str:
    return {
        "pending": translate("Reports", "pending"),
        "upheld": translate("Reports", "upheld"),
        "dismissed": translate("Reports", "dismissed"),
        "withdrawn": translate("Reports", "withdrawn"),
    }[outcome]


def _start(title: str, stage: str) -> list[Flowable]:
    text = styles()
    return [Paragraph(escape(title), text["title"]), Paragraph(escape(stage), text["heading"])]


def write_appeals(
    target: Target, tournament: Tournament, stage_id: StageId, *, printed_at: dt.datetime | None = None
) -> int:
    """S4: the stage's appeals register, a late appeal marked; returns the page count."""
    header = stage_header(tournament, stage_id)
    title = translate("Reports", "Appeals (S4)")
    story = (
        _start(title, header.stage)
        + legend(
            [
                translate(
                    "Reports",
                    "In writing within 30 minutes of the end of the round in which the ruling was given; in the last "
                    "two rounds within 5 minutes of the ruling. The deposit is returned unless the appeal is "
                    "dismissed.",
                )
            ]
        )
        + [Spacer(1, 3 * mm)]
    )
    rows: list[TableRow] = [
        headings(
            [
                translate("Reports", "Round"),
                translate("Reports", "Team"),
                translate("Reports", "Ruling"),
                translate("Reports", "Ruling given"),
                translate("Reports", "Filed"),
                translate("Reports", "Deadline"),
                translate("Reports", "Late"),
                translate("Reports", "Deposit"),
                translate("Reports", "Outcome"),
                translate("Reports", "Returned"),
            ],
            (0, 7),
        )
    ]
    found = appeals(tournament, stage_id)
    for row in found:
        returned = {None: "—", True: translate("Reports", "yes"), False: translate("Reports", "no")}
        rows.append(
            [
                str(row.round_number),
                row.team_name,
                row.ruling,
                _moment(row.ruling_at),
                _moment(row.filed_at),
                _moment(row.deadline),
                translate("Reports", "LATE") if row.late else "",
                str(row.deposit_paid),
                _outcome(row.outcome),
                returned[row.deposit_returned],
            ]
        )
    width, _ = frame_size(landscape=True)
    widths = column_widths(
        width, [12 * mm, 38 * mm, None, 26 * mm, 26 * mm, 26 * mm, 22 * mm, 20 * mm, 22 * mm, 20 * mm]
    )
    story.append(
        data_table(rows, widths, (0, 7))
        if found
        else Paragraph(escape(translate("Reports", "No appeals.")), styles()["body"])
    )
    return build_pdf(
        target,
        story,
        title=f"{title} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        landscape=True,
        printed_at=printed_at,
    )


def write_travel_grants(
    target: Target, tournament: Tournament, stage_id: StageId, *, printed_at: dt.datetime | None = None
) -> int:
    """S3: the payment list — per team its players, district of residence and grant; returns pages."""
    header = stage_header(tournament, stage_id)
    title = translate("Reports", "Travel grants (S3)")
    payments = stage_travel_grants(tournament, stage_id)
    sm = tournament.profile.sm
    assert sm is not None  # stage_travel_grants refuses a profile without its SM section (S3)
    story = (
        _start(title, header.stage)
        + legend(
            [
                translate(
                    "Reports",
                    "The federation's 2017 table per district of residence, at most the amount of the team's "
                    "district; nothing to players living in the venue's district ({venue}).",
                ).format(venue=sm.travel_grant_venue_district)
            ]
        )
        + [Spacer(1, 3 * mm)]
    )
    width, _ = frame_size()
    widths = column_widths(width, [None, 22 * mm, 40 * mm, 24 * mm, 28 * mm])
    rows: list[TableRow] = [
        headings(
            [
                translate("Reports", "Team / player"),
                translate("Reports", "MID"),
                translate("Reports", "District"),
                translate("Reports", "SEK"),
                translate("Reports", "Signature"),
            ],
            (3,),
        )
    ]
    bold = []
    reasons = {
        "capped": translate("Reports", "(capped)"),
        "venue_district": translate("Reports", "(venue)"),
        "abroad": translate("Reports", "(abroad)"),
        "unknown_district": translate("Reports", "(no table)"),
        "residence": "",
    }
    for team in payments:
        bold.append(len(rows))
        rows.append([team.team_name, "", team.district, str(team.total), ""])
        for player in team.players:
            rows.append(
                [
                    f"   {player.name}",
                    player.mid,
                    f"{player.residence or '—'} {reasons[player.reason]}",
                    str(player.amount),
                    "",
                ]
            )
    bold.append(len(rows))
    rows.append([translate("Reports", "Total"), "", "", str(sum(team.total for team in payments)), ""])
    story.append(data_table(rows, widths, (3,), extra=[bold_row(row) for row in bold]))
    return build_pdf(
        target,
        story,
        title=f"{title} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        printed_at=printed_at,
    )


def write_knockout(
    target: Target, tournament: Tournament, stage_id: StageId, *, printed_at: dt.datetime | None = None
) -> int:
    """S5: the knockout round by round, the choices of opponents (who, when) and the medals."""
    header = stage_header(tournament, stage_id)
    view = knockout_view(tournament, stage_id)
    names = view.names
    title = translate("Reports", "Knockout (S5)")
    story = _start(title, header.stage)
    round_names = (
        translate("Reports", "Round of 16 (20 boards)"),
        translate("Reports", "Quarterfinals (20 boards)"),
        translate("Reports", "Semifinals (20 boards)"),
        translate("Reports", "Final and bronze match (24 boards)"),
    )
    width, _ = frame_size()
    widths = column_widths(width, [14 * mm, None, None, 22 * mm, None])
    for number, matches in enumerate(view.rounds, start=1):
        story.append(Paragraph(escape(round_names[number - 1]), styles()["heading"]))
        rows: list[TableRow] = [
            headings(
                [
                    translate("Reports", "Match"),
                    translate("Reports", "Home"),
                    translate("Reports", "Away"),
                    translate("Reports", "IMP"),
                    translate("Reports", "Winner"),
                ],
                (0, 3),
            )
        ]
        for match in matches:
            score = f"{match.home_imps}–{match.away_imps}" if match.home_imps is not None else ""
            label = translate("Reports", "Bronze") if number == 4 and match.number == 2 else str(match.number)
            rows.append(
                [
                    label,
                    names[match.home],
                    names[match.away],
                    score,
                    names.get(match.winner, "") if match.winner else "",
                ]
            )
        story += [data_table(rows, widths, (0, 3)), Spacer(1, 3 * mm)]
    if view.turn is not None:
        story += legend(
            [
                translate("Reports", "{team} chooses its opponent among: {candidates}").format(
                    team=names[TeamId(view.turn.chooser)],
                    candidates=", ".join(names[TeamId(team)] for team in view.turn.candidates),
                )
            ]
        )
    if view.choices:
        story.append(Paragraph(escape(translate("Reports", "Choices of opponents")), styles()["heading"]))
        story += legend(
            [
                translate("Reports", "Round {round}: {chooser} chose {chosen} (entered by {by}, {at})").format(
                    round=choice.round_number,
                    chooser=names[choice.chooser],
                    chosen=names[choice.chosen],
                    by=choice.chosen_by,
                    at=_moment(choice.chosen_at),
                )
                for choice in view.choices
            ]
        )
    if view.medals:
        story += [
            Spacer(1, 3 * mm),
            *legend(
                [
                    translate(
                        "Reports",
                        "Gold: {gold}. Silver: {silver}. Bronze: {bronze}. "
                        "A medal needs at least a third of the knockout's "
                        "segments.",
                    ).format(gold=names[view.medals[0]], silver=names[view.medals[1]], bronze=names[view.medals[2]])
                ]
            ),
        ]
        story += legend(medal_lines(tournament, stage_id))
    return build_pdf(
        target,
        story,
        title=f"{title} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        printed_at=printed_at,
    )


def write_seeding_groups(
    target: Target, seeded: Sequence[SeededPair], *, title: str | None = None, printed_at: dt.datetime | None = None
) -> int:
    """S1: the four semifinal groups A-D, each pair with its ranks and rank sum."""
    title = title or translate("Reports", "SM Par Open semifinal seeding (S1)")
    story: list[Flowable] = [Paragraph(escape(title), styles()["title"])]
    story += legend(
        [
            translate(
                "Reports",
                "Ranks in master points, mean handicap and mean ranking points; the sum "
                "orders the pairs, dealt as a snake: A 1-8-9-16, B 2-7-10-15, "
                "C 3-6-11-14, D 4-5-12-13.",
            )
        ]
    )
    width, _ = frame_size()
    widths = column_widths(width, [14 * mm, None, 18 * mm, 18 * mm, 18 * mm, 18 * mm])
    for group in GROUPS:
        story.append(Paragraph(escape(translate("Reports", "Group {group}").format(group=group)), styles()["heading"]))
        rows: list[TableRow] = [
            headings(
                [
                    translate("Reports", "Order"),
                    translate("Reports", "Pair"),
                    translate("Reports", "MP rank"),
                    translate("Reports", "Hcp rank"),
                    translate("Reports", "Ranking rank"),
                    translate("Reports", "Sum"),
                ],
                (0, 2, 3, 4, 5),
            )
        ]
        rows += [
            [str(row.order), row.pair.name, *map(str, row.ranks), str(row.rank_sum)]
            for row in seeded
            if row.group == group
        ]
        story += [data_table(rows, widths, (0, 2, 3, 4, 5)), Spacer(1, 3 * mm)]
    return build_pdf(target, story, title=title, championship="", stage="", printed_at=printed_at)
