"""H5: match reports for the captains and the TD to sign, one match per A4 page.

Each page names the teams, round, date and boards; for each half the four players of each team
with their MID (P3 marks an unauthorised player); the IMPs per half and in total and the VP; when
the match was scored board by board, each board's contracts, results, scores and IMPs; the
rulings of the match with their rule, a walkover among them, as the results site lists them
(``services.ruling_list.rulings``); and signature lines for both captains and the TD. A match
without results or line-ups prints with empty lines to fill in by hand.

A round or a whole stage goes into one PDF. ``progress(done, total)`` is called after each
match is read and again after its page is laid out (``total`` is twice the number of matches);
returning False cancels, and then nothing is written.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepInFrame, PageBreak, Paragraph, Spacer, Table

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import TableRow, column_widths, data_table, headings, legend, penalty_text, stage_header
from tddesk.reports.layout import PageDate, build_pdf, escape, frame_size, styles
from tddesk.reports.match_report_boards import boards_section, has_boards
from tddesk.rules.heat import boards_per_half
from tddesk.rules.marks import UNAUTHORISED_MARK
from tddesk.rules.scoring import walkover_outcomes
from tddesk.rules.walkover import WalkoverOutcome
from tddesk.services.board_views import MatchBoardsView, match_boards, matches_with_boards
from tddesk.services.errors import message
from tddesk.services.lineup_views import MatchLineupsView, SideLineup, stage_lineups
from tddesk.services.round_results import MatchRow, round_entry
from tddesk.services.ruling_list import RulingRow, rulings
from tddesk.services.schedule import schedule_view
from tddesk.services.standings import stage_facts
from tddesk.services.teams import team_views

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

Progress = Callable[[int, int], bool]
HANDWRITING_ROW = 7 * mm


class Cancelled(Exception):
    """The progress callback asked to stop; nothing was written."""


@dataclass(frozen=True)
class MatchReport:
    """Everything one match report page shows, read through the services."""

    row: MatchRow
    round: int
    date: dt.date | None
    boards: int
    halves: int
    lineups: MatchLineupsView
    rulings: tuple[RulingRow, ...]  # penalties, the walkover, an exclusion: the results site's rows
    walkover: WalkoverOutcome | None
    captains: tuple[str, str]  # home and away captain's name ("" when not registered)
    boards_view: MatchBoardsView | None = None  # the match's boards, when it was scored board by board


def match_reports(
    tournament: Tournament,
    stage_id: StageId,
    round_number: int | None = None,
    on_read: Callable[[int, int], None] | None = None,
) -> list[MatchReport]:
    """H5: the data of the stage's (or one round's) match reports, in playing order;
    ``on_read(done, matches)`` after each match."""
    schedule = schedule_view(tournament, stage_id)
    rounds = [r for r in schedule.rounds if round_number is None or r.number == round_number]
    if round_number is not None and not rounds:
        raise message(translate("Reports", "There is no round {number} in this stage."), number=round_number)
    facts = stage_facts(tournament, stage_id)
    profile = tournament.profile
    ruled: dict[str, list[RulingRow]] = {}
    for ruling in rulings(tournament, stage_id):
        if ruling.match_id is not None:
            ruled.setdefault(ruling.match_id, []).append(ruling)
    walkovers = walkover_outcomes(facts, profile) if facts.walkovers else {}
    captains = {
        team.id: next((p.name for p in team.players if p.mid == team.captain_mid), "")
        for team in team_views(tournament, stage_id)
    }
    dates = {slot.id: slot.date for round_ in rounds for slot in round_.matches}  # a moved match's own date
    total = sum(len(r.matches) for r in rounds)
    lineups = stage_lineups(tournament, stage_id)
    scored_by_board = matches_with_boards(tournament, stage_id)
    reports = []
    for round_ in rounds:
        for row in round_entry(tournament, stage_id, round_.number).matches:
            reports.append(
                MatchReport(
                    row,
                    round_.number,
                    dates.get(row.id),
                    facts.boards,
                    facts.halves,
                    lineups[row.id],
                    tuple(ruled.get(row.id, ())),
                    walkovers.get(row.id),
                    (captains.get(row.home, ""), captains.get(row.away, "")),
                    match_boards(tournament, row.id) if row.id in scored_by_board else None,
                )
            )
            if on_read is not None:
                on_read(len(reports), total)
    return reports


def _report_progress(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None and progress(done, total) is False:
        raise Cancelled


class _ProgressMark(Flowable):
    """Takes no room; tells the progress callback when the page before it has been laid out."""

    def __init__(self, progress: Progress | None, done: int, total: int):
        super().__init__()
        self.progress, self.done, self.total = progress, done, total
        self.width = self.height = 0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        _report_progress(self.progress, self.done, self.total)


def write_match_reports(
    target: str | Path | BinaryIO,
    tournament: Tournament,
    stage_id: StageId,
    round_number: int | None = None,
    *,
    progress: Progress | None = None,
    printed_at: dt.datetime | None = None,
) -> int | None:
    """H5: write the match reports of a round (or of the whole stage) as one PDF.

    Returns the page count, or None when ``progress`` returned False (nothing is written then).
    """
    header = stage_header(tournament, stage_id)
    try:
        reports = match_reports(
            tournament, stage_id, round_number, lambda done, matches: _report_progress(progress, done, 2 * matches)
        )
        if not reports:
            raise message(translate("Reports", "There is no match to print in this stage."))
        story: list[Flowable] = []
        for index, report in enumerate(reports, start=1):
            story += [
                PageDate(report.date),
                _page(report),
                _ProgressMark(progress, len(reports) + index, 2 * len(reports)),
            ]
            if index < len(reports):
                story.append(PageBreak())
        title = translate("Reports", "Match reports")
        return build_pdf(
            target,
            story,
            title=f"{title} – {header.stage}",
            championship=header.championship,
            stage=header.stage,
            date=reports[0].date,
            printed_at=printed_at,
        )
    except Cancelled:
        return None


def _page(report: MatchReport) -> Flowable:
    """One match on one page: shrunk a little in the rare case that it would not fit."""
    width, height = frame_size()
    text = styles()
    row = report.row
    title = translate("Reports", "Match report")
    # The teams on the line above name the match; its file id is for machines (JSON, the workbook).
    facts_line = translate("Reports", "Round {round} · {date} · {boards} boards").format(
        round=report.round, date=report.date.isoformat() if report.date else "", boards=report.boards
    )
    content = [
        Paragraph(escape(title), text["title"]),
        Paragraph(f"<b>{escape(row.home_name)}</b> – <b>{escape(row.away_name)}</b>", text["heading"]),
        Paragraph(escape(facts_line), text["body"]),
        Spacer(1, 4 * mm),
    ]
    per_half = boards_per_half(report.boards, report.halves)
    for half, sides in enumerate(() if report.walkover else report.lineups.halves, start=1):
        heading = (
            translate("Reports", "Half {half} ({boards} boards)").format(half=half, boards=per_half[half - 1])
            if report.halves > 1
            else translate("Reports", "Line-up")
        )
        content += [
            Paragraph(escape(heading), text["body"]),
            Spacer(1, 1 * mm),
            _lineup_table(row, sides, width),
            Spacer(1, 3 * mm),
        ]
    flagged = any(p.unauthorised for sides in report.lineups.halves for side in sides.values() for p in side.players)
    if flagged:
        content += legend([translate("Reports", "{mark} P3: unauthorised player").format(mark=UNAUTHORISED_MARK)])
    content += [Spacer(1, 2 * mm), _result_table(report, width), Spacer(1, 2 * mm)]
    if has_boards(report.boards_view) and report.walkover is None:
        content += boards_section(report.boards_view, width)
    content += _notes(report)
    content += _rulings(report, width)
    content += [Spacer(1, 12 * mm), _signatures(report, width)]
    return KeepInFrame(width, height, content, mode="shrink")


def _lineup_table(row: MatchRow, sides: Mapping[str, SideLineup], width: float) -> Table:
    mid_width = 22 * mm
    widths = column_widths(width, [None, mid_width, None, mid_width])
    rows: list[TableRow] = [
        headings(
            [row.home_name, translate("Reports", "MID"), row.away_name, translate("Reports", "MID")], numeric=(1, 3)
        )
    ]
    home, away = sides["home"].players, sides["away"].players
    for seat in range(4):
        cells = []
        for players in (home, away):
            player = players[seat] if seat < len(players) else None
            if player is None:
                cells += ["", ""]
            else:
                mark = f" {UNAUTHORISED_MARK}" if player.unauthorised else ""
                cells += [player.name + mark, player.mid]
        rows.append(cells)
    blank = not home or not away  # room to write the names in by hand
    return data_table(rows, widths, numeric=(1, 3), row_heights=[None] + [HANDWRITING_ROW if blank else None] * 4)


def _result_table(report: MatchReport, width: float) -> Table:
    row = report.row
    label_width = 55 * mm
    widths = column_widths(width, [label_width, None, None])
    rows: list[TableRow] = [headings(["", row.home_name, row.away_name], numeric=(1, 2))]
    walkover = report.walkover
    if walkover is not None:
        home_gave = row.walkover_by == row.home
        # W2: the two sides' IMP results differ (the giver's 0–blitz, the other's margin for its VP)
        given, won = f"0–{walkover.loser_imps_lost}", f"{walkover.winner_imps_won or 0}–0"
        vp = (walkover.loser_vp, walkover.winner_vp) if home_gave else (walkover.winner_vp, walkover.loser_vp)
        rows.append([translate("Reports", "IMP (walkover)"), *((given, won) if home_gave else (won, given))])
        rows.append([translate("Reports", "VP"), numbers.vp(vp[0]), numbers.vp(vp[1])])
        home_vp: Decimal | None
        away_vp: Decimal | None
        home_vp, away_vp = vp
    else:
        for half in range(report.halves):
            label = (
                translate("Reports", "IMP half {half}").format(half=half + 1)
                if report.halves > 1
                else translate("Reports", "IMP")
            )
            imps = row.halves[half]
            rows.append([label, *(("", "") if imps is None else (str(imps[0]), str(imps[1])))])
        if report.halves > 1:
            total = row.state == "finished"
            rows.append(
                [
                    translate("Reports", "IMP total"),
                    str(row.home_imps) if total else "",
                    str(row.away_imps) if total else "",
                ]
            )
        finished = row.state == "finished"
        home_vp, away_vp = (row.home_vp, row.away_vp) if finished else (None, None)
        rows.append([translate("Reports", "VP"), numbers.vp(home_vp), numbers.vp(away_vp)])
    deducted = {
        side: sum((r.vp for r in report.rulings if r.team_id == team and _deducts(r)), Decimal(0))
        for side, team in (("home", row.home), ("away", row.away))
    }
    if any(deducted.values()):
        rows.append(
            [translate("Reports", "Penalty VP (P6)"), penalty_text(deducted["home"]), penalty_text(deducted["away"])]
        )
        if home_vp is not None and away_vp is not None:
            rows.append(
                [
                    translate("Reports", "VP after penalties"),
                    numbers.vp(home_vp - deducted["home"]),
                    numbers.vp(away_vp - deducted["away"]),
                ]
            )
    blank = home_vp is None  # no result yet (a walkover always has its VP): room to write them in
    return data_table(
        rows, widths, numeric=(1, 2), row_heights=[None] + [HANDWRITING_ROW if blank else None] * (len(rows) - 1)
    )


def _deducts(ruling: RulingRow) -> bool:
    """A penalty takes its VP from the team (P6); a walkover's VP are the other team's (W2), and an
    exclusion strikes results rather than deducting."""
    return ruling.kind not in ("walkover", "excluded", "disqualified")


def _notes(report: MatchReport) -> list[Flowable]:
    row = report.row
    notes = []  # a walkover, who gave it and its findings, is listed under the rulings
    if row.struck:
        notes.append(translate("Reports", "Struck from the results: a team of this match is excluded (W5, P5)."))
    return legend(notes) + ([Spacer(1, 2 * mm)] if notes else [])


def _rulings(report: MatchReport, width: float) -> list[Flowable]:
    text = styles()
    content = [Paragraph(escape(translate("Reports", "Rulings")), text["body"]), Spacer(1, 1 * mm)]
    if not report.rulings:
        return content + legend([translate("Reports", "None.")])
    rows: list[TableRow] = [
        headings(
            [translate("Reports", "Team"), translate("Reports", "Ruling (rule: reason)"), translate("Reports", "VP")],
            numeric=(2,),
        )
    ]
    for ruling in report.rulings:
        explanation = ruling.text  # a penalty's begins with its rule, e.g. "P1: 12 minutes late: ..."
        if not explanation.startswith(f"{ruling.rule}:"):
            explanation = f"{ruling.rule}: {explanation}"
        if ruling.pending_committee:
            explanation += " " + translate("Reports", "(awaiting the committee)")
        rows.append([ruling.team_name, explanation, penalty_text(ruling.vp) if _deducts(ruling) else ""])
    return content + [data_table(rows, column_widths(width, [50 * mm, None, 20 * mm]), numeric=(2,))]


def _signatures(report: MatchReport, width: float) -> Table:
    """Lines for both captains (with their names when registered) and the TD to sign."""
    row = report.row
    gap = 8 * mm
    column = (width - 2 * gap) / 3
    rows = [
        ["", "", "", "", ""],
        [
            translate("Reports", "Captain, {team}").format(team=row.home_name),
            "",
            translate("Reports", "Captain, {team}").format(team=row.away_name),
            "",
            translate("Reports", "Tournament director"),
        ],
        [report.captains[0], "", report.captains[1], "", ""],
    ]
    lines = [("LINEABOVE", (index, 1), (index, 1), 0.75, "black") for index in (0, 2, 4)]
    return data_table(
        rows,
        [column, gap, column, gap, column],
        header_rows=0,
        size=8,
        ruled=False,
        row_heights=[10 * mm, None, None],
        extra=lines + [("LEFTPADDING", (0, 0), (-1, -1), 0)],
    )
