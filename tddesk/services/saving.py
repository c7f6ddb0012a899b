"""A file the TD saves from the window (a PDF, a sheet), written whole or not at all.

The window may not reach into ``tddesk.models``; this is its way to ``tddesk.models.atomic``, with
the disk's refusal (full, read-only, a device or folder in the way) as a ServiceError in words.
"""

from __future__ import annotations

from pathlib import Path

from tddesk.models.atomic import write_bytes_atomically
from tddesk.services.storage import storage_error


def save_bytes(target: Path | str, data: bytes) -> Path:
    """Write ``data`` at ``target`` (a link's destination, the link kept); returns ``target``."""
    try:
        write_bytes_atomically(Path(target), data)
    except OSError as error:
        raise storage_error(error, target) from None
    return Path(target)
