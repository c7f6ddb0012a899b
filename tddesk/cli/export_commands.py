"""`tddesk export-xlsx`: the federation's Excel workbook of a championship or one stage.

tddesk export-xlsx DM.tddesk DM.xlsx                  every stage
tddesk export-xlsx DM.tddesk heat.xlsx --stage ID     one stage (and its teams)
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate
from tddesk.ids import StageId


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = subparsers.add_parser("export-xlsx", help=translate("Cli", "write the federation's Excel workbook"))
    export.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file (.tddesk)"))
    export.add_argument("out", type=Path, metavar="OUT.xlsx", help=translate("Cli", "the workbook to write"))
    export.add_argument("--stage", metavar="ID", help=translate("Cli", "only this stage (default: every stage)"))
    export.set_defaults(run=run_export_xlsx)


def run_export_xlsx(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.export.federation_workbook import write_federation_workbook

    if arguments.out.suffix.lower() != ".xlsx":
        raise CliError(translate("Cli", "The workbook must be an .xlsx file, not {out}.").format(out=arguments.out))
    # Read-only: the export works beside a program window that has the file open.
    written = run_on_file(
        arguments.file,
        lambda tournament: write_federation_workbook(
            tournament, arguments.out, None if arguments.stage is None else StageId(arguments.stage)
        ),
        read_only=True,
    )
    print(translate("Cli", "Wrote {out}").format(out=written))
    return 0
