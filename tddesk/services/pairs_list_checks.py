"""The checks a club's result list for a pairs heat passes, whichever way it comes (the dialog, the
command line): never for a final or a heat with board results, never empty, a finite percentage
from 0 to 100 (docs/pairs.md)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk.i18n import translate
from tddesk.models.pairs_tables import PairsBoardResult, PairsHeat
from tddesk.rules import entry_limits as limits
from tddesk.services.errors import message


def check_list_heat(session: Session, heat: PairsHeat, rows: Sequence[object]) -> None:
    """Refuse a list for ``heat`` that no list may be."""
    if heat.kind == "final":
        raise message(
            translate("Pairs", "{heat} is the final: its result comes from its boards, not from a club's list."),
            heat=heat.name,
        )
    if session.scalar(select(PairsBoardResult.board).where(PairsBoardResult.heat_id == heat.id).limit(1)) is not None:
        raise message(
            translate(
                "Pairs",
                "{heat} already has board results, and they decide its standing; a club's list is for a "
                "heat scored elsewhere.",
            ),
            heat=heat.name,
        )
    if not rows:  # a heading alone never wipes the heat's list
        raise message(
            translate(
                "Pairs",
                "The list has no rows under its heading: write one pair a row, pair number and percentage "
                "(and boards played, if you like).",
            )
        )


def list_percent(number: int, percent: object) -> Decimal:
    """The percentage of pair ``number`` as written (54,2 or 54.2 or 54.2 %), or refused in words."""
    try:
        value = Decimal(str(percent).replace(",", ".").removesuffix("%").strip())
    except InvalidOperation:
        value = None
    if value is None or not value.is_finite():
        raise message(
            translate("Pairs", "Pair {number}: {percent} is not a percentage."),
            number=number,
            percent=limits.shown(str(percent)),
        )
    if not 0 <= value <= 100:
        raise message(
            translate("Pairs", "Pair {number}: a percentage lies between 0 and 100, not {percent}."),
            number=number,
            percent=limits.shown(str(percent)),
        )
    return value


def list_row(
    number: object, percent: object, boards: object, numbers: dict[int, str], heat_name: str, seen: set[int]
) -> tuple[str, Decimal, int | None]:
    """One row of the list as stored (pair id, percentage, boards), or refused in words."""
    if isinstance(number, bool) or not isinstance(number, int) or number not in numbers:
        raise message(
            translate("Pairs", "Pair {number} of the list does not play in {heat}."),
            number=limits.shown(number),
            heat=heat_name,
        )
    if number in seen:
        raise message(translate("Pairs", "Pair {number} is twice on the list; give each pair once."), number=number)
    seen.add(number)
    value = list_percent(number, percent)
    if boards is not None and (isinstance(boards, bool) or not isinstance(boards, int) or not boards > 0):
        raise message(
            translate("Pairs", "'{value}' is not a number of boards; leave it empty or write e.g. 27."),
            value=limits.shown(boards),
        )
    return numbers[number], value, boards
