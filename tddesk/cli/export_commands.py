"""`tddesk export-xlsx`: the federation's Excel workbook of a championship or one stage.

    tddesk export-xlsx DM.tddesk DM.xlsx                  every stage
    tddesk export-xlsx DM.tddesk heat.xlsx --stage ID     one stage (and its teams)
"""
from __future__ import annotations

from pathlib import Path

from tddesk.cli.errors import CliError
from tddesk.i18n import translate
from tddesk.services.errors import ServiceError


def register(subparsers) -> None:
    export = subparsers.add_parser("export-xlsx", help=translate("Cli", "write the federation's Excel workbook"))
    export.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file (.tddesk)"))
    export.add_argument("out", type=Path, metavar="OUT.xlsx", help=translate("Cli", "the workbook to write"))
    export.add_argument("--stage", metavar="ID", help=translate("Cli", "only this stage (default: every stage)"))
    export.set_defaults(run=run_export_xlsx)


def run_export_xlsx(arguments) -> int:
    from tddesk.export.federation_workbook import write_federation_workbook
    from tddesk.services.files import open_championship

    if arguments.out.suffix.lower() != ".xlsx":
        raise CliError(translate("Cli", "The workbook must be an .xlsx file, not {out}.").format(out=arguments.out))
    try:
        # Read-only: the export works beside a program window that has the file open.
        tournament = open_championship(arguments.file, read_only=True)
        try:
            written = write_federation_workbook(tournament, arguments.out, arguments.stage)
        finally:
            tournament.close()
    except ServiceError as error:
        raise CliError(" ".join(str(error).split())) from None
    print(translate("Cli", "Wrote {out}").format(out=written))
    return 0
