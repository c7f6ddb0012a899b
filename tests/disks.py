"""Real disks for storage tests: a small tmpfs that can be filled, and a folder mounted read-only.

Mounting needs root (CAP_SYS_ADMIN), as in CI's container; elsewhere the tests that need a full
disk are skipped, and a read-only folder falls back to one without write permission.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from contextlib import contextmanager
from pathlib import Path

import pytest

FILLER = "filler.bin"


def _mount(folder: Path, options: str) -> bool:
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], capture_output=True, check=False
    )
    return done.returncode == 0


def _unmount(folder: Path) -> None:
    subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


@contextmanager
def small_disk(folder: Path, size_kib: int = 4096):
    """``folder`` as a disk of ``size_kib`` KiB of its own (tmpfs); skipped where nothing can be mounted."""
    folder.mkdir(parents=True, exist_ok=True)
    if not _mount(folder, f"size={size_kib}k"):
        pytest.skip("a small disk of its own needs a tmpfs, which only root can mount")
    try:
        yield folder
    finally:
        _unmount(folder)


def fill(folder: Path, leave_bytes: int = 0) -> None:
    """Fill the disk holding ``folder`` until about ``leave_bytes`` remain free."""
    free = shutil.disk_usage(folder).free - leave_bytes
    with open(folder / FILLER, "ab") as handle:
        while free > 0:
            chunk = min(free, 1 << 20)
            try:
                handle.write(b"\0" * chunk)
                handle.flush()
            except OSError:
                break
            free -= chunk


def free_space(folder: Path) -> None:
    (folder / FILLER).unlink(missing_ok=True)


@contextmanager
def read_only_folder(folder: Path, *files: Path):
    """``folder`` holding copies of ``files``, on a disk mounted read-only (root), else a folder
    without write permission (which only binds a user who is not root)."""
    folder.mkdir(parents=True, exist_ok=True)
    if _mount(folder, "size=65536k"):
        for file in files:
            shutil.copy2(file, folder / file.name)
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        try:
            yield folder
        finally:
            _unmount(folder)
        return
    if os.geteuid() == 0:
        pytest.skip("root ignores folder permissions and cannot mount a read-only disk here")
    for file in files:
        shutil.copy2(file, folder / file.name)
    folder.chmod(0o555)
    try:
        yield folder
    finally:
        folder.chmod(0o755)
