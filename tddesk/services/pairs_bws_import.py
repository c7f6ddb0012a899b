"""A pairs session's results read from its Bridgemate file, as one undoable action (docs/bws.md,
"Checks"; docs/pairs.md): the newest row per table and board, erased and not-played rows, the
heat's pairs and players, and what the TD typed in tddesk kept. ``services/pairs_results.py``
holds the results typed in tddesk."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.models.pairs_tables import PairsBoardResult
from tddesk.rules import bws as bws_rules
from tddesk.rules import entry_limits as limits
from tddesk.rules.contract import BoardError
from tddesk.services.bws_check import pairs_file_fits
from tddesk.services.bws_files import load_bws
from tddesk.services.bws_import import not_played_note, row_values
from tddesk.services.errors import NothingNew, message
from tddesk.services.pairs import get_heat
from tddesk.services.pairs_bws_players import check_file_players
from tddesk.services.pairs_results import _bounds, _fill, _session_row, numbers_in

if TYPE_CHECKING:
    from tddesk.formats.bws.reader import BwsData, ReceivedRow
    from tddesk.services.tournament import Change, Tournament


@dataclass(frozen=True)
class PairsBwsReport:
    written: int
    removed: int
    notes: tuple[str, ...]
    change: Change | None = None  # the action's Change, for the window's undo stack


def import_pairs_bws(
    tournament: Tournament, heat_id: str, session_number: int, path: Path | str, force: bool = False
) -> PairsBwsReport:
    """A Bridgemate file's results for one session of a pairs heat, as one undoable action. Pair
    numbers are the heat's, and so are the players the file seats under them: another heat's file
    is refused, a reserve the file shows is recorded for the session (D p.6). Rows already imported
    are skipped; a result typed or adjusted in tddesk is kept (and noted); a pair the heat does not
    have refuses the whole file in words naming the table and board. An older copy than the one
    imported, or rows of a section the file lacks, refuse it unless ``force``; a file with no
    results never removes any (docs/bws.md, "Checks")."""
    data = load_bws(path)
    notes: list[str] = []
    counts = {"written": 0, "removed": 0}
    try:
        return _import_rows(tournament, heat_id, session_number, data, counts, notes, force)
    except NothingNew:
        return PairsBwsReport(0, 0, tuple(notes))


def _import_rows(
    tournament: Tournament,
    heat_id: str,
    session_number: int,
    data: BwsData,
    counts: dict[str, int],
    notes: list[str],
    force: bool,
) -> PairsBwsReport:
    with tournament.action("import_pairs_bws", f"{heat_id}/{session_number}") as (session, record):
        heat = get_heat(session, heat_id)
        if not pairs_file_fits(session, heat, session_number, data, force):
            raise NothingNew
        played = _session_row(session, heat_id, session_number)
        reserves = check_file_players(session, heat, session_number, data, notes)
        numbers = numbers_in(session, heat_id)
        # the movement's rounds: the file's own RoundData when it has one
        bounds = _bounds(played, numbers, *_file_movement(data))
        existing = {
            (row.board, row.ns_number): row
            for row in session.scalars(
                select(PairsBoardResult).where(
                    PairsBoardResult.heat_id == heat_id, PairsBoardResult.session == session_number
                )
            )
        }
        # What to write once every row is known to fit: results an erase record removes, results written.
        removals: list[PairsBoardResult] = []
        writes: list[tuple[PairsBoardResult | None, dict[str, object], ReceivedRow]] = []
        problems: list[str] = []
        for (_section, table, _round, board), final in sorted(bws_rules.final_rows(data.received).items()):
            row = final.row
            where = translate("Pairs", "Table {table}, board {board}").format(table=table, board=board)
            if row.erased:
                found = existing.get((board, row.pair_ns))
                if found is not None and found.source == "bws":
                    removals.append(found)
                continue
            outside = limits.session_row_problem(row.board, row.round, row.pair_ns, row.pair_ew, bounds)
            if outside is not None:
                problems.append(
                    translate("Pairs", "Row {row} (table {table}, round {round}, board {board}): {problem}").format(
                        row=row.id,
                        table=table,
                        round=limits.shown(row.round),
                        board=limits.shown(board),
                        problem=outside.text(translate),
                    )
                )
                continue
            unknown = [n for n in (row.pair_ns, row.pair_ew) if n not in numbers]
            if unknown:
                problem = translate(
                    "Pairs", "Table {table}, round {round}: pair {number} does not play in this heat"
                ).format(table=table, round=row.round, number=unknown[0])
                if problem not in problems:
                    problems.append(problem)
                continue
            if final.conflict is not None:
                notes.append(
                    translate(
                        "Bridgemate",
                        "{where}: two different results without a correction (rows "
                        "{first} and {last}); the newest counts — check it.",
                    ).format(where=where, first=final.conflict, last=row.id)
                )
            found = existing.get((board, row.pair_ns))
            if bws_rules.arbitral_score(row) == bws_rules.NOT_PLAYED:
                if found is not None and found.source == "bws":
                    removals.append(found)
                notes.append(not_played_note(where))
                continue
            if found is not None and found.bws_row_id == row.id:
                continue
            if found is not None and found.source != "bws":
                # What the TD typed or adjusted in tddesk (a ruling's 60/40) outlives a re-read of the file.
                notes.append(
                    translate(
                        "Pairs",
                        "{where}: the result entered in tddesk is kept, not the file's "
                        "{contract} {result}; remove it first to take the file's.",
                    ).format(where=where, contract=row.contract, result=row.result)
                )
                continue
            try:
                values = row_values(row) or {}
            except BoardError as error:
                problems.append(f"{where}: {error.words(translate)}")
                continue
            writes.append((found, values, row))
        if problems:
            raise message(
                translate("Pairs", "The Bridgemate file does not fit the heat; nothing was imported:\n{problems}"),
                problems="\n".join(problems[:10]),
            )
        if not removals and not writes and not reserves:
            raise NothingNew
        for found in removals:
            session.delete(found)
            counts["removed"] += 1
        for found, values, row in writes:
            target = found
            if target is None:
                target = PairsBoardResult(
                    heat_id=heat_id, session=session_number, board=row.board, ns_number=row.pair_ns
                )
                session.add(target)
            _fill(target, row.pair_ew, row.round, values, "bws", row.id)
            counts["written"] += 1
        record.after = {**counts, "reserves": reserves}
    return PairsBwsReport(counts["written"], counts["removed"], tuple(notes), record.change)


def _file_movement(data: BwsData) -> tuple[int | None, int | None]:
    """The rounds and the highest board of the movement the file's RoundData seats, when it seats
    every table that sent a result; else (None, None). A venue's reused file may keep a RoundData of
    another session, or only a row of it (BCS writes what the scoring program gave it), and is then
    held to the general bounds."""
    seated = {(seating.section, seating.table) for seating in data.seatings}
    if not seated or any((row.section, row.table) not in seated for row in data.received):
        return None, None
    rounds = max(seating.round for seating in data.seatings)
    highest = max((seating.high_board for seating in data.seatings), default=0)
    return rounds, highest or None
