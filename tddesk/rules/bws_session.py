"""Who sits where in a team stage's Bridgemate session: the board layout read backwards
(docs/bws.md, "The session file for a team stage").

The import maps a Bridgemate round to a stage round and half and a table to a match and room
(``board_layout.Layout``); the session file needs the other direction — for each round and half of
the stage the Bridgemate round, and for each match the open and the closed room's table. The open
room seats the home team North-South, the closed room the away team.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tddesk.rules.board_layout import Layout
from tddesk.rules.boards import ROOMS, half_board_numbers
from tddesk.rules.contract import BoardError
from tddesk.rules.findings import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class TableSeating:
    """One RoundData row: a table in a Bridgemate round, the match and room it is, the team
    numbers North-South and East-West, and the boards."""

    bridgemate_round: int
    table: int
    stage_round: int
    half: int
    match: int  # the match's place in its round, 1, 2, … as the layout counts them
    room: str
    ns: int
    ew: int
    boards: range


def bridgemate_round(layout: Layout, stage_round: int, half: int, halves: int) -> int:
    """The Bridgemate round the layout gives a stage round and half."""
    for bm_round, slot in sorted(layout.rounds.items()):
        if slot == (stage_round, half):
            return bm_round
    default = (stage_round - 1) * halves + half
    if default in layout.rounds:
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The board layout gives round {round}, half {half} no Bridgemate round; add one to the layout.",
            ),
            round=stage_round,
            half=half,
        )
    return default


def table_of(layout: Layout, stage_round: int, match: int, room: str) -> int:
    """The Bridgemate table of a match's room in a stage round."""
    for (round_number, table), seat in sorted(layout.tables.items()):
        if round_number == stage_round and seat == (match, room):
            return table
    default = 2 * match - 1 + ROOMS.index(room)
    if (stage_round, default) in layout.tables:
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The board layout gives match {match} of round {round} no {room} table; add one to the layout.",
            ),
            match=match,
            round=stage_round,
            room=room,
        )
    return default


def team_seatings(
    layout: Layout,
    halves: int,
    boards_per_match: int,
    rounds: Sequence[tuple[int, Sequence[tuple[int, int]]]],
    only_half: int | None = None,
) -> list[TableSeating]:
    """The RoundData of ``rounds`` — (stage round, its matches as (home number, away number) in
    order) — one Bridgemate round per round and half, two tables per match, in Bridgemate order."""
    seatings = []
    for stage_round, matches in rounds:
        for half in range(1, halves + 1):
            if only_half is not None and half != only_half:
                continue
            bm_round = bridgemate_round(layout, stage_round, half, halves)
            boards = half_board_numbers(stage_round, half, boards_per_match, halves, layout.numbering)
            for match, (home, away) in enumerate(matches, start=1):
                for room, (ns, ew) in zip(ROOMS, ((home, away), (away, home))):
                    table = table_of(layout, stage_round, match, room)
                    seatings.append(TableSeating(bm_round, table, stage_round, half, match, room, ns, ew, boards))
    seen: dict[tuple[int, int], TableSeating] = {}
    for seating in seatings:
        key = (seating.bridgemate_round, seating.table)
        if key in seen:
            raise BoardError(
                QT_TRANSLATE_NOOP(
                    "Rules", "Bridgemate round {bm_round} seats two matches at table {table}; correct the board layout."
                ),
                bm_round=seating.bridgemate_round,
                table=seating.table,
            )
        seen[key] = seating
    return sorted(seatings, key=lambda seating: (seating.table, seating.bridgemate_round))
