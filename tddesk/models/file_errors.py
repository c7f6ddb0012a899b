"""Why a tournament file cannot be opened or created, for the lock and the file handling alike."""
from __future__ import annotations

from pathlib import Path


class TournamentFileError(Exception):
    """A file that cannot be opened or created; ``code`` tells which case, for the UI's words."""

    def __init__(self, code: str, path: Path, detail: str = ""):
        super().__init__(f"{code}: {path}{': ' + detail if detail else ''}")
        self.code = code  # not_found | not_tournament | corrupt | newer_version | not_writable | exists | in_use
        self.path = path
        self.detail = detail
