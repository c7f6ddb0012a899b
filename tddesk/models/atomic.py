"""Writing a file so that it is always whole: beside the target under a temporary name, flushed to
disk, then renamed onto the target in one step. A crash, a kill or a full disk leaves the old file
(or none) and at most a ``.part`` file, never half a file under the real name.

Every file the program writes goes through here: PDFs, workbooks, JSON documents, imported
tournament files, backups and copies. A target that is a symlink, a device or a folder is
refused (``NotARegularFile``): renaming onto it would replace the link or the device with a
regular file.
"""
from __future__ import annotations

import os
import stat
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, TypeVar

Result = TypeVar("Result")
PARTIAL_SUFFIX = ".part"


class NotARegularFile(OSError):
    """The target exists and is not a regular file (a symlink, a device, a folder, a pipe)."""


def partial_path(target: Path) -> Path:
    """A fresh temporary name beside ``target`` (same folder, so the rename cannot cross disks)."""
    target = Path(target)
    return target.with_name(f".{target.name}.{uuid.uuid4().hex[:8]}{PARTIAL_SUFFIX}")


def check_replaceable(target: Path) -> None:
    """Raise NotARegularFile unless ``target`` is absent or a regular file (a symlink is not)."""
    try:
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise NotARegularFile(0, "not a regular file", str(target))


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
    """Flush the complete ``partial`` file to disk and rename it onto ``target`` in one step."""
    target = Path(target)
    check_replaceable(target)
    fsync_file(partial)
    os.replace(partial, target)
    fsync_folder(target.parent)


def write_atomically(target: Path, write: Callable[[BinaryIO], Result]) -> Result:
    """Run ``write(binary file)`` on a temporary file beside ``target`` and rename it into place
    when it succeeded; on any failure the temporary file is removed and ``target`` is untouched."""
    target = Path(target)
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


def build_atomically(target: Path, build: Callable[[Path], Result]) -> Result:
    """Let ``build(path)`` make a file at a temporary path (e.g. a library that saves by name), then
    move it onto ``target``; on failure nothing is left behind."""
    target = Path(target)
    check_replaceable(target)
    partial = partial_path(target)
    try:
        result = build(partial)
        move_into_place(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return result
