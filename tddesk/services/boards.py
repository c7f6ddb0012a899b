"""Board results: entered at the traveller grid or from Bridgemate, each one audited action.

What a room did on a board is stored (contract, declarer, tricks, lead, or an adjusted score);
the NS score, the board's IMPs and the half's totals are computed every time by the rules
(docs/boards.md). When a half's boards are all in they give its IMPs; typed totals still work
for matches without boards, and a half with both shows the difference for the TD to choose.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import counted, translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import BoardResult, HalfResult, Match, Team
from tddesk.rules import contract as contract_rules
from tddesk.rules.adjusted import artificial_percents
from tddesk.rules.boards import (
    ROOMS,
    BoardLine,
    CountedHalf,
    HalfBoards,
    RoomEntry,
    check_artificial,
    counted_half,
    half_board_numbers,
    half_boards,
    room_ns_score,
)
from tddesk.rules.contract import BoardError
from tddesk.rules.deals import check_lead, seat_words
from tddesk.services import adjusted_scores
from tddesk.services.board_layout import stage_layout
from tddesk.services.deals import deal_of
from tddesk.services.errors import message
from tddesk.services.played import parse_played
from tddesk.services.stages import get_match, get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


def refuse(error: BoardError, where: str | None = None):
    """A rule's refusal in the TD's language, prefixed with where it happened (table, board)."""
    words = error.words(translate)
    return message("{where}: {words}" if where else "{words}", where=where, words=words)


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


def _board_numbers(session, match: Match, half: int) -> range:
    stage = get_stage(session, match.stage_id)
    if not 1 <= half <= stage.halves:
        raise message(
            counted(
                stage.halves,
                translate("Boards", "{stage} plays 1 half; there is no half {half}."),
                translate("Boards", "{stage} plays {halves} halves; there is no half {half}."),
            ),
            stage=stage.name,
            halves=stage.halves,
            half=half,
        )
    layout = stage_layout(session, stage)
    return half_board_numbers(match.round_number, half, stage.boards_per_match, stage.halves, layout.numbering)


def _check_slot(session, match: Match, half: int, room: str, board: int) -> None:
    if room not in ROOMS:
        raise message(translate("Boards", "A room is open or closed, not {room}."), room=room)
    numbers = _board_numbers(session, match, half)
    if board not in numbers:
        raise message(
            translate("Boards", "Board {board} is not played in half {half} of this match (boards {first}-{last})."),
            board=board,
            half=half,
            first=numbers[0],
            last=numbers[-1],
        )


def _image(row: BoardResult | None) -> dict | None:
    return None if row is None else _values(row)


def _values(row: BoardResult) -> dict:
    return {
        "contract": row.contract,
        "declarer": row.declarer,
        "tricks": row.tricks,
        "lead": row.lead,
        "assigned_ns_score": row.assigned_ns_score,
        "ns_percent": row.ns_percent,
        "ew_percent": row.ew_percent,
        "weighted": row.weighted,
    }


def write_board(
    session,
    match: Match,
    half: int,
    room: str,
    board: int,
    values: dict,
    *,
    source: str = "manual",
    bws_row_id: int | None = None,
) -> tuple[dict | None, dict]:
    """Insert or overwrite one room's result (inside an action); returns (before, after) images."""
    return write_board_row(
        session,
        session.get(BoardResult, (match.id, half, room, board)),
        match,
        half,
        room,
        board,
        values,
        source=source,
        bws_row_id=bws_row_id,
    )


def write_board_row(
    session,
    row: BoardResult | None,
    match: Match,
    half: int,
    room: str,
    board: int,
    values: dict,
    *,
    source: str = "manual",
    bws_row_id: int | None = None,
) -> tuple[dict | None, dict]:
    """``write_board`` for a caller that has read the room's current result (``row``, None when
    there is none), as a file import does for a whole stage in one read."""
    before = _image(row)
    columns = {
        "contract": None,
        "declarer": None,
        "tricks": None,
        "lead": None,
        "assigned_ns_score": None,
        "ns_percent": None,
        "ew_percent": None,
        "weighted": None,
        **values,
    }
    if row is None:
        row = BoardResult(match_id=match.id, half=half, room=room, board=board)
        session.add(row)
    for name, value in columns.items():
        setattr(row, name, value)
    row.source, row.bws_row_id = source, bws_row_id
    return before, _values(row)


def enter_board(
    tournament: Tournament,
    match_id: MatchId,
    half: int,
    room: str,
    board: int,
    contract: str,
    declarer: str | None = None,
    result: str | int | None = None,
    lead: str | None = None,
) -> Change:
    """A played result as typed at the traveller grid (contract, declarer, result, lead), or an
    artificial adjusted score typed in the contract's place ("60/40", "A+", "A+/A-"; Law 12C2)."""
    percents = artificial_percents(contract or "")
    if percents is not None:
        return assign_board_score(tournament, match_id, half, room, board, percents=percents)
    try:
        values = parse_played(contract, declarer, result, lead)
    except BoardError as error:
        raise refuse(error, translate("Boards", "Board {board}").format(board=board)) from None
    return _save(tournament, "enter_board", match_id, half, room, board, values)


def assign_board_score(
    tournament: Tournament,
    match_id: MatchId,
    half: int,
    room: str,
    board: int,
    *,
    ns_score: int | None = None,
    percents: tuple[int, int] | None = None,
    weighted: Sequence[adjusted_scores.WeightedPart] | None = None,
) -> Change:
    """An adjusted score: a score assigned by the TD (NS points), an artificial 60/40, 50/50 …, or
    a weighted score (Law 12C1(c)): (contract, declarer, result, weight %) of each result, e.g.
    ``[("4S", "N", "=", 30), ("4S", "N", "-1", 70)]``."""
    given = sum(value is not None for value in (ns_score, percents, weighted))
    if weighted is not None and given == 1:
        try:
            values = adjusted_scores.weighted_values(board, weighted)
        except BoardError as error:
            raise refuse(error, translate("Boards", "Board {board}").format(board=board)) from None
    elif percents is not None and given == 1:
        try:
            check_artificial(*percents)
        except BoardError as error:
            raise refuse(error, translate("Boards", "Board {board}").format(board=board)) from None
        values = {"ns_percent": percents[0], "ew_percent": percents[1]}
    elif ns_score is not None and given == 1:
        if ns_score % 10:
            raise message(
                translate("Boards", "Board {board}: an assigned score is in tens of points, not {score}."),
                board=board,
                score=ns_score,
            )
        values = {"assigned_ns_score": int(ns_score)}
    else:
        raise message(
            translate(
                "Boards",
                "Give one adjusted score: an assigned NS score, an artificial score such as 60/40 or a weighted score.",
            )
        )
    return _save(tournament, "assign_board_score", match_id, half, room, board, values)


def check_lead_against_deal(session, stage_id: StageId, board: int, values: dict) -> None:
    """Where the stage holds the board's deal, the opening lead must be a card of the leader's
    hand (declarer's left-hand opponent); raises BoardError in words naming board, seat and card."""
    if not values.get("lead") or not values.get("declarer"):
        return
    deal = deal_of(session, stage_id, board)
    if deal is not None:
        check_lead(deal, values["declarer"], values["lead"])


def _save(
    tournament: Tournament, action: str, match_id: MatchId, half: int, room: str, board: int, values: dict
) -> Change:
    with tournament.action(action, f"{match_id}/{half}/{room}/{board}") as (session, record):
        match = get_match(session, match_id)
        _check_slot(session, match, half, room, board)
        try:
            check_lead_against_deal(session, match.stage_id, board, values)
        except BoardError as error:
            raise message("{words}", words=seat_words(error, translate)) from None
        record.before, record.after = write_board(session, match, half, room, board, values)
    return record.change


def clear_board(tournament: Tournament, match_id: MatchId, half: int, room: str, board: int) -> Change:
    with tournament.action("clear_board", f"{match_id}/{half}/{room}/{board}") as (session, record):
        get_match(session, match_id)  # refuses a match the file does not have
        row = session.get(BoardResult, (match_id, half, room, board))
        if row is None:
            raise message(
                translate("Boards", "Board {board} has no result in the {room} room to remove."),
                board=board,
                room=room_name(room),
            )
        record.before = _image(row)
        session.delete(row)
    return record.change


def room_name(room: str) -> str:
    return translate("Boards", "open") if room == "open" else translate("Boards", "closed")


def choose_half_source(tournament: Tournament, match_id: MatchId, half: int, source: str) -> Change:
    """The TD's choice where typed totals and the boards disagree: "boards" removes the typed
    totals (the boards count), "typed" keeps them."""
    if source not in ("boards", "typed"):
        raise message(translate("Boards", "Choose the boards or the typed totals, not {source}."), source=source)
    with tournament.action("choose_half_source", f"{match_id}/{half}") as (session, record):
        get_match(session, match_id)  # refuses a match the file does not have
        typed = session.get(HalfResult, (match_id, half))
        if typed is None:
            raise message(translate("Boards", "Half {half} has no typed totals; its boards count."), half=half)
        record.before = {"home_imps": typed.home_imps, "away_imps": typed.away_imps, "keep_typed": typed.keep_typed}
        if source == "boards":
            session.delete(typed)
        else:
            typed.keep_typed = True
        record.after = {"source": source}
    return record.change


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
