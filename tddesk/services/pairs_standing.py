"""A pairs heat's standing by matchpoints (PP2, PP4, PP5) and a barometer's running score, from the
results that tddesk.services.pairs_results enters (docs/pairs.md)."""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from math import lcm
from typing import TYPE_CHECKING

from sqlalchemy import bindparam, select

from tddesk.i18n import translate
from tddesk.models.pairs_tables import PairsBoardResult, PairsEntry, PairsListResult, PairsLot, PairsSession
from tddesk.rules.contract import ns_score, parse_contract
from tddesk.rules.matchpoints import PairsConventions, PairScore, TableResult, combined, score_session
from tddesk.rules.pairs_fields import EW, NS, pair_lines, place_by_place
from tddesk.rules.pairs_season import HeatClass, heat_class
from tddesk.rules.pairs_tiebreak import Ranking, rank_pairs
from tddesk.rules.proportional import decimal_text
from tddesk.rules.rows import PlacedRow
from tddesk.services.adjusted_scores import weighted_outcomes
from tddesk.services.compiled_sql import run, session_connection
from tddesk.services.pair_views import pair_views
from tddesk.services.pairs import event_rules, get_heat

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def heat_lots(session, heat_id: str | None, event_id: str) -> dict[frozenset, list[str]]:
    query = (
        select(PairsLot).where(PairsLot.event_id == event_id, PairsLot.heat_id == heat_id)
        if heat_id
        else select(PairsLot).where(PairsLot.event_id == event_id, PairsLot.heat_id.is_(None))
    )
    lots = session.scalars(query.order_by(PairsLot.id))
    return {frozenset(json.loads(lot.pairs)): json.loads(lot.order) for lot in lots}


_BOARD = PairsBoardResult
# The columns a result is scored from; plain integers and texts, so SQLite's own rows serve as is.
_BOARD_ROWS = (
    select(
        _BOARD.session,
        _BOARD.board,
        _BOARD.ns_number,
        _BOARD.ew_number,
        _BOARD.round,
        _BOARD.contract,
        _BOARD.declarer,
        _BOARD.tricks,
        _BOARD.assigned_ns_score,
        _BOARD.ns_percent,
        _BOARD.ew_percent,
        _BOARD.weighted,
    )
    .where(_BOARD.heat_id == bindparam("heat"))
    .order_by(_BOARD.session, _BOARD.board)
)
_NUMBERS = select(PairsEntry.number, PairsEntry.pair_id).where(PairsEntry.heat_id == bindparam("heat"))


def heat_conventions(heat) -> PairsConventions:
    """The heat's settings for other programs' conventions (docs/rules.md); PP5's exact figures by default."""
    return PairsConventions(heat.neuberg_decimals, heat.sit_out_score or "none")


def table_results(session, heat_id: str) -> dict[int, list[TableResult]]:
    """Each session's board results as the rules score them, pairs by their ids.

    Read as SQLite's own rows through a statement compiled once: the SM Par Open's final has 2,652
    of them and the standing is read again after every entry (docs/pairs.md, "Speed")."""
    connection = session_connection(session)
    numbers = dict(run(connection, _NUMBERS, heat=heat_id).fetchall())
    sessions: dict[int, list[TableResult]] = {}
    for row in run(connection, _BOARD_ROWS, heat=heat_id).fetchall():
        sessions.setdefault(row[0], []).append(_table_result(row, numbers[row[2]], numbers[row[3]]))
    return sessions


# The same row gives the same result: only the rows an entry changed are turned into results again.
@lru_cache(maxsize=16384)
def _table_result(row: tuple, ns: str, ew: str) -> TableResult:
    _session, board, _ns, _ew, round_number, contract, declarer, tricks, assigned, ns_percent, ew_percent, weighted = (
        row
    )
    if weighted:
        return TableResult(board, ns, ew, round=round_number, weighted=weighted_outcomes(board, weighted))
    if ns_percent is not None:
        return TableResult(board, ns, ew, None, ns_percent, ew_percent, round_number)
    score = (
        assigned if assigned is not None else ns_score(board, parse_contract(contract or "PASS"), declarer, tricks or 0)
    )
    return TableResult(board, ns, ew, score, round=round_number)


@dataclass(frozen=True)
class PairsStandingRow(PlacedRow):
    place: int | None  # None: out of competition
    pair_id: str
    number: int
    names: str
    clubs: str
    percent: Fraction
    percent_text: str  # PP5: one decimal
    points_text: str
    boards: int
    tie_reason: str
    struck: str | None
    plays_for_qualification: bool
    line: str = ""  # a two-field Mitchell: the pair's field, NS or EW (its place is in that field)

    @property
    def entrant(self) -> str:
        return self.pair_id

    @property
    def name(self) -> str:
        return self.names


@dataclass(frozen=True)
class HeatStandingView:
    heat_id: str
    name: str
    kind: str
    source: str | None  # "boards", "list" or None (no results yet)
    rows: tuple[PairsStandingRow, ...]  # competing pairs ranked, then those out of competition
    heat_class: HeatClass | None
    lots_needed: tuple[tuple[str, ...], ...]
    findings: tuple[str, ...]  # in words
    scores: dict  # pair id → PairScore (for running scores, tie-breaks)
    two_fields: bool = False  # a Mitchell: NS and EW ranked apart, each row's line says which

    @property
    def competing(self) -> tuple[PairsStandingRow, ...]:
        return tuple(row for row in self.rows if row.place is not None)

    @property
    def qualifying_order(self) -> tuple[PairsStandingRow, ...]:
        """The competing pairs in the order they take the heat's final places (PP1): the list, or
        for a two-field Mitchell both fields place by place (rules/pairs_fields.py)."""
        if not self.two_fields:
            return self.competing
        rows = {row.pair_id: row for row in self.competing}
        order = place_by_place({row.pair_id: (row.line, row.place or 0) for row in rows.values()})
        return tuple(rows[pair] for pair in order)


def heat_standing(tournament: Tournament, heat_id: str, up_to_round: int | None = None) -> HeatStandingView:
    with tournament.reading() as session:
        return standing_in(session, heat_id, up_to_round)


def standing_in(session, heat_id: str, up_to_round: int | None = None) -> HeatStandingView:
    """PP5 and PP2: the heat ranked by percentage (exact), equal ones by boards won, head-to-head,
    lot; PP4 its class. Struck pairs' boards score, but they have no place."""
    heat = get_heat(session, heat_id)
    entries = {
        entry.pair_id: entry for entry in session.scalars(select(PairsEntry).where(PairsEntry.heat_id == heat.id))
    }
    views = pair_views(session, heat.event_id, heat.id)
    sessions = table_results(session, heat.id)
    scores: dict = {}
    source = None
    if sessions:
        source = "boards"
        scores = combined(
            score_session(results, up_to_round=up_to_round, session=number, conventions=heat_conventions(heat))
            for number, results in sorted(sessions.items())
        )
    else:
        listed = session.scalars(select(PairsListResult).where(PairsListResult.heat_id == heat.id)).all()
        if listed:
            source = "list"
            # a list gives percentages only: on the scale of 100 000 so the exact figure is kept
            scores = {row.pair_id: PairScore(row.pair_id, Fraction(row.percent) * 1000, 100000, ()) for row in listed}
    competing = {
        pair: score for pair, score in scores.items() if pair in entries and entries[pair].struck_reason is None
    }
    movements = set(session.scalars(select(PairsSession.movement).where(PairsSession.heat_id == heat.id)))
    two_fields = source == "boards" and movements == {"mitchell"}
    lines = pair_lines(scores) if two_fields else {}
    fields = (
        [{pair: score for pair, score in competing.items() if lines[pair] == line} for line in (NS, EW)]
        if two_fields
        else [competing]
    )
    lots = heat_lots(session, heat.id, heat.event_id)
    rows: list[PairsStandingRow] = []
    findings: list[str] = []
    lots_needed: list[tuple[str, ...]] = []
    for field in fields:
        ranking: Ranking = rank_pairs(field, lots)
        for placed in ranking.placed:
            reason = placed.reason(lambda pair: views[pair].names)
            rows.append(
                _row(
                    placed.place,
                    entries[placed.pair],
                    views[placed.pair],
                    placed.score,
                    reason.text(translate) if reason else "",
                    lines.get(placed.pair, ""),
                )
            )
        # a lot is asked for by the pairs' names, not their ids (one finding per group needing a lot)
        findings.extend(
            replace(finding, params={**finding.params, "pairs": ", ".join(views[pair].names for pair in group)}).text(
                translate
            )
            for group, finding in zip(ranking.lots_needed, ranking.findings)
        )
        lots_needed.extend(ranking.lots_needed)
    for pair, score in sorted(scores.items(), key=lambda item: -item[1].percent):
        if pair not in competing and pair in entries:
            rows.append(_row(None, entries[pair], views[pair], score, "", lines.get(pair, "")))
    klass = None
    if heat.kind != "final" and source:
        boards_played = max((len(score.boards) for score in scores.values()), default=0)
        if source == "list":
            boards_played = max(
                (
                    row.boards or 0
                    for row in session.scalars(select(PairsListResult).where(PairsListResult.heat_id == heat.id))
                ),
                default=0,
            )
        qualifying = sum(1 for entry in entries.values() if entry.plays_for_qualification and not entry.struck_reason)
        klass = heat_class(
            heat.kind, len(entries), boards_played, qualifying, boards_played, len(sessions) or 1, event_rules(session)
        )
        findings.extend(finding.text(translate) for finding in klass.findings)
    return HeatStandingView(
        heat.id,
        heat.name,
        heat.kind,
        source,
        tuple(rows),
        klass,
        tuple(lots_needed),
        tuple(findings),
        scores,
        two_fields,
    )


def _row(place, entry, view, score: PairScore, reason: str, line: str = "") -> PairsStandingRow:
    return PairsStandingRow(
        place,
        entry.pair_id,
        entry.number,
        view.names,
        view.clubs,
        score.percent,
        decimal_text(score.percent, 1),
        decimal_text(score.points, 1),
        len(score.boards),
        reason,
        entry.struck_reason,
        entry.plays_for_qualification,
        line,
    )


@dataclass(frozen=True)
class RunningRow:
    place: int
    number: int
    names: str
    percent_text: str
    round_percent_text: str  # the round alone


@dataclass(frozen=True)
class RunningRoundView:
    round: int  # counted across the heat: a second session's rounds follow the first's
    rows: tuple[RunningRow, ...]
    session: int = 1
    session_round: int = 1  # the round within its session


def running_score(tournament: Tournament, heat_id: str, session_number: int | None = None) -> list[RunningRoundView]:
    """A barometer's running score: the ranking after every round with results so far (PP5, PP2).
    A heat of two sessions runs across both: each session is scored on its own boards (as the
    heat's standing is) and its rounds add to the totals after the first session's last round;
    ``session_number`` gives one session alone. Each session's boards are scored once."""
    with tournament.reading() as session:
        heat = get_heat(session, heat_id)
        entries = {
            entry.pair_id: entry for entry in session.scalars(select(PairsEntry).where(PairsEntry.heat_id == heat.id))
        }
        views = pair_views(session, heat.event_id)
        by_session = table_results(session, heat.id)
        lots = heat_lots(session, heat.id, heat.event_id)
    chosen = sorted(by_session) if session_number is None else [session_number]
    conventions = heat_conventions(heat)
    full = combined(
        score_session(by_session.get(number, []), session=number, conventions=conventions) for number in chosen
    )
    competing = {
        pair: _Cumulative(score)
        for pair, score in full.items()
        if pair in entries and entries[pair].struck_reason is None
    }
    steps = sorted({step for pair in competing.values() for step in pair.steps})
    # a later session's round n is the heat's round n after the earlier sessions' last rounds
    offsets, played = {}, 0
    for number in chosen:
        offsets[number] = played
        played += max((result.round for result in by_session.get(number, [])), default=0)
    result = []
    for step in steps:
        upto = {pair: cumulative.until(step) for pair, cumulative in competing.items()}
        rows = []
        for placed in rank_pairs(upto, lots).placed:
            alone = competing[placed.pair].round_alone(step)
            rows.append(
                RunningRow(
                    placed.place,
                    entries[placed.pair].number,
                    views[placed.pair].names,
                    decimal_text(placed.score.percent, 1),
                    decimal_text(alone.percent, 1) if alone.maximum else "",
                )
            )
        result.append(RunningRoundView(offsets[step[0]] + step[1], tuple(rows), step[0], step[1]))
    return result


class _Cumulative:
    """A pair's boards in the order played (session, round) with running sums, so the score after
    any round is a slice and a subtraction rather than a new sum over the boards (a final has 27
    rounds of 28 pairs)."""

    def __init__(self, score: PairScore):
        self.pair = score.pair
        self.boards = tuple(sorted(score.boards, key=lambda board: (board.session, board.round)))
        self.steps = [(board.session, board.round) for board in self.boards]
        self.denominator = lcm(*{board.points.denominator for board in self.boards}) if self.boards else 1
        self.points, self.tops = [0], [0]
        for board in self.boards:
            scaled = board.points.numerator * (self.denominator // board.points.denominator)
            self.points.append(self.points[-1] + scaled)
            self.tops.append(self.tops[-1] + board.top)

    def until(self, step: tuple[int, int]) -> PairScore:
        end = bisect_right(self.steps, step)
        return PairScore(self.pair, Fraction(self.points[end], self.denominator), self.tops[end], self.boards[:end])

    def round_alone(self, step: tuple[int, int]) -> PairScore:
        start, end = bisect_left(self.steps, step), bisect_right(self.steps, step)
        return PairScore(
            self.pair,
            Fraction(self.points[end] - self.points[start], self.denominator),
            self.tops[end] - self.tops[start],
            self.boards[start:end],
        )
