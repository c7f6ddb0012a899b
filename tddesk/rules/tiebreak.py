"""H8: the order of a stage's teams — VP, IMP quotient, head-to-head, lot — with the chain restart.

The chain is applied to a whole tied group at a time. When a criterion splits a group, every
sub-group that is still tied starts the chain again from the top (H8's interpretation, docs/rules.md).
VP and quotient never split such a sub-group again (they were equal), so in practice the restart
recomputes head-to-head among the smaller group, which is what the interpretation asks for.

Head-to-head is the IMP difference in the matches among the group's teams, each team counting
its own IMPs. For two teams that is "most IMPs won in the mutual match(es)". It can only decide
when every pair of the group has met at least once; otherwise the group goes on to the lot.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from itertools import groupby
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

Criterion = Literal["vp", "imp_quotient", "head_to_head", "lot"]

INFINITE_QUOTIENT = float("inf")
"""The IMP quotient of a team that won IMPs and lost none; ranks above any finite quotient."""

ImpQuotient = Fraction | float | None
"""A Fraction (exact), INFINITE_QUOTIENT, or None when the team has no IMPs at all."""

_CHAIN: tuple[Criterion, ...] = ("vp", "imp_quotient", "head_to_head")

# Å, Ä, Ö come after Z in the Swedish alphabet; these stand-ins sort just after "z".
_SWEDISH_TAIL = str.maketrans({"å": "{", "ä": "|", "ö": "}", "æ": "|", "ø": "}"})


@dataclass(frozen=True)
class Lot:
    """H8: a lot the TD drew for exactly the tied group ``teams``; ``order`` is best first."""

    teams: frozenset[str]
    order: tuple[str, ...]
    drawn_by: str | None = None
    drawn_on: datetime | None = None

    def __post_init__(self) -> None:
        if len(self.order) != len(self.teams) or set(self.order) != set(self.teams):
            raise ValueError(f"H8: a lot's order {list(self.order)} must list each of its teams once")
        if len(self.teams) < 2:
            raise ValueError("H8: a lot is drawn between at least two teams")


@dataclass(frozen=True)
class Ordering:
    """The outcome of the chain: the order, and why each team is above the next."""

    order: tuple[str, ...]
    decided_by: Mapping[str, Criterion | None]  # team → criterion separating it from the next team
    unresolved_ties: tuple[frozenset[str], ...]  # groups only a lot can separate, no lot recorded
    used_lots: frozenset[Lot] = field(default_factory=frozenset)


def swedish_key(text: str) -> str:
    """A name's place in Swedish alphabetical order: case ignored, Å, Ä, Ö after Z."""
    return text.casefold().translate(_SWEDISH_TAIL)


def alphabetical_key(name: str, team: str) -> tuple[str, str]:
    """H8, W5: team names in Swedish order (Å, Ä, Ö after Z), then the id — the order of a tie
    awaiting a lot and of excluded teams, where no rule decides."""
    return swedish_key(name), team


def quotient_sort_key(quotient: ImpQuotient) -> tuple[int, Fraction | int]:
    """H8: larger is better — no IMPs at all < any finite quotient < infinite quotient."""
    if quotient is None:
        return 0, 0
    if isinstance(quotient, Fraction):
        return 1, quotient
    return 2, 0


def head_to_head_differences(
    group: Collection[str], meetings: Mapping[str, Sequence[tuple[str, int]]]
) -> dict[str, int] | None:
    """H8: each team's IMP difference in its matches against the rest of ``group``.

    ``meetings[team]`` lists (opponent, imps_won − imps_lost) for each counted match. Returns None
    when some pair of the group has not met: head-to-head cannot decide then.
    """
    members = group if isinstance(group, (set, frozenset)) else set(group)
    needed = len(members) - 1
    differences: dict[str, int] = {}
    for team in members:
        total = 0
        met: set[str] = set()
        for opponent, difference in meetings.get(team, ()):
            if opponent in members:
                total += difference
                met.add(opponent)
        if len(met) != needed:
            return None
        differences[team] = total
    return differences


def order_teams(
    teams: Iterable[str],
    *,
    vp: Mapping[str, Decimal],
    quotient: Mapping[str, ImpQuotient],
    meetings: Mapping[str, Sequence[tuple[str, int]]],
    lots: Iterable[Lot],
    alphabetical: Callable[[str], SupportsRichComparison],
) -> Ordering:
    """H8: order ``teams`` by most VP, highest IMP quotient, head-to-head IMPs, lot — restarting
    the chain on every sub-group still tied. A tie nothing but a lot separates keeps the recorded
    lot's order, or, without one, a provisional alphabetical order and is reported unresolved.
    """
    lot_for_group = {lot.teams: lot for lot in lots}
    quotient_key: dict[str, tuple[int, Fraction | int]] = {}  # worked out when a tie on VP first needs it
    order: list[str] = []
    decided_by: dict[str, Criterion | None] = {}
    unresolved: list[frozenset[str]] = []
    used: set[Lot] = set()

    def criterion_key(criterion: Criterion, group: list[str]) -> Callable[[str], SupportsRichComparison] | None:
        if criterion == "vp":
            return vp.__getitem__
        if criterion == "imp_quotient":
            if not quotient_key:
                quotient_key.update((team, quotient_sort_key(value)) for team, value in quotient.items())
            return quotient_key.__getitem__
        differences = head_to_head_differences(frozenset(group), meetings)
        return None if differences is None else differences.__getitem__

    # An explicit stack instead of recursion: a long chain of head-to-head splits in a big tied
    # group must not hit the recursion limit. Each entry carries the criterion that separates
    # the group's last team from whatever follows the group.
    everyone = sorted(teams, key=alphabetical)
    stack: list[tuple[list[str], Criterion | None]] = [(everyone, None)] if everyone else []
    while stack:
        group, trailing = stack.pop()
        if len(group) == 1:
            order.append(group[0])
            decided_by[group[0]] = trailing
            continue
        for criterion in _CHAIN:
            key = criterion_key(criterion, group)
            if key is None:
                continue
            # sorted() is stable, so equal teams keep the alphabetical order they arrived in.
            parts = [list(part) for _, part in groupby(sorted(group, key=key, reverse=True), key=key)]
            if len(parts) > 1:
                trailings = [criterion] * (len(parts) - 1) + [trailing]
                stack.extend(reversed(list(zip(parts, trailings))))
                break
        else:
            members = frozenset(group)
            lot = lot_for_group.get(members)
            if lot is not None:
                used.add(lot)
                group = list(lot.order)
            else:
                unresolved.append(members)
            for team in group:
                order.append(team)
                decided_by[team] = "lot"
            decided_by[group[-1]] = trailing
    return Ordering(tuple(order), decided_by, tuple(unresolved), frozenset(used))


def imp_quotient(imps_won: int, imps_lost: int) -> ImpQuotient:
    """H8: IMPs won ÷ IMPs lost, exact; INFINITE_QUOTIENT with none lost, None with no IMPs at all."""
    if imps_lost:
        return Fraction(imps_won, imps_lost)
    return INFINITE_QUOTIENT if imps_won else None


def imp_quotient_text(quotient: ImpQuotient) -> str | None:
    """H8: the quotient as shown — four decimals rounded half up from the exact value, "inf", or None."""
    if quotient is None:
        return None
    if not isinstance(quotient, Fraction):
        return "inf"
    scaled = quotient * 10_000
    units = (2 * scaled.numerator + scaled.denominator) // (2 * scaled.denominator)  # half up, ≥ 0
    return f"{units // 10_000}.{units % 10_000:04d}"
