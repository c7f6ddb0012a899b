"""What the standings of a stage are computed from (H7, H8, P6, W2, S5): each team's side of each
match — played, a bye, a walkover won or given, VP carried over — and the penalties deducted.
``rules/standings.py`` ranks them."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

ResultKind = Literal["played", "bye", "walkover_won", "walkover_given", "carry_over"]
RESULT_KINDS = frozenset(("played", "bye", "walkover_won", "walkover_given", "carry_over"))
SINGLE_SIDED = frozenset(("bye", "carry_over"))  # S5: VP carried into the stage, like a bye's
WALKOVER_PAIR = frozenset(("walkover_won", "walkover_given"))


@dataclass(frozen=True, init=False)
class TeamResult:
    """One team's side of one match of the stage (H7: a bye is a side without an opponent).

    A bye carries the stage's bye VP and 0-0 IMPs. Walkover sides (W2) carry their ruled VP and
    IMPs; ``provisional`` marks a walkover value that waits for the end of the series.
    """

    match_id: str
    round: int
    team: str
    opponent: str | None
    imps_won: int
    imps_lost: int
    vp: Decimal
    kind: ResultKind = "played"
    provisional: bool = False
    counts_when_struck: bool = False  # P5 (SM): a walkover won against a team whose results are struck

    def __init__(
        self,
        match_id: str,
        round: int,
        team: str,
        opponent: str | None,
        imps_won: int,
        imps_lost: int,
        vp: Decimal,
        kind: ResultKind = "played",
        provisional: bool = False,
        counts_when_struck: bool = False,
    ) -> None:
        # Written straight into the instance, item by item: the frozen dataclass's own __init__
        # sets each field through object.__setattr__, which was most of the cost of a stage's
        # standings, and a dict.update with keywords costs twice as much as this.
        fields = self.__dict__
        fields["match_id"] = match_id
        fields["round"] = round
        fields["team"] = team
        fields["opponent"] = opponent
        fields["imps_won"] = imps_won
        fields["imps_lost"] = imps_lost
        fields["vp"] = vp
        fields["kind"] = kind
        fields["provisional"] = provisional
        fields["counts_when_struck"] = counts_when_struck


@dataclass(frozen=True)
class Penalty:
    """P6: ``vp`` (a positive number) deducted from ``team`` only; ``match_id`` when tied to a match."""

    team: str
    vp: Decimal
    rule: str
    reason: str
    match_id: str | None = None
