"""A pairs board result the TD corrected in tddesk sent back to the table that played it, in the
session's Bridgemate file (docs/bws.md, "Changes during play"). The same newer ReceivedData row as
the team write-back; the tournament is not changed.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.formats.bws.rewrite import add_correction
from tddesk.i18n import translate
from tddesk.models.pairs_tables import PairsBoardResult
from tddesk.services.bws_update import bcs_contract, read_rows, write_rows
from tddesk.services.errors import message
from tddesk.services.pairs import get_heat

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def _number(value: object) -> int:
    try:
        return int(str(value))
    except ValueError:
        return 0


def write_back_pairs_correction(
    tournament: Tournament, heat_id: str, session_number: int, path: Path | str, board: int, ns: int
) -> int:
    """Send the result tddesk holds for ``board`` played by NS pair ``ns`` in the heat's session to
    the table: a ReceivedData row with the next ID and ``ExternalUpdate``. A file in use, or one that
    does not seat those pairs on that board (another heat's or session's file), is refused and left
    as it was. The row's ID."""
    with tournament.reading() as db:
        heat = get_heat(db, heat_id)
        heat_name = heat.name
        row = db.get(PairsBoardResult, (heat.id, session_number, board, ns))
        if row is None or row.contract is None:
            raise message(
                translate(
                    "Bridgemate",
                    "Board {board} of pair {ns} (North-South) in session {session} has no played result to send back.",
                ),
                board=board,
                ns=ns,
                session=session_number,
            )
        ew = row.ew_number
        contract, result = bcs_contract(row.contract, row.declarer, row.tricks)
        declarer, lead = row.declarer or "", row.lead or ""
    rows = read_rows(path)
    seat = next(
        (
            seating
            for seating in rows.get("RoundData", [])
            if _number(seating["NSPair"]) == ns
            and _number(seating["EWPair"]) == ew
            and _number(seating["LowBoard"]) <= board <= _number(seating["HighBoard"])
        ),
        None,
    )
    if seat is None:
        raise message(
            translate(
                "Bridgemate",
                "{file} does not seat pair {ns} against pair {ew} on board {board}: it is not the file of "
                "{heat}, session {session}. Choose that session's file; it was left as it was.",
            ),
            file=Path(path).name,
            ns=ns,
            ew=ew,
            board=board,
            heat=heat_name,
            session=session_number,
        )
    new_id = add_correction(
        rows,
        {
            "Section": seat["Section"],
            "Table": seat["Table"],
            "Round": seat["Round"],
            "Board": board,
            "PairNS": ns,
            "PairEW": ew,
            "Declarer": (ns if declarer in "NS" else ew) if declarer else 0,
            "NS/EW": declarer,
            "Contract": contract,
            "Result": result,
            "LeadCard": lead,
        },
        dt.datetime.now(),
    )
    write_rows(path, rows)
    return new_id
