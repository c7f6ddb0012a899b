"""What the disk said, in the TD's words: a full disk, a read-only folder, a link instead of a file.

Every write (an entry, an export, a copy, a backup) that the operating system or SQLite refuses
becomes one ServiceError saying what happened, that nothing was saved, and what to do, instead
of a traceback. The file itself is unchanged: SQLite rolls the transaction back, and files are
written beside their target and renamed only when complete (``tddesk.models.atomic``).
"""

from __future__ import annotations

import errno
from pathlib import Path

from tddesk.i18n import translate
from tddesk.models.atomic import NotARegularFile, TargetInUse, TournamentFileInTheWay, real_target
from tddesk.services.errors import ServiceError, message
from tddesk.system_words import system_reason

_FULL = {errno.ENOSPC, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC)}
_READ_ONLY = {errno.EROFS, errno.EACCES, errno.EPERM}


class StorageFull(ServiceError):
    """The disk (or the space the program may use) is full; nothing was saved."""


class StorageReadOnly(ServiceError):
    """The disk, folder or file cannot be written; nothing was saved."""


def disk_full(path: Path | str) -> StorageFull:
    return StorageFull(
        translate(
            "Storage",
            "The disk is full ({path}); nothing was saved. Free some space (delete files you do not need "
            "or empty the wastebasket) and try again.",
        ).format(path=path)
    )


def read_only(path: Path | str) -> StorageReadOnly:
    return StorageReadOnly(
        translate(
            "Storage",
            "{path} cannot be written: the disk, folder or file is read-only; nothing was saved. "
            "Save a copy in a folder where you may write.",
        ).format(path=path)
    )


def storage_error(error: OSError, path: Path | str) -> ServiceError:
    """An OSError from writing ``path`` as the TD's words."""
    if isinstance(error, NotARegularFile):
        real = real_target(Path(path))
        return message(
            translate(
                "Storage",
                "{path} is not a regular file (it is a device, a pipe or a folder); "
                "nothing was written. Choose another name.",
            ),
            path=path if real == Path(path) else f"{path} → {real}",
        )
    if isinstance(error, TargetInUse):
        return message(
            translate(
                "Storage",
                "{path} is a tournament file that is open in tddesk (this or another window, or on another "
                "computer); nothing was written. Choose another name, or close the file there first.",
            ),
            path=path,
        )
    if isinstance(error, TournamentFileInTheWay):
        return message(
            translate(
                "Storage",
                "{path} is an existing tournament file; nothing was written. Choose another name, or "
                "confirm that it is to be replaced (on the command line: --overwrite).",
            ),
            path=path,
        )
    if error.errno in _FULL:
        return disk_full(path)
    if error.errno in _READ_ONLY:
        return read_only(path)
    if error.errno == errno.ENAMETOOLONG:
        return message(
            translate(
                "Storage", "The name {path} is too long for the disk; nothing was written. Choose a shorter name."
            ),
            path=path,
        )
    return message(
        translate("Storage", "Cannot write {path} ({detail}); nothing was saved."),
        path=path,
        detail=system_reason(error),
    )


def database_error(error: BaseException | None, path: Path | str) -> ServiceError | None:
    """SQLite's refusal to write as words, or None when it is not about the storage."""
    text = str(error).lower()
    if "disk is full" in text or "database or disk is full" in text:
        return disk_full(path)
    if "readonly database" in text or "read-only" in text:
        return read_only(path)
    if "disk i/o error" in text:
        return message(
            translate(
                "Storage",
                "The disk could not write {path} (an input/output error); nothing was "
                "saved. Check the disk or USB stick and try again.",
            ),
            path=path,
        )
    return None


def constraint_words(error: BaseException | None) -> str:
    """Why SQLite refused a change, in the TD's words, never its own ("UNIQUE constraint failed: …")."""
    text = str(error).upper()
    if "UNIQUE" in text or "PRIMARY KEY" in text:
        return translate("Storage", "the file already holds one with the same name or number")
    if "FOREIGN KEY" in text:
        return translate("Storage", "it names something the file does not hold (or no longer holds)")
    if "NOT NULL" in text:
        return translate("Storage", "a value the file needs is missing")
    return translate("Storage", "a value lies outside what the file can hold")
