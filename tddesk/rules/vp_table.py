"""VP3, W3: a discrete VP table (such as the old WBF 25-0 scale) given as data, not code.

The table is CSV text in the regulation profile with the header ``boards,margin_from,margin_to,vp``
and an optional fifth column ``loser_vp``: for a match of ``boards`` boards an IMP margin from
``margin_from`` to ``margin_to`` (inclusive; an empty ``margin_to`` means "and more") gives the
winner ``vp`` and the loser ``loser_vp``. ``boards`` may be a range such as ``9-12``. The rows of
one board count must cover every margin from 0 without gaps or overlaps.

The old WBF 25-point scale has this shape: a draw is 15-15, and winner and loser together make
twice the draw (30) until the winner has the maximum (25); beyond that the loser goes down to 0
(25-4, 25-3, …). So a row without ``loser_vp`` gives the loser twice the draw (the winner's VP at
margin 0) minus the winner's, and the rows where the winner has the maximum and the loser less
than that rule gives say so in ``loser_vp``.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

HEADER = ("boards", "margin_from", "margin_to", "vp")
LOSER = "loser_vp"


class VpTableError(ValueError):
    """A malformed table; the message names the line."""


@dataclass(frozen=True)
class Band:
    boards_from: int
    boards_to: int
    margin_from: int
    margin_to: int | None
    vp: Decimal
    loser_vp: Decimal | None = None  # None: twice the draw minus the winner's VP


@dataclass(frozen=True)
class VpTable:
    bands: tuple[Band, ...]

    @property
    def maximum(self) -> Decimal:
        return max(band.vp for band in self.bands)

    def _bands(self, boards: int) -> list[Band]:
        found = [band for band in self.bands if band.boards_from <= boards <= band.boards_to]
        if not found:
            raise ValueError(f"the VP table has no rows for {boards} boards")
        return sorted(found, key=lambda band: band.margin_from)

    def winner_vp(self, margin: int, boards: int) -> Decimal:
        """The winner's VP for a whole IMP margin (≥ 0)."""
        return self._band(margin, boards).vp

    def _band(self, margin: int, boards: int) -> Band:
        if margin < 0:
            raise ValueError("the margin is the winner's, 0 or more")
        for band in self._bands(boards):
            if band.margin_from <= margin and (band.margin_to is None or margin <= band.margin_to):
                return band
        raise ValueError(f"the VP table does not cover a margin of {margin} for {boards} boards")

    def draw(self, boards: int) -> Decimal:
        """Each team's VP for a margin of 0 (15 on the old WBF 25-point scale)."""
        return self._band(0, boards).vp

    def vp_pair(self, margin: int, boards: int) -> tuple[Decimal, Decimal]:
        """VP3: (winner, loser) VP for a margin — the row's ``loser_vp``, or twice the draw minus the
        winner's (15-15, 16-14, … 25-5 on the old WBF scale; 25-4 … 25-0 are rows of their own)."""
        band = self._band(margin, boards)
        loser = band.loser_vp if band.loser_vp is not None else 2 * self.draw(boards) - band.vp
        return band.vp, loser

    def smallest_margin_for(self, vp: Decimal, boards: int) -> int:
        """W3: the smallest IMP margin that gives at least ``vp`` (the IMP result of a walkover)."""
        for band in self._bands(boards):
            if band.vp >= vp:
                return band.margin_from
        raise ValueError(f"no margin gives {vp} VP for {boards} boards")


def _int(text: str, line: int, name: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise VpTableError(f"line {line}: {name} must be a whole number, got {text!r}") from None


def _decimal(text: str, line: int, name: str) -> Decimal:
    try:
        return Decimal(text)
    except InvalidOperation:
        raise VpTableError(f"line {line}: {name} must be a number, got {text!r}") from None


def parse_vp_table(text: str) -> VpTable:
    """VP3: read the CSV table; VpTableError names the line of any fault."""
    rows = list(csv.reader(io.StringIO(text.strip())))
    header = tuple(cell.strip() for cell in rows[0]) if rows else ()
    if header not in (HEADER, (*HEADER, LOSER)):
        raise VpTableError(f"line 1: the header must be {','.join(HEADER)} (and {LOSER} if the table gives it)")
    bands = []
    for line, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            raise VpTableError(f"line {line}: expected {len(header)} values, got {len(row)}")
        boards, low, high, vp_text, *loser_text = (cell.strip() for cell in row)
        first, _, last = boards.partition("-")
        vp = _decimal(vp_text, line, "vp")
        loser = _decimal(loser_text[0], line, LOSER) if loser_text and loser_text[0] else None
        if loser is not None and loser > vp:
            raise VpTableError(f"line {line}: the loser's {loser} VP are more than the winner's {vp}")
        bands.append(
            Band(
                _int(first, line, "boards"),
                _int(last or first, line, "boards"),
                _int(low, line, "margin_from"),
                _int(high, line, "margin_to") if high else None,
                vp,
                loser,
            )
        )
    table = VpTable(tuple(bands))
    for board_count in sorted({band.boards_from for band in bands}):
        expected = 0
        ordered = table._bands(board_count)
        for band in ordered:
            if band.margin_from != expected:
                raise VpTableError(
                    f"{board_count} boards: margins must follow on from {expected}, a row starts at {band.margin_from}"
                )
            if band.margin_to is None:
                break
            expected = band.margin_to + 1
        if ordered[-1].margin_to is not None:
            raise VpTableError(f"{board_count} boards: the last row must leave margin_to empty (and more)")
    return table
