"""The parity report: another program's published results for a session tddesk also scored,
compared board by board and pair by pair (docs/pairs.md, "The parity report").

Every figure that differs is listed — a table's score or matchpoints, a pair's matchpoints,
percentage or boards — with the reason when a known convention of the other program explains it:
Neuberg's matchpoints rounded to two decimals per board, a sit-out scored at 60 % or at the pair's
session percentage. A figure the other program printed rounded (half up) is the same when tddesk's
exact figure rounds to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from tddesk.formats.ruter_pbn import PbnPair, PbnResults, PbnTable
from tddesk.i18n import translate
from tddesk.rules.matchpoints import (
    PairScore,
    ScoredTable,
    TableResult,
    combined,
    score_board,
    score_session,
    session_top,
    top,
)
from tddesk.rules.proportional import decimal_text
from tddesk.services.pairs import get_heat
from tddesk.services.pairs_results import numbers_in
from tddesk.services.pairs_standing import table_results

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

NEUBERG_ROUNDED = "neuberg-2-decimals"
SIT_OUT_60 = "sit-out-60"
SIT_OUT_SESSION = "sit-out-session-percentage"


@dataclass(frozen=True)
class ParityRow:
    board: int | None  # None: a pair's total
    pairs: str  # "3–7" for a table, "5" for a pair
    what: str  # the figure, in words
    ours: str
    theirs: str
    convention: str = ""  # one of the names above, "" when no known convention explains it
    reason: str = ""  # the convention in words

    @property
    def explained(self) -> bool:
        return bool(self.convention)


@dataclass(frozen=True)
class ParityReport:
    heat_id: str
    heat_name: str
    session: int
    program: str
    rows: tuple[ParityRow, ...]

    @property
    def unexplained(self) -> tuple[ParityRow, ...]:
        return tuple(row for row in self.rows if not row.explained)


def _reason(convention: str) -> str:
    return {
        NEUBERG_ROUNDED: translate("Pairs", "Neuberg's matchpoints rounded to two decimals on each board"),
        SIT_OUT_60: translate("Pairs", "the sit-out boards scored at 60 %"),
        SIT_OUT_SESSION: translate("Pairs", "the sit-out boards scored at the pair's session percentage"),
    }[convention]


def _digits(printed: Decimal) -> int:
    exponent = printed.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def _same(exact: Fraction, printed: Decimal | None) -> bool:
    """The other program printed ``exact`` rounded half up to as many decimals as it wrote."""
    return printed is None or Decimal(decimal_text(exact, _digits(printed))) == printed


def _shown(exact: Fraction | None, printed: Decimal | None) -> str:
    if exact is None:
        return "–"
    return decimal_text(exact, _digits(printed) if printed is not None else 2)


def _their_score(table: PbnTable) -> str:
    if table.adjusted is not None:
        return f"{table.adjusted[0]}/{table.adjusted[1]} %"
    return "" if table.ns_score is None else f"{table.ns_score:+d}"


def _our_score(scored: ScoredTable) -> str:
    result = scored.result
    if result.weighted:  # Law 12C1(c): compared by its matchpoints; its parts shown
        return " / ".join(f"{score:+d} × {weight} %" for score, weight in result.weighted)
    if result.artificial:
        return f"{result.ns_percent}/{result.ew_percent} %"
    return f"{result.ns_score:+d}"


def _board_rows(number: int, ours: list[ScoredTable], theirs: list[PbnTable], names: dict[str, int]) -> list[ParityRow]:
    rows = []
    mine: dict[tuple[int, int | None], ScoredTable] = {
        (names[s.result.ns_pair], names[s.result.ew_pair]): s for s in ours
    }
    other = {(t.ns, t.ew): t for t in theirs if not t.bye}
    for key in sorted(set(mine) | set(other), key=lambda k: (k[0], k[1] or 0)):
        pairs = f"{key[0]}–{key[1]}"
        scored, table = mine.get(key), other.get(key)
        if scored is None or table is None:
            what = translate("Pairs", "result")
            ours_text = _our_score(scored) if scored else "–"
            theirs_text = _their_score(table) if table else "–"
            rows.append(ParityRow(number, pairs, what, ours_text, theirs_text))
            continue
        # a weighted score (Law 12C1(c)) on either side is compared by its matchpoints only
        weighted = scored.result.weighted or (table.ns_score is None and table.adjusted is None)
        if not weighted and _our_score(scored) != _their_score(table):
            rows.append(
                ParityRow(number, pairs, translate("Pairs", "NS score"), _our_score(scored), _their_score(table))
            )
        for side, exact, printed in (
            (translate("Pairs", "NS matchpoints"), scored.ns_points, table.ns_points),
            (translate("Pairs", "EW matchpoints"), scored.ew_points, table.ew_points),
        ):
            if not _same(exact, printed):
                rows.append(ParityRow(number, pairs, side, _shown(exact, printed), str(printed)))
    return rows


def _rounded_neuberg(score: PairScore, short: set[tuple[int, int]]) -> Fraction:
    return sum(
        (Fraction(Decimal(decimal_text(b.points, 2))) if b.key in short else b.points for b in score.boards),
        Fraction(0),
    )


def _pair_rows(
    number: int,
    score: PairScore | None,
    theirs: PbnPair | None,
    byes: int,
    board_top: int,
    short: set[tuple[int, int]],
) -> list[ParityRow]:
    if score is None or theirs is None:
        ours_text = score.percent_text if score else "–"
        return [
            ParityRow(None, str(number), translate("Pairs", "pair"), ours_text, str(theirs.percent) if theirs else "–")
        ]
    rows: list[ParityRow] = []
    points, maximum = score.points, score.maximum
    percent = points * 100 / maximum if maximum else Fraction(50)
    neuberg = _rounded_neuberg(score, short)
    candidates = [(NEUBERG_ROUNDED, neuberg, maximum)] if short else []
    if byes:
        bye_top = byes * board_top
        candidates += [
            (SIT_OUT_60, points + Fraction(bye_top * 60, 100), maximum + bye_top),
            (SIT_OUT_SESSION, points + bye_top * percent / 100, maximum + bye_top),
        ]
    measures: tuple[tuple[str, Decimal | None, Callable[[Fraction, int], Fraction]], ...] = (
        (translate("Pairs", "percentage"), theirs.percent, lambda p, m: p * 100 / m if m else Fraction(50)),
        (translate("Pairs", "matchpoints"), theirs.points, lambda p, m: p),
    )
    for what, printed, value in measures:
        exact = value(points, maximum)
        if printed is None or _same(exact, printed):
            continue
        convention = next((name for name, p, m in candidates if _same(value(p, m), printed)), "")
        reason = _reason(convention) if convention else ""
        rows.append(ParityRow(None, str(number), what, _shown(exact, printed), str(printed), convention, reason))
    boards = len(score.boards)
    if theirs.boards is not None and theirs.boards != boards and theirs.boards != boards + byes:
        what = translate("Pairs", "boards")
        rows.append(ParityRow(None, str(number), what, str(boards), str(theirs.boards)))
    return rows


def parity_report(tournament: Tournament, heat_id: str, other: PbnResults, session_number: int = 1) -> ParityReport:
    """Every board and pair of the session where ``other`` differs from tddesk's own scoring. A file
    of several sessions (PBN's Section) is compared board by board in ``session_number``, and pair
    by pair over the whole heat, as its TotalScoreTable gives the heat's totals."""
    with tournament.reading() as session:
        heat = get_heat(session, heat_id)
        names = {pair: number for number, pair in numbers_in(session, heat.id).items()}
        sessions = table_results(session, heat.id)
    file_sessions = {board.session for board in other.boards}
    whole_heat = len(file_sessions) > 1
    rows: list[ParityRow] = []
    scored_sessions = []
    short: set[tuple[int, int]] = set()
    byes: dict[int, int] = {}
    board_top = 0
    for number, results in sorted(sessions.items()):
        if not whole_heat and number != session_number:
            continue
        expected = session_top(results)
        board_top = top(expected)
        by_board: dict[int, list[TableResult]] = {}
        for result in results:
            by_board.setdefault(result.board, []).append(result)
        short |= {(number, board) for board, played in by_board.items() if len(played) < expected}
        scored_sessions.append(score_session(results, expected, session=number))
        if number != session_number:
            continue
        theirs = {
            board.number: list(board.tables) for board in other.boards if not whole_heat or board.session == number
        }
        for board in sorted(set(by_board) | set(theirs)):
            scored = score_board(by_board[board], expected) if board in by_board else []
            rows += _board_rows(board, scored, theirs.get(board, []), names)
        for tables in theirs.values():
            for table in tables:
                if table.bye:
                    byes[table.ns] = byes.get(table.ns, 0) + 1
    scores = {names[pair]: score for pair, score in combined(scored_sessions).items()}
    their_pairs = {pair.number: pair for pair in other.pairs}
    for number in sorted(set(scores) | set(their_pairs)):
        rows += _pair_rows(number, scores.get(number), their_pairs.get(number), byes.get(number, 0), board_top, short)
    return ParityReport(heat.id, heat.name, session_number, other.application or other.event, tuple(rows))
