"""The federation's result report (Spader): per match the figures its web form asks for, in its order.

The regulations ask the heat manager (and the semifinal and final organisers, after every round
or preferably every half) to type into Spader: the result in IMP and VP and the names and MIDs of
every player per half, for both teams. ``report_fields`` lists them top to bottom in the form's
order — match, IMP and VP, then each half's line-ups, home before away, seats 1 to 4 — so the TD
copies the sheet (PDF) or the workbook into the form line by line. docs/spader.md shows the order.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId
from tddesk.rules.scoring import walkover_outcomes
from tddesk.services.errors import message
from tddesk.services.lineup_views import stage_lineups
from tddesk.services.round_results import MatchRow, round_of_facts
from tddesk.services.schedule import schedule_view
from tddesk.services.stages import championship_name, stage_view
from tddesk.services.standings import stage_facts

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SEATS = 4


@dataclass(frozen=True)
class ReportFieldRow:
    label: str
    value: str  # "" while it is still to be filled in
    kind: str = "text"  # "text", "int" (IMP, round) or "vp"


@dataclass(frozen=True)
class ReportPlayer:
    name: str
    mid: str


@dataclass(frozen=True)
class ReportHalf:
    number: int
    home_imps: int | None
    away_imps: int | None
    home: tuple[ReportPlayer, ...]
    away: tuple[ReportPlayer, ...]


@dataclass(frozen=True)
class MatchReportView:
    championship: str
    stage: str
    round: int
    date: dt.date | None
    match_id: MatchId
    home: str
    away: str
    halves: tuple[ReportHalf, ...]
    home_imps: int | None
    away_imps: int | None
    home_vp: Decimal | None
    away_vp: Decimal | None
    state: str  # MatchRow.state: not_started, after_first_half, finished, walkover
    walkover_by: str | None


def report_matches(tournament: Tournament, stage_id: StageId, round_number: int | None = None) -> list[MatchReportView]:
    """The stage's matches (or one round's) as the report form wants them, in playing order."""
    view = stage_view(tournament, stage_id)
    facts = stage_facts(tournament, stage_id)
    schedule = schedule_view(tournament, stage_id)
    numbers = [round_.number for round_ in schedule.rounds]
    if round_number is not None:
        if round_number not in numbers:
            raise message(translate("Reports", "There is no round {number} in this stage."), number=round_number)
        numbers = [round_number]
    dates = {slot.id: slot.date for round_ in schedule.rounds for slot in round_.matches}
    lineups = stage_lineups(tournament, stage_id)
    outcomes = walkover_outcomes(facts, tournament.profile) if facts.walkovers else {}
    championship = championship_name(tournament)
    found = []
    for number in numbers:
        for row in round_of_facts(facts, tournament.profile, number, outcomes).matches:
            found.append(_match(championship, view.form.name, number, dates.get(row.id), row, lineups.get(row.id)))
    return found


def _match(championship: str, stage: str, number: int, date, row: MatchRow, lineups) -> MatchReportView:
    halves = []
    for index, imps in enumerate(row.halves, start=1):
        sides = lineups.halves[index - 1] if lineups is not None and index <= len(lineups.halves) else {}
        home, away = (
            tuple(ReportPlayer(p.name, p.mid) for p in sides[side].players) if side in sides else ()
            for side in ("home", "away")
        )
        halves.append(ReportHalf(index, imps[0] if imps else None, imps[1] if imps else None, home, away))
    return MatchReportView(
        championship,
        stage,
        number,
        date,
        row.id,
        row.home_name,
        row.away_name,
        tuple(halves),
        row.home_imps,
        row.away_imps,
        row.home_vp,
        row.away_vp,
        row.state,
        row.walkover_by,
    )


def vp_text(value: Decimal | None) -> str:
    """VP as the form takes them: two decimals with a point."""
    return "" if value is None else numbers.machine(value, 2)


def report_fields(match: MatchReportView) -> list[ReportFieldRow]:
    """The fields in the form's order; an empty value is a field still to be filled in."""
    finished = match.state in ("finished", "walkover")
    fields = [
        ReportFieldRow(translate("Reports", "Round"), str(match.round), "int"),
        ReportFieldRow(translate("Reports", "Date"), match.date.isoformat() if match.date else ""),
        ReportFieldRow(translate("Reports", "Home team"), match.home),
        ReportFieldRow(translate("Reports", "Away team"), match.away),
    ]
    several = len(match.halves) > 1
    if several and match.state != "walkover":
        for half in match.halves:
            fields.append(
                ReportFieldRow(
                    translate("Reports", "IMP half {half}, home").format(half=half.number),
                    "" if half.home_imps is None else str(half.home_imps),
                    "int",
                )
            )
            fields.append(
                ReportFieldRow(
                    translate("Reports", "IMP half {half}, away").format(half=half.number),
                    "" if half.away_imps is None else str(half.away_imps),
                    "int",
                )
            )
    fields += [
        ReportFieldRow(translate("Reports", "IMP home"), str(match.home_imps) if finished else "", "int"),
        ReportFieldRow(translate("Reports", "IMP away"), str(match.away_imps) if finished else "", "int"),
        ReportFieldRow(translate("Reports", "VP home"), vp_text(match.home_vp) if finished else "", "vp"),
        ReportFieldRow(translate("Reports", "VP away"), vp_text(match.away_vp) if finished else "", "vp"),
    ]
    if match.state == "walkover":
        return fields
    for half in match.halves:
        for team, players in ((match.home, half.home), (match.away, half.away)):
            for seat in range(SEATS):
                player = players[seat] if seat < len(players) else None
                prefix = (
                    translate("Reports", "Half {half}, {team}, player {seat}")
                    if several
                    else translate("Reports", "{team}, player {seat}")
                ).format(half=half.number, team=team, seat=seat + 1)
                fields.append(
                    ReportFieldRow(f"{prefix}: " + translate("Reports", "name"), player.name if player else "")
                )
                fields.append(ReportFieldRow(f"{prefix}: " + translate("Reports", "MID"), player.mid if player else ""))
    return fields


def report_notes(match: MatchReportView) -> list[str]:
    notes = []
    if match.state == "walkover":
        giver = match.home if match.walkover_by and match.walkover_by != match.away else match.away
        notes.append(translate("Reports", "Walkover given by {team} (W2).").format(team=giver))
    elif match.state == "after_first_half":
        notes.append(
            translate("Reports", "Only the first half is entered: report the half now, the match when it is over.")
        )
    elif match.state == "not_started":
        notes.append(translate("Reports", "No result entered yet."))
    return notes
