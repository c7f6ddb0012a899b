"""S4: appeals against a TD's ruling — the deadline, the deposit, and a late appeal flagged.

An appeal is handed to the TD in writing within 30 minutes of the end of the round in which the
ruling was given; for a ruling in the stage's last two rounds, within 5 minutes of the ruling
being announced. The deposit is 200 SEK in the pairs SM finals and the SM Par Open semifinal
(S p.9), 500 SEK in SM Lag semifinal and final and SM Lag Veteran (S p.13-15); it is returned
when the appeals committee finds the appeal not without merit. The minutes and amounts are
profile data.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

OUTCOMES = ("pending", "upheld", "dismissed", "withdrawn")
# S4: the pairs' SM stages (S p.9) — every other stage kind is a team stage (S p.13-15)
PAIRS_STAGE_KINDS = frozenset({"sm_pairs_final", "sm_pairs_open_semifinal"})


@dataclass(frozen=True)
class AppealRules:
    minutes_after_round: int = 30
    minutes_after_ruling_last_rounds: int = 5
    last_rounds: int = 2
    deposit_pairs: int = 200  # pairs SM finals, SM Par Open semifinal
    deposit_teams: int = 500  # SM Lag semifinal and final, SM Lag Veteran


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
    """S4: the deposit in SEK by stage — 200 in the pairs SM finals and the SM Par Open semifinal
    (``PAIRS_STAGE_KINDS``), 500 in SM Lag semifinal and final and SM Lag Veteran (every team stage)."""
    return rules.deposit_pairs if stage_kind in PAIRS_STAGE_KINDS else rules.deposit_teams


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
        sm.appeal_deposit_pairs,
        sm.appeal_deposit_teams,
    )
