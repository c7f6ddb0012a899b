"""`tddesk import-deals` and `tddesk export-dup`: the day's deals in, a dealing machine's file out.

    tddesk import-deals dm.tddesk brickor.pbn --stage semifinal-goteborg,semifinal-boras [--replace]
    tddesk export-dup dm.tddesk --stage semifinal-goteborg -o brickor.dup

The same services as *Arkiv → Importera givar…* (docs/boards.md, "Deals").
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError, cannot_write
from tddesk.cli.tournament_files import refusal, run_on_file
from tddesk.i18n import translate
from tddesk.ids import StageId

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("import-deals", help=translate("Cli", "import the deals of the boards (PBN or DUP)"))
    parser.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file"))
    parser.add_argument("deals", type=Path, metavar="DEALS", help=translate("Cli", "the PBN or DUP file of the boards"))
    parser.add_argument(
        "--stage",
        required=True,
        metavar="ID[,ID…]",
        help=translate("Cli", "the stages that play these boards, separated by commas"),
    )
    parser.add_argument(
        "--replace", action="store_true", help=translate("Cli", "replace deals already stored for the same boards")
    )
    parser.set_defaults(run=run_import_deals)
    dup = subparsers.add_parser(
        "export-dup", help=translate("Cli", "write a stage's deals as a DUP file for a dealing machine")
    )
    dup.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file"))
    dup.add_argument("--stage", required=True, metavar="ID", help=translate("Cli", "the stage's id"))
    dup.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.dup", help=translate("Cli", "the DUP file to write")
    )
    dup.set_defaults(run=run_export_dup)


def run_import_deals(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.deals import import_deals, load_deal_file
    from tddesk.services.errors import ServiceError

    command = "tddesk import-deals"
    stages = [stage.strip() for stage in arguments.stage.split(",") if stage.strip()]
    try:
        deal_file = load_deal_file(arguments.deals)
    except ServiceError as error:
        raise refusal(error, command) from None
    run_on_file(
        arguments.file,
        lambda tournament: import_deals(tournament, stages, deal_file, replace=arguments.replace),
        command=command,
    )
    print(
        translate("Cli", "Imported {count} deals into {stages}").format(
            count=len(deal_file.deals), stages=", ".join(stages)
        )
    )
    return 0


def run_export_dup(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.models.atomic import write_atomically
    from tddesk.rules.contract import BoardError
    from tddesk.rules.dup import write_dup
    from tddesk.services.deals import stage_deals

    def write(tournament: Tournament) -> int:
        deals = stage_deals(tournament, StageId(arguments.stage))
        data = write_dup(list(deals))
        write_atomically(arguments.output, lambda handle: handle.write(data))
        return len(deals)

    command = "tddesk export-dup"
    try:
        count = run_on_file(arguments.file, write, read_only=True, command=command)
    except BoardError as error:
        raise CliError(f"{command}: {error.words(translate)}") from None
    except OSError as error:
        raise cannot_write(command, arguments.output, error) from None
    print(translate("Cli", "Wrote {path} ({count} boards)").format(path=arguments.output, count=count))
    return 0
