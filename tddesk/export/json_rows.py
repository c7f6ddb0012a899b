"""The tournament file's tables read as plain rows for the open format's export (docs/format.md).
``TableReader`` reads with Core queries on the reading session's connection — no ORM objects, no
bookkeeping per row — so the document (``json_tables``), its stages (``json_stages``) and their
matches (``json_matches``) are read from one moment of the file. The helpers write a column's
value as the format says it: an optional key is absent when the file holds nothing, a decimal is
fixed-point text, a date is ISO text.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnClause, ColumnElement, literal_column, select
from sqlalchemy.orm import Session

# Tables without a position column list in order of entry, which is the document's order after
# an import.
ENTRY_ORDER: ColumnClause[int] = literal_column("rowid")


class TableReader:
    """Reads the file's tables as plain rows in the order the document lists them."""

    def __init__(self, session: Session):
        self.session = session
        self.connection = session.connection()  # Core rows: no ORM bookkeeping per row

    def rows(self, *columns: Any, where: ColumnElement[bool] | None = None, order: Sequence[Any] = ()) -> Sequence[Any]:
        """The rows of ``columns``, each a tuple of their values (``Any``: the columns asked for vary)."""
        query = select(*columns)
        if where is not None:
            query = query.where(where)
        return self.connection.execute(query.order_by(*order)).all()


def put(entry: dict[str, Any], key: str, value: Any) -> None:
    """Optional keys are absent, not null, when the file holds nothing for them."""
    if value is not None:
        entry[key] = value


def decimal_text(value: Decimal | None) -> str | None:
    # Fixed-point text keeps the stored precision ("12.00") and never turns into "1E-7".
    return None if value is None else format(value, "f")


def date_text(value: dt.date | None) -> str | None:
    return None if value is None else value.isoformat()
