"""Look-ups shared by the ruling services (penalties, walkovers, exclusions and their list)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from decimal import Decimal
from itertools import combinations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import Audit, HalfResult, Match, Penalty, Round, Stage, StageTeam
from tddesk.rules.scoring import PenaltyFacts
from tddesk.services.errors import message
from tddesk.services.match_words import match_words, team_name
from tddesk.services.stages import get_match, get_stage

# Audit action names. A penalty action's subject is the penalty id (ids joined by commas when one
# ruling records several), a walkover's the match id, an exclusion's "stage/team".
PENALTY_ACTIONS = (
    "rule_late_arrival",
    "rule_slow_play",
    "rule_unauthorised_player",
    "rule_committee",
    "update_ruling",
    "remove_ruling",
)
WALKOVER_ACTIONS = ("rule_walkover", "remove_walkover")
EXCLUSION_ACTIONS = ("exclude_team", "readmit_team")
W5_PREFIX = "W5:"  # how an exclusion recorded by a walkover ruling is recognised, in any language


def exclusion_subject(stage_id: StageId, team_id: TeamId) -> str:
    return f"{stage_id}/{team_id}"


def penalty_facts(penalty: Penalty) -> PenaltyFacts:
    return PenaltyFacts(
        penalty.id,
        penalty.team_id,
        penalty.kind,
        penalty.match_id,
        penalty.minutes,
        penalty.share,
        penalty.mid,
        penalty.vp,
        penalty.reason,
    )


# P2: a team match has two tables, the open room (home NS) and the closed room (docs/format.md)
ROOMS = ("open", "closed")


def check_room(room: str | None) -> str | None:
    """P2: the table of a slow-play ruling is the open or the closed room, or not named (None)."""
    if room is not None and room not in ROOMS:
        raise message(
            translate("Rulings", "{room} is no table of a match: name the open or the closed room."), room=room
        )
    return room


def require_table_shares(
    session: Session, match: Match, room: str | None, adding: Decimal, leaving_out: str | None = None
) -> None:
    """P2: the shares of the delay at one table (one room of the match) add up to at most 1,
    the rulings already recorded at that table included (``leaving_out``: one being corrected)."""
    recorded = select(func.coalesce(func.sum(Penalty.share), 0)).where(
        Penalty.match_id == match.id,
        Penalty.kind == "slow_play",
        Penalty.room.is_(None) if room is None else Penalty.room == room,
    )
    if leaving_out is not None:
        recorded = recorded.where(Penalty.id != leaving_out)
    total = Decimal(str(session.scalar(recorded))) + adding
    if total > 1:
        table = {
            None: translate("Rulings", "this table"),
            "open": translate("Rulings", "the open room"),
            "closed": translate("Rulings", "the closed room"),
        }[room]
        raise message(
            translate(
                "Rulings",
                "The shares of the delay at {table} of {match} would add up to {total}; together they can be at "
                "most 1. Correct the ruling already recorded there, or name the other table.",
            ),
            table=table,
            match=match_words(session, match),
            total=total,
        )


def match_in_stage(session: Session, match_id: MatchId) -> tuple[Match, Stage]:
    match = get_match(session, match_id)
    return match, get_stage(session, match.stage_id)


def require_team_in_match(session: Session, match: Match, team_id: TeamId) -> None:
    if team_id not in (match.home_team_id, match.away_team_id):
        raise message(
            translate("Rulings", "{team} does not play {match}."),
            team=team_name(session, team_id),
            match=match_words(session, match),
        )


def stage_team_ids(session: Session, stage_id: StageId) -> list[str]:
    return list(
        session.scalars(select(StageTeam.team_id).where(StageTeam.stage_id == stage_id).order_by(StageTeam.position))
    )


def require_team_in_stage(session: Session, stage: Stage, team_id: TeamId) -> None:
    if team_id not in stage_team_ids(session, stage.id):
        raise message(
            translate("Rulings", "Team {team} is not in {stage}."), team=team_name(session, team_id), stage=stage.name
        )


def has_imps(session: Session, match_id: MatchId) -> bool:
    return session.scalars(select(HalfResult.half).where(HalfResult.match_id == match_id)).first() is not None


def match_date(session: Session, match: Match) -> dt.date | None:
    """The day the match was played: its own date when moved (H6), else its round's."""
    if match.date is not None:
        return match.date
    round_ = session.get(Round, (match.stage_id, match.round_number))
    return round_.date if round_ is not None else None


def all_meet_all(session: Session, stage_id: StageId) -> bool:
    """W5: every two teams of the stage meet in its schedule (a complete round robin)."""
    teams = stage_team_ids(session, stage_id)
    pairs = {
        frozenset(pair)
        for pair in session.execute(select(Match.home_team_id, Match.away_team_id).where(Match.stage_id == stage_id))
    }
    return len(teams) >= 2 and all(frozenset(pair) in pairs for pair in combinations(teams, 2))


def last_actions(session: Session, actions: Iterable[str]) -> dict[str, tuple[str, dt.datetime]]:
    """Who last ruled on each subject, and when: the newest audit row of ``actions`` (or their
    undo/redo) per subject. A subject may list several ids separated by commas (slow play)."""
    names = set(actions)
    names |= {f"{verb} {name}" for name in names for verb in ("undo", "redo")}
    latest: dict[str, tuple[str, dt.datetime]] = {}
    for subject, by, at in session.execute(
        select(Audit.subject, Audit.by, Audit.at).where(Audit.action.in_(names)).order_by(Audit.id)
    ):
        for key in (subject or "").split(","):
            latest[key] = (by, at)
    return latest
