"""H8, H7, W5, P5: the cross-table of a stage and each team's progression round by round.

The cross-table lists every meeting of two teams (a double round robin has two per pair), with
both VP and IMPs, in the order of the standings. Matches of an excluded team are kept but marked
struck, so they can be shown struck through. The progression gives each team's cumulative VP and
position (full H8 ranking) after every round, for the chart.

A penalty counts in the progression from the round of its match; a penalty without a match
(or whose match has no result) counts from the last round, so the last point equals the standings.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from tddesk.rules.standings import (
    Lot,
    Penalty,
    ResultKind,
    Standings,
    TeamResult,
    standings,
)


@dataclass(frozen=True)
class Meeting:
    """One match seen from one team: its VP and IMPs, and the opponent's VP (H7: a bye has none)."""

    match_id: str
    round: int
    kind: ResultKind
    vp: Decimal
    opponent_vp: Decimal | None  # None for a bye
    imps_won: int
    imps_lost: int
    provisional: bool
    struck: bool  # W5/P5: a match of an excluded team, counted for nobody


@dataclass(frozen=True)
class CrossTableRow:
    rank: int
    team: str
    name: str
    excluded: bool
    vp: Decimal  # the standings total, after penalties
    penalty_vp: Decimal
    imps_won: int
    imps_lost: int
    cells: tuple[tuple[Meeting, ...], ...]  # one per team of CrossTable.teams, in round order
    byes: tuple[Meeting, ...]


@dataclass(frozen=True)
class RoundStanding:
    round: int
    vp: Decimal  # cumulative after this round, after penalties counted so far
    position: int


@dataclass(frozen=True)
class Progression:
    team: str
    name: str
    rounds: tuple[RoundStanding, ...]


@dataclass(frozen=True)
class CrossTable:
    teams: tuple[str, ...]  # rows and columns, in standings order
    rows: tuple[CrossTableRow, ...]
    rounds: tuple[int, ...]
    progression: tuple[Progression, ...]  # in standings order
    standings: Standings

    def meetings(self, team: str, opponent: str) -> tuple[Meeting, ...]:
        """H8: the meetings of ``team`` against ``opponent``, seen from ``team``, in round order."""
        return self.rows[self.teams.index(team)].cells[self.teams.index(opponent)]


def crosstable(
    teams: Sequence[tuple[str, str]],
    results: Iterable[TeamResult],
    penalties: Iterable[Penalty] = (),
    excluded: Collection[str] = (),
    lots: Iterable[Lot] = (),
    complete: bool = False,
) -> CrossTable:
    """H8 cross-table and per-round progression of a stage; W5/P5 struck matches are flagged.

    Takes the same arguments as ``standings``; the totals and ranks come from it.
    """
    results = list(results)
    penalties = tuple(penalties)
    lots = tuple(lots)
    struck = frozenset(excluded)
    table = standings(teams, results, penalties, struck, lots, complete)
    order = tuple(row.team for row in table.rows)
    column = {team: index for index, team in enumerate(order)}

    vp_of_side = {(result.match_id, result.team): result.vp for result in results}
    cells: dict[str, list[list[Meeting]]] = {team: [[] for _ in order] for team in order}
    byes: dict[str, list[Meeting]] = defaultdict(list)
    for result in sorted(results, key=lambda result: (result.round, result.match_id)):
        meeting = Meeting(
            match_id=result.match_id,
            round=result.round,
            kind=result.kind,
            vp=result.vp,
            opponent_vp=None if result.opponent is None else vp_of_side[(result.match_id, result.opponent)],
            imps_won=result.imps_won,
            imps_lost=result.imps_lost,
            provisional=result.provisional,
            struck=result.team in struck or result.opponent in struck,
        )
        if result.opponent is None:
            byes[result.team].append(meeting)
        else:
            cells[result.team][column[result.opponent]].append(meeting)

    rows = tuple(
        CrossTableRow(
            rank=row.rank,
            team=row.team,
            name=row.name,
            excluded=row.excluded,
            vp=row.vp,
            penalty_vp=row.penalty_vp,
            imps_won=row.imps_won,
            imps_lost=row.imps_lost,
            cells=tuple(tuple(cell) for cell in cells[row.team]),
            byes=tuple(byes[row.team]),
        )
        for row in table.rows
    )
    rounds = tuple(sorted({result.round for result in results}))
    return CrossTable(order, rows, rounds, _progression(teams, results, penalties, struck, lots, rounds, table), table)


def _progression(
    teams: Sequence[tuple[str, str]],
    results: list[TeamResult],
    penalties: tuple[Penalty, ...],
    struck: frozenset[str],
    lots: tuple[Lot, ...],
    rounds: tuple[int, ...],
    final: Standings,
) -> tuple[Progression, ...]:
    """H8 after each round: cumulative VP and position, from the standings of the rounds so far."""
    # A penalty tied to no match (match_id None) counts after the last round.
    round_of_match: dict[str | None, int] = {result.match_id: result.round for result in results}
    last_round = rounds[-1] if rounds else 0
    by_round: dict[int, list[TeamResult]] = defaultdict(list)
    for result in results:
        by_round[result.round].append(result)
    penalty_round = [(round_of_match.get(penalty.match_id, last_round), penalty) for penalty in penalties]

    points: dict[str, list[RoundStanding]] = {team: [] for team, _ in teams}
    so_far: list[TeamResult] = []
    for number in rounds:
        so_far.extend(by_round[number])
        counted = [penalty for since, penalty in penalty_round if since <= number]
        for row in standings(teams, so_far, counted, struck, lots).rows:
            points[row.team].append(RoundStanding(number, row.vp, row.rank))
    return tuple(Progression(row.team, row.name, tuple(points[row.team])) for row in final.rows)
