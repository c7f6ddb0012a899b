"""The knockout's own standing (S5), for the right dock: each team's furthest round, its score
there and whether it is through, out, still playing or on the podium. A knockout has no VP.

Teams are listed by what they reached (the medals first, then the furthest round, still in play
before out), and within that in Gröna Hissen's order, which is the knockout's entry order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.ids import StageId, TeamId
from tddesk.models.tables import StageTeam
from tddesk.rules.rows import StandingRowBase
from tddesk.services.knockout import KnockoutMatchView, knockout_view

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

# Status words, in the order the dock lists them.
ORDER = ("gold", "silver", "bronze", "fourth", "through", "playing", "waiting", "out")


@dataclass(frozen=True)
class KnockoutStandingRow(StandingRowBase):
    team: TeamId
    name: str
    reached: int | None  # 1 round of 16 … 4 final or bronze match; None: no round made yet
    bronze_match: bool  # the round-4 match is the bronze match
    own_imps: int | None  # the team's IMPs in that match, None before a result
    their_imps: int | None
    opponent: str | None
    status: str  # one of ORDER; "waiting": before the round of 16 is made

    @property
    def entrant(self) -> str:
        return self.team


def _status(match: KnockoutMatchView, team: TeamId) -> str:
    if match.winner is None:  # halves to play, or a draw the TD has yet to decide
        return "playing"
    won = match.winner == team
    if match.round_number == 4:
        if match.number == 1:
            return "gold" if won else "silver"
        return "bronze" if won else "fourth"
    return "through" if won else "out"


def knockout_standing(tournament: Tournament, stage_id: StageId) -> tuple[KnockoutStandingRow, ...]:
    view = knockout_view(tournament, stage_id)
    with tournament.reading() as session:
        teams = session.scalars(
            select(StageTeam.team_id).where(StageTeam.stage_id == stage_id).order_by(StageTeam.position)
        ).all()
    last: dict[TeamId, KnockoutMatchView] = {}
    for matches in view.rounds:
        for match in matches:
            last[match.home] = last[match.away] = match
    rows = []
    for team in teams:
        if team not in last:
            rows.append(KnockoutStandingRow(team, view.names.get(team, team), None, False, None, None, None, "waiting"))
            continue
        match = last[team]
        home = match.home == team
        own, their = (match.home_imps, match.away_imps) if home else (match.away_imps, match.home_imps)
        status = _status(match, team)
        rows.append(
            KnockoutStandingRow(
                team,
                view.names.get(team, team),
                match.round_number,
                match.round_number == 4 and match.number == 2,
                own,
                their,
                view.names.get(match.away if home else match.home),
                status,
            )
        )
    position = {team: index for index, team in enumerate(teams)}
    return tuple(
        sorted(
            rows,
            key=lambda row: (
                ORDER.index(row.status) if row.status in ORDER[:4] else 4,
                -(row.reached or 0),
                ORDER.index(row.status),
                position[row.team],
            ),
        )
    )
