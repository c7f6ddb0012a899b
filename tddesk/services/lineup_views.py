"""Line-ups as the window, reports and exports read them (H5, T3, P3): each match's line-ups per half
and side with the previous line-up offered and unauthorised players flagged, and the halves with a
result but no line-up. The actions that write line-ups are in ``services/lineups.py``."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import Club, LineupSeat, Match, Player, Round, Team, TeamMember
from tddesk.rules import eligibility, lineup_eligibility
from tddesk.rules.findings import Finding
from tddesk.rules.profile import Profile
from tddesk.services.lineups import SIDES, _lineups_by_team, _roster_on, _team_of
from tddesk.services.stages import get_match

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class LineupPlayer:
    mid: str
    name: str
    unauthorised: bool  # P3: unpaid membership or a 7th/8th member without dispensation


@dataclass(frozen=True)
class SideLineup:
    team_id: TeamId
    team_name: str
    players: tuple[LineupPlayer, ...]  # empty until entered
    suggested: tuple[str, ...]  # the team's previous line-up, offered as the default
    findings: tuple[Finding, ...]


@dataclass(frozen=True)
class MatchLineupsView:
    match_id: MatchId
    halves: tuple[dict[str, SideLineup], ...]  # per half: {"home": ..., "away": ...}


@dataclass(frozen=True)
class MissingLineupRow:
    """A half with a result whose team has no line-up (H5): the match report would list nobody."""

    stage_name: str
    round: int
    home_name: str
    away_name: str
    half: int
    team_name: str


def missing_lineups(
    tournament: Tournament, stage_id: StageId | None = None, round_number: int | None = None
) -> list[MissingLineupRow]:
    """Every half with a result but without a team's line-up, of one stage (and round) or the whole file."""
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from tddesk.models.tables import HalfResult, Stage

    with tournament.reading() as session:
        query = (
            select(Stage.name, Match.round_number, Match.id, Match.home_team_id, Match.away_team_id, HalfResult.half)
            .join(HalfResult, HalfResult.match_id == Match.id)
            .join(Stage, Stage.id == Match.stage_id)
            .order_by(Stage.id, Match.round_number, Match.position, HalfResult.half)
        )
        if stage_id is not None:
            query = query.where(Match.stage_id == stage_id)
        if round_number is not None:
            query = query.where(Match.round_number == round_number)
        halves = session.execute(query).all()
        seated = set(session.execute(select(LineupSeat.match_id, LineupSeat.half, LineupSeat.side).distinct()).all())
        names = dict(session.execute(select(Team.id, Team.name)).all())
    missing = []
    for stage_name, round_, match_id, home, away, half in halves:
        for side, team in (("home", home), ("away", away)):
            if (match_id, half, side) not in seated:
                missing.append(MissingLineupRow(stage_name, round_, names[home], names[away], half, names[team]))
    return missing


def match_lineups(tournament: Tournament, match_id: MatchId) -> MatchLineupsView:
    """One match's line-ups per half and side, with the default (previous) line-up and P3 flags."""
    with tournament.reading() as session:
        match = get_match(session, match_id)
        return _build(session, tournament.profile, match.stage_id, [match])[match_id]


def round_lineups(tournament: Tournament, match_id: MatchId) -> dict[str, MatchLineupsView]:
    """The line-ups of every match in ``match_id``'s round, read together: a TD typing a round
    goes from match to match, and the round costs a few queries once instead of a few per match."""
    with tournament.reading() as session:
        match = get_match(session, match_id)
        matches = session.scalars(
            select(Match)
            .where(Match.stage_id == match.stage_id, Match.round_number == match.round_number)
            .order_by(Match.position)
        ).all()
        return _build(session, tournament.profile, match.stage_id, matches)


def stages_with_lineups(tournament: Tournament) -> set[str]:
    """The stages with a line-up entered: in the others every side of every match has none."""
    with tournament.reading() as session:
        return set(session.scalars(select(Match.stage_id).join(LineupSeat, LineupSeat.match_id == Match.id).distinct()))


def stage_lineups(tournament: Tournament, stage_id: StageId) -> dict[str, MatchLineupsView]:
    """Every match's line-ups of a stage in a few queries (reports, exports, rulings)."""
    with tournament.reading() as session:
        matches = session.scalars(
            select(Match).where(Match.stage_id == stage_id).order_by(Match.round_number, Match.position)
        ).all()
        return _build(session, tournament.profile, stage_id, matches)


def _build(
    session: Session, profile: Profile, stage_id: StageId, matches: Sequence[Match]
) -> dict[str, MatchLineupsView]:
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from tddesk.models.tables import Stage

    stage = session.get(Stage, stage_id)
    assert stage is not None  # its matches were just read
    halves_per_match = stage.halves
    teams = {team for match in matches for team in (match.home_team_id, match.away_team_id)}
    played = _lineups_by_team(session, teams)
    round_dates = dict(session.execute(select(Round.number, Round.date).where(Round.stage_id == stage_id)).all())
    rosters: dict[tuple[str, dt.date | None], eligibility.Roster] = {}
    bases: dict[str, tuple[eligibility.Roster, list[tuple[str, dt.date | None]]]] = {}
    # The teams' lists and clubs into the session at once (held here: the session keeps them only
    # while referenced), so the rosters below read no more rows.
    loaded = [
        *session.scalars(
            select(Team)
            .where(Team.id.in_(teams))
            .options(selectinload(Team.members).selectinload(TeamMember.player), selectinload(Team.dispensations))
        ),
        *session.scalars(select(Club)),
    ]
    team_names = dict(session.execute(select(Team.id, Team.name).where(Team.id.in_(teams))).all())
    everyone = {mid for lineups in played.values() for lineup in lineups.values() for mid in lineup}
    player_names = dict(session.execute(select(Player.mid, Player.name).where(Player.mid.in_(everyone))).all())
    result: dict[str, MatchLineupsView] = {}
    for match in matches:
        halves = []
        for half in range(1, halves_per_match + 1):
            sides = {}
            for side in SIDES:
                team_id = _team_of(match, side)
                lineups = played.get(team_id, {})
                earlier = [
                    lineup
                    for (stage, round_number, match_id, number), lineup in lineups.items()
                    if not (stage == match.stage_id and (round_number, match_id) >= (match.round_number, match.id))
                ]
                earlier += [
                    lineups[key]
                    for number in range(1, half)
                    if (key := (match.stage_id, match.round_number, match.id, number)) in lineups
                ]
                mids = lineups.get((match.stage_id, match.round_number, match.id, half), [])
                findings: tuple[Finding, ...] = ()
                if mids:  # a side without a line-up needs no roster
                    played_on = match.date or round_dates.get(match.round_number)
                    if (team_id, played_on) not in rosters:
                        rosters[team_id, played_on] = _roster_on(session, team_id, played_on, bases)
                    findings = lineup_eligibility.lineup_findings(mids, rosters[team_id, played_on], profile, earlier)
                flagged = set(lineup_eligibility.unauthorised_mids(findings))
                players = tuple(LineupPlayer(mid, player_names[mid], mid in flagged) for mid in mids)
                sides[side] = SideLineup(
                    team_id, team_names[team_id], players, tuple(earlier[-1]) if earlier else (), findings
                )
            halves.append(sides)
        result[match.id] = MatchLineupsView(match.id, tuple(halves))
    del loaded
    return result
