"""Backup copies of a tournament file, made with SQLite's online backup API.

A copy is written under a temporary name and renamed into place when complete
(``tddesk.models.atomic``), so a killed backup never leaves a 0-byte or half copy among the kept
ones; it is not taken when the disk lacks room for it. The copies kept cover the last days of
work, not only the last few opens: the newest ``KEEP_BACKUPS`` copies, and the newest copy of
each of the last ``KEEP_DAYS`` days on which a copy was made.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import shutil
import sqlite3
from pathlib import Path

from tddesk.models.atomic import PARTIAL_SUFFIX, build_atomically

KEEP_BACKUPS = 10
KEEP_DAYS = 30
SPARE_BYTES = 16 * 2**20  # left free after a copy, so a backup never fills the disk the file needs
_STAMP = re.compile(r"-(\d{8})-\d{6}-\d{6}-")


def backup_folder(path: Path) -> Path:
    return path.with_name(path.stem + "-backups")


def read_only_uri(path: Path) -> str:
    """SQLite's URI to read ``path`` without changing it; a file in a folder that cannot be written
    is read as immutable (SQLite could not make the lock or -shm files it would otherwise need)."""
    uri = f"{Path(path).resolve().as_uri()}?mode=ro"
    if not os.access(Path(path).resolve().parent, os.W_OK):
        uri += "&immutable=1"
    return uri


def copy_database(source: Path, target: Path) -> None:
    """Write a consistent copy of the database ``source`` (even while it is open) at ``target``,
    as a file that is complete on its own (rollback journal, no -wal)."""
    reader = sqlite3.connect(read_only_uri(source), uri=True)
    writer = sqlite3.connect(target)
    try:
        reader.backup(writer)
        writer.execute("PRAGMA journal_mode=DELETE")
    finally:
        writer.close()
        reader.close()


def has_room_for(path: Path, folder: Path) -> bool:
    """Whether ``folder``'s disk holds a copy of ``path`` and still keeps SPARE_BYTES free."""
    try:
        return shutil.disk_usage(folder).free >= path.stat().st_size + SPARE_BYTES
    except OSError:
        return False


def backup_copy(path: Path, reason: str = "auto", keep: int | None = None) -> Path | None:
    """Copy the file consistently into its backups folder and rotate the copies; returns the copy,
    or None when the disk lacks room for it (no copy is better than a full disk)."""
    folder = backup_folder(path)
    folder.mkdir(exist_ok=True)
    _remove_leftovers(folder)
    if not has_room_for(path, folder):
        return None
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = folder / f"{path.stem}-{stamp}-{reason}{path.suffix}"
    build_atomically(target, lambda partial: copy_database(path, partial))
    rotate(folder, path, keep or KEEP_BACKUPS)
    return target


def rotate(folder: Path, path: Path, keep: int, keep_days: int = KEEP_DAYS) -> None:
    """Keep the newest ``keep`` copies and the newest copy of each of the last ``keep_days`` days."""
    copies = sorted(folder.glob(f"{path.stem}-*{path.suffix}"))  # the stamp makes name order time order
    kept = set(copies[-keep:])
    newest_of_day: dict[str, Path] = {}
    for copy in copies:
        match = _STAMP.search(copy.name[len(path.stem) :])
        if match:
            newest_of_day[match.group(1)] = copy
    kept.update(newest_of_day[day] for day in sorted(newest_of_day)[-keep_days:])
    for old in copies:
        if old not in kept:
            old.unlink()


def _remove_leftovers(folder: Path) -> None:
    """Temporary files of a backup that was killed before it was complete."""
    for leftover in folder.glob(f".*{PARTIAL_SUFFIX}*"):
        leftover.unlink(missing_ok=True)
