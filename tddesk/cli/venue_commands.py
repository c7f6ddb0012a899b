"""`tddesk venue-sync`: a venue's side of the semifinal day's shared folder (docs/publishing.md,
"Across venues") — its own stage's board results written there, the other venues' merged here,
once or (``--follow``) for as long as the day is played."""

from __future__ import annotations

import argparse
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate
from tddesk.ids import StageId

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sync = subparsers.add_parser(
        "venue-sync", help=translate("Cli", "share the day's board results with the other venues through a folder")
    )
    sync.add_argument("file", type=Path)
    sync.add_argument("--stage", required=True, help=translate("Cli", "this venue's stage, e.g. semifinal-1"))
    sync.add_argument("--folder", type=Path, required=True, help=translate("Cli", "the folder the venues share"))
    sync.add_argument("--venue", required=True, help=translate("Cli", "this venue's name, as the others see it"))
    sync.add_argument("--follow", action="store_true", help=translate("Cli", "keep going until stdin closes or Ctrl+C"))
    sync.add_argument("--interval", type=float, default=2.0, help=translate("Cli", "seconds between looks"))
    sync.set_defaults(run=_sync)


def _sync(arguments: argparse.Namespace) -> int:
    """Each look opens the file, writes and merges, and closes it again, so the venue's other
    commands (a Bridgemate import, an entry) reach the file between looks."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.stages import get_stage
    from tddesk.services.venue_exchange import VenueFollower

    if not arguments.folder.is_dir():
        raise CliError(translate("Cli", "{folder} is not a folder.").format(folder=arguments.folder))
    follower: VenueFollower | None = None  # made at the first look, kept (what it merged) across looks

    def look(tournament: Tournament) -> None:
        nonlocal follower
        with tournament.reading() as session:
            get_stage(session, arguments.stage)
        if follower is None:
            follower = VenueFollower(tournament, arguments.folder, StageId(arguments.stage), arguments.venue)
        follower.tournament = tournament
        written = follower.write_own()
        if written is not None:
            print(translate("Cli", "written {path}").format(path=written.name), flush=True)
        for note in follower.poll():
            print(note, flush=True)

    closed = threading.Event()
    if arguments.follow:
        # stdin closing (the parent gone, or Ctrl+D) ends the day's following
        threading.Thread(target=lambda: _set_at_end_of_input(closed), daemon=True).start()
    told: set[str] = set()
    try:
        while True:
            try:
                run_on_file(arguments.file, look, backup_before_first_change=True)
            except CliError as error:
                if not arguments.follow:
                    raise
                # the file busy with another command this moment: said once, the next look tries again
                if str(error) not in told:
                    told.add(str(error))
                    print(error, file=sys.stderr, flush=True)
            if not arguments.follow or closed.wait(arguments.interval):
                return 0
    except KeyboardInterrupt:
        return 0


def _set_at_end_of_input(closed: threading.Event) -> None:
    sys.stdin.read()
    closed.set()
