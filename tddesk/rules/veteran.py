"""S5: the format of SM Lag Veteran by the number of entries, and the late starters' carry-over.

At most 8 teams: a round robin of 14-board matches; 9-10 teams: 10 boards; 11-16 teams: 8 boards
up to 13 teams and 7 from 14 (*interpretation* of "7-8 boards depending on the number of teams":
the session stays about the same length); more than 16: Gröna Hissen, eight 7-board Swiss rounds
(the first drawn), then a knockout of sixteen. No half-time in the qualification. A team allowed to
start in round 6 carries over exactly 11.00 VP for each round it missed (55.00 VP).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

CARRY_OVER_PER_ROUND = Decimal("11.00")
LATE_START_ROUND = 6


@dataclass(frozen=True)
class VeteranFormat:
    kind: str  # "round_robin" | "gronahissen"
    boards: int
    rounds: int | None  # None: all meet all (n − 1 or n rounds)


def veteran_format(entries: int) -> VeteranFormat:
    """S5: the qualification format for ``entries`` teams."""
    if entries < 2:
        raise ValueError("SM Lag Veteran needs at least two teams")
    if entries <= 8:
        return VeteranFormat("round_robin", 14, None)
    if entries <= 10:
        return VeteranFormat("round_robin", 10, None)
    if entries <= 16:
        return VeteranFormat("round_robin", 8 if entries <= 13 else 7, None)
    return VeteranFormat("gronahissen", 7, 8)


def carry_over(start_round: int | None, per_round: Decimal = CARRY_OVER_PER_ROUND) -> Decimal:
    """S5: the VP a team starting in ``start_round`` carries over (None or 1: none)."""
    if start_round is None or start_round <= 1:
        return Decimal("0.00")
    return (per_round * (start_round - 1)).quantize(Decimal("0.01"))


KNOCKOUT_BOARDS = {1: 20, 2: 20, 3: 20, 4: 24}  # R16, QF, SF, final and bronze match, two halves each
