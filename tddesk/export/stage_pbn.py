"""A team stage's board results as PBN for Spader and other programs (docs/boards.md, "PBN with
results"): every match's two rooms per board with the match's IMPs on it (Law 78B), the deal and
its double-dummy ``OptimumResultTable`` where the stage holds the deal (``formats/team_pbn.py``)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.formats.ruter_pbn import PbnOptimum
from tddesk.formats.team_pbn import RoomLine, TeamBoard, write_team_results
from tddesk.ids import MatchId, StageId
from tddesk.models.atomic import write_text_atomically
from tddesk.rules.contract import SEATS, dealer, vulnerability
from tddesk.rules.double_dummy import STRAINS, Analysis, analyse_all
from tddesk.services.board_views import RoomResult, match_boards, matches_with_boards
from tddesk.services.deals import stage_deals
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

CREATOR = "tddesk"
PBN_VULNERABLE = {"-": "None", "NS": "NS", "EW": "EW", "All": "All"}


def _optimum(analysis: Analysis) -> tuple[str, tuple[PbnOptimum, ...]]:
    rows = tuple(PbnOptimum(seat, strain, analysis.tricks_for(seat, strain)) for seat in SEATS for strain in STRAINS)
    return f"NS {analysis.par_score}", rows


def _room(
    number: int,
    room: str,
    result: RoomResult | None,
    ns: str,
    ew: str,
    imps: tuple[int, int],
    exact_ns: Fraction | None = None,
) -> RoomLine | None:
    if result is None:
        return None
    return RoomLine(
        number,
        room,
        ns,
        ew,
        "" if result.adjusted else (result.contract or "PASS"),
        result.declarer or "",
        result.tricks,
        result.lead or "",
        result.ns_score,
        *imps,
        exact_ns,
    )


def stage_boards(tournament: Tournament, stage_id: StageId, analysed: bool = True) -> list[TeamBoard]:
    """Every board the stage's matches played, by round and board number."""
    deals = {deal.board: deal for deal in stage_deals(tournament, stage_id)}
    analyses = {analysis.board: analysis for analysis in analyse_all(list(deals.values()))} if analysed else {}
    views = sorted(
        (match_boards(tournament, MatchId(match)) for match in matches_with_boards(tournament, stage_id)),
        key=lambda v: (v.round, v.match_id),
    )
    numbers: dict[str, int] = {}
    for view in views:
        numbers[view.match_id] = sum(
            1 for other in views if other.round == view.round and other.match_id <= view.match_id
        )
    rooms: dict[tuple[int, int], list[RoomLine]] = {}
    for view in views:
        for half in view.halves:
            for row in half.rows:
                home, away = row.line.home_imps, row.line.away_imps
                # a weighted score's fraction (Law 12C1(c)), from the home team's side
                net = row.line.exact_home - row.line.exact_away if row.line.weighted else None
                number = numbers[view.match_id]
                lines = (
                    _room(number, "Open", row.open, view.home_name, view.away_name, (home, away), net),
                    _room(
                        number,
                        "Closed",
                        row.closed,
                        view.away_name,
                        view.home_name,
                        (away, home),
                        None if net is None else -net,
                    ),
                )
                if any(line is not None for line in lines):
                    rooms.setdefault((view.round, row.board), []).extend(line for line in lines if line is not None)
    boards = []
    for (round_number, board), played in sorted(rooms.items()):
        deal = deals.get(board)
        score, optimum = _optimum(analyses[board]) if board in analyses else ("", ())
        boards.append(
            TeamBoard(
                round_number,
                board,
                dealer(board),
                PBN_VULNERABLE[vulnerability(board)],
                deal.pbn() if deal else "",
                tuple(played),
                score,
                optimum,
            )
        )
    return boards


def write_stage_pbn(path: str | Path, tournament: Tournament, stage_id: StageId, analysed: bool = True) -> int:
    """The stage's boards written whole (or not at all) to ``path``; returns the number of games."""
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        name, day = stage.name, stage.day
    boards = stage_boards(tournament, stage_id, analysed)
    text = write_team_results(name, day.strftime("%Y.%m.%d") if day else "????.??.??", boards, CREATOR)
    write_text_atomically(Path(path), lambda handle: handle.write(text))
    return len(boards)
