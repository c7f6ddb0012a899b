"""The federation workbook's IMPs across the field (docs/boards.md): per pair and half, per player.

For each stage with board results the figures come from ``services.field.field_results`` over
the stages its boards are compared with (the venues of its day), and list that stage's own
teams: a pair is a team's NS or EW line with its total, boards and one column per round and
half; a player has the boards played and the total. A file without board results gives the
two sheets with their headers only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from tddesk.export.workbook_sheets import Column, SheetData
from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.services.board_views import matches_with_boards
from tddesk.services.field import FieldResultsView, field_results, stage_group
from tddesk.services.stages import StageView

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SHEET_TITLES = (QT_TRANSLATE_NOOP("Export", "IAF pairs"), QT_TRANSLATE_NOOP("Export", "IAF players"))


def _results(
    tournament: Tournament, stages: Sequence[StageView], tick: Callable[[], None]
) -> list[tuple[StageView, FieldResultsView]]:
    computed: dict[tuple[str, ...], FieldResultsView] = {}
    found = []
    for stage in stages:
        if matches_with_boards(tournament, stage.id):
            group = stage_group(tournament, stage.id)
            if group not in computed:
                computed[group] = field_results(tournament, group)
            found.append((stage, computed[group]))
    tick()
    return found


def field_sheets(tournament: Tournament, stages: Sequence[StageView], tick: Callable[[], None]) -> list[SheetData]:
    """The two IAF sheets."""
    results = _results(tournament, stages, tick)
    slots = sorted(
        {
            (round_number, half)
            for _stage, result in results
            for pair in result.pairs
            for round_number, half, _value in pair.halves
        }
    )
    columns = [
        Column(translate("Export", "Stage"), "text"),
        Column(translate("Export", "Team"), "text"),
        Column(translate("Export", "Line"), "text"),
        Column(translate("Export", "Boards"), "int"),
        Column(translate("Export", "IMPs across the field"), "imps2"),
    ]
    columns += [
        Column(translate("Export", "Round {round}, half {half}").format(round=round_number, half=half), "imps2")
        for round_number, half in slots
    ]
    pairs = []
    players = []
    for stage, result in results:
        teams = set(stage.team_ids)
        for pair in result.pairs:
            if pair.team_id in teams:
                by_slot = {(round_number, half): value for round_number, half, value in pair.halves}
                pairs.append(
                    (
                        stage.form.name,
                        pair.team_name,
                        pair.line,
                        pair.boards,
                        pair.total,
                        *(by_slot.get(slot) for slot in slots),
                    )
                )
        names = dict(zip((pair.team_id for pair in result.pairs), (pair.team_name for pair in result.pairs)))
        players += [
            (
                stage.form.name,
                player.mid,
                player.name,
                names.get(player.team_id, player.team_id),
                player.boards,
                player.total,
            )
            for player in result.players
            if player.team_id in teams
        ]
    player_columns = (
        Column(translate("Export", "Stage"), "text"),
        Column(translate("Export", "MID"), "text"),
        Column(translate("Export", "Player"), "text"),
        Column(translate("Export", "Team"), "text"),
        Column(translate("Export", "Boards"), "int"),
        Column(translate("Export", "IMPs across the field"), "imps2"),
    )
    return [
        SheetData(translate("Export", SHEET_TITLES[0]), tuple(columns), pairs),
        SheetData(translate("Export", SHEET_TITLES[1]), player_columns, players),
    ]
