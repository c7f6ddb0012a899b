"""S4: appeals against a TD's ruling — the deadline, the deposit, and a late appeal flagged.

An appeal is handed to the TD in writing within 30 minutes of the end of the round in which the
ruling was given; for a ruling in the stage's last two rounds, within 5 minutes of the ruling
being announced. The deposit is 200 SEK in the SM semifinal and 500 SEK in the finals (and SM Lag
Veteran); it is returned when the appeals committee finds the appeal not without merit. The
minutes and amounts are profile data.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from tddesk.rules.stage_kinds import SEMIFINAL_KINDS

OUTCOMES = ("pending", "upheld", "dismissed", "withdrawn")


@dataclass(frozen=True)
class AppealRules:
    minutes_after_round: int = 30
    minutes_after_ruling_last_rounds: int = 5
    last_rounds: int = 2
    deposit_semifinal: int = 200
    deposit_final: int = 500


def appeal_deadline(
    round_number: int,
    total_rounds: int,
    ruling_at: dt.datetime,
    round_ended_at: dt.datetime | None,
    rules: AppealRules = AppealRules(),
) -> dt.datetime | None:
    """S4: when an appeal against the ruling must be in. None: the round's end is not known yet
    (a ruling before the last two rounds, whose round has not ended)."""
    if round_number > total_rounds - rules.last_rounds:
        return ruling_at + dt.timedelta(minutes=rules.minutes_after_ruling_last_rounds)
    if round_ended_at is None:
        return None
    return round_ended_at + dt.timedelta(minutes=rules.minutes_after_round)


def is_late(filed_at: dt.datetime, deadline: dt.datetime | None) -> bool:
    """S4: filed after the deadline (an appeal on the deadline minute itself is in time)."""
    return deadline is not None and filed_at > deadline


def deposit(stage_kind: str, rules: AppealRules = AppealRules()) -> int:
    """S4: the deposit in SEK — 200 in the SM semifinal, 500 in the finals and SM Lag Veteran."""
    return rules.deposit_semifinal if stage_kind in SEMIFINAL_KINDS else rules.deposit_final


def deposit_returned(outcome: str) -> bool | None:
    """S4: the deposit is returned unless the committee dismissed the appeal as without merit;
    None while the appeal is pending."""
    if outcome not in OUTCOMES:
        raise ValueError(f"unknown outcome {outcome!r}")
    if outcome == "pending":
        return None
    return outcome != "dismissed"


def appeal_rules(sm) -> AppealRules:
    """The profile's ``[sm]`` appeal numbers (``profile.SmRules``) as AppealRules."""
    return AppealRules(
        sm.appeal_minutes_after_round,
        sm.appeal_minutes_after_ruling_last_rounds,
        sm.appeal_last_rounds,
        sm.appeal_deposit_semifinal,
        sm.appeal_deposit_final,
    )
