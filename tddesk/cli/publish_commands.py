"""`tddesk publish`: the results site of a championship, written into a folder.

    tddesk publish dm.tddesk webb/            every stage's standings, rounds, cross-table, rulings
    tddesk --lang en publish dm.tddesk web/   the same in English
    tddesk publish dm.tddesk webb/ --follow   the program's background publisher (see ``follow``)

The file is opened read-only, so publishing works while the TD has it open in the program. Only
pages whose text changed are written; docs/publishing.md describes the pages.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError, cannot_write
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("publish", help=translate("Cli", "write the results site into a folder"))
    parser.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file"))
    parser.add_argument("folder", type=Path, metavar="OUT_DIR", help=translate("Cli", "the folder of the site"))
    parser.add_argument(
        "--follow",
        action="store_true",
        help=translate(
            "Cli", 'keep publishing: read the audit ids of saved actions (or "all"), one line each, from standard input'
        ),
    )
    parser.set_defaults(run=run_publish)


def run_publish(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.publish.render import publish

    try:
        if arguments.folder.exists() and not arguments.folder.is_dir():
            raise CliError(
                translate("Cli", "tddesk publish: {folder} is a file, not a folder").format(folder=arguments.folder)
            )
        if arguments.follow:
            return run_on_file(
                arguments.file,
                lambda tournament: follow(tournament, arguments.folder),
                read_only=True,
                command="tddesk publish",
            )
        result = run_on_file(
            arguments.file,
            lambda tournament: publish(tournament, arguments.folder),
            read_only=True,
            command="tddesk publish",
        )
    except OSError as error:  # a name too long, a full or read-only disk, a link in the folder: in words
        raise cannot_write("tddesk publish", arguments.folder, error) from None
    print(
        translate("Cli", "Wrote {written} of {pages} pages to {folder}").format(
            written=len(result.written), pages=result.pages, folder=arguments.folder
        )
    )
    return 0


def background_priority() -> None:
    """The pages can wait a few milliseconds, the TD's typing cannot: the background publisher
    asks the operating system to run it after the window whenever both want the processor."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    import contextlib
    import os
    import sys

    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(10)
    elif sys.platform == "win32":
        # deferred: a command loads its work only when it runs (the command line's start-up)
        import ctypes

        below_normal = 0x4000  # BELOW_NORMAL_PRIORITY_CLASS
        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        kernel.SetPriorityClass(kernel.GetCurrentProcess(), below_normal)


def follow(tournament: Tournament, folder: Path) -> int:
    """The program's background publisher: for each line of standard input — audit ids separated
    by spaces, or "all" — publish the stages those actions touched and answer with one JSON line
    ({"written": …, "pages": …, "removed": …} or {"error": "…"}). Ends at the end of the input."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    import json
    import sys

    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.publish.render import publish
    from tddesk.services.change_scope import stages_of_change

    background_priority()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            found: set[str] = set()
            everything = False
            for word in words:
                touched = None if word == "all" else stages_of_change(tournament, int(word))
                if touched is None:
                    everything = True
                    break
                found |= touched
            stages = None if everything else found
            if stages == set():
                answer = {"written": [], "pages": 0, "removed": []}
            else:
                result = publish(tournament, folder, stages)
                answer = {"written": result.written, "pages": result.pages, "removed": result.removed}
        except Exception as error:  # told to the program, which shows it; the next line may work
            answer = {"error": " ".join(str(error).split()) or type(error).__name__}
        print(json.dumps(answer, ensure_ascii=False), flush=True)
    return 0
