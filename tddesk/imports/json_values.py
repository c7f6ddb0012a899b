"""An open-format document's values as the tournament file's column values (docs/format.md).
The format writes decimals and dates as text, accepts a whole number written as 31.0, and keeps
an audit entry's before and after as JSON; the import (``json_import``, ``json_stage_rows``) and
the heat merge (``merge_rows``) turn them into what the tables store. A missing value (None)
stays None.
"""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from typing import Any


def optional_int(value: Any) -> int | None:
    # The schema accepts 31.0 as an integer; the file stores 31.
    return None if value is None else int(value)


def optional_decimal(text: str | None) -> Decimal | None:
    return None if text is None else Decimal(text)


def optional_date(text: str | None) -> dt.date | None:
    return None if text is None else dt.date.fromisoformat(text)


def optional_json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False)
