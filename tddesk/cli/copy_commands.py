"""`tddesk save-copy`: File → Save a copy… from the command line.

    tddesk save-copy DM.tddesk /media/usb/DM.tddesk   a complete copy, even while a window has it open
"""
from __future__ import annotations

from pathlib import Path

from tddesk.cli.errors import CliError
from tddesk.i18n import translate
from tddesk.services.errors import ServiceError


def register(subparsers) -> None:
    copy = subparsers.add_parser("save-copy", help=translate("Cli", "write a complete copy of a tournament file"))
    copy.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file (.tddesk)"))
    copy.add_argument("copy", type=Path, metavar="COPY", help=translate("Cli", "the copy to write (.tddesk)"))
    copy.set_defaults(run=run_save_copy)


def run_save_copy(arguments) -> int:
    from tddesk.services.copies import save_copy
    from tddesk.services.files import open_championship

    try:
        # Read-only: checks that it is a tournament file, and works beside a window that has it open.
        tournament = open_championship(arguments.file, read_only=True)
        try:
            written = save_copy(tournament.path, arguments.copy)
        finally:
            tournament.close()
    except ServiceError as error:
        raise CliError(" ".join(str(error).split())) from None
    print(translate("Cli", "Wrote {out}").format(out=written))
    return 0
