"""`tddesk demo FILE [--open]`: the demo championship, built through the real services."""

from __future__ import annotations

from pathlib import Path

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import refusal, remove_existing
from tddesk.i18n import translate
from tddesk.services.errors import ServiceError


def register(subparsers) -> None:
    parser = subparsers.add_parser("demo", help=translate("Cli", "create the demo championship DM Lag ÖMBF 2016-17"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--replace", action="store_true", help=translate("Cli", "replace the file if it exists"))
    parser.add_argument("--open", action="store_true", help=translate("Cli", "open it in the main window afterwards"))
    parser.set_defaults(run=_demo)


def _demo(arguments) -> int:
    from tddesk.services.demo import build_demo

    path: Path = arguments.file
    if path.exists():
        if not arguments.replace:
            raise CliError(translate("Cli", "{path} already exists; use --replace to make it again.").format(path=path))
        remove_existing(path)
    try:
        build_demo(path).close()
    except ServiceError as error:
        path.unlink(missing_ok=True)
        raise refusal(error) from None
    print(translate("Cli", "Demo championship written to {path}").format(path=path))
    if arguments.open:
        from tddesk.cli.gui_commands import launch

        return launch(path, arguments.lang)
    return 0
