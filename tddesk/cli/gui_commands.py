"""`tddesk open FILE`: the main window (also what `tddesk` alone does)."""
from __future__ import annotations

from pathlib import Path

from tddesk.i18n import translate


def register(subparsers) -> None:
    parser = subparsers.add_parser("open", help=translate("Cli", "open the main window on a tournament file"))
    parser.add_argument("file", type=Path, nargs="?")
    parser.set_defaults(run=lambda arguments: launch(arguments.file))


def launch(file: Path | None) -> int:
    from tddesk.ui.app import run_app  # Qt is imported only when a window is wanted
    return run_app(file)
