"""S4: the appeals register of a stage — filed appeals, their deadlines, deposits and outcomes.

The file keeps the facts (the ruling, when it was given, when the round ended, when the appeal was
filed, the deposit paid, the committee's outcome); the deadline, whether the appeal was late and
whether the deposit is returned are computed each time (``rules.appeals``).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import func, select

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import Appeal, StageTeam, Team
from tddesk.rules import appeals as rules
from tddesk.services.errors import message
from tddesk.services.ids import next_id
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


@dataclass(frozen=True)
class AppealForm:
    round_number: int
    team_id: TeamId
    ruling: str
    ruling_at: dt.datetime
    filed_at: dt.datetime
    round_ended_at: dt.datetime | None = None
    deposit_paid: int | None = None  # None: the deposit the stage asks for (S4)


@dataclass(frozen=True)
class AppealView:
    id: str
    round_number: int
    team_id: TeamId
    team_name: str
    ruling: str
    ruling_at: dt.datetime
    round_ended_at: dt.datetime | None
    filed_at: dt.datetime
    deadline: dt.datetime | None
    late: bool
    deposit_due: int
    deposit_paid: int
    outcome: str
    deposit_returned: bool | None


def _rules(tournament: Tournament) -> rules.AppealRules:
    sm = tournament.profile.sm
    return rules.appeal_rules(sm) if sm is not None else rules.AppealRules()


def _total_rounds(stage) -> int:
    return max(len(stage.rounds), 1)


def file_appeal(tournament: Tournament, stage_id: StageId, form: AppealForm) -> Change:
    """S4: register an appeal; a late one is kept and flagged, never refused (the committee decides)."""
    if not form.ruling.strip():
        raise message(translate("Appeals", "Describe the ruling that is appealed."))
    if form.filed_at < form.ruling_at:
        raise message(translate("Appeals", "The appeal cannot be filed before the ruling was given."))
    with tournament.action("file_appeal", stage_id) as (session, record):
        stage = get_stage(session, stage_id)
        if session.get(StageTeam, (stage_id, form.team_id)) is None:
            raise message(translate("Stages", "The team is not in {name}."), name=stage.name)
        if not 1 <= form.round_number <= _total_rounds(stage):
            raise message(
                translate("Appeals", "{name} has no round {round}."), name=stage.name, round=form.round_number
            )
        deposit = rules.deposit(stage.kind, _rules(tournament)) if form.deposit_paid is None else form.deposit_paid
        if deposit < 0:
            raise message(translate("Appeals", "The deposit cannot be negative."))
        appeal = Appeal(
            id=next_id(session, Appeal.id, "appeal-"),
            stage_id=stage_id,
            round_number=form.round_number,
            team_id=form.team_id,
            ruling=form.ruling.strip(),
            ruling_at=form.ruling_at,
            round_ended_at=form.round_ended_at,
            filed_at=form.filed_at,
            deposit_paid=deposit,
            outcome="pending",
            position=session.scalar(select(func.count()).select_from(Appeal).where(Appeal.stage_id == stage_id)) or 0,
        )
        session.add(appeal)
        record.after = {"team": form.team_id, "round": form.round_number, "filed_at": form.filed_at.isoformat()}
        record.value = appeal.id
    return record.change


def set_appeal_outcome(tournament: Tournament, appeal_id: str, outcome: str) -> Change:
    """S4: the appeals committee's outcome; the deposit is returned unless it was dismissed."""
    if outcome not in rules.OUTCOMES:
        raise message(translate("Appeals", "Unknown outcome {outcome}."), outcome=outcome)
    with tournament.action("set_appeal_outcome", appeal_id) as (session, record):
        appeal = session.get(Appeal, appeal_id)
        if appeal is None:
            raise message(translate("Appeals", "There is no appeal {appeal}."), appeal=appeal_id)
        record.before, appeal.outcome = {"outcome": appeal.outcome}, outcome
        record.after = {"outcome": outcome}
    return record.change


def appeals(tournament: Tournament, stage_id: StageId) -> list[AppealView]:
    """S4: the stage's appeals in the order filed, with deadline, late flag and deposit."""
    appeal_rules = _rules(tournament)
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        names = dict(session.execute(select(Team.id, Team.name)).all())
        views = []
        for appeal in session.scalars(select(Appeal).where(Appeal.stage_id == stage_id).order_by(Appeal.position)):
            deadline = rules.appeal_deadline(
                appeal.round_number, _total_rounds(stage), appeal.ruling_at, appeal.round_ended_at, appeal_rules
            )
            views.append(
                AppealView(
                    appeal.id,
                    appeal.round_number,
                    appeal.team_id,
                    names.get(appeal.team_id, ""),
                    appeal.ruling,
                    appeal.ruling_at,
                    appeal.round_ended_at,
                    appeal.filed_at,
                    deadline,
                    rules.is_late(appeal.filed_at, deadline),
                    rules.deposit(stage.kind, appeal_rules),
                    appeal.deposit_paid,
                    appeal.outcome,
                    rules.deposit_returned(appeal.outcome),
                )
            )
        return views
