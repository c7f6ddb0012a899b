"""Which stages an action touched, read from the row images its audit row keeps.

Readers that keep something per stage (the results site, the venue screen) redo only the
stages a change touched. ``None`` means "any stage may show it" (a team's or player's name, the
championship's name, a roster); an empty set means nothing a stage shows (e.g. a table fee paid);
``PAIRS_PAGES`` among them means the pairs championships' pages.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.models.base import Base
from tddesk.models.tables import Audit, Match

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

# Tables whose rows no results page or screen shows.
UNSHOWN_TABLES = frozenset({"table_fee_payment", "place_offer", "jury_member", "table_time", "club", "audit"})
MATCH_TABLES = frozenset({"half_result", "lineup_seat"})
# The pairs championships' tables: no team stage shows them; a change to them is told as PAIRS_PAGES
# (not a stage id: ids are slugs), and the site writes its pairs pages on every publication.
PAIRS_PAGES = "#pairs"
PAIRS_TABLES = frozenset(
    {
        "pairs_event",
        "pairs_heat",
        "pair",
        "pairs_entry",
        "pairs_session",
        "pairs_board_result",
        "pairs_list_result",
        "pairs_place_answer",
        "pairs_lot",
        "pairs_session_reserve",
    }
)


def stages_of_change(tournament: Tournament, audit_id: int) -> frozenset[str] | None:
    """The ids of the stages the action (or undo, redo) with audit row ``audit_id`` touched."""
    with tournament.reading() as session:
        audit = session.get(Audit, audit_id)
        if audit is None:
            return None
        stages: set[str] = set()
        matches: set[str] = set()
        for row in json.loads(audit.changes or "[]"):
            table = row["table"]
            if table in UNSHOWN_TABLES:
                continue
            if table in PAIRS_TABLES:
                stages.add(PAIRS_PAGES)
                continue
            values = {**(row.get("key") or {}), **(row.get("old") or {}), **(row.get("new") or {})}
            if table == "stage":
                stages.add(values["id"])
            elif "stage_id" in values:
                stages.add(values["stage_id"])
            elif table in MATCH_TABLES or "match_id" in values:
                matches.add(values["match_id"])
            elif table in ("penalty", "walkover", "exclusion", "lot", "round", "match", "stage_team"):
                found = _stage_of_row(session, table, row.get("key") or {})
                if found is None:
                    return None
                stages.add(found)
            else:
                return None  # names, rosters, the championship: any stage may show them
        if matches:
            stage_of_match = dict(session.execute(select(Match.id, Match.stage_id).where(Match.id.in_(matches))).all())
            if set(stage_of_match) != matches:
                return None  # a match that no longer exists: do not guess its stage
            stages.update(stage_of_match.values())
        return frozenset(stages)


def _stage_of_row(session, table_name: str, key: dict) -> str | None:
    table = Base.metadata.tables[table_name]
    if "stage_id" not in table.c or not key:
        return None
    query = select(table.c.stage_id)
    for name, value in key.items():
        query = query.where(table.c[name] == value)
    return session.execute(query).scalar_one_or_none()
