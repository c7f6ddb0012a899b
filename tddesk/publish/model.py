"""What the results site shows, read through the services: one plain page model per stage.

Everything here is text ready for a template: numbers formatted in the site's language (a
decimal comma in Swedish), names as typed (the templates escape them). The standings come from
the same facts and rules as the standings view and ``tddesk standings --json``, so a published
page always equals the screen.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import TeamId
from tddesk.publish.boards import RoundBoards, round_boards, stage_has_boards
from tddesk.publish.crosstable_page import CrossTablePage, crosstable_page
from tddesk.publish.site_index import folder_name, stage_kind_text
from tddesk.rules.crosstable import CrossTable
from tddesk.rules.marks import EXCLUDED_MARK, PROVISIONAL_MARK
from tddesk.rules.rows import place_text
from tddesk.rules.scoring import StageFacts, walkover_outcomes
from tddesk.rules.standings import StandingRow
from tddesk.services.crosstable import crosstable_of
from tddesk.services.deals import stage_deals
from tddesk.services.lineup_views import MatchLineupsView, stage_lineups
from tddesk.services.round_results import MatchRow, round_of_facts
from tddesk.services.ruling_list import RulingRow, rulings
from tddesk.services.schedule import ScheduleView, schedule_view
from tddesk.services.stages import StageView
from tddesk.services.standings import stage_facts

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class StandingLine:
    rank: str
    team: TeamId  # the team's id (data attribute, for readers and tests)
    name: str
    marks: str
    played: int
    byes: int
    imps_won: int
    imps_lost: int
    quotient: str
    penalty: str
    vp: str
    decided_by: str
    excluded: bool


@dataclass(frozen=True)
class PenaltyLine:
    name: str
    reasons: tuple[str, ...]
    vp: str


@dataclass(frozen=True)
class StandingsPage:
    lines: tuple[StandingLine, ...]
    with_byes: bool
    complete: bool
    legend: tuple[str, ...]
    penalties: tuple[PenaltyLine, ...]


@dataclass(frozen=True)
class Player:
    name: str
    mid: str
    unauthorised: bool


@dataclass(frozen=True)
class HalfLineup:
    label: str  # "Half 2"; empty for a one-half match
    home: tuple[Player, ...]
    away: tuple[Player, ...]


@dataclass(frozen=True)
class MatchRuling:
    team: str
    rule: str
    text: str
    vp: str


@dataclass(frozen=True)
class MatchResult:
    id: str
    home: str
    away: str
    date: str
    halves: tuple[tuple[str, str], ...]  # IMPs per half as shown ("" before it is entered)
    total: tuple[str, str]
    vp: tuple[str, str]
    state: str  # in words: not started, after the first half, final, walkover
    lineups: tuple[HalfLineup, ...]
    rulings: tuple[MatchRuling, ...]
    notes: tuple[str, ...]


@dataclass(frozen=True)
class RoundPage:
    number: int
    date: str
    matches: tuple[MatchResult, ...]
    bye: str | None
    with_results: bool


@dataclass(frozen=True)
class RulingLine:
    round: str
    team: str
    rule: str
    text: str
    vp: str


@dataclass(frozen=True)
class StagePages:
    id: str
    folder: str  # the stage's folder in the site, a safe relative name
    name: str
    kind: str  # in words
    facts_line: str  # boards, halves, dates
    standings: StandingsPage
    rounds: tuple[RoundPage, ...]
    crosstable: CrossTablePage
    rulings: tuple[RulingLine, ...]
    current_round: int | None  # the latest round with a result
    boards: dict[int, RoundBoards] = field(default_factory=dict)  # round → travellers and IAF, where boards exist


def stage_pages(tournament: Tournament, view: StageView) -> StagePages:
    """Every page of one stage, read once from the file."""
    facts = stage_facts(tournament, view.id)
    profile = tournament.profile
    table = crosstable_of(facts, profile)
    schedule = schedule_view(tournament, view.id)
    lineups = stage_lineups(tournament, view.id)
    ruled = rulings(tournament, view.id)
    rounds = _rounds(facts, profile, schedule, lineups, ruled)
    played = [page.number for page in rounds if page.with_results]
    boards = {}
    if stage_has_boards(tournament, view.id):
        deals = {deal.board: deal for deal in stage_deals(tournament, view.id)}
        for round_ in schedule.rounds:
            found = round_boards(tournament, [slot.id for slot in round_.matches], round_.number, deals)
            if found is not None:
                boards[round_.number] = found
    return StagePages(
        id=view.id,
        folder=folder_name(view.id),
        name=view.form.name,
        kind=stage_kind_text(view.form.kind),
        facts_line=_facts_line(view, schedule),
        standings=_standings(table),
        rounds=rounds,
        crosstable=crosstable_page(table),
        rulings=tuple(_ruling_line(row) for row in ruled),
        current_round=max(played) if played else None,
        boards=boards,
    )


def _facts_line(view: StageView, schedule: ScheduleView) -> str:
    dates = sorted({slot.date for round_ in schedule.rounds for slot in round_.matches if slot.date})
    span = (
        ""
        if not dates
        else dates[0].isoformat()
        if dates[0] == dates[-1]
        else f"{dates[0].isoformat()} – {dates[-1].isoformat()}"
    )
    halves = (
        translate("Site", "one half")
        if view.form.halves == 1
        else translate("Site", "{halves} halves").format(halves=view.form.halves)
    )
    line = translate("Site", "{teams} teams · {boards} boards per match · {halves}").format(
        teams=len(view.team_ids), boards=view.form.boards_per_match, halves=halves
    )
    return f"{line} · {span}" if span else line


def decided_by_text(criterion: str | None, awaiting_lot: bool) -> str:
    """H8: what separates a team from the next one, in words."""
    if awaiting_lot:
        return translate("Site", "Lot to be drawn")
    return {
        "vp": translate("Site", "VP"),
        "imp_quotient": translate("Site", "IMP quotient"),
        "head_to_head": translate("Site", "Head-to-head"),
        "lot": translate("Site", "Lot"),
    }.get(criterion or "", "")


def _standings(table: CrossTable) -> StandingsPage:
    rows = table.standings.rows
    lines = tuple(_standing_line(row) for row in rows)
    legend = [
        translate(
            "Site",
            'IMP quotient = IMPs won ÷ IMPs lost. "Decided by" names what separates a team '
            "from the next one (H8): VP, then IMP quotient, then head-to-head, then lot.",
        )
    ]
    if any(row.provisional for row in rows):
        legend.append(
            translate(
                "Site", "{mark} Includes a provisional walkover value, final when the series has ended (W2)."
            ).format(mark=PROVISIONAL_MARK)
        )
    if any(row.excluded for row in rows):
        legend.append(translate("Site", "{mark} Excluded: all results struck (W5, P4, P5).").format(mark=EXCLUDED_MARK))
    penalties = tuple(
        PenaltyLine(row.name, row.penalty_reasons, "−" + numbers.vp(row.penalty_vp))
        for row in rows
        if row.penalty_reasons
    )
    return StandingsPage(lines, any(row.byes for row in rows), table.standings.complete, tuple(legend), penalties)


def _standing_line(row: StandingRow) -> StandingLine:
    marks = (f" {PROVISIONAL_MARK}" if row.provisional else "") + (f" {EXCLUDED_MARK}" if row.excluded else "")
    return StandingLine(
        rank=place_text(row, "–"),
        team=TeamId(row.team),
        name=row.name,
        marks=marks.strip(),
        played=row.played,
        byes=row.byes,
        imps_won=row.imps_won,
        imps_lost=row.imps_lost,
        quotient=numbers.quotient(row.imp_quotient),
        penalty=("−" + numbers.vp(row.penalty_vp)) if row.penalty_vp else "",
        vp=numbers.vp(row.vp),
        decided_by=decided_by_text(row.decided_by, row.awaiting_lot),
        excluded=row.excluded,
    )


def _state_text(row: MatchRow, provisional: bool) -> str:
    if row.struck:
        return translate("Site", "struck (W5, P5)")
    return {
        "not_started": translate("Site", "not played yet"),
        "after_first_half": translate("Site", "after the first half"),
        "finished": translate("Site", "final"),
        "walkover": translate("Site", "walkover (W2), provisional")
        if provisional
        else translate("Site", "walkover (W2)"),
    }[row.state]


def _rounds(
    facts: StageFacts, profile, schedule: ScheduleView, lineups: dict[str, MatchLineupsView], ruled: list[RulingRow]
) -> tuple[RoundPage, ...]:
    outcomes = walkover_outcomes(facts, profile) if facts.walkovers else {}
    by_match: dict[str, list[RulingRow]] = {}
    for row in ruled:
        if row.match_id:
            by_match.setdefault(row.match_id, []).append(row)
    dates = {slot.id: slot.date for round_ in schedule.rounds for slot in round_.matches}
    pages = []
    for round_ in schedule.rounds:
        entry = round_of_facts(facts, profile, round_.number, outcomes)
        matches = tuple(
            _match(
                row,
                facts.halves,
                dates.get(row.id),
                lineups.get(row.id),
                by_match.get(row.id, []),
                outcomes.get(row.id),
            )
            for row in entry.matches
        )
        pages.append(
            RoundPage(
                round_.number,
                round_.date.isoformat() if round_.date else "",
                matches,
                entry.bye_name,
                any(row.state != "not_started" for row in entry.matches),
            )
        )
    return tuple(pages)


def _match(
    row: MatchRow, halves: int, date: dt.date | None, lineups: MatchLineupsView | None, ruled: list[RulingRow], walkover
) -> MatchResult:
    imps = tuple(("", "") if half is None else (str(half[0]), str(half[1])) for half in row.halves)
    finished = row.state in ("finished", "walkover")
    total = (str(row.home_imps), str(row.away_imps)) if row.home_imps is not None else ("", "")
    vp = (numbers.vp(row.home_vp), numbers.vp(row.away_vp)) if row.home_vp is not None else ("", "")
    if row.state == "walkover":
        imps = tuple(("", "") for _ in row.halves)
    lineup_halves = []
    if lineups is not None and row.state != "walkover":
        for number, sides in enumerate(lineups.halves, start=1):
            home, away = (
                tuple(Player(p.name, p.mid, p.unauthorised) for p in sides[side].players) for side in ("home", "away")
            )
            if home or away:
                # a one-half match's table is captioned "Line-up" alone, not "Line-up: Line-up"
                label = translate("Site", "Half {half}").format(half=number) if halves > 1 else ""
                lineup_halves.append(HalfLineup(label, home, away))
    notes = []
    if row.state == "after_first_half":
        notes.append(translate("Site", "VP after the first half are running VP; the match is not over."))
    if walkover is not None:
        notes += [finding.text(translate) for finding in walkover.findings]
    return MatchResult(
        id=row.id,
        home=row.home_name,
        away=row.away_name,
        date=date.isoformat() if date else "",
        halves=imps,
        total=total if finished or row.state == "after_first_half" else ("", ""),
        vp=vp,
        state=_state_text(row, walkover is not None and walkover.provisional),
        lineups=tuple(lineup_halves),
        rulings=tuple(
            MatchRuling(
                r.team_name,
                r.rule,
                r.text,
                "−" + numbers.vp(r.vp) if r.kind not in ("walkover", "excluded", "disqualified") else "",
            )
            for r in ruled
        ),
        notes=tuple(notes),
    )


def _ruling_line(row: RulingRow) -> RulingLine:
    vp = numbers.vp(row.vp) if row.kind == "walkover" else ("−" + numbers.vp(row.vp) if row.vp else "")
    return RulingLine(str(row.round) if row.round else "", row.team_name, row.rule, row.text, vp)
