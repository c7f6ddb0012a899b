"""Statements built once with SQLAlchemy Core and run straight on the file's SQLite connection.

For the few paths that run after every result the TD saves (the entry's checks, its audit
row): SQLAlchemy's execution machinery costs several times what SQLite takes to run a small
statement, so these are compiled once, to SQL with named parameters, and executed on the
DB-API connection the session already holds (docs/architecture.md, "Speed"). Their values are
the plain ones SQLite stores (str, int, None); the caller converts anything else.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from sqlalchemy.dialects.sqlite.pysqlite import SQLiteDialect_pysqlite
from sqlalchemy.orm import Session

_DIALECT = SQLiteDialect_pysqlite(paramstyle="named")
# id(statement) → (SQL, the values of the statement's own literals); the statements are
# module constants, so their ids stay theirs for the life of the process.
_COMPILED: dict[int, tuple[str, dict[str, Any]]] = {}


def compiled(statement) -> tuple[str, dict[str, Any]]:
    """The SQL of ``statement`` (compiled once) and the values its literals bind."""
    found = _COMPILED.get(id(statement))
    if found is None:
        result = statement.compile(dialect=_DIALECT)
        literals = {name: value for name, value in result.params.items() if value is not None}
        found = _COMPILED[id(statement)] = (result.string, literals)
    return found


def session_connection(session: Session) -> sqlite3.Connection:
    """The SQLite connection of the session's transaction (opened if need be)."""
    sqlite = session.connection().connection.driver_connection
    assert isinstance(sqlite, sqlite3.Connection)  # the session's connection is checked out and open
    return sqlite


def run(connection: sqlite3.Connection, statement, **values) -> sqlite3.Cursor:
    sql, literals = compiled(statement)
    return connection.execute(sql, {**literals, **values} if literals else values)
