"""Readable identifiers for new records, unique within the file (the JSON format's ids)."""

from __future__ import annotations

import re
import unicodedata

from sqlalchemy import select
from sqlalchemy.orm import Session


def slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-") or "x"


def next_id(session: Session, column, prefix: str) -> str:
    """``prefix`` followed by the smallest number not yet used, e.g. t1, t2, …"""
    used = set(session.scalars(select(column).where(column.like(f"{prefix}%"))))
    number = 1
    while f"{prefix}{number}" in used:
        number += 1
    return f"{prefix}{number}"


def unique_id(session: Session, column, wanted: str) -> str:
    used = set(session.scalars(select(column).where(column.like(f"{wanted}%"))))
    if wanted not in used:
        return wanted
    number = 2
    while f"{wanted}-{number}" in used:
        number += 1
    return f"{wanted}-{number}"
