"""`tddesk export-json` and `tddesk import-json`: the open tournament format (docs/format.md).

tddesk export-json DM.tddesk DM.json    write the championship as a JSON document
tddesk import-json DM.json NEW.tddesk   create a new tournament file from a JSON document
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tddesk.cli.tournament_files import refusal, run_on_file
from tddesk.i18n import translate


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = subparsers.add_parser("export-json", help=translate("Cli", "write a tournament file as open JSON"))
    export.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file (.tddesk)"))
    export.add_argument("out", type=Path, metavar="OUT.json", help=translate("Cli", "the JSON file to write"))
    export.set_defaults(run=run_export)

    load = subparsers.add_parser("import-json", help=translate("Cli", "create a tournament file from open JSON"))
    load.add_argument("source", type=Path, metavar="IN.json", help=translate("Cli", "the JSON file to read"))
    load.add_argument(
        "file", type=Path, metavar="FILE", help=translate("Cli", "the new tournament file (.tddesk); it must not exist")
    )
    load.set_defaults(run=run_import)


def run_export(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.export.json_export import write_json

    # Read-only: exporting works beside a program window that has the file open.
    written = run_on_file(arguments.file, lambda tournament: write_json(tournament, arguments.out), read_only=True)
    print(translate("Cli", "Wrote {out}").format(out=written))
    return 0


def run_import(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.imports.json_import import import_json
    from tddesk.services.errors import ServiceError

    try:
        tournament = import_json(arguments.source, arguments.file)
        assert tournament is not None  # only a cancelled progress leaves no file, and the command shows none
        tournament.close()
    except ServiceError as error:
        raise refusal(error) from None
    print(translate("Cli", "Created {file}").format(file=arguments.file))
    return 0
