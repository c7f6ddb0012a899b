"""Which Bridgemate rows count, and who sat where (docs/bws.md, "Correction rules").

*Results.* For each (section, table, round, board) the row with the highest ID counts: a
correction is the wrong row, later an erase record (Erased = true), later still the right row.
When the newest row is an erase record the board has no result. Two different results for the
same table and board with no erase record between them are flagged.

*Adjusted scores.* A score the TD gives at the table is a row with an empty contract and the score
in Remarks: "40%-60%", "60%-60%", "50%-50%" (NS first, Law 12C2), or "Not played".

*Player numbers.* A row applies from its round (round 0, the start of the session, counts as
round 1) until a later row for the same table and seat.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from typing import Generic, Protocol, TypeVar

SEATS = ("N", "E", "S", "W")


# Read-only members, so that frozen dataclasses (the rows read from a .bws file) satisfy them.
class Received(Protocol):
    @property
    def id(self) -> int: ...
    @property
    def section(self) -> int: ...
    @property
    def table(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def board(self) -> int: ...
    @property
    def contract(self) -> str: ...
    @property
    def seat(self) -> str: ...
    @property
    def result(self) -> str: ...
    @property
    def erased(self) -> bool: ...
    @property
    def remarks(self) -> str: ...


class PlayerNumber(Protocol):
    @property
    def section(self) -> int: ...
    @property
    def table(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def direction(self) -> str: ...
    @property
    def number(self) -> str: ...
    @property
    def order(self) -> int: ...


Row = TypeVar("Row", bound=Received)


@dataclass(frozen=True)
class FinalRow(Generic[Row]):
    """The row that counts for a table and board, the rows it supersedes, and any doubt."""

    row: Row
    superseded: tuple[int, ...]
    conflict: int | None = None  # ID of an earlier, different result never erased


def final_rows(rows: Iterable[Row]) -> dict[tuple[int, int, int, int], FinalRow[Row]]:
    """(section, table, round, board) → the row with the highest ID (an erase record included)."""
    groups: dict[tuple[int, int, int, int], list[Row]] = {}
    for row in rows:
        groups.setdefault((row.section, row.table, row.round, row.board), []).append(row)
    result = {}
    for key, group in groups.items():
        group.sort(key=lambda row: row.id)
        newest = group[-1]
        conflict = None
        for earlier, later in pairwise(group):
            if not earlier.erased and not later.erased and _content(earlier) != _content(later):
                conflict = earlier.id
        result[key] = FinalRow(newest, tuple(row.id for row in group[:-1]), conflict)
    return result


def _content(row: Received) -> tuple:
    return row.contract.replace(" ", "").upper(), row.seat, row.result, row.remarks if not row.contract else ""


_PERCENTS = re.compile(r"(\d{1,3})\s*%\s*[-/]\s*(\d{1,3})\s*%")
_NOT_PLAYED = {"not played", "notplayed", "np", "ej spelad"}


@dataclass(frozen=True)
class Arbitral:
    """A score given at the table: NS and EW percent (Law 12C2), or not played (both None)."""

    ns_percent: int | None
    ew_percent: int | None

    @property
    def not_played(self) -> bool:
        return self.ns_percent is None


NOT_PLAYED = Arbitral(None, None)


def arbitral_score(row: Received) -> Arbitral | None:
    """The adjusted score a row holds instead of a contract, or None (a played result, or an empty
    contract with Remarks the caller refuses as it refuses any contract it cannot read)."""
    if row.contract.strip() or row.erased:
        return None
    text = " ".join(row.remarks.lower().split())
    found = _PERCENTS.fullmatch(text)
    if found:
        return Arbitral(int(found.group(1)), int(found.group(2)))
    if text in _NOT_PLAYED:
        return NOT_PLAYED
    return None


def seats_in_round(numbers: Iterable[PlayerNumber], section: int, table: int, bridgemate_round: int) -> dict[str, str]:
    """Seat → number at a table in a Bridgemate round: the latest row at or before that round."""
    chosen: dict[str, tuple[int, int, str]] = {}
    for row in numbers:
        if row.section != section or row.table != table:
            continue
        applies_from = max(row.round, 1)
        if applies_from > bridgemate_round:
            continue
        rank = (applies_from, row.order)
        if row.direction not in chosen or rank > chosen[row.direction][:2]:
            chosen[row.direction] = (*rank, row.number)
    return {seat: value[2] for seat, value in chosen.items()}


def rounds_with_numbers(numbers: Iterable[PlayerNumber], section: int, table: int) -> set[int]:
    """The Bridgemate rounds at whose start numbers were entered at the table (0 counts as 1)."""
    return {max(row.round, 1) for row in numbers if row.section == section and row.table == table}


def lineup_sides(open_seats: dict[str, str], closed_seats: dict[str, str]) -> dict[str, list[str]] | None:
    """The home and away line-ups of a half from both rooms' seats; seats 1-2 play in the open room,
    3-4 in the closed room (home: open N S, closed E W; away: open E W, closed N S)."""
    if any(seat not in open_seats or seat not in closed_seats for seat in SEATS):
        return None
    return {
        "home": [open_seats["N"], open_seats["S"], closed_seats["E"], closed_seats["W"]],
        "away": [open_seats["E"], open_seats["W"], closed_seats["N"], closed_seats["S"]],
    }


@dataclass(frozen=True)
class FileCounts:
    """What a Bridgemate file holds once the correction rules are applied (docs/bws.md, "Checks")."""

    results: int  # final results that count: played, passed out or an adjusted score
    erased: int  # erase records: results removed at the table or by the TD (some re-entered later)
    superseded: int  # rows a newer row for the same table and board replaced
    arbitral: int  # adjusted scores typed at the table (Law 12C2)
    not_played: int
    passed_out: int
    conflicts: int  # two different results without an erase record between them


def count_rows(rows: Iterable[Row]) -> FileCounts:
    rows = list(rows)
    finals = final_rows(rows)
    counts = dict.fromkeys(("results", "erased", "superseded", "arbitral", "not_played", "passed_out", "conflicts"), 0)
    counts["erased"] = sum(1 for row in rows if row.erased)
    for final in finals.values():
        row = final.row
        counts["superseded"] += len(final.superseded)
        counts["conflicts"] += final.conflict is not None
        arbitral = arbitral_score(row)
        if row.erased:
            continue
        elif arbitral is not None and arbitral.not_played:
            counts["not_played"] += 1
        else:
            counts["results"] += 1
            counts["arbitral"] += arbitral is not None
            counts["passed_out"] += row.contract.replace(" ", "").upper() == "PASS"
    return FileCounts(**counts)
