"""F1-F4: what the teams of a stage owe and have paid, as of a date, as the fees view shows it.

One row per team (entry fee, late fee, table fees, junior discount, newcomer, total, paid,
outstanding, the date the entry fee was paid, table fees paid per round, status), the stage's
totals in a bold last row and in words below the table. Printed landscape for the treasurer.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.common import TableRow, bold_row, column_widths, data_table, headings, legend, stage_header
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.services.fees import StageFeesView, TeamFeeRow, fee_overview

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def _percent(percent: Decimal) -> str:
    if not percent:
        return ""
    places = 0 if percent == percent.to_integral_value() else 1
    return f"{numbers.fixed(percent, places)} %"


def _team_cells(row: TeamFeeRow) -> list[str]:
    fees = row.fees
    rounds = (
        translate("Reports", "{paid} of {rounds}").format(paid=len(row.rounds_paid), rounds=len(row.rounds))
        if row.rounds
        else ""
    )
    status = translate("Reports", "Unpaid") if fees.outstanding > 0 else translate("Reports", "Paid")
    discount = numbers.vp(fees.entry_discount + fees.table_discount)
    if fees.discount_percent:
        discount += f" ({_percent(fees.discount_percent)})"
    return [
        row.name,
        numbers.vp(fees.entry_fee),
        numbers.vp(fees.late_fee),
        numbers.vp(fees.table_fees),
        discount,
        translate("Reports", "yes") if row.newcomer else "",
        numbers.vp(fees.total),
        numbers.vp(fees.paid),
        numbers.vp(fees.outstanding),
        row.entry_paid_on.isoformat() if row.entry_paid_on else "",
        rounds,
        status,
    ]


def _totals_cells(overview: StageFeesView) -> list[str]:
    totals = overview.totals
    entry = sum((row.fees.entry_fee for row in overview.rows), Decimal(0))
    table = sum((row.fees.table_fees for row in overview.rows), Decimal(0))
    return [
        translate("Reports", "Total ({count} teams)").format(count=totals.teams),
        numbers.vp(entry),
        numbers.vp(totals.late_fees),
        numbers.vp(table),
        numbers.vp(totals.discounts),
        "",
        numbers.vp(totals.total),
        numbers.vp(totals.paid),
        numbers.vp(totals.outstanding),
        "",
        "",
        translate("Reports", "{unpaid} unpaid").format(unpaid=totals.unpaid_teams),
    ]


def fee_sheet_story(overview: StageFeesView) -> list[Flowable]:
    text = styles()
    width, _ = frame_size(landscape=True)
    # Wide enough for the longest word of each Swedish heading ("Förseningsavgift", "Bordsavgifter").
    columns = [
        (translate("Reports", "Team"), None),
        (translate("Reports", "Entry fee"), 21 * mm),
        (translate("Reports", "Late fee"), 24 * mm),
        (translate("Reports", "Table fees"), 25 * mm),
        (translate("Reports", "Junior discount (kr)"), 25 * mm),
        (translate("Reports", "Newcomer"), 20 * mm),
        (translate("Reports", "Total"), 18 * mm),
        (translate("Reports", "Paid"), 18 * mm),
        (translate("Reports", "Outstanding"), 19 * mm),
        (translate("Reports", "Entry fee paid on"), 21 * mm),
        (translate("Reports", "Table fees paid"), 23 * mm),
        (translate("Reports", "Status"), 20 * mm),
    ]
    numeric = (1, 2, 3, 4, 6, 7, 8)
    rows: list[TableRow] = [headings([name for name, _ in columns], numeric)]
    rows += [_team_cells(row) for row in overview.rows]
    rows.append(_totals_cells(overview))
    totals = overview.totals
    story = [
        Paragraph(escape(translate("Reports", "Fees")), text["title"]),
        Paragraph(
            escape(
                translate("Reports", "{stage}, as of {date}").format(
                    stage=overview.stage_name, date=overview.as_of.isoformat()
                )
            ),
            text["heading"],
        ),
        data_table(
            rows, column_widths(width, [column_width for _, column_width in columns]), numeric, extra=[bold_row(-1)]
        ),
        Spacer(1, 3 * mm),
    ]
    in_words = translate(
        "Reports",
        "{paid} of {teams} teams have paid everything. Owed {total} kr, paid "
        "{paid_amount} kr, outstanding {outstanding} kr; late fees {late} kr, junior "
        "discounts {discounts} kr.",
    )
    story += legend(
        [
            in_words.format(
                paid=totals.paid_teams,
                teams=totals.teams,
                total=numbers.vp(totals.total),
                paid_amount=numbers.vp(totals.paid),
                outstanding=numbers.vp(totals.outstanding),
                late=numbers.vp(totals.late_fees),
                discounts=numbers.vp(totals.discounts),
            ),
            translate(
                "Reports",
                "Amounts in kronor. F1: entry fee and late fee; F2: table fees; F3: junior discount; "
                "F4: a newcomer team pays no entry fee.",
            ),
        ]
    )
    if not overview.scheduled:
        story += legend([translate("Reports", "The stage has no schedule yet, so no table fees are counted.")])
    return story


def write_fee_sheet(
    target: str | Path | BinaryIO,
    tournament: Tournament,
    stage_id: StageId,
    as_of: dt.date | None = None,
    *,
    printed_at: dt.datetime | None = None,
) -> int:
    """F1-F4: write the stage's fees as of ``as_of`` (today) as a PDF; returns the page count."""
    header = stage_header(tournament, stage_id)
    overview = fee_overview(tournament, stage_id, as_of)
    return build_pdf(
        target,
        fee_sheet_story(overview),
        title=f"{translate('Reports', 'Fees')} – {header.stage}",
        championship=header.championship,
        stage=header.stage,
        date=overview.as_of,
        landscape=True,
        printed_at=printed_at,
    )
