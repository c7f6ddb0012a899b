"""The rows the checks of the day share (docs/bws.md, "The TD's checks of the day"): a finding with
its rule and place, and the results that count in a venue's Bridgemate file with their Law 77 scores.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tddesk.formats.bws.rewrite import Rows
from tddesk.ids import MatchId, StageId
from tddesk.rules import bws as bws_rules
from tddesk.rules.contract import BoardError, ns_score, parse_contract
from tddesk.services.played import parse_played

SECTION = 1


@dataclass(frozen=True)
class DayFindingRow:
    rule: str  # "P2", "Law 77", "T5", …
    kind: str  # overrun, lead, par, fouled, lineup
    stage_id: StageId
    words: str
    table: int | None = None
    board: int | None = None
    match_id: MatchId | None = None
    half: int | None = None
    room: str | None = None
    minutes: int | None = None  # P2: minutes over the half's end
    ended: dt.time | None = None  # P2: the last result's time
    mid: str | None = None


def played_results(rows: Rows) -> Iterator[tuple[PlayedRow, dict[str, Any]]]:
    """Each (table, round, board)'s result that counts: (row, contract, declarer, tricks, lead)."""
    received = [
        PlayedRow(
            int(r["ID"]),  # type: ignore[call-overload]
            int(r["Section"]),  # type: ignore[call-overload]
            int(r["Table"]),  # type: ignore[call-overload]
            int(r["Round"]),  # type: ignore[call-overload]
            int(r["Board"]),  # type: ignore[call-overload]
            str(r["Contract"] or ""),
            str(r["NS/EW"] or ""),
            str(r["Result"] or ""),
            bool(r["Erased"]),
            str(r["LeadCard"] or ""),
        )
        for r in rows.get("ReceivedData", ())
    ]
    for final in bws_rules.final_rows(row for row in received if row.section == SECTION).values():
        row = final.row
        if row.erased:
            continue
        try:
            values = parse_played(row.contract, row.seat or None, row.result, None)
        except BoardError:
            continue
        yield row, values


@dataclass(frozen=True)
class PlayedRow:
    id: int
    section: int
    table: int
    round: int
    board: int
    contract: str
    seat: str
    result: str
    erased: bool
    lead: str
    remarks: str = ""  # an arbitral score's or "Not played"'s words (docs/bws.md, "Adjusted scores")


def law77_score(board: int, values: dict[str, Any]) -> int:
    if values["contract"] == "PASS":
        return 0
    return ns_score(board, parse_contract(values["contract"]), values["declarer"], values["tricks"])


def played_scores(rows: Rows) -> list[tuple[int, int, int]]:
    """Each result that counts in a venue's file as (table, board, NS score by Law 77)."""
    return [(row.table, row.board, law77_score(row.board, values)) for row, values in played_results(rows)]
