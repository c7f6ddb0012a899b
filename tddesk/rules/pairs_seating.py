"""Who sits where in a pairs session's Bridgemate file: the movement's tables round by round, with
the heat's pair numbers and the boards (docs/bws.md, "The session file for a pairs session")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tddesk.rules.howell import complete_howell, three_quarter_howell
from tddesk.rules.pairs_movement import barometer_rounds, mitchell_rounds, round_boards

HOWELL_KINDS = ("complete", "three-quarter")


@dataclass(frozen=True)
class PairsSeating:
    """One RoundData row: a table in a round, the pairs North-South and East-West, the boards."""

    round: int
    table: int
    ns: int
    ew: int
    boards: range


def _board_set(board_set: int, boards_per_round: int) -> range:
    first = (board_set - 1) * boards_per_round + 1
    return range(first, first + boards_per_round)


def pairs_seatings(
    movement: str, numbers: Sequence[int], boards_per_round: int, howell: str = "complete"
) -> list[PairsSeating]:
    """The session's RoundData for ``movement`` (barometer, mitchell, howell) over the heat's pair
    numbers in order: the movement's pair k plays under ``numbers[k − 1]``. A ValueError says why a
    field does not fit the movement."""
    numbers = sorted(numbers)
    if boards_per_round < 1:
        raise ValueError(f"a round has at least one board, not {boards_per_round}")
    seatings = []
    if movement == "barometer":
        for number, meetings in enumerate(barometer_rounds(numbers), start=1):
            boards = round_boards(number, boards_per_round)
            seatings += [PairsSeating(number, t, ns, ew, boards) for t, (ns, ew) in enumerate(meetings, start=1)]
        return seatings
    if len(numbers) % 2:
        raise ValueError(f"a {movement} seats two pairs at every table; {len(numbers)} pairs is an odd number")
    tables = len(numbers) // 2
    if movement == "mitchell":
        for number, mitchell in enumerate(mitchell_rounds(tables), start=1):
            seatings += [
                PairsSeating(number, t, numbers[ns - 1], numbers[ew - 1], _board_set(s, boards_per_round))
                for t, (ns, ew, s) in enumerate(mitchell, start=1)
            ]
        return seatings
    if movement == "howell":
        if howell not in HOWELL_KINDS:
            raise ValueError(f"a Howell is complete or three-quarter, not {howell}")
        rounds = complete_howell(tables) if howell == "complete" else three_quarter_howell(tables)
        for number, howell_row in enumerate(rounds, start=1):
            seatings += [
                PairsSeating(
                    number, t.table, numbers[t.ns - 1], numbers[t.ew - 1], _board_set(t.board_set, boards_per_round)
                )
                for t in howell_row
            ]
        return seatings
    raise ValueError(f"the movement is barometer, mitchell or howell, not {movement}")
