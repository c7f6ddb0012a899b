"""The boards of a match report (H5) when the match was scored board by board (docs/boards.md).

Per half one table: each board's contract, declarer, result and NS score in the open and the
closed room, the home team's net score and the IMPs each team won, then the half's totals from
the boards. A board still missing a room prints its blank cells for the TD to fill in. A room with
a weighted score (Law 12C1(c)) prints its results and weights ("viktat: 4S= 30 %, 4S-1 70 %") and
the board's IMPs with two decimals; the half's totals are whole (docs/boards.md, "Adjusted scores").
"""

from __future__ import annotations

from typing import TypeGuard

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from tddesk.i18n import translate
from tddesk.numbers import fixed
from tddesk.reports.common import Cell, TableRow, cell_styles, column_widths, data_table, headings
from tddesk.reports.hand_records import seat_letter
from tddesk.reports.layout import BOLD_FONT, escape, styles
from tddesk.reports.travellers import contract_markup
from tddesk.rules.adjusted import shown_artificial
from tddesk.rules.boards import BoardLine
from tddesk.services.board_views import HalfView, MatchBoardsView, RoomResult

SIZE = 7.5
MINUS = "\u2212"


def _signed(value: int | None) -> str:
    return "" if value is None else f"{value:d}".replace("-", MINUS)


def _room_cells(result: RoomResult | None) -> list[Cell]:
    if result is None:
        return ["", "", "", ""]
    if result.weighted:
        # a weighted score: its results wrap in the room's column; it has no one NS score
        return [Paragraph(escape(result.adjusted or ""), cell_styles(SIZE)["text"]), "", "", "–"]
    if result.adjusted:
        shown = translate("Reports", "assigned") if result.adjusted == "assigned" else shown_artificial(result.adjusted)
        return [shown, "", "", _signed(result.ns_score)]
    return [
        Paragraph(contract_markup(result.contract), cell_styles(SIZE)["text"]),
        seat_letter(result.declarer) if result.declarer else "",
        result.result,
        _signed(result.ns_score),
    ]


def _board_imps(line: BoardLine) -> list[str]:
    """Whole IMPs, or two decimals where a weighted score makes a fraction (Law 12C1(c))."""
    if not line.complete:
        return ["", ""]
    if line.weighted:
        return [fixed(line.exact_home, 2), fixed(line.exact_away, 2)]
    return [str(line.home_imps), str(line.away_imps)]


def _half_table(view: HalfView, home: str, away: str, width: float) -> Flowable:
    names = [
        translate("Reports", "Board"),
        translate("Reports", "Open room"),
        translate("Reports", "By"),
        translate("Reports", "Result"),
        translate("Reports", "NS"),
        translate("Reports", "Closed room"),
        translate("Reports", "By"),
        translate("Reports", "Result"),
        translate("Reports", "NS"),
        translate("Reports", "Net"),
        home,
        away,
    ]
    numeric = (0, 4, 8, 9, 10, 11)
    rows: list[TableRow] = [headings(names, numeric=numeric, size=SIZE)]
    for row in view.rows:
        line = row.line
        rows.append(
            [
                str(row.board),
                *_room_cells(row.open),
                *_room_cells(row.closed),
                _signed(line.home_net) if line.complete else "",
                *_board_imps(line),
            ]
        )
    boards = view.boards
    rows.append(
        [
            translate("Reports", "IMP"),
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            str(boards.home_imps) if boards.complete else "",
            str(boards.away_imps) if boards.complete else "",
        ]
    )
    fixed: list[float | None] = [
        11 * mm,
        None,
        7 * mm,
        14 * mm,
        13 * mm,
        None,
        7 * mm,
        14 * mm,
        13 * mm,
        13 * mm,
        20 * mm,
        20 * mm,
    ]
    last = len(rows) - 1
    return data_table(
        rows,
        column_widths(width, fixed),
        numeric=numeric,
        size=SIZE,
        extra=[("FONTNAME", (0, last), (-1, last), BOLD_FONT)],
    )


def has_boards(boards: MatchBoardsView | None) -> TypeGuard[MatchBoardsView]:
    return boards is not None and any(view.boards.lines for view in boards.halves)


def boards_section(boards: MatchBoardsView, width: float) -> list[Flowable]:
    """The match's boards, a table per half with any board result."""
    text = styles()
    content: list[Flowable] = []
    for view in boards.halves:
        if not view.boards.lines:
            continue
        heading = (
            translate("Reports", "Boards, half {half} ({first}–{last})").format(
                half=view.half, first=view.numbers[0], last=view.numbers[-1]
            )
            if len(boards.halves) > 1
            else translate("Reports", "Boards {first}–{last}").format(first=view.numbers[0], last=view.numbers[-1])
        )
        content += [
            Paragraph(escape(heading), text["body"]),
            Spacer(1, 1 * mm),
            _half_table(view, boards.home_name, boards.away_name, width),
            Spacer(1, 3 * mm),
        ]
    return content
