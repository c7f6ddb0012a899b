"""P1-P3, P6: the TD's penalty rulings — late arrival, slow play, unauthorised players and
committee corrections — and the rulings list of a stage.

Each ruling is one audited, undoable action that stores facts only (minutes, share of the delay,
the player, a committee's VP and reason); the rules compute the VP from them every time
(docs/format.md). Walkovers and exclusions are in ``walkovers`` and ``exclusions``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import func, select

from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import LineupSeat, Match, Penalty, Stage, Walkover
from tddesk.rules import entry_limits as limits
from tddesk.rules import penalties as penalty_rules
from tddesk.rules.penalties import PenaltyOutcome
from tddesk.rules.scoring import penalty_outcome
from tddesk.services.errors import message
from tddesk.services.ids import next_id
from tddesk.services.match_words import match_words, team_name
from tddesk.services.players import clean_mid
from tddesk.services.ruling_common import (
    check_room,
    match_date,
    match_in_stage,
    penalty_facts,
    require_table_shares,
    require_team_in_match,
    require_team_in_stage,
)
from tddesk.services.ruling_inputs import checked_committee, checked_minutes, checked_share, parse_minutes
from tddesk.services.ruling_list import RulingRow, rulings, stages_with_rulings
from tddesk.services.stages import get_stage
from tddesk.services.unauthorised_cases import UnauthorisedCase, detect_unauthorised

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tddesk.services.tournament import ActionRecord, Change, Tournament

__all__ = [
    "RuledPenalties",
    "RulingRow",
    "UnauthorisedCase",
    "detect_unauthorised",
    "parse_minutes",
    "preview_late_arrival",
    "preview_slow_play",
    "remove_ruling",
    "rule_committee",
    "rule_late_arrival",
    "rule_slow_play",
    "rule_unauthorised_player",
    "rulings",
    "stages_with_rulings",
    "update_ruling",
]


@dataclass(frozen=True)
class RuledPenalties:
    """What a penalty ruling recorded (the ``value`` of its Change): ids and what the rules make of them."""

    penalty_ids: tuple[str, ...]
    outcomes: tuple[PenaltyOutcome, ...]  # in the order of penalty_ids
    fee_deadline: dt.date | None = None  # P3: the unpaid fee must reach the federation by this day

    @property
    def pending_committee(self) -> bool:
        """P1 over 30, P2 over 25 minutes: recorded, and the committee still has to rule."""
        return any(outcome.pending_committee for outcome in self.outcomes)

    @property
    def vp(self) -> Decimal:
        return sum((outcome.vp for outcome in self.outcomes), Decimal("0.00"))


# -- previews (pure reads, for the dialogs) ------------------------------------------------------
def preview_late_arrival(tournament: Tournament, minutes: int) -> PenaltyOutcome:
    """P1: what a late arrival of ``minutes`` deducts (or that the committee rules); nothing is written."""
    return penalty_rules.late_arrival(checked_minutes(minutes, at_least=0), tournament.profile)


def preview_slow_play(tournament: Tournament, minutes: int, share: Decimal | str = Decimal(1)) -> PenaltyOutcome:
    """P2: what ``minutes`` over time at a table deducts from a pair with ``share`` of the guilt."""
    return penalty_rules.slow_play(checked_minutes(minutes, at_least=0), checked_share(share), tournament.profile)


# -- rulings -------------------------------------------------------------------------------------
def rule_late_arrival(tournament: Tournament, match_id: MatchId, team_id: TeamId, minutes: int) -> Change:
    """P1: record that ``team_id`` arrived ``minutes`` late. Over 30 minutes the ruling is recorded
    with no VP and the outcome says that the committee's ruling is pending (``rule_committee``)."""
    minutes = checked_minutes(minutes, at_least=1)
    with tournament.action("rule_late_arrival", match_id) as (session, record):
        match, stage = _played_match(session, match_id)
        require_team_in_match(session, match, team_id)
        if session.scalars(
            select(Penalty.id).where(
                Penalty.match_id == match_id, Penalty.team_id == team_id, Penalty.kind == penalty_rules.LATE_ARRIVAL
            )
        ).first():
            raise message(
                translate(
                    "Rulings",
                    "A late arrival of {team} in match {match} is already recorded; change that ruling instead.",
                ),
                team=team_name(session, team_id),
                match=match_words(session, match),
            )
        penalty = _add(session, stage.id, match_id, team_id, penalty_rules.LATE_ARRIVAL, minutes=minutes)
        _done(tournament, record, [penalty])
    return record.change


def rule_slow_play(
    tournament: Tournament, match_id: MatchId, minutes_over: int, shares: dict[TeamId, Decimal], room: str | None = None
) -> Change:
    """P2: ``minutes_over`` the allowed time at one table, the guilt shared between the teams as the TD
    sets it (e.g. 50/50). One penalty per team with a share above 0. ``room`` names the table (the
    open or the closed room) when the TD knows it; the shares at one table, those already recorded
    there included, add up to at most 1."""
    minutes = checked_minutes(minutes_over, at_least=1)
    room = check_room(room)
    shares = {team: checked_share(share) for team, share in shares.items()}
    if not any(shares.values()):
        raise message(translate("Rulings", "Give at least one team a share of the delay."))
    if limits.shares_problem(sum(shares.values(), Decimal(0))) is not None:
        raise message(
            translate("Rulings", "The shares of the delay add up to {total}; together they can be at most 1."),
            total=sum(shares.values()),
        )
    with tournament.action("rule_slow_play", match_id) as (session, record):
        match, stage = _played_match(session, match_id)
        for team in shares:
            require_team_in_match(session, match, team)
        require_table_shares(session, match, room, sum(shares.values(), Decimal(0)))
        at_fault = [team for team in (match.home_team_id, match.away_team_id) if shares.get(team)]
        added = [
            _add(
                session,
                stage.id,
                match_id,
                team,
                penalty_rules.SLOW_PLAY,
                minutes=minutes,
                share=shares[team],
                room=room,
            )
            for team in at_fault
        ]
        _done(tournament, record, added)
    return record.change


def rule_unauthorised_player(
    tournament: Tournament, match_id: MatchId, team_id: TeamId, mid: str, first_offence: dt.date | None = None
) -> Change:
    """P3: 5 VP for a match in which an unauthorised player played one or both halves — one ruling per
    match. ``first_offence`` (default: the date of the team's first such match) starts the 14 days
    within which an unpaid fee must arrive; the outcome's ``fee_deadline`` says until when."""
    mid = clean_mid(mid)
    with tournament.action("rule_unauthorised_player", match_id) as (session, record):
        match, stage = _played_match(session, match_id)
        require_team_in_match(session, match, team_id)
        side = "home" if team_id == match.home_team_id else "away"
        played = session.scalars(
            select(LineupSeat.half).where(
                LineupSeat.match_id == match_id, LineupSeat.side == side, LineupSeat.mid == mid
            )
        ).first()
        if played is None:
            raise message(
                translate(
                    "Rulings",
                    "The line-ups of match {match} do not show {mid} playing for {team}; enter the line-up first.",
                ),
                match=match_words(session, match),
                mid=mid,
                team=team_name(session, team_id),
            )
        if session.scalars(
            select(Penalty.id).where(
                Penalty.match_id == match_id, Penalty.mid == mid, Penalty.kind == penalty_rules.UNAUTHORISED_PLAYER
            )
        ).first():
            raise message(
                translate("Rulings", "{mid} is already ruled an unauthorised player in match {match}."),
                mid=mid,
                match=match_words(session, match),
            )
        penalty = _add(session, stage.id, match_id, team_id, penalty_rules.UNAUTHORISED_PLAYER, mid=mid)
        first = first_offence or _first_offence(session, team_id, mid)
        deadline = penalty_rules.unauthorised_deadline(first, tournament.profile) if first else None
        _done(tournament, record, [penalty], deadline)
    return record.change


def rule_committee(
    tournament: Tournament,
    stage_id: StageId,
    team_id: TeamId,
    vp: Decimal,
    reason: str,
    match_id: MatchId | None = None,
) -> Change:
    """P1, P2: the committee's VP ruling (e.g. on lateness over 30 or an overrun over 25 minutes) —
    ``vp`` deducted from the team, with its reason. Tied to ``match_id`` it settles a pending ruling."""
    vp, reason = checked_committee(vp, reason)
    with tournament.action("rule_committee", stage_id) as (session, record):
        stage = get_stage(session, stage_id)
        require_team_in_stage(session, stage, team_id)
        if match_id is not None:
            match, match_stage = match_in_stage(session, match_id)
            if match_stage.id != stage.id:
                raise message(
                    translate("Rulings", "Match {match} is not in {stage}."),
                    match=match_words(session, match),
                    stage=stage.name,
                )
            require_team_in_match(session, match, team_id)
        penalty = _add(session, stage.id, match_id, team_id, penalty_rules.COMMITTEE, vp=vp, reason=reason)
        _done(tournament, record, [penalty])
    return record.change


def update_ruling(
    tournament: Tournament,
    penalty_id: str,
    *,
    minutes: int | None = None,
    share: Decimal | str | None = None,
    vp: Decimal | None = None,
    reason: str | None = None,
) -> Change:
    """Correct a penalty ruling's facts: minutes (P1, P2), share (P2), VP and reason (committee)."""
    given = {
        name
        for name, value in (("minutes", minutes), ("share", share), ("vp", vp), ("reason", reason))
        if value is not None
    }
    if not given:
        raise message(translate("Rulings", "Nothing to change: give the corrected minutes, share, VP or reason."))
    with tournament.action("update_ruling", penalty_id) as (session, record):
        penalty = _penalty(session, penalty_id)
        allowed = {
            penalty_rules.LATE_ARRIVAL: {"minutes"},
            penalty_rules.SLOW_PLAY: {"minutes", "share"},
            penalty_rules.COMMITTEE: {"vp", "reason"},
        }.get(penalty.kind, set())
        if given - allowed:
            raise message(
                translate(
                    "Rulings", "A ruling of this kind ({kind}) has no {field} to change; remove it and rule again."
                ),
                kind=penalty.kind,
                field=", ".join(sorted(given - allowed)),
            )
        record.before = _summary(penalty)
        if minutes is not None:
            penalty.minutes = checked_minutes(minutes, at_least=1)
        if share is not None:
            penalty.share = checked_share(share)
            if not penalty.share:
                raise message(translate("Rulings", "A share of 0 is no penalty; remove the ruling instead."))
            match = session.get(Match, penalty.match_id)
            assert match is not None  # only slow play at a match's table (P2) takes a share
            require_table_shares(session, match, penalty.room, penalty.share, leaving_out=penalty.id)
        if penalty.kind == penalty_rules.COMMITTEE:
            penalty.vp, penalty.reason = checked_committee(
                penalty.vp if vp is None else vp, penalty.reason if reason is None else reason
            )
        _done(tournament, record, [penalty])
    return record.change


def remove_ruling(tournament: Tournament, penalty_id: str) -> Change:
    """Take a penalty ruling back (an appeal upheld, a ruling entered in error)."""
    with tournament.action("remove_ruling", penalty_id) as (session, record):
        penalty = _penalty(session, penalty_id)
        record.before = _summary(penalty)
        session.delete(penalty)
    return record.change


# -- helpers -------------------------------------------------------------------------------------
def _played_match(session: Session, match_id: MatchId) -> tuple[Match, Stage]:
    match, stage = match_in_stage(session, match_id)
    if session.get(Walkover, match_id) is not None:
        raise message(
            translate("Rulings", "Match {match} is ruled a walkover: nothing was played to penalise."),
            match=match_words(session, match),
        )
    return match, stage


def _penalty(session: Session, penalty_id: str) -> Penalty:
    penalty = session.get(Penalty, penalty_id)
    if penalty is None:
        raise message(translate("Rulings", "There is no ruling {ruling}."), ruling=penalty_id)
    return penalty


def _add(
    session: Session, stage_id: StageId, match_id: MatchId | None, team_id: TeamId, kind: str, **facts: object
) -> Penalty:
    position = session.scalar(select(func.max(Penalty.position)).where(Penalty.stage_id == stage_id))
    penalty = Penalty(
        id=next_id(session, Penalty.id, "p"),
        stage_id=stage_id,
        match_id=match_id,
        team_id=team_id,
        kind=kind,
        position=(position or 0) + 1,
        **facts,
    )
    session.add(penalty)
    session.flush()
    return penalty


def _first_offence(session: Session, team_id: TeamId, mid: str) -> dt.date | None:
    """P3: the date of the earliest match in which the team was ruled to have fielded this player."""
    matches = session.scalars(
        select(Match)
        .join(Penalty, Penalty.match_id == Match.id)
        .where(Penalty.team_id == team_id, Penalty.mid == mid, Penalty.kind == penalty_rules.UNAUTHORISED_PLAYER)
    )
    dates = [date for date in (match_date(session, match) for match in matches) if date is not None]
    return min(dates, default=None)


def _summary(penalty: Penalty) -> dict[str, object]:
    facts = {
        "id": penalty.id,
        "kind": penalty.kind,
        "team": penalty.team_id,
        "match": penalty.match_id,
        "minutes": penalty.minutes,
        "share": penalty.share,
        "mid": penalty.mid,
        "vp": penalty.vp,
        "reason": penalty.reason,
        "room": penalty.room,
    }
    return {key: value for key, value in facts.items() if value is not None}


def _done(
    tournament: Tournament, record: ActionRecord, penalties: list[Penalty], fee_deadline: dt.date | None = None
) -> None:
    outcomes = tuple(penalty_outcome(penalty_facts(p), tournament.profile) for p in penalties)
    record.subject = ",".join(p.id for p in penalties)
    record.after = [_summary(p) for p in penalties] if len(penalties) > 1 else _summary(penalties[0])
    record.value = RuledPenalties(tuple(p.id for p in penalties), outcomes, fee_deadline)
