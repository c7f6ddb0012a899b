"""Reading one stage's facts in a handful of queries, for the rules to score.

Plain Core selects rather than ORM objects: standings are recomputed after every keystroke the
TD commits, so reading a heat must cost well under a millisecond. The selects are built and
compiled once, with the stage as a bound parameter, and run on the session's own SQLite
connection: SQLAlchemy's statement machinery costs more per select than SQLite takes to run it
on a heat (the three text-held decimals are read as Decimal here, as DecimalText would).
"""
from __future__ import annotations

import json
from decimal import Decimal

from sqlalchemy import BindParameter, Select, bindparam, select
from sqlalchemy.orm import Session

from tddesk.i18n import translate
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
from tddesk.rules.standings import Lot as RuleLot
from tddesk.rules.veteran import CARRY_OVER_PER_ROUND
from tddesk.rules.veteran import carry_over as veteran_carry_over
from tddesk.rules.vp_table import parse_vp_table
from tddesk.services.errors import message

_STAGE_ID: BindParameter[str] = bindparam("stage_id")

_STAGE = select(Stage.kind, Stage.boards_per_match, Stage.halves, Stage.bye_vp,
                Stage.vp_scale).where(Stage.id == _STAGE_ID)
_LATE_STARTS = select(StageTeam.team_id, StageTeam.start_round).where(StageTeam.stage_id == _STAGE_ID,
                                                                      StageTeam.start_round.is_not(None))
_TEAMS = (select(Team.id, Team.name).join(StageTeam, StageTeam.team_id == Team.id)
          .where(StageTeam.stage_id == _STAGE_ID).order_by(StageTeam.position))
_BYES = (select(Round.number, Round.bye_team_id).where(Round.stage_id == _STAGE_ID, Round.bye_team_id.is_not(None))
         .order_by(Round.number))
# Matches and their halves in one pass over the stage's matches; the outer join keeps matches
# without a result. Driving from match (not half_result) reads only this stage's halves.
_MATCHES = (select(Match.id, Match.round_number, Match.home_team_id, Match.away_team_id,
                   HalfResult.half, HalfResult.home_imps, HalfResult.away_imps, HalfResult.keep_typed)
            .outerjoin(HalfResult, HalfResult.match_id == Match.id)
            .where(Match.stage_id == _STAGE_ID)
            .order_by(Match.round_number, Match.position, Match.id, HalfResult.half))
# Board results only for the stage's matches; a stage without boards costs one empty index read.
_BOARDS = (select(BoardResult.match_id, BoardResult.half, BoardResult.board, BoardResult.room, BoardResult.contract,
                  BoardResult.declarer, BoardResult.tricks, BoardResult.assigned_ns_score, BoardResult.ns_percent,
                  BoardResult.ew_percent)
           .join(Match, Match.id == BoardResult.match_id).where(Match.stage_id == _STAGE_ID))
_PENALTIES = (select(Penalty.id, Penalty.team_id, Penalty.kind, Penalty.match_id, Penalty.minutes, Penalty.share,
                     Penalty.mid, Penalty.vp, Penalty.reason)
              .where(Penalty.stage_id == _STAGE_ID).order_by(Penalty.position, Penalty.id))
_WALKOVERS = select(Walkover.match_id, Walkover.by_team_id).where(Walkover.stage_id == _STAGE_ID)
_EXCLUDED = select(Exclusion.team_id).where(Exclusion.stage_id == _STAGE_ID)
_LOTS = select(Lot.teams, Lot.order).where(Lot.stage_id == _STAGE_ID).order_by(Lot.id)


class _StageReader:
    """Runs the compiled selects of one stage on the session's SQLite connection."""

    def __init__(self, session: Session, stage_id: str):
        session.flush()   # inside an action: what it changed so far is read too, as an ORM select would
        sqlite = session.connection().connection.driver_connection
        assert sqlite is not None   # the session's connection is checked out and open
        self.cursor = sqlite.cursor()
        self.dialect = session.get_bind().dialect
        self.stage_id = stage_id

    def rows(self, statement: Select) -> list[tuple]:
        sql, binds = _compiled(statement, self.dialect)
        return self.cursor.execute(sql, (self.stage_id,) * binds).fetchall()


_COMPILED: dict[int, tuple[str, int]] = {}


def _compiled(statement: Select, dialect) -> tuple[str, int]:
    """The SQL of one of this module's selects (compiled once) and how many times it binds the stage."""
    found = _COMPILED.get(id(statement))
    if found is None:
        compiled = statement.compile(dialect=dialect)
        names = tuple(compiled.positiontup or ())
        if set(names) != {"stage_id"}:
            raise RuntimeError(f"a stage select binds {names}, not only the stage")
        found = _COMPILED[id(statement)] = (compiled.string, len(names))
    return found


def _decimal(text: str | None) -> Decimal | None:
    return None if text is None else Decimal(text)


def load_stage_facts(session: Session, stage_id: str, profile) -> StageFacts:
    reader = _StageReader(session, stage_id)
    found = reader.rows(_STAGE)
    if not found:
        raise message(translate("Stages", "There is no stage {stage}."), stage=stage_id)
    kind, boards_per_match, halves, stage_bye_vp, vp_scale = found[0]
    teams = tuple((team, name) for team, name in reader.rows(_TEAMS))
    byes = tuple((number, team) for number, team in reader.rows(_BYES) if team is not None)
    boards = _board_entries(reader)
    matches = _matches(reader.rows(_MATCHES), boards, halves, boards_per_match // halves)
    penalties = tuple(PenaltyFacts(id_, team, kind_, match_id, minutes, _decimal(share), mid, _decimal(vp), reason)
                      for id_, team, kind_, match_id, minutes, share, mid, vp, reason in reader.rows(_PENALTIES))
    walkovers = tuple((match_id, team) for match_id, team in reader.rows(_WALKOVERS))
    excluded = frozenset(team for (team,) in reader.rows(_EXCLUDED))
    lots = tuple(RuleLot(frozenset(json.loads(teams_json)), tuple(json.loads(order_json)))
                 for teams_json, order_json in reader.rows(_LOTS))
    carry_over: tuple = ()
    if kind == "sm_veteran":   # S5: 11.00 VP per missed round for a late starter
        per_round = profile.sm.veteran_carry_over_per_round if profile.sm else CARRY_OVER_PER_ROUND
        carry_over = tuple((team, veteran_carry_over(start, per_round))
                           for team, start in reader.rows(_LATE_STARTS)
                           if start is not None and start > 1)
    vp_table = None
    if vp_scale == "table-25" and profile.sm is not None and profile.sm.vp_table_25:
        vp_table = parse_vp_table(profile.sm.vp_table_25)
    return StageFacts(stage_id, kind, boards_per_match, halves, bye_vp(profile, _decimal(stage_bye_vp)),
                      teams, byes, matches, penalties, walkovers, excluded, lots, carry_over, vp_table)


def stage_board_entries(session: Session, stage_id: str) -> dict[tuple[str, int], list[RoomEntry]]:
    """(match, half) → the rooms' results on its boards, for every match of the stage."""
    return _board_entries(_StageReader(session, stage_id))


def _board_entries(reader: _StageReader) -> dict[tuple[str, int], list[RoomEntry]]:
    entries: dict[tuple[str, int], list[RoomEntry]] = {}
    for match_id, half, board, room, contract, declarer, tricks, assigned, ns_percent, ew_percent in \
            reader.rows(_BOARDS):
        entries.setdefault((match_id, half), []).append(
            RoomEntry(board, room, contract, declarer, tricks, assigned, ns_percent, ew_percent))
    return entries


def _matches(rows, boards: dict[tuple[str, int], list[RoomEntry]], halves: int,
             boards_per_half: int) -> tuple[MatchFacts, ...]:
    """One MatchFacts per match from its rows of the joined select (one per half, or one with no half).

    A half counts its typed IMPs, or its boards once all of them are in (docs/boards.md); the
    halves counted are those from the first on without a gap."""
    matches: list[MatchFacts] = []
    current: tuple[str, int, str, str] | None = None   # (id, round, home, away) of the match being read
    typed: dict[int, tuple[tuple[int, int], bool]] = {}

    def finish(match: tuple[str, int, str, str]) -> None:
        match_id = match[0]
        counted = []
        for number in range(1, halves + 1):
            entries = boards.get((match_id, number)) if boards else None
            typed_imps, keep = typed.get(number, (None, False))
            if not entries:   # no boards: the typed totals count as they are (what counted_half gives)
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
