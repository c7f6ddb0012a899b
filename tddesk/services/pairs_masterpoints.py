"""M6, PP5: a pairs heat's silver master points, and SBF's silver table in the regulation profile
(docs/pairs.md, "Master points").

The table is a profile table (``pairs.silver_table``) the federation or the TD fills in: its rows
are kept in the championship's ``profile_overrides``, so the one accessor that reads every profile
number applies them (``rules.profile.profile_data``), and each change is one undoable action.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.formats.silver_table import SilverTableError, read_silver_table
from tddesk.i18n import translate
from tddesk.models.tables import Championship
from tddesk.rules.pairs_masterpoints import PlacedPair, silver_list
from tddesk.rules.pairs_season import SILVER
from tddesk.rules.proportional import decimal_text
from tddesk.services.errors import message
from tddesk.services.pairs import event_rules
from tddesk.services.pairs_standing import HeatStandingView, standing_in

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament

TABLE_KEY = "pairs.silver_table"


@dataclass(frozen=True)
class SilverPointsRow:
    place: int
    pair_id: str
    names: str
    percent_text: str
    points: Fraction | None  # per player; None: no figure (the list says why)

    @property
    def points_text(self) -> str:
        """Per player with up to two decimals (a shared place may give halves); "—" without a figure."""
        return "—" if self.points is None else decimal_text(self.points, 0 if self.points.denominator == 1 else 2)


@dataclass(frozen=True)
class SilverPointsView:
    heat_id: str
    name: str
    pairs_in_field: int
    silver: bool  # False: the heat gives bronze points (PP4), not computed here
    rows: tuple[SilverPointsRow, ...]
    findings: tuple[str, ...]  # in words


def heat_silver_points(tournament: Tournament, heat_id: str) -> SilverPointsView:
    """M6: each ranked pair's silver points per player in a final or a silver heat; exactly equal
    scores share (PP5). A bronze heat, a missing table or an unknown figure is said in words."""
    with tournament.reading() as session:
        standing = standing_in(session, heat_id)
        table = event_rules(session).silver_table
    return silver_points_of(standing, table)


def silver_points_of(standing: HeatStandingView, table: Mapping[int, Sequence[Decimal]]) -> SilverPointsView:
    """M6 on a standing already read (the heat's page shows both, from one read of the heat)."""
    heat_id = standing.heat_id
    silver = standing.kind == "final" or (
        standing.heat_class is not None and standing.heat_class.masterpoints == SILVER
    )
    field = len(standing.scores)
    if not silver:
        return SilverPointsView(
            heat_id,
            standing.name,
            field,
            False,
            (),
            (translate("Rules", "Bronze points: this heat gives no silver points (PP4, M6)"),),
        )
    ranked = [row for row in standing.rows if row.place is not None]
    # *Interpretation:* a two-field Mitchell has a winner in each field (as its places are per field):
    # each field's list is made alone, on the table for all the pairs of the heat
    lines = sorted({row.line for row in ranked}) if standing.two_fields else [None]
    points: dict[str, Fraction | None] = {}
    findings: list[str] = []
    for line in lines:
        placed = [
            PlacedPair(
                row.pair_id,
                row.place or 0,
                row.percent,
                len({board.opponents for board in standing.scores[row.pair_id].boards})
                if standing.source == "boards"
                else None,
            )
            for row in ranked
            if line is None or row.line == line
        ]
        result = silver_list(placed, field, {pairs: tuple(points) for pairs, points in table.items()})
        points.update({row.pair: row.points for row in result.rows})
        findings += [text for text in (finding.text(translate) for finding in result.findings) if text not in findings]
    rows = tuple(
        SilverPointsRow(row.place or 0, row.pair_id, row.names, row.percent_text, points.get(row.pair_id))
        for row in ranked
    )
    return SilverPointsView(heat_id, standing.name, field, True, rows, tuple(findings))


def silver_table(tournament: Tournament) -> dict[int, tuple[Decimal, ...]]:
    """The silver table as the file reads it: pairs in the field → points of places 2, 3, …"""
    with tournament.reading() as session:
        return dict(event_rules(session).silver_table)


def set_silver_table(tournament: Tournament, rows: Mapping[int, Sequence[Decimal] | None]) -> Change:
    """M6: the federation's silver table for these numbers of pairs (points per player of places 2,
    3, …); None or an empty list takes a number of pairs out. Other rows stay as they are."""
    with tournament.action("set_silver_table", ",".join(str(pairs) for pairs in sorted(rows))) as (session, record):
        championship = session.scalars(select(Championship)).one()
        overrides = json.loads(championship.profile_overrides or "{}")
        current = {int(pairs): list(points) for pairs, points in overrides.get(TABLE_KEY, {}).items()}
        before = {str(pairs): points for pairs, points in sorted(current.items())}
        for pairs, points in rows.items():
            if points:
                current[int(pairs)] = [str(Decimal(str(point))) for point in points]
            else:
                current.pop(int(pairs), None)
        table = {str(pairs): points for pairs, points in sorted(current.items())}
        overrides = {key: value for key, value in overrides.items() if key != TABLE_KEY}
        if table:
            overrides[TABLE_KEY] = table
        championship.profile_overrides = json.dumps(overrides, ensure_ascii=False) if overrides else None
        record.before, record.after = before, table
        try:
            session.flush()
            event_rules(session)  # the table as the file will read it: refused here when it is wrong
        except Exception as error:  # ServiceError from the pairs rules, in words
            raise message(translate("Pairs", "The silver table is not valid: {error}"), error=str(error)) from None
    return record.change


def import_silver_table(tournament: Tournament, path: str | Path) -> Change:
    """M6: the silver table from a workbook (``formats.silver_table``); its rows replace the file's
    rows for the same numbers of pairs. Nothing is written when a cell is wrong."""
    try:
        rows = read_silver_table(path)
    except SilverTableError as error:
        raise message(str(error)) from None
    return set_silver_table(tournament, rows)
