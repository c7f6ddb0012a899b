"""Line-ups per half (H5, T3): who played, shown with MID, and who is unauthorised (P3)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from sqlalchemy import BindParameter, bindparam, select

from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import Club, LineupSeat, Match, Player, Round, Team, TeamMember
from tddesk.rules import eligibility, lineup_eligibility
from tddesk.rules.findings import Finding, Severity
from tddesk.services.compiled_sql import run, session_connection
from tddesk.services.errors import ServiceError, message, refused
from tddesk.services.players import clean_mid
from tddesk.services.stages import get_match
from tddesk.services.teams import SEVENTH_PLAYER, _other_teams, _roster

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament

SIDES = ("home", "away")


class MatchLike(Protocol):
    """What the line-up suggestion reads of a match (a Match, or the entry's own read of one)."""

    @property
    def id(self) -> str: ...
    @property
    def stage_id(self) -> str: ...
    @property
    def round_number(self) -> int: ...
    @property
    def home_team_id(self) -> TeamId: ...
    @property
    def away_team_id(self) -> TeamId: ...
    @property
    def date(self) -> dt.date | None: ...


class NotOnRoster(ServiceError):
    """A line-up names players who are not on the team's list; repeat with add_to_roster=True."""

    def __init__(self, text: str, mids: tuple[str, ...]):
        super().__init__(text)
        self.mids = mids


def _team_of(match: MatchLike, side: str) -> TeamId:
    if side not in SIDES:
        raise message(translate("Lineups", "A side is home or away, not {side}."), side=side)
    return match.home_team_id if side == "home" else match.away_team_id


def _earlier_lineups(session, team_id: TeamId, stage_id: StageId | None, before: Match | None) -> list[list[str]]:
    """The team's line-ups in playing order (T3), all stages of the file, before the match ``before``."""
    lineups = _lineups_by_team(session, {team_id}).get(team_id, {})
    return [
        lineup
        for (stage, round_number, match_id, _half), lineup in lineups.items()
        if not (
            before is not None
            and stage == before.stage_id
            and (round_number, match_id) >= (before.round_number, before.id)
        )
    ]


def _team_roster(session, team_id: TeamId, played_on: dt.date | None = None) -> eligibility.Roster:
    """The team's list as it stood for a match played on ``played_on``: only dispensations granted
    by then count (T1)."""
    team = session.get(Team, team_id)
    dispensations = {
        d.mid
        for d in team.dispensations
        if d.kind == SEVENTH_PLAYER and lineup_eligibility.dispensation_covers(d.granted_on, played_on)
    }
    # The list's players and their clubs in two reads, not one per player: this runs for every
    # line-up saved, and the members' players are then found in the session.
    players = session.scalars(
        select(Player).join(TeamMember, TeamMember.mid == Player.mid).where(TeamMember.team_id == team_id)
    ).all()
    club_ids = {player.club_id for player in players if player.club_id}
    clubs = {club.id: club for club in session.scalars(select(Club).where(Club.id.in_(club_ids)))} if club_ids else {}
    return _roster(session, team_id, [member.player for member in team.members], dispensations, clubs)


def _roster_on(
    session,
    team_id: TeamId,
    played_on: dt.date | None,
    bases: dict[str, tuple[eligibility.Roster, list[tuple[str, dt.date | None]]]],
) -> eligibility.Roster:
    """``_team_roster`` for a stage's many match dates: the team's list is read once, and only the
    dispensations granted by ``played_on`` (T1) differ from date to date."""
    if team_id not in bases:
        team = session.get(Team, team_id)
        granted = [(d.mid, d.granted_on) for d in team.dispensations if d.kind == SEVENTH_PLAYER]
        bases[team_id] = (_roster(session, team_id, [member.player for member in team.members], set()), granted)
    roster, granted = bases[team_id]
    covered = {mid for mid, on in granted if lineup_eligibility.dispensation_covers(on, played_on)}
    if not covered:
        return roster
    return replace(
        roster, players=tuple(replace(player, has_dispensation=player.mid in covered) for player in roster.players)
    )


def set_lineup(
    tournament: Tournament, match_id: MatchId, half: int, side: str, mids, *, add_to_roster: bool = False
) -> Change:
    """Record the four players of a side for a half; players not on the list are added only when
    the TD agrees (then T1/T2/T4 apply as in registration)."""
    mids = [clean_mid(mid) for mid in mids]
    with tournament.action("set_lineup", f"{match_id}/{half}/{side}") as (session, record):
        match = get_match(session, match_id)
        record.before, record.after = write_lineup(
            session, tournament.profile, match, half, side, mids, add_to_roster=add_to_roster
        )
    return record.change


def write_lineup(
    session,
    profile,
    match: Match,
    half: int,
    side: str,
    mids: list[str],
    *,
    add_to_roster: bool = False,
    rosters: dict | None = None,
) -> tuple[list[str] | None, dict]:
    """Replace a side's line-up for a half inside a running action, with every check of set_lineup;
    returns the before and after images for the audit row. ``rosters`` keeps each team's list per
    match date across many line-ups written in one action (a Bridgemate file's)."""
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from tddesk.models.tables import Stage

    if not 1 <= half <= session.get(Stage, match.stage_id).halves:
        raise message(translate("Lineups", "There is no half {half} in this match."), half=half)
    team_id = _team_of(match, side)
    registered = set(session.scalars(select(Player.mid).where(Player.mid.in_(mids))))
    unknown = [mid for mid in mids if mid not in registered]
    if unknown:
        raise message(
            translate("Lineups", "MID {mid} is not in the member register; register the player first."), mid=unknown[0]
        )
    team = session.get(Team, team_id)
    listed = set(session.scalars(select(TeamMember.mid).where(TeamMember.team_id == team_id, TeamMember.mid.in_(mids))))
    newcomers = tuple(mid for mid in dict.fromkeys(mids) if mid not in listed)
    if newcomers and not add_to_roster:
        names = ", ".join(f"{session.get(Player, mid).name} ({mid})" for mid in newcomers)
        raise NotOnRoster(
            message(
                translate("Lineups", "{players} is not on the list of {team}. Add to the team?"),
                players=names,
                team=team.name,
            ).args[0],
            newcomers,
        )
    for mid in newcomers:
        others = _other_teams(session, team_id, [mid])
        if others:
            raise refused(
                [
                    Finding(
                        "T4",
                        "player_in_other_team",
                        Severity.ERROR,
                        QT_TRANSLATE_NOOP("Rules", "{name} ({mid}) already plays for team {team}"),
                        {"name": session.get(Player, mid).name, "mid": mid, "team": others[mid]},
                    )
                ]
            )
        team.members.append(TeamMember(mid=mid, position=len(team.members)))
    session.flush()
    played_on = match_date(session, match)
    if rosters is None or newcomers:
        roster = _team_roster(session, team_id, played_on)
    else:
        if (team_id, played_on) not in rosters:
            rosters[team_id, played_on] = _team_roster(session, team_id, played_on)
        roster = rosters[team_id, played_on]
    findings = lineup_eligibility.lineup_findings(
        mids, roster, profile, _earlier_lineups(session, team_id, match.stage_id, match)
    )
    errors = [f for f in findings if f.severity is Severity.ERROR]
    if errors:
        raise refused(errors)
    old = session.scalars(
        select(LineupSeat)
        .where(LineupSeat.match_id == match.id, LineupSeat.half == half, LineupSeat.side == side)
        .order_by(LineupSeat.seat)
    ).all()
    before = [seat.mid for seat in old] or None
    for seat in old:
        session.delete(seat)
    session.flush()
    for seat, mid in enumerate(mids, start=1):
        session.add(LineupSeat(match_id=match.id, half=half, side=side, seat=seat, mid=mid))
    return before, {"team": team_id, "players": list(mids), "added_to_roster": list(newcomers)}


def keyed_lineup_findings(tournament, match_id: MatchId, half: int, side: str, mids: list[str]) -> tuple[Finding, ...]:
    """H5, T1-T5 (P3): what the rules say of a side's line-up keyed at the tables, before it is
    saved — each player not on the team's list (T2) or on another team's (T4), unpaid (T5) or a
    7th or 8th member without dispensation (T1, T3), all unauthorised players by P3 where so."""
    with tournament.reading() as session:
        match = get_match(session, match_id)
        team_id = _team_of(match, side)
        known = [mid for mid in mids if session.get(Player, mid) is not None]
        others = _other_teams(session, team_id, known)
        findings = [
            Finding(
                "T4",
                "player_in_other_team",
                Severity.ERROR,
                QT_TRANSLATE_NOOP("Rules", "{name} ({mid}) already plays for team {team}"),
                {"name": session.get(Player, mid).name, "mid": mid, "team": team},
            )
            for mid, team in others.items()
        ]
        roster = _team_roster(session, team_id, match_date(session, match))
        earlier = _earlier_lineups(session, team_id, match.stage_id, match)
        earlier += [
            [seat.mid for seat in seats]
            for number in range(1, half)
            if (
                seats := session.scalars(
                    select(LineupSeat)
                    .where(LineupSeat.match_id == match.id, LineupSeat.half == number, LineupSeat.side == side)
                    .order_by(LineupSeat.seat)
                ).all()
            )
        ]
        return tuple(findings) + lineup_eligibility.lineup_findings(mids, roster, tournament.profile, earlier)


def save_suggested_lineups(
    session, profile, match: MatchLike, half: int, seated: Collection[str] | None = None
) -> dict[str, list[str] | None]:
    """H5: inside the action that saves a half's result, give each side that has no line-up for
    the half its suggested one (the team's previous line-up, as the panel offers it).

    ``seated`` are the sides that have their line-up for the half, when the caller has read them.
    Returns side → the MIDs saved, [] when the side already had its line-up, or None when the
    team has no previous line-up (or the suggestion breaks a rule): the TD must choose its four.
    """
    saved: dict[str, list[str] | None] = {}
    # Two reads whatever the file's size: which sides have their line-up, and the line-ups of
    # the teams that lack one (this runs on every result the TD saves).
    if seated is None:
        seated = set(
            session.scalars(
                select(LineupSeat.side).distinct().where(LineupSeat.match_id == match.id, LineupSeat.half == half)
            )
        )
    missing = {side: _team_of(match, side) for side in SIDES if side not in seated}
    played = _lineups_by_team(session, set(missing.values())) if missing else {}
    for side in SIDES:
        if side not in missing:
            saved[side] = []
            continue
        team_id = missing[side]
        lineups = played.get(team_id, {})
        earlier = [
            lineup
            for (stage, round_number, match_id, _half), lineup in lineups.items()
            if stage != match.stage_id or (round_number, match_id) < (match.round_number, match.id)
        ]
        earlier += [
            lineup
            for (_stage, _round, match_id, number), lineup in lineups.items()
            if match_id == match.id and number < half
        ]
        suggestion = earlier[-1] if earlier else None
        if suggestion is not None:
            roster = _team_roster(session, team_id, match_date(session, match))
            findings = lineup_eligibility.lineup_findings(suggestion, roster, profile, earlier)
            if any(finding.severity is Severity.ERROR for finding in findings):
                suggestion = None
        if suggestion is not None:
            for seat, mid in enumerate(suggestion, start=1):
                session.add(LineupSeat(match_id=match.id, half=half, side=side, seat=seat, mid=mid))
        saved[side] = list(suggestion) if suggestion is not None else None
    session.flush()
    return saved


def match_date(session, match: MatchLike) -> dt.date | None:
    """The day a match is played: its own date when moved (H6), else its round's."""
    if match.date is not None:
        return match.date
    round_ = session.get(Round, (match.stage_id, match.round_number))
    return round_.date if round_ is not None else None


_PLAYED_COLUMNS = (
    Match.id,
    Match.stage_id,
    Match.round_number,
    Match.home_team_id,
    Match.away_team_id,
    LineupSeat.half,
    LineupSeat.side,
    LineupSeat.mid,
)
_PLAYING_ORDER = (Match.stage_id, Match.round_number, Match.position, LineupSeat.half, LineupSeat.seat)
_TEAM_A: BindParameter[str] = bindparam("team_a")
_TEAM_B: BindParameter[str] = bindparam("team_b")
# The line-ups of a match's two teams, compiled once: read with every result the TD saves.
_TWO_TEAMS_PLAYED = (
    select(*_PLAYED_COLUMNS)
    .join(LineupSeat, LineupSeat.match_id == Match.id)
    .where(Match.home_team_id.in_([_TEAM_A, _TEAM_B]) | Match.away_team_id.in_([_TEAM_A, _TEAM_B]))
    .order_by(*_PLAYING_ORDER)
)


def _lineups_by_team(session, teams: set[TeamId]) -> dict[TeamId, dict[tuple, list[str]]]:
    """Each team's line-ups in playing order (T3), all stages of the file:
    (stage, round, match, half) → the four MIDs."""
    rows: Iterable[tuple]
    if 1 <= len(teams) <= 2:
        team_a, *others = teams
        session.flush()  # as the ORM's select would: the seats the action changed so far are read too
        rows = run(
            session_connection(session), _TWO_TEAMS_PLAYED, team_a=team_a, team_b=others[0] if others else team_a
        ).fetchall()
    else:
        rows = session.execute(
            select(*_PLAYED_COLUMNS)
            .join(LineupSeat, LineupSeat.match_id == Match.id)
            .where(Match.home_team_id.in_(teams) | Match.away_team_id.in_(teams))
            .order_by(*_PLAYING_ORDER)
        ).all()
    played: dict[TeamId, dict[tuple, list[str]]] = {}
    for match_id, stage, round_number, home, away, half, side, mid in rows:
        team = home if side == "home" else away
        if team in teams:
            played.setdefault(team, {}).setdefault((stage, round_number, match_id, half), []).append(mid)
    return played
