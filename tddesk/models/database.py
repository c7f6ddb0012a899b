"""Opening, creating, migrating and backing up tournament files (docs/architecture.md, "The tournament file").

A tournament file is an SQLite database marked with its own application id. On open: the file
is checked read-only first (``tddesk.models.schema.inspect_file``: is it a tournament file, is it
intact, is it from a newer program), so a refused file is never modified; then a backup copy is
taken before any migration.
Connections run with foreign keys on, a rollback journal and synchronous=FULL: after every
saved action the `.tddesk` file alone is complete (a TD copies it to a USB stick mid-evening, without
any ``-wal``), at about the cost of WAL per entry (benchmarks/bench_journal.py).
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.models.atomic import fsync_file, fsync_folder
from tddesk.models.backup import backup_copy, left_by_a_crash, read_only_uri, rolled_back_copy
from tddesk.models.file_errors import TournamentFileError, from_os_error, from_sqlite_error, marked_read_only
from tddesk.models.lock import FileLock
from tddesk.models.schema import APPLICATION_ID, head_revision, inspect_file, upgrade_to_head

JOURNAL_MODE = "DELETE"  # not WAL: WAL keeps the evening's entries in -wal, outside the file

if TYPE_CHECKING:
    from sqlalchemy import Engine

# Alembic is imported only to migrate (or create) a file: opening a file that is already at the
# newest schema reads the revisions from the migration scripts' own lines, which is much quicker.
# SQLAlchemy is imported when the file's engine is first asked for (``OpenedFile.engine``): opening
# a file at the newest schema and reading it with ``OpenedFile.connect`` needs neither, so the
# window shows the file's tree before the ORM has loaded (docs/architecture.md, "Cold start").


@dataclass
class OpenedFile:
    path: Path
    read_only: bool
    lock: FileLock | None
    migrated_from: str | None  # the schema revision before migration, if one ran
    temporary_copy: Path | None = None  # a read-only view of an older file reads a migrated copy
    durable: bool = True
    _sqlalchemy_engine: Engine | None = field(default=None, repr=False)
    _engine_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def source(self) -> Path:
        """The database file read and written: the file itself, or the migrated copy a read-only view reads."""
        return self.temporary_copy if self.temporary_copy is not None else self.path

    @property
    def engine(self) -> Engine:
        """The file's SQLAlchemy engine, made (and SQLAlchemy imported) when first asked for."""
        with self._engine_lock:
            if self._sqlalchemy_engine is None:
                self._sqlalchemy_engine = _engine(self.source, self.read_only, self.durable)
            return self._sqlalchemy_engine

    def connect(self) -> sqlite3.Connection:
        """A plain SQLite connection to the file with the engine's pragmas (close it after use):
        for the reads that run before the ORM is loaded, e.g. the window's first tree."""
        return _sqlite_connection(self.source, self.read_only, self.durable)

    def close(self) -> None:
        if self._sqlalchemy_engine is not None:
            self._sqlalchemy_engine.dispose()
        if self.lock:
            self.lock.release()
        if self.temporary_copy is not None:
            shutil.rmtree(self.temporary_copy.parent, ignore_errors=True)


def _engine(path: Path, read_only: bool, durable: bool = True) -> Engine:
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from sqlalchemy import create_engine, event

    if read_only:
        # a file in a folder that cannot be written is read as immutable (no -shm can be made there)
        engine = create_engine(
            "sqlite://", creator=lambda: sqlite3.connect(read_only_uri(path), uri=True, check_same_thread=False)
        )
    else:
        engine = create_engine(f"sqlite:///{path}")

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection, _record):
        _set_pragmas(dbapi_connection, read_only, durable)

    return engine


def _sqlite_connection(path: Path, read_only: bool, durable: bool = True) -> sqlite3.Connection:
    if read_only:
        connection = sqlite3.connect(read_only_uri(path), uri=True, check_same_thread=False)
    else:
        connection = sqlite3.connect(path, check_same_thread=False)
    try:
        _set_pragmas(connection, read_only, durable)
    except sqlite3.Error:
        connection.close()
        raise
    return connection


def _set_pragmas(connection: sqlite3.Connection, read_only: bool, durable: bool) -> None:
    """Every connection to a file, the engine's and the plain ones alike, runs with these."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    if not read_only:
        cursor.execute(f"PRAGMA journal_mode={JOURNAL_MODE}")
    cursor.execute(f"PRAGMA synchronous={'FULL' if durable else 'OFF'}")
    if read_only:
        cursor.execute("PRAGMA query_only=ON")
    cursor.close()
    # SQLite folds only A-Z; names are Swedish, so searches fold with Python's casefold.
    connection.create_function("casefold", 1, _casefold, deterministic=True)


def _casefold(text):
    return text.casefold() if isinstance(text, str) else text


def check_writable_folder(folder: Path) -> None:
    try:
        probe = folder / ".tddesk-write-check"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        raise TournamentFileError("not_writable", folder, error.strerror or str(error), error.errno) from None


def _check_writable(path: Path) -> None:
    """Refuse, in the disk's own terms, to open ``path`` for writing: a file marked read-only, a
    folder that cannot be written (a write-protected USB stick, a CD), a full disk. The file can
    still be opened read-only in the first two cases."""
    try:
        probe = path.parent / ".tddesk-write-check"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        raise from_os_error(error, path) from None
    if marked_read_only(path):
        raise TournamentFileError("read_only_file", path)


# The first file a process creates is migrated from nothing; an in-memory copy of it then makes
# every later one page for page (the migrations take ~100 ms, the copy ~1 ms): an import into a
# new file, the demo, the test suite.
_empty_file: dict[str, sqlite3.Connection] = {}  # "newest": the copy, once made
_empty_file_lock = threading.Lock()


def _keep_empty_file(path: Path) -> None:
    with _empty_file_lock:
        if "newest" not in _empty_file:
            source = sqlite3.connect(path)
            copy = sqlite3.connect(":memory:", check_same_thread=False)
            try:
                source.backup(copy)
            finally:
                source.close()
            _empty_file["newest"] = copy


def _copy_empty_file(path: Path) -> bool:
    """Write the newest empty schema to the new ``path`` from the copy kept; False when none is kept yet."""
    with _empty_file_lock:
        if "newest" not in _empty_file:
            return False
        target = sqlite3.connect(path)
        try:
            _empty_file["newest"].backup(target)
        finally:
            target.close()
    return True


def create_file(path: Path, durable: bool = True) -> OpenedFile:
    """A new, empty tournament file at the current schema (the caller adds the championship).

    ``durable=False`` skips the flush to disk after each action: only for building a whole file
    in one go (the demo, an import), where a crash means building it again, never lost work.
    """
    path = Path(path)
    if path.exists():
        raise TournamentFileError("exists", path)
    if not path.parent.is_dir():
        raise TournamentFileError("not_writable", path.parent, "no such folder")
    check_writable_folder(path.parent)
    try:
        lock = FileLock.acquire(path)
    except OSError as error:
        raise from_os_error(error, path, writing_in=path.parent) from None
    # The schema's statements each commit on their own (SQLite runs DDL outside the transaction
    # pysqlite opens), and a flush to disk after each made creating a file wait for dozens of
    # flushes. A new file holds nothing to lose yet: it is flushed once, whole, before it is used.
    from sqlalchemy.exc import DBAPIError

    building = _engine(path, read_only=False, durable=False)
    try:
        if not _copy_empty_file(path):
            with building.begin() as connection:
                connection.exec_driver_sql(f"PRAGMA application_id={APPLICATION_ID}")
                upgrade_to_head(connection)
            _keep_empty_file(path)
        building.dispose()
        fsync_file(path)
        fsync_folder(path.parent)
    except Exception as error:
        building.dispose()
        lock.release()
        path.unlink(missing_ok=True)
        if isinstance(error, DBAPIError):  # a full disk or an unwritable folder, in words
            raise from_sqlite_error(error.orig, path) from None
        if isinstance(error, OSError):
            raise from_os_error(error, path, writing_in=path.parent) from None
        raise
    return OpenedFile(path, False, lock, None, durable=durable)


def open_file(path: Path, *, read_only: bool = False) -> OpenedFile:
    """Open a tournament file; migrates it (after a backup) when it is from an older version."""
    path = Path(path)
    revision = inspect_file(path)
    lock = None
    if not read_only:
        _check_writable(path)
        try:
            lock = FileLock.acquire(path)  # raises "in_use" when another instance holds the file
        except OSError as error:
            raise from_os_error(error, path) from None
    migrated_from = None
    if read_only and left_by_a_crash(path):
        return _read_rolled_back(path)
    if revision == head_revision():
        _check_connection(path, read_only, lock)
        return OpenedFile(path, read_only, lock, None)
    migrated_from = revision or "none"
    # The migration is tried on a copy first: a file whose tables do not match its schema mark is
    # refused in words and never changed (SQLite cannot roll back every step of a migration).
    try:
        copy = _migrated_copy(path)
    except TournamentFileError:
        if lock is not None:
            lock.release()
        raise
    if read_only:
        # The file itself must not change: read the migrated copy instead.
        return OpenedFile(path, True, None, migrated_from, copy)
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from sqlalchemy.exc import DBAPIError

    shutil.rmtree(copy.parent, ignore_errors=True)
    backup_copy(path, reason=f"before-migration-{migrated_from}")
    engine = _engine(path, read_only=False)
    try:
        with engine.begin() as connection:
            upgrade_to_head(connection)
    except DBAPIError as error:
        engine.dispose()
        if lock is not None:
            lock.release()
        raise from_sqlite_error(error.orig, path) from None
    return OpenedFile(path, read_only, lock, migrated_from, _sqlalchemy_engine=engine)


def _read_rolled_back(path: Path) -> OpenedFile:
    """A read-only view of a file a crash left mid-entry, e.g. on a USB stick since write-protected:
    a copy as it was last saved, never the pages of the entry that was not (docs/architecture.md)."""
    try:
        copy = rolled_back_copy(path)
    except (OSError, sqlite3.Error) as error:
        raise TournamentFileError("unreadable", path, str(error)) from None
    revision = inspect_file(copy)
    if revision == head_revision():
        return OpenedFile(path, True, None, None, copy)
    try:
        migrated = _migrated_copy(copy)
    finally:
        shutil.rmtree(copy.parent, ignore_errors=True)
    return OpenedFile(path, True, None, revision or "none", migrated)


def _check_connection(path: Path, read_only: bool, lock: FileLock | None) -> None:
    """Connect once with the engine's pragmas: a disk that refuses it is told now, in words,
    rather than at the TD's first entry."""
    try:
        _sqlite_connection(path, read_only).close()
    except sqlite3.Error as error:
        if lock is not None:
            lock.release()
        raise from_sqlite_error(error, path) from None


def _migrated_copy(path: Path) -> Path:
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from sqlalchemy.exc import DBAPIError

    folder = Path(tempfile.mkdtemp(prefix="tddesk-"))
    copy = folder / path.name
    source = sqlite3.connect(read_only_uri(path), uri=True)
    target = sqlite3.connect(copy)
    try:
        source.backup(target)
    finally:
        target.close()
        source.close()
    engine = _engine(copy, read_only=False)
    try:
        with engine.begin() as connection:
            upgrade_to_head(connection)
    except DBAPIError as error:
        shutil.rmtree(folder, ignore_errors=True)
        raise TournamentFileError("schema_mismatch", path, str(error.orig)) from None
    finally:
        engine.dispose()
    return copy
