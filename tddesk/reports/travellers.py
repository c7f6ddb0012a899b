"""Travellers: for each board every table of every venue — the teams sitting NS and EW, the
contract, declarer, result, the NS score and the table's IMPs across the field (docs/boards.md).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import TableRow, cell_styles, column_widths, data_table, headings, stage_header
from tddesk.reports.hand_records import seat_letter, suit_markup, vulnerability_text
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.rules.adjusted import shown_artificial
from tddesk.rules.contract import dealer, vulnerability
from tddesk.services.travellers import Traveller, TravellerLine, TravellersView, travellers

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SIZE = 8.0
_CONTRACT = re.compile(r"^([1-7])(NT|S|H|D|C)(X{0,2})$")


def contract_markup(contract: str | None) -> str:
    """``4HX`` as ``4♥X``, ``PASS`` in words; markup for a Paragraph."""
    if not contract:
        return ""
    if contract == "PASS":
        return escape(translate("Reports", "passed out"))
    found = _CONTRACT.match(contract)
    if found is None:
        return escape(contract)
    level, strain, doubled = found.groups()
    shown = escape(translate("Reports", "NT")) if strain == "NT" else suit_markup(strain)
    return f"{level}{shown}{doubled}"


def _score_text(line: TravellerLine) -> str:
    if line.weighted:
        return "–"  # its results and weights are in the contract's column
    if line.adjusted and line.adjusted != "assigned":
        return shown_artificial(line.adjusted)
    return "" if line.ns_score is None else f"{line.ns_score:d}".replace("-", "\u2212")


def _field_text(line: TravellerLine) -> str:
    if line.field_ns is None:
        return ""
    return numbers.signed(line.field_ns, 2)


def _room_text(line: TravellerLine) -> str:
    return translate("Reports", "open") if line.room == "open" else translate("Reports", "closed")


def traveller_block(traveller: Traveller, width: float, several_stages: bool) -> KeepTogether:
    text = styles()
    title = translate("Reports", "Board {board}").format(board=traveller.board)
    about = translate("Reports", "Dealer: {seat}, vulnerable: {who}").format(
        seat=seat_letter(dealer(traveller.board)), who=vulnerability_text(vulnerability(traveller.board))
    )
    names = ([translate("Reports", "Venue")] if several_stages else []) + [
        translate("Reports", "Round"),
        translate("Reports", "Room"),
        translate("Reports", "NS"),
        translate("Reports", "EW"),
        translate("Reports", "Contract"),
        translate("Reports", "By"),
        translate("Reports", "Result"),
        translate("Reports", "NS score"),
        translate("Reports", "IMPs across the field (NS)"),
    ]
    first = 1 if several_stages else 0
    numeric = (first + 7, first + 8)
    rows: list[TableRow] = [headings(names, numeric=numeric, size=SIZE)]
    for line in traveller.lines:
        round_text = translate("Reports", "{round}:{half}").format(round=line.round_number, half=line.half)
        rows.append(
            ([line.stage] if several_stages else [])
            + [
                round_text,
                _room_text(line),
                line.ns_team,
                line.ew_team,
                Paragraph(
                    escape(line.adjusted or "") if line.weighted else contract_markup(line.contract),
                    cell_styles(SIZE)["text"],
                ),
                seat_letter(line.declarer) if line.declarer else "",
                line.result,
                _score_text(line),
                _field_text(line),
            ]
        )
    fixed: list[float | None] = [28 * mm] if several_stages else []
    fixed += [
        11 * mm,
        13 * mm,
        None,
        None,
        14 * mm,
        8 * mm,
        15 * mm,
        14 * mm,
        20 * mm,
    ]
    table = data_table(rows, column_widths(width, fixed), numeric=numeric, size=SIZE)
    heading = Paragraph(f"<b>{escape(title)}</b> — {escape(about)}", text["body"])
    return KeepTogether([heading, Spacer(1, 1 * mm), table, Spacer(1, 4 * mm)])


def travellers_story(view: TravellersView) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Travellers")), text["title"]),
        Paragraph(escape(" · ".join(view.stage_names)), text["heading"]),
    ]
    if not view.travellers:
        return story + [Paragraph(escape(translate("Reports", "No board results yet.")), text["body"])]
    several = len(view.stage_names) > 1
    return story + [traveller_block(traveller, width, several) for traveller in view.travellers]


def write_travellers(
    target: str | Path | BinaryIO,
    tournament: Tournament,
    stage_ids: Sequence[StageId],
    *,
    printed_at: dt.datetime | None = None,
) -> int:
    """The travellers of the stages' boards (the venues of one day) as a PDF; returns the page count."""
    header = stage_header(tournament, stage_ids[0])
    view = travellers(tournament, stage_ids)
    stage_line = " · ".join(view.stage_names)
    return build_pdf(
        target,
        travellers_story(view),
        title=f"{translate('Reports', 'Travellers')} – {stage_line}",
        championship=header.championship,
        stage=stage_line,
        printed_at=printed_at,
    )
