"""A pairs heat's travellers: every board's results table by table with each side's matchpoints, as
the heat is scored (PP5: Neuberg on boards with fewer results; docs/pairs.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.models.pairs_tables import PairsBoardResult, PairsSession
from tddesk.rules.matchpoints import score_board, session_top
from tddesk.rules.proportional import decimal_text
from tddesk.rules.rows import TravellerLineBase
from tddesk.services.adjusted_scores import WeightedPart, artificial_text, weighted_parts, weighted_text
from tddesk.services.errors import ServiceError
from tddesk.services.pairs import get_heat
from tddesk.services.pairs_bws_session import pairs_session_file
from tddesk.services.pairs_results import numbers_in
from tddesk.services.pairs_standing import table_results

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class PairsTravellerLine(TravellerLineBase):
    round: int
    ns: int  # pair numbers
    ew: int
    contract: str  # "4HX", "PASS"; "" for an artificial score
    declarer: str
    tricks: str
    lead: str
    ns_score: str  # the NS score ("+420", "-50"), or the artificial percentages "60/40 %"
    ns_points: str  # matchpoints, one decimal (PP5)
    ew_points: str
    weighted: tuple[WeightedPart, ...] = ()  # Law 12C1(c): the results and weights, as typed


@dataclass(frozen=True)
class TravellerView:
    session: int
    board: int
    top: int  # the board's top on the session's scale
    short: bool  # fewer results than the session's top: Neuberg (PP5)
    lines: tuple[PairsTravellerLine, ...]


def heat_travellers(tournament: Tournament, heat_id: str) -> tuple[TravellerView, ...]:
    """Every board of every session of the heat, its tables in NS pair order."""
    with tournament.reading() as session:
        get_heat(session, heat_id)
        numbers = {pair: number for number, pair in numbers_in(session, heat_id).items()}
        facts = {
            (row.session, row.board, row.ns_number): row
            for row in session.scalars(select(PairsBoardResult).where(PairsBoardResult.heat_id == heat_id))
        }
        travellers = []
        for number, results in sorted(table_results(session, heat_id).items()):
            expected = session_top(results)
            by_board: dict[int, list] = {}
            for result in results:
                by_board.setdefault(result.board, []).append(result)
            for board, played in sorted(by_board.items()):
                lines = []
                for scored in score_board(played, expected):
                    result = scored.result
                    fact = facts[(number, board, numbers[result.ns_pair])]
                    if result.artificial:
                        # Law 12C2 as said at the table: "A− 40 % / A+ 60 %" (NS first)
                        score = f"{artificial_text(result.ns_percent or 0)} / {artificial_text(result.ew_percent or 0)}"
                        contract = ""
                    elif fact.weighted:
                        score, contract = weighted_text(fact.weighted), ""
                    else:
                        score, contract = f"{result.ns_score:+d}", fact.contract or ""
                    lines.append(
                        PairsTravellerLine(
                            result.round,
                            numbers[result.ns_pair],
                            numbers[result.ew_pair],
                            contract,
                            fact.declarer or "",
                            "" if fact.tricks is None or result.artificial else str(fact.tricks),
                            fact.lead or "",
                            score,
                            decimal_text(scored.ns_points, 1),
                            decimal_text(scored.ew_points, 1),
                            weighted_parts(fact.weighted) if fact.weighted else (),
                        )
                    )
                travellers.append(
                    TravellerView(
                        number,
                        board,
                        2 * (expected - 1),
                        len(played) < expected,
                        tuple(sorted(lines, key=lambda line: line.ns)),
                    )
                )
        return tuple(travellers)


@dataclass(frozen=True)
class MovementTableRow:
    """A table that plays a board in the session's movement: the round and the pairs' numbers."""

    round: int
    ns: int
    ew: int


def movement_tables(
    tournament: Tournament, heat_id: str, session_number: int
) -> dict[int, tuple[MovementTableRow, ...]]:
    """Each board of the session → the tables its movement seats to play it, when the session says
    how many boards a round has (docs/pairs.md, "Typing a traveller"); else {} and the TD types the
    pairs. A field the movement cannot seat (an odd number of pairs in a Mitchell) gives {} too."""
    with tournament.reading() as session:
        get_heat(session, heat_id)
        played = session.get(PairsSession, (heat_id, session_number))
        if played is None or not played.boards_per_round:
            return {}
    try:
        seatings = pairs_session_file(tournament, heat_id, session_number).seatings
    except ServiceError:
        return {}
    tables: dict[int, list[MovementTableRow]] = {}
    for seating in seatings:
        for board in seating.boards:
            tables.setdefault(board, []).append(MovementTableRow(seating.round, seating.ns, seating.ew))
    return {board: tuple(sorted(found, key=lambda table: table.ns)) for board, found in sorted(tables.items())}
