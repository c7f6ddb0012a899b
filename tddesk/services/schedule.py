"""The schedule of a stage (H1, H6): the round robin, dates, home/away swaps and moved matches."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import CompoundSelect, select, union

from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import BoardResult, HalfResult, LineupSeat, Match, Round, StageTeam, Team, Walkover
from tddesk.rules import schedule as schedule_rules
from tddesk.rules import sm_schedule
from tddesk.rules.findings import Finding
from tddesk.rules.heat import check_heat
from tddesk.rules.stage_kinds import StageKind
from tddesk.rules.veteran import veteran_format
from tddesk.services.errors import message, refused
from tddesk.services.sm_entries import seeded_order, team_districts
from tddesk.services.stages import get_match, get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


@dataclass(frozen=True)
class MatchSlot:
    id: MatchId
    round: int
    home: TeamId
    away: TeamId
    home_name: str
    away_name: str
    date: dt.date | None  # the match's own date, else its round's
    moved: bool  # played on another date than its round (H6)


@dataclass(frozen=True)
class RoundView:
    number: int
    date: dt.date | None
    start: str | None
    bye: TeamId | None
    bye_name: str | None
    matches: tuple[MatchSlot, ...]


@dataclass(frozen=True)
class ScheduleView:
    stage_id: StageId
    rounds: tuple[RoundView, ...]
    team_ids: tuple[TeamId, ...]
    team_names: dict[TeamId, str]
    findings: tuple[Finding, ...]

    def grid(self) -> dict[TeamId, list[str]]:
        """Team × round: the opponent marked home or away (Swedish H/B), or "—" for the bye."""
        home_mark, away_mark = translate("Schedule", "H"), translate("Schedule", "A")
        grid = {team: ["" for _ in self.rounds] for team in self.team_ids}
        for index, round_ in enumerate(self.rounds):
            for match in round_.matches:
                grid.setdefault(match.home, ["" for _ in self.rounds])[index] = f"{match.away_name} ({home_mark})"
                grid.setdefault(match.away, ["" for _ in self.rounds])[index] = f"{match.home_name} ({away_mark})"
            if round_.bye:
                grid.setdefault(round_.bye, ["" for _ in self.rounds])[index] = "—"
        return grid


def make_schedule(
    tournament: Tournament, stage_id: StageId, first_date: dt.date | None = None, days_between: int | None = None
) -> Change:
    """H1: a single round robin for the stage's teams, home and away balanced, one bye per round
    when the count is odd; round dates from ``first_date`` every ``days_between`` days (by default
    the stage's own playing dates). SM Lag Veteran's matches get the length its number of entries
    calls for (S5)."""
    with tournament.action("make_schedule", stage_id) as (session, record):
        stage = get_stage(session, stage_id)
        teams = [entry.team_id for entry in stage.entries]
        if len(teams) < tournament.profile.heat.min_teams:
            raise refused(
                [
                    f
                    for f in check_heat(len(teams), stage.boards_per_match, stage.halves, tournament.profile)
                    if f.rule == "H1"
                ]
            )
        if stage.rounds:
            raise message(translate("Schedule", "{name} already has a schedule."), name=stage.name)
        if stage.kind == StageKind.SM_KNOCKOUT or (stage.kind == StageKind.SM_VETERAN and len(teams) > 16):
            raise message(
                translate("Schedule", "{name} is paired round by round (S5); use Pair next round."), name=stage.name
            )
        if stage.kind == StageKind.SM_VETERAN:
            # S5: the number of entries decides the match length; no half-time change.
            stage.boards_per_match, stage.halves = veteran_format(len(teams)).boards, 1
        first_date = first_date or stage.first_round_date
        days_between = days_between or stage.days_between_rounds or 7
        for round_ in _round_robin(session, stage, teams):
            date = first_date + dt.timedelta(days=days_between * (round_.number - 1)) if first_date else None
            row = Round(stage_id=stage_id, number=round_.number, date=date, bye_team_id=round_.bye)
            for position, pairing in enumerate(round_.matches, start=1):
                row.matches.append(
                    Match(
                        id=f"{stage_id}-r{round_.number}-m{position}",
                        stage_id=stage_id,
                        home_team_id=pairing.home,
                        away_team_id=pairing.away,
                        position=position,
                    )
                )
            stage.rounds.append(row)
        record.after = {"rounds": len(stage.rounds), "boards_per_match": stage.boards_per_match}
    return record.change


def _round_robin(session, stage, teams: list[TeamId]):
    """H1, or S2 for the SM semifinal (derbies early, favourites last) and the SM final (top four
    in the last three rounds)."""
    if stage.kind == StageKind.SM_FINAL:
        return sm_schedule.sm_final_schedule(seeded_order(stage))
    if stage.kind == StageKind.SM_SEMIFINAL:
        favourites = [entry.team_id for entry in stage.entries if entry.seed in (1, 2)]
        # The rules know team ids as plain strings.
        districts: dict[str, str] = dict(team_districts(session, teams).items())
        return sm_schedule.sm_semifinal_schedule(teams, districts, favourites)
    return schedule_rules.round_robin(teams)


def clear_schedule(tournament: Tournament, stage_id: StageId) -> Change:
    """Remove a schedule that has no results yet (to make it again after changing the teams)."""
    with tournament.action("clear_schedule", stage_id) as (session, record):
        stage = get_stage(session, stage_id)
        match_ids = [match.id for round_ in stage.rounds for match in round_.matches]
        if (
            session.scalars(select(HalfResult.match_id).where(HalfResult.match_id.in_(match_ids))).first()
            or session.scalars(select(Walkover.match_id).where(Walkover.match_id.in_(match_ids))).first()
        ):
            raise message(
                translate("Schedule", "{name} has results; the schedule can no longer be removed."), name=stage.name
            )
        record.before = {"rounds": len(stage.rounds)}
        stage.rounds.clear()
    return record.change


def swap_home_away(tournament: Tournament, match_id: MatchId) -> Change:
    """H6: the heat manager may swap home and away (e.g. when the home team sent no invitation)."""
    with tournament.action("swap_home_away", match_id) as (session, record):
        match = get_match(session, match_id)
        record.before = {"home": match.home_team_id, "away": match.away_team_id}
        match.home_team_id, match.away_team_id = match.away_team_id, match.home_team_id
        for half in match.halves:
            half.home_imps, half.away_imps = half.away_imps, half.home_imps
        _swap_lineups(session, match)
        _swap_rooms(session, match)
        record.after = {"home": match.home_team_id, "away": match.away_team_id}
    return record.change


def _swap_lineups(session, match: Match) -> None:
    """Each side's seats go with its team. Re-keyed in two steps (delete, then insert): flipping
    ``side`` in place would hold a (match, half, side, seat) key twice within one flush."""
    seats = [(seat.half, "away" if seat.side == "home" else "home", seat.seat, seat.mid) for seat in match.lineup]
    match.lineup.clear()
    session.flush()
    for half, side, number, mid in seats:
        match.lineup.append(LineupSeat(match_id=match.id, half=half, side=side, seat=number, mid=mid))


def _swap_rooms(session, match: Match) -> None:
    """The home team sits NS in the open room: with home and away swapped, so are the rooms.
    Rows are re-keyed in two steps so no primary key is held twice at once."""
    boards = list(match.boards)
    images = [
        (
            board.half,
            board.room,
            board.board,
            {
                column: getattr(board, column)
                for column in (
                    "contract",
                    "declarer",
                    "tricks",
                    "lead",
                    "assigned_ns_score",
                    "ns_percent",
                    "ew_percent",
                    "weighted",
                    "source",
                    "bws_row_id",
                )
            },
        )
        for board in boards
    ]
    for board in boards:
        match.boards.remove(board)
    session.flush()
    for half, room, number, values in images:
        match.boards.append(
            BoardResult(
                match_id=match.id, half=half, room="closed" if room == "open" else "open", board=number, **values
            )
        )


def set_round_date(
    tournament: Tournament, stage_id: StageId, number: int, date: dt.date | None, start: str | None = None
) -> Change:
    with tournament.action("set_round_date", f"{stage_id}/{number}") as (session, record):
        round_ = session.get(Round, (stage_id, number))
        if round_ is None:
            raise message(
                translate("Schedule", "There is no round {number} in {stage}."), number=number, stage=stage_id
            )
        if start is not None and start and not _is_time(start):
            raise message(translate("Schedule", "'{start}' is not a time; write it as HH:MM."), start=start)
        record.before = {"date": _iso(round_.date), "start": round_.start}
        round_.date = date
        if start is not None:
            round_.start = start or None
        record.after = {"date": _iso(round_.date), "start": round_.start}
    return record.change


def move_match(tournament: Tournament, match_id: MatchId, date: dt.date | None) -> Change:
    """Play a match on another date than its round's (None: back to the round's date)."""
    with tournament.action("move_match", match_id) as (session, record):
        match = get_match(session, match_id)
        record.before = {"date": _iso(match.date)}
        match.date = date
        record.after = {"date": _iso(date)}
    return record.change


def schedule_view(tournament: Tournament, stage_id: StageId) -> ScheduleView:
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        names = _team_names(session, stage_id)
        rounds = []
        # The rounds and their matches in two selects (not one lazy load per round).
        stage_matches: dict[int, list[Match]] = {}
        for m in session.scalars(select(Match).where(Match.stage_id == stage_id).order_by(Match.position)):
            stage_matches.setdefault(m.round_number, []).append(m)
        for round_ in session.scalars(select(Round).where(Round.stage_id == stage_id).order_by(Round.number)):
            matches = tuple(
                MatchSlot(
                    m.id,
                    round_.number,
                    m.home_team_id,
                    m.away_team_id,
                    names[m.home_team_id],
                    names[m.away_team_id],
                    m.date or round_.date,
                    m.date is not None,
                )
                for m in stage_matches.get(round_.number, ())
            )
            rounds.append(
                RoundView(
                    round_.number,
                    round_.date,
                    round_.start,
                    round_.bye_team_id,
                    names.get(round_.bye_team_id) if round_.bye_team_id else None,
                    matches,
                )
            )
        team_ids = tuple(entry.team_id for entry in stage.entries)
        rule_rounds = [
            schedule_rules.Round(r.number, tuple(schedule_rules.Pairing(m.home, m.away) for m in r.matches), r.bye)
            for r in rounds
        ]
        findings = schedule_rules.validate_schedule(rule_rounds, team_ids) if rounds else ()
        return ScheduleView(stage_id, tuple(rounds), team_ids, {t: names[t] for t in team_ids}, findings)


def _team_names(session, stage_id: StageId) -> dict[str, str]:
    """The names of the stage's teams and of every team its matches and byes name (not the whole file's)."""
    named: CompoundSelect = union(
        select(StageTeam.team_id).where(StageTeam.stage_id == stage_id),
        select(Match.home_team_id).where(Match.stage_id == stage_id),
        select(Match.away_team_id).where(Match.stage_id == stage_id),
        select(Round.bye_team_id).where(Round.stage_id == stage_id, Round.bye_team_id.is_not(None)),
    )
    return dict(session.execute(select(Team.id, Team.name).where(Team.id.in_(named.scalar_subquery()))).all())


def _iso(date: dt.date | None) -> str | None:
    return date.isoformat() if date else None


def _is_time(text: str) -> bool:
    try:
        dt.time.fromisoformat(text)
        return len(text) == 5
    except ValueError:
        return False
