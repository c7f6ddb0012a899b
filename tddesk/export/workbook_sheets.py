"""The rows of the federation workbook's sheets, read through the services' read-models.

Each function returns a ``SheetData``: translated column headers with the kind of value each holds,
and the rows as plain values (text, int, Decimal, date), which ``federation_workbook`` turns into cells.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.ids import StageId
from tddesk.rules.eligibility import EligibilityStatus
from tddesk.rules.standings import imp_quotient_text
from tddesk.services.fees import fee_overview
from tddesk.services.lineup_views import MatchLineupsView, stage_lineups, stages_with_lineups
from tddesk.services.lineups import SIDES
from tddesk.services.masterpoints import GOLD, master_points
from tddesk.services.round_results import stage_round_entries
from tddesk.services.rulings import rulings, stages_with_rulings
from tddesk.services.schedule import ScheduleView, schedule_view
from tddesk.services.stages import StageView, stage_views
from tddesk.services.standings import standings
from tddesk.services.teams import team_views

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SHEET_TITLES = (
    QT_TRANSLATE_NOOP("Export", "Teams"),
    QT_TRANSLATE_NOOP("Export", "Matches"),
    QT_TRANSLATE_NOOP("Export", "Line-ups"),
    QT_TRANSLATE_NOOP("Export", "Standings"),
    QT_TRANSLATE_NOOP("Export", "Master points"),
    QT_TRANSLATE_NOOP("Export", "Master point totals"),
    QT_TRANSLATE_NOOP("Export", "Fees"),
)
PENALTY_KINDS = frozenset({"late_arrival", "slow_play", "unauthorised_player", "committee"})
INFINITE = "∞"  # the IMP quotient with no IMPs lost, as the printed standings show it

_STATUS = {
    EligibilityStatus.OK: QT_TRANSLATE_NOOP("Export", "Eligible"),
    EligibilityStatus.WARNINGS: QT_TRANSLATE_NOOP("Export", "Eligible, with remarks"),
    EligibilityStatus.REFUSED: QT_TRANSLATE_NOOP("Export", "Not eligible"),
}
_STATES = {
    "not_started": QT_TRANSLATE_NOOP("Export", "Not played"),
    "after_first_half": QT_TRANSLATE_NOOP("Export", "After the first half"),
    "finished": QT_TRANSLATE_NOOP("Export", "Finished"),
    "walkover": QT_TRANSLATE_NOOP("Export", "Walkover"),
}
_DECIDED_BY = {
    "vp": QT_TRANSLATE_NOOP("Export", "VP"),
    "imp_quotient": QT_TRANSLATE_NOOP("Export", "IMP quotient"),
    "head_to_head": QT_TRANSLATE_NOOP("Export", "Head-to-head"),
    "lot": QT_TRANSLATE_NOOP("Export", "Lot"),
}
_OUTCOMES = {
    "won": QT_TRANSLATE_NOOP("Export", "Won or lost"),
    "drawn": QT_TRANSLATE_NOOP("Export", "Drawn"),
    "walkover": QT_TRANSLATE_NOOP("Export", "Walkover"),
}

Tick = Callable[[], None]


@dataclass(frozen=True)
class Column:
    header: str  # translated
    kind: str  # text, int, vp, quotient, points, money, date


@dataclass(frozen=True)
class SheetData:
    title: str  # translated
    columns: tuple[Column, ...]
    rows: list[tuple]


def _columns(*spec: tuple[str, str]) -> tuple[Column, ...]:
    return tuple(Column(translate("Export", header), kind) for header, kind in spec)


def _sheet(index: int, columns: tuple[Column, ...], rows: list[tuple]) -> SheetData:
    return SheetData(translate("Export", SHEET_TITLES[index]), columns, rows)


def decided_by_words(criterion: str | None, awaiting_lot: bool = False) -> str:
    """H8: what separates a team from the one ranked below it, in words."""
    if awaiting_lot:
        return translate("Export", "Lot (not yet drawn)")
    return translate("Export", _DECIDED_BY[criterion]) if criterion else ""


def quotient_value(quotient) -> Decimal | str | None:
    """H8: the IMP quotient as shown (four decimals) as a number; "∞" with no IMPs lost; None with none at all."""
    text = imp_quotient_text(quotient)
    if text is None:
        return None
    return INFINITE if text == "inf" else Decimal(text)


def eligibility_words(view) -> str:
    """T1-T6: the team's eligibility status followed by every remark the rules make about the team."""
    words = translate("Export", _STATUS[view.summary.status])
    remarks = [finding.text(translate) for finding in view.findings if "mid" not in finding.params]
    return f"{words}: {'; '.join(remarks)}" if remarks else words


def schedules(tournament: Tournament, stages: Sequence[StageView]) -> dict[str, ScheduleView]:
    """Each stage's schedule, read once for the progress count and the match and line-up sheets."""
    return {stage.id: schedule_view(tournament, stage.id) for stage in stages}


def match_count(schedule: ScheduleView) -> int:
    return sum(len(round_.matches) for round_ in schedule.rounds)


# -- Teams ---------------------------------------------------------------------------------------
def teams_sheet(tournament: Tournament, stage_id: StageId | None) -> SheetData:
    """One row per player: team, its stages, captain, MID, name, club, district, birth year, the
    team's eligibility and the rules' remarks about this player."""
    columns = _columns(
        (QT_TRANSLATE_NOOP("Export", "Team"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Stages"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Captain"), "text"),
        (QT_TRANSLATE_NOOP("Export", "MID"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Player"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Club"), "text"),
        (QT_TRANSLATE_NOOP("Export", "District"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Birth year"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Eligibility"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Remarks on the player"), "text"),
    )
    stage_names: dict[str, str] = {stage.id: stage.form.name for stage in stage_views(tournament)}
    rows: list[tuple] = []
    for view in team_views(tournament, stage_id):
        names = {player.mid: player.name for player in view.players}
        captain = names.get(view.captain_mid, view.captain_mid) if view.captain_mid else None
        stages = ", ".join(stage_names[stage] for stage in view.stages) or None
        eligibility = eligibility_words(view)
        for player, club in zip(view.players, view.clubs, strict=True):
            remarks = "; ".join(
                finding.text(translate) for finding in view.findings if finding.params.get("mid") == player.mid
            )
            rows.append(
                (
                    view.name,
                    stages,
                    captain,
                    player.mid,
                    player.name,
                    club or None,
                    player.district or None,
                    player.birth_year,
                    eligibility,
                    remarks or None,
                )
            )
        if not view.players:
            rows.append((view.name, stages, captain, None, None, None, None, None, eligibility, None))
    return _sheet(0, columns, rows)


# -- Matches and line-ups ------------------------------------------------------------------------
def match_sheets(
    tournament: Tournament, stages: Sequence[StageView], schedule_of: dict[str, ScheduleView], tick: Tick
) -> list[SheetData]:
    """Matches (IMPs per half, totals, VP, penalties, rulings) and line-ups (four MIDs and names
    per team and half), as the round grid and the match reports show them."""
    halves = max((stage.form.halves for stage in stages), default=1)
    half_columns = []
    for half in range(1, halves + 1):
        half_columns += [
            (translate("Export", "IMPs half {half} home").format(half=half), "int"),
            (translate("Export", "IMPs half {half} away").format(half=half), "int"),
        ]
    match_columns = (
        *_columns(
            (QT_TRANSLATE_NOOP("Export", "Stage"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Round"), "int"),
            (QT_TRANSLATE_NOOP("Export", "Match"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Date"), "date"),
            (QT_TRANSLATE_NOOP("Export", "Home"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Away"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Boards"), "int"),
        ),
        *(Column(header, kind) for header, kind in half_columns),
        *_columns(
            (QT_TRANSLATE_NOOP("Export", "IMPs home"), "int"),
            (QT_TRANSLATE_NOOP("Export", "IMPs away"), "int"),
            (QT_TRANSLATE_NOOP("Export", "VP home"), "vp"),
            (QT_TRANSLATE_NOOP("Export", "VP away"), "vp"),
            (QT_TRANSLATE_NOOP("Export", "Penalty VP home"), "vp"),
            (QT_TRANSLATE_NOOP("Export", "Penalty VP away"), "vp"),
            (QT_TRANSLATE_NOOP("Export", "State"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Rulings"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Match id"), "text"),
        ),
    )
    lineup_columns = _columns(
        (QT_TRANSLATE_NOOP("Export", "Stage"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Round"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Match"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Half"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Team"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Home or away"), "text"),
    )
    for seat in range(1, 5):
        lineup_columns += (
            Column(translate("Export", "MID {seat}").format(seat=seat), "text"),
            Column(translate("Export", "Player {seat}").format(seat=seat), "text"),
        )
    lineup_columns += _columns(
        (QT_TRANSLATE_NOOP("Export", "Unauthorised players (P3)"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Match id"), "text"),
    )
    matches, lineups = [], []
    # Set-based first: the stages with no ruling or no line-up at all need no read of their own.
    ruled, seated = stages_with_rulings(tournament), stages_with_lineups(tournament)
    for stage in stages:
        schedule = schedule_of[stage.id]
        matches += _match_rows(tournament, stage, halves, schedule, stage.id in ruled)
        tick()
        stage_lines = stage_lineups(tournament, stage.id) if stage.id in seated else {}
        for round_ in schedule.rounds:
            for slot in round_.matches:
                if slot.id in stage_lines:
                    lineups += _lineup_rows(stage_lines[slot.id], stage, slot)
                tick()
    return [_sheet(1, match_columns, matches), _sheet(2, lineup_columns, lineups)]


def _match_rows(tournament: Tournament, stage: StageView, halves: int, schedule, has_rulings: bool) -> list[tuple]:
    by_match: dict[str, list] = {}
    for ruling in rulings(tournament, stage.id) if has_rulings else ():
        if ruling.match_id is not None:
            by_match.setdefault(ruling.match_id, []).append(ruling)
    rows = []
    entries = stage_round_entries(tournament, stage.id)  # the stage read once, not once per round
    for round_ in schedule.rounds:
        entry = {row.id: row for row in entries[round_.number].matches} if round_.number in entries else {}
        for slot in round_.matches:
            row = entry[slot.id]
            imps: list = []
            for half in range(halves):
                result = row.halves[half] if half < len(row.halves) else None
                imps += list(result) if result is not None else [None, None]
            ruled = by_match.get(slot.id, [])
            penalty = {
                side: sum((r.vp for r in ruled if r.kind in PENALTY_KINDS and r.team_id == team), Decimal(0))
                for side, team in (("home", row.home), ("away", row.away))
            }
            state = translate("Export", _STATES[row.state])
            if row.struck:
                state += " – " + translate("Export", "struck (a team is excluded)")
            rows.append(
                (
                    stage.form.name,
                    round_.number,
                    match_words(round_.number, row.home_name, row.away_name),
                    slot.date,
                    row.home_name,
                    row.away_name,
                    stage.form.boards_per_match,
                    *imps,
                    row.home_imps,
                    row.away_imps,
                    row.home_vp,
                    row.away_vp,
                    penalty["home"] or None,
                    penalty["away"] or None,
                    state,
                    "; ".join(f"{r.team_name}: {r.text}" for r in ruled) or None,
                    slot.id,
                )
            )
    return rows


def _lineup_rows(match_lineups: MatchLineupsView, stage: StageView, slot) -> list[tuple]:
    rows = []
    for half, sides in enumerate(match_lineups.halves, start=1):
        for side in SIDES:
            lineup = sides[side]
            if not lineup.players:
                continue
            seats: list = []
            for player in lineup.players:
                seats += [player.mid, player.name]
            seats += [None] * (8 - len(seats))
            unauthorised = ", ".join(f"{p.name} ({p.mid})" for p in lineup.players if p.unauthorised)
            rows.append(
                (
                    stage.form.name,
                    slot.round,
                    match_words(slot.round, slot.home_name, slot.away_name),
                    half,
                    lineup.team_name,
                    translate("Export", "Home") if side == "home" else translate("Export", "Away"),
                    *seats[:8],
                    unauthorised or None,
                    slot.id,
                )
            )
    return rows


def match_words(round_number: int, home: str, away: str) -> str:
    """A match as the TD names it ("Rond 7, Sjöberg – Dahl"); the Match id column keeps the key."""
    return translate("Export", "Round {round}, {home} – {away}").format(round=round_number, home=home, away=away)


# -- Standings -----------------------------------------------------------------------------------
def standings_sheet(tournament: Tournament, stages: Sequence[StageView], tick: Tick) -> SheetData:
    columns = _columns(
        (QT_TRANSLATE_NOOP("Export", "Stage"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Rank"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Team"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Played"), "int"),
        (QT_TRANSLATE_NOOP("Export", "VP"), "vp"),
        (QT_TRANSLATE_NOOP("Export", "Penalty VP"), "vp"),
        (QT_TRANSLATE_NOOP("Export", "IMPs won"), "int"),
        (QT_TRANSLATE_NOOP("Export", "IMPs lost"), "int"),
        (QT_TRANSLATE_NOOP("Export", "IMP quotient"), "quotient"),
        (QT_TRANSLATE_NOOP("Export", "Decided by (H8)"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Penalties"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Note"), "text"),
    )
    rows = []
    for stage in stages:
        for row in standings(tournament, stage.id).rows:
            notes = []
            if row.excluded:
                notes.append(translate("Export", "Excluded: all results struck"))
            if row.provisional:
                notes.append(translate("Export", "Includes a provisional walkover value"))
            rows.append(
                (
                    stage.form.name,
                    row.rank,
                    row.name,
                    row.played,
                    row.vp,
                    row.penalty_vp,
                    row.imps_won,
                    row.imps_lost,
                    quotient_value(row.imp_quotient),
                    decided_by_words(row.decided_by, row.awaiting_lot) or None,
                    "; ".join(row.penalty_reasons) or None,
                    "; ".join(notes) or None,
                )
            )
        tick()
    return _sheet(3, columns, rows)


# -- Master points -------------------------------------------------------------------------------
def master_point_sheets(tournament: Tournament, stages: Sequence[StageView], tick: Tick) -> list[SheetData]:
    """M1-M4: each player's points per match (as split by halves played), and each player's total."""
    per_match = _columns(
        (QT_TRANSLATE_NOOP("Export", "Stage"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Round"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Match"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Team"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Result"), "text"),
        (QT_TRANSLATE_NOOP("Export", "MID"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Player"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Halves"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Points"), "points"),
        (QT_TRANSLATE_NOOP("Export", "Kind"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Match id"), "text"),
    )
    totals = _columns(
        (QT_TRANSLATE_NOOP("Export", "Stage"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Team"), "text"),
        (QT_TRANSLATE_NOOP("Export", "MID"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Player"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Club"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Matches"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Halves"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Points"), "points"),
        (QT_TRANSLATE_NOOP("Export", "Kind"), "text"),
    )
    match_rows: list[tuple] = []
    total_rows: list[tuple] = []
    for stage in stages:
        points = master_points(tournament, stage.id)
        kind = translate("Export", "Gold") if points.kind == GOLD else translate("Export", "Silver")
        names = {player.mid: player.name for player in points.players}
        for match in points.matches:
            outcome = translate("Export", _OUTCOMES[match.outcome])
            for side in (match.home, match.away):
                if side.lineup_missing:
                    match_rows.append(
                        (
                            stage.form.name,
                            match.round,
                            match_words(match.round, match.home.team_name, match.away.team_name),
                            side.team_name,
                            outcome,
                            None,
                            translate("Export", "Line-up missing: not split yet"),
                            None,
                            side.points,
                            kind,
                            match.match_id,
                        )
                    )
                for share in side.shares:
                    match_rows.append(
                        (
                            stage.form.name,
                            match.round,
                            match_words(match.round, match.home.team_name, match.away.team_name),
                            side.team_name,
                            outcome,
                            share.mid,
                            names.get(share.mid, share.mid),
                            share.halves,
                            share.points,
                            kind,
                            match.match_id,
                        )
                    )
        total_rows += [
            (
                stage.form.name,
                player.team_name,
                player.mid,
                player.name,
                player.club or None,
                player.matches,
                player.halves,
                player.points,
                kind,
            )
            for player in points.players
        ]
        tick()
    return [_sheet(4, per_match, match_rows), _sheet(5, totals, total_rows)]


# -- Fees ----------------------------------------------------------------------------------------
def fees_sheet(tournament: Tournament, stages: Sequence[StageView], as_of: dt.date, tick: Tick) -> SheetData:
    """F1-F4 per team and stage: entry fee, late fee, table fees, discount, total, paid, outstanding."""
    columns = _columns(
        (QT_TRANSLATE_NOOP("Export", "Stage"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Team"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Entry fee"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Late fee"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Table fees"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Discount"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Total"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Paid"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Outstanding"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Entry fee paid on"), "date"),
        (QT_TRANSLATE_NOOP("Export", "As of"), "date"),
    )
    rows = []
    for stage in stages:
        for row in fee_overview(tournament, stage.id, as_of).rows:
            fees = row.fees
            rows.append(
                (
                    stage.form.name,
                    row.name,
                    fees.entry_fee,
                    fees.late_fee,
                    fees.table_fees,
                    fees.entry_discount + fees.table_discount,
                    fees.total,
                    fees.paid,
                    fees.outstanding,
                    row.entry_paid_on,
                    as_of,
                )
            )
        tick()
    return _sheet(6, columns, rows)
