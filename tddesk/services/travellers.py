"""Travellers: every table's result on a board, over all the venues of a day, with each table's
IMPs across the field (docs/boards.md).

One select over the stages' board results; the scores and the field values come from the rules,
so a traveller always equals the match's boards and the Butler list.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import aliased

from tddesk.ids import StageId
from tddesk.models.tables import BoardResult, Match, Stage, Team
from tddesk.rules import contract as contract_rules
from tddesk.rules.boards import RoomEntry, room_ns_score
from tddesk.rules.field import across_the_field, weighted_across_the_field
from tddesk.rules.rows import TravellerLineBase
from tddesk.services.adjusted_scores import adjusted_words, room_entry
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class TravellerLine(TravellerLineBase):
    """One table's result on the board."""

    stage: str  # the venue's stage name
    round_number: int
    half: int
    room: str  # "open" | "closed"
    ns_team: str
    ew_team: str
    contract: str | None
    declarer: str | None
    result: str  # "=", "+1", "-2"; "" when passed out or adjusted
    ns_score: int | None  # None for an artificial score (60/40 …)
    adjusted: str | None  # "60/40", "assigned", a weighted score's text (Law 12C1(c))
    field_ns: Decimal | None  # IMPs across the field for NS (None: no score to compare)
    weighted: bool = False  # ``adjusted`` is a weighted score's results and weights

    @property
    def round(self) -> int:
        return self.round_number


@dataclass(frozen=True)
class Traveller:
    board: int
    lines: tuple[TravellerLine, ...]


@dataclass(frozen=True)
class TravellersView:
    stage_names: tuple[str, ...]
    travellers: tuple[Traveller, ...]


def _line(stage_name: str, match_round: int, row: BoardResult, home: str, away: str) -> tuple[TravellerLine, RoomEntry]:
    entry = room_entry(row)
    adjusted = adjusted_words(row)
    result = ""
    if row.contract and row.contract != "PASS" and row.tricks is not None and adjusted is None:
        result = contract_rules.result_text(contract_rules.parse_contract(row.contract), row.tricks)
    ns_team, ew_team = (home, away) if row.room == "open" else (away, home)
    line = TravellerLine(
        stage_name,
        match_round,
        row.half,
        row.room,
        ns_team,
        ew_team,
        row.contract,
        row.declarer,
        result,
        room_ns_score(entry),
        adjusted,
        None,
        bool(entry.weighted),
    )
    return line, entry


def _field(entries: list[RoomEntry]) -> dict[int, Decimal]:
    """Each compared table's NS value across the field, by its place on the traveller; a weighted
    score (Law 12C1(c)) is compared outcome by outcome, an artificial one with nothing."""
    compared = [(index, entry) for index, entry in enumerate(entries) if not entry.artificial]
    if len(compared) < 2:
        return {}
    if any(entry.weighted for _index, entry in compared):
        found = weighted_across_the_field([(index, entry.outcomes()) for index, entry in compared])
    else:
        found = across_the_field([(index, room_ns_score(entry) or 0) for index, entry in compared])
    return {score.key: score.ns for score in found}


def travellers(
    tournament: Tournament, stage_ids: Sequence[StageId], boards: Sequence[int] | None = None
) -> TravellersView:
    """The travellers of the stages' boards (all of them, or ``boards``), in board order; the
    lines of a board in the order of the stages, rounds and rooms."""
    home, away = aliased(Team), aliased(Team)
    with tournament.reading() as session:
        names = tuple(get_stage(session, stage_id).name for stage_id in stage_ids)
        query = (
            select(BoardResult, Match.stage_id, Match.round_number, Match.position, Stage.name, home.name, away.name)
            .join(Match, Match.id == BoardResult.match_id)
            .join(Stage, Stage.id == Match.stage_id)
            .join(home, home.id == Match.home_team_id)
            .join(away, away.id == Match.away_team_id)
            .where(Match.stage_id.in_(list(stage_ids)))
        )
        if boards is not None:
            query = query.where(BoardResult.board.in_(list(boards)))
        rows = session.execute(query).all()
        by_board: dict[int, list[tuple[tuple, TravellerLine, RoomEntry]]] = {}
        stage_order = {stage_id: position for position, stage_id in enumerate(stage_ids)}
        for row, stage_id, round_number, match_position, stage_name, home_name, away_name in rows:
            line, entry = _line(stage_name, round_number, row, home_name, away_name)
            order = (stage_order[stage_id], round_number, match_position, row.room != "open")
            by_board.setdefault(row.board, []).append((order, line, entry))
    result = []
    for board in sorted(by_board):
        ordered = sorted(by_board[board], key=lambda item: item[0])
        lines = [line for _order, line, _entry in ordered]
        field = _field([entry for _order, _line, entry in ordered])
        result.append(
            Traveller(
                board,
                tuple(
                    TravellerLine(**{**line.__dict__, "field_ns": field.get(index)}) for index, line in enumerate(lines)
                ),
            )
        )
    return TravellersView(names, tuple(result))
