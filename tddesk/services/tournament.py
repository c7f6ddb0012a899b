"""The open tournament: the service layer's unit of work.

Every mutating service runs inside ``Tournament.action``: one transaction that also writes an
audit row (when, who, what, before, after) together with the row images that undo it. Either
all of it is saved or, on any error, nothing is. The file is saved on every change.

An action's ``Change`` is its record's ``change`` once the block has ended; undo and redo return
theirs. A Change names the areas it touched (``tddesk.services.areas``), derived from the tables
it wrote, so the views know what to refresh (docs/architecture.md, "The change contract").

Opening a Tournament imports neither SQLAlchemy nor the tables: the ORM loads on the first
``reading``, ``raw_reading``, ``action`` or undo (or when the window asks for it after its first
paint), while ``plain_reading`` and ``profile`` read the file with sqlite3 alone
(docs/architecture.md, "Cold start").
"""

from __future__ import annotations

import datetime as dt
import json
import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import closing, contextmanager, suppress
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tddesk.i18n import translate
from tddesk.models.backup import backup_copy
from tddesk.models.database import OpenedFile
from tddesk.rules.profile import Profile, load_profile
from tddesk.services.areas import Area, areas_of
from tddesk.services.errors import message
from tddesk.services.storage import constraint_words, database_error

if TYPE_CHECKING:
    from sqlalchemy.orm import Session, sessionmaker

    from tddesk.models.changes import ChangeRecorder
    from tddesk.models.tables import Audit

BACKUP_EVERY_ACTIONS = 50


@dataclass(frozen=True)
class Change:
    """What an action, undo or redo changed: its audit row (the handle for undo and redo), the
    areas of the championship it touched and what it created."""

    audit_id: int
    action: str
    subject: str | None
    areas: frozenset[Area] = field(default_factory=frozenset)
    value: Any = None  # what the action created, e.g. the new team's id (its type is the action's to say)


@dataclass
class ActionRecord:
    """Filled in by a service while its action runs; ``change`` is what it changed, once saved."""

    subject: str | None = None
    before: object = None
    after: object = None
    value: object = None
    _change: Change | None = field(default=None, repr=False)

    @property
    def change(self) -> Change:
        if self._change is None:
            raise RuntimeError("the action has not been saved yet: read its change after the with block")
        return self._change


class Tournament:
    """An open tournament file and the TD working on it."""

    def __init__(self, opened: OpenedFile, user: str | None = None):
        self.file = opened
        self.path: Path = opened.path
        self.read_only = opened.read_only
        self.user = user or os.environ.get("TDDESK_USER") or "TL"
        self._session_maker: sessionmaker[Session] | None = None
        self._session_maker_lock = threading.Lock()
        self._actions_since_backup = 0
        self.last_saved: dt.datetime | None = None
        self._profile: Profile | None = None
        self.backup_pending = False  # the copy taken on opening, still to take before the first change

    def take_pending_backup(self, *, force: bool = False) -> None:
        """The rotating copy of the file as it was opened, if it is still to be taken (or ``force``)."""
        with self._session_maker_lock:
            if not (self.backup_pending or force):
                return
            self.backup_pending = False
            # As with the copies every 50 actions: a copy the disk refuses now (full, a file-size limit)
            # does not keep the TD out of the file; the entries then say in words what the disk allows.
            with suppress(OSError, sqlite3.Error):
                backup_copy(self.path, reason="open")

    def _sessions(self) -> Session:
        """A new ORM session on the file; the first one imports SQLAlchemy and the tables."""
        with self._session_maker_lock:
            if self._session_maker is None:
                # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
                from sqlalchemy.orm import sessionmaker

                # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
                import tddesk.models.changes
                import tddesk.models.pairs_tables
                import tddesk.models.tables  # noqa: F401 - every table mapped (and changes recorded) from the first query

                self._session_maker = sessionmaker(self.file.engine, expire_on_commit=False)
        return self._session_maker()

    def load_orm(self) -> None:
        """Take the opening's copy if still due, import SQLAlchemy and the tables and make the engine
        now, ahead of the first need."""
        self.take_pending_backup()
        self._sessions().close()

    # -- reading --------------------------------------------------------------------------
    @contextmanager
    def reading(self) -> Iterator[Session]:
        with self._sessions() as session:
            yield session

    @contextmanager
    def raw_reading(self) -> Iterator[sqlite3.Connection]:
        """The file's SQLite connection straight from the pool, in a read transaction of its own,
        for the few hot reads that run compiled selects on it (``tddesk.services.stage_facts``): a
        session costs more than them. The block's selects see one state of the file, and take
        SQLite's lock on it once rather than once each."""
        pooled = self.file.engine.raw_connection()
        try:
            sqlite = pooled.driver_connection
            assert isinstance(sqlite, sqlite3.Connection)
            sqlite.execute("BEGIN")
            yield sqlite
        finally:
            pooled.close()  # back to the pool, which rolls the read transaction back

    @contextmanager
    def plain_reading(self) -> Iterator[sqlite3.Connection]:
        """A plain sqlite3 connection to the file, for set-based reads that need no ORM (the outline)."""
        with closing(self.file.connect()) as connection:
            yield connection

    @property
    def profile(self) -> Profile:
        """The regulation profile copied into this file (with its overrides)."""
        if self._profile is None:
            with self.plain_reading() as connection:
                rows = connection.execute("SELECT profile_toml, profile_overrides FROM championship").fetchall()
            if len(rows) != 1:
                raise RuntimeError(f"the file holds {len(rows)} championships, not one")
            self._profile = load_profile(rows[0][0], rows[0][1])
        return self._profile

    # -- writing --------------------------------------------------------------------------
    @contextmanager
    def action(self, name: str, subject: str | None = None) -> Iterator[tuple[Session, ActionRecord]]:
        if self.read_only:
            raise message(translate("Services", "The file is open read-only; nothing was changed."))
        # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
        from sqlalchemy.exc import IntegrityError, OperationalError

        # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
        from tddesk.models.changes import RECORDER_KEY, ChangeRecorder

        self.take_pending_backup()
        record = ActionRecord(subject=subject)
        recorder = ChangeRecorder()
        with self._sessions() as session:
            session.info[RECORDER_KEY] = recorder
            try:
                yield session, record
                session.flush()
                audit_id = self._audit(session, name, record, recorder)
                session.commit()
            except (IntegrityError, sqlite3.IntegrityError) as error:
                session.rollback()
                raise message(
                    translate(
                        "Services", "The change contradicts what the file already holds: {reason}; nothing was saved."
                    ),
                    reason=constraint_words(_driver_error(error)),
                ) from None
            except (OperationalError, sqlite3.OperationalError) as error:
                session.rollback()
                raise database_error(_driver_error(error), self.path) or error from None
            except BaseException:
                session.rollback()
                raise
        self._saved()
        record._change = Change(audit_id, name, record.subject, areas_of(recorder.tables()), record.value)

    def _audit(
        self, session: Session, name: str, record: ActionRecord, recorder: ChangeRecorder, reverts: int | None = None
    ) -> int:
        """Write the action's audit row in its transaction; returns the row's id.

        A compiled insert on the session's connection: it is written with every action, and the
        unit of work cost more than the row (tddesk.services.compiled_sql)."""
        # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
        from tddesk.services.compiled_sql import run, session_connection

        # SQLAlchemy's storage format for an SQLite DateTime, which the ORM reads back.
        at = dt.datetime.now().replace(microsecond=0).isoformat(" ", "microseconds")
        cursor = run(
            session_connection(session),
            _insert_audit(),
            at=at,
            by=self.user,
            action=name,
            subject=record.subject,
            before=_json(record.before),
            after=_json(record.after),
            changes=recorder.to_json(),
            reverts=reverts,
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def _saved(self) -> None:
        self.last_saved = dt.datetime.now()
        self._actions_since_backup += 1
        # A file built in one go without flushes (the demo, an import) is built again, never
        # restored: copies of it half-built would only take time and disk.
        if self._actions_since_backup >= BACKUP_EVERY_ACTIONS and self.file.durable:
            self._actions_since_backup = 0
            # The action is saved; a copy that cannot be written now is tried again 50 actions later.
            with suppress(OSError, sqlite3.Error):
                backup_copy(self.path, reason="auto")

    def run(self, name: str, subject: str | None, body) -> Change:
        """Run ``body(session, record)`` as one audited action and return what changed."""
        with self.action(name, subject) as (session, record):
            body(session, record)
        return record.change

    # -- undo and redo --------------------------------------------------------------------
    def undo(self, audit_id: int) -> Change:
        return self._replay(audit_id, backwards=True)

    def redo(self, audit_id: int) -> Change:
        return self._replay(audit_id, backwards=False)

    def _replay(self, audit_id: int, *, backwards: bool) -> Change:
        if self.read_only:
            raise message(translate("Services", "The file is open read-only; nothing was changed."))
        # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
        from sqlalchemy.exc import IntegrityError, OperationalError

        # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
        from tddesk.models.changes import apply_rows
        from tddesk.models.tables import Audit

        self.take_pending_backup()
        with self._sessions() as session:
            original = session.get(Audit, audit_id)
            if original is None:
                raise message(translate("Services", "That change is no longer in the file; nothing was changed."))
            try:
                images, direction = self._images(session, original, backwards)
                applied = apply_rows(session, images, backwards=direction)
                verb = "undo" if backwards else "redo"
                record = ActionRecord(
                    subject=original.subject,
                    before=_loads(original.after if backwards else original.before),
                    after=_loads(original.before if backwards else original.after),
                )
                audit_id = self._audit(session, f"{verb} {original.action}", record, applied, reverts=original.id)
                session.commit()
            except IntegrityError as error:
                session.rollback()
                raise message(
                    translate("Services", "This step cannot be undone because a later change depends on it: {reason}."),
                    reason=constraint_words(error.orig),
                ) from None
            except OperationalError as error:
                session.rollback()
                raise database_error(error.orig, self.path) or error from None
        self._saved()
        return Change(audit_id, f"{verb} {original.action}", original.subject, areas_of(applied.tables()))

    @staticmethod
    def _images(session: Session, original: Audit, backwards: bool) -> tuple[str, bool]:
        """The images that undo or redo ``original``, and the direction to apply them in.

        An action that wrote rows in bulk (an import) recorded only their rowid ranges: its undo
        records the rows it takes out, and its redo puts back those of the latest undo.
        """
        # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
        from sqlalchemy import select

        # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
        from tddesk.models.changes import has_bulk_inserts
        from tddesk.models.tables import Audit

        if backwards or not has_bulk_inserts(original.changes):
            return original.changes or "[]", backwards
        undone = session.scalars(
            select(Audit)
            .where(Audit.reverts == original.id, Audit.action.startswith("undo "))
            .order_by(Audit.id.desc())
            .limit(1)
        ).first()
        if undone is None:
            raise message(translate("Services", "That change has not been undone; there is nothing to redo."))
        return undone.changes or "[]", True

    def close(self) -> None:
        self.file.close()


@cache
def _insert_audit():
    """The audit row's columns as named parameters of one compiled insert (made with the ORM's first action)."""
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from sqlalchemy import bindparam, insert

    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from tddesk.models.tables import Audit

    return insert(Audit).values(
        {
            column: bindparam(column)
            for column in ("at", "by", "action", "subject", "before", "after", "changes", "reverts")
        }
    )


def _driver_error(error: BaseException) -> BaseException | None:
    """SQLite's own error: SQLAlchemy's wraps it, a statement run on the driver raises it as it is."""
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from sqlalchemy.exc import DBAPIError

    return error.orig if isinstance(error, DBAPIError) else error


def _json(value) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, default=str)


def _loads(text: str | None):
    return None if text is None else json.loads(text)
