"""Master points of a stage (M1, M2, M4, W4, P5) and the A-final bonus (M3), from the stored facts.

Every finished match gives its winner as many silver points as it had boards, shared on a draw
(M2) and none for a walkover (W4); an SM semifinal gives gold instead (M4). A team's points are
split among the players of its line-ups by the halves each played. P5: a match of a team that was
later excluded still counts on its played result, so the VP here are the played VP, before
penalties and regardless of struck results.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Literal

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import Club, LineupSeat, Match, Player, TeamMember
from tddesk.rules import masterpoints as rules
from tddesk.rules.heat import boards_per_half
from tddesk.rules.scoring import StageFacts, match_score, match_state
from tddesk.rules.stage_kinds import StageKind
from tddesk.rules.tiebreak import alphabetical_key
from tddesk.services.errors import message
from tddesk.services.stage_facts import load_stage_facts
from tddesk.services.standings import standings

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SILVER, GOLD = "silver", "gold"
BONUS_STAGE_KINDS = (StageKind.A_FINAL,)
Outcome = Literal["won", "drawn", "walkover"]


@dataclass(frozen=True)
class PlayerShare:
    mid: str
    halves: int
    points: Decimal


@dataclass(frozen=True)
class SidePoints:
    team: TeamId
    team_name: str
    vp: Decimal | None  # the played VP (None for a walkover)
    points: Decimal
    shares: tuple[PlayerShare, ...]
    lineup_missing: bool  # points earned, but a half has no line-up: not split yet


@dataclass(frozen=True)
class MatchPoints:
    match_id: MatchId
    round: int
    outcome: Outcome
    home: SidePoints
    away: SidePoints
    struck: bool  # P5: struck from the standings, points still given


@dataclass(frozen=True)
class PlayerPoints:
    mid: str
    name: str
    club: str
    team: TeamId
    team_name: str
    matches: int
    halves: int
    points: Decimal


@dataclass(frozen=True)
class MasterPointsView:
    stage_id: StageId
    kind: str  # SILVER or GOLD
    boards: int
    matches: tuple[MatchPoints, ...]  # finished matches and walkovers, in playing order
    players: tuple[PlayerPoints, ...]  # everyone who played a half, by team, then name
    unfinished: int  # matches without a final result (no points yet)
    draw_below_vp: Decimal  # M2: the profile's bound, for the printed explanation
    win_points: int  # what a won match gives: its boards (M1) or the SM gold (M4)

    @property
    def total(self) -> Decimal:
        return sum((side.points for match in self.matches for side in (match.home, match.away)), rules.NO_POINTS)

    @property
    def lineups_missing(self) -> tuple[tuple[MatchPoints, SidePoints], ...]:
        return tuple(
            (match, side) for match in self.matches for side in (match.home, match.away) if side.lineup_missing
        )


def points_kind(stage_kind: str) -> str:
    """M4: an SM semifinal gives gold; every DM stage gives silver (M1)."""
    return GOLD if stage_kind == StageKind.SM_SEMIFINAL else SILVER


def master_points(tournament: Tournament, stage_id: StageId) -> MasterPointsView:
    """M1, M2, M4, W4, P5: the stage's master points per match and per player."""
    with tournament.reading() as session:
        facts = load_stage_facts(session, stage_id, tournament.profile)
        seats = _stage_seats(session, stage_id)
        players = _players(session, {mid for by_side in seats.values() for mids in by_side.values() for mid in mids})
    return master_point_list(facts, seats, players, tournament.profile)


def master_point_list(
    facts: StageFacts,
    seats: dict[tuple[str, str], dict[int, tuple[str, ...]]],
    players: dict[str, tuple[str, str]],
    profile,
) -> MasterPointsView:
    """The list from a stage's facts; ``seats[(match, side)][half]`` are the four MIDs of a half,
    ``players[mid]`` is (name, club)."""
    names = dict(facts.teams)
    walkovers = dict(facts.walkovers)
    kind = points_kind(facts.kind)
    matches, unfinished = [], 0
    totals: dict[str, dict] = {}
    for match in facts.matches:
        walkover = match.id in walkovers
        if not walkover and match_state(match, facts.halves) != "finished":
            unfinished += 1
            continue
        score = match_score(match, facts)
        outcome: Outcome
        home_vp: Decimal | None
        away_vp: Decimal | None
        if walkover:
            outcome, home_vp, away_vp = "walkover", None, None
            points = (rules.walkover_master_points(), rules.walkover_master_points())
        else:
            home_vp, away_vp = score.home_vp, score.away_vp
            assert home_vp is not None and away_vp is not None  # a finished match has its VP
            outcome = "drawn" if rules.is_drawn(home_vp, away_vp, profile) else "won"
            points = (
                rules.sm_semifinal_gold(home_vp, away_vp, False, profile)
                if kind == GOLD
                else rules.match_master_points(facts.boards, home_vp, away_vp, False, profile)
            )
        sides = []
        for side, team, vp, team_points in (
            ("home", match.home, home_vp, points[0]),
            ("away", match.away, away_vp, points[1]),
        ):
            halves = seats.get((match.id, side), {})
            sides.append(_side(TeamId(team), names.get(team, team), vp, team_points, halves, facts.halves, walkover))
            for mid in {mid for lineup in halves.values() for mid in lineup}:
                total = totals.setdefault(mid, {"team": team, "matches": 0, "halves": 0, "points": rules.NO_POINTS})
                total["matches"] += 1
                total["halves"] += sum(mid in lineup for lineup in halves.values())
            for share in sides[-1].shares:
                totals[share.mid]["points"] += share.points
        matches.append(MatchPoints(MatchId(match.id), match.round, outcome, sides[0], sides[1], score.struck))
    order = {team: index for index, (team, _) in enumerate(facts.teams)}
    rows = [
        PlayerPoints(
            mid,
            *players.get(mid, (mid, "")),
            total["team"],
            names.get(total["team"], total["team"]),
            total["matches"],
            total["halves"],
            total["points"],
        )
        for mid, total in totals.items()
    ]
    rows.sort(key=lambda row: (order.get(row.team, len(order)), alphabetical_key(row.name, row.mid)))
    win_points = profile.masterpoints.sm_semifinal_gold_per_match if kind == GOLD else facts.boards
    return MasterPointsView(
        StageId(facts.id),
        kind,
        facts.boards,
        tuple(matches),
        tuple(rows),
        unfinished,
        profile.masterpoints.draw_below_vp,
        win_points,
    )


def _side(
    team: TeamId, name: str, vp, points: Decimal, halves: dict[int, tuple[str, ...]], stage_halves: int, walkover: bool
) -> SidePoints:
    complete = not walkover and all(halves.get(half) for half in range(1, stage_halves + 1))
    played: dict[str, int] = defaultdict(int)
    for lineup in halves.values():
        for mid in lineup:
            played[mid] += 1
    if points and not complete:
        return SidePoints(team, name, vp, points, (), True)
    split = rules.split_by_halves(points, dict(played)) if played else {}
    shares = tuple(PlayerShare(mid, played[mid], split[mid]) for mid in played)
    return SidePoints(team, name, vp, points, shares, False)


def _stage_seats(session, stage_id: StageId) -> dict[tuple[str, str], dict[int, tuple[str, ...]]]:
    seats: dict[tuple[str, str], dict[int, list[str]]] = defaultdict(lambda: defaultdict(list))
    for match_id, half, side, mid in session.execute(
        select(LineupSeat.match_id, LineupSeat.half, LineupSeat.side, LineupSeat.mid)
        .join(Match, Match.id == LineupSeat.match_id)
        .where(Match.stage_id == stage_id)
        .order_by(LineupSeat.match_id, LineupSeat.half, LineupSeat.side, LineupSeat.seat)
    ):
        seats[(match_id, side)][half].append(mid)
    return {key: {half: tuple(mids) for half, mids in halves.items()} for key, halves in seats.items()}


def _players(session, mids) -> dict[str, tuple[str, str]]:
    return {
        mid: (name, club or "")
        for mid, name, club in session.execute(
            select(Player.mid, Player.name, Club.name)
            .outerjoin(Club, Club.id == Player.club_id)
            .where(Player.mid.in_(list(mids)))
        )
    }


# --- M3: the A-final bonus, plaques and title --------------------------------------------------


@dataclass(frozen=True)
class BonusPlayer:
    mid: str
    name: str
    club: str
    halves: int
    boards: int
    eligible: bool  # bonus, plaque and title
    points: Decimal
    reasons: tuple[str, ...]  # why not, in the TD's language, each with its rule


@dataclass(frozen=True)
class BonusTeam:
    rank: int
    team: TeamId
    name: str
    all_clubs_in_district: bool
    outside_district: tuple[str, ...]  # names of the team's players from clubs outside the district
    total_halves: int
    final_boards: int
    awaiting_lot: bool
    players: tuple[BonusPlayer, ...]


@dataclass(frozen=True)
class BonusListView:
    stage_id: StageId
    district: str
    complete: bool  # the final is finished; until then the list is provisional
    places: int
    teams: tuple[BonusTeam, ...]


def final_bonus(tournament: Tournament, stage_id: StageId) -> BonusListView:
    """M3, T2, T3: the top teams of the A-final with each player's bonus, or why none."""
    profile = tournament.profile
    table = standings(tournament, stage_id)
    places = len(profile.masterpoints.bonus)
    with tournament.reading() as session:
        facts = load_stage_facts(session, stage_id, profile)
        if facts.kind not in BONUS_STAGE_KINDS:
            raise message(
                translate(
                    "Masterpoints", "The bonus, plaques and title (M3) are for the A-final; stage {stage} is not one."
                ),
                stage=stage_id,
            )
        seats = _stage_seats(session, stage_id)
        teams = [
            _bonus_team(session, facts, seats, row, profile)
            for row in table.rows
            if not row.excluded and row.rank <= places
        ]
    return BonusListView(stage_id, profile.profile.district, table.complete, places, tuple(teams))


def _bonus_team(session, facts: StageFacts, seats, row, profile) -> BonusTeam:
    matches = [m for m in facts.matches if row.team in (m.home, m.away)]
    per_half = boards_per_half(facts.boards, facts.halves)
    halves: dict[str, int] = defaultdict(int)
    boards: dict[str, int] = defaultdict(int)
    for match in matches:
        side = "home" if match.home == row.team else "away"
        for half, lineup in seats.get((match.id, side), {}).items():
            for mid in lineup:
                halves[mid] += 1
                boards[mid] += per_half[half - 1]
    roster = session.scalars(
        select(TeamMember.mid).where(TeamMember.team_id == row.team).order_by(TeamMember.position)
    ).all()
    mids = list(dict.fromkeys([*halves, *roster]))
    members = _members_anywhere(session, row.team) or set(roster)  # T3: who played a half for it
    info = {
        mid: (name, club or "", district or "")
        for mid, name, club, district in session.execute(
            select(Player.mid, Player.name, Club.name, Club.district)
            .outerjoin(Club, Club.id == Player.club_id)
            .where(Player.mid.in_(mids + list(members)))
        )
    }
    outside = tuple(sorted(info[mid][0] for mid in members if info[mid][2] != profile.profile.district))
    total_halves = len(matches) * facts.halves
    final_boards = len(matches) * facts.boards
    eligibility = rules.final_bonus_eligibility(
        row.rank,
        not outside,
        {mid: halves[mid] for mid in mids},
        max(total_halves, 1),
        final_boards,
        {mid: boards[mid] for mid in mids},
        profile,
    )
    players = tuple(
        BonusPlayer(
            mid,
            info[mid][0],
            info[mid][1],
            halves[mid],
            boards[mid],
            eligibility[mid].eligible,
            eligibility[mid].points,
            tuple(reason.text(translate) for reason in eligibility[mid].reasons),
        )
        for mid in mids
    )
    return BonusTeam(
        row.rank, row.team, row.name, not outside, outside, total_halves, final_boards, row.awaiting_lot, players
    )


def _members_anywhere(session, team_id: TeamId) -> set[str]:
    """T3: everyone who played at least one half for the team, in any stage of the file."""
    rows = session.execute(
        select(LineupSeat.mid, LineupSeat.side, Match.home_team_id, Match.away_team_id)
        .join(Match, Match.id == LineupSeat.match_id)
        .where((Match.home_team_id == team_id) | (Match.away_team_id == team_id))
    )
    return {mid for mid, side, home, away in rows if (home if side == "home" else away) == team_id}
