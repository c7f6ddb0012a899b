"""IMPs across the field over the venues of a day: per board, per pair and half, per player.

The stages given (the semifinals of one day, merged into one file) play the same boards, so each
board number's NS scores are compared over every table of every stage (``tddesk.rules.field``).
A *pair* is a team's line (NS or EW) in a half; a team's NS line over the day is what a
Bridgemate pair number stands for. Players get the boards they sat at, from the line-ups.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import BoardResult, LineupSeat, Match, Player, Stage, Team
from tddesk.rules.boards import room_ns_score
from tddesk.rules.field import (
    DEFAULT_BUTLER_SHARE,
    FieldScore,
    Outcomes,
    across_the_field,
    datum_butler,
    weighted_across_the_field,
    weighted_against_datum,
)
from tddesk.services.adjusted_scores import weighted_text
from tddesk.services.stage_facts import stage_board_entries
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

METHODS = ("field", "butler")
_ZERO = Decimal("0.00")


@dataclass(frozen=True)
class FieldEntry:
    stage_id: StageId
    match_id: MatchId
    round: int
    half: int
    room: str
    ns_team: TeamId
    ew_team: TeamId
    # None: an artificial adjusted score (Law 12C2), ±3 IMPs, out of the comparisons; or a weighted
    # score (Law 12C1(c)), compared outcome by outcome
    ns_score: int | None
    ns: Decimal
    ew: Decimal
    adjusted: str | None = None  # the artificial score, "60/40"; a weighted one's text (Law 12C1(c))


@dataclass(frozen=True)
class FieldBoard:
    board: int
    datum: int | None  # Butler only
    entries: tuple[FieldEntry, ...]


@dataclass(frozen=True)
class PairTotal:
    team_id: TeamId
    team_name: str
    line: str  # "NS" | "EW"
    total: Decimal
    boards: int
    halves: tuple[tuple[int, int, Decimal], ...]  # (round, half, sum)


@dataclass(frozen=True)
class PlayerTotal:
    mid: str
    name: str
    team_id: TeamId
    total: Decimal
    boards: int


@dataclass(frozen=True)
class FieldResultsView:
    stage_ids: tuple[str, ...]
    method: str
    boards: tuple[FieldBoard, ...]
    pairs: tuple[PairTotal, ...]
    players: tuple[PlayerTotal, ...]

    def to_json(self) -> dict:
        return {
            "stages": list(self.stage_ids),
            "method": self.method,
            "boards": [
                {
                    "board": b.board,
                    "datum": b.datum,
                    "entries": [
                        {
                            "stage": e.stage_id,
                            "match": e.match_id,
                            "round": e.round,
                            "half": e.half,
                            "room": e.room,
                            "ns_team": e.ns_team,
                            "ew_team": e.ew_team,
                            "ns_score": e.ns_score,
                            "ns": str(e.ns),
                            "ew": str(e.ew),
                        }
                        for e in b.entries
                    ],
                }
                for b in self.boards
            ],
            "pairs": [
                {
                    "team": p.team_id,
                    "name": p.team_name,
                    "line": p.line,
                    "imps": str(p.total),
                    "boards": p.boards,
                    "halves": [{"round": r, "half": h, "imps": str(v)} for r, h, v in p.halves],
                }
                for p in self.pairs
            ],
            "players": [
                {"mid": p.mid, "name": p.name, "team": p.team_id, "imps": str(p.total), "boards": p.boards}
                for p in self.players
            ],
        }


def stage_group(tournament: Tournament, stage_id: StageId) -> tuple[StageId, ...]:
    """The stages that play the same boards as ``stage_id``: those of its kind on its day (the
    semifinals of one day at their venues), or the stage alone when it has no day."""
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        if stage.day is None:
            return (stage.id,)
        return tuple(
            session.scalars(
                select(Stage.id)
                .where(Stage.kind == stage.kind, Stage.day == stage.day)
                .order_by(Stage.position, Stage.id)
            )
        )


def field_results(
    tournament: Tournament,
    stage_ids: list[StageId] | tuple[StageId, ...],
    method: str = "field",
    share: Decimal = DEFAULT_BUTLER_SHARE,
) -> FieldResultsView:
    if method not in METHODS:
        raise ValueError(f"method is one of {METHODS}, not {method!r}")
    with tournament.reading() as session:
        # the IMP cap per comparison is the first stage's setting (the stage asked for; docs/rules.md)
        imp_cap = get_stage(session, stage_ids[0]).imp_cap if stage_ids else None
        # board → ((stage, match, half, room), NS score) of each table that played it
        by_board: dict[int, list[tuple[tuple[str, str, int, str], int]]] = defaultdict(list)
        # An artificial score (Law 12C2) is compared with nothing: A+ is +3 IMPs, A 0, A− −3 (Law 86A).
        artificial: dict[int, list[tuple[tuple[str, str, int, str], Decimal, Decimal, str]]] = defaultdict(list)
        # A weighted score (Law 12C1(c)) is compared outcome by outcome with the others.
        weighted: dict[int, list[tuple[tuple[str, str, int, str], Outcomes]]] = defaultdict(list)
        matches: dict[str, Match] = {}
        for stage_id in stage_ids:
            get_stage(session, stage_id)
            for match in session.scalars(select(Match).where(Match.stage_id == stage_id)):
                matches[match.id] = match
            for (match_id, half), entries in stage_board_entries(session, stage_id).items():
                for entry in entries:
                    score = room_ns_score(entry)
                    key = (stage_id, match_id, half, entry.room)
                    if score is not None:
                        by_board[entry.board].append((key, score))
                    elif entry.weighted:
                        weighted[entry.board].append((key, entry.outcomes()))
                    elif entry.artificial:
                        artificial[entry.board].append(
                            (
                                key,
                                _artificial(entry.ns_percent),
                                _artificial(entry.ew_percent),
                                f"{entry.ns_percent}/{entry.ew_percent}",
                            )
                        )
        shown = _weighted_texts(session, list(matches)) if weighted else {}
        team_names = dict(session.execute(select(Team.id, Team.name)).all())
        seats = session.execute(
            select(LineupSeat.match_id, LineupSeat.half, LineupSeat.side, LineupSeat.seat, LineupSeat.mid).where(
                LineupSeat.match_id.in_(list(matches))
            )
        ).all()
        player_names = dict(
            session.execute(select(Player.mid, Player.name).where(Player.mid.in_({row.mid for row in seats}))).all()
        )
    boards = []
    for number in sorted(set(by_board) | set(artificial) | set(weighted)):
        scores = sorted(by_board[number])
        datum: int | None = None
        if not scores and not weighted[number]:
            values: tuple = ()
        elif method == "butler":
            datum, values = _butler(scores, sorted(weighted[number]), share)
        elif weighted[number]:
            tables = [(key, ((score, Fraction(1)),)) for key, score in scores] + weighted[number]
            values = weighted_across_the_field(sorted(tables), imp_cap)
        else:
            datum, values = None, across_the_field(scores, imp_cap)
        adjusted = [_Adjusted(key, None, ns, ew, text) for key, ns, ew, text in sorted(artificial[number])]
        field_entries = []
        for value in (*values, *adjusted):
            entry_stage, match_id, half, room = value.key
            match = matches[match_id]
            ns_team, ew_team = (
                (match.home_team_id, match.away_team_id) if room == "open" else (match.away_team_id, match.home_team_id)
            )
            field_entries.append(
                FieldEntry(
                    StageId(entry_stage),
                    MatchId(match_id),
                    match.round_number,
                    half,
                    room,
                    ns_team,
                    ew_team,
                    value.ns_score,
                    value.ns,
                    value.ew,
                    getattr(value, "adjusted", None) or shown.get((match_id, half, room, number)),
                )
            )
        boards.append(FieldBoard(number, datum, tuple(field_entries)))
    return FieldResultsView(
        tuple(stage_ids),
        method,
        tuple(boards),
        _pairs(boards, team_names),
        _players(boards, matches, seats, player_names),
    )


def _weighted_texts(session, match_ids: list[str]) -> dict[tuple[str, int, str, int], str]:
    """(match, half, room, board) → "weighted: 4S= 30 %, 4S-1 70 %" of each weighted score (Law 12C1(c))."""
    rows = session.execute(
        select(BoardResult.match_id, BoardResult.half, BoardResult.room, BoardResult.board, BoardResult.weighted).where(
            BoardResult.match_id.in_(match_ids), BoardResult.weighted.is_not(None)
        )
    )
    return {(match_id, half, room, board): weighted_text(text) for match_id, half, room, board, text in rows}


def _butler(scores: list, weighted: list, share: Decimal) -> tuple[int | None, tuple]:
    """Datum Butler; the datum is of the played scores, a weighted score (Law 12C1(c)) is scored
    against it result by result (none played: no datum, the weighted scores get 0)."""
    if not scores:
        return None, tuple(FieldScore(key, None, 0, 0, _ZERO, _ZERO) for key, _outcomes in weighted)
    datum, values = datum_butler(scores, share)
    return datum, (*values, *(weighted_against_datum(key, outcomes, datum) for key, outcomes in weighted))


@dataclass(frozen=True)
class _Adjusted:
    key: tuple[str, str, int, str]
    ns_score: None
    ns: Decimal
    ew: Decimal
    adjusted: str


def _artificial(percent: int | None) -> Decimal:
    return (Decimal((percent or 50) - 50) * 3 / 10).quantize(Decimal("0.01"))


def _pairs(boards: list[FieldBoard], team_names: dict[TeamId, str]) -> tuple[PairTotal, ...]:
    totals: dict[tuple[TeamId, str], dict[tuple[int, int], Decimal]] = defaultdict(lambda: defaultdict(Decimal))
    counts: dict[tuple[TeamId, str], int] = defaultdict(int)
    for board in boards:
        for entry in board.entries:
            for team, line, value in ((entry.ns_team, "NS", entry.ns), (entry.ew_team, "EW", entry.ew)):
                totals[(team, line)][(entry.round, entry.half)] += value
                counts[(team, line)] += 1
    pairs = [
        PairTotal(
            team,
            team_names.get(team, team),
            line,
            sum(halves.values(), _ZERO),
            counts[(team, line)],
            tuple((r, h, v) for (r, h), v in sorted(halves.items())),
        )
        for (team, line), halves in totals.items()
    ]
    return tuple(sorted(pairs, key=lambda pair: (-pair.total, pair.team_name, pair.line)))


def _players(boards, matches, seats, player_names) -> tuple[PlayerTotal, ...]:
    """Seats 1-2 of a side play in the open room, 3-4 in the closed room (docs/boards.md)."""
    # (match, half, room) → (member, line, team) of each player seated there
    sitting: dict[tuple[str, int, str], list[tuple[str, str, TeamId]]] = defaultdict(list)
    for match_id, half, side, seat, mid in seats:
        room = "open" if seat <= 2 else "closed"
        home_line = "NS" if room == "open" else "EW"
        line = home_line if side == "home" else ("EW" if home_line == "NS" else "NS")
        team = matches[match_id].home_team_id if side == "home" else matches[match_id].away_team_id
        sitting[(match_id, half, room)].append((mid, line, team))
    totals: dict[str, Decimal] = defaultdict(Decimal)
    counts: dict[str, int] = defaultdict(int)
    teams: dict[str, TeamId] = {}
    for board in boards:
        for entry in board.entries:
            for mid, line, team in sitting.get((entry.match_id, entry.half, entry.room), ()):
                totals[mid] += entry.ns if line == "NS" else entry.ew
                counts[mid] += 1
                teams[mid] = team
    players = [
        PlayerTotal(mid, player_names.get(mid, mid), teams[mid], total, counts[mid]) for mid, total in totals.items()
    ]
    return tuple(sorted(players, key=lambda player: (-player.total, player.name)))
