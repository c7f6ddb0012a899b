"""The pairs championship as a workbook (docs/pairs.md); a club's result list is read back by
``tddesk.formats.result_list``.

Written: the federation's list of the pairs qualified for the final with their MIDs and why, each
heat's result list (percentages as numbers with full precision shown to one decimal, PP5), the
final's result with both players' MIDs, plaques and bonus (the federation's result list), and the
fees.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from openpyxl import Workbook

from tddesk.i18n import translate
from tddesk.models.atomic import build_atomically
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs_final import final_places_of, final_result, pairs_fees
from tddesk.services.pairs_standing import heat_standing

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SHEET_TITLE_LENGTH = 31  # Excel's limit


def pairs_workbook(tournament: Tournament, event_id: str) -> Workbook:
    event = next((event for event in pairs_events(tournament) if event.id == event_id), None)
    if event is None:
        raise ValueError(translate("Export", "The file has no pairs championship {event}.").format(event=event_id))
    workbook = Workbook()
    qualified = workbook.worksheets[0]
    qualified.title = translate("Export", "Qualified")
    qualified.append(
        [
            translate("Export", "No."),
            translate("Export", "First player"),
            "MID",
            translate("Export", "Second player"),
            "MID",
            translate("Export", "Club"),
            translate("Export", "Heat"),
            translate("Export", "Why"),
        ]
    )
    for number, place in enumerate(final_places_of(tournament, event_id).qualified, start=1):
        first, second = place.names.split(" – ", 1)
        qualified.append([number, first, place.mids[0], second, place.mids[1], place.clubs, place.heat, place.reason])
    for heat in event.heats:
        standing = heat_standing(tournament, heat.id)
        sheet = workbook.create_sheet(heat.name[:SHEET_TITLE_LENGTH])
        sheet.append(
            [
                translate("Export", "Place"),
                translate("Export", "No."),
                translate("Export", "Pair"),
                translate("Export", "Club"),
                translate("Export", "Boards"),
                translate("Export", "Percent"),
                translate("Export", "Note"),
            ]
        )
        for line in standing.rows:
            note = line.tie_reason or (
                translate("Export", "out of competition: {reason}").format(reason=line.struck) if line.struck else ""
            )
            sheet.append([line.place, line.number, line.names, line.clubs, line.boards, float(line.percent), note])
        for cell in sheet["F"][1:]:
            cell.number_format = "0.0"
    result = final_result(tournament, event_id)
    if result.rows:
        final = workbook.create_sheet(translate("Export", "Final result"))
        # the federation's result list: every player with their MID (S p.8), plaques and bonus (M5)
        final.append(
            [
                translate("Export", "Place"),
                translate("Export", "First player"),
                "MID",
                translate("Export", "Second player"),
                "MID",
                translate("Export", "Club"),
                translate("Export", "Percent"),
                translate("Export", "Plaque"),
                translate("Export", "Bonus per player"),
                translate("Export", "Note"),
            ]
        )
        for final_row in result.rows:
            first, second = final_row.names.split(" – ", 1)
            # a two-field Mitchell final: the place is in the pair's field ("1 NS")
            place_cell: str | int = f"{final_row.place} {final_row.line}" if final_row.line else final_row.place
            final.append(
                [
                    place_cell,
                    first,
                    final_row.mids[0],
                    second,
                    final_row.mids[1],
                    final_row.clubs,
                    float(final_row.percent_text),
                    final_row.plaque,
                    final_row.bonus_per_player or None,
                    final_row.tie_reason or final_row.bonus_note,
                ]
            )
        for cell in final["G"][1:]:
            cell.number_format = "0.0"
    fees = workbook.create_sheet(translate("Export", "Fees"))
    fees.append([translate("Export", "Pair"), translate("Export", "Qualifying fee"), translate("Export", "Final fee")])
    for fee in pairs_fees(tournament, event_id):
        fees.append([fee.names, float(fee.qualifying), float(fee.final)])
    return workbook


def write_pairs_workbook(path: str | Path, tournament, event_id: str) -> None:
    workbook = pairs_workbook(tournament, event_id)
    build_atomically(Path(path), workbook.save)
