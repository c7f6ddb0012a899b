"""A two-field Mitchell in Ruter's PBN: the NS pairs numbered 1 … n and the EW pairs 1 … n again
(docs/pairs.md, "A Mitchell that numbers both fields from 1").

The ``TotalScoreTable``'s ``Direction`` tells the two pairs of a number apart, and a ``ScoreTable``'s
``PairId_NS`` names an NS pair, ``PairId_EW`` an EW pair. A heat numbers every pair once, so
``heat_numbered`` keeps the NS pairs' numbers and numbers the EW pairs after the highest NS number
(EW 1 becomes n + 1), as tddesk's own Mitchell does (NS 1 … T, EW T + 1 … 2T). A sit-out row
(``Bye``) names its pair under ``PairId_NS`` and is taken to be the NS pair's. A number written twice
without a direction, or twice in one field, cannot be told apart and is refused in words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tddesk.formats.ruter_pbn import PbnResults
from tddesk.i18n import QT_TRANSLATE_NOOP, translate

NS, EW = "NS", "EW"


@dataclass(frozen=True)
class Renumbered:
    """An EW pair of the file under its number in the heat."""

    direction: str
    file_number: int
    heat_number: int


def _refusal(text: str, **values: object) -> ValueError:
    return ValueError(translate("Pairs", text).format(**values))


def _check(results: PbnResults) -> bool:
    """True when a number is used by an NS and an EW pair; raises when a number is reused otherwise."""
    seen: dict[int, list[str]] = {}
    for pair in results.pairs:
        seen.setdefault(pair.number, []).append(pair.direction)
    reused = False
    for number, directions in sorted(seen.items()):
        if len(directions) == 1:
            continue
        if any(direction not in (NS, EW) for direction in directions):
            raise _refusal(
                QT_TRANSLATE_NOOP(
                    "Pairs",
                    "TotalScoreTable: pair {number} is listed {count} times without a direction (NS or EW) that "
                    "tells the pairs apart; export the session from Ruter again with the Direction column, or "
                    "give each pair a number of its own.",
                ),
                number=number,
                count=len(directions),
            )
        if len(directions) > len(set(directions)):
            raise _refusal(
                QT_TRANSLATE_NOOP(
                    "Pairs",
                    "TotalScoreTable: pair {number} is listed twice as {direction}; each field numbers its pairs "
                    "once. Correct the pair numbers in Ruter and export again.",
                ),
                number=number,
                direction=next(d for d in directions if directions.count(d) > 1),
            )
        reused = True
    return reused


def heat_numbered(results: PbnResults) -> tuple[PbnResults, tuple[Renumbered, ...]]:
    """The results with every pair under a number of its own and the EW pairs that were renumbered;
    unchanged (and no renumbering) when no number is used twice. Raises ValueError in words when a
    number is used twice in a way the file cannot tell apart."""
    if not _check(results):
        return results, ()
    offset = max(pair.number for pair in results.pairs if pair.direction == NS)
    ew = {pair.number: offset + pair.number for pair in results.pairs if pair.direction == EW}
    pairs = tuple(replace(pair, number=ew[pair.number]) if pair.direction == EW else pair for pair in results.pairs)
    boards = []
    for board in results.boards:
        tables = []
        for table in board.tables:
            if table.ew is not None and table.ew not in ew:
                raise _refusal(
                    QT_TRANSLATE_NOOP("Pairs", "Board {board}: EW pair {number} is not in the TotalScoreTable."),
                    board=board.number,
                    number=table.ew,
                )
            tables.append(replace(table, ew=None if table.ew is None else ew[table.ew]))
        boards.append(replace(board, tables=tuple(tables)))
    renumbered = tuple(Renumbered(EW, number, heat) for number, heat in sorted(ew.items()))
    return replace(results, pairs=pairs, boards=tuple(boards)), renumbered


def numbering_words(renumbered: tuple[Renumbered, ...]) -> str:
    """The renumbering in one sentence for the TD ("" when none)."""
    if not renumbered:
        return ""
    first, last = renumbered[0], renumbered[-1]
    return translate(
        "Pairs",
        "The file numbers both fields of its Mitchell from 1: the NS pairs keep their numbers and each EW "
        "pair is numbered {offset} higher in the heat (EW {first} is pair {heat_first}, EW {last} pair "
        "{heat_last}).",
    ).format(
        offset=first.heat_number - first.file_number,
        first=first.file_number,
        heat_first=first.heat_number,
        last=last.file_number,
        heat_last=last.heat_number,
    )
