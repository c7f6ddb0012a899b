"""SM entries: the TD's seeds (S2) and late starts (S5), and each team's district.

A team's district is the district most of its players' clubs belong to (T2: a team plays in the
district its players are not fewer from than from any other); on a tie the first in alphabetical
order. It decides the derbies of an SM semifinal and the travel grants (S3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import Club, Player, Stage, StageTeam, TeamMember
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.errors import message
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


def team_districts(session: Session, team_ids: Iterable[TeamId]) -> dict[TeamId, str]:
    """Team → its majority district (teams without players with a club are left out)."""
    wanted = list(team_ids)
    rows = session.execute(
        select(TeamMember.team_id, Club.district)
        .join(Player, Player.mid == TeamMember.mid)
        .join(Club, Club.id == Player.club_id)
        .where(TeamMember.team_id.in_(wanted))
    ).all()
    counts: dict[TeamId, Counter[str]] = {}
    for team, district in rows:
        counts.setdefault(team, Counter())[district] += 1
    return {team: min(found, key=lambda district: (-found[district], district)) for team, found in counts.items()}


def seeded_order(stage: Stage) -> list[str]:
    """S2: the stage's teams by seed (unseeded teams after the seeded, in entry order)."""
    entries = sorted(stage.entries, key=lambda entry: (entry.seed is None, entry.seed or 0, entry.position))
    return [entry.team_id for entry in entries]


def _entry(session: Session, stage_id: StageId, team_id: TeamId) -> tuple[Stage, StageTeam]:
    stage = get_stage(session, stage_id)
    entry = session.get(StageTeam, (stage_id, team_id))
    if entry is None:
        raise message(translate("Stages", "The team is not in {name}."), name=stage.name)
    return stage, entry


def set_seed(tournament: Tournament, stage_id: StageId, team_id: TeamId, seed: int | None) -> Change:
    """S2: seed a team (SM final 1-10 decides groups A-D; SM semifinal 1 and 2 are the two presumed
    favourites). A seed already held by another team moves to this one."""
    with tournament.action("set_seed", f"{stage_id}/{team_id}") as (session, record):
        stage, entry = _entry(session, stage_id, team_id)
        if stage.rounds:
            raise message(
                translate("Stages", "{name} already has a schedule; clear it before changing seeds."), name=stage.name
            )
        if seed is not None and not 1 <= seed <= len(stage.entries):
            raise message(
                translate("Stages", "A seed is from 1 to {count} (the number of teams)."), count=len(stage.entries)
            )
        if seed is not None:
            for other in stage.entries:
                if other.seed == seed and other.team_id != team_id:
                    other.seed = None
        record.before, entry.seed = {"seed": entry.seed}, seed
        record.after = {"seed": seed}
    return record.change


def set_start_round(tournament: Tournament, stage_id: StageId, team_id: TeamId, start_round: int | None) -> Change:
    """S5: a team allowed to start SM Lag Veteran late (round 6): it carries over 11.00 VP per round
    it missed. None: it starts in round 1."""
    late_round = tournament.profile.sm.veteran_late_start_round if tournament.profile.sm else 6
    with tournament.action("set_start_round", f"{stage_id}/{team_id}") as (session, record):
        stage, entry = _entry(session, stage_id, team_id)
        if stage.kind != StageKind.SM_VETERAN:
            raise message(translate("Stages", "Only SM Lag Veteran lets a team start late (S5)."))
        if start_round not in (None, 1, late_round):
            raise message(translate("Stages", "A late team starts in round {round} (S5)."), round=late_round)
        paired = max((round_.number for round_ in stage.rounds), default=0)
        if (start_round or 1) != (entry.start_round or 1) and paired >= min(start_round or 1, entry.start_round or 1):
            raise message(
                translate("Stages", "Round {round} is already paired; the start can no longer change."),
                round=start_round or 1,
            )
        record.before, entry.start_round = {"start_round": entry.start_round}, start_round if start_round != 1 else None
        record.after = {"start_round": entry.start_round}
    return record.change


def late_starters(tournament: Tournament, stage_id: StageId) -> list[str]:
    """S5: the teams of the stage that start after round 1."""
    with tournament.reading() as session:
        return list(
            session.scalars(select(StageTeam.team_id).where(StageTeam.stage_id == stage_id, StageTeam.start_round > 1))
        )


def entry_seeds(tournament: Tournament, stage_id: StageId) -> dict[TeamId, int | None]:
    """S2: team → the TD's seed (None: unseeded), in entry order."""
    with tournament.reading() as session:
        return dict(
            session.execute(
                select(StageTeam.team_id, StageTeam.seed)
                .where(StageTeam.stage_id == stage_id)
                .order_by(StageTeam.position)
            ).all()
        )


def stage_districts(tournament: Tournament, stage_id: StageId) -> dict[TeamId, str]:
    """Team → its majority district, for the stage's teams."""
    with tournament.reading() as session:
        teams = session.scalars(select(StageTeam.team_id).where(StageTeam.stage_id == stage_id)).all()
        return team_districts(session, teams)
