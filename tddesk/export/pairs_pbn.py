"""A pairs heat's results as PBN 2.1 in Ruter's column conventions, for Spader and the clubs' pages
(docs/pairs.md, "PBN with results out"): the ``TotalScoreTable`` with the heat's own percentages
and both MIDs, and per board its ``ScoreTable`` with each side's matchpoints as the heat is
scored (PP5). Matchpoints and totals are printed with two decimals and percentages of a board
with none, rounded half up, as Ruter prints them; the ranking is the heat's (PP2).
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk.formats.ruter_pbn import PbnBoard, PbnPair, PbnResults, PbnTable, write_results
from tddesk.models.atomic import write_text_atomically
from tddesk.models.pairs_tables import PairsBoardResult, PairsSession
from tddesk.rules.contract import dealer, vulnerability
from tddesk.rules.matchpoints import TableResult, score_board, session_top, top
from tddesk.rules.proportional import decimal_text
from tddesk.services.pair_views import pair_views
from tddesk.services.pairs import get_event, get_heat
from tddesk.services.pairs_results import numbers_in
from tddesk.services.pairs_standing import standing_in, table_results

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

CREATOR = "tddesk"  # PBN's Creator and Application: the program that scored the results
PBN_VULNERABLE = {"-": "None", "NS": "NS", "EW": "EW", "All": "All"}


def _printed(value: Fraction, digits: int) -> Decimal:
    return Decimal(decimal_text(value, digits))


def _points(value: Fraction) -> Decimal:
    """A board's matchpoints: whole as they are, Neuberg's with two decimals."""
    return Decimal(value.numerator) if value.denominator == 1 else _printed(value, 2)


def _session_boards(session: Session, heat_id: str, names: dict[str, int]) -> list[PbnBoard]:
    facts = {
        (row.session, row.board, row.ns_number): row
        for row in session.scalars(select(PairsBoardResult).where(PairsBoardResult.heat_id == heat_id))
    }
    boards = []
    for number, results in sorted(table_results(session, heat_id).items()):
        expected = session_top(results)
        board_top = top(expected)
        by_board: dict[int, list[TableResult]] = {}
        for result in results:
            by_board.setdefault(result.board, []).append(result)
        for board, played in sorted(by_board.items()):
            tables = []
            for scored in score_board(played, expected):
                result = scored.result
                ns, ew = names[result.ns_pair], names[result.ew_pair]
                fact = facts[(number, board, ns)]
                percents = (
                    _printed(scored.ns_points * 100 / board_top, 0) if board_top else Decimal(50),
                    _printed(scored.ew_points * 100 / board_top, 0) if board_top else Decimal(50),
                )
                base = PbnTable(
                    table=None,
                    round=result.round,
                    ns=ns,
                    ew=ew,
                    ns_points=_points(scored.ns_points),
                    ew_points=_points(scored.ew_points),
                    ns_percent=percents[0],
                    ew_percent=percents[1],
                )
                if result.artificial:
                    assert result.ns_percent is not None and result.ew_percent is not None  # artificial
                    tables.append(replace(base, adjusted=(result.ns_percent, result.ew_percent)))
                else:
                    contract = replace(base, contract=fact.contract or "PASS", declarer=fact.declarer or "")
                    tables.append(replace(contract, tricks=fact.tricks, lead=fact.lead or "", ns_score=result.ns_score))
            boards.append(
                PbnBoard(
                    board,
                    dealer(board),
                    PBN_VULNERABLE[vulnerability(board)],
                    tables=tuple(sorted(tables, key=lambda t: t.ns)),
                    session=number,
                )
            )
    return boards


def heat_pbn(tournament: Tournament, heat_id: str) -> PbnResults:
    """The heat's results as Ruter writes them."""
    with tournament.reading() as session:
        heat = get_heat(session, heat_id)
        event = get_event(session, heat.event_id)
        standing = standing_in(session, heat.id)
        views = pair_views(session, heat.event_id)
        names = {pair: number for number, pair in numbers_in(session, heat.id).items()}
        days = [day for day in session.scalars(select(PairsSession.day).where(PairsSession.heat_id == heat.id)) if day]
        day = heat.day or (min(days) if days else None)
        boards = _session_boards(session, heat.id, names) if standing.source == "boards" else []
    pairs = []
    for row in standing.rows:
        view = views[row.pair_id]
        first, _, second = view.names.partition(" – ")
        score = standing.scores[row.pair_id]
        pairs.append(
            PbnPair(
                rank=row.place,
                number=row.number,
                table=None,
                direction=row.line,
                points=_printed(score.points, 2) if standing.source == "boards" else None,
                percent=_printed(row.percent, 2),
                names=(first, second),
                boards=row.boards if standing.source == "boards" else None,
                club=view.clubs,
                member_ids=view.mids,
            )
        )
    return PbnResults(
        event=f"{event.name} – {heat.name}",
        date=day.strftime("%Y.%m.%d") if day else "????.??.??",
        application="",
        pairs=tuple(pairs),
        boards=tuple(boards),
    )


def write_heat_pbn(path: str | Path, tournament: Tournament, heat_id: str) -> PbnResults:
    """The heat's results written whole (or not at all) to ``path``."""
    results = heat_pbn(tournament, heat_id)
    text = write_results(results, CREATOR)
    write_text_atomically(Path(path), lambda handle: handle.write(text))
    return results
