"""Hand records: every board's deal in the compass diagram, dealer and vulnerability, the
double-dummy tricks of each declarer in each strain, and par (docs/boards.md, "Deals").

Six boards to an A4 page, two across. Suit symbols print in ZapfDingbats, hearts and diamonds
red, so the sheet reads like the board cards at the table.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import cell_styles, stage_header
from tddesk.reports.layout import BOLD_FONT, FONT, build_pdf, escape, frame_size, styles
from tddesk.rules.deals import SUITS, seat_name
from tddesk.rules.double_dummy import STRAINS, Analysis
from tddesk.services.deals import HandRecord, HandRecordsView, analysed_hand_records, hand_record_deals

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

BOARDS_ACROSS = 2
SIZE = 8.5
_SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
_RED = {"H", "D"}
SEATS_NESW = ("N", "E", "S", "W")


def suit_markup(suit: str) -> str:
    colour = ' color="#C00000"' if suit in _RED else ""
    return f'<font name="ZapfDingbats"{colour}>{_SYMBOL[suit]}</font>'


def seat_letter(seat: str) -> str:
    """N, E, S, W as the TD's language abbreviates them (Swedish: N, Ö, S, V)."""
    return seat_name(seat, translate)


def vulnerability_text(vulnerability: str) -> str:
    return {
        "-": translate("Reports", "None"),
        "NS": translate("Reports", "NS"),
        "EW": translate("Reports", "EW"),
        "All": translate("Reports", "All"),
    }[vulnerability]


def _hand(record: HandRecord, seat: str) -> Paragraph:
    ranks = record.deal.hand(seat)
    lines = [
        f"{suit_markup(suit)} {escape(held.replace('T', '10')) or '–'}" for suit, held in zip(SUITS, ranks, strict=True)
    ]
    return Paragraph("<br/>".join(lines), cell_styles(SIZE)["text"])


def _strain_heading(strain: str) -> str:
    return translate("Reports", "NT") if strain == "NT" else suit_markup(strain)


def _double_dummy(analysis: Analysis | None, width: float) -> Paragraph | Table:
    note = cell_styles(SIZE - 1)["note"]
    if analysis is None:
        return Paragraph(escape(translate("Reports", "No double-dummy analysis.")), note)
    header = [""] + [Paragraph(_strain_heading(strain), cell_styles(SIZE - 1)["centre"]) for strain in STRAINS]
    rows = [header] + [
        [seat_letter(seat)] + [str(analysis.tricks_for(seat, strain)) for strain in STRAINS] for seat in SEATS_NESW
    ]
    table = Table(rows, colWidths=[width / 6] * 6)
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), FONT),
                ("FONTSIZE", (0, 0), (-1, -1), SIZE - 1),
                ("FONTNAME", (0, 0), (0, -1), BOLD_FONT),
                ("ALIGN", (1, 0), (-1, -1), "CENTER"),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                ("GRID", (0, 0), (-1, -1), 0.25, colors.HexColor("#AAAAAA")),
            ]
        )
    )
    return table


def par_text(analysis: Analysis | None) -> str:
    """Par as Paragraph markup (suit symbols in their font)."""
    if analysis is None:
        return ""
    contracts = ", ".join(_contract_words(text) for text in analysis.par_contracts) or escape(
        translate("Reports", "passed out")
    )
    score = f"{analysis.par_score:+d}".replace("-", "\u2212") if analysis.par_score else "0"
    return escape(translate("Reports", "Par: {contracts}, {score} for NS")).format(contracts=contracts, score=score)


_PAR_CONTRACT = re.compile(r"^([1-7])(NT|S|H|D|C)(X{0,2})([NESW])(.*)$")


def _contract_words(text: str) -> str:
    """DDS's ``4HW+1`` as printed: ``4♥X V +1`` with the seat in the TD's language."""
    found = _PAR_CONTRACT.match(text)
    if found is None:
        return escape(text)
    level, strain, doubled, seat, result = found.groups()
    shown = escape(translate("Reports", "NT")) if strain == "NT" else suit_markup(strain)
    return f"{level}{shown}{doubled} {escape(seat_letter(seat))}{escape(result)}"


def board_box(record: HandRecord, width: float) -> Table:
    """One board: number, dealer and vulnerability top left, the four hands as a compass, the
    double-dummy table and par below."""
    deal = record.deal
    third = width / 3
    info = Paragraph(
        "<b>{board}</b><br/>{dealer}<br/>{vulnerable}".format(
            board=escape(translate("Reports", "Board {board}").format(board=deal.board)),
            dealer=escape(translate("Reports", "Dealer: {seat}").format(seat=seat_letter(deal.dealer))),
            vulnerable=escape(
                translate("Reports", "Vulnerable: {who}").format(who=vulnerability_text(deal.vulnerability))
            ),
        ),
        cell_styles(SIZE)["text"],
    )
    compass = Table(
        [[info, _hand(record, "N"), ""], [_hand(record, "W"), "", _hand(record, "E")], ["", _hand(record, "S"), ""]],
        colWidths=[third] * 3,
    )
    compass.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    par = Paragraph(par_text(record.analysis), cell_styles(SIZE - 1)["note"])
    box = Table([[compass], [_double_dummy(record.analysis, width - 8)], [par]], colWidths=[width])
    box.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 4),
                ("RIGHTPADDING", (0, 0), (-1, -1), 4),
            ]
        )
    )
    return box


def hand_records_story(view: HandRecordsView) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    box_width = width / BOARDS_ACROSS - 3 * mm
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Hand records")), text["title"]),
        Paragraph(escape(view.stage_name), text["heading"]),
    ]
    boxes: list[Table | str] = [board_box(record, box_width) for record in view.records]
    rows = [boxes[start : start + BOARDS_ACROSS] for start in range(0, len(boxes), BOARDS_ACROSS)]
    rows[-1] += [""] * (BOARDS_ACROSS - len(rows[-1]))
    for row in rows:
        line = Table([row], colWidths=[width / BOARDS_ACROSS] * BOARDS_ACROSS)
        line.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
        story += [line, Spacer(1, 3 * mm)]
    return story


def write_hand_records(
    target: str | Path | BinaryIO,
    tournament: Tournament,
    stage_id: StageId,
    *,
    analysed: bool = True,
    progress: Callable[[int, int], bool] | None = None,
    printed_at: dt.datetime | None = None,
) -> int:
    """The stage's hand records as a PDF; returns the page count."""
    write = prepared_hand_records(tournament, stage_id, analysed=analysed, printed_at=printed_at)
    return write(target, progress)


def prepared_hand_records(
    tournament: Tournament, stage_id: StageId, *, analysed: bool = True, printed_at: dt.datetime | None = None
) -> Callable[[str | Path | BinaryIO, Callable[[int, int], bool] | None], int]:
    """What the hand records need from the file, read now; the returned ``write(target, progress)``
    analyses and lays them out without the file, so it may run in a worker thread."""
    header = stage_header(tournament, stage_id)
    name, deals = hand_record_deals(tournament, stage_id)

    def write(target: str | Path | BinaryIO, progress: Callable[[int, int], bool] | None = None) -> int:
        view = analysed_hand_records(stage_id, name, deals, analysed=analysed, progress=progress)
        return build_pdf(
            target,
            hand_records_story(view),
            title=f"{translate('Reports', 'Hand records')} – {header.stage}",
            championship=header.championship,
            stage=header.stage,
            printed_at=printed_at,
        )

    return write
