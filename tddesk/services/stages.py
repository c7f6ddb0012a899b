"""Heats and later stages: their settings (H2-H4, H7) and which teams play in them."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import Championship, HalfResult, Match, Round, Stage, StageTeam, Team
from tddesk.rules import entry_limits as limits
from tddesk.rules import heat as heat_rules
from tddesk.rules.findings import Finding, Severity
from tddesk.rules.stage_kinds import SM_KINDS as SM_KINDS
from tddesk.rules.stage_kinds import STAGE_KINDS as STAGE_KINDS
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.errors import message, refused
from tddesk.services.ids import slug, unique_id

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament

VP_SCALES = ("table-25",)  # VP3: besides the default WBF 20-0 scale (None)
REPEAT_POLICIES = ("avoid", "never", "allow")
FORMATS = ("free_evenings", "central_evenings", "weekend")


def championship_name(tournament: Tournament) -> str:
    """The championship's name as the file holds it (headings, the tree's root, printed headers)."""
    with tournament.reading() as session:
        return session.scalars(select(Championship.name)).first() or ""


@dataclass(frozen=True)
class StageForm:
    name: str
    boards_per_match: int
    halves: int = 1
    kind: str = StageKind.HEAT
    format: str | None = "central_evenings"
    dealt_at_table: bool = False
    bye_vp: Decimal | None = None  # None: the profile's (H7)
    table_fee: Decimal | None = None
    organiser_club: str | None = None  # club id
    manager: str | None = None
    phone: str | None = None
    email: str | None = None
    first_round_date: dt.date | None = None  # playing dates, used when the schedule is made
    days_between_rounds: int = 7
    vp_scale: str | None = None  # VP3: None the 20-0 scale, "table-25" the profile's table
    repeat_policy: str | None = None  # S5 Gröna Hissen: None the profile's


@dataclass(frozen=True)
class StageView:
    id: StageId
    form: StageForm
    team_ids: tuple[TeamId, ...]
    findings: tuple[Finding, ...]  # H1/H3 warnings with their numbers
    playing_time: str  # H4, e.g. "16 boards: 2 h 0 min" (translated by the caller)
    minutes_per_half: int
    has_schedule: bool


def _validate(form: StageForm, profile) -> None:
    if not form.name.strip():
        raise message(translate("Stages", "The stage needs a name."))
    if (bad_name := limits.name_problem(form.name)) is not None:
        raise refused([bad_name])
    if form.kind not in STAGE_KINDS:
        raise message(translate("Stages", "Unknown stage kind {kind}."), kind=form.kind)
    if form.format is not None and form.format not in FORMATS:
        raise message(translate("Stages", "Unknown match format {format}."), format=form.format)
    if form.bye_vp is not None and not Decimal(0) <= form.bye_vp <= Decimal(20):
        raise message(translate("Stages", "Bye VP must be between 0 and 20 (H7); {vp} was given."), vp=form.bye_vp)
    if form.table_fee is not None and form.table_fee < 0:
        raise message(translate("Stages", "The table fee cannot be negative."))
    if form.vp_scale is not None and form.vp_scale not in VP_SCALES:
        raise message(translate("Stages", "Unknown VP scale {scale}."), scale=form.vp_scale)
    if form.vp_scale == "table-25" and (profile.sm is None or not profile.sm.vp_table_25):
        raise message(
            translate(
                "Stages",
                "The regulation profile has no 25-0 VP table (VP3); add one as sm.vp_table_25 or keep the 20-0 scale.",
            )
        )
    if form.repeat_policy is not None and form.repeat_policy not in REPEAT_POLICIES:
        raise message(
            translate("Stages", "Unknown repeat policy {policy}; use avoid, never or allow."), policy=form.repeat_policy
        )
    # The bounds every way into the file shares with the JSON import (tddesk.rules.entry_limits).
    problems = [
        limits.boards_problem(form.boards_per_match),
        limits.bye_vp_problem(form.bye_vp) if form.bye_vp is not None else None,
        limits.fee_problem(form.table_fee) if form.table_fee is not None else None,
    ]
    if any(problems):
        raise refused([finding for finding in problems if finding])
    if not 1 <= form.days_between_rounds <= 366:
        raise message(translate("Stages", "Days between rounds must be from 1 to 366."))
    if form.kind == StageKind.HEAT:
        findings = heat_rules.check_heat(profile.heat.min_teams, form.boards_per_match, form.halves, profile)
        errors = [f for f in findings if f.severity is Severity.ERROR]
        if errors:
            raise refused(errors)
    elif form.boards_per_match < 1 or form.halves not in (1, 2):
        raise message(translate("Stages", "A match needs at least one board and one or two halves."))


def _apply(stage: Stage, form: StageForm) -> None:
    stage.name = form.name.strip()
    stage.kind = form.kind
    stage.boards_per_match = form.boards_per_match
    stage.halves = form.halves
    stage.format = form.format
    stage.dealt_at_table = form.dealt_at_table
    stage.bye_vp = form.bye_vp
    stage.table_fee = form.table_fee
    stage.organiser_club = form.organiser_club or None
    stage.manager, stage.phone, stage.email = form.manager, form.phone, form.email
    stage.first_round_date, stage.days_between_rounds = form.first_round_date, form.days_between_rounds
    stage.vp_scale, stage.repeat_policy = form.vp_scale, form.repeat_policy


def _form(stage: Stage) -> StageForm:
    return StageForm(
        stage.name,
        stage.boards_per_match,
        stage.halves,
        stage.kind,
        stage.format,
        stage.dealt_at_table,
        stage.bye_vp,
        stage.table_fee,
        stage.organiser_club,
        stage.manager,
        stage.phone,
        stage.email,
        stage.first_round_date,
        stage.days_between_rounds or 7,
        stage.vp_scale,
        stage.repeat_policy,
    )


def _summary(stage: Stage) -> dict:
    form = _form(stage)
    return {
        key: (str(value) if isinstance(value, (Decimal, dt.date)) else value) for key, value in form.__dict__.items()
    }


def create_stage(tournament: Tournament, form: StageForm, stage_id: StageId | None = None) -> Change:
    _validate(form, tournament.profile)
    with tournament.action("create_stage", form.name) as (session, record):
        wanted = stage_id or f"{form.kind.replace('_', '-')}-{slug(form.name)}"
        stage = Stage(
            id=unique_id(session, Stage.id, wanted),
            position=session.scalar(select(func.count()).select_from(Stage)) or 0,
        )
        _apply(stage, form)
        session.add(stage)
        record.after, record.value, record.subject = _summary(stage), stage.id, stage.id
    return record.change


def update_stage(tournament: Tournament, stage_id: StageId, form: StageForm) -> Change:
    """Change a stage's settings; boards and halves are fixed once results are entered."""
    _validate(form, tournament.profile)
    with tournament.action("update_stage", stage_id) as (session, record):
        stage = get_stage(session, stage_id)
        played = session.scalar(
            select(func.count()).select_from(HalfResult).join(Match).where(Match.stage_id == stage_id)
        )
        if played and (form.boards_per_match, form.halves) != (stage.boards_per_match, stage.halves):
            raise message(
                translate("Stages", "Results are already entered in {name}; boards and halves can no longer change."),
                name=stage.name,
            )
        record.before = _summary(stage)
        _apply(stage, form)
        record.after = _summary(stage)
    return record.change


def add_team_to_stage(tournament: Tournament, stage_id: StageId, team_id: TeamId) -> Change:
    with tournament.action("add_team_to_stage", f"{stage_id}/{team_id}") as (session, record):
        stage = get_stage(session, stage_id)
        if session.get(Team, team_id) is None:
            raise message(translate("Teams", "There is no team {team}."), team=team_id)
        if session.get(StageTeam, (stage_id, team_id)) is not None:
            raise message(translate("Stages", "The team is already in {name}."), name=stage.name)
        position = len(session.scalars(select(StageTeam.team_id).where(StageTeam.stage_id == stage_id)).all())
        session.add(StageTeam(stage_id=stage_id, team_id=team_id, position=position))
        record.after = {"stage": stage_id, "team": team_id}
    return record.change


def remove_team_from_stage(tournament: Tournament, stage_id: StageId, team_id: TeamId) -> Change:
    with tournament.action("remove_team_from_stage", f"{stage_id}/{team_id}") as (session, record):
        stage = get_stage(session, stage_id)
        if stage.rounds:
            raise message(
                translate("Stages", "{name} already has a schedule; exclude the team instead of removing it."),
                name=stage.name,
            )
        entry = session.get(StageTeam, (stage_id, team_id))
        if entry is None:
            raise message(translate("Stages", "The team is not in {name}."), name=stage.name)
        session.delete(entry)
        record.before = {"stage": stage_id, "team": team_id}
    return record.change


def get_stage(session: Session, stage_id: StageId) -> Stage:
    stage = session.get(Stage, stage_id)
    if stage is None:
        raise message(translate("Stages", "There is no stage {stage}."), stage=stage_id)
    return stage


def get_match(session: Session, match_id: MatchId) -> Match:
    """The match ``match_id``; refused in words when the file has none (a match undone or removed
    since the caller looked)."""
    match = session.get(Match, match_id)
    if match is None:
        raise message(translate("Results", "There is no match {match}."), match=match_id)
    return match


def stage_views(tournament: Tournament) -> list[StageView]:
    """Every stage in the file's order, in three queries whatever the number of stages."""
    with tournament.reading() as session:
        teams: dict[str, list[TeamId]] = {}
        for stage_id, team_id in session.execute(
            select(StageTeam.stage_id, StageTeam.team_id).order_by(StageTeam.stage_id, StageTeam.position)
        ):
            teams.setdefault(stage_id, []).append(team_id)
        scheduled = set(session.scalars(select(Round.stage_id).distinct()))
        return [
            _view(session, tournament.profile, stage, tuple(teams.get(stage.id, ())), stage.id in scheduled)
            for stage in session.scalars(select(Stage).order_by(Stage.position))
        ]


def stage_view(tournament: Tournament, stage_id: StageId) -> StageView:
    with tournament.reading() as session:
        return _view(session, tournament.profile, get_stage(session, stage_id))


def _view(
    session: Session, profile, stage: Stage, teams: tuple[TeamId, ...] | None = None, has_schedule: bool | None = None
) -> StageView:
    if teams is None:
        teams = tuple(entry.team_id for entry in stage.entries)
    if has_schedule is None:
        has_schedule = bool(stage.rounds)
    findings: tuple[Finding, ...] = ()
    if stage.kind == StageKind.HEAT:
        findings = heat_rules.check_heat(len(teams), stage.boards_per_match, stage.halves, profile)
    minutes = heat_rules.playing_time_per_half(stage.boards_per_match, stage.halves, stage.dealt_at_table, profile)
    boards_in_half = max(heat_rules.boards_per_half(stage.boards_per_match, stage.halves))
    text = heat_rules.playing_time_text(boards_in_half, minutes, translate)
    return StageView(stage.id, _form(stage), teams, findings, text, minutes, has_schedule)


def with_changes(form: StageForm, **changes) -> StageForm:
    return replace(form, **changes)
