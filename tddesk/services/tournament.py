"""The open tournament: the service layer's unit of work.

Every mutating service runs inside ``Tournament.action``: one transaction that also writes an
audit row (when, who, what, before, after) together with the row images that undo it. Either
all of it is saved or, on any error, nothing is. The file is saved on every change.

An action's ``Change`` is its record's ``change`` once the block has ended; undo and redo return
theirs. A Change names the areas it touched (``tddesk.services.areas``), derived from the tables
it wrote, so the views know what to refresh (docs/architecture.md, "The change contract").
"""
from __future__ import annotations

import datetime as dt
import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import bindparam, insert, select
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from tddesk.i18n import translate
from tddesk.models.backup import backup_copy
from tddesk.models.changes import RECORDER_KEY, ChangeRecorder, apply_rows, has_bulk_inserts
from tddesk.models.database import OpenedFile
from tddesk.models.tables import Audit, Championship
from tddesk.rules.profile import Profile, load_profile
from tddesk.services.areas import Area, areas_of
from tddesk.services.compiled_sql import run, session_connection
from tddesk.services.errors import message
from tddesk.services.storage import database_error

BACKUP_EVERY_ACTIONS = 50


@dataclass(frozen=True)
class Change:
    """What an action, undo or redo changed: its audit row (the handle for undo and redo), the
    areas of the championship it touched and what it created."""

    audit_id: int
    action: str
    subject: str | None
    areas: frozenset[Area] = field(default_factory=frozenset)
    value: object = None  # what the action created, e.g. the new team's id


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
        self._sessions = sessionmaker(opened.engine, expire_on_commit=False)
        self._actions_since_backup = 0
        self.last_saved: dt.datetime | None = None
        self._profile: Profile | None = None

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
            pooled.close()   # back to the pool, which rolls the read transaction back

    @property
    def profile(self) -> Profile:
        """The regulation profile copied into this file (with its overrides)."""
        if self._profile is None:
            with self.reading() as session:
                championship = session.scalars(select(Championship)).one()
                self._profile = load_profile(championship.profile_toml)
        return self._profile

    # -- writing --------------------------------------------------------------------------
    @contextmanager
    def action(self, name: str, subject: str | None = None) -> Iterator[tuple[Session, ActionRecord]]:
        if self.read_only:
            raise message(translate("Services", "The file is open read-only; nothing was changed."))
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
                raise message(translate("Services", "The change contradicts what the file already holds ({detail}); "
                              "nothing was saved."), detail=str(_driver_error(error))) from None
            except (OperationalError, sqlite3.OperationalError) as error:
                session.rollback()
                raise database_error(_driver_error(error), self.path) or error from None
            except BaseException:
                session.rollback()
                raise
        self._saved()
        record._change = Change(audit_id, name, record.subject, areas_of(recorder.tables()), record.value)

    def _audit(self, session: Session, name: str, record: ActionRecord, recorder: ChangeRecorder,
               reverts: int | None = None) -> int:
        """Write the action's audit row in its transaction; returns the row's id.

        A compiled insert on the session's connection: it is written with every action, and the
        unit of work cost more than the row (tddesk.services.compiled_sql)."""
        # SQLAlchemy's storage format for an SQLite DateTime, which the ORM reads back.
        at = dt.datetime.now().replace(microsecond=0).isoformat(" ", "microseconds")
        cursor = run(session_connection(session), _INSERT_AUDIT, at=at, by=self.user, action=name,
                     subject=record.subject, before=_json(record.before), after=_json(record.after),
                     changes=recorder.to_json(), reverts=reverts)
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def _saved(self) -> None:
        self.last_saved = dt.datetime.now()
        self._actions_since_backup += 1
        if self._actions_since_backup >= BACKUP_EVERY_ACTIONS:
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
        with self._sessions() as session:
            original = session.get(Audit, audit_id)
            if original is None:
                raise message(translate("Services", "That change is no longer in the file; nothing was changed."))
            try:
                images, direction = self._images(session, original, backwards)
                applied = apply_rows(session, images, backwards=direction)
                verb = "undo" if backwards else "redo"
                record = ActionRecord(subject=original.subject,
                                      before=_loads(original.after if backwards else original.before),
                                      after=_loads(original.before if backwards else original.after))
                audit_id = self._audit(session, f"{verb} {original.action}", record, applied, reverts=original.id)
                session.commit()
            except IntegrityError as error:
                session.rollback()
                raise message(translate("Services", "This step cannot be undone because a later change depends on it "
                              "({detail})."), detail=str(error.orig)) from None
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
        if backwards or not has_bulk_inserts(original.changes):
            return original.changes or "[]", backwards
        undone = session.scalars(select(Audit).where(Audit.reverts == original.id, Audit.action.startswith("undo "))
                                 .order_by(Audit.id.desc()).limit(1)).first()
        if undone is None:
            raise message(translate("Services", "That change has not been undone; there is nothing to redo."))
        return undone.changes or "[]", True

    def close(self) -> None:
        self.file.close()


# The audit row's columns as named parameters of one compiled insert.
_INSERT_AUDIT = insert(Audit).values({column: bindparam(column) for column in
                                      ("at", "by", "action", "subject", "before", "after", "changes", "reverts")})


def _driver_error(error: BaseException) -> BaseException | None:
    """SQLite's own error: SQLAlchemy's wraps it, a statement run on the driver raises it as it is."""
    return error.orig if isinstance(error, DBAPIError) else error


def _json(value) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, default=str)


def _loads(text: str | None):
    return None if text is None else json.loads(text)
