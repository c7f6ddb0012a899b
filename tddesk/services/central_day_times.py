"""A5, A7, A8, H4, F2: a central day as the TD runs it — the venue's timetable, lunch, the table
fees due per team and round, the jury representatives and each table's start and end times.

The k-th round played on a date takes the k-th round of the central timetable (A7), shifted by
the stage's venue offset: a semifinal's rounds 1-3, the A-final's rounds 1-3 on its first central
day and rounds 4-6 and 7-9 on the two days of the weekend (A8).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import JuryMember, Penalty, Stage, TableTime, Team
from tddesk.rules.central_day import Slot, central_day_timetable, half_end_overrun
from tddesk.rules.heat import boards_per_half, playing_time_per_half
from tddesk.rules.penalties import SLOW_PLAY
from tddesk.rules.stage_kinds import CENTRAL_DAY_KINDS, StageKind
from tddesk.services.errors import message, refused
from tddesk.services.fees import fee_overview
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

CENTRAL_KINDS = CENTRAL_DAY_KINDS


@dataclass(frozen=True)
class MatchLine:
    id: str
    home: TeamId
    away: TeamId
    home_name: str
    away_name: str


@dataclass(frozen=True)
class TimetableRound:
    number: int
    date: dt.date | None
    halves: tuple[Slot, ...]  # A7 times of each half at this venue
    matches: tuple[MatchLine, ...]
    bye_name: str | None


@dataclass(frozen=True)
class TimetableDay:
    date: dt.date | None
    rounds: tuple[TimetableRound, ...]
    lunch: tuple[dt.time, dt.time] | None  # between the day's first and second round


@dataclass(frozen=True)
class FeeDue:
    """F2 (F3): a team's table fees on this stage; ``per_round`` is the net amount of one round."""

    team_id: TeamId
    name: str
    rounds: tuple[int, ...]
    per_round: Decimal
    due: Decimal
    paid_rounds: tuple[int, ...]


@dataclass(frozen=True)
class TableTimeRow:
    match_id: MatchId
    half: int
    table: int  # 1 open room, 2 closed room
    started: str | None
    ended: str | None
    allowed_end: dt.time
    overrun: int  # minutes after the allowed end (P2 counts from here)


@dataclass(frozen=True)
class DayTimetableView:
    stage_id: StageId
    stage_name: str
    kind: str
    venue: str | None
    offset_minutes: int
    boards: int
    halves: int
    boards_per_half: int
    half_minutes: int  # H4 playing time of a half
    table_fee: Decimal  # F2, per team and round (before an F3 discount)
    days: tuple[TimetableDay, ...]
    fees: tuple[FeeDue, ...]
    teams: tuple[tuple[TeamId, str], ...]
    jury: dict[TeamId, str]  # team id → representative
    table_times: tuple[TableTimeRow, ...]
    notes: tuple[str, ...]
    slow_play_ruled: frozenset[str] = frozenset()  # matches with a slow-play ruling (P2)

    @property
    def rounds(self) -> tuple[TimetableRound, ...]:
        return tuple(round_ for day in self.days for round_ in day.rounds)

    def slot(self, round_number: int, half: int) -> Slot:
        round_ = next(round_ for round_ in self.rounds if round_.number == round_number)
        return round_.halves[half - 1]

    def late_unruled(self, row: TableTimeRow) -> bool:
        """P2: the table ended after its allowed end and its match has no slow-play ruling yet."""
        return row.overrun > 0 and row.match_id not in self.slow_play_ruled

    def table_time(self, match_id: MatchId, half: int, table: int) -> TableTimeRow | None:
        return next(
            (row for row in self.table_times if (row.match_id, row.half, row.table) == (match_id, half, table)), None
        )


def round_slots(profile, rounds: Sequence[tuple[int, dt.date | None]], offset: int) -> dict[int, tuple[Slot, ...]]:
    """A7, A8: each round's half slots — the k-th round of a date gets the central timetable's k-th round."""
    by_date: dict[dt.date | None, list[int]] = {}
    for number, date in sorted(rounds):
        by_date.setdefault(date, []).append(number)
    slots: dict[int, tuple[Slot, ...]] = {}
    for date, numbers in by_date.items():
        try:
            timetable = central_day_timetable(profile, offset, len(numbers))
        except ValueError:
            raise message(
                translate("Advancement", "A7: {count} rounds on {date} do not fit the central timetable of one day."),
                count=len(numbers),
                date=date.isoformat() if date else "–",
            ) from None
        if not timetable.accepted:
            raise refused(timetable.findings)
        for index, number in enumerate(numbers, start=1):
            slots[number] = timetable.round_slots(index)
    return slots


def stage_slots(session: Session, stage: Stage, profile) -> dict[int, tuple[Slot, ...]]:
    if stage.kind not in CENTRAL_KINDS:
        raise message(
            translate(
                "Advancement",
                "A7: {stage} does not play on the central timetable (only the semifinals and the A-final do).",
            ),
            stage=stage.name,
        )
    return round_slots(
        profile, [(round_.number, round_.date) for round_ in stage.rounds], stage.start_offset_minutes or 0
    )


def fee_per_round(profile, kind: str) -> Decimal:
    """F2: the table fee per team and round of a semifinal, an A-final or a B-final."""
    fees = profile.fees
    amounts: dict[str, Decimal | int] = {
        StageKind.SEMIFINAL: fees.table_fee_semifinal,
        StageKind.A_FINAL: fees.table_fee_a_final,
        StageKind.B_FINAL: fees.table_fee_b_final,
    }
    return Decimal(amounts.get(kind, 0))


def day_timetable(tournament: Tournament, stage_id: StageId) -> DayTimetableView:
    """A5, A7, A8, H4, F2: the stage's central-day timetable at its venue, lunch, table fees due,
    jury representatives and table times."""
    profile = tournament.profile
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        slots = stage_slots(session, stage, profile)
        names = {team.id: team.name for team in session.scalars(select(Team))}
        teams = tuple((entry.team_id, names[entry.team_id]) for entry in stage.entries)
        rounds = [
            TimetableRound(
                round_.number,
                round_.date,
                slots[round_.number],
                tuple(
                    MatchLine(m.id, m.home_team_id, m.away_team_id, names[m.home_team_id], names[m.away_team_id])
                    for m in round_.matches
                ),
                names.get(round_.bye_team_id or TeamId("")),
            )
            for round_ in stage.rounds
        ]
        jury = {
            row.team_id: row.name for row in session.scalars(select(JuryMember).where(JuryMember.stage_id == stage_id))
        }
        match_round = {m.id: round_.number for round_ in stage.rounds for m in round_.matches}
        times = tuple(
            _time_row(row, slots[match_round[row.match_id]][row.half - 1].end)
            for row in session.scalars(
                select(TableTime)
                .where(TableTime.match_id.in_(match_round))
                .order_by(TableTime.match_id, TableTime.half, TableTime.table)
            )
        )
        ruled: frozenset[str] = frozenset(
            match_id
            for match_id in session.scalars(
                select(Penalty.match_id).where(
                    Penalty.stage_id == stage_id, Penalty.kind == SLOW_PLAY, Penalty.match_id.is_not(None)
                )
            )
            if match_id is not None
        )
        view = (
            stage.name,
            stage.kind,
            stage.venue,
            stage.start_offset_minutes or 0,
            stage.boards_per_match,
            stage.halves,
            max(boards_per_half(stage.boards_per_match, stage.halves)),
            playing_time_per_half(stage.boards_per_match, stage.halves, stage.dealt_at_table, profile),
        )
    days = _days(rounds)
    latest = max((round_.date for round_ in rounds if round_.date), default=None)
    overview = fee_overview(tournament, stage_id, max(dt.date.today(), latest or dt.date.min))
    fees = tuple(
        FeeDue(
            row.team_id,
            row.name,
            row.rounds,
            (row.fees.table_fees_net / len(row.rounds)).quantize(Decimal("0.01")) if row.rounds else Decimal(0),
            row.fees.table_fees_net,
            row.rounds_paid,
        )
        for row in overview.rows
    )
    return DayTimetableView(
        stage_id,
        *view,
        fee_per_round(profile, view[1]),
        days,
        fees,
        teams,
        jury,
        times,
        _notes(profile, view, rounds),
        ruled,
    )


def _time_row(row: TableTime, allowed_end: dt.time) -> TableTimeRow:
    overrun = half_end_overrun(allowed_end, dt.time.fromisoformat(row.ended)) if row.ended else 0
    return TableTimeRow(row.match_id, row.half, row.table, row.started, row.ended, allowed_end, overrun)


def _days(rounds: list[TimetableRound]) -> tuple[TimetableDay, ...]:
    grouped: dict[dt.date | None, list[TimetableRound]] = {}
    for round_ in rounds:
        grouped.setdefault(round_.date, []).append(round_)
    days = []
    for date, day_rounds in grouped.items():
        lunch = (day_rounds[0].halves[-1].end, day_rounds[1].halves[0].start) if len(day_rounds) > 1 else None
        days.append(TimetableDay(date, tuple(day_rounds), lunch))
    return tuple(days)


def _notes(profile, view: tuple, rounds: list[TimetableRound]) -> tuple[str, ...]:
    _name, kind, _venue, offset, boards, _halves, per_half, minutes = view
    notes = [
        translate("Advancement", "H4: {boards} boards per half, {minutes} minutes per half.").format(
            boards=per_half, minutes=minutes
        )
    ]
    slot_minutes = {slot.minutes for round_ in rounds for slot in round_.halves}
    if any(value != minutes for value in slot_minutes):
        notes.append(
            translate("Advancement", "A5: the timetable gives {slot} minutes per half, H4 gives {minutes}.").format(
                slot=", ".join(map(str, sorted(slot_minutes))), minutes=minutes
            )
        )
    if offset:
        notes.append(
            translate(
                "Advancement",
                "A7: this venue plays {offset:+d} minutes from the central timetable (at most {limit} allowed).",
            ).format(offset=offset, limit=profile.advancement.venue_max_offset_minutes)
        )
    if kind == StageKind.SEMIFINAL:
        notes.append(
            translate("Advancement", "A5: the same {boards} boards are played in all semifinals.").format(boards=boards)
        )
    return tuple(notes)
