"""The pairs final's printed lists: the result list (a two-field Mitchell field by field) and the
plaque and bonus list (M5) (docs/pairs.md); ``pairs_lists.write_pairs_report`` prints them.
Figures are printed as computed (PP5: one decimal) in the language's signs."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.reports.common import TableRow, column_widths, data_table, headings, legend
from tddesk.reports.layout import escape, frame_size, styles
from tddesk.services.pairs_final import FinalResultView, FinalRow


def _fields(result: FinalResultView, rows: tuple[FinalRow, ...]) -> list[tuple[str, tuple[FinalRow, ...]]]:
    """The final's rows as one list, or for a two-field Mitchell each field under its own heading."""
    if not result.two_fields:
        return [("", rows)]
    return [
        (title, tuple(row for row in rows if row.line == line))
        for line, title in (("NS", translate("Reports", "NS field")), ("EW", translate("Reports", "EW field")))
    ]


def _field_heading(title: str) -> list[Flowable]:
    return [Spacer(1, 3 * mm), Paragraph(escape(title), styles()["heading"])] if title else []


def final_story(result: FinalResultView, event_name: str) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    notes = [translate("Reports", "Plaque places: pairs still equal after boards won share the higher place (M5).")]
    if result.two_fields:
        notes.append(
            translate(
                "Reports",
                "Mitchell: the NS and the EW pairs are ranked apart, each line a field of "
                "its own with its own plaques.",
            )
        )
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Final result list")), text["title"]),
        Paragraph(escape(event_name), text["heading"]),
        *legend([*notes, *result.findings]),
        Spacer(1, 3 * mm),
    ]
    fixed = [12 * mm, 10 * mm, None, 34 * mm, 14 * mm, 14 * mm, 13 * mm, 40 * mm]
    for title, field in _fields(result, result.rows):
        rows: list[TableRow] = [
            headings(
                [
                    translate("Reports", "Place"),
                    translate("Reports", "No."),
                    translate("Reports", "Pair"),
                    translate("Reports", "Club"),
                    translate("Reports", "%"),
                    translate("Reports", "Plaque"),
                    translate("Reports", "Bonus"),
                    translate("Reports", "Note"),
                ],
                [0, 1, 4, 5, 6],
            )
        ]
        for row in field:
            rows.append(
                [
                    str(row.place),
                    str(row.number),
                    row.names,
                    row.clubs,
                    numbers.localise(row.percent_text),
                    str(row.plaque) if row.plaque is not None else "",
                    str(row.bonus_per_player) if row.bonus_per_player else "",
                    row.tie_reason or row.bonus_note,
                ]
            )
        story += [*_field_heading(title), data_table(rows, column_widths(width, fixed), [0, 1, 4, 5, 6])]
    return story


def plaques_story(result: FinalResultView, event_name: str) -> list[Flowable]:
    text = styles()
    width, _ = frame_size()
    story: list[Flowable] = [
        Paragraph(escape(translate("Reports", "Plaques and bonus (M5)")), text["title"]),
        Paragraph(escape(event_name), text["heading"]),
        *legend(
            [
                translate(
                    "Reports",
                    "Bonus silver points per player; bonus, title and plaque only when both "
                    "players represent a club of the district.",
                )
            ]
        ),
        Spacer(1, 3 * mm),
    ]
    if not result.plaques:
        return story + legend([translate("Reports", "No pair has a place yet.")])
    for title, field in _fields(result, result.plaques):
        rows: list[TableRow] = [
            headings(
                [
                    translate("Reports", "Plaque"),
                    translate("Reports", "Pair"),
                    translate("Reports", "MID"),
                    translate("Reports", "Club"),
                    translate("Reports", "%"),
                    translate("Reports", "Bonus per player"),
                ],
                [0, 4, 5],
            )
        ]
        for row in field:
            rows.append(
                [
                    str(row.plaque_place),
                    row.names,
                    " / ".join(row.mids),
                    row.clubs,
                    numbers.localise(row.percent_text),
                    str(row.bonus_per_player),
                ]
            )
        story += [
            *_field_heading(title),
            data_table(rows, column_widths(width, [14 * mm, None, 30 * mm, 34 * mm, 14 * mm, 24 * mm]), [0, 4, 5]),
        ]
    without = result.outside_the_district
    if without:
        story += [
            Spacer(1, 3 * mm),
            *legend([f"{row.place}. {_in_field(row)}{row.names}: {row.bonus_note}" for row in without]),
        ]
    return story


def _in_field(row: FinalRow) -> str:
    return {"NS": translate("Reports", "NS: "), "EW": translate("Reports", "EW: ")}.get(row.line, "")
