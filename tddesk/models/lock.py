"""A lock file beside the tournament file, so a second program instance is warned.

The lock names the host and process that hold it. A lock left by a process that no longer
runs on this host (a crash) is taken over silently; any other lock means the file is in use,
and the UI offers to open it read-only.
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

from tddesk.models.file_errors import TournamentFileError


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class FileLock:
    def __init__(self, path: Path, token: str):
        self.path = path
        self._token = token

    @classmethod
    def holder(cls, path: Path) -> dict | None:
        """Who holds the file (host, pid), or None when it is free or the holder is gone."""
        try:
            info = json.loads(lock_path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if info.get("host") == socket.gethostname() and not _process_alive(int(info.get("pid", 0))):
            return None
        if info.get("pid") == os.getpid() and info.get("host") == socket.gethostname():
            return info  # this very process has it open already: also "in use"
        return info

    @classmethod
    def acquire(cls, path: Path) -> FileLock:
        holder = cls.holder(path)
        if holder is not None:
            raise TournamentFileError("in_use", path, f"{holder.get('host')} ({holder.get('pid')})")
        token = f"{socket.gethostname()}:{os.getpid()}:{id(path)}"
        info = {"host": socket.gethostname(), "pid": os.getpid(), "token": token}
        lock_path(path).write_text(json.dumps(info), encoding="utf-8")
        return cls(path, token)

    def release(self) -> None:
        try:
            info = json.loads(lock_path(self.path).read_text(encoding="utf-8"))
            if info.get("token") == self._token:
                lock_path(self.path).unlink()
        except (OSError, ValueError):
            pass
