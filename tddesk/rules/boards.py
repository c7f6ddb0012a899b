"""Board by board: Law 78B IMPs, a match's boards per half, adjusted scores (docs/boards.md).

A match is played in two rooms: the home team sits North-South in the open room and East-West
in the closed room, so the home team's net score on a board is open NS − closed NS. A half's
IMPs come from its boards once every board of the half has a result in both rooms.

A weighted score (Law 12C1(c)) makes a board's IMPs a fraction; they are kept exact (``Fraction``)
and a half's whole-IMP totals are taken from the exact sum (``whole_totals``).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from functools import cached_property, lru_cache

from tddesk.rules.contract import BoardError, Contract, ns_score, parse_contract
from tddesk.rules.findings import QT_TRANSLATE_NOOP

ROOMS = ("open", "closed")
# Law 78B: the lowest difference in points that earns 1, 2, 3 … IMPs.
_IMP_STEPS = (
    20,
    50,
    90,
    130,
    170,
    220,
    270,
    320,
    370,
    430,
    500,
    600,
    750,
    900,
    1100,
    1300,
    1500,
    1750,
    2000,
    2250,
    2500,
    3000,
    3500,
    4000,
)
# Law 86A / 12C2: an artificial adjusted score is average plus (+3 IMPs), average (0) or average minus (−3).
ARTIFICIAL_PERCENTS = (40, 50, 60)
NUMBERINGS = ("day", "round")  # boards numbered on through the day's rounds, or from 1 in every round


def imps(difference: int | Decimal) -> int:
    """Law 78B: IMPs for a difference in points (the sign of the difference is kept); the scale is
    looked up by bisection (the steps are sorted), not walked."""
    size = -difference if difference < 0 else difference
    won = bisect_right(_IMP_STEPS, size)
    return won if difference >= 0 else -won


@dataclass(frozen=True)
class RoomEntry:
    """One room's result on a board as recorded: played, assigned by the TD, artificial, or
    weighted (Law 12C1(c): (NS score, weight %) of each result, the weights adding to 100)."""

    board: int
    room: str  # "open" | "closed"
    contract: str | None = None  # "4HX", "3NT", "PASS"
    declarer: str | None = None  # N E S W
    tricks: int | None = None
    assigned_ns_score: int | None = None
    ns_percent: int | None = None  # artificial: 60/40 → ns 60, ew 40
    ew_percent: int | None = None
    weighted: tuple[tuple[int, int], ...] = ()

    @property
    def artificial(self) -> bool:
        return self.ns_percent is not None

    def outcomes(self) -> tuple[tuple[int, Fraction], ...]:
        """The NS scores the room is compared with, each with its weight (one, weight 1, if not weighted)."""
        if self.weighted:
            return tuple((score, Fraction(weight, 100)) for score, weight in self.weighted)
        score = room_ns_score(self)
        assert score is not None  # only an artificial score has none, and it is not compared
        return ((score, Fraction(1)),)


# Standings read every board of a stage after each keystroke; a result's score never changes.
@lru_cache(maxsize=65536)
def room_ns_score(entry: RoomEntry) -> int | None:
    """The room's NS score (Law 77, or the TD's assigned score); None for an artificial or a
    weighted score (a weighted score has one per result: ``RoomEntry.outcomes``)."""
    if entry.artificial or entry.weighted:
        return None
    if entry.assigned_ns_score is not None:
        return entry.assigned_ns_score
    contract = parse_contract(entry.contract or "")
    return ns_score(entry.board, contract, entry.declarer, entry.tricks or 0)


def check_entry(contract: Contract, declarer: str | None, tricks: int | None) -> None:
    """A played result must have a declarer and a trick count that the contract allows."""
    if contract.passed_out:
        return
    if declarer is None:
        raise BoardError(
            QT_TRANSLATE_NOOP("Rules", "{contract} needs a declarer (N, E, S or W)."), contract=contract.text()
        )
    if tricks is None or not 0 <= tricks <= 13:
        raise BoardError(
            QT_TRANSLATE_NOOP("Rules", "{contract} needs the tricks taken (0-13)."), contract=contract.text()
        )


def check_artificial(ns_percent: int, ew_percent: int) -> None:
    if ns_percent not in ARTIFICIAL_PERCENTS or ew_percent not in ARTIFICIAL_PERCENTS:
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules", "An artificial adjusted score is 60, 50 or 40 % for each side (Law 12C2), not {ns}/{ew}."
            ),
            ns=ns_percent,
            ew=ew_percent,
        )


def _artificial_imps(percent: int) -> int:
    return (percent - 50) * 3 // 10


def whole_imps(value: Fraction) -> int:
    """A board's exact IMPs to the nearest whole IMP, half away from zero (for whole-IMP displays)."""
    rounded = int(Decimal(abs(value.numerator)) / Decimal(value.denominator) + Decimal("0.5"))
    return rounded if value >= 0 else -rounded


def _half_up(value: Fraction) -> int:
    return int((Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def whole_totals(home: Fraction, away: Fraction) -> tuple[int, int]:
    """A half's whole-IMP totals from its exact ones (docs/boards.md, "Adjusted scores"): the margin
    to the nearest whole IMP (half away from zero), the loser's total to the nearest whole IMP (half
    up) and the winner's = the loser's + the rounded margin, so the match report, the federation's
    report and VP1's scale see whole IMPs whose difference is the rounded margin."""
    margin = whole_imps(home - away)
    if home >= away:
        loser = _half_up(away)
        return loser + margin, loser
    loser = _half_up(home)
    return loser, loser - margin


@dataclass(frozen=True)
class BoardLine:
    """One board of a match: both rooms' NS scores, the home team's net score and the IMPs won.

    ``home_imps``/``away_imps`` are whole (a weighted score's fraction rounded, half away from
    zero) for displays; ``home_exact``/``away_exact`` are what the half adds up."""

    board: int
    open_ns: int | None
    closed_ns: int | None
    home_net: int | None
    home_imps: int
    away_imps: int
    complete: bool
    adjusted: bool = False
    home_exact: Fraction | None = None  # None: the same as home_imps
    away_exact: Fraction | None = None
    weighted: bool = False  # a room's score is weighted: its IMPs may be a fraction

    @property
    def exact_home(self) -> Fraction:
        return Fraction(self.home_imps) if self.home_exact is None else self.home_exact

    @property
    def exact_away(self) -> Fraction:
        return Fraction(self.away_imps) if self.away_exact is None else self.away_exact


def weighted_imps(open_entry: RoomEntry, closed_entry: RoomEntry) -> Fraction:
    """Law 12C1(c): the home team's net IMPs as the weighted average of the IMPs each outcome of
    the open room would score against each outcome of the closed room (weight: their product)."""
    return sum(
        (
            open_weight * closed_weight * imps(open_score - closed_score)
            for open_score, open_weight in open_entry.outcomes()
            for closed_score, closed_weight in closed_entry.outcomes()
        ),
        Fraction(0),
    )


@lru_cache(maxsize=65536)
def board_line(board: int, open_entry: RoomEntry | None, closed_entry: RoomEntry | None) -> BoardLine:
    """Law 78B on the home team's net score; an artificial score in a room gives ±3 IMPs (Law 86A)
    and the other room, played or weighted, is then not compared; a weighted room scores the
    weighted average of its outcomes' IMPs (Law 12C1(c), ``weighted_imps``)."""
    open_ns = room_ns_score(open_entry) if open_entry else None
    closed_ns = room_ns_score(closed_entry) if closed_entry else None
    if open_entry is None or closed_entry is None:
        return BoardLine(board, open_ns, closed_ns, None, 0, 0, False)
    if open_entry.artificial or closed_entry.artificial:
        home = away = 0
        for entry, home_line in ((open_entry, "ns"), (closed_entry, "ew")):
            if entry.artificial:
                home_percent = entry.ns_percent if home_line == "ns" else entry.ew_percent
                away_percent = entry.ew_percent if home_line == "ns" else entry.ns_percent
                home += _artificial_imps(home_percent or 50)
                away += _artificial_imps(away_percent or 50)
        # Each side's own ±3: a gain is won by it, a loss is won by the other side (not counted twice).
        home_won = max(home, 0) + (max(-away, 0) if home <= 0 else 0)
        away_won = max(away, 0) + (max(-home, 0) if away <= 0 else 0)
        return BoardLine(board, open_ns, closed_ns, None, home_won, away_won, True, adjusted=True)
    if open_entry.weighted or closed_entry.weighted:
        average = weighted_imps(open_entry, closed_entry)
        home_share, away_share = max(average, Fraction(0)), max(-average, Fraction(0))
        return BoardLine(
            board,
            open_ns,
            closed_ns,
            None,
            whole_imps(home_share),
            whole_imps(away_share),
            True,
            adjusted=True,
            home_exact=home_share,
            away_exact=away_share,
            weighted=True,
        )
    assert open_ns is not None and closed_ns is not None  # only an artificial or weighted score has none
    net = open_ns - closed_ns
    won = imps(net)
    return BoardLine(board, open_ns, closed_ns, net, max(won, 0), max(-won, 0), True)


def half_board_numbers(
    round_number: int, half: int, boards_per_match: int, halves: int, numbering: str = "day"
) -> range:
    """The board numbers a half plays: on through the day (round 2, half 1 of 20 boards: 21-30) or
    from 1 in every round."""
    per_half = boards_per_match // halves
    first = (half - 1) * per_half + 1
    if numbering == "day":
        first += (round_number - 1) * boards_per_match
    return range(first, first + per_half)


@dataclass(frozen=True)
class HalfBoards:
    """A half's boards and, when every board has both rooms, its IMP totals."""

    half: int
    lines: tuple[BoardLine, ...]
    expected: int

    @property
    def complete(self) -> bool:
        return len(self.lines) == self.expected and all(line.complete for line in self.lines)

    @property
    def entered(self) -> int:
        return sum(1 for line in self.lines if line.complete)

    @property
    def home_exact(self) -> Fraction:
        return sum((line.exact_home for line in self.lines), Fraction(0))

    @property
    def away_exact(self) -> Fraction:
        return sum((line.exact_away for line in self.lines), Fraction(0))

    @cached_property
    def _whole(self) -> tuple[int, int]:
        # Standings total every half of a stage after each change: whole IMPs add up as integers.
        if not any(line.weighted for line in self.lines):
            return sum(line.home_imps for line in self.lines), sum(line.away_imps for line in self.lines)
        return whole_totals(self.home_exact, self.away_exact)

    @property
    def home_imps(self) -> int:
        """The home team's whole IMPs (``whole_totals``; the plain sum when no board is weighted)."""
        return self._whole[0]

    @property
    def away_imps(self) -> int:
        return self._whole[1]


def half_boards(half: int, entries: list[RoomEntry] | tuple[RoomEntry, ...], numbers: range) -> HalfBoards:
    """Pair up the rooms of each board of the half (boards in number order)."""
    by_board: dict[int, dict[str, RoomEntry]] = {}
    for entry in entries:
        by_board.setdefault(entry.board, {})[entry.room] = entry
    lines = tuple(
        board_line(board, rooms.get("open"), rooms.get("closed")) for board, rooms in sorted(by_board.items())
    )
    return HalfBoards(half, lines, len(numbers))


@dataclass(frozen=True)
class CountedHalf:
    """What a half counts: typed totals, its boards, or typed totals that its boards contradict."""

    home_imps: int
    away_imps: int
    source: str  # "typed" | "boards"
    boards_differ: bool = False  # typed and complete boards disagree and the TD has not chosen yet


def counted_half(typed: tuple[int, int] | None, keep_typed: bool, boards: HalfBoards | None) -> CountedHalf | None:
    """Complete boards count when nothing is typed; typed totals count otherwise. Where both exist
    and disagree, the typed totals count and the difference is flagged until the TD chooses
    (keeping the typed totals, or removing them so that the boards count)."""
    from_boards = (boards.home_imps, boards.away_imps) if boards is not None and boards.complete else None
    if typed is None:
        return CountedHalf(*from_boards, "boards") if from_boards else None
    differ = from_boards is not None and from_boards != tuple(typed) and not keep_typed
    return CountedHalf(typed[0], typed[1], "typed", differ)
