"""`tddesk allocate-places` (A1) and `tddesk allocate-pairs` (PP1): places per heat.

    tddesk allocate-places --places 20 --heats 8,6,5,9,7
    tddesk allocate-places --places 10 --heats 6,6,6,8 --average-vp 13.25,12.8,12.8,
    tddesk allocate-pairs --places 28 --heats 20,14,9,13 --next-percent ,,54.2,55.1 --json

Lists given per heat are comma-separated in heat order; an empty entry means "not known".
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any, TypeVar

from tddesk.cli.errors import CliError
from tddesk.i18n import translate
from tddesk.rules.allocation import INFINITE_QUOTIENT, TieBreakData, semifinal_places
from tddesk.rules.entry_limits import ascii_whole
from tddesk.rules.pairs import final_places
from tddesk.rules.proportional import Allocation, Reason, decimal_text

# one heat's value of a per-heat option (a figure, a quotient, a percentage)
Value = TypeVar("Value")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    places = subparsers.add_parser("allocate-places", help=translate("Cli", "semifinal places per heat (A1)"))
    _common_arguments(
        places, translate("Cli", "semifinal places"), translate("Cli", "teams in each heat, e.g. 8,6,5,9,7")
    )
    places.add_argument(
        "--average-vp",
        type=_optional_numbers,
        metavar="LIST",
        help=translate("Cli", "average VP (bye VP removed) of the next team of each heat, for a tie on decimals"),
    )
    places.add_argument(
        "--imp-quotient",
        type=_optional_quotients,
        metavar="LIST",
        help=translate("Cli", 'IMP quotient of the next team of each heat ("inf" when it lost no IMPs)'),
    )
    places.set_defaults(run=run_allocate_places)

    pairs = subparsers.add_parser("allocate-pairs", help=translate("Cli", "final places per pairs heat (PP1)"))
    _common_arguments(pairs, translate("Cli", "final places"), translate("Cli", "pairs in each heat, e.g. 20,14,9,13"))
    pairs.add_argument(
        "--next-percent",
        type=_optional_numbers,
        metavar="LIST",
        help=translate("Cli", "percentage of each heat's next pair (place I+1), for T3"),
    )
    pairs.set_defaults(run=run_allocate_pairs)


def _common_arguments(parser: argparse.ArgumentParser, places_help: str, heats_help: str) -> None:
    parser.add_argument("--places", type=_positive_whole, required=True, metavar="N", help=places_help)
    parser.add_argument("--heats", type=_heat_sizes, required=True, metavar="LIST", help=heats_help)
    parser.add_argument("--json", action="store_true", help=translate("Cli", "print the result as JSON"))


def _positive_whole(text: str) -> int:
    value = ascii_whole(text, 1)
    if value is None:
        raise argparse.ArgumentTypeError(
            translate("Cli", "expected a whole number of at least 1, not {text!r}").format(text=text)
        )
    return value


def _heat_sizes(text: str) -> tuple[int, ...]:
    read = [ascii_whole(part, 1) for part in text.split(",")]
    sizes = tuple(size for size in read if size is not None)
    if not sizes or len(sizes) < len(read):
        raise argparse.ArgumentTypeError(
            translate(
                "Cli", "expected heat sizes as whole numbers of at least 1, separated by commas, not {text!r}"
            ).format(text=text)
        )
    return sizes


def _optional_quotients(text: str) -> tuple[Fraction | float | None, ...]:
    """IMP quotients; "inf" for a team that lost no IMPs."""
    parts = text.split(",")
    known = _optional_numbers(",".join("" if part.strip().lower() == "inf" else part for part in parts))
    return tuple(INFINITE_QUOTIENT if part.strip().lower() == "inf" else value for part, value in zip(parts, known))


def _optional_numbers(text: str) -> tuple[Fraction | None, ...]:
    values: list[Fraction | None] = []
    for raw in text.split(","):
        part = raw.strip()
        if not part:
            values.append(None)
            continue
        try:
            number = Decimal(part) if part.isascii() else None  # not Arabic-Indic digits
        except InvalidOperation:
            number = None
        if number is None or not number.is_finite() or number < 0:
            raise argparse.ArgumentTypeError(
                translate("Cli", "expected numbers separated by commas (empty = not known), not {text!r}").format(
                    text=text
                )
            )
        values.append(Fraction(number))
    return tuple(values)


def run_allocate_places(arguments: argparse.Namespace) -> int:
    count = len(arguments.heats)
    average_vp = _per_heat(arguments.average_vp, count, "allocate-places", "--average-vp")
    imp_quotient = _per_heat(arguments.imp_quotient, count, "allocate-places", "--imp-quotient")
    tie_data = None
    if arguments.average_vp is not None or arguments.imp_quotient is not None:
        # a heat's figures count only when both are given: the rule compares them in turn
        tie_data = [
            None if vp is None or quotient is None else TieBreakData(vp, quotient)
            for vp, quotient in zip(average_vp, imp_quotient)
        ]
    allocation = _allocate(lambda: semifinal_places(arguments.heats, arguments.places, tie_data), "allocate-places")
    return _report(
        allocation,
        arguments.json,
        translate("Cli", "Teams"),
        translate("Cli", "A1: {entries} teams in {heats} heats, {places} semifinal places"),
    )


def run_allocate_pairs(arguments: argparse.Namespace) -> int:
    percentages: tuple[Fraction | None, ...] | None = _per_heat(
        arguments.next_percent, len(arguments.heats), "allocate-pairs", "--next-percent"
    )
    if arguments.next_percent is None:
        percentages = None
    allocation = _allocate(lambda: final_places(arguments.heats, arguments.places, percentages), "allocate-pairs")
    return _report(
        allocation,
        arguments.json,
        translate("Cli", "Pairs"),
        translate("Cli", "PP1: {entries} pairs in {heats} heats, {places} final places"),
    )


def _per_heat(values: tuple[Value, ...] | None, count: int, command: str, option: str) -> tuple[Value | None, ...]:
    if values is None:
        return (None,) * count
    if len(values) != count:
        raise CliError(
            translate("Cli", "tddesk {command}: {option} has {given} entries for {count} heats").format(
                command=command, option=option, given=len(values), count=count
            )
        )
    return values


def _allocate(compute: Callable[[], Allocation], command: str) -> Allocation:
    try:
        return compute()
    except ValueError as error:
        raise CliError(f"tddesk {command}: {error}") from None


def _report(allocation: Allocation, as_json: bool, size_heading: str, title: str) -> int:
    if as_json:
        print(json.dumps(allocation_json(allocation), ensure_ascii=False, indent=2))
        return 0
    print(title.format(entries=allocation.entries, heats=len(allocation.heats), places=allocation.places))
    headings = (
        translate("Cli", "Heat"),
        size_heading,
        translate("Cli", "Quotient"),
        translate("Cli", "Whole"),
        translate("Cli", "Decimals"),
        translate("Cli", "Places"),
        translate("Cli", "Why"),
    )
    rows = [
        (
            str(heat.heat),
            str(heat.size),
            heat.quotient_text,
            str(heat.whole),
            heat.decimals_text,
            str(heat.places),
            "; ".join(_reason_text(reason) for reason in heat.reasons),
        )
        for heat in allocation.heats
    ]
    widths = [max(len(cell) for cell in column) for column in zip(headings, *rows)]
    for row in (headings, *rows):
        cells = [f"{cell:>{width}}" for cell, width in zip(row[:-1], widths)]
        print("  ".join(cells + [row[-1]]))
    print(
        translate("Cli", "Places given: {given} of {places}").format(
            given=sum(allocation.places_per_heat), places=allocation.places
        )
    )
    for finding in allocation.findings:
        print(finding.text(translate))
    return 0


def _reason_text(reason: Reason) -> str:
    text = reason.text(translate)
    return f"{reason.places} × {text}" if reason.places > 1 else text


def allocation_json(allocation: Allocation) -> dict[str, Any]:
    """The allocation as JSON-ready data; exact numbers as strings (quotient also as a fraction)."""
    tie = allocation.tie
    return {
        "rule": allocation.rule,
        "places": list(allocation.places_per_heat),
        "total_places": allocation.places,
        "complete": allocation.complete,
        "heats": [
            {
                "heat": heat.heat,
                "size": heat.size,
                "quotient": heat.quotient_text,
                "quotient_exact": str(heat.quotient),
                "whole": heat.whole,
                "decimals": heat.decimals_text,
                "places": heat.places,
                "reasons": [{"places": reason.places, "text": reason.text(translate)} for reason in heat.reasons],
            }
            for heat in allocation.heats
        ],
        "tie": None
        if tie is None
        else {
            "heats": list(tie.heats),
            "places": tie.places,
            "decimals": decimal_text(tie.decimals),
            "winners": list(tie.winners),
            "undecided": list(tie.undecided),
            "undecided_places": tie.undecided_places,
            "missing": list(tie.missing),
        },
        "extra_place_order": list(allocation.extra_place_order),
        "findings": [
            {
                "rule": finding.rule,
                "code": finding.code,
                "severity": finding.severity.value,
                "text": finding.text(translate),
            }
            for finding in allocation.findings
        ],
    }
