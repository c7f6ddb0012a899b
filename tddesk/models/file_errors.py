"""Why a tournament file cannot be opened or created, for the lock and the file handling alike.

What the disk says (a full disk, a read-only folder or file, an input/output error) is told
apart from a damaged file here, so a TD whose USB stick is full or write-protected is not sent
to the backups.
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
from pathlib import Path

FULL_BELOW_BYTES = 256 * 1024  # SQLite needs a few pages (and a 32 KiB -shm) just to open a file
_FULL = {errno.ENOSPC, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC)}
_READ_ONLY = {errno.EROFS, errno.EACCES, errno.EPERM}


class TournamentFileError(Exception):
    """A file that cannot be opened or created; ``code`` tells which case, for the UI's words."""

    def __init__(self, code: str, path: Path, detail: str = "", error_number: int | None = None):
        super().__init__(f"{code}: {path}{': ' + detail if detail else ''}")
        self.error_number = error_number  # the system's errno behind ``detail``, to word it in the TD's language
        # not_found | not_tournament | corrupt | newer_version | not_writable | exists | in_use
        # | disk_full | unreadable | read_only_file | read_only_folder
        self.code = code
        self.path = path
        self.detail = detail


def disk_is_full(folder: Path) -> bool:
    try:
        return shutil.disk_usage(folder).free < FULL_BELOW_BYTES
    except OSError:
        return False


def from_os_error(error: OSError, path: Path, *, writing_in: Path | None = None) -> TournamentFileError:
    """An OSError met while opening ``path`` (or writing in the folder ``writing_in``) as its case."""
    detail = error.strerror or str(error)
    if error.errno in _FULL:
        return TournamentFileError("disk_full", path, detail, error.errno)
    if error.errno in _READ_ONLY:
        return TournamentFileError("read_only_folder", path, detail, error.errno)
    return TournamentFileError("not_writable", writing_in or path.parent, detail, error.errno)


def from_sqlite_error(error: BaseException | None, path: Path) -> TournamentFileError:
    """SQLite's refusal to open ``path``: the disk's fault (full, unreadable, read-only) or a damaged file."""
    text = str(error).lower()
    if "disk is full" in text or (("disk i/o error" in text or "unable to open" in text) and disk_is_full(path.parent)):
        return TournamentFileError("disk_full", path, str(error))
    if "readonly" in text or "read-only" in text:
        return TournamentFileError("read_only_folder", path, str(error))
    if "disk i/o error" in text or "unable to open" in text:
        return TournamentFileError("unreadable", path, str(error))
    return TournamentFileError("corrupt", path, str(error))


def marked_read_only(path: Path) -> bool:
    """The file itself may not be written: no write permission for us, or no write bit at all (the
    read-only mark a TD sets in the file's properties, honoured even where an administrator could write)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not os.access(path, os.W_OK) or not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
