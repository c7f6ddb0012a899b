"""A stage of an open-format document inserted in bulk into the new file of a JSON import
(docs/format.md, "Stages").
``insert_stage`` writes the stage's rows — its entries, rounds, matches with their halves,
line-ups, boards and table times, jury, table fees, rulings, lots, SM facts and deals — through
the import's ``BulkInsert`` (``json_import``), in the document's order, so that an export of the
new file lists them as the document did.
"""

from __future__ import annotations

import datetime as dt
import json
from itertools import groupby
from typing import Any

from sqlalchemy import Table

from tddesk.export.json_boards import board_rows, typed_halves
from tddesk.export.json_deals import stage_rows
from tddesk.export.json_sm import entry_extras, sm_fact_rows
from tddesk.imports.json_values import optional_date, optional_decimal, optional_int
from tddesk.models.changes import BulkInsert
from tddesk.models.tables import (
    BoardResult,
    Exclusion,
    HalfResult,
    JuryMember,
    LineupSeat,
    Lot,
    Match,
    Penalty,
    Round,
    Stage,
    StageTeam,
    TableFeePayment,
    TableTime,
    Walkover,
)


def table(model: Any) -> Table:
    """The Core table of a model: bulk inserts go past the ORM."""
    core: Table = model.__table__
    return core


def _values(row: Any) -> dict[str, Any]:
    """The columns of an ORM object built by a shared helper (deals, boards, SM facts), for a bulk insert."""
    return {column.key: getattr(row, column.key) for column in row.__table__.columns}


def _insert_objects(rows: BulkInsert, objects: list[Any]) -> None:
    for _model, group in groupby(objects, key=type):
        listed = list(group)
        rows.insert(table(type(listed[0])), map(_values, listed))


def insert_stage(rows: BulkInsert, stage: dict[str, Any], position: int) -> None:
    organiser = stage.get("organiser") or {}
    extras = entry_extras(stage)
    stage_id = stage["id"]
    rows.insert(
        table(Stage),
        [
            {
                "id": stage_id,
                "kind": stage["kind"],
                "name": stage["name"],
                "boards_per_match": optional_int(stage["boards_per_match"]),
                "halves": optional_int(stage["halves"]),
                "dealt_at_table": stage.get("dealt_at_table", False),
                "format": stage.get("format"),
                "bye_vp": optional_decimal(stage.get("bye_vp")),
                "table_fee": optional_decimal(stage.get("table_fee")),
                "organiser_club": organiser.get("club"),
                "manager": organiser.get("manager"),
                "phone": organiser.get("phone"),
                "email": organiser.get("email"),
                "position": position,
                "venue": stage.get("venue"),
                "day": optional_date(stage.get("day")),
                "start_offset_minutes": optional_int(stage.get("start_offset_minutes")),
                "first_round_date": optional_date(stage.get("first_round_date")),
                "days_between_rounds": optional_int(stage.get("days_between_rounds")),
                "vp_scale": stage.get("vp_scale"),
                "repeat_policy": stage.get("repeat_policy"),
                "imp_cap": stage.get("imp_cap"),
            }
        ],
    )
    rows.insert(
        table(StageTeam),
        (
            {
                "stage_id": stage_id,
                "team_id": team,
                "position": index,
                "seed": None,
                "start_round": None,
                **extras.get(team, {}),
            }
            for index, team in enumerate(stage["teams"])
        ),
    )
    rounds = stage["rounds"]
    rows.insert(
        table(Round),
        (
            {
                "stage_id": stage_id,
                "number": int(round_["number"]),
                "date": optional_date(round_.get("date")),
                "start": round_.get("start"),
                "bye_team_id": round_.get("bye"),
                "boards": optional_int(round_.get("boards")),
            }
            for round_ in rounds
        ),
    )
    matches = [
        (int(round_["number"]), index, match) for round_ in rounds for index, match in enumerate(round_["matches"])
    ]
    rows.insert(
        table(Match),
        (
            {
                "id": match["id"],
                "stage_id": stage_id,
                "round_number": number,
                "home_team_id": match["home"],
                "away_team_id": match["away"],
                "date": optional_date(match.get("date")),
                "position": index,
            }
            for number, index, match in matches
        ),
    )
    rows.insert(
        table(HalfResult),
        (
            {
                "match_id": match["id"],
                "half": number,
                "home_imps": optional_int(half["home_imps"]),
                "away_imps": optional_int(half["away_imps"]),
                "keep_typed": False,
            }
            for _round, _index, match in matches
            for number, half in typed_halves(match)
        ),
    )
    rows.insert(
        table(LineupSeat),
        (
            {"match_id": match["id"], "half": number, "side": side, "seat": seat, "mid": mid}
            for _round, _index, match in matches
            for number, half in enumerate(match["halves"], start=1)
            for side in ("home", "away")
            for seat, mid in enumerate(half[f"{side}_lineup"], start=1)
        ),
    )
    rows.insert(
        table(BoardResult),
        (
            {**_values(board), "match_id": match["id"]}
            for _round, _index, match in matches
            for board in board_rows(match)
        ),
    )
    rows.insert(
        table(TableTime),
        (
            {
                "match_id": match["id"],
                "half": optional_int(item["half"]),
                "table": optional_int(item["table"]),
                "started": item["started"],
                "ended": item["ended"],
            }
            for _round, _index, match in matches
            for item in match.get("table_times", [])
        ),
    )
    rows.insert(
        table(JuryMember),
        ({"stage_id": stage_id, "team_id": member["team"], "name": member["name"]} for member in stage.get("jury", [])),
    )
    rows.insert(
        table(TableFeePayment),
        (
            {
                "stage_id": stage_id,
                "team_id": payment["team"],
                "round_number": optional_int(payment["round"]),
                "paid_on": optional_date(payment["paid_on"]),
            }
            for payment in stage.get("table_fees_paid", [])
        ),
    )
    rows.insert(
        table(Penalty),
        (
            {
                "id": penalty["id"],
                "stage_id": stage_id,
                "match_id": penalty.get("match"),
                "team_id": penalty["team"],
                "kind": penalty["kind"],
                "minutes": optional_int(penalty.get("minutes")),
                "share": optional_decimal(penalty.get("share")),
                "mid": penalty.get("mid"),
                "vp": optional_decimal(penalty.get("vp")),
                "reason": penalty.get("reason"),
                "room": penalty.get("room"),
                "position": index,
            }
            for index, penalty in enumerate(stage["penalties"])
        ),
    )
    # Walkovers, exclusions and lots keep no position: they are inserted in the document's order,
    # which is the order export lists them in.
    rows.insert(
        table(Walkover),
        (
            {
                "match_id": walkover["match"],
                "stage_id": stage_id,
                "by_team_id": walkover["by"],
                "ruled_on": optional_date(walkover["ruled_on"]),
            }
            for walkover in stage["walkovers"]
        ),
    )
    rows.insert(
        table(Exclusion),
        (
            {
                "stage_id": stage_id,
                "team_id": exclusion["team"],
                "kind": exclusion["kind"],
                "reason": exclusion["reason"],
                "on": optional_date(exclusion["on"]),
            }
            for exclusion in stage["exclusions"]
        ),
    )
    rows.insert(
        table(Lot),
        (
            {
                "stage_id": stage_id,
                "teams": json.dumps(lot["teams"], ensure_ascii=False),
                "order": json.dumps(lot["order"], ensure_ascii=False),
                "drawn_on": dt.datetime.fromisoformat(lot["drawn_on"]),
                "drawn_by": lot["drawn_by"],
            }
            for lot in stage["lots"]
        ),
    )
    _insert_objects(rows, sm_fact_rows(stage))
    _insert_objects(rows, stage_rows(stage))
