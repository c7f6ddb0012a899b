"""A club's result list for a pairs heat it scored elsewhere (PP4, docs/pairs.md): read and checked
row by row first, so the TD sees every problem at once; imported only when there are none, by
``pairs_results.import_result_list`` in one undoable action."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import func, select

from tddesk.formats.member_list import RowProblem
from tddesk.formats.result_list import result_list_cells
from tddesk.i18n import translate
from tddesk.models.pairs_tables import PairsBoardResult
from tddesk.rules import entry_limits as limits
from tddesk.services.errors import message
from tddesk.services.pair_views import pair_views
from tddesk.services.pairs import get_heat
from tddesk.services.pairs_results import numbers_in

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class ListRow:
    row: int  # the row in the workbook
    number: int | None  # the pair number, when it is one
    names: str  # the pair playing under it in the heat ("" when none)
    percent: str  # as written, with a decimal point
    boards: int | None


@dataclass(frozen=True)
class ResultListPreview:
    heat_id: str
    heat_name: str
    rows: tuple[ListRow, ...]
    problems: tuple[RowProblem, ...]

    def import_rows(self) -> list[tuple[int, str, int | None]]:
        """What ``import_result_list`` takes: pair number, percentage, boards."""
        return [(row.number, row.percent, row.boards) for row in self.rows if row.number is not None]


def preview_result_list(
    tournament: Tournament,
    heat_id: str,
    path: Path | str,
    *,
    cells: list[tuple[int, object, object, object]] | None = None,
    incoming: frozenset[int] = frozenset(),
) -> ResultListPreview:
    """Every row of the club's list checked against the heat; nothing is written. ``cells`` are the
    rows when read from another kind of file (a Ruter PBN), ``incoming`` the pair numbers that file
    enters into the heat itself."""
    try:
        cells = result_list_cells(path) if cells is None else cells
    except ValueError as error:
        raise message(str(error)) from None
    with tournament.reading() as session:
        heat = get_heat(session, heat_id)
        numbers = numbers_in(session, heat.id)
        views = pair_views(session, heat.event_id)
        boards_entered = session.scalar(
            select(func.count()).select_from(PairsBoardResult).where(PairsBoardResult.heat_id == heat.id)
        )
    pair_column, percent_column, boards_column = (
        translate("Pairs", "Pair"),
        translate("Pairs", "Percentage"),
        translate("Pairs", "Boards"),
    )
    problems: list[RowProblem] = []
    if heat.kind == "final":
        problems.append(
            RowProblem(
                None,
                None,
                translate(
                    "Pairs", "{heat} is the final: its result comes from its boards, not from a club's list."
                ).format(heat=heat.name),
            )
        )
    if boards_entered:
        problems.append(
            RowProblem(
                None,
                None,
                translate(
                    "Pairs",
                    "{heat} already has board results, and they decide its standing; a club's list is for a "
                    "heat scored elsewhere.",
                ).format(heat=heat.name),
            )
        )
    if not cells:
        problems.append(
            RowProblem(
                None,
                None,
                translate(
                    "Pairs",
                    "The list has no rows under its heading: write one pair a row, pair number and percentage "
                    "(and boards played, if you like).",
                ),
            )
        )
    rows: list[ListRow] = []
    first_row: dict[int, int] = {}
    for row, pair, percent, boards in cells:
        number = _pair_number(pair)
        if number is None:
            problems.append(
                RowProblem(
                    row,
                    pair_column,
                    translate(
                        "Pairs", "'{value}' is not a pair number; write the number the pair played under, e.g. 7."
                    ).format(value=_shown(pair)),
                )
            )
        elif number not in numbers and number not in incoming:
            problems.append(
                RowProblem(
                    row,
                    pair_column,
                    translate(
                        "Pairs",
                        "pair {number} does not play in {heat}; correct the number or add the pair to the heat first.",
                    ).format(number=number, heat=heat.name),
                )
            )
        elif number in first_row:
            problems.append(
                RowProblem(
                    row,
                    pair_column,
                    translate("Pairs", "pair {number} is already on row {first}; give each pair once.").format(
                        number=number, first=first_row[number]
                    ),
                )
            )
        else:
            first_row[number] = row
        written = _shown(percent)
        percent_text = written.replace(",", ".").removesuffix("%").strip()
        problem = _percent_problem(written, percent_text)
        if problem:
            problems.append(RowProblem(row, percent_column, problem))
        played = _pair_number(boards)
        if boards is not None and str(boards).strip() and played is None:
            problems.append(
                RowProblem(
                    row,
                    boards_column,
                    translate("Pairs", "'{value}' is not a number of boards; leave it empty or write e.g. 27.").format(
                        value=_shown(boards)
                    ),
                )
            )
        names = views[numbers[number]].names if number in numbers and numbers[number] in views else ""
        rows.append(ListRow(row, number, names, percent_text, played))
    return ResultListPreview(heat.id, heat.name, tuple(rows), tuple(problems))


def _shown(value) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "" if value is None else str(value).strip()


def _pair_number(value) -> int | None:
    """A pair number (or boards) as a cell holds it: a whole number from 1, written with the digits
    0-9 (not ``True``, not NaN or 1E999, not Arabic-Indic digits), within the bounds every way in keeps."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and value.is_integer() and abs(value) < limits.MAX_WHOLE:
        value = int(value)
    if isinstance(value, int):
        return value if 0 < value < limits.MAX_WHOLE else None
    return limits.ascii_whole(str(value or "").strip(), 1)


def _percent_problem(written: str, text: str) -> str | None:
    if not text:
        return translate("Pairs", "the percentage is missing; write it like 54.2 or 54,2.")
    try:
        value = Decimal(text)
    except InvalidOperation:
        return translate("Pairs", "'{value}' is not a percentage; write it like 54.2 or 54,2.").format(value=written)
    if not value.is_finite() or not 0 <= value <= 100:
        return translate("Pairs", "{value} is not a percentage between 0 and 100.").format(value=written)
    return None
