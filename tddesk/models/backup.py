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
import tempfile
from pathlib import Path

from tddesk.models.atomic import PARTIAL_SUFFIX, build_atomically
from tddesk.models.lock import FileLock

JOURNAL_MAGIC = bytes.fromhex("d9d505f920a163d7")  # the first bytes of a rollback journal still to be played back
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


def left_by_a_crash(path: Path) -> bool:
    """Whether a program that wrote ``path`` stopped mid-entry (a crash, a pulled plug) and left its
    rollback journal: the file then holds pages of an entry never saved, which SQLite undoes when
    it next writes the file. A journal of a program still writing (its lock held) is its own."""
    journal = Path(path).with_name(Path(path).name + "-journal")
    try:
        with open(journal, "rb") as handle:
            if handle.read(len(JOURNAL_MAGIC)) != JOURNAL_MAGIC:
                return False
    except OSError:
        return False
    return not os.access(Path(path).resolve().parent, os.W_OK) or not FileLock.is_held(Path(path))


def rolled_back_copy(path: Path) -> Path:
    """A copy of ``path`` in a temporary folder as it was last saved: the file and the journal a
    crash left are copied together and SQLite plays the journal back in the copy (the file itself,
    e.g. on a write-protected USB stick, is not touched). The caller removes the folder."""
    path = Path(path)
    folder = Path(tempfile.mkdtemp(prefix="tddesk-"))
    copy = folder / path.name
    try:
        shutil.copyfile(path, copy)
        shutil.copyfile(path.with_name(path.name + "-journal"), folder / (path.name + "-journal"))
        connection = sqlite3.connect(copy)
        try:
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()  # plays the journal back
        finally:
            connection.close()
    except (OSError, sqlite3.Error):
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return copy


def copy_database(source: Path, target: Path) -> None:
    """Write a consistent copy of the database ``source`` (even while it is open) at ``target``,
    as a file that is complete on its own (rollback journal, no -wal); what a crash left unsaved
    in ``source`` is not copied."""
    rolled_back = rolled_back_copy(source) if left_by_a_crash(source) else None
    reader = sqlite3.connect(read_only_uri(rolled_back or source), uri=True)
    writer = sqlite3.connect(target)
    try:
        reader.backup(writer)
        writer.execute("PRAGMA journal_mode=DELETE")
    finally:
        writer.close()
        reader.close()
        if rolled_back is not None:
            shutil.rmtree(rolled_back.parent, ignore_errors=True)


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
