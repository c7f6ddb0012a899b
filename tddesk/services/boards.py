"""Board results: entered at the traveller grid or from Bridgemate, each one audited action.

What a room did on a board is stored (contract, declarer, tricks, lead, or an adjusted score);
the NS score, the board's IMPs and the half's totals are computed every time by the rules
(docs/boards.md). When a half's boards are all in they give its IMPs; typed totals still work
for matches without boards, and a half with both shows the difference for the TD to choose.
The read model of a match's boards is ``board_views.match_boards``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tddesk.i18n import counted, translate
from tddesk.ids import MatchId, StageId
from tddesk.models.tables import BoardResult, HalfResult, Match
from tddesk.rules.adjusted import artificial_percents
from tddesk.rules.boards import (
    ROOMS,
    check_artificial,
    half_board_numbers,
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
