"""PP5: a pairs session scored by matchpoints — 2 per beaten score, 1 per tie — with Neuberg's
formula for boards with fewer results than the top, artificial adjusted scores (60/50/40 % of the
top) and percentages (docs/pairs.md).

The arithmetic is exact (``Fraction``); results are shown with one decimal and ranked with full
precision (PP5). Pairs are any hashable ids; a board's results are given per table as the NS and
EW pair with either the NS score or an artificial score.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from functools import cached_property, lru_cache
from math import lcm

from tddesk.rules.contract import BoardError
from tddesk.rules.findings import QT_TRANSLATE_NOOP
from tddesk.rules.proportional import decimal_text

ARTIFICIAL_PERCENTS = (40, 50, 60)  # Law 12C2: average minus, average, average plus
SHOWN_DECIMALS = 1  # PP5: one decimal shown
SIT_OUT_SCORES = ("none", "60", "session")


@dataclass(frozen=True)
class PairsConventions:
    """Other programs' conventions, as settings of a pairs heat (docs/rules.md, "Other programs'
    conventions"). The defaults are the exact figures of PP5 and the Laws.

    ``neuberg_decimals``: None — Neuberg's matchpoints exact (default); 2 — rounded to two decimals
    (half up) before the percentage is taken, as KoPS does.
    ``sit_out``: the boards a pair sits out — ``"none"`` (default): no score, the percentage is
    over the boards played; ``"60"``: 60 % of the top for each; ``"session"``: the pair's own
    percentage of the session for each (Ruter offers both)."""

    neuberg_decimals: int | None = None
    sit_out: str = "none"

    def __post_init__(self) -> None:
        if self.sit_out not in SIT_OUT_SCORES:
            raise ValueError(f"sit_out is one of {SIT_OUT_SCORES}, not {self.sit_out!r}")
        if self.neuberg_decimals is not None and not 0 <= self.neuberg_decimals <= 6:
            raise ValueError(f"neuberg_decimals is 0 to 6 or None, not {self.neuberg_decimals!r}")


EXACT = PairsConventions()


def rounded_fraction(value: Fraction, decimals: int) -> Fraction:
    """``value`` rounded to ``decimals`` places, half up (KoPS's two decimals of Neuberg)."""
    shown = (Decimal(value.numerator) / Decimal(value.denominator)).quantize(
        Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP
    )
    return Fraction(shown)


@dataclass(frozen=True)
class TableResult:
    """One table's result on a board: the NS score, or an artificial score in percent per side."""

    board: int
    ns_pair: str
    ew_pair: str
    ns_score: int | None = None
    ns_percent: int | None = None
    ew_percent: int | None = None
    round: int = 1
    # Law 12C1(c): a weighted score, (NS score, weight in percent) per result, the weights adding
    # to 100; scored as the weighted average of what each result would score, for the other
    # tables too.
    weighted: tuple[tuple[int, int], ...] = ()

    @property
    def artificial(self) -> bool:
        return self.ns_percent is not None

    def outcomes(self) -> tuple[tuple[int, Fraction], ...]:
        """The NS scores the table is compared with, each with its weight (one, weight 1, if played)."""
        if self.weighted:
            return tuple((score, Fraction(weight, 100)) for score, weight in self.weighted)
        return ((_played_score(self), Fraction(1)),)


def check_weighted(parts: Sequence[tuple[int, int]]) -> None:
    """Law 12C1(c): two or more results, each with a weight of 1-99 %, the weights adding to 100 %."""
    weights = [weight for _score, weight in parts]
    if len(parts) < 2 or sum(weights) != 100 or not all(0 < weight < 100 for weight in weights):
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "A weighted score (Law 12C1(c)) is two or more results whose weights add up to 100 %, not {weights}.",
            ),
            weights=" + ".join(f"{weight} %" for weight in weights) or "-",
        )


def check_artificial_percents(ns_percent: int | None, ew_percent: int | None) -> tuple[int, int]:
    """PP5: an artificial adjusted score is 60, 50 or 40 % for each side (Law 12C2); returns the two."""
    if (
        ns_percent is None
        or ew_percent is None
        or ns_percent not in ARTIFICIAL_PERCENTS
        or ew_percent not in ARTIFICIAL_PERCENTS
    ):
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules", "An artificial adjusted score is 60, 50 or 40 % for each side (Law 12C2), not {ns}/{ew}."
            ),
            ns=ns_percent,
            ew=ew_percent,
        )
    return ns_percent, ew_percent


def top(results: int) -> int:
    """The top on a board played ``results`` times: 2 per beaten score."""
    return 2 * (results - 1)


def matchpoints(scores: Sequence[int]) -> list[int]:
    """PP5: each NS score earns 2 for every score it beats and 1 for every equal score."""
    return [sum(2 if score > other else 1 if score == other else 0 for other in scores) - 1 for score in scores]


def neuberg(points: Fraction | int, results: int, expected: int) -> Fraction:
    """PP5, Neuberg's formula: matchpoints earned among ``results`` scores, on the scale of a board
    played ``expected`` times: (MP + 1) · expected / results − 1 (2 per beaten score)."""
    if results < 1 or expected < results:
        raise ValueError(f"PP5: Neuberg needs 1 ≤ results ≤ expected, got {results} of {expected}")
    return (Fraction(points) + 1) * expected / results - 1


@dataclass(frozen=True)
class ScoredTable:
    """A table's result with the matchpoints of each side, on the scale of the session's top."""

    result: TableResult
    ns_points: Fraction
    ew_points: Fraction


def _played_score(result: TableResult) -> int:
    if result.ns_score is None:
        raise ValueError(f"PP5: board {result.board} has a result that is neither played nor artificial")
    return result.ns_score


def score_board(
    results: Sequence[TableResult], expected: int, neuberg_decimals: int | None = None
) -> list[ScoredTable]:
    """PP5: matchpoints on one board on the scale of ``expected`` results (the session's top).

    The played scores are compared among themselves and, when fewer than ``expected``, raised by
    Neuberg's formula (exact, or rounded to ``neuberg_decimals``: ``PairsConventions``); an
    artificial score gets its percentage of the top (60/50/40 %)."""
    return list(_score_board(tuple(results), expected, neuberg_decimals))


# A standing is read again after every entry, which changes one board: the other boards' exact
# arithmetic is taken from here (results are frozen and hashable, so equal inputs give equal output).
@lru_cache(maxsize=4096)
def _score_board(
    results: tuple[TableResult, ...], expected: int, neuberg_decimals: int | None = None
) -> tuple[ScoredTable, ...]:
    played = [result for result in results if not result.artificial]
    if len(results) > expected:
        raise ValueError(f"PP5: board {results[0].board} has {len(results)} results, more than the top {expected}")
    board_top = top(expected)
    if any(result.weighted for result in played):
        raw: Sequence[Fraction | int] = _weighted_matchpoints(played)
    else:
        raw = matchpoints([_played_score(result) for result in played]) if played else []
    ns_by_result = {id(result): neuberg(points, len(played), expected) for result, points in zip(played, raw)}
    if neuberg_decimals is not None and len(played) < expected:  # KoPS: Neuberg's figure rounded
        ns_by_result = {key: rounded_fraction(value, neuberg_decimals) for key, value in ns_by_result.items()}
    scored = []
    for result in results:
        if result.artificial:
            ns_percent, ew_percent = check_artificial_percents(result.ns_percent, result.ew_percent)
            ns = Fraction(board_top * ns_percent, 100)
            ew = Fraction(board_top * ew_percent, 100)
        else:
            ns = ns_by_result[id(result)]
            ew = board_top - ns
        scored.append(ScoredTable(result, ns, ew))
    return tuple(scored)


def _weighted_matchpoints(played: Sequence[TableResult]) -> list[Fraction]:
    """PP5 with Law 12C1(c): each pair of tables compared outcome by outcome, 2 per beaten score and
    1 per tie, each comparison weighted by the product of the two outcomes' weights."""
    outcomes = [result.outcomes() for result in played]
    points = []
    for index, own in enumerate(outcomes):
        total = Fraction(0)
        for other_index, other in enumerate(outcomes):
            if other_index == index:
                continue
            for score, weight in own:
                for other_score, other_weight in other:
                    beaten = 2 if score > other_score else 1 if score == other_score else 0
                    total += weight * other_weight * beaten
        points.append(total)
    return points


@lru_cache(maxsize=4096)
def _pair_boards(
    results: tuple[TableResult, ...], expected: int, session: int, neuberg_decimals: int | None = None
) -> tuple[tuple[str, PairBoard], ...]:
    """One board as each pair at its tables played it (NS, then EW, table by table)."""
    board_top = top(expected)
    played = []
    for scored in _score_board(results, expected, neuberg_decimals):
        result = scored.result
        played.append(
            (
                result.ns_pair,
                PairBoard(result.board, result.round, scored.ns_points, board_top, result.ew_pair, "NS", session),
            )
        )
        played.append(
            (
                result.ew_pair,
                PairBoard(result.board, result.round, scored.ew_points, board_top, result.ns_pair, "EW", session),
            )
        )
    return tuple(played)


def exact_sum(values: Iterable[Fraction | int]) -> Fraction:
    """The exact sum of fractions over their common denominator: one division at the end instead of
    one per term (a session's matchpoints have only a few denominators, from Neuberg's formula)."""
    items = list(values)  # int and Fraction both have numerator and denominator
    denominator = lcm(*{item.denominator for item in items}) if items else 1
    return Fraction(sum(item.numerator * (denominator // item.denominator) for item in items), denominator)


@dataclass(frozen=True)
class PairBoard:
    """One board as a pair played it: its matchpoints, the top, its opponents and the round."""

    board: int
    round: int
    points: Fraction
    top: int
    opponents: str
    line: str  # "NS" | "EW"
    session: int = 1

    @property
    def key(self) -> tuple[int, int]:
        """The board as it is told apart across a heat's sessions."""
        return self.session, self.board

    @property
    def percent(self) -> Fraction:
        return self.points * 100 / self.top if self.top else Fraction(50)


@dataclass(frozen=True)
class PairScore:
    pair: str
    points: Fraction
    maximum: int
    boards: tuple[PairBoard, ...]

    @cached_property  # ranking and tie-breaks compare it many times over
    def percent(self) -> Fraction:
        """PP5: matchpoints ÷ the tops of the boards played × 100, with full precision."""
        return self.points * 100 / self.maximum if self.maximum else Fraction(50)

    @property
    def percent_text(self) -> str:
        """PP5: shown with one decimal."""
        return decimal_text(self.percent, SHOWN_DECIMALS)

    @property
    def points_text(self) -> str:
        return decimal_text(self.points, SHOWN_DECIMALS)


def session_top(results: Iterable[TableResult]) -> int:
    """The most results any board of the session has: the scale every board is scored on (PP5)."""
    counts: dict[int, int] = {}
    for result in results:
        counts[result.board] = counts.get(result.board, 0) + 1
    return max(counts.values(), default=0)


def score_session(
    results: Sequence[TableResult],
    expected: int | None = None,
    up_to_round: int | None = None,
    session: int = 1,
    conventions: PairsConventions = EXACT,
) -> dict[str, PairScore]:
    """PP5: every pair's matchpoints and percentage over the session's boards.

    ``expected`` is the number of results a complete board has (default: the most any board has);
    ``up_to_round`` counts only the boards of rounds up to it (a barometer's running score);
    ``conventions`` another program's rounding of Neuberg and score for a sit-out."""
    expected = expected or session_top(results)
    by_board: dict[int, list[TableResult]] = {}
    for result in results:
        if up_to_round is None or result.round <= up_to_round:
            by_board.setdefault(result.board, []).append(result)
    boards: dict[str, list[PairBoard]] = {}
    for board in sorted(by_board):
        for pair, played in _pair_boards(tuple(by_board[board]), expected, session, conventions.neuberg_decimals):
            boards.setdefault(pair, []).append(played)
    scores = {
        pair: PairScore(pair, exact_sum(b.points for b in played), sum(b.top for b in played), tuple(played))
        for pair, played in boards.items()
    }
    if conventions.sit_out == "none":
        return scores
    return {pair: _with_sit_out(score, boards, top(expected), conventions.sit_out) for pair, score in scores.items()}


def _with_sit_out(score: PairScore, boards: Mapping[str, list[PairBoard]], board_top: int, sit_out: str) -> PairScore:
    """A pair's score with the boards of the rounds it sat out scored as ``sit_out`` says: 60 % of
    the top each, or its own percentage of the session (Ruter). A round's boards are as many as
    any pair played in it."""
    per_round: dict[int, int] = {}
    for played in boards.values():
        counts: dict[int, int] = {}
        for board in played:
            counts[board.round] = counts.get(board.round, 0) + 1
        for number, count in counts.items():
            per_round[number] = max(per_round.get(number, 0), count)
    own_rounds = {board.round for board in score.boards}
    missed = sum(count for number, count in per_round.items() if number not in own_rounds)
    if not missed or not score.maximum:
        return score
    share = Fraction(60, 100) if sit_out == "60" else score.points / score.maximum
    return PairScore(
        score.pair, score.points + share * missed * board_top, score.maximum + missed * board_top, score.boards
    )


def running_scores(results: Sequence[TableResult], expected: int | None = None) -> dict[int, dict[str, PairScore]]:
    """A barometer's running score: each pair's score after every round played so far."""
    expected = expected or session_top(results)
    rounds = sorted({result.round for result in results})
    return {number: score_session(results, expected, up_to_round=number) for number in rounds}


def ranked(scores: Mapping[str, PairScore]) -> list[PairScore]:
    """Scores best first by percentage with full precision (PP5); equal ones keep the pairs' order."""
    return sorted(scores.values(), key=lambda score: -score.percent)


def combined(sessions: Iterable[Mapping[str, PairScore]]) -> dict[str, PairScore]:
    """A heat of several sessions: each pair's matchpoints and tops summed over the sessions."""
    total: dict[str, PairScore] = {}
    for scores in sessions:
        for pair, score in scores.items():
            before = total.get(pair)
            total[pair] = (
                score
                if before is None
                else PairScore(
                    pair, before.points + score.points, before.maximum + score.maximum, before.boards + score.boards
                )
            )
    return total
