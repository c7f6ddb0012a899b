"""Rotating backup copies of a tournament file, made with SQLite's online backup API."""
from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

KEEP_BACKUPS = 10


def backup_folder(path: Path) -> Path:
    return path.with_name(path.stem + "-backups")


def backup_copy(path: Path, reason: str = "auto", keep: int | None = None) -> Path:
    """Copy the file consistently (even while open) and keep only the newest ``keep`` copies."""
    folder = backup_folder(path)
    folder.mkdir(exist_ok=True)
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = folder / f"{path.stem}-{stamp}-{reason}{path.suffix}"
    source = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    destination = sqlite3.connect(target)
    try:
        source.backup(destination)
    finally:
        destination.close()
        source.close()
    copies = sorted(folder.glob(f"{path.stem}-*{path.suffix}"))
    for old in copies[:-(keep or KEEP_BACKUPS)]:
        old.unlink()
    return target
