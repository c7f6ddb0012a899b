"""`tddesk spader`: the federation's result report (Spader) of a round or a whole stage, as PDF or xlsx.

    tddesk spader dm.tddesk --stage semifinal-1 --round 2 -o rond2.pdf
    tddesk spader dm.tddesk --stage heat-linkoping -o kvalheat.xlsx

The fields come in the report form's order (docs/spader.md). The file is opened read-only, so the
report can be made while the TD has it open in the program.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError, cannot_write
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate
from tddesk.ids import StageId

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("spader", help=translate("Cli", "the federation's result report as PDF or xlsx"))
    parser.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file"))
    parser.add_argument("--stage", required=True, metavar="ID", help=translate("Cli", "the stage's id"))
    parser.add_argument(
        "--round", type=int, metavar="N", help=translate("Cli", "only this round (default: every round)")
    )
    parser.add_argument(
        "-o",
        "--output",
        type=Path,
        required=True,
        metavar="OUT.pdf|OUT.xlsx",
        help=translate("Cli", "the PDF or workbook to write"),
    )
    parser.set_defaults(run=run_spader)


def run_spader(arguments: argparse.Namespace) -> int:
    suffix = arguments.output.suffix.lower()
    if suffix not in (".pdf", ".xlsx"):
        raise CliError(
            translate("Cli", "tddesk spader: the report is a .pdf or an .xlsx file, not {out}").format(
                out=arguments.output
            )
        )

    def write(tournament: Tournament) -> None:
        if suffix == ".pdf":
            # deferred: a command loads its work only when it runs (the command line's start-up)
            from tddesk.models.atomic import write_atomically
            from tddesk.reports.spader_sheet import write_spader_sheet

            write_atomically(
                arguments.output,
                lambda handle: write_spader_sheet(handle, tournament, StageId(arguments.stage), arguments.round),
            )
        else:
            # deferred: a command loads its work only when it runs (the command line's start-up)
            from tddesk.export.spader_workbook import write_spader_workbook

            write_spader_workbook(tournament, arguments.output, StageId(arguments.stage), arguments.round)

    try:
        run_on_file(arguments.file, write, read_only=True, command="tddesk spader")
    except OSError as error:
        raise cannot_write("tddesk spader", arguments.output, error) from None
    print(translate("Cli", "Wrote {path}").format(path=arguments.output))
    return 0
