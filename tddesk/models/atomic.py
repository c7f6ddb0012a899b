"""Writing a file so that it is always whole: beside the target under a temporary name, flushed to
disk, then renamed onto the target in one step. A crash, a kill or a full disk leaves the old file
(or none) and at most a ``.part`` file, never half a file under the real name.

Every file the program writes goes through here: PDFs, workbooks, JSON documents, the results
site, imported tournament files, backups and copies. Nothing else renames files into place.

A symbolic link is never replaced by a regular file: a target that is a link is followed, the
new file is written beside the file it points to and renamed onto that one, and the link stays.
A target (or a link's destination) that is a device, a folder or a pipe is refused
(``NotARegularFile``): renaming onto it would replace the device with a regular file.

A tournament file is never written over while a program has it open (``TargetInUse``, told by
its lock, whichever program instance holds it), and an existing tournament file is replaced only
inside ``replacing(target)``, which a command enters when the TD confirmed (``--replace``, a
question in the dialog); otherwise ``TournamentFileInTheWay``. These checks are here, once, for
every writer.
"""

from __future__ import annotations

import gc
import glob
import io
import os
import stat
import sys
import threading
import traceback
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO, TextIO, TypeVar

from tddesk.models.lock import FileLock

Result = TypeVar("Result")
PARTIAL_SUFFIX = ".part"
TOURNAMENT_SUFFIX = ".tddesk"
_SQLITE_HEADER = b"SQLite format 3\x00"
_APPLICATION_ID = (0x74644B31).to_bytes(4, "big")  # models/schema.py's mark, at byte 68 of the header
_ANY = Path("\x00any")  # no real path holds a NUL
_confirmed: set[Path] = set()
_confirmed_lock = threading.Lock()


class NotARegularFile(OSError):
    """The target exists and is not a regular file (a symlink, a device, a folder, a pipe)."""


class TargetInUse(OSError):
    """The target is a tournament file a program has open (its lock is held)."""


class TournamentFileInTheWay(OSError):
    """The target is an existing tournament file and the TD has not confirmed replacing it."""


REFUSED_TARGETS = (NotARegularFile, TargetInUse, TournamentFileInTheWay)


def is_tournament_file(path: Path) -> bool:
    """Whether ``path`` is a tournament file by its header (or an SQLite file named ``*.tddesk``)."""
    try:
        with open(path, "rb") as handle:
            header = handle.read(100)
    except OSError:
        return False
    if not header.startswith(_SQLITE_HEADER):
        return False
    return header[68:72] == _APPLICATION_ID or Path(path).suffix.lower() == TOURNAMENT_SUFFIX


@contextmanager
def replacing(target: Path | None) -> Iterator[None]:
    """Within this block an existing (closed) tournament file at ``target`` may be replaced: the TD
    said so (``None``: any target, for a command told ``--overwrite``)."""
    key = _ANY if target is None else Path(os.path.realpath(target))
    with _confirmed_lock:
        _confirmed.add(key)
    try:
        yield
    finally:
        with _confirmed_lock:
            _confirmed.discard(key)


def check_not_open(target: Path) -> None:
    """Raise TargetInUse when ``target`` is a tournament file that a program has open."""
    if FileLock.is_held(real_target(target)):
        raise TargetInUse(0, "the file is open in a program", str(target))


def remove_tournament_file(path: Path) -> None:
    """Delete the tournament file ``path`` (and SQLite's files beside it) that the TD chose to make
    again; refused (``TargetInUse``) while a program has it open. Its lock is held while it goes, so
    no window opens it half-way. A link's destination goes, as a write would replace it; the link stays."""
    path = real_target(Path(path))
    try:
        lock = FileLock.acquire(path)
    except Exception as error:
        raise TargetInUse(0, "the file is open in a program", str(path)) from error
    try:
        for extra in (path, *(path.with_name(path.name + tail) for tail in ("-journal", "-wal", "-shm"))):
            extra.unlink(missing_ok=True)
    finally:
        lock.release()


def real_target(target: Path) -> Path:
    """The file a write to ``target`` replaces: a symbolic link's destination (the link stays)."""
    target = Path(target)
    return Path(os.path.realpath(target)) if target.is_symlink() else target


def partial_path(target: Path) -> Path:
    """A fresh temporary name beside the real ``target`` (same folder: the rename cannot cross disks)."""
    target = real_target(target)
    return target.with_name(f".{target.name}.{uuid.uuid4().hex[:8]}{PARTIAL_SUFFIX}")


def check_replaceable(target: Path) -> None:
    """Raise NotARegularFile unless the real ``target`` is absent or a regular file; TargetInUse
    when it is an open tournament file; TournamentFileInTheWay when it is a tournament file the TD
    did not confirm replacing (``replacing``)."""
    real = real_target(target)
    try:
        mode = os.lstat(real).st_mode
    except FileNotFoundError:
        check_not_open(target)  # a file that is gone while a window has it open is not to be made anew
        return
    if not stat.S_ISREG(mode):  # a device, a folder, a pipe, or a link that leads nowhere but links
        raise NotARegularFile(0, "not a regular file", str(target))
    check_not_open(target)
    if is_tournament_file(real):
        with _confirmed_lock:
            confirmed = _ANY in _confirmed or Path(os.path.realpath(real)) in _confirmed
        if not confirmed:
            raise TournamentFileInTheWay(0, "a tournament file is in the way", str(target))


def remove_partials(target: Path) -> list[Path]:
    """Remove the temporary files that writes to ``target`` killed before their rename left beside
    it (with any journal SQLite made for them); the ones removed."""
    target = real_target(target)
    found = sorted(target.parent.glob(f".{glob.escape(target.name)}.*{PARTIAL_SUFFIX}*"))
    for leftover in found:
        leftover.unlink(missing_ok=True)
    return found


def fsync_file(path: Path) -> None:
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened, e.g. Windows)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def move_into_place(partial: Path, target: Path) -> None:
    """Flush the complete ``partial`` file (made at ``partial_path(target)``) to disk and rename it
    onto the real ``target`` in one step."""
    target = real_target(target)
    check_replaceable(target)
    fsync_file(partial)
    os.replace(partial, target)
    fsync_folder(target.parent)


def write_atomically(target: Path, write: Callable[[BinaryIO], Result]) -> Result:
    """Run ``write(binary file)`` on a temporary file beside ``target`` and rename it into place
    when it succeeded; on any failure the temporary file is removed and ``target`` is untouched."""
    target = real_target(target)
    check_replaceable(target)
    partial = partial_path(target)
    try:
        with open(partial, "xb") as handle:
            result = write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        check_replaceable(target)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    fsync_folder(target.parent)
    return result


def write_bytes_atomically(target: Path, data: bytes) -> None:
    write_atomically(target, lambda handle: handle.write(data))


def write_text_atomically(target: Path, write: Callable[[TextIO], Result], *, newline: str | None = None) -> Result:
    """``write_atomically`` for text: ``write(text file)`` gets a UTF-8 text file."""

    def through_text(handle: BinaryIO) -> Result:
        text = io.TextIOWrapper(handle, encoding="utf-8", newline=newline)
        result = write(text)
        text.flush()
        text.detach()  # the binary file stays open: write_atomically flushes it to disk and closes it
        return result

    return write_atomically(target, through_text)


def build_atomically(target: Path, build: Callable[[Path], Result]) -> Result:
    """Let ``build(path)`` make a file at a temporary path (e.g. a library that saves by name), then
    move it onto ``target``; on failure nothing is left behind."""
    target = real_target(target)
    check_replaceable(target)
    partial = partial_path(target)
    try:
        result = build(partial)
        move_into_place(partial, target)
    except BaseException as error:
        _let_go_quietly(error)
        partial.unlink(missing_ok=True)
        raise
    return result


def _let_go_quietly(error: BaseException) -> None:
    """Close now what a failed library save still holds open (openpyxl's zip file, half written to
    a full disk): its own closing meets the full disk again, and that second complaint would print
    as "Exception ignored" after the TD's message. The first is told in words by the caller."""
    hook = sys.unraisablehook
    sys.unraisablehook = lambda _unraisable: None
    try:
        traceback.clear_frames(error.__traceback__)
        gc.collect()
    finally:
        sys.unraisablehook = hook
