"""P1-P6: VP penalties for late arrival, slow play and unauthorised players; committee corrections.

Every outcome carries the rule ID, the VP deducted (Decimal, two decimals, positive = deducted)
and an explanation as a ``Finding`` whose English template is marked for the catalogue, so a
dialog can show e.g. "P1: 12 minutes late: 3 started 5-minute periods → 3.00 VP".

P6: a penalty deducts VP from the offending team only. Nothing here touches the opponents'
match VP; ``vp_after_penalties`` applies a team's own penalties to that team's VP.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.profile import Profile

HUNDREDTH = Decimal("0.01")
ZERO_VP = Decimal("0.00")

# Penalty kinds as in the tournament format (docs/format.md).
LATE_ARRIVAL = "late_arrival"
SLOW_PLAY = "slow_play"
UNAUTHORISED_PLAYER = "unauthorised_player"
COMMITTEE = "committee"

_LATE_NONE = QT_TRANSLATE_NOOP("Rules", "Not late: no penalty")
_LATE_ONE_PERIOD = QT_TRANSLATE_NOOP("Rules", "{minutes} min late: 1 started {period_minutes}-minute period → {vp} VP")
_LATE_PERIODS = QT_TRANSLATE_NOOP(
    "Rules", "{minutes} minutes late: {periods} started {period_minutes}-minute periods → {vp} VP"
)
_LATE_PENDING = QT_TRANSLATE_NOOP(
    "Rules",
    "{minutes} minutes late, more than {max_minutes}: the opponents need not wait; "
    "if the match is played, the committee rules any correction",
)
_SLOW_NONE = QT_TRANSLATE_NOOP("Rules", "No time overrun: no penalty")
_SLOW_SHARE = QT_TRANSLATE_NOOP(
    "Rules",
    "{minutes} minutes over time at the table (over {over} up to {up_to}): "
    "{table_vp} VP per table × share {share} → {vp} VP",
)
_SLOW_PENDING = QT_TRANSLATE_NOOP(
    "Rules", "{minutes} minutes over time, more than {max_minutes}: the committee rules and may rule the match lost"
)
_UNAUTHORISED = QT_TRANSLATE_NOOP("Rules", "Unauthorised player in {matches} matches × {per_match} VP → {vp} VP")
_UNAUTHORISED_ONCE = QT_TRANSLATE_NOOP("Rules", "Unauthorised player in 1 match × {per_match} VP → {vp} VP")
_COMMITTEE = QT_TRANSLATE_NOOP("Rules", "Committee correction {vp} VP: {reason}")
_OTHER_TEAM = QT_TRANSLATE_NOOP(
    "Rules",
    "{player} has already played for {other_team} this season: the team is disqualified and its results are struck",
)
_BAD_VP = QT_TRANSLATE_NOOP("Rules", "A VP correction must be a number with at most two decimals, got {vp}")
_NO_REASON = QT_TRANSLATE_NOOP("Rules", "A committee correction needs a reason")


class PenaltyInputError(ValueError):
    """A TD's input that no rule accepts; ``finding`` says why, in words that can be translated."""

    def __init__(self, finding: Finding):
        super().__init__(finding.text())
        self.finding = finding


@dataclass(frozen=True)
class PenaltyOutcome:
    rule: str  # "P1", "P2", "P3" or the rule a committee correction settles
    kind: str  # late_arrival, slow_play, unauthorised_player, committee
    vp: Decimal  # deducted from the offending team (two decimals); 0.00 while pending
    pending_committee: bool  # True: no automatic VP, the committee must rule (P1 > 30, P2 > 25 min)
    explanation: Finding  # template + params, rule ID included

    def text(self, translate=None) -> str:
        return self.explanation.text(translate)


def _vp(value: Decimal) -> Decimal:
    return value.quantize(HUNDREDTH, rounding=ROUND_HALF_UP)


def _whole_minutes(minutes: int, name: str) -> int:
    if isinstance(minutes, bool) or not isinstance(minutes, int) or minutes < 0:
        raise ValueError(f"{name} must be a whole number of minutes, 0 or more, got {minutes!r}")
    return minutes


def _info(rule: str, code: str, template: str, **params) -> Finding:
    return Finding(rule, code, Severity.INFO, template, params)


def _pending(rule: str, kind: str, template: str, **params) -> PenaltyOutcome:
    finding = Finding(rule, f"{kind}_committee", Severity.WARNING, template, params)
    return PenaltyOutcome(rule, kind, ZERO_VP, True, finding)


def late_arrival(minutes: int, profile: Profile) -> PenaltyOutcome:
    """P1: 1 VP per started 5-minute period of lateness, up to 30 minutes (at most 6 VP).

    Beyond 30 minutes the opponents need not wait; there is no automatic VP, the outcome is a
    pending committee ruling (settled later by ``committee_correction``). Not turning up, or
    arriving late without dispensation, counts as late arrival. Numbers come from
    ``profile.penalties``.
    """
    rules = profile.penalties
    minutes = _whole_minutes(minutes, "lateness")
    if minutes > rules.late_arrival_max_minutes:
        return _pending("P1", LATE_ARRIVAL, _LATE_PENDING, minutes=minutes, max_minutes=rules.late_arrival_max_minutes)
    periods = math.ceil(minutes / rules.late_arrival_period_minutes)
    vp = _vp(periods * rules.late_arrival_vp_per_period)
    if periods == 0:
        explanation = _info("P1", LATE_ARRIVAL, _LATE_NONE)
    else:
        explanation = _info(
            "P1",
            LATE_ARRIVAL,
            _LATE_ONE_PERIOD if periods == 1 else _LATE_PERIODS,
            minutes=minutes,
            periods=periods,
            period_minutes=rules.late_arrival_period_minutes,
            vp=vp,
        )
    return PenaltyOutcome("P1", LATE_ARRIVAL, vp, False, explanation)


def slow_play(minutes_over: int, share: Decimal, profile: Profile) -> PenaltyOutcome:
    """P2: slow play at one table — the bracket's VP times the pair's share of the delay.

    Brackets (``profile.penalties.slow_play_brackets``): over 0 up to and including 5 minutes
    → 1 VP, over 5 up to 10 → 1.5, … over 20 up to 25 → 3. ``share`` (0 to 1, set by the TD) is
    this pair's part of the guilt; each team at fault gets its own outcome. The product is kept
    exact when it has at most two decimals (every share in steps of 0.02 or 0.25, e.g. 0.5 of
    1.5 → 0.75); otherwise it is rounded half up to the hundredth (0.33 of 1.5 → 0.50).
    Over 25 minutes: no automatic VP, a pending committee ruling (it may rule the match lost).
    """
    rules = profile.penalties
    minutes = _whole_minutes(minutes_over, "the time overrun")
    if not isinstance(share, Decimal) or not share.is_finite() or not Decimal(0) <= share <= Decimal(1):
        raise ValueError(f"the share of the delay must be a Decimal from 0 to 1, got {share!r}")
    if minutes > rules.slow_play_max_minutes:
        return _pending("P2", SLOW_PLAY, _SLOW_PENDING, minutes=minutes, max_minutes=rules.slow_play_max_minutes)
    if minutes == 0:
        return PenaltyOutcome("P2", SLOW_PLAY, ZERO_VP, False, _info("P2", SLOW_PLAY, _SLOW_NONE))
    bracket = next((b for b in rules.slow_play_brackets if b.over_minutes < minutes <= b.up_to_minutes), None)
    if bracket is None:
        raise ValueError(f"penalties.slow_play_brackets has no bracket for {minutes} minutes")
    vp = _vp(bracket.vp * share)
    explanation = _info(
        "P2",
        SLOW_PLAY,
        _SLOW_SHARE,
        minutes=minutes,
        over=bracket.over_minutes,
        up_to=bracket.up_to_minutes,
        table_vp=bracket.vp,
        share=share,
        vp=vp,
    )
    return PenaltyOutcome("P2", SLOW_PLAY, vp, False, explanation)


def unauthorised_player_penalty(matches_played_count: int, profile: Profile) -> PenaltyOutcome:
    """P3 (T5): 5 VP per match in which an unauthorised player played one or both halves."""
    count = matches_played_count
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise ValueError(f"the number of matches must be a whole number, 0 or more, got {count!r}")
    per_match = profile.penalties.unauthorised_player_vp
    vp = _vp(count * per_match)
    template = _UNAUTHORISED_ONCE if count == 1 else _UNAUTHORISED
    explanation = _info("P3", UNAUTHORISED_PLAYER, template, matches=count, per_match=per_match, vp=vp)
    return PenaltyOutcome("P3", UNAUTHORISED_PLAYER, vp, False, explanation)


def unauthorised_deadline(first_offence_date: dt.date, profile: Profile) -> dt.date:
    """P3: the last day the unpaid fee may reach the federation — 14 days after the first offence.

    The deadline day itself is still in time ("senast 14 dagar från ...").
    """
    return first_offence_date + dt.timedelta(days=profile.penalties.unauthorised_fee_deadline_days)


def disqualification_due(
    first_offence_date: dt.date, fee_received_on: dt.date | None, today: dt.date, profile: Profile
) -> bool:
    """P3: True when the team must be disqualified (results struck) for an unpaid fee.

    That is when the fee arrived after the deadline, or has not arrived and the deadline passed.
    """
    deadline = unauthorised_deadline(first_offence_date, profile)
    if fee_received_on is not None:
        return fee_received_on > deadline
    return today > deadline


def played_for_other_team(player: str, other_team: str) -> Finding:
    """P4 (T4): a player who already played for another team this season disqualifies the team;
    its results are struck (see ``walkover.struck_matches``)."""
    return Finding(
        "P4", "played_for_other_team", Severity.ERROR, _OTHER_TEAM, {"player": player, "other_team": other_team}
    )


def committee_correction(vp: Decimal, reason: str, rule: str = "P1/P2") -> PenaltyOutcome:
    """P1, P2: a committee's VP ruling, e.g. on lateness over 30 or an overrun over 25 minutes.

    ``vp`` is a Decimal with at most two decimals; positive is deducted, negative gives VP back,
    0 records "no correction". ``reason`` is required. ``rule`` names the rule the ruling settles.
    Invalid input raises ``PenaltyInputError`` with a translatable finding.
    """
    if not isinstance(vp, Decimal) or not vp.is_finite() or vp != vp.quantize(HUNDREDTH):
        raise PenaltyInputError(Finding(rule, "committee_bad_vp", Severity.ERROR, _BAD_VP, {"vp": vp}))
    if not isinstance(reason, str) or not reason.strip():
        raise PenaltyInputError(Finding(rule, "committee_no_reason", Severity.ERROR, _NO_REASON))
    vp = vp.quantize(HUNDREDTH)
    explanation = _info(rule, COMMITTEE, _COMMITTEE, vp=vp, reason=reason.strip())
    return PenaltyOutcome(rule, COMMITTEE, vp, False, explanation)


def vp_after_penalties(scored_vp: Decimal, own_penalties: Iterable[PenaltyOutcome]) -> Decimal:
    """P6: a team's VP after its own penalties; the opponents' VP never change.

    A pending ruling carries 0.00 VP, so it deducts nothing until the committee rules. The result
    may fall below zero: a penalty is deducted from the team's total, not capped at the match's VP.
    """
    return scored_vp - sum((penalty.vp for penalty in own_penalties), ZERO_VP)
