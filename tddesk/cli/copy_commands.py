"""`tddesk save-copy`: File → Save a copy… from the command line.

tddesk save-copy DM.tddesk /media/usb/DM.tddesk   a complete copy, even while a window has it open
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    copy = subparsers.add_parser("save-copy", help=translate("Cli", "write a complete copy of a tournament file"))
    copy.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file (.tddesk)"))
    copy.add_argument("copy", type=Path, metavar="COPY", help=translate("Cli", "the copy to write (.tddesk)"))
    copy.set_defaults(run=run_save_copy)


def run_save_copy(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.copies import save_copy

    # Read-only: checks that it is a tournament file, and works beside a window that has it open.
    written = run_on_file(arguments.file, lambda tournament: save_copy(tournament.path, arguments.copy), read_only=True)
    print(translate("Cli", "Wrote {out}").format(out=written))
    return 0
