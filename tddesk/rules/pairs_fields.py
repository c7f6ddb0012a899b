"""A two-field Mitchell: the NS pairs and the EW pairs are compared only with their own line on
every board, so each line is a field of its own, ranked by itself (docs/pairs.md).

*Interpretation:* the regulations do not speak of Mitchell movements (RULES.md names none); the
project ranks the two fields apart in the heat's list, and for the final places (PP1) it takes the
fields' pairs place by place — both winners, then both seconds, NS before EW at each place."""

from __future__ import annotations

from collections.abc import Mapping

from tddesk.rules.matchpoints import PairScore

NS, EW = "NS", "EW"


def pair_lines(scores: Mapping[str, PairScore]) -> dict[str, str]:
    """The line each pair sat: the one of most of its boards (NS when even)."""
    lines = {}
    for pair, score in scores.items():
        ns = sum(1 for board in score.boards if board.line == NS)
        lines[pair] = NS if ns * 2 >= len(score.boards) else EW
    return lines


def place_by_place(places: Mapping[str, tuple[str, int]]) -> list[str]:
    """The pairs of both fields place by place: ``places`` maps a pair to its (line, place in the
    line's field); the result lists the winners first, NS before EW at an equal place."""
    return sorted(places, key=lambda pair: (places[pair][1], places[pair][0] != NS))
