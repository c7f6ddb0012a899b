"""Counting the SQL statements a piece of work runs, at SQLite's own level.

The hot reads of a stage run compiled selects straight on the session's SQLite connection
(``tddesk/services/stage_facts.py``), where SQLAlchemy's events do not see them; SQLite's trace
callback sees every statement, whichever way it came. Connections are traced as they are checked
out of the pool, or made as plain connections (``OpenedFile.connect``, the outline's reads), so the
counted work must open its sessions inside the block (every service does).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager, suppress

from sqlalchemy import event
from sqlalchemy.pool import Pool

from tddesk.models import database

_STATEMENTS = ("SELECT", "INSERT", "UPDATE", "DELETE", "WITH")  # not BEGIN, COMMIT or PRAGMA


@contextmanager
def counted_statements(transactions: bool = False) -> Iterator[list[str]]:
    """Every select and write any tournament file runs meanwhile, in the order SQLite ran them;
    with ``transactions`` also each BEGIN, COMMIT and ROLLBACK."""
    statements: list[str] = []
    traced: list[sqlite3.Connection] = []
    counted = _STATEMENTS + (("BEGIN", "COMMIT", "ROLLBACK") if transactions else ())

    def trace(statement: str) -> None:
        if statement.lstrip().upper().startswith(counted):
            statements.append(statement)

    def traced_on_checkout(dbapi_connection, _record, _proxy) -> None:
        dbapi_connection.set_trace_callback(trace)
        traced.append(dbapi_connection)

    plain_connection = database._sqlite_connection

    def traced_plain_connection(*arguments, **keywords) -> sqlite3.Connection:
        connection = plain_connection(*arguments, **keywords)
        connection.set_trace_callback(trace)
        traced.append(connection)
        return connection

    event.listen(Pool, "checkout", traced_on_checkout)
    database._sqlite_connection = traced_plain_connection
    try:
        yield statements
    finally:
        database._sqlite_connection = plain_connection
        event.remove(Pool, "checkout", traced_on_checkout)
        for connection in traced:
            with suppress(sqlite3.ProgrammingError):  # closed meanwhile
                connection.set_trace_callback(None)
