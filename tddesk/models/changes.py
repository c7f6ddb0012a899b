"""Row images of every change, so any action can be undone and redone exactly.

While an action runs, mapper events record each row written — inserted, updated (old and new
values) or deleted — in the order the database saw them. The images are stored with the
action's audit row. Undo applies them backwards (delete what was inserted, restore old values,
re-insert what was deleted); redo applies them forwards. Every table is covered without
writing an inverse for each service, which is what makes "everything can be undone" hold.

It holds only while every write goes through the ORM's unit of work: a bulk INSERT, UPDATE or
DELETE statement skips the mapper events, so one issued inside an action is refused
(``UnrecordedWriteError``), and no table may cascade in the database itself
(tests/services/test_undo_machine.py checks both).

Two exceptions record their images themselves. ``write_recorded`` writes one row with a plain
statement and records the image the mapper events would have: the entry of a result, saved
after every keystroke the TD commits, where the unit of work cost more than the disk's flush.
And ``BulkInsert``: tens of thousands of new rows (a whole championship read
from a document into a new file) are written with executemany and recorded as the range of
rowids they took in each table, not as row images. Undo deletes the range and records the rows
it deleted with its own audit row; redo puts those back (``redo_images``).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable
from decimal import Decimal
from functools import lru_cache
from itertools import groupby
from typing import Any

from sqlalchemy import BindParameter, Table, and_, bindparam, event, inspect
from sqlalchemy.orm import Session

from tddesk.models.base import Base

RECORDER_KEY = "tddesk.recorder"
UNRECORDED_TABLES = frozenset({"audit"})
BULK_INSERT = "bulk_insert"  # rows written by BulkInsert: key holds the rowid range
BULK_ROWS = "bulk_rows"  # the rows undo took out of such a range, to put back on redo


class UnrecordedWriteError(RuntimeError):
    """A write the row images would miss: a programming error, never a TD's."""


class ChangeRecorder:
    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []

    def add(self, op: str, table: str, key: dict, old: dict | None, new: dict | None) -> None:
        self.rows.append({"op": op, "table": table, "key": key, "old": old, "new": new})

    def tables(self) -> frozenset[str]:
        return frozenset(row["table"] for row in self.rows)

    def to_json(self) -> str:
        return json.dumps(self.rows, default=_encode, ensure_ascii=False)


def _encode(value: Any) -> Any:
    if isinstance(value, Decimal):
        return {"$decimal": str(value)}
    if isinstance(value, dt.datetime):
        return {"$datetime": value.isoformat()}
    if isinstance(value, dt.date):
        return {"$date": value.isoformat()}
    raise TypeError(f"cannot record {type(value).__name__}")


def _decode(value: Any) -> Any:
    if isinstance(value, dict):
        if "$decimal" in value:
            return Decimal(value["$decimal"])
        if "$datetime" in value:
            return dt.datetime.fromisoformat(value["$datetime"])
        if "$date" in value:
            return dt.date.fromisoformat(value["$date"])
    return value


def _row_values(target) -> dict[str, Any]:
    mapper = inspect(target).mapper
    return {column.key: getattr(target, prop.key) for prop in mapper.column_attrs for column in prop.columns}


def _key(target) -> dict[str, Any]:
    mapper = inspect(target).mapper
    return {column.key: getattr(target, mapper.get_property_by_column(column).key) for column in mapper.primary_key}


def _recorder(connection, target) -> ChangeRecorder | None:
    session = Session.object_session(target)
    if session is None or target.__table__.name in UNRECORDED_TABLES:
        return None
    return session.info.get(RECORDER_KEY)


@event.listens_for(Session, "do_orm_execute")
def _refuse_bulk_writes(state) -> None:
    if state.session.info.get(RECORDER_KEY) is not None and (state.is_insert or state.is_update or state.is_delete):
        raise UnrecordedWriteError(
            "a bulk INSERT, UPDATE or DELETE inside an action skips the row images undo "
            "replays; change the objects through the session instead"
        )


@event.listens_for(Base, "after_insert", propagate=True)
def _after_insert(mapper, connection, target):
    if recorder := _recorder(connection, target):
        recorder.add("insert", target.__table__.name, _key(target), None, _row_values(target))


@event.listens_for(Base, "before_update", propagate=True)
def _before_update(mapper, connection, target):
    recorder = _recorder(connection, target)
    if recorder is None:
        return
    state = inspect(target)
    old, new = {}, {}
    for prop in mapper.column_attrs:
        history = state.attrs[prop.key].history
        if history.has_changes():
            column = prop.columns[0].key
            old[column] = history.deleted[0] if history.deleted else None
            new[column] = history.added[0] if history.added else None
    if old or new:
        key = {name: old.get(name, value) for name, value in _key(target).items()}
        recorder.add("update", target.__table__.name, key, old, new)


@event.listens_for(Base, "before_delete", propagate=True)
def _before_delete(mapper, connection, target):
    if recorder := _recorder(connection, target):
        recorder.add("delete", target.__table__.name, _key(target), _row_values(target), None)


def apply_rows(session: Session, changes_json: str, *, backwards: bool) -> ChangeRecorder:
    """Undo (backwards) or redo recorded changes with plain SQL; returns the images it wrote.

    Runs of the same statement on the same table go to the database as one executemany, so
    undoing an import of thousands of rows costs about what the import did.
    """
    tables = Base.metadata.tables
    rows = json.loads(changes_json, object_hook=_decode)
    applied = ChangeRecorder()
    connection = session.connection()
    ordinary: list[tuple] = []
    for row in reversed(rows) if backwards else rows:
        if row["op"] in (BULK_INSERT, BULK_ROWS):
            _apply_steps(connection, tables, ordinary, applied)
            ordinary = []
            _apply_range(connection, row, backwards, applied)
        else:
            ordinary.append(_step(row, backwards))
    _apply_steps(connection, tables, ordinary, applied)
    session.expire_all()
    return applied


def _apply_steps(connection, tables, steps: list, applied: ChangeRecorder) -> None:
    for (table_name, op, key_names, value_names), group in groupby(steps, key=lambda step: step[0]):
        table = tables[table_name]
        batch = [parameters for _signature, parameters, _image in _remember(group, applied)]
        if op == "insert":
            connection.execute(table.insert(), batch)
            continue
        where = and_(*(table.c[name] == bindparam(f"key_{name}") for name in key_names))
        if op == "delete":
            connection.execute(table.delete().where(where), batch)
        else:
            new_values: dict[str, BindParameter[Any]] = {name: bindparam(f"value_{name}") for name in value_names}
            connection.execute(table.update().where(where).values(**new_values), batch)


def _apply_range(connection, row: dict, backwards: bool, applied: ChangeRecorder) -> None:
    """A bulk insert's range taken out (undo), or the rows undo took out put back (redo)."""
    op = row["op"]
    if op == BULK_INSERT and not backwards:
        # Redo of a bulk insert needs the rows its undo recorded (``redo_images``), not the range.
        raise UnrecordedWriteError("a bulk insert is redone from the images its undo recorded")
    table, key = row["table"], row["key"]
    bounds = (key["rowid_from"], key["rowid_to"])
    if (op == BULK_INSERT) == backwards:  # undo of the insert, or redo of that undo: take the rows out
        columns = [column.name for column in Base.metadata.tables[table].columns]
        listed = ", ".join(f'"{name}"' for name in columns)
        rows = [
            list(values)
            for values in connection.exec_driver_sql(
                f'SELECT rowid, {listed} FROM "{table}" WHERE rowid BETWEEN ? AND ? ORDER BY rowid', bounds
            )
        ]
        connection.exec_driver_sql(f'DELETE FROM "{table}" WHERE rowid BETWEEN ? AND ?', bounds)
        applied.add(BULK_ROWS, table, key, {"columns": columns, "rows": rows}, None)
    else:  # the rows undo took out go back, with the rowids they had
        columns, rows = row["old"]["columns"], row["old"]["rows"]
        listed = ", ".join(f'"{name}"' for name in columns)
        marks = ", ".join("?" for _ in range(len(columns) + 1))
        if rows:
            connection.exec_driver_sql(
                f'INSERT INTO "{table}" (rowid, {listed}) VALUES ({marks})', [tuple(values) for values in rows]
            )
        applied.add(BULK_INSERT, table, key, None, None)


def write_recorded(
    session: Session, table: Table, key: dict[str, Any], old: dict[str, Any] | None, new: dict[str, Any]
) -> None:
    """Insert one row (``old`` None: ``new`` holds every column) or update one (``old`` holds the
    values before of the columns in ``new``), recording its image as the mapper events do.

    The statement runs on the session's own connection, inside the action's transaction; the
    values must be ones SQLite stores as they are (str, int, bool, None). An update that changes
    nothing writes and records nothing, as the unit of work does. The session's objects of the
    row, if it holds any, do not see the write: only for actions that load none.
    """
    recorder: ChangeRecorder = session.info[RECORDER_KEY]
    sqlite = session.connection().connection.driver_connection
    assert sqlite is not None  # the session's connection is checked out and open
    if old is None:
        names = tuple(new)
        sqlite.execute(_insert_sql(table.name, names), tuple(new[name] for name in names))
        recorder.add("insert", table.name, dict(key), None, dict(new))
        return
    changed = {name: value for name, value in new.items() if old.get(name) != value}
    if not changed:
        return
    sqlite.execute(_update_sql(table.name, tuple(changed), tuple(key)), (*changed.values(), *key.values()))
    recorder.add("update", table.name, dict(key), {name: old.get(name) for name in changed}, changed)


@lru_cache(maxsize=64)
def _insert_sql(table: str, names: tuple[str, ...]) -> str:
    columns = ", ".join(_quoted(name) for name in names)
    return f"INSERT INTO {_quoted(table)} ({columns}) VALUES ({', '.join(['?'] * len(names))})"


@lru_cache(maxsize=64)
def _update_sql(table: str, names: tuple[str, ...], key: tuple[str, ...]) -> str:
    values = ", ".join(f"{_quoted(name)} = ?" for name in names)
    where = " AND ".join(f"{_quoted(name)} = ?" for name in key)
    return f"UPDATE {_quoted(table)} SET {values} WHERE {where}"


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class BulkInsert:
    """Many new rows written with executemany inside an action, recorded as rowid ranges.

    ``insert`` may be called many times per table (rows in order of entry, parents before their
    children). A table's range takes its place among the action's changes at its first insert,
    so undo, going backwards, takes children out before their parents, also those written through
    the ORM in between; ``finish`` closes the ranges. The rows must take rowids
    above every row the table held (true of every table without an INTEGER primary key, and of
    those whose new keys the database assigns); a range that also holds other rows is refused.
    """

    def __init__(self, session: Session):
        self.connection = session.connection()
        self.recorder: ChangeRecorder = session.info[RECORDER_KEY]
        self.first: dict[str, int] = {}
        self.counts: dict[str, int] = {}
        self.ranges: dict[str, dict[str, int]] = {}

    def insert(self, table: Table, rows: Iterable[dict[str, Any]]) -> None:
        rows = list(rows)
        if not rows:
            return
        if table.name not in self.first:
            first = self.first[table.name] = self._last_rowid(table.name) + 1
            self.counts[table.name] = 0
            self.ranges[table.name] = {"rowid_from": first, "rowid_to": first - 1}  # closed by finish
            self.recorder.add(BULK_INSERT, table.name, self.ranges[table.name], None, None)
        # As the unit of work does: a None where the column has a default leaves the default to apply.
        defaulted = {
            column.key
            for column in table.columns
            if column.default is not None or column.server_default is not None or column.primary_key
        }
        cleaned = (
            {key: value for key, value in row.items() if value is not None or key not in defaulted} for row in rows
        )
        for _keys, group in groupby(cleaned, key=_column_names):
            self.connection.execute(table.insert(), list(group))
        self.counts[table.name] += len(rows)

    def finish(self) -> None:
        for name, first in self.first.items():
            last = self._last_rowid(name)
            held = self.connection.exec_driver_sql(
                f'SELECT count(*) FROM "{name}" WHERE rowid BETWEEN ? AND ?', (first, last)
            ).scalar()
            if held != self.counts[name]:
                raise UnrecordedWriteError(f"the rows written to {name} do not form one range of new rowids")
            self.ranges[name]["rowid_to"] = last
        self.first.clear()

    def _last_rowid(self, name: str) -> int:
        return self.connection.exec_driver_sql(f'SELECT coalesce(max(rowid), 0) FROM "{name}"').scalar() or 0


def _column_names(row: dict[str, Any]) -> tuple[str, ...]:
    return tuple(row)


def has_bulk_inserts(changes_json: str | None) -> bool:
    """Whether an action wrote rows with BulkInsert (its redo then replays its undo's images)."""
    return any(row["op"] == BULK_INSERT for row in json.loads(changes_json or "[]"))


def _step(row: dict, backwards: bool):
    """One row's statement: (signature for batching, bound parameters, image to record)."""
    table = row["table"]
    if row["op"] == "update":
        key_before = row["key"]
        key_after = {name: row["new"].get(name, value) for name, value in key_before.items()}
        where_key, values = (key_after, row["old"]) if backwards else (key_before, row["new"])
        old, new = (row["new"], row["old"]) if backwards else (row["old"], row["new"])
        parameters = {**{f"key_{k}": v for k, v in where_key.items()}, **{f"value_{k}": v for k, v in values.items()}}
        signature = (table, "update", tuple(sorted(where_key)), tuple(sorted(values)))
        return signature, parameters, ("update", table, where_key, old, new)
    values = row["new"] if row["op"] == "insert" else row["old"]
    if (row["op"] == "insert") != backwards:
        return (table, "insert", (), tuple(sorted(values))), values, ("insert", table, row["key"], None, values)
    parameters = {f"key_{k}": v for k, v in row["key"].items()}
    return (table, "delete", tuple(sorted(row["key"])), ()), parameters, ("delete", table, row["key"], values, None)


def _remember(steps, applied: ChangeRecorder):
    for step in steps:
        applied.add(*step[2])
        yield step
