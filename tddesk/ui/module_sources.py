"""PySide6's import hook (``shibokensupport.feature``) reads the source of every module imported
after PySide6, looking for ``from __feature__ import``; the lines stay in ``linecache``, some 20 MB
of a window's memory that nothing else asks for (a traceback reads a file again when it needs it).
docs/architecture.md, "Speed"."""

from __future__ import annotations

import linecache


def forget_module_sources() -> None:
    """Drop the source lines read so far (after the window's modules and again after a file's)."""
    linecache.clearcache()
