"""Cards for the tables (docs/bws.md, "Cards"): a table card for each room of each team match —
match, room, who sits North-South and East-West, the boards of each half and the Bridgemate table
and rounds — and for a pairs session a guide card and a personal score card for each pair. One card
a page, A5 (or A4), large type, in the TD's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.pagesizes import A4, A5, landscape
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from tddesk.i18n import translate
from tddesk.reports.layout import BOLD_FONT, FONT, printable, register_fonts

if TYPE_CHECKING:
    from tddesk.ids import StageId
    from tddesk.rules.bws_session import TableSeating
    from tddesk.rules.pairs_seating import PairsSeating
    from tddesk.services.tournament import Tournament

PAPERS = {"a4": A4, "a5": A5}
EDGE = 12 * mm


class _CardCanvas(Canvas):
    """A canvas that keeps its page size where the cards can read it (ReportLab keeps its own private)."""

    def __init__(self, target: BinaryIO, page_size: tuple[float, float]) -> None:
        super().__init__(target, pagesize=page_size)
        self.page_size = page_size


def _canvas(target: BinaryIO, paper: str, title: str, wide: bool) -> _CardCanvas:
    if paper not in PAPERS:
        raise ValueError(f"paper is a4 or a5, not {paper}")
    register_fonts()
    size = landscape(PAPERS[paper]) if wide else PAPERS[paper]
    canvas = _CardCanvas(target, size)
    canvas.setTitle(title)
    canvas.setAuthor("tddesk")
    return canvas


def _scale(canvas: _CardCanvas) -> float:
    """Type grows with the paper: 1 on A5, about 1.4 on A4."""
    return (
        canvas.page_size[0] / landscape(A5)[0]
        if canvas.page_size[0] > canvas.page_size[1]
        else canvas.page_size[0] / A5[0]
    )


def _line(canvas: _CardCanvas, y: float, text: str, size: float, bold: bool = False, x: float = EDGE) -> float:
    """One line whose top is at ``y``; the top of the next."""
    scale = _scale(canvas)
    canvas.setFont(BOLD_FONT if bold else FONT, size * scale)
    baseline = y - size * scale
    canvas.drawString(x, baseline, printable(text))
    return baseline - size * scale * 0.4


def _range_text(boards: range) -> str:
    return f"{boards[0]}–{boards[-1]}" if len(boards) > 1 else str(boards[0])


def write_table_cards(target: BinaryIO, tournament: Tournament, stage_id: StageId, paper: str = "a5") -> int:
    """A card for each room of each match of the stage; the number of pages."""
    # deferred: loaded only when this work is asked for (start-up)
    from tddesk.services.bws_session import team_session

    session = team_session(tournament, stage_id)
    canvas = _canvas(target, paper, translate("Cards", "Table cards"), wide=True)
    cards: dict[tuple[int, int, str], list[TableSeating]] = {}
    for seating in session.seatings:
        cards.setdefault((seating.stage_round, seating.match, seating.room), []).append(seating)
    for (stage_round, match, room), halves in sorted(cards.items(), key=lambda item: (item[0][0], item[1][0].table)):
        halves.sort(key=lambda seating: seating.half)
        first = halves[0]
        height = canvas.page_size[1]
        y = height - EDGE
        y = _line(canvas, y, session.stage_name, 14, bold=True)
        room_text = translate("Cards", "open room") if room == "open" else translate("Cards", "closed room")
        y = _line(
            canvas,
            y,
            translate("Cards", "Round {round} · Table {table} · {room}").format(
                round=stage_round, table=first.table, room=room_text
            ),
            22,
            bold=True,
        )
        y -= 4 * mm
        for direction, number in (
            (translate("Cards", "North-South"), first.ns),
            (translate("Cards", "East-West"), first.ew),
        ):
            y = _line(
                canvas,
                y,
                translate("Cards", "{direction}: {team} (team {number})").format(
                    direction=direction, team=session.teams[number], number=number
                ),
                18,
            )
        y -= 4 * mm
        for seating in halves:
            y = _line(
                canvas,
                y,
                translate("Cards", "Half {half}: boards {boards} (Bridgemate round {bm_round})").format(
                    half=seating.half, boards=_range_text(seating.boards), bm_round=seating.bridgemate_round
                ),
                15,
            )
        y -= 4 * mm
        _line(
            canvas,
            y,
            translate("Cards", "Match {match} of the round; Bridgemate section {section}, table {table}.").format(
                match=match, section=session.section, table=first.table
            ),
            11,
        )
        canvas.showPage()
    pages = canvas.getPageNumber() - 1
    canvas.save()
    return pages


def _pairs_rounds(seatings: Sequence[PairsSeating], pair: int) -> list[tuple[int, int, str, int, range]]:
    """(round, table, direction, opponents, boards) of ``pair``'s rounds."""
    rows = []
    for seating in sorted(seatings, key=lambda s: s.round):
        if pair in (seating.ns, seating.ew):
            north = seating.ns == pair
            rows.append(
                (
                    seating.round,
                    seating.table,
                    "NS" if north else "EW",
                    seating.ew if north else seating.ns,
                    seating.boards,
                )
            )
    return rows


def write_pair_cards(
    target: BinaryIO, tournament: Tournament, heat_id: str, session_number: int, kind: str, paper: str = "a5"
) -> int:
    """A guide card (``kind`` "guide": table, direction, opponents and boards each round) or a
    personal score card ("score": the same with room to write each board's result) for each pair."""
    # deferred: loaded only when this work is asked for (start-up)
    from tddesk.services.pairs_bws_session import pairs_session_file

    session = pairs_session_file(tournament, heat_id, session_number)
    title = translate("Cards", "Guide cards") if kind == "guide" else translate("Cards", "Personal score cards")
    canvas = _canvas(target, paper, title, wide=False)
    directions = {"NS": translate("Cards", "NS"), "EW": translate("Cards", "EW")}
    for pair in sorted(session.pairs):
        width, height = canvas.page_size
        scale = _scale(canvas)
        y = height - EDGE
        y = _line(canvas, y, title, 11)
        y = _line(canvas, y, translate("Cards", "Pair {number}").format(number=pair), 22, bold=True)
        y = _line(canvas, y, " – ".join(session.pairs[pair]), 12)
        y -= 3 * mm
        headers = [translate("Cards", "Round"), translate("Cards", "Table"), translate("Cards", "Sits")]
        headers += [translate("Cards", "Against"), translate("Cards", "Boards")]
        columns = [EDGE + offset * scale * mm for offset in (0, 16, 30, 44, 64)]
        if kind == "score":
            headers += [translate("Cards", "Contract"), translate("Cards", "By"), translate("Cards", "Result")]
            columns += [EDGE + offset * scale * mm for offset in (84, 102, 112)]
        y -= 9 * scale
        canvas.setFont(BOLD_FONT, 9 * scale)
        for x, text in zip(columns, headers):
            canvas.drawString(x, y, printable(text))
        y -= 11 * scale
        canvas.setFont(FONT, 9 * scale)
        for round_number, table, direction, against, boards in _pairs_rounds(session.seatings, pair):
            lines = [(board,) for board in boards] if kind == "score" else [(None,)]
            for index, (board,) in enumerate(lines):
                if index == 0:
                    for x, text in zip(columns, (str(round_number), str(table), directions[direction], str(against))):
                        canvas.drawString(x, y, text)
                canvas.drawString(columns[4], y, _range_text(boards) if board is None else str(board))
                if kind == "score":
                    canvas.setLineWidth(0.3)
                    canvas.line(columns[5], y - 2, width - EDGE, y - 2)
                y -= 11 * scale
                if y < EDGE:
                    canvas.showPage()
                    canvas.setFont(FONT, 9 * scale)
                    y = height - EDGE - 12 * scale
        canvas.showPage()
    pages = canvas.getPageNumber() - 1
    canvas.save()
    return pages
