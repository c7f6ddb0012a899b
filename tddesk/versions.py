"""The program's version and those of what it runs on, for ``tddesk --version`` and Help → About.

The version has one source: ``version`` in ``pyproject.toml``, read back from the installed
distribution's metadata (an editable install, a wheel and the frozen program all carry it;
docs/installing.md, "Versions"). No Qt here: the command line reports PySide6's version from its
metadata, the window adds the Qt library's own.
"""

from __future__ import annotations

import platform
from importlib import metadata

# The libraries a TD's question about a result or a printout may depend on, in the order shown.
REPORTED_LIBRARIES = ("PySide6", "SQLAlchemy", "alembic", "reportlab", "openpyxl", "endplay", "access-parser", "Jinja2")


def program_version() -> str:
    """The installed tddesk's version; empty in a source tree that is not installed."""
    try:
        return metadata.version("tddesk")
    except metadata.PackageNotFoundError:
        return ""


def library_versions() -> list[tuple[str, str]]:
    """(name, version) of each reported library that is installed."""
    found = []
    for name in REPORTED_LIBRARIES:
        try:
            found.append((name, metadata.version(name)))
        except metadata.PackageNotFoundError:
            continue
    return found


def version_lines(qt_version: str | None = None) -> list[str]:
    """``tddesk X``, then Python, Qt (when the caller knows it) and each library, one per line."""
    lines = [f"tddesk {program_version() or '(source tree)'}", f"Python {platform.python_version()}"]
    if qt_version:
        lines.append(f"Qt {qt_version}")
    lines.extend(f"{name} {version}" for name, version in library_versions())
    return lines
