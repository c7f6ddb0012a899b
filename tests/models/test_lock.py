"""The tournament file's lock (tddesk.models.lock): the system's own lock, taken in one step that
only one process wins, let go of when its process ends however it ends; the Windows branch is run
here with a stand-in for ``msvcrt`` that locks byte ranges per open file, as Windows does."""

from __future__ import annotations

import errno
import multiprocessing
import os
import socket
import struct
import subprocess
import sys
import textwrap
import types
from pathlib import Path

import pytest

from tddesk.models import lock as lock_module
from tddesk.models.database import create_file, open_file
from tddesk.models.file_errors import TournamentFileError
from tddesk.models.lock import FileLock, lock_path

WINDOWS = sys.platform == "win32"
PROJECT = Path(__file__).resolve().parents[2]


def windows_stand_in() -> types.ModuleType:
    """``msvcrt.locking`` as Windows does it: the bytes from the file's position, per open file
    (Linux's open-file-description locks), refused with EACCES when another holds them."""
    stand_in = types.ModuleType("msvcrt")
    stand_in.LK_NBLCK, stand_in.LK_UNLCK = 2, 0

    def locking(descriptor: int, mode: int, count: int) -> None:
        import fcntl

        start = os.lseek(descriptor, 0, os.SEEK_CUR)
        kind = fcntl.F_UNLCK if mode == stand_in.LK_UNLCK else fcntl.F_WRLCK
        request = struct.pack("hh4xqqi4x", kind, os.SEEK_SET, start, count, 0)
        try:
            fcntl.fcntl(descriptor, fcntl.F_OFD_SETLK, request)
        except OSError as error:
            raise OSError(errno.EACCES, "Permission denied") from error

    stand_in.locking = locking
    return stand_in


@pytest.fixture(params=["posix", "windows"])
def platform(request, monkeypatch):
    """The branch of the lock to run; on Windows itself both run the real ``msvcrt``."""
    if request.param == "windows" and not WINDOWS:
        stand_in = windows_stand_in()
        monkeypatch.setattr(lock_module, "_windows_locking", lambda: stand_in)
    return request.param


def test_a_second_lock_is_refused_and_the_first_let_go_frees_the_file(tmp_path, platform):
    path = tmp_path / "dm.tddesk"
    first = FileLock.acquire(path)
    assert FileLock.is_held(path)
    with pytest.raises(TournamentFileError) as refused:
        FileLock.acquire(path)  # this very process, a second window: in use too
    assert refused.value.code == "in_use" and str(os.getpid()) in refused.value.detail
    first.release()
    assert not FileLock.is_held(path) and not lock_path(path).exists()
    FileLock.acquire(path).release()


def test_a_lock_file_left_by_a_crash_is_free(tmp_path, platform):
    """A flat battery leaves the lock file with a process id that may now be anyone's: only the
    system's lock counts, and nobody holds it."""
    path = tmp_path / "dm.tddesk"
    lock_path(path).write_text('{"host": "laptop", "pid": 1}', encoding="utf-8")
    assert FileLock.holder(path) is None
    FileLock.acquire(path).release()


def test_no_process_is_probed_with_a_signal(tmp_path, platform, monkeypatch):
    """On Windows ``os.kill(pid, 0)`` ends the process instead of testing it."""

    def kill(*_arguments):
        raise AssertionError("os.kill called")

    monkeypatch.setattr(os, "kill", kill)
    path = tmp_path / "dm.tddesk"
    lock_path(path).write_text(f'{{"host": "{socket.gethostname()}", "pid": {os.getpid()}}}', encoding="utf-8")
    held = FileLock.acquire(path)
    assert FileLock.holder(path)["pid"] == os.getpid()
    held.release()


HOLD = """
import sys, time
from pathlib import Path
from tddesk.models import lock
if sys.argv[2] == "windows" and sys.platform != "win32":
    sys.path.insert(0, sys.argv[3])
    from test_lock import windows_stand_in
    stand_in = windows_stand_in()
    lock._windows_locking = lambda: stand_in
held = lock.FileLock.acquire(Path(sys.argv[1]))
print("held", flush=True)
time.sleep(60)
"""


def test_a_killed_holder_lets_go_at_once(tmp_path, platform):
    path = tmp_path / "dm.tddesk"
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(HOLD), str(path), platform, str(Path(__file__).parent)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(PROJECT)},
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(TournamentFileError):
            FileLock.acquire(path)
        assert FileLock.holder(path)["pid"] == holder.pid
    finally:
        holder.kill()  # SIGKILL; TerminateProcess on Windows
        holder.wait()
    FileLock.acquire(path).release()  # the lock file stays; its lock went with the process


def _contend(path: str, rounds: int, start, tried, let_go, platform: str, results) -> None:
    if platform == "windows" and not WINDOWS:
        stand_in = windows_stand_in()
        lock_module._windows_locking = lambda: stand_in
    won = []
    for _round in range(rounds):
        start.wait()
        try:
            opened = open_file(Path(path))
        except TournamentFileError:
            opened = None
        tried.wait()
        won.append(opened is not None)
        if opened is not None:
            opened.close()
        let_go.wait()
    results.put(won)


@pytest.mark.parametrize("platform_name", ["posix", "windows"])
def test_two_writers_never_both_get_in(tmp_path, platform_name):
    """Four processes open the same file for writing at the same moment, forty times: each time
    exactly one gets in (before, two got in 25 times in 30)."""
    path = tmp_path / "dm.tddesk"
    create_file(path).close()
    context = multiprocessing.get_context("spawn")
    workers, rounds = 4, 40
    start, tried, let_go = (context.Barrier(workers) for _ in range(3))
    results = context.Queue()
    processes = [
        context.Process(target=_contend, args=(str(path), rounds, start, tried, let_go, platform_name, results))
        for _ in range(workers)
    ]
    for process in processes:
        process.start()
    outcomes = [results.get(timeout=120) for _ in processes]
    for process in processes:
        process.join(timeout=30)
    winners = [sum(outcome[round_number] for outcome in outcomes) for round_number in range(rounds)]
    assert winners == [1] * rounds
