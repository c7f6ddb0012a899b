"""IMPs across the field as a workbook: pairs, players, and every table's result on every board."""

from __future__ import annotations

from openpyxl import Workbook

from tddesk.i18n import translate
from tddesk.rules.adjusted import shown_artificial
from tddesk.services.field import FieldResultsView


def field_workbook(result: FieldResultsView) -> Workbook:
    workbook = Workbook()
    pairs = workbook.worksheets[0]  # the empty sheet a new workbook opens on
    pairs.title = translate("Export", "Pairs")
    pairs.append(
        [
            translate("Export", "Team"),
            translate("Export", "Line"),
            translate("Export", "Boards"),
            translate("Export", "IMP"),
        ]
    )
    for pair in result.pairs:
        pairs.append([pair.team_name, pair.line, pair.boards, float(pair.total)])
    players = workbook.create_sheet(translate("Export", "Players"))
    players.append(
        [
            translate("Export", "MID"),
            translate("Export", "Player"),
            translate("Export", "Boards"),
            translate("Export", "IMP"),
        ]
    )
    for player in result.players:
        players.append([player.mid, player.name, player.boards, float(player.total)])
    boards = workbook.create_sheet(translate("Export", "Boards"))
    boards.append(
        [
            translate("Export", "Board"),
            translate("Export", "Stage"),
            translate("Export", "Match"),
            translate("Export", "Room"),
            "NS",
            "EW",
            translate("Export", "NS score"),
            "NS IMP",
            "EW IMP",
            translate("Export", "Datum"),
        ]
    )
    for board in result.boards:
        for entry in board.entries:
            boards.append(
                [
                    board.board,
                    entry.stage_id,
                    entry.match_id,
                    entry.room,
                    entry.ns_team,
                    entry.ew_team,
                    shown_artificial(entry.adjusted) if entry.adjusted else entry.ns_score,
                    float(entry.ns),
                    float(entry.ew),
                    board.datum,
                ]
            )
    for sheet in workbook.worksheets:
        for column in ("H", "I") if sheet.title == boards.title else ("D",):
            for cell in sheet[column][1:]:
                cell.number_format = "0.00"
    return workbook
