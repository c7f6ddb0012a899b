"""The federation workbook's sheets kept per match: matches, line-ups and master points, read
through the services' read-models (docs/architecture.md, "export/"; the other sheets and the
``SheetData`` they all return are in ``workbook_sheets``). Each match is named as the TD names it
(``match_words``) beside the Match id column that keeps the key.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING

from tddesk.export.workbook_sheets import Column, Row, SheetData, Tick, header_columns, titled_sheet
from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.services.lineup_views import MatchLineupsView, stage_lineups, stages_with_lineups
from tddesk.services.lineups import SIDES
from tddesk.services.masterpoints import GOLD, master_points
from tddesk.services.round_results import stage_round_entries
from tddesk.services.rulings import RulingRow, rulings, stages_with_rulings
from tddesk.services.schedule import MatchSlot, ScheduleView
from tddesk.services.stages import StageView

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

PENALTY_KINDS = frozenset({"late_arrival", "slow_play", "unauthorised_player", "committee"})

_STATES = {
    "not_started": QT_TRANSLATE_NOOP("Export", "Not played"),
    "after_first_half": QT_TRANSLATE_NOOP("Export", "After the first half"),
    "finished": QT_TRANSLATE_NOOP("Export", "Finished"),
    "walkover": QT_TRANSLATE_NOOP("Export", "Walkover"),
}
_OUTCOMES = {
    "won": QT_TRANSLATE_NOOP("Export", "Won or lost"),
    "drawn": QT_TRANSLATE_NOOP("Export", "Drawn"),
    "walkover": QT_TRANSLATE_NOOP("Export", "Walkover"),
}


# -- Matches and line-ups ------------------------------------------------------------------------
def match_sheets(
    tournament: Tournament, stages: Sequence[StageView], schedule_of: dict[str, ScheduleView], tick: Tick
) -> list[SheetData]:
    """Matches (IMPs per half, totals, VP, penalties, rulings) and line-ups (four MIDs and names
    per team and half), as the round grid and the match reports show them."""
    halves = max((stage.form.halves for stage in stages), default=1)
    half_columns: list[tuple[str, str]] = []
    for half in range(1, halves + 1):
        half_columns += [
            (translate("Export", "IMPs half {half} home").format(half=half), "int"),
            (translate("Export", "IMPs half {half} away").format(half=half), "int"),
        ]
    match_columns = (
        *header_columns(
            (QT_TRANSLATE_NOOP("Export", "Stage"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Round"), "int"),
            (QT_TRANSLATE_NOOP("Export", "Match"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Date"), "date"),
            (QT_TRANSLATE_NOOP("Export", "Home"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Away"), "text"),
            (QT_TRANSLATE_NOOP("Export", "Boards"), "int"),
        ),
        *(Column(header, kind) for header, kind in half_columns),
        *header_columns(
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
    lineup_columns = header_columns(
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
    lineup_columns += header_columns(
        (QT_TRANSLATE_NOOP("Export", "Unauthorised players (P3)"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Match id"), "text"),
    )
    matches: list[Row] = []
    lineups: list[Row] = []
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
    return [titled_sheet(1, match_columns, matches), titled_sheet(2, lineup_columns, lineups)]


def _match_rows(
    tournament: Tournament, stage: StageView, halves: int, schedule: ScheduleView, has_rulings: bool
) -> list[Row]:
    by_match: dict[str, list[RulingRow]] = {}
    for ruling in rulings(tournament, stage.id) if has_rulings else ():
        if ruling.match_id is not None:
            by_match.setdefault(ruling.match_id, []).append(ruling)
    rows: list[Row] = []
    entries = stage_round_entries(tournament, stage.id)  # the stage read once, not once per round
    for round_ in schedule.rounds:
        entry = {row.id: row for row in entries[round_.number].matches} if round_.number in entries else {}
        for slot in round_.matches:
            row = entry[slot.id]
            imps: list[int | None] = []
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


def _lineup_rows(match_lineups: MatchLineupsView, stage: StageView, slot: MatchSlot) -> list[Row]:
    rows: list[Row] = []
    for half, sides in enumerate(match_lineups.halves, start=1):
        for side in SIDES:
            lineup = sides[side]
            if not lineup.players:
                continue
            seats: list[str | None] = []
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


# -- Master points -------------------------------------------------------------------------------
def master_point_sheets(tournament: Tournament, stages: Sequence[StageView], tick: Tick) -> list[SheetData]:
    """M1-M4: each player's points per match (as split by halves played), and each player's total."""
    per_match = header_columns(
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
    totals = header_columns(
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
    match_rows: list[Row] = []
    total_rows: list[Row] = []
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
    return [titled_sheet(4, per_match, match_rows), titled_sheet(5, totals, total_rows)]
