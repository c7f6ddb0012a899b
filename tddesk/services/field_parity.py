"""The parity report for IMPs across the field (docs/boards.md, "The parity report"): another
program's figures for a semifinal day tddesk also scored — its open-format document's
``imps_across_the_field`` — compared team line by team line and half by half with tddesk's own.

Where they differ, an IMP cap per comparison (each comparison's IMPs limited to ±N before they are
summed, as some programs do) that reproduces every figure of the line is named as the reason.
tddesk itself compares without a cap (Law 78B).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.rules.boards import imps
from tddesk.services.errors import message
from tddesk.services.field import FieldResultsView, field_results, stage_group

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

IMP_CAP = "imp-cap-per-comparison"
CAPS = tuple(range(1, 25))  # the caps tried, smallest first
_HUNDREDTH = Decimal("0.01")


@dataclass(frozen=True)
class FieldParityRow:
    team: TeamId
    line: str  # NS | EW
    round: int
    half: int
    ours: str
    theirs: str
    convention: str = ""
    reason: str = ""


def _capped(result: FieldResultsView, cap: int) -> dict[tuple[TeamId, str, int, int], Decimal]:
    """Each team line's sum per round and half with every comparison capped at ±``cap`` IMPs."""
    totals: dict[tuple[TeamId, str, int, int], Decimal] = defaultdict(Decimal)
    for board in result.boards:
        played = [entry for entry in board.entries if entry.ns_score is not None]  # adjusted ones compare with none
        scores = [entry.ns_score for entry in played if entry.ns_score is not None]
        for index, entry in enumerate(played):
            others = [score for position, score in enumerate(scores) if position != index]
            if not others or entry.ns_score is None:
                continue
            own = entry.ns_score
            total = sum(max(-cap, min(cap, imps(own - other))) for other in others)
            ns = (Decimal(total) / len(others)).quantize(_HUNDREDTH, rounding=ROUND_HALF_UP)
            ew = (Decimal(-total) / len(others)).quantize(_HUNDREDTH, rounding=ROUND_HALF_UP)
            totals[(entry.ns_team, "NS", entry.round, entry.half)] += ns
            totals[(entry.ew_team, "EW", entry.round, entry.half)] += ew
    return totals


def _their_halves(document: dict[str, Any], stage_id: str) -> dict[tuple[TeamId, str, int, int], Decimal]:
    stage = next((item for item in document.get("stages", ()) if item.get("id") == stage_id), None)
    part = (stage or {}).get("imps_across_the_field")
    if part is None:
        raise message(translate("Boards", "The document has no IMPs across the field for {stage}."), stage=stage_id)
    halves = {}
    try:
        for pair in part["pairs"]:
            for half in pair["halves"]:
                key = (TeamId(str(pair["team"])), str(pair["line"]), int(half["round"]), int(half["half"]))
                halves[key] = Decimal(str(half["imps"]))
    except (KeyError, TypeError, ValueError, InvalidOperation):
        raise message(
            translate("Boards", "The document's IMPs across the field for {stage} cannot be read."), stage=stage_id
        ) from None
    return halves


def field_parity_report(
    tournament: Tournament, stage_id: StageId, document: dict[str, Any]
) -> tuple[FieldParityRow, ...]:
    """Every team line's half of ``stage_id`` where ``document`` differs from tddesk's figures."""
    theirs = _their_halves(document, stage_id)
    result = field_results(tournament, stage_group(tournament, stage_id))
    teams = {key[0] for key in theirs}  # the document lists the stage's own teams
    ours = {
        (pair.team_id, pair.line, round_number, half): value
        for pair in result.pairs
        if pair.team_id in teams
        for round_number, half, value in pair.halves
    }
    differing = sorted(key for key in set(ours) | set(theirs) if ours.get(key) != theirs.get(key))
    if not differing:
        return ()
    capped = {cap: _capped(result, cap) for cap in CAPS}
    lines: dict[tuple[TeamId, str], list[tuple[TeamId, str, int, int]]] = defaultdict(list)
    for key in differing:
        lines[key[:2]].append(key)
    rows = []
    for (team, line), keys in sorted(lines.items()):
        every = [key for key in theirs if key[:2] == (team, line)]
        cap = next((cap for cap in CAPS if all(capped[cap].get(key, Decimal(0)) == theirs[key] for key in every)), None)
        reason = translate("Boards", "IMPs capped at {cap} per comparison").format(cap=cap) if cap else ""
        for key in keys:
            ours_value, theirs_value = ours.get(key), theirs.get(key)
            rows.append(
                FieldParityRow(
                    team,
                    line,
                    key[2],
                    key[3],
                    "–" if ours_value is None else str(ours_value),
                    "–" if theirs_value is None else str(theirs_value),
                    IMP_CAP if cap else "",
                    reason,
                )
            )
    return tuple(rows)
