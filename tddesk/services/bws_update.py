"""Changes during play written into a venue's session file (docs/bws.md, "Changes during play"):
a round or half re-seated after the schedule changed (a late team, a moved match, home and away
swapped), and a result the TD corrected in tddesk sent back to the table. Neither changes the
tournament; both rewrite the file whole while BCS has it closed.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.formats.bws.rewrite import Rows, add_correction, read_tables, reseat, write_tables
from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import BoardResult, Match, Team
from tddesk.rules import contract as contract_rules
from tddesk.services.boards import room_name
from tddesk.services.bws_session import SECTION_ID, cannot_write, check_closed, team_session
from tddesk.services.errors import message
from tddesk.services.stages import get_match, get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def read_rows(path: Path | str) -> Rows:
    check_closed(path)
    try:
        return read_tables(path)
    except Exception as error:  # access-parser raises whatever a broken or half-written page makes it hit
        raise message(
            translate("Bridgemate", "{file} cannot be read as a Bridgemate file ({reason}); it was left as it was."),
            file=Path(path).name,
            reason=str(error) or type(error).__name__,
        ) from None


def write_rows(path: Path | str, rows: Rows) -> None:
    try:
        write_tables(path, rows)
    except OSError as error:
        raise cannot_write(path, error) from None


def reseat_round(
    tournament: Tournament, stage_id: StageId, path: Path | str, round_number: int, half: int | None = None
) -> list[int]:
    """Seat the stage's ``round_number`` (one half, or both) as its schedule stands now: the tables
    whose teams or boards changed get new RoundData and ``UpdateFromRound``; a table that has sent a
    result for the round keeps its seating. The tables changed."""
    session = team_session(tournament, stage_id, round_number, half)
    rows = read_rows(path)
    changed: set[int] = set()
    # The latest round first, so a table changed in two rounds is left marked from the earlier one.
    for bm_round in sorted({seating.bridgemate_round for seating in session.seatings}, reverse=True):
        new = [
            {
                "Section": SECTION_ID,
                "Table": row["Table"],
                "Round": row["Round"],
                "NSPair": row["NSPair"],
                "EWPair": row["EWPair"],
                "LowBoard": row["LowBoard"],
                "HighBoard": row["HighBoard"],
                "CustomBoards": "",
            }
            for row in session.rows["RoundData"]
            if row["Round"] == bm_round
        ]
        changed |= set(reseat(rows, bm_round, new, SECTION_ID))
    if changed:
        write_rows(path, rows)
    return sorted(changed)


def bcs_contract(contract: str | None, declarer: str | None, tricks: int | None) -> tuple[str, str]:
    """tddesk's contract and tricks as BCS writes them: ("4 H x", "-1"), ("PASS", "")."""
    parsed = contract_rules.parse_contract(contract or "PASS")
    if parsed.passed_out or declarer is None or tricks is None:
        return "PASS", ""
    over = tricks - (parsed.level + 6)
    doubled = {0: "", 1: " x", 2: " xx"}[parsed.doubled]
    return f"{parsed.level} {parsed.strain}{doubled}", "=" if over == 0 else f"{over:+d}"


def write_back_correction(
    tournament: Tournament, stage_id: StageId, path: Path | str, match_id: MatchId, half: int, room: str, board: int
) -> int:
    """Send the result tddesk holds for a board (as the TD corrected it) to the table that played
    it: a ReceivedData row with the next ID and ``ExternalUpdate``. The row's ID."""
    with tournament.reading() as db:
        match = get_match(db, match_id)
        row = db.get(BoardResult, (match_id, half, room, board))
        if row is None or row.contract is None:
            raise message(
                translate("Bridgemate", "Board {board} of the {room} room has no played result to send back."),
                board=board,
                room=room_name(room),
            )
        position = [
            m.id
            for m in db.scalars(
                select(Match)
                .where(Match.stage_id == match.stage_id, Match.round_number == match.round_number)
                .order_by(Match.position)
            )
        ].index(match_id) + 1
        round_number = match.round_number
    session = team_session(tournament, stage_id, round_number, half)
    seat = next(s for s in session.seatings if s.match == position and s.room == room)
    contract, result = bcs_contract(row.contract, row.declarer, row.tricks)
    declarer = row.declarer or ""
    rows = read_rows(path)
    new_id = add_correction(
        rows,
        {
            "Section": SECTION_ID,
            "Table": seat.table,
            "Round": seat.bridgemate_round,
            "Board": board,
            "PairNS": seat.ns,
            "PairEW": seat.ew,
            "Declarer": (seat.ns if declarer in "NS" else seat.ew) if declarer else 0,
            "NS/EW": declarer,
            "Contract": contract,
            "Result": result,
            "LeadCard": row.lead or "",
        },
        dt.datetime.now(),
    )
    write_rows(path, rows)
    return new_id


@dataclass(frozen=True)
class MatchChoiceRow:
    """A match of the stage as the window offers it for a correction."""

    match_id: MatchId
    round_number: int
    home: str
    away: str


def match_choices(tournament: Tournament, stage_id: StageId) -> list[MatchChoiceRow]:
    """The stage's matches by round and place in it."""
    with tournament.reading() as db:
        stage = get_stage(db, stage_id)
        names: dict[TeamId, str] = dict(db.execute(select(Team.id, Team.name)).all())
        return [
            MatchChoiceRow(match.id, match.round_number, names[match.home_team_id], names[match.away_team_id])
            for match in db.scalars(
                select(Match).where(Match.stage_id == stage.id).order_by(Match.round_number, Match.position)
            )
        ]


def match_round(tournament: Tournament, match_id: MatchId) -> tuple[StageId, int]:
    """The stage and round of a match, for the re-seating a schedule change calls for."""
    with tournament.reading() as db:
        match = get_match(db, match_id)
        return match.stage_id, match.round_number
