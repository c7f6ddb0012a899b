"""A team stage's board results as PBN 2.1 (docs/boards.md, "PBN with results"): a game per round
and board with its deal and double-dummy ``OptimumResultTable`` when the deal is known, and a
``ScoreTable`` of every match's two rooms — the teams NS and EW, contract, declarer, tricks, lead,
the score on the side that made it and the match's IMPs on the board for each side
(``IMP_NS``/``IMP_EW``, Law 78B), the columns named as Ruter names them.

After a board's game with the ``ScoreTable`` follows one game per room played: the standard's own
way of giving one table's result, with ``Room``, ``HomeTeam``/``VisitTeam``, the ``Contract``,
``Declarer``, ``Result``, ``Score`` and the match's IMPs on the board in ``ScoreIMP``. PBN 2.1,
section 4.2 ("Score related information"): ``ScoreIMP``'s value is a side (``NS`` or ``EW``)
followed by a real number, the IMPs of that side; tddesk writes it from North-South's side
(``"NS 11"``, ``"NS -11"``) as it writes ``Score``. The columns stay in the ``ScoreTable`` because
Ruter and Spader read a board's tables from that one game (docs/boards.md, "PBN with results").
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from tddesk.formats.pbn_text import quoted, table_lines, tag_line
from tddesk.formats.ruter_pbn import OPTIMUM_COLUMNS, PbnOptimum

TEAM_COLUMNS = [
    ("Round", 2, "R"),
    ("Match", 2, "R"),
    ("Room", 6, "L"),
    ("Team_NS", 24, "L"),
    ("Team_EW", 24, "L"),
    ("Contract", 5, "L"),
    ("Declarer", 1, "R"),
    ("Result", 2, "R"),
    ("Lead", 3, "L"),
    ("Score_NS", 6, "R"),
    ("Score_EW", 6, "R"),
    ("IMP_NS", 3, "R"),
    ("IMP_EW", 3, "R"),
]


@dataclass(frozen=True)
class RoomLine:
    match: int  # the match's number in its round
    room: str  # "Open" | "Closed"
    team_ns: str
    team_ew: str
    contract: str  # "4HX", "PASS"; "" when adjusted
    declarer: str
    tricks: int | None
    lead: str
    ns_score: int | None
    imps_ns: int
    imps_ew: int
    exact_ns: Fraction | None = None  # North-South's net IMPs where a weighted score makes them a fraction


@dataclass(frozen=True)
class TeamBoard:
    round: int
    board: int
    dealer: str
    vulnerable: str  # PBN's words
    deal: str = ""
    rooms: tuple[RoomLine, ...] = ()
    optimum_score: str = ""
    optimum: tuple[PbnOptimum, ...] = ()


def _row(round_number: int, line: RoomLine) -> list[str]:
    ns, ew = "-", "-"
    if line.ns_score is not None:
        ns, ew = (str(line.ns_score), "-") if line.ns_score >= 0 else ("-", str(-line.ns_score))
    played = line.contract not in ("", "PASS")
    return [
        str(round_number),
        str(line.match),
        quoted(line.room),
        quoted(line.team_ns),
        quoted(line.team_ew),
        quoted(line.contract or "-") if line.contract else "-",
        line.declarer if played and line.declarer else "-",
        str(line.tricks) if played and line.tricks is not None else "-",
        quoted(line.lead) if line.lead else "-",
        ns,
        ew,
        str(line.imps_ns),
        str(line.imps_ew),
    ]


def _room_game(event: str, date: str, board: TeamBoard, line: RoomLine) -> list[str]:
    """One room's result as a game of its own (PBN 2.1, 4.1 ``Room``, 4.4 ``HomeTeam``/``VisitTeam``,
    4.2 ``Score`` and ``ScoreIMP``); an adjusted score has no contract, only its IMPs."""
    home, visit = (line.team_ns, line.team_ew) if line.room == "Open" else (line.team_ew, line.team_ns)
    lines = [
        tag_line("Event", event),
        tag_line("Date", date),
        tag_line("Round", str(board.round)),
        tag_line("Board", str(board.board)),
        tag_line("Room", line.room),
        tag_line("HomeTeam", home),
        tag_line("VisitTeam", visit),
        tag_line("Dealer", board.dealer),
        tag_line("Vulnerable", board.vulnerable),
    ]
    if board.deal:
        lines.append(tag_line("Deal", board.deal))
    lines.append(tag_line("Scoring", "IMP"))
    if line.contract == "PASS":
        lines.append(tag_line("Contract", "Pass"))
    elif line.contract:
        lines += [tag_line("Contract", line.contract), tag_line("Declarer", line.declarer)]
        if line.tricks is not None:
            lines.append(tag_line("Result", str(line.tricks)))
    if line.ns_score is not None:
        lines.append(tag_line("Score", f"NS {line.ns_score}"))
    lines += [tag_line("ScoreIMP", score_imp(line)), ""]
    return lines


def score_imp(line: RoomLine) -> str:
    """The room's ``ScoreIMP`` value: the match's IMPs on the board from North-South's side, with
    two decimals where a weighted score (Law 12C1(c)) makes them a fraction ("NS -8.40")."""
    if line.exact_ns is not None:
        exact = (Decimal(line.exact_ns.numerator) / Decimal(line.exact_ns.denominator)).quantize(
            Decimal("0.01"), ROUND_HALF_UP
        )
        return f"NS {exact}"
    return f"NS {line.imps_ns - line.imps_ew}"


def write_team_results(event: str, date: str, boards: list[TeamBoard], creator: str) -> str:
    lines = ["% PBN 2.1", "% EXPORT", "%Content-type: text/x-pbn; charset=UTF-8", f"%Creator: {creator}", ""]
    for board in boards:
        lines += [
            tag_line("Event", event),
            tag_line("Date", date),
            tag_line("Round", str(board.round)),
            tag_line("Board", str(board.board)),
            tag_line("Dealer", board.dealer),
            tag_line("Vulnerable", board.vulnerable),
        ]
        if board.deal:
            lines.append(tag_line("Deal", board.deal))
        lines += [tag_line("Scoring", "IMP"), tag_line("Contract", "?"), tag_line("Declarer", "?")]
        lines.append(tag_line("Result", "?"))
        lines += table_lines("ScoreTable", TEAM_COLUMNS, [_row(board.round, room) for room in board.rooms])
        if board.optimum:
            lines.append(tag_line("OptimumScore", board.optimum_score))
            rows = [[best.declarer, best.strain, str(best.tricks)] for best in board.optimum]
            lines += table_lines("OptimumResultTable", OPTIMUM_COLUMNS, rows)
        lines.append("")
        for room in board.rooms:
            lines += _room_game(event, date, board, room)
    return "\n".join(lines)
