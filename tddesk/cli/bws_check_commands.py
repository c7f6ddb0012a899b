"""`tddesk bws-check FILE.bws [--against FILE.tddesk --stage ID] [--json]`: what a Bridgemate file
holds and what of it does not fit a stage, before it is imported (docs/bws.md, "Checks")."""

from __future__ import annotations

import argparse
from pathlib import Path

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import refusal, run_on_file
from tddesk.i18n import translate
from tddesk.ids import StageId


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    check = subparsers.add_parser(
        "bws-check", help=translate("Cli", "what a Bridgemate file holds and whether it fits a stage")
    )
    check.add_argument("bws", type=Path)
    check.add_argument("--against", type=Path, help=translate("Cli", "the championship file to hold it against"))
    check.add_argument("--stage", help=translate("Cli", "the stage (or pairs heat) to hold it against"))
    check.add_argument("--json", action="store_true")
    check.set_defaults(run=_check)


def _check(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.bws_check import check_file
    from tddesk.services.errors import ServiceError

    if (arguments.against is None) != (arguments.stage is None):
        raise CliError(translate("Cli", "bws-check: --against and --stage go together."))
    try:
        if arguments.against is None:
            result = check_file(arguments.bws)
        else:
            result = run_on_file(
                arguments.against, lambda t: check_file(arguments.bws, t, StageId(arguments.stage)), read_only=True
            )
    except ServiceError as error:
        raise refusal(error, "bws-check") from None
    if arguments.json:
        print(result.to_json())
        return 0
    rows = (
        (translate("Cli", "Format"), result.format),
        (translate("Cli", "Sections"), ", ".join(result.sections) or "-"),
        (translate("Cli", "Tables"), result.tables),
        (translate("Cli", "Rounds"), result.rounds),
        (translate("Cli", "Boards"), result.boards),
        (translate("Cli", "Results"), result.results),
        (translate("Cli", "Erased"), result.erased),
        (translate("Cli", "Superseded rows"), result.superseded),
        (translate("Cli", "Deleted rows skipped"), result.deleted_rows),
        (translate("Cli", "Adjusted scores"), result.arbitral),
        (translate("Cli", "Not played"), result.not_played),
        (translate("Cli", "Passed out"), result.passed_out),
        (translate("Cli", "Player numbers"), result.player_numbers),
        (translate("Cli", "Played on"), result.played_on.isoformat() if result.played_on else "-"),
    )
    print(result.file)
    for label, value in rows:
        print(f"  {label:<24} {value}")
    for problem in result.problems:
        print(f"– {problem}")
    return 0
