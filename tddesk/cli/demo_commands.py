"""`tddesk demo FILE [--open]`: the demo championship, built through the real services;
`tddesk demo-day DAY.tddesk [--venues N] [--open]`: the semifinal day with its venues' Bridgemate
session files (docs/bws.md, "The semifinal demo day")."""

from __future__ import annotations

import argparse
import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import refusal, remove_existing
from tddesk.i18n import translate
from tddesk.services.errors import ServiceError

if TYPE_CHECKING:
    from tddesk.demo.live_day import VenuePlay
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
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
        "--venues", type=int, default=2, help=translate("Cli", "semifinals, one per venue (2-4; default 2)")
    )
    day.add_argument("--replace", action="store_true", help=translate("Cli", "replace the file if it exists"))
    day.add_argument("--open", action="store_true", help=translate("Cli", "open it in the main window afterwards"))
    day.add_argument(
        "--play",
        action="store_true",
        help=translate("Cli", "play the day into the venues' files as BCS would (Ctrl+C stops; run again to resume)"),
    )
    day.add_argument(
        "--speed",
        type=float,
        default=60.0,
        help=translate("Cli", "times faster than the clock (default 60; 0: at once)"),
    )
    day.set_defaults(run=_demo_day)


def _clear(path: Path, replace: bool) -> None:
    if path.exists():
        if not replace:
            raise CliError(translate("Cli", "{path} already exists; use --replace to make it again.").format(path=path))
        remove_existing(path)


def _demo_day(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.demo.semifinal_day import MIN_VENUES, VENUES, bridgemate_folder, build_demo_day

    path: Path = arguments.file
    if not MIN_VENUES <= arguments.venues <= len(VENUES):
        raise CliError(
            translate("Cli", "tddesk demo-day: --venues is {least} to {most}, not {venues}.").format(
                least=MIN_VENUES, most=len(VENUES), venues=arguments.venues
            )
        )
    if not (arguments.play and path.exists() and not arguments.replace):
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
    if arguments.play:
        return _play(path, arguments.speed)
    if arguments.open:
        # deferred: a command loads its work only when it runs (the command line's start-up)
        from tddesk.cli.gui_commands import launch

        return launch(path, arguments.lang)
    return 0


def _demo(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.demo.championship import build_demo

    path: Path = arguments.file
    _clear(path, arguments.replace)
    try:
        build_demo(path).close()
    except ServiceError as error:
        path.unlink(missing_ok=True)
        raise refusal(error) from None
    print(translate("Cli", "Demo championship written to {path}").format(path=path))
    if arguments.open:
        # deferred: a command loads its work only when it runs (the command line's start-up)
        from tddesk.cli.gui_commands import launch

        return launch(path, arguments.lang)
    return 0


def _play(path: Path, speed: float) -> int:
    """Play the day's venues into their files, printing the clock as it goes."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.cli.tournament_files import run_on_file
    from tddesk.demo.live_day import plan_day, play_live
    from tddesk.demo.semifinal_day import bridgemate_folder

    def plan(tournament: Tournament) -> list[VenuePlay]:
        # deferred: a command loads its work only when it runs (the command line's start-up)
        from tddesk.rules.stage_kinds import StageKind
        from tddesk.services.stages import stage_views

        stages = [stage.id for stage in stage_views(tournament) if stage.form.kind == StageKind.SEMIFINAL]
        files = {stage: bridgemate_folder(path) / f"{stage}.bws" for stage in stages}
        missing = [str(file) for file in files.values() if not file.exists()]
        if missing:
            raise CliError(
                translate("Cli", "tddesk demo-day: {file} is missing; make the day again.").format(file=missing[0])
            )
        return plan_day(tournament, files, tournament.profile.dates.semifinal_day)

    venues = run_on_file(path, plan, read_only=True, command="tddesk demo-day")

    def shown(clock: dt.datetime, new: int) -> None:
        if new:
            print(translate("Cli", "{time}: {count} new rows").format(time=clock.strftime("%H:%M:%S"), count=new))

    try:
        clock = play_live(venues, speed, progress=shown)
    except KeyboardInterrupt:
        print(translate("Cli", "Stopped; run the command again to go on."))
        return 0
    print(translate("Cli", "The day is played to {time}.").format(time=clock.strftime("%H:%M")))
    return 0
