"""IMPs across the field in the open JSON format: written for readers, computed from the boards.

A stage with board results gets ``imps_across_the_field``: the stages its boards were compared
over (the venues of its day, ``services.field.stage_group``), the method, and the figures of its
own teams' pairs (per half) and players. Like a half marked ``from_boards`` it is derived: the
import does not read it and the export computes it again, so a round trip gives it back
(docs/format.md).
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from tddesk import numbers
from tddesk.services.field import FieldResultsView, field_results, stage_group

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

KEY = "imps_across_the_field"


def _hundredths(value: Decimal) -> str:
    return numbers.machine(value, 2)


def _stage_part(result: FieldResultsView, teams: set[str]) -> dict[str, Any]:
    return {
        "stages": list(result.stage_ids),
        "method": result.method,
        "pairs": [
            {
                "team": pair.team_id,
                "line": pair.line,
                "boards": pair.boards,
                "imps": _hundredths(pair.total),
                "halves": [
                    {"round": round_number, "half": half, "imps": _hundredths(value)}
                    for round_number, half, value in pair.halves
                ],
            }
            for pair in result.pairs
            if pair.team_id in teams
        ],
        "players": [
            {"mid": player.mid, "team": player.team_id, "boards": player.boards, "imps": _hundredths(player.total)}
            for player in result.players
            if player.team_id in teams
        ],
    }


def add_field_results(tournament: Tournament, document: dict[str, Any]) -> None:
    """Put each board-scored stage's IMPs across the field into its document entry (the last key)."""
    computed: dict[tuple[str, ...], FieldResultsView] = {}
    for stage in document["stages"]:
        if not any(match.get("boards") for round_ in stage["rounds"] for match in round_["matches"]):
            continue
        group = stage_group(tournament, stage["id"])
        if group not in computed:
            computed[group] = field_results(tournament, group)
        stage[KEY] = _stage_part(computed[group], set(stage["teams"]))
