"""`tddesk install-desktop`: the program in a Linux desktop's menu, and `.tddesk` files opened by it.

Writes into the user's data folder (``$XDG_DATA_HOME``, else ``~/.local/share``) the desktop
entry ``applications/se.bridge.tddesk.desktop`` with this program's path in ``Exec``, the file type
``application/x-tddesk`` for shared-mime-info (``mime/packages/se.bridge.tddesk.xml``) and the icon
set, then asks the desktop's own tools to read them again when they are installed. ``--uninstall``
removes the same files. The tarball's ``install-desktop.sh`` runs this (docs/installing.md).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tddesk.cli.errors import CliError, cannot_write
from tddesk.i18n import translate
from tddesk.resources import DATA

DESKTOP_ID = "se.bridge.tddesk"
MIME_ICON = "application-x-tddesk"


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "install-desktop",
        help=translate("Cli", "add tddesk to the Linux desktop's menu and open .tddesk files with it"),
    )
    parser.add_argument(
        "--data-home", type=Path, help=translate("Cli", "the data folder (default $XDG_DATA_HOME or ~/.local/share)")
    )
    parser.add_argument("--uninstall", action="store_true", help=translate("Cli", "remove what install-desktop added"))
    parser.set_defaults(run=run_install_desktop)


def data_home(given: Path | None) -> Path:
    if given is not None:
        return given
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def program_command() -> list[str]:
    """The words of the command line that starts this program."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    found = shutil.which("tddesk")
    return [found] if found else [sys.executable, "-m", "tddesk"]


def desktop_entry(command: list[str]) -> str:
    """The shipped desktop entry with ``command`` to start the program (quoted as the spec wants)."""
    quoted = " ".join(f'"{word}"' if " " in word else word for word in command)
    lines = []
    for shipped in (DATA / "desktop" / f"{DESKTOP_ID}.desktop").read_text(encoding="utf-8").splitlines():
        if shipped.startswith("Exec="):
            lines.append(f"Exec={quoted} open %f")
        elif shipped.startswith("TryExec="):  # a menu entry that disappears when the program is removed
            lines.extend([f"TryExec={command[0]}"] if len(command) == 1 else [])
        else:
            lines.append(shipped)
    return "\n".join(lines) + "\n"


def installed_files(home: Path) -> dict[Path, bytes | None]:
    """Each file install-desktop writes, with its content (None: filled in by the caller)."""
    icons = DATA / "icons" / "hicolor"
    files: dict[Path, bytes | None] = {
        home / "applications" / f"{DESKTOP_ID}.desktop": None,
        home / "mime" / "packages" / f"{DESKTOP_ID}.xml": (DATA / "desktop" / f"{DESKTOP_ID}.xml").read_bytes(),
    }
    for size_folder in icons.iterdir():
        image = (size_folder / "apps" / f"{DESKTOP_ID}.png").read_bytes()
        files[home / "icons" / "hicolor" / size_folder.name / "apps" / f"{DESKTOP_ID}.png"] = image
        files[home / "icons" / "hicolor" / size_folder.name / "mimetypes" / f"{MIME_ICON}.png"] = image
    return files


def refresh_desktop(home: Path) -> None:
    """Let the desktop read the new entry, file type and icons (each tool only where installed)."""
    tools = (
        ["update-mime-database", str(home / "mime")],
        ["update-desktop-database", str(home / "applications")],
        ["gtk-update-icon-cache", "--force", "--ignore-theme-index", str(home / "icons" / "hicolor")],
    )
    for command in tools:
        if shutil.which(command[0]):
            subprocess.run(command, capture_output=True, check=False)


def run_install_desktop(arguments: argparse.Namespace) -> int:
    if not sys.platform.startswith("linux"):
        raise CliError(
            translate("Cli", "install-desktop: only for Linux desktops; the Windows and macOS installers do this.")
        )
    home = data_home(arguments.data_home)
    files = installed_files(home)
    if arguments.uninstall:
        for path in files:
            path.unlink(missing_ok=True)
        refresh_desktop(home)
        print(translate("Cli", "Removed tddesk from the desktop's menu ({folder})").format(folder=home))
        return 0
    # deferred: only install-desktop writes files (start-up of every command)
    from tddesk.models.atomic import write_bytes_atomically

    entry = desktop_entry(program_command()).encode("utf-8")
    for path, content in files.items():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_bytes_atomically(path, entry if content is None else content)
        except OSError as error:
            raise cannot_write("install-desktop", path, error) from error
    refresh_desktop(home)
    print(
        translate("Cli", "Added tddesk to the desktop's menu; .tddesk files open with it ({folder})").format(
            folder=home
        )
    )
    return 0
