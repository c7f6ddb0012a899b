"""A pairs heat's results: board results typed or read from Bridgemate, a club's result list and
the lots; tddesk.services.pairs_standing ranks them (docs/pairs.md)."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.models.pairs_tables import PairsBoardResult, PairsEntry, PairsListResult, PairsLot, PairsSession
from tddesk.rules import entry_limits as limits
from tddesk.rules.contract import BoardError
from tddesk.rules.matchpoints import check_artificial_percents
from tddesk.rules.rows import TravellerLineBase
from tddesk.services.adjusted_scores import WeightedPart, typed_values, weighted_values
from tddesk.services.boards import refuse
from tddesk.services.errors import message, refused
from tddesk.services.pairs import get_heat
from tddesk.services.pairs_list_checks import check_list_heat, list_row

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


def _session_row(session, heat_id: str, number: int) -> PairsSession:
    row = session.get(PairsSession, (heat_id, number))
    if row is None:
        raise message(translate("Pairs", "The heat has no session {session}; add it first."), session=number)
    return row


def numbers_in(session, heat_id: str) -> dict[int, str]:
    """The heat's pair numbers → pair ids."""
    return {
        entry.number: entry.pair_id
        for entry in session.scalars(select(PairsEntry).where(PairsEntry.heat_id == heat_id))
    }


def heat_numbers(tournament: Tournament, heat_id: str) -> dict[int, str]:
    """The heat's pair numbers and the pairs playing under them."""
    with tournament.reading() as session:
        return numbers_in(session, heat_id)


def _bounds(
    session_row: PairsSession, numbers: dict[int, str], rounds: int | None = None, highest_board: int | None = None
) -> tuple[int, int]:
    """The session's most rounds and boards: the movement's rounds when known (a Bridgemate file's
    RoundData; a typed traveller may follow a movement with more rounds than the textbook's, so it
    is held to ``MAX_SESSION_ROUNDS``) times its boards per round, or the movement's highest board."""
    return limits.session_bounds(rounds, session_row.boards_per_round, highest_board)


def _check_row(bounds: tuple[int, int], board: int, round_number: int, ns: int, ew: int) -> None:
    if (problem := limits.session_row_problem(board, round_number, ns, ew, bounds)) is not None:
        raise refused([problem])


def _check_pairs(numbers: dict[int, str], ns: int, ew: int, board: int) -> None:
    unknown = [number for number in (ns, ew) if number not in numbers]
    if unknown or ns == ew:
        raise message(
            translate("Pairs", "Board {board}: pair {number} does not play in this heat; check the pair numbers."),
            board=board,
            number=unknown[0] if unknown else ns,
        )


def _write(
    tournament: Tournament,
    action,
    heat_id,
    session_number,
    board,
    ns,
    ew,
    round_number,
    values,
    source="manual",
    bws_row_id=None,
) -> Change:
    with tournament.action(action, f"{heat_id}/{session_number}/{board}/{ns}") as (session, record):
        get_heat(session, heat_id)
        played = _session_row(session, heat_id, session_number)
        numbers = numbers_in(session, heat_id)
        _check_row(_bounds(played, numbers), board, round_number, ns, ew)
        _check_pairs(numbers, ns, ew, board)
        row = session.get(PairsBoardResult, (heat_id, session_number, board, ns))
        record.before = _image(row)
        if row is None:
            row = PairsBoardResult(heat_id=heat_id, session=session_number, board=board, ns_number=ns)
            session.add(row)
        _fill(row, ew, round_number, values, source, bws_row_id)
        record.after = _image(row)
    return record.change


def _fill(
    row: PairsBoardResult,
    ew: int,
    round_number: int,
    values: Mapping[str, object],
    source: str,
    bws_row_id: int | None,
) -> None:
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
    for name, value in columns.items():
        setattr(row, name, value)
    row.ew_number, row.round, row.source, row.bws_row_id = ew, round_number, source, bws_row_id


def _image(row) -> dict | None:
    if row is None:
        return None
    return {
        "ew": row.ew_number,
        "round": row.round,
        "contract": row.contract,
        "declarer": row.declarer,
        "tricks": row.tricks,
        "assigned_ns_score": row.assigned_ns_score,
        "ns_percent": row.ns_percent,
    }


def enter_pairs_result(
    tournament: Tournament,
    heat_id: str,
    session_number: int,
    board: int,
    ns: int,
    ew: int,
    contract: str,
    declarer: str | None = None,
    result: str | int | None = None,
    lead: str | None = None,
    round_number: int = 1,
) -> Change:
    """A played result at a table of a pairs session, as typed at the traveller (or an artificial
    score typed in the contract's place: "60/40", "A+")."""
    try:
        values = typed_values(contract, declarer, result, lead)
    except BoardError as error:
        raise refuse(error, translate("Boards", "Board {board}").format(board=board)) from None
    return _write(tournament, "enter_pairs_result", heat_id, session_number, board, ns, ew, round_number, values)


def assign_pairs_score(
    tournament: Tournament,
    heat_id: str,
    session_number: int,
    board: int,
    ns: int,
    ew: int,
    *,
    ns_score: int | None = None,
    percents: tuple[int, int] | None = None,
    weighted: Sequence[WeightedPart] | None = None,
    round_number: int = 1,
) -> Change:
    """An adjusted score: an assigned NS score, an artificial 60/40, 50/50, 40/40 … (PP5, Law 12C2)
    or a weighted score (Law 12C1(c): results with weights adding to 100 %)."""
    if weighted is not None and ns_score is None and percents is None:
        try:
            values = weighted_values(board, weighted)
        except BoardError as error:
            raise refuse(error, translate("Boards", "Board {board}").format(board=board)) from None
    elif percents is not None and ns_score is None:
        try:
            check_artificial_percents(*percents)
        except BoardError as error:
            raise refuse(error, translate("Boards", "Board {board}").format(board=board)) from None
        values = {"ns_percent": percents[0], "ew_percent": percents[1]}
    elif ns_score is not None and percents is None:
        values = {"assigned_ns_score": int(ns_score)}
    else:
        raise message(translate("Boards", "Give either an assigned NS score or an artificial score such as 60/40."))
    return _write(tournament, "assign_pairs_score", heat_id, session_number, board, ns, ew, round_number, values)


@dataclass(frozen=True)
class TypedTravellerLine(TravellerLineBase):
    """One table's result as typed on a traveller: the board, the pairs, the round and the result."""

    board: int
    ns: int
    ew: int
    round: int
    contract: str
    declarer: str | None = None
    result: str | int | None = None
    lead: str | None = None


def enter_session_results(
    tournament: Tournament, heat_id: str, session_number: int, lines: list[TypedTravellerLine]
) -> Change:
    """A session's travellers typed in one go (a club's paper scoring): one undoable action; a line
    that cannot be refuses them all, naming its board and table."""
    with tournament.action("enter_pairs_session", f"{heat_id}/{session_number}") as (session, record):
        get_heat(session, heat_id)
        played = _session_row(session, heat_id, session_number)
        numbers = numbers_in(session, heat_id)
        bounds = _bounds(played, numbers)
        for line in lines:
            if (problem := limits.session_row_problem(line.board, line.round, line.ns, line.ew, bounds)) is not None:
                raise message(
                    translate("Pairs", "Board {board}, NS pair {ns}: {problem}"),
                    board=limits.shown(line.board),
                    ns=limits.shown(line.ns),
                    problem=problem.text(translate),
                )
            _check_pairs(numbers, line.ns, line.ew, line.board)
            try:
                values = typed_values(line.contract, line.declarer, line.result, line.lead)
            except BoardError as error:
                raise refuse(
                    error, translate("Pairs", "Board {board}, NS pair {ns}").format(board=line.board, ns=line.ns)
                ) from None
            row = session.get(PairsBoardResult, (heat_id, session_number, line.board, line.ns))
            if row is None:
                row = PairsBoardResult(heat_id=heat_id, session=session_number, board=line.board, ns_number=line.ns)
                session.add(row)
            _fill(row, line.ew, line.round, values, "manual", None)
        record.after = {"results": len(lines)}
    return record.change


def clear_pairs_result(tournament: Tournament, heat_id: str, session_number: int, board: int, ns: int) -> Change:
    with tournament.action("clear_pairs_result", f"{heat_id}/{session_number}/{board}/{ns}") as (session, record):
        row = session.get(PairsBoardResult, (heat_id, session_number, board, ns))
        if row is None:
            raise message(
                translate("Pairs", "Board {board} has no result for NS pair {ns} to remove."), board=board, ns=ns
            )
        record.before = _image(row)
        session.delete(row)
    return record.change


def import_result_list(
    tournament: Tournament, heat_id: str, rows: Sequence[tuple[int, str | Decimal, int | None]]
) -> Change:
    """A heat the club scored elsewhere: each pair's percentage (by pair number) from its result list.
    Replaces the heat's list as a whole; the checks of ``pairs_list.preview_result_list`` hold here
    too, whichever way the list came (a final, a heat with board results or an empty list refused)."""
    with tournament.action("import_pairs_list", heat_id) as (session, record):
        heat = get_heat(session, heat_id)
        check_list_heat(session, heat, rows)
        numbers = numbers_in(session, heat.id)
        seen: set[int] = set()
        parsed = [list_row(number, percent, boards, numbers, heat.name, seen) for number, percent, boards in rows]
        for old in session.scalars(select(PairsListResult).where(PairsListResult.heat_id == heat.id)):
            session.delete(old)
        session.flush()
        for pair_id, value, boards in parsed:
            session.add(PairsListResult(heat_id=heat.id, pair_id=pair_id, percent=value, boards=boards))
        record.after = {"pairs": len(parsed)}
    return record.change


def draw_pairs_lot(tournament: Tournament, heat_id: str, order: list[str]) -> Change:
    """PP2: the lot that orders pairs no method separates (``order``: best first), as drawn or typed."""
    with tournament.action("draw_pairs_lot", heat_id) as (session, record):
        heat = get_heat(session, heat_id)
        session.add(
            PairsLot(
                event_id=heat.event_id,
                heat_id=heat.id,
                pairs=json.dumps(sorted(order)),
                order=json.dumps(order),
                drawn_on=dt.datetime.now().replace(microsecond=0),
                drawn_by=tournament.user,
            )
        )
        record.after = order
    return record.change
