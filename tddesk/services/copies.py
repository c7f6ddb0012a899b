"""File → Save a copy…: the open championship as a second, complete `.tddesk` file elsewhere.

The copy is made with SQLite's online backup API while the program keeps the file open, so it is
consistent even mid-evening; it is written beside its target under a temporary name and renamed
into place when complete (``tddesk.models.atomic``), so a USB stick pulled out or a full disk
leaves either the old copy or none, never half a file. The copy is a file of its own (rollback
journal, no ``-wal``) that opens on any machine. The open file itself is not changed.
"""

from __future__ import annotations

import sqlite3
from contextlib import nullcontext
from pathlib import Path

from tddesk.i18n import translate
from tddesk.models.atomic import build_atomically, replacing
from tddesk.models.backup import copy_database
from tddesk.services.errors import ServiceError, message
from tddesk.services.storage import database_error, storage_error


def save_copy(source: Path | str, target: Path | str, *, replace: bool = False) -> Path:
    """Write a complete copy of the tournament file ``source`` at ``target``; returns ``target``.

    ``source`` may be open in this or another program window. An existing tournament file at
    ``target`` is replaced only when the TD confirmed it (``replace``), and never while a program
    has it open. Raises ServiceError in the TD's words when the copy cannot be written; then
    ``target`` is as it was.
    """
    source, target = Path(source), Path(target)
    if target.exists() and _same_file(source, target):
        raise message(
            translate("Files", "{path} is the open file itself. Choose another name or folder for the copy."),
            path=target,
        )
    if not target.parent.is_dir():
        raise message(
            translate("Files", "The folder {folder} does not exist. Choose a folder for the copy."),
            folder=target.parent,
        )
    try:
        with replacing(target) if replace else nullcontext():
            build_atomically(target, lambda partial: copy_database(source, partial))
    except OSError as error:
        raise storage_error(error, target) from None
    except sqlite3.Error as error:
        raise _copy_refused(error, target) from None
    return target


def _same_file(source: Path, target: Path) -> bool:
    try:
        return source.samefile(target)
    except OSError:
        return False


def _copy_refused(error: sqlite3.Error, target: Path) -> ServiceError:
    return database_error(error, target) or message(
        translate("Files", "The copy {path} could not be written ({detail}); nothing was saved."),
        path=target,
        detail=error,
    )
