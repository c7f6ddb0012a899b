"""PP2, M5: pairs with the same score — boards won among the tied pairs, then head-to-head, then
lot; for plaques the boards-won method alone, and pairs still tied share the higher place.

*Interpretation* (docs/pairs.md): a pair wins a board against another tied pair when its
matchpoint percentage on the board is higher; an equal board is won by neither. Once a method
separates some of the tied pairs, those still tied are compared again from the first method among
themselves. Head-to-head is the matchpoints the pairs scored on the boards they played against each
other (as a percentage); a pair that met none of the others leaves the decision to the lot.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.matchpoints import PairScore
from tddesk.rules.proportional import decimal_text

BOARDS_WON = "boards_won"
HEAD_TO_HEAD = "head_to_head"
LOT = "lot"

_DECIDED = {
    BOARDS_WON: QT_TRANSLATE_NOOP("Rules", "equal score with {others}, ahead on boards won among them ({value})"),
    HEAD_TO_HEAD: QT_TRANSLATE_NOOP("Rules", "equal score with {others}, ahead on head-to-head ({value} %)"),
    LOT: QT_TRANSLATE_NOOP("Rules", "equal score with {others}, placed by lot"),
}
_LOT_NEEDED = QT_TRANSLATE_NOOP("Rules", "{pairs} cannot be separated by boards won or head-to-head: lot needed")


@dataclass(frozen=True)
class Placed:
    """A pair's place in a heat or final, and how a tie was decided (None: no tie)."""

    pair: str
    place: int
    score: PairScore
    decided_by: str | None = None
    tied_with: tuple[str, ...] = ()
    value: str = ""

    def reason(self, name: Callable[[str], str] = str) -> Finding | None:
        if self.decided_by is None:
            return None
        return Finding(
            "PP2",
            self.decided_by,
            Severity.INFO,
            _DECIDED[self.decided_by],
            {"others": ", ".join(name(pair) for pair in self.tied_with), "value": self.value},
        )


@dataclass(frozen=True)
class Ranking:
    placed: tuple[Placed, ...]
    findings: tuple[Finding, ...] = ()
    lots_needed: tuple[tuple[str, ...], ...] = field(default=())

    def place_of(self, pair: str) -> int:
        return next(placed.place for placed in self.placed if placed.pair == pair)

    @property
    def order(self) -> tuple[str, ...]:
        return tuple(placed.pair for placed in self.placed)


def boards_won(group: Sequence[str], scores: Mapping[str, PairScore]) -> dict[str, int]:
    """PP2, M5: for each pair, the boards on which it scored a higher percentage than another pair of
    the group, summed over the others (boards both played; an equal board is won by neither)."""
    percents = {pair: {board.key: board.percent for board in scores[pair].boards} for pair in group}
    won = dict.fromkeys(group, 0)
    for pair in group:
        for other in group:
            if other == pair:
                continue
            common = percents[pair].keys() & percents[other].keys()
            won[pair] += sum(1 for key in common if percents[pair][key] > percents[other][key])
    return won


def head_to_head(group: Sequence[str], scores: Mapping[str, PairScore]) -> dict[str, Fraction | None]:
    """PP2: each pair's matchpoint percentage on the boards it played against the group's others
    (None when it met none of them)."""
    members = set(group)
    result: dict[str, Fraction | None] = {}
    for pair in group:
        met = [board for board in scores[pair].boards if board.opponents in members and board.opponents != pair]
        tops = sum(board.top for board in met)
        result[pair] = sum((board.points for board in met), Fraction(0)) * 100 / tops if tops else None
    return result


def rank_pairs(scores: Mapping[str, PairScore], lots: Mapping[frozenset, Sequence[str]] | None = None) -> Ranking:
    """PP2: pairs ranked by percentage with full precision (PP5); equal percentages separated by
    boards won among the tied pairs, then head-to-head, then lot. ``lots`` holds the order a lot
    gave each group it decided (keyed by the group's pairs); a group with no lot yet keeps the
    given order and is named in ``lots_needed``."""
    lots = lots or {}
    ordered = sorted(scores.values(), key=lambda score: -score.percent)
    placed: list[Placed] = []
    needed: list[tuple[str, ...]] = []
    index = 0
    while index < len(ordered):
        end = index
        while end + 1 < len(ordered) and ordered[end + 1].percent == ordered[index].percent:
            end += 1
        group = [score.pair for score in ordered[index : end + 1]]
        if len(group) == 1:
            placed.append(Placed(group[0], index + 1, ordered[index]))
        else:
            for offset, (pair, method, value) in enumerate(_separate(group, scores, lots, needed)):
                others = tuple(other for other in group if other != pair)
                placed.append(Placed(pair, index + 1 + offset, scores[pair], method, others, value))
        index = end + 1
    findings = tuple(
        Finding("PP2", "lot_needed", Severity.WARNING, _LOT_NEEDED, {"pairs": ", ".join(map(str, group))})
        for group in needed
    )
    return Ranking(tuple(placed), findings, tuple(needed))


def _separate(group, scores, lots, needed) -> list[tuple[str, str, str]]:
    """The tied group in order, each with the method that placed it and the figure it had."""
    won = boards_won(group, scores)
    if len(set(won.values())) > 1:
        return _by_key(group, won, BOARDS_WON, str, scores, lots, needed)
    meetings = head_to_head(group, scores)
    if None not in meetings.values() and len(set(meetings.values())) > 1:
        return _by_key(group, meetings, HEAD_TO_HEAD, _percent_text, scores, lots, needed)
    lot = lots.get(frozenset(group))
    if lot is None or set(lot) != set(group):
        needed.append(tuple(group))
        return [(pair, LOT, "") for pair in group]
    return [(pair, LOT, "") for pair in lot]


def _by_key(group, values, method, text, scores, lots, needed):
    order: list[tuple[str, str, str]] = []
    for value in sorted(set(values.values()), reverse=True):
        part = [pair for pair in group if values[pair] == value]
        if len(part) == 1:
            order.append((part[0], method, text(value)))
        else:
            order.extend(_separate(part, scores, lots, needed))
    return order


def _percent_text(value: Fraction) -> str:
    return decimal_text(value, 1)


def plaque_places(scores: Mapping[str, PairScore]) -> dict[str, int]:
    """M5: places for plaques. Pairs with equal percentages are separated by boards won among them
    only; pairs still equal share the higher place (so more plaques of a kind may be given)."""
    ordered = sorted(scores.values(), key=lambda score: -score.percent)
    places: dict[str, int] = {}
    index = 0
    while index < len(ordered):
        group = [score.pair for score in ordered if score.percent == ordered[index].percent]
        won = boards_won(group, scores)
        position = index + 1
        for value in sorted(set(won.values()), reverse=True):
            sharing = [pair for pair in group if won[pair] == value]
            for pair in sharing:
                places[pair] = position
            position += len(sharing)
        index += len(group)
    return places
