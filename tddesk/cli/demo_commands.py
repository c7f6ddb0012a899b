"""`tddesk demo FILE [--open]`: the demo championship, built through the real services;
`tddesk demo-day DAY.tddesk [--venues N] [--open]`: the semifinal day with its venues' Bridgemate
session files (docs/bws.md, "The semifinal demo day")."""

from __future__ import annotations

from pathlib import Path

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import refusal
from tddesk.i18n import translate
from tddesk.services.errors import ServiceError


def register(subparsers) -> None:
    parser = subparsers.add_parser("demo", help=translate("Cli", "create the demo championship DM Lag ÖMBF 2016-17"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--replace", action="store_true", help=translate("Cli", "replace the file if it exists"))
    parser.add_argument("--open", action="store_true", help=translate("Cli", "open it in the main window afterwards"))
    parser.set_defaults(run=_demo)
    day = subparsers.add_parser(
        "demo-day", help=translate("Cli", "create the semifinal demo day with its venues' Bridgemate files")
    )
    day.add_argument("file", type=Path)
    day.add_argument(
        "--venues", type=int, default=2, help=translate("Cli", "semifinals, one per venue (1-4; default 2)")
    )
    day.add_argument("--replace", action="store_true", help=translate("Cli", "replace the file if it exists"))
    day.add_argument("--open", action="store_true", help=translate("Cli", "open it in the main window afterwards"))
    day.set_defaults(run=_demo_day)


def _clear(path: Path, replace: bool) -> None:
    if path.exists():
        if not replace:
            raise CliError(translate("Cli", "{path} already exists; use --replace to make it again.").format(path=path))
        path.unlink()
        for extra in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
            extra.unlink(missing_ok=True)


def _demo_day(arguments) -> int:
    from tddesk.demo.semifinal_day import VENUES, bridgemate_folder, build_demo_day

    path: Path = arguments.file
    if not 1 <= arguments.venues <= len(VENUES):
        raise CliError(
            translate("Cli", "tddesk demo-day: --venues is 1 to {most}, not {venues}.").format(
                most=len(VENUES), venues=arguments.venues
            )
        )
    _clear(path, arguments.replace)
    try:
        day = build_demo_day(path, arguments.venues)
    except ServiceError as error:
        path.unlink(missing_ok=True)
        raise refusal(error) from None
    day.tournament.close()
    print(
        translate("Cli", "Semifinal day written to {path}, the venues' Bridgemate files in {folder}").format(
            path=path, folder=bridgemate_folder(path)
        )
    )
    if arguments.open:
        from tddesk.cli.gui_commands import launch

        return launch(path, arguments.lang)
    return 0


def _demo(arguments) -> int:
    from tddesk.services.demo import build_demo

    path: Path = arguments.file
    _clear(path, arguments.replace)
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
