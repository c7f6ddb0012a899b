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
"""
from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from itertools import groupby
from typing import Any

from sqlalchemy import BindParameter, and_, bindparam, event, inspect
from sqlalchemy.orm import Session

from tddesk.models.base import Base

RECORDER_KEY = "tddesk.recorder"
UNRECORDED_TABLES = frozenset({"audit"})


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
        raise UnrecordedWriteError("a bulk INSERT, UPDATE or DELETE inside an action skips the row images undo "
                                   "replays; change the objects through the session instead")


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
    steps = [_step(row, backwards) for row in (reversed(rows) if backwards else rows)]
    connection = session.connection()
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
    session.expire_all()
    return applied


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
