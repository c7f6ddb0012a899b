"""Board results in the open JSON format: each match's ``boards`` and the halves they give.

A room's weighted score (Law 12C1(c), version 4) is stored as JSON text and written as the list
it holds (``weighted_listed``/``weighted_stored``, shared with the pairs results).

A half whose IMPs come from its boards is written like any other half, marked
``"from_boards": true``; reading it back stores the boards, not typed totals, so the file read
is the file written (docs/boards.md, docs/format.md).
"""

from __future__ import annotations

from typing import Any

from tddesk.models.tables import BoardResult
from tddesk.rules.boards import RoomEntry, counted_half, half_boards
from tddesk.services.adjusted_scores import weighted_listed, weighted_outcomes, weighted_stored

BOARD_FIELDS = (
    "half",
    "room",
    "board",
    "contract",
    "declarer",
    "tricks",
    "lead",
    "assigned_ns_score",
    "ns_percent",
    "ew_percent",
    "weighted",
    "source",
    "bws_row_id",
)


def board_json(row: tuple) -> dict[str, Any]:
    """One board_result row (in BOARD_FIELDS order) as the format writes it, without empty fields."""
    board = {name: value for name, value in zip(BOARD_FIELDS, row, strict=True) if value is not None}
    if "weighted" in board:
        board["weighted"] = weighted_listed(board["weighted"])
    return board


def board_rows(match: dict) -> list[BoardResult]:
    return [
        BoardResult(
            **{name: board.get(name) for name in BOARD_FIELDS if name not in ("source", "weighted")},
            weighted=weighted_stored(board.get("weighted")),
            source=board.get("source", "manual"),
        )
        for board in match.get("boards", ())
    ]


def typed_halves(match: dict) -> list[tuple[int, dict]]:
    """The halves of a match document that were typed (not given by its boards)."""
    return [(number, half) for number, half in enumerate(match["halves"], start=1) if not half.get("from_boards")]


def counted_halves(
    typed: dict[int, tuple[int | None, int | None, bool]], boards: list[dict], halves: int, boards_per_half: int
) -> list[tuple[int, int, int, bool]]:
    """(half, home, away, from boards) of each half counted, from the first on without a gap."""
    entries: dict[int, list[RoomEntry]] = {}
    for board in boards:
        entries.setdefault(board["half"], []).append(
            RoomEntry(
                board["board"],
                board["room"],
                board.get("contract"),
                board.get("declarer"),
                board.get("tricks"),
                board.get("assigned_ns_score"),
                board.get("ns_percent"),
                board.get("ew_percent"),
                weighted_outcomes(board["board"], weighted_stored(board["weighted"]) or "[]")
                if board.get("weighted")
                else (),
            )
        )
    result = []
    for number in range(1, halves + 1):
        home, away, keep = typed.get(number, (None, None, False))
        own = entries.get(number)
        # A typed half holds both teams' IMPs (the columns allow none, the services always write both).
        half = counted_half(
            (home, away) if home is not None and away is not None else None,
            keep,
            half_boards(number, own, range(boards_per_half)) if own else None,
        )
        if half is None:
            break
        result.append((number, half.home_imps, half.away_imps, half.source == "boards"))
    return result
