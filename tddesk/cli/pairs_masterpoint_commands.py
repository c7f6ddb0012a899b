"""`tddesk pairs-silver` and `tddesk silver-table`: M6's silver points of a pairs heat, and SBF's
silver table in the file's regulation profile (docs/pairs.md, "Master points")."""

from __future__ import annotations

import argparse
import json
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    points = subparsers.add_parser(
        "pairs-silver", help=translate("Cli", "silver points per player of a pairs final or silver heat (M6)")
    )
    points.add_argument("file", type=Path)
    points.add_argument("--heat", required=True)
    points.add_argument("--json", action="store_true")
    points.set_defaults(run=_silver_points)
    table = subparsers.add_parser("silver-table", help=translate("Cli", "show, set or import SBF's silver table (M6)"))
    table.add_argument("file", type=Path)
    table.add_argument("--import", dest="workbook", type=Path, help=translate("Cli", "a workbook: Par, 2, 3, …"))
    table.add_argument("--pairs", type=int, help=translate("Cli", "the number of pairs of the row to set"))
    table.add_argument(
        "--points", help=translate("Cli", "points per player of places 2, 3, … e.g. 15,13,11 (empty: remove)")
    )
    table.set_defaults(run=_silver_table)


def _silver_points(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_masterpoints import heat_silver_points

    view = run_on_file(arguments.file, lambda t: heat_silver_points(t, arguments.heat), read_only=True)
    if arguments.json:
        document = {
            "heat": view.heat_id,
            "pairs": view.pairs_in_field,
            "silver": view.silver,
            "rows": [
                {
                    "place": row.place,
                    "pair": row.pair_id,
                    "names": row.names,
                    "points": None if row.points is None else row.points_text,
                }
                for row in view.rows
            ],
            "findings": list(view.findings),
        }
        print(json.dumps(document, ensure_ascii=False, indent=1))
        return 0
    for row in view.rows:
        print(f"{row.place:>3} {row.percent_text:>6} {row.names}  {row.points_text}")
    for finding in view.findings:
        print(finding)
    return 0


def _points(text: str) -> list[Decimal]:
    try:
        return [
            Decimal(part.strip().replace(",", ".")) for part in text.split(";" if ";" in text else ",") if part.strip()
        ]
    except InvalidOperation:
        raise CliError(
            translate("Cli", "--points takes numbers separated by commas, e.g. 15,13,11; '{text}' is not.").format(
                text=text
            )
        ) from None


def _silver_table(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_masterpoints import import_silver_table, set_silver_table, silver_table

    if (arguments.pairs is None) != (arguments.points is None):
        raise CliError(translate("Cli", "--pairs and --points go together."))

    def work(tournament: Tournament) -> dict[int, tuple[Decimal, ...]]:
        if arguments.workbook is not None:
            import_silver_table(tournament, arguments.workbook)
        if arguments.pairs is not None:
            set_silver_table(tournament, {arguments.pairs: _points(arguments.points)})
        return silver_table(tournament)

    table = run_on_file(arguments.file, work)
    if not table:
        print(translate("Cli", "The profile has no silver table yet (M6)."))
    for pairs, points in sorted(table.items()):
        print(f"{pairs}: " + ", ".join(str(point) for point in points))
    return 0
