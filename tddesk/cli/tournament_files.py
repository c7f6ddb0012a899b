"""Opening the tournament file a command works on, for every command module of the CLI.

A refusal (a file that is no tournament file, locked by another window, from a newer program, a
rule a service enforces) becomes a ``CliError``: one line in the TD's words, exit status 2. A
command that names itself (``command="tddesk print"``) starts the line with its name, as argparse
does for bad arguments, so a script running several commands shows which one refused. The
services are imported only when a file is opened, so a command that opens none starts without
SQLAlchemy (``tests/cli/test_cli_startup.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from tddesk.cli.errors import CliError

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

Result = TypeVar("Result")


def refusal(error: Exception, command: str | None = None) -> CliError:
    """``error``'s text on one line, after ``command: `` when the command names itself."""
    text = " ".join(str(error).split())
    return CliError(f"{command}: {text}" if command else text)


def open_tournament(
    path: Path, read_only: bool = False, command: str | None = None, backup_before_first_change: bool = False
) -> Tournament:
    """The championship file at ``path``; the caller closes it. ``backup_before_first_change``: the
    rotating copy only when something is written (a command that opens the file every few seconds)."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.errors import ServiceError
    from tddesk.services.files import open_championship

    try:
        return open_championship(path, read_only=read_only, backup_before_first_change=backup_before_first_change)
    except ServiceError as error:
        raise refusal(error, command) from None


def run_on_file(
    path: Path,
    work: Callable[[Tournament], Result],
    read_only: bool = False,
    command: str | None = None,
    backup_before_first_change: bool = False,
) -> Result:
    """``work(tournament)`` on the opened file, closed afterwards; a refusal becomes a CliError.

    Other exceptions (a disk that refuses the output, say) pass through for the command to word."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.errors import ServiceError

    tournament = open_tournament(path, read_only, command, backup_before_first_change)
    try:
        return work(tournament)
    except ServiceError as error:
        raise refusal(error, command) from None
    finally:
        tournament.close()


def remove_existing(path: Path) -> None:
    """Delete the file at ``path`` that a demo is told (``--replace``) to make again; refused in words
    while a program has it open, or when it is no file (a folder, a device)."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.cli.errors import cannot_write
    from tddesk.models.atomic import NotARegularFile, remove_tournament_file

    try:
        if path.is_dir() or not (path.is_file() or path.is_symlink()):
            raise NotARegularFile(0, "not a regular file", str(path))
        remove_tournament_file(path)
    except OSError as error:
        raise cannot_write("tddesk", path, error) from None
