"""Which schema a tournament file is at, checked without changing it (docs/architecture.md, "The
tournament file").

``inspect_file`` looks at a file read-only before it is opened: is it an SQLite file marked with
tddesk's application id, intact, at a schema revision this program knows (a file from a newer
program is refused). The revisions are read from the migration scripts' own ``revision =`` lines;
Alembic is imported only to migrate or create a file (``tddesk.models.database``), and SQLAlchemy
not at all here, so the cold start reads the file before the ORM has loaded.
"""

from __future__ import annotations

import os
import re
import sqlite3
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.models.backup import read_only_uri
from tddesk.models.file_errors import TournamentFileError, from_sqlite_error

APPLICATION_ID = 0x74644B31  # "tdK1": marks an SQLite file as a tddesk tournament file
SQLITE_HEADER = b"SQLite format 3\x00"
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
_REVISION_LINE = re.compile(r"^(revision|down_revision)\s*=\s*(None|['\"]([^'\"]+)['\"])", re.MULTILINE)

if TYPE_CHECKING:
    from alembic.config import Config


def _alembic_config(connection=None) -> Config:
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


@cache
def _revision_chain() -> dict[str, str | None]:
    """Each migration's revision → the revision it follows, read from the scripts' ``revision =`` lines."""
    chain: dict[str, str | None] = {}
    for script in (MIGRATIONS / "versions").glob("*.py"):
        found = {name: value for name, _whole, value in _REVISION_LINE.findall(script.read_text("utf-8"))}
        if "revision" in found:
            chain[found["revision"]] = found.get("down_revision") or None
    return chain


def known_revisions() -> set[str]:
    return set(_revision_chain())


def head_revision() -> str:
    """The newest revision: the one no other migration follows (the chain has exactly one head)."""
    chain = _revision_chain()
    heads = set(chain) - set(chain.values())
    if len(heads) != 1:
        raise RuntimeError(f"the migrations must have exactly one head, not {sorted(heads)}")
    return heads.pop()


def upgrade_to_head(connection) -> None:
    """Migrate the file behind ``connection`` (an SQLAlchemy connection) to the newest schema."""
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from alembic import command

    command.upgrade(_alembic_config(connection), "head")


def inspect_file(path: Path) -> str | None:
    """Check a file without changing it; returns its schema revision or raises TournamentFileError."""
    if not path.is_file():
        raise TournamentFileError("not_found", path)
    try:
        with open(path, "rb") as handle:
            header = handle.read(16)
    except OSError as error:
        raise TournamentFileError("unreadable", path, error.strerror or str(error), error.errno) from None
    if header != SQLITE_HEADER:
        raise TournamentFileError("not_tournament", path)
    _finish_interrupted_write(path)
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            if connection.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                raise TournamentFileError("not_tournament", path)
            if connection.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise TournamentFileError("corrupt", path)
            revision = _current_revision(connection)
            if revision is None and _has_tables(connection):
                # Tables without a schema mark: no migration can be chosen safely (never guess).
                raise TournamentFileError("no_schema_mark", path)
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise from_sqlite_error(error, path) from None
    if revision is not None and revision not in known_revisions():
        raise TournamentFileError("newer_version", path, revision)
    return revision


def _finish_interrupted_write(path: Path) -> None:
    """Give the file back its last saved state after a crash, a kill or a power cut mid-save.

    A save cut off half-way leaves a hot ``-journal`` beside the file (or, in a file from a
    version that used WAL, a ``-wal``); only a connection that may write can roll it back, so
    every read-only look at the file (the check before opening, a viewer) would be refused until
    then. SQLite rolls back only a journal no live program is still writing, so this changes
    nothing while another window saves.
    """
    leftovers = (path.with_name(path.name + "-journal"), path.with_name(path.name + "-wal"))
    if not any(leftover.exists() for leftover in leftovers):
        return
    if not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)):
        return  # a read-only disk: the check below says so
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True)
        try:
            connection.execute("PRAGMA schema_version").fetchone()  # the first read rolls a hot journal back
        finally:
            connection.close()
    except sqlite3.Error:
        pass  # the read-only check that follows tells what is wrong with the file


def _current_revision(connection: sqlite3.Connection) -> str | None:
    exists = connection.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='alembic_version'").fetchone()
    if not exists:
        return None
    row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    return row[0] if row else None


def _has_tables(connection: sqlite3.Connection) -> bool:
    return (
        connection.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name != 'alembic_version'"
        ).fetchone()
        is not None
    )
