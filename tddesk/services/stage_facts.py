"""Reading one stage's facts in two queries, for the rules to score.

Plain Core selects rather than ORM objects: standings are recomputed after every keystroke the
TD commits, so reading a heat must cost well under a millisecond. The selects are built and
compiled once, with the stage as a bound parameter, and run on the session's own SQLite
connection (or, outside an action, on a connection straight from the pool): SQLAlchemy's
statement machinery costs more per select than SQLite takes to run it on a heat (the three
text-held decimals are read as Decimal here, as DecimalText would).

The two queries: the stage's matches with their halves, in playing order; and everything else
about the stage — its row, teams, byes, boards, penalties, walkovers, exclusions, lots and late
starters — as one UNION ALL of small selects, each row tagged with the part it belongs to.
Most of those parts are empty on a heat, and one statement costs SQLite and Python far less
than eight (docs/architecture.md, "Speed").
"""

from __future__ import annotations

import json
import sqlite3
from decimal import Decimal

from sqlalchemy import BindParameter, Select, bindparam, literal_column, null, select, union_all
from sqlalchemy.dialects.sqlite.pysqlite import SQLiteDialect_pysqlite
from sqlalchemy.orm import Session

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.models.tables import (
    BoardResult,
    Exclusion,
    HalfResult,
    Lot,
    Match,
    Penalty,
    Round,
    Stage,
    StageTeam,
    Team,
    Walkover,
)
from tddesk.rules.boards import RoomEntry, counted_half, half_boards
from tddesk.rules.heat import bye_vp
from tddesk.rules.scoring import HalfScore, MatchFacts, PenaltyFacts, StageFacts
from tddesk.rules.stage_kinds import StageKind
from tddesk.rules.standings import Lot as RuleLot
from tddesk.rules.veteran import CARRY_OVER_PER_ROUND
from tddesk.rules.veteran import carry_over as veteran_carry_over
from tddesk.rules.vp_table import parse_vp_table
from tddesk.services.adjusted_scores import weighted_outcomes
from tddesk.services.errors import message

_STAGE_ID: BindParameter[str] = bindparam("stage_id")

# The tags of _STAGE_PARTS' rows, and the width every part is padded to (the board result's).
(_STAGE_ROW, _TEAM, _BYE, _BOARD, _PENALTY, _WALKOVER, _EXCLUDED, _LOT, _LATE_START) = range(9)
_WIDTH = 12


def _part(tag: int, *columns) -> Select:
    """One part of the union: its tag, its columns, NULL up to the common width."""
    padding = [null()] * (_WIDTH - 1 - len(columns))
    return select(literal_column(str(tag)), *columns, *padding)


_BOARD_COLUMNS = (
    BoardResult.match_id,
    BoardResult.half,
    BoardResult.board,
    BoardResult.room,
    BoardResult.contract,
    BoardResult.declarer,
    BoardResult.tricks,
    BoardResult.assigned_ns_score,
    BoardResult.ns_percent,
    BoardResult.ew_percent,
    BoardResult.weighted,
)
# A part with an order has it in its first column after the tag, and is sorted by it here (a few
# rows each: a UNION ALL has no order of its own, and sorting all of it would mix the parts).
_STAGE_PARTS = union_all(
    _part(_STAGE_ROW, null(), Stage.kind, Stage.boards_per_match, Stage.halves, Stage.bye_vp, Stage.vp_scale).where(
        Stage.id == _STAGE_ID
    ),
    _part(_TEAM, StageTeam.position, Team.id, Team.name)
    .select_from(Team)
    .join(StageTeam, StageTeam.team_id == Team.id)
    .where(StageTeam.stage_id == _STAGE_ID),
    _part(_BYE, Round.number, Round.bye_team_id).where(Round.stage_id == _STAGE_ID, Round.bye_team_id.is_not(None)),
    # Board results only for the stage's matches; a stage without boards costs one empty index read.
    _part(_BOARD, *_BOARD_COLUMNS).join(Match, Match.id == BoardResult.match_id).where(Match.stage_id == _STAGE_ID),
    _part(
        _PENALTY,
        Penalty.position,
        Penalty.id,
        Penalty.team_id,
        Penalty.kind,
        Penalty.match_id,
        Penalty.minutes,
        Penalty.share,
        Penalty.mid,
        Penalty.vp,
        Penalty.reason,
    ).where(Penalty.stage_id == _STAGE_ID),
    _part(_WALKOVER, null(), Walkover.match_id, Walkover.by_team_id).where(Walkover.stage_id == _STAGE_ID),
    _part(_EXCLUDED, null(), Exclusion.team_id).where(Exclusion.stage_id == _STAGE_ID),
    _part(_LOT, Lot.id, Lot.teams, Lot.order).where(Lot.stage_id == _STAGE_ID),
    _part(_LATE_START, null(), StageTeam.team_id, StageTeam.start_round).where(
        StageTeam.stage_id == _STAGE_ID, StageTeam.start_round.is_not(None)
    ),
)
# Matches and their halves in one pass over the stage's matches; the outer join keeps matches
# without a result. Driving from match (not half_result) reads only this stage's halves, in the
# order of the unique index ix_match_stage_order (no sort, migration 0010).
_MATCHES = (
    select(
        Match.id,
        Match.round_number,
        Match.home_team_id,
        Match.away_team_id,
        HalfResult.half,
        HalfResult.home_imps,
        HalfResult.away_imps,
        HalfResult.keep_typed,
    )
    .outerjoin(HalfResult, HalfResult.match_id == Match.id)
    .where(Match.stage_id == _STAGE_ID)
    .order_by(Match.round_number, Match.position, Match.id, HalfResult.half)
)
_BOARDS = select(*_BOARD_COLUMNS).join(Match, Match.id == BoardResult.match_id).where(Match.stage_id == _STAGE_ID)
# SQLite's dialect, for compiling the selects above once (the engines all speak pysqlite's).
_DIALECT = SQLiteDialect_pysqlite()


class _StageReader:
    """Runs the compiled selects of one stage on an SQLite connection."""

    def __init__(self, connection: sqlite3.Connection, stage_id: StageId):
        self.cursor = connection.cursor()
        self.stage_id = stage_id

    def rows(self, statement) -> list[tuple]:
        sql, binds = _compiled(statement)
        return self.cursor.execute(sql, (self.stage_id,) * binds).fetchall()


def _session_connection(session: Session) -> sqlite3.Connection:
    session.flush()  # inside an action: what it changed so far is read too, as an ORM select would
    sqlite = session.connection().connection.driver_connection
    assert sqlite is not None  # the session's connection is checked out and open
    return sqlite


_COMPILED: dict[int, tuple[str, int]] = {}


def _compiled(statement) -> tuple[str, int]:
    """The SQL of one of this module's selects (compiled once) and how many times it binds the stage."""
    found = _COMPILED.get(id(statement))
    if found is None:
        compiled = statement.compile(dialect=_DIALECT)
        names = tuple(compiled.positiontup or ())
        if set(names) != {"stage_id"}:
            raise RuntimeError(f"a stage select binds {names}, not only the stage")
        found = _COMPILED[id(statement)] = (compiled.string, len(names))
    return found


def _decimal(text: str | None) -> Decimal | None:
    return None if text is None else Decimal(text)


def load_stage_facts(session: Session, stage_id: StageId, profile) -> StageFacts:
    """The stage's facts as the session sees them (inside an action: with its changes so far)."""
    return read_stage_facts(_session_connection(session), stage_id, profile)


def read_stage_facts(connection: sqlite3.Connection, stage_id: StageId, profile) -> StageFacts:
    """The stage's facts from an SQLite connection of the file (``Tournament.raw_reading``)."""
    reader = _StageReader(connection, stage_id)
    parts: tuple[list[tuple], ...] = tuple([] for _ in range(_LATE_START + 1))
    for row in reader.rows(_STAGE_PARTS):
        parts[row[0]].append(row)
    if not parts[_STAGE_ROW]:
        raise message(translate("Stages", "There is no stage {stage}."), stage=stage_id)
    _tag, _order, kind, boards_per_match, halves, stage_bye_vp, vp_scale, *_ = parts[_STAGE_ROW][0]
    teams = tuple((team, name) for _tag, _order, team, name, *_ in sorted(parts[_TEAM], key=_second))
    byes = tuple((number, team) for _tag, number, team, *_ in sorted(parts[_BYE], key=_second))
    boards = _grouped_boards(row[1:] for row in parts[_BOARD])
    matches = _matches(reader.rows(_MATCHES), boards, halves, boards_per_match // halves)
    penalties = tuple(
        PenaltyFacts(id_, team, kind_, match_id, minutes, _decimal(share), mid, _decimal(vp), reason)
        for _tag, _order, id_, team, kind_, match_id, minutes, share, mid, vp, reason, *_ in sorted(
            parts[_PENALTY], key=_second_and_third
        )
    )
    walkovers = tuple((row[2], row[3]) for row in parts[_WALKOVER])
    excluded = frozenset(row[2] for row in parts[_EXCLUDED])
    lots = tuple(
        RuleLot(frozenset(json.loads(teams_json)), tuple(json.loads(order_json)))
        for _tag, _id, teams_json, order_json, *_ in sorted(parts[_LOT], key=_second)
    )
    carry_over: tuple = ()
    if kind == StageKind.SM_VETERAN:  # S5: 11.00 VP per missed round for a late starter
        per_round = profile.sm.veteran_carry_over_per_round if profile.sm else CARRY_OVER_PER_ROUND
        carry_over = tuple(
            (team, veteran_carry_over(start, per_round))
            for _tag, _order, team, start, *_ in sorted(parts[_LATE_START], key=_third)
            if start is not None and start > 1
        )
    vp_table = None
    if vp_scale == "table-25" and profile.sm is not None and profile.sm.vp_table_25:
        vp_table = parse_vp_table(profile.sm.vp_table_25)
    return StageFacts(
        stage_id,
        kind,
        boards_per_match,
        halves,
        bye_vp(profile, _decimal(stage_bye_vp)),
        teams,
        byes,
        matches,
        penalties,
        walkovers,
        excluded,
        lots,
        carry_over,
        vp_table,
    )


def _second(row: tuple):
    return row[1]


def _third(row: tuple):
    return row[2]


def _second_and_third(row: tuple):
    return row[1], row[2]


def stage_board_entries(session: Session, stage_id: StageId) -> dict[tuple[str, int], list[RoomEntry]]:
    """(match, half) → the rooms' results on its boards, for every match of the stage."""
    return _grouped_boards(_StageReader(_session_connection(session), stage_id).rows(_BOARDS))


def _grouped_boards(rows) -> dict[tuple[str, int], list[RoomEntry]]:
    entries: dict[tuple[str, int], list[RoomEntry]] = {}
    for match_id, half, board, room, contract, declarer, tricks, assigned, ns_percent, ew_percent, weighted in rows:
        outcomes = weighted_outcomes(board, weighted) if weighted else ()
        entries.setdefault((match_id, half), []).append(
            RoomEntry(board, room, contract, declarer, tricks, assigned, ns_percent, ew_percent, outcomes)
        )
    return entries


def _matches(
    rows, boards: dict[tuple[str, int], list[RoomEntry]], halves: int, boards_per_half: int
) -> tuple[MatchFacts, ...]:
    """One MatchFacts per match from its rows of the joined select (one per half, or one with no half).

    A half counts its typed IMPs, or its boards once all of them are in (docs/boards.md); the
    halves counted are those from the first on without a gap."""
    if not boards:
        return _typed_matches(rows, halves)
    matches: list[MatchFacts] = []
    current: tuple[str, int, str, str] | None = None  # (id, round, home, away) of the match being read
    typed: dict[int, tuple[tuple[int, int], bool]] = {}

    def finish(match: tuple[str, int, str, str]) -> None:
        match_id = match[0]
        counted = []
        for number in range(1, halves + 1):
            entries = boards.get((match_id, number)) if boards else None
            typed_imps, keep = typed.get(number, (None, False))
            if not entries:  # no boards: the typed totals count as they are (what counted_half gives)
                if typed_imps is None:
                    break
                counted.append(HalfScore(*typed_imps))
                continue
            half = counted_half(typed_imps, keep, half_boards(number, entries, range(boards_per_half)))
            if half is None:
                break
            counted.append(HalfScore(half.home_imps, half.away_imps))
        matches.append(MatchFacts(*match, tuple(counted)))

    for match_id, round_number, home, away, half, home_imps, away_imps, keep_typed in rows:
        if current is None or match_id != current[0]:
            if current is not None:
                finish(current)
            current, typed = (match_id, round_number, home, away), {}
        if half is not None and home_imps is not None and away_imps is not None:
            typed[half] = ((home_imps, away_imps), bool(keep_typed))
    if current is not None:
        finish(current)
    return tuple(matches)


def _typed_matches(rows, halves: int) -> tuple[MatchFacts, ...]:
    """``_matches`` of a stage without boards: each match's typed halves from the first on, up to
    the first missing one (a match's rows come together, in the order of their halves)."""
    matches: list[MatchFacts] = []
    head: tuple[str, int, str, str] | None = None  # (id, round, home, away) of the match being read
    counted: list[HalfScore] = []
    for match_id, round_number, home, away, half, home_imps, away_imps, _keep in rows:
        if head is None or match_id != head[0]:
            if head is not None:
                matches.append(MatchFacts(*head, tuple(counted)))
            head, counted = (match_id, round_number, home, away), []
        if half == len(counted) + 1 <= halves and home_imps is not None and away_imps is not None:
            counted.append(HalfScore(home_imps, away_imps))
    if head is not None:
        matches.append(MatchFacts(*head, tuple(counted)))
    return tuple(matches)
