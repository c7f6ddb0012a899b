"""Declarative base and the column types shared by every table."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import MetaData, String, TypeDecorator
from sqlalchemy.orm import DeclarativeBase

# Named constraints make Alembic migrations of SQLite tables (batch mode) predictable.
NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class DecimalText(TypeDecorator):
    """A Decimal stored as text, so VP and shares never pass through binary floating point."""

    impl = String(32)
    cache_ok = True

    def process_bind_param(self, value, dialect):
        return None if value is None else str(Decimal(value))

    def process_result_value(self, value, dialect):
        return None if value is None else Decimal(value)
