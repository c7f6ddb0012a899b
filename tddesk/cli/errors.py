from __future__ import annotations

from pathlib import Path


class CliError(Exception):
    """Bad arguments or input: printed as one line, exit status 2."""


def cannot_write(command: str, path: Path | str, error: OSError) -> CliError:
    """A write the disk refused (full, read-only, not a regular file) in the TD's words, on one line."""
    from tddesk.services.storage import storage_error  # loaded only when a write fails

    return CliError(f"{command}: {' '.join(str(storage_error(error, path)).split())}")
