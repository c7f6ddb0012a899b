"""IMPs across the field worked out from the venues' Bridgemate files as mdb-export prints them, each
table placed by the session file's own seating — an oracle for the demo day's tests (not a test module).
An arbitral score typed at the table (Remarks "60%-40%") is an artificial adjusted score: +3, 0 or −3
IMPs to each side by its own percentage (Law 12C2, Law 86A), compared with no table."""

from __future__ import annotations

import re
from decimal import Decimal

from jet_oracles import mdbtools_rows
from tddesk.rules import bws as bws_rules
from tddesk.rules.contract import ns_score, parse_contract
from tddesk.rules.field import across_the_field
from tddesk.services.bws_session import team_session
from tddesk.services.played import parse_played


class _Row:
    """A ReceivedData row of mdb-export as the final-row rule reads it."""

    def __init__(self, row: dict):
        self.id, self.section, self.table = int(row["ID"]), int(row["Section"]), int(row["Table"])
        self.round, self.board = int(row["Round"]), int(row["Board"])
        self.contract, self.seat, self.result = row["Contract"] or "", row["NS/EW"] or "", row["Result"] or ""
        self.erased = row["Erased"] == "1"
        self.remarks = row["Remarks"] or ""


# Law 86A: average plus is 3 IMPs, average none, average minus −3.
ARTIFICIAL_IMPS = {60: Decimal(3), 50: Decimal(0), 40: Decimal(-3)}


def field_from_files(tournament, files) -> dict[tuple[str, str, str, int], Decimal]:
    """(venue, room, match, board) → NS IMPs across the field, worked out from mdb-export's rows,
    each table placed by the session file's own seating."""
    scores: dict[int, list[tuple[tuple[str, str, str, int], int]]] = {}
    adjusted: dict[tuple[str, str, str, int], Decimal] = {}
    for venue, path in files.items():
        session = team_session(tournament, venue)
        seats = {(s.bridgemate_round, s.table): s for s in session.seatings}
        finals = bws_rules.final_rows(_Row(row) for row in mdbtools_rows(path, "ReceivedData"))
        for (_section, table, bm_round, board), final in finals.items():
            seat = seats[(bm_round, table)]
            key = (venue, seat.room, session.match_ids[(seat.stage_round, seat.match)], board)
            if final.row.erased:
                continue
            percents = re.fullmatch(r"(\d+)%-(\d+)%", final.row.remarks) if not final.row.contract else None
            if percents:
                adjusted[key] = ARTIFICIAL_IMPS[int(percents.group(1))]
                continue
            values = parse_played(final.row.contract, final.row.seat or None, final.row.result)
            score = (
                0
                if values["contract"] == "PASS"
                else ns_score(board, parse_contract(values["contract"]), values["declarer"], values["tricks"])
            )
            scores.setdefault(board, []).append((key, score))
    played = {entry.key: entry.ns for board in scores.values() for entry in across_the_field(board)}
    return played | adjusted
