"""A match's boards as the traveller grid, the match report, the results site and the exports read
them (docs/boards.md, "The services"): ``match_boards`` gives per half each board's rooms with their
NS scores, the board's IMPs, the typed totals and what counts; ``matches_with_boards`` names a
stage's matches that have a board result. The actions that write the results are in ``boards``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import BoardResult, HalfResult, Match, Team
from tddesk.rules import contract as contract_rules
from tddesk.rules.boards import (
    ROOMS,
    BoardLine,
    CountedHalf,
    HalfBoards,
    RoomEntry,
    counted_half,
    half_board_numbers,
    half_boards,
    room_ns_score,
)
from tddesk.services import adjusted_scores
from tddesk.services.board_layout import stage_layout
from tddesk.services.stages import get_match, get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class RoomResult:
    """One room's result on a board as the traveller grid shows it."""

    contract: str | None
    declarer: str | None
    result: str  # "=", "+1", "-2" ("" when passed out or adjusted)
    tricks: int | None
    lead: str | None
    ns_score: int | None
    # "60/40" for an artificial score, "assigned" for a TD's score, "weighted: 4S= 30 %, 4S-1 70 %"
    # (the TD's language) for a weighted one (Law 12C1(c))
    adjusted: str | None
    source: str
    weighted: bool = False  # Law 12C1(c): ``adjusted`` lists the results and their weights
    outcomes: tuple[tuple[int, int], ...] = ()  # a weighted score's (NS score, weight %) of each result
    parts: tuple[adjusted_scores.WeightedPart, ...] = ()  # … and its results as typed, for a correction


@dataclass(frozen=True)
class BoardRow:
    board: int
    dealer: str
    vulnerable: str
    open: RoomResult | None
    closed: RoomResult | None
    line: BoardLine


@dataclass(frozen=True)
class HalfView:
    half: int
    numbers: tuple[int, ...]
    rows: tuple[BoardRow, ...]  # one per board number of the half, results or not
    boards: HalfBoards
    typed: tuple[int, int] | None
    keep_typed: bool
    counted: CountedHalf | None

    @property
    def boards_differ(self) -> bool:
        return bool(self.counted and self.counted.boards_differ)


@dataclass(frozen=True)
class MatchBoardsView:
    match_id: MatchId
    stage_id: StageId
    round: int
    home: TeamId
    away: TeamId
    home_name: str
    away_name: str
    halves: tuple[HalfView, ...]


def _typed_imps(row: HalfResult | None) -> tuple[int, int] | None:
    """A half's typed IMPs; the columns allow none, but a typed half always holds both teams'."""
    if row is None or row.home_imps is None or row.away_imps is None:
        return None
    return row.home_imps, row.away_imps


def _room_result(entry: RoomEntry, row: BoardResult) -> RoomResult:
    adjusted = adjusted_scores.adjusted_words(row)
    result = ""
    if not row.weighted and row.contract and row.contract != "PASS" and row.tricks is not None:
        result = contract_rules.result_text(contract_rules.parse_contract(row.contract), row.tricks)
    return RoomResult(
        row.contract,
        row.declarer,
        result,
        row.tricks,
        row.lead,
        room_ns_score(entry),
        adjusted,
        row.source,
        bool(row.weighted),
        entry.weighted,
        adjusted_scores.weighted_parts(row.weighted) if row.weighted else (),
    )


def matches_with_boards(tournament: Tournament, stage_id: StageId) -> set[str]:
    """The ids of the stage's matches that have at least one board result."""
    with tournament.reading() as session:
        return set(session.scalars(select(BoardResult.match_id).join(Match).where(Match.stage_id == stage_id)))


def match_boards(tournament: Tournament, match_id: MatchId) -> MatchBoardsView:
    """A match's boards per half with scores, IMPs, typed totals and what counts."""
    with tournament.reading() as session:
        match = get_match(session, match_id)
        stage = get_stage(session, match.stage_id)
        layout = stage_layout(session, stage)
        rows = session.scalars(select(BoardResult).where(BoardResult.match_id == match_id)).all()
        typed = {row.half: row for row in match.halves}
        names = dict(
            session.execute(
                select(Team.id, Team.name).where(Team.id.in_((match.home_team_id, match.away_team_id)))
            ).all()
        )
        halves = []
        for half in range(1, stage.halves + 1):
            numbers = half_board_numbers(
                match.round_number, half, stage.boards_per_match, stage.halves, layout.numbering
            )
            own = [row for row in rows if row.half == half]
            entries = [adjusted_scores.room_entry(row) for row in own]
            boards = half_boards(half, entries, numbers)
            lines = {line.board: line for line in boards.lines}
            by_slot = {(entry.board, entry.room): (entry, row) for entry, row in zip(entries, own)}
            board_rows = []
            for number in sorted(set(numbers) | set(lines)):
                rooms = {
                    room: _room_result(*by_slot[(number, room)]) if (number, room) in by_slot else None
                    for room in ROOMS
                }
                line = lines.get(number) or BoardLine(number, None, None, None, 0, 0, False)
                board_rows.append(
                    BoardRow(
                        number,
                        contract_rules.dealer(number),
                        contract_rules.vulnerability(number),
                        rooms["open"],
                        rooms["closed"],
                        line,
                    )
                )
            typed_row = typed.get(half)
            typed_imps = _typed_imps(typed_row)
            keep = bool(typed_row and typed_row.keep_typed)
            halves.append(
                HalfView(
                    half,
                    tuple(numbers),
                    tuple(board_rows),
                    boards,
                    typed_imps,
                    keep,
                    counted_half(typed_imps, keep, boards if entries else None),
                )
            )
        return MatchBoardsView(
            match.id,
            match.stage_id,
            match.round_number,
            match.home_team_id,
            match.away_team_id,
            names[match.home_team_id],
            names[match.away_team_id],
            tuple(halves),
        )
