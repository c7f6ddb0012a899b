"""Bridgemate import: results and player numbers of a ``.bws`` into a stage, as one action.

Rows are mapped by the stage's board layout (docs/boards.md): Bridgemate round → stage round and
half, table → match and room. For each table and board the newest row counts; an erase record
removes the result. What was imported keeps its ReceivedData ID, so a re-read writes only what is
new, and a re-read with nothing new writes nothing at all. A file that does not fit the stage
(tables, rounds or boards that do not map, contracts that cannot be) is refused in words naming
the table and board, and the tournament file is left as it was.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.formats.bws.reader import BwsData
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.models.tables import BoardResult, LineupSeat, Match, Player
from tddesk.rules import bws as bws_rules
from tddesk.rules.boards import check_artificial, half_board_numbers
from tddesk.rules.contract import BoardError
from tddesk.rules.deals import seat_words
from tddesk.services.areas import Area
from tddesk.services.board_layout import stage_layout
from tddesk.services.boards import check_lead_against_deal, room_name, write_board_row
from tddesk.services.bws_check import (
    imported_row_ids,
    mismatch,
    no_results_text,
    overrulable_problems,
    stage_has_results,
)
from tddesk.services.bws_files import load_bws
from tddesk.services.errors import NothingNew, ServiceError, message
from tddesk.services.lineups import write_lineup
from tddesk.services.played import parse_played
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament

MAX_PROBLEMS_SHOWN = 6


@dataclass(frozen=True)
class BwsReport:
    stage_id: StageId
    boards_written: int
    boards_removed: int
    lineups_written: int
    notes: tuple[str, ...] = ()  # doubts in words, e.g. an unknown player number
    audit_id: int | None = None  # None: nothing new in the file
    areas: frozenset[Area] = field(default_factory=frozenset)
    change: Change | None = None  # the action's Change, for the window's undo stack

    @property
    def changed(self) -> bool:
        return self.audit_id is not None


def import_bws(
    tournament: Tournament, stage_id: StageId, path: Path | str, data: BwsData | None = None, force: bool = False
) -> BwsReport:
    """Import (or re-read) a Bridgemate file into a stage: new results, removed results, line-ups.
    A file that does not fit (``bws_check.overrulable_problems``) raises ``BwsMismatch`` unless
    ``force``; a file with no results never removes any."""
    data = data if data is not None else load_bws(path)
    counts = {"written": 0, "removed": 0, "lineups": 0}
    notes: list[str] = []
    try:
        with tournament.action("import_bws", stage_id) as (session, record):
            _apply(session, tournament.profile, stage_id, data, counts, notes, force)
            if not any(counts.values()):
                raise NothingNew
            record.after = {
                "file": Path(path).name,
                "boards": counts["written"],
                "removed": counts["removed"],
                "lineups": counts["lineups"],
            }
    except NothingNew:
        return BwsReport(stage_id, 0, 0, 0, tuple(notes))
    change = record.change
    return BwsReport(
        stage_id,
        counts["written"],
        counts["removed"],
        counts["lineups"],
        tuple(notes),
        change.audit_id,
        change.areas,
        change,
    )


def row_values(row) -> dict | None:
    """What a final Bridgemate row puts on the board: a played result, an adjusted score given at
    the table (Remarks "60%-40%", Law 12C2), or None when the table did not play it ("Not played").
    A contract or score that cannot be raises ``BoardError``."""
    arbitral = bws_rules.arbitral_score(row)
    if arbitral is None:
        return parse_played(row.contract, row.seat or None, row.result, row.lead or None)
    if arbitral.ns_percent is None or arbitral.ew_percent is None:
        return None  # not played
    check_artificial(arbitral.ns_percent, arbitral.ew_percent)
    return {"ns_percent": arbitral.ns_percent, "ew_percent": arbitral.ew_percent}


def not_played_note(where: str) -> str:
    return translate("Bridgemate", "{where}: not played (Bridgemate); the board is scored without this table.").format(
        where=where
    )


def _section_id(data: BwsData, letter: str | None, file_name: str = "") -> int:
    if letter:
        for section_id, section_letter in data.sections.items():
            if section_letter.upper() == letter.upper():
                return section_id
        raise message(
            translate(
                "Bridgemate",
                "The file has no section {letter} (it has {letters}); correct the stage's Bridgemate layout.",
            ),
            letter=letter,
            letters=", ".join(sorted(data.sections.values())) or "-",
        )
    if len(data.sections) > 1:
        raise message(
            translate(
                "Bridgemate", "The file has sections {letters}; choose the stage's section in its Bridgemate layout."
            ),
            letters=", ".join(sorted(data.sections.values())),
        )
    return next(iter(data.sections), 1)


def _where(table: int, board: int | None = None) -> str:
    if board is None:
        return translate("Bridgemate", "Table {table}").format(table=table)
    return translate("Bridgemate", "Table {table}, board {board}").format(table=table, board=board)


def _apply(session, profile, stage_id: StageId, data: BwsData, counts: dict, notes: list[str], force: bool) -> None:
    stage = get_stage(session, stage_id)
    layout = stage_layout(session, stage)
    section = _section_id(data, layout.section)
    if bws_rules.count_rows(row for row in data.received if row.section == section).results == 0:
        if stage_has_results(session, stage.id):
            raise message(no_results_text())
        raise NothingNew
    doubts = overrulable_problems(session, stage, data, section, imported_row_ids(session, stage.id))
    matches = {
        (m.round_number, m.position): m for m in session.scalars(select(Match).where(Match.stage_id == stage.id))
    }
    positions = _positions(matches)
    # The stage's results in one read, kept for the writes below (a lookup per board cost more).
    stored = {
        (row.match_id, row.half, row.room, row.board): row
        for row in session.scalars(select(BoardResult).join(Match).where(Match.stage_id == stage.id))
    }
    existing = {key: (row.bws_row_id, row.source) for key, row in stored.items()}
    problems: list[str] = []
    # What to write once every row is known to fit: results removed by an erase record, results written.
    removals: list[tuple[Match, int, str, int]] = []
    writes: list[tuple[Match, int, str, int, dict, int]] = []
    finals = bws_rules.final_rows(row for row in data.received if row.section == section)
    for (_section, table, bm_round, board), final in sorted(finals.items()):
        row = final.row
        stage_round, half = layout.slot(bm_round, stage.halves)
        position, room = layout.seat_of_table(stage_round, table)
        match = matches.get((stage_round, positions.get(stage_round, {}).get(position)))
        if match is None:
            problems.append(
                translate(
                    "Bridgemate",
                    "{where}: Bridgemate round {bm_round} is round {round}, half "
                    "{half}, which has no match {position} in {stage}.",
                ).format(
                    where=_where(table, board),
                    bm_round=bm_round,
                    round=stage_round,
                    half=half,
                    position=position,
                    stage=stage.name,
                )
            )
            continue
        numbers = half_board_numbers(stage_round, half, stage.boards_per_match, stage.halves, layout.numbering)
        if board not in numbers:
            problems.append(
                translate(
                    "Bridgemate",
                    "{where}: board {board} is not played in round {round}, half {half} (boards {first}-{last}).",
                ).format(
                    where=_where(table, board),
                    board=board,
                    round=stage_round,
                    half=half,
                    first=numbers[0],
                    last=numbers[-1],
                )
            )
            continue
        if final.conflict is not None:
            notes.append(
                translate(
                    "Bridgemate",
                    "{where}: two different results without a correction (rows "
                    "{first} and {last}); the newest counts — check it.",
                ).format(where=_where(table, board), first=final.conflict, last=row.id)
            )
        key = (match.id, half, room, board)
        imported, source = existing.get(key, (None, None))
        if row.erased or bws_rules.arbitral_score(row) == bws_rules.NOT_PLAYED:
            if imported is not None and source == "bws":
                removals.append((match, half, room, board))
            if not row.erased:
                notes.append(not_played_note(_where(table, board)))
            continue
        if imported == row.id:
            continue
        if source is not None and source != "bws":
            # What the TD typed or adjusted in tddesk (an assigned score after a ruling) outlives a re-read.
            notes.append(
                translate(
                    "Bridgemate",
                    "{where}: the result entered in tddesk is kept, not the file's "
                    "{contract} {result}; remove it first to take the file's.",
                ).format(where=_where(table, board), contract=row.contract, result=row.result)
            )
            continue
        try:
            values = row_values(row) or {}
        except BoardError as error:
            problems.append(f"{_where(table, board)}: {error.words(translate)}")
            continue
        try:
            check_lead_against_deal(session, stage.id, board, values)
        except BoardError as error:
            # The result counts; a lead the deal refutes is a typing slip at the table, left out.
            notes.append(
                translate("Bridgemate", "{where}: {words} The lead was left out.").format(
                    where=_where(table, board), words=seat_words(error, translate)
                )
            )
            values = {**values, "lead": None}
        writes.append((match, half, room, board, values, row.id))
    if problems:
        shown = problems[:MAX_PROBLEMS_SHOWN]
        more = len(problems) - len(shown)
        tail = [translate("Bridgemate", "… and {count} more.").format(count=more)] if more else []
        raise message(
            translate("Bridgemate", "The Bridgemate file does not fit {stage}; nothing was imported:\n{problems}"),
            stage=stage.name,
            problems="\n".join(shown + tail),
        )
    if doubts and not force:
        raise mismatch(stage.name, doubts)
    for match, half, room, board in removals:
        session.delete(session.get(BoardResult, (match.id, half, room, board)))
        counts["removed"] += 1
    for match, half, room, board, values, row_id in writes:
        write_board_row(
            session,
            stored.get((match.id, half, room, board)),
            match,
            half,
            room,
            board,
            values,
            source="bws",
            bws_row_id=row_id,
        )
        counts["written"] += 1
    session.flush()
    _lineups(session, profile, stage, layout, section, data, matches, positions, counts, notes)


def _positions(matches: dict) -> dict[int, dict[int, int]]:
    """Per round: match number 1, 2, … (as the layout counts them) → the match's stored position."""
    result: dict[int, dict[int, int]] = {}
    for round_number, position in sorted(matches):
        numbering = result.setdefault(round_number, {})
        numbering[len(numbering) + 1] = position
    return result


def _tables_of(layout, stage_round: int, table_numbers: set[int]) -> dict[tuple[int, str], int]:
    return {layout.seat_of_table(stage_round, table): table for table in sorted(table_numbers)}


def _lineups(session, profile, stage, layout, section: int, data: BwsData, matches, positions, counts, notes) -> None:
    """Player numbers → each half's line-ups, where numbers were entered or results came in."""
    numbers = [row for row in data.players if row.section == section]
    tables = {row.table for row in numbers}
    played = {(row.table, row.round) for row in data.received if row.section == section}
    bm_rounds = {max(row.round, 1) for row in numbers} | {bm_round for _table, bm_round in played}
    wanted: list[tuple] = []
    for bm_round in sorted(bm_rounds):
        stage_round, half = layout.slot(bm_round, stage.halves)
        seats = _tables_of(layout, stage_round, tables)
        for (position, room), table in seats.items():
            if room != "open" or (position, "closed") not in seats:
                continue
            match = matches.get((stage_round, positions.get(stage_round, {}).get(position)))
            closed = seats[(position, "closed")]
            if match is None:
                continue
            entered = {t for t in (table, closed) if bm_round in bws_rules.rounds_with_numbers(numbers, section, t)}
            if not entered and (table, bm_round) not in played and (closed, bm_round) not in played:
                continue
            open_seats = bws_rules.seats_in_round(numbers, section, table, bm_round)
            closed_seats = bws_rules.seats_in_round(numbers, section, closed, bm_round)
            sides = bws_rules.lineup_sides(open_seats, closed_seats)
            if sides is None:
                continue
            for side, mids in sides.items():
                wanted.append((match, half, side, mids, (table, closed), bm_round))
    # What is stored and who is registered in two reads, the teams' lists once per team and date:
    # a venue's file holds two dozen line-ups.
    current: dict[tuple[str, int, str], list[str]] = {}
    match_ids = {item[0].id for item in wanted}
    for seat in session.scalars(select(LineupSeat).where(LineupSeat.match_id.in_(match_ids)).order_by(LineupSeat.seat)):
        current.setdefault((seat.match_id, seat.half, seat.side), []).append(seat.mid)
    every_mid = {mid for item in wanted for mid in item[3]}
    registered = set(session.scalars(select(Player.mid).where(Player.mid.in_(every_mid))))
    rosters: dict = {}
    for match, half, side, mids, tables, bm_round in wanted:
        if current.get((match.id, half, side), []) == mids:
            continue
        _lineup(session, profile, match, half, side, mids, tables, bm_round, counts, notes, registered, rosters)


def _lineup(session, profile, match, half, side, mids, tables, bm_round, counts, notes, registered, rosters) -> None:
    unknown = [(index, mid) for index, mid in enumerate(mids) if mid not in registered]
    where = translate("Bridgemate", "Tables {open}/{closed}, Bridgemate round {round}").format(
        open=tables[0], closed=tables[1], round=bm_round
    )
    if unknown:
        index, mid = unknown[0]
        room, seat = (
            ("open", "NSEW"[index] if side == "home" else "EWNS"[index])
            if index < 2
            else ("closed", "EW"[index - 2] if side == "home" else "NS"[index - 2])
        )
        notes.append(
            translate(
                "Bridgemate",
                "{where}, {seat} in the {room} room: player number {mid} is not in "
                "the member register; the line-up is not taken.",
            ).format(where=where, seat=seat, room=room_name(room), mid=mid or "-")
        )
        return
    try:
        with session.begin_nested():
            write_lineup(session, profile, match, half, side, mids, rosters=rosters)
    except ServiceError as error:
        notes.append(f"{where}: {error}")
        return
    counts["lineups"] += 1
