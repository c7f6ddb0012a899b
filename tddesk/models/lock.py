"""A lock file beside the tournament file, so that one program at a time writes it
(docs/architecture.md, "The tournament file").

The lock is the operating system's own lock on the file ``NAME.tddesk.lock`` (``flock`` on Linux
and macOS, ``msvcrt.locking`` on Windows), held as long as the tournament file is open. Taking it
is one step that only one process can win, and the system lets go of it when the process ends, in
whatever way: after a crash or a flat battery the file opens again at once, with no test of
process ids (``os.kill(pid, 0)`` is no probe on Windows). The file's text names the host and
process that hold it, for the TD's message only.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import sys
from contextlib import suppress
from pathlib import Path
from types import ModuleType

from tddesk.models.file_errors import TournamentFileError

# Windows locks bytes, and a locked byte cannot be read by others: the lock takes a byte far past
# the holder's text, so the text stays readable.
WINDOWS_LOCK_OFFSET = 1 << 30
_BUSY = {errno.EACCES, errno.EAGAIN, errno.EWOULDBLOCK, errno.EDEADLK}


def lock_path(path: Path) -> Path:
    """The lock file beside the file ``path`` names (a link's destination: one lock whichever name opened it)."""
    real = Path(os.path.realpath(path))
    return real.with_name(real.name + ".lock")


def _windows_locking() -> ModuleType | None:
    """``msvcrt`` on Windows, else None (tests put a stand-in here to run the Windows branch)."""
    if sys.platform != "win32":
        return None
    # deferred: Windows only (the module exists on no other system)
    import msvcrt

    return msvcrt


def _take(descriptor: int) -> bool:
    """Lock the open lock file without waiting; False when another holds it."""
    msvcrt = _windows_locking()
    try:
        if msvcrt is not None:
            os.lseek(descriptor, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        else:
            # deferred: POSIX only (Windows has no fcntl)
            import fcntl

            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as error:
        if error.errno in _BUSY or isinstance(error, BlockingIOError):
            return False
        raise
    return True


def _let_go(descriptor: int) -> None:
    msvcrt = _windows_locking()
    try:
        if msvcrt is not None:
            os.lseek(descriptor, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)
        else:
            # deferred: POSIX only (Windows has no fcntl)
            import fcntl

            fcntl.flock(descriptor, fcntl.LOCK_UN)
    except OSError:
        pass  # closing the file lets go of it anyway


def _same_file(descriptor: int, path: Path) -> bool:
    """The lock file still at ``path`` is the one locked (a holder letting go removes it)."""
    try:
        named = os.stat(path)
    except OSError:
        return False
    held = os.fstat(descriptor)
    return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)


def _read_holder(path: Path) -> dict:
    try:
        info = json.loads(lock_path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return info if isinstance(info, dict) else {}


class FileLock:
    def __init__(self, path: Path, descriptor: int):
        self.path = path
        self._descriptor: int | None = descriptor

    @staticmethod
    def is_held(path: Path) -> bool:
        """Whether a program (this one included) has the tournament file ``path`` open for writing."""
        try:
            descriptor = os.open(lock_path(path), os.O_RDWR | getattr(os, "O_BINARY", 0))
        except OSError:
            return False  # no lock file (or none we may open): nobody holds the file
        try:
            if not _take(descriptor):
                return True
            _let_go(descriptor)
            return False
        finally:
            os.close(descriptor)

    @classmethod
    def holder(cls, path: Path) -> dict | None:
        """Who holds the file (host, pid), or None when it is free or the holder is gone."""
        return (_read_holder(path) or {"host": "?", "pid": "?"}) if cls.is_held(path) else None

    @classmethod
    def acquire(cls, path: Path) -> FileLock:
        """Take the file's lock in one step, or raise TournamentFileError "in_use"."""
        named = lock_path(path)
        for _attempt in range(20):  # a holder letting go may remove the file between our open and lock
            descriptor = os.open(named, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
            try:
                taken = _take(descriptor)
            except BaseException:
                os.close(descriptor)
                raise
            if not taken:
                os.close(descriptor)
                holder = _read_holder(path)
                raise TournamentFileError("in_use", path, f"{holder.get('host', '?')} ({holder.get('pid', '?')})")
            if _same_file(descriptor, named):
                break
            _let_go(descriptor)
            os.close(descriptor)
        else:  # pragma: no cover - twenty removals in a row
            raise TournamentFileError("in_use", path, "?")
        info = json.dumps({"host": socket.gethostname(), "pid": os.getpid()}).encode("utf-8")
        held = cls(path, descriptor)
        try:
            os.lseek(descriptor, 0, os.SEEK_SET)
            os.ftruncate(descriptor, 0)
            os.write(descriptor, info)
        except OSError:
            # a disk that cannot take these few bytes (full) cannot take the TD's entries either:
            # said now, on opening, in the disk's words (models/file_errors.py)
            held.release()
            raise
        return held

    def release(self) -> None:
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        # Removed while still locked, so nobody takes a lock file that is on its way out (POSIX);
        # Windows cannot remove an open file: there it is removed after closing, when it can be.
        if _windows_locking() is None:
            if _same_file(descriptor, lock_path(self.path)):
                lock_path(self.path).unlink(missing_ok=True)
            _let_go(descriptor)
            os.close(descriptor)
            return
        _let_go(descriptor)
        os.close(descriptor)
        with suppress(OSError):  # another program has it open this moment; a lock file nobody locks is free
            lock_path(self.path).unlink()
