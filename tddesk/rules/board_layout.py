"""How a stage's boards are numbered and how Bridgemate's tables and rounds map to its matches.

The default (docs/boards.md): Bridgemate round r is stage round ⌈r / halves⌉, half
(r − 1) mod halves + 1; tables 2k − 1 and 2k are the open and the closed room of the round's
k-th match. A stage may override any Bridgemate round, and any table of any stage round.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from tddesk.rules.boards import NUMBERINGS, ROOMS
from tddesk.rules.contract import BoardError
from tddesk.rules.findings import QT_TRANSLATE_NOOP
from tddesk.rules.stage_kinds import StageKind


@dataclass(frozen=True)
class Layout:
    numbering: str = "day"
    section: str | None = None  # Bridgemate section letter; None: any
    rounds: dict[int, tuple[int, int]] = field(default_factory=dict)  # BM round → (round, half)
    tables: dict[tuple[int, int], tuple[int, str]] = field(default_factory=dict)  # (round, table) → (match, room)

    def slot(self, bridgemate_round: int, halves: int) -> tuple[int, int]:
        """(stage round, half) of a Bridgemate round."""
        if bridgemate_round in self.rounds:
            return self.rounds[bridgemate_round]
        return (bridgemate_round - 1) // halves + 1, (bridgemate_round - 1) % halves + 1

    def seat_of_table(self, stage_round: int, table: int) -> tuple[int, str]:
        """(match position in the round, 1-based; room) of a Bridgemate table."""
        if (stage_round, table) in self.tables:
            return self.tables[(stage_round, table)]
        return (table + 1) // 2, ROOMS[(table + 1) % 2]

    def to_json(self) -> str:
        return json.dumps(
            {
                "numbering": self.numbering,
                "section": self.section,
                "rounds": {str(bm): list(slot) for bm, slot in sorted(self.rounds.items())},
                "tables": {
                    f"{round_number}/{table}": list(seat) for (round_number, table), seat in sorted(self.tables.items())
                },
            },
            ensure_ascii=False,
        )


def default_layout(kind: str) -> Layout:
    """Heats restart the board numbers in every round; central days number on through the day."""
    return Layout(numbering="round" if kind == StageKind.HEAT else "day")


def layout_from_json(text: str) -> Layout:
    data = json.loads(text)
    rounds = {int(bm): (int(slot[0]), int(slot[1])) for bm, slot in data.get("rounds", {}).items()}
    tables = {}
    for key, seat in data.get("tables", {}).items():
        round_number, table = key.split("/")
        tables[(int(round_number), int(table))] = (int(seat[0]), str(seat[1]))
    layout = Layout(data.get("numbering", "day"), data.get("section") or None, rounds, tables)
    check_layout(layout)
    return layout


def check_layout(layout: Layout) -> None:
    if layout.numbering not in NUMBERINGS:
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Boards are numbered 'day' (on through the day) or 'round' (from 1 in every round), not '{numbering}'.",
            ),
            numbering=layout.numbering,
        )
    for (round_number, table), (position, room) in layout.tables.items():
        if room not in ROOMS or position < 1:
            raise BoardError(
                QT_TRANSLATE_NOOP(
                    "Rules", "Table {table} of round {round}: a table is the open or the closed room of a match 1, 2, …"
                ),
                table=table,
                round=round_number,
            )
