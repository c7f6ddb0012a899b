"""`tddesk open FILE`: the main window (also what `tddesk` alone does).

On a Linux desktop that lacks the libraries of Qt's X11 plugin the command says what to install
instead of letting Qt abort (``tddesk.cli.display_check``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tddesk.cli.display_check import display_problem
from tddesk.i18n import translate


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("open", help=translate("Cli", "open the main window on a tournament file"))
    parser.add_argument("file", type=Path, nargs="?")
    parser.set_defaults(run=lambda arguments: launch(arguments.file, arguments.lang))


def launch(file: Path | None, language: str | None = None) -> int:
    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    from tddesk.ui.app import run_app  # Qt is imported only when a window is wanted

    return run_app(file, language)
