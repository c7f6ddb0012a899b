"""Who gets a medal (S p.4): the medal teams' players and the segments each of them played.

In the SM Lag final a player needs at least a third of the final's halves; in SM Lag Veteran at
least a third of the segments of the knockout's matches. A segment is a half of a match of the
player's team in the stage; a player played it when the half's line-up names him or her. The
medal teams are the knockout's gold, silver and bronze, or the final's first three once every
match has its result.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.ids import StageId, TeamId
from tddesk.models.tables import LineupSeat, Match, Player, Stage, Team, TeamMember
from tddesk.rules.knockout import medal_eligible
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.knockout import knockout_view
from tddesk.services.stages import get_stage
from tddesk.services.standings import standings

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

MEDALS = ("gold", "silver", "bronze")


@dataclass(frozen=True)
class MedalPlayer:
    mid: str
    name: str
    segments: int  # halves played in the stage
    eligible: bool


@dataclass(frozen=True)
class MedalTeamRow:
    medal: str  # "gold" | "silver" | "bronze"
    team_id: TeamId
    team_name: str
    segments: int  # the halves of the team's matches in the stage
    needed: int  # a third of them, rounded up
    players: tuple[MedalPlayer, ...]


def _medal_teams(tournament: Tournament, stage: Stage) -> tuple[TeamId, ...]:
    if stage.kind == StageKind.SM_KNOCKOUT:
        return knockout_view(tournament, stage.id).medals
    if stage.kind == StageKind.SM_FINAL:
        table = standings(tournament, stage.id)
        return tuple(TeamId(row.team) for row in table.rows[:3]) if table.complete and len(table.rows) >= 3 else ()
    return ()


def medal_eligibility(tournament: Tournament, stage_id: StageId) -> tuple[MedalTeamRow, ...]:
    """The medal teams in medal order with their players (roster order, then anyone else who played)
    and whether each played enough for a medal; empty until the medals are decided."""
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        kind, halves = stage.kind, stage.halves
    medalists = _medal_teams(tournament, stage) if kind in (StageKind.SM_KNOCKOUT, StageKind.SM_FINAL) else ()
    if not medalists:
        return ()
    with tournament.reading() as session:
        matches = session.execute(
            select(Match.id, Match.home_team_id, Match.away_team_id).where(Match.stage_id == stage_id)
        ).all()
        seats = session.execute(
            select(LineupSeat.match_id, LineupSeat.half, LineupSeat.side, LineupSeat.mid)
            .join(Match, Match.id == LineupSeat.match_id)
            .where(Match.stage_id == stage_id)
        ).all()
        sides = {match_id: (home, away) for match_id, home, away in matches}
        played: dict[tuple[str, str], set[tuple[str, int]]] = {}
        for match_id, half, side, mid in seats:
            team = sides[match_id][0 if side == "home" else 1]
            played.setdefault((team, mid), set()).add((match_id, half))
        names = dict(session.execute(select(Team.id, Team.name).where(Team.id.in_(medalists))).all())
        rosters = session.execute(
            select(TeamMember.team_id, TeamMember.mid)
            .where(TeamMember.team_id.in_(medalists))
            .order_by(TeamMember.position)
        ).all()
        mids = {mid for _team, mid in rosters} | {mid for team, mid in played if team in medalists}
        player_names = dict(session.execute(select(Player.mid, Player.name).where(Player.mid.in_(mids))).all())
    result = []
    for medal, team in zip(MEDALS, medalists):
        segments = halves * sum(1 for home, away in sides.values() if team in (home, away))
        squad = [mid for roster_team, mid in rosters if roster_team == team]
        squad += sorted(mid for played_team, mid in played if played_team == team and mid not in squad)
        players = tuple(
            MedalPlayer(
                mid,
                player_names.get(mid, mid),
                len(played.get((team, mid), ())),
                medal_eligible(len(played.get((team, mid), ())), segments),
            )
            for mid in squad
        )
        result.append(MedalTeamRow(medal, team, names.get(team, team), segments, -(-segments // 3), players))
    return tuple(result)
