"""Team registration (T1-T6): one dialog's worth of facts saved as one audited action."""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlalchemy import literal_column, select
from sqlalchemy.orm import Session, selectinload

from tddesk.formats.entries import PlayerEntry, check_mid
from tddesk.formats.entries import TeamForm as TeamForm
from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import Club, Dispensation, Player, StageTeam, Team, TeamMember
from tddesk.rules import eligibility
from tddesk.rules import entry_limits as limits
from tddesk.rules.findings import Finding, Severity
from tddesk.services.errors import message, refused
from tddesk.services.ids import next_id
from tddesk.services.players import upsert_player

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament

SEVENTH_PLAYER = "seventh_player"


@dataclass(frozen=True)
class TeamView:
    id: TeamId
    name: str
    captain_mid: str | None
    newcomer: bool
    entry_fee_paid_on: dt.date | None
    players: tuple[eligibility.Player, ...]
    clubs: tuple[str, ...]  # each player's club name, in roster order
    findings: tuple[Finding, ...]
    summary: eligibility.EligibilitySummary
    ages: eligibility.AgeSummary
    stages: tuple[str, ...] = field(default=())

    def form(self) -> TeamForm:
        """The team as the registration dialog edits it."""
        entries = tuple(
            PlayerEntry(p.mid, p.name, club, p.district, p.birth_year, p.membership_paid)
            for p, club in zip(self.players, self.clubs)
        )
        return TeamForm(
            self.name,
            entries,
            self.captain_mid,
            self.newcomer,
            self.entry_fee_paid_on,
            frozenset(p.mid for p in self.players if p.has_dispensation),
        )


def _team_name(form) -> str:
    return unicodedata.normalize("NFC", form.name.strip())  # one spelling of "ö", as the import stores it


def _roster(
    session: Session,
    team_id: TeamId,
    players: list[Player],
    dispensations: set[str],
    clubs: dict[str, Club] | None = None,
) -> eligibility.Roster:
    rows = []
    for player in players:
        club = None
        if player.club_id:
            club = clubs.get(player.club_id) if clubs is not None else session.get(Club, player.club_id)
        rows.append(
            eligibility.Player(
                mid=player.mid,
                name=player.name,
                district=club.district if club else "",
                membership_paid=player.membership_paid,
                birth_year=player.birth_year,
                has_dispensation=player.mid in dispensations,
            )
        )
    return eligibility.Roster(team_id, tuple(rows))


def _other_teams(session: Session, team_id: TeamId | None, mids: list[str]) -> dict[str, str]:
    rows = session.execute(
        select(TeamMember.mid, Team.name)
        .join(Team, Team.id == TeamMember.team_id)
        .where(TeamMember.mid.in_(mids), TeamMember.team_id != (team_id or ""))
    )
    return dict(rows.all())


def _check(session: Session, tournament, team_id: TeamId | None, form: TeamForm, players: list[Player]):
    if not form.name.strip():
        raise message(translate("Teams", "The team needs a name."))
    if (too_long := limits.name_problem(_team_name(form))) is not None:
        raise refused([too_long])
    clash = session.scalars(select(Team).where(Team.name == _team_name(form), Team.id != (team_id or ""))).first()
    if clash is not None:
        raise message(
            translate("Teams", "There is already a team called {name}. Choose another name."), name=clash.name
        )
    profile = tournament.profile
    roster = _roster(session, team_id or TeamId(""), players, set(form.dispensations))
    context = eligibility.EligibilityContext.for_profile(
        profile, _other_teams(session, team_id, [p.mid for p in players])
    )
    findings = eligibility.check_team(roster, context, profile)
    errors = [f for f in findings if f.severity is Severity.ERROR]
    if errors:
        raise refused(errors)
    if form.captain_mid and check_mid(form.captain_mid) not in {p.mid for p in players}:
        raise message(
            translate("Teams", "The captain (MID {mid}) must be one of the team's players."), mid=form.captain_mid
        )
    return findings


def _write(session: Session, team: Team, form: TeamForm, players: list[Player]) -> None:
    team.name = _team_name(form)
    team.captain_mid = check_mid(form.captain_mid) if form.captain_mid else None
    team.newcomer = form.newcomer
    team.entry_fee_paid_on = form.entry_fee_paid_on
    wanted = [p.mid for p in players]
    for member in list(team.members):
        if member.mid not in wanted:
            team.members.remove(member)
    session.flush()
    existing = {member.mid: member for member in team.members}
    for position, mid in enumerate(wanted):
        if mid in existing:
            existing[mid].position = position
        else:
            team.members.append(TeamMember(mid=mid, position=position))
    kept = {d.mid: d for d in team.dispensations if d.kind == SEVENTH_PLAYER}
    for mid, dispensation in kept.items():
        if mid not in form.dispensations:
            team.dispensations.remove(dispensation)
    for mid in form.dispensations - kept.keys():
        team.dispensations.append(
            Dispensation(mid=mid, kind=SEVENTH_PLAYER, granted_on=form.dispensation_granted_on or dt.date.today())
        )


def _summary(team: Team) -> dict:
    return {
        "name": team.name,
        "captain": team.captain_mid,
        "players": [m.mid for m in team.members],
        "newcomer": team.newcomer,
        "entry_fee_paid_on": team.entry_fee_paid_on.isoformat() if team.entry_fee_paid_on else None,
    }


def _players(session: Session, form: TeamForm) -> list[Player]:
    players = [upsert_player(session, entry) for entry in form.players]
    session.flush()
    return players


def register_team(tournament: Tournament, form: TeamForm, stage_id: StageId | None = None) -> Change:
    """Register a new team (and put it in a heat); refused with the rule's words on T1/T4 errors."""
    with tournament.action("register_team", form.name) as (session, record):
        team = register_in_session(session, tournament, form, stage_id)
        record.after, record.value, record.subject = _summary(team), team.id, team.id
    return record.change


def register_in_session(session: Session, tournament, form: TeamForm, stage_id: StageId | None = None) -> Team:
    """The work of ``register_team`` inside an action the caller runs, so several teams can be
    registered all or nothing (the workbook import)."""
    players = _players(session, form)
    _check(session, tournament, None, form, players)
    team = Team(id=next_id(session, Team.id, "t"), name="", position=len(session.scalars(select(Team.id)).all()))
    session.add(team)
    _write(session, team, form, players)
    if stage_id is not None:
        _enter(session, stage_id, team.id)
    return team


def update_team(tournament: Tournament, team_id: TeamId, form: TeamForm) -> Change:
    with tournament.action("update_team", team_id) as (session, record):
        team = _team(session, team_id)
        record.before = _summary(team)
        players = _players(session, form)
        _check(session, tournament, team_id, form, players)
        _write(session, team, form, players)
        session.flush()
        record.after, record.value = _summary(team), team.id
    return record.change


def remove_team(tournament: Tournament, team_id: TeamId) -> Change:
    """Remove a team that has not played; a team with a schedule or results stays (withdraw it instead)."""
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from tddesk.models.tables import Match

    with tournament.action("remove_team", team_id) as (session, record):
        team = _team(session, team_id)
        scheduled = session.scalars(
            select(Match.id).where((Match.home_team_id == team_id) | (Match.away_team_id == team_id))
        ).first()
        if scheduled:
            raise message(
                translate("Teams", "{name} is in a schedule and cannot be removed; exclude the team instead."),
                name=team.name,
            )
        record.before = _summary(team)
        for entry in session.scalars(select(StageTeam).where(StageTeam.team_id == team_id)):
            session.delete(entry)
        session.delete(team)
    return record.change


def _enter(session: Session, stage_id: StageId, team_id: TeamId) -> None:
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from tddesk.models.tables import Stage

    if session.get(Stage, stage_id) is None:
        raise message(translate("Teams", "There is no stage {stage}."), stage=stage_id)
    position = len(session.scalars(select(StageTeam.team_id).where(StageTeam.stage_id == stage_id)).all())
    session.add(StageTeam(stage_id=stage_id, team_id=team_id, position=position))


def _team(session: Session, team_id: TeamId) -> Team:
    team = session.get(Team, team_id)
    if team is None:
        raise message(translate("Teams", "There is no team {team}."), team=team_id)
    return team


def team_view(tournament: Tournament, team_id: TeamId) -> TeamView:
    with tournament.reading() as session:
        return _view(session, tournament.profile, _team(session, team_id))


def team_views(
    tournament: Tournament, stage_id: StageId | None = None, *, team_ids: Collection[str] | None = None
) -> list[TeamView]:
    """Every team's view (of one stage, or of the teams named), in a few selects for all."""
    with tournament.reading() as session:
        query = select(Team).order_by(Team.position, Team.name)
        if team_ids is not None:
            query = query.where(Team.id.in_(team_ids))
        if stage_id is not None:
            query = (
                select(Team)
                .join(StageTeam, StageTeam.team_id == Team.id)
                .where(StageTeam.stage_id == stage_id)
                .order_by(StageTeam.position)
            )
        # Every team's members, players, clubs and stages in a few selects, not a few per team.
        teams = session.scalars(
            query.options(
                selectinload(Team.members).selectinload(TeamMember.player).selectinload(Player.club),
                selectinload(Team.dispensations),
            )
        ).all()
        clubs = {club.id: club for club in session.scalars(select(Club))}
        stages: dict[str, list[str]] = {}
        # in the order one team's own select lists them: its index on team_id, i.e. order of entry
        entries = select(StageTeam.team_id, StageTeam.stage_id).order_by(StageTeam.team_id, literal_column("rowid"))
        for team_id, stage in session.execute(entries):
            stages.setdefault(team_id, []).append(stage)
        return [_view(session, tournament.profile, team, tuple(stages.get(team.id, ())), clubs) for team in teams]


def _view(
    session: Session, profile, team: Team, stages: tuple[str, ...] | None = None, clubs: dict[str, Club] | None = None
) -> TeamView:
    players = [member.player for member in team.members]
    dispensations = {d.mid for d in team.dispensations if d.kind == SEVENTH_PLAYER}
    roster = _roster(session, team.id, players, dispensations, clubs)
    context = eligibility.EligibilityContext.for_profile(profile)
    findings = eligibility.check_team(roster, context, profile)
    club_names = tuple(p.club.name if p.club else "" for p in players)
    if stages is None:
        stages = tuple(session.scalars(select(StageTeam.stage_id).where(StageTeam.team_id == team.id)))
    return TeamView(
        team.id,
        team.name,
        team.captain_mid,
        team.newcomer,
        team.entry_fee_paid_on,
        roster.players,
        club_names,
        findings,
        eligibility.eligibility_summary(findings),
        eligibility.age_summary(roster.players, profile.profile.season_start_year, profile),
        stages,
    )


def check_team_form(tournament: Tournament, form: TeamForm, team_id: TeamId | None = None) -> tuple[Finding, ...]:
    """The eligibility findings a form would get, as the TD types; nothing is written.

    Problems a save would refuse outright (a MID with another name) are raised as ServiceError.
    """
    with tournament.reading() as session:
        players = [upsert_player(session, entry) for entry in form.players if entry.mid.strip()]
        session.flush()
        roster = _roster(session, team_id or TeamId(""), players, set(form.dispensations))
        context = eligibility.EligibilityContext.for_profile(
            tournament.profile, _other_teams(session, team_id, [p.mid for p in players])
        )
        findings = eligibility.check_team(roster, context, tournament.profile)
        session.rollback()
    return findings
