"""The pairs championships in the open format, version 3 (docs/format.md, docs/pairs.md): events
with their pairs, heats (entries, sessions, board results, a club's result list, lots) and the
answers to final places, written as the file holds them (facts only: no matchpoints, percentages
or places). ``tddesk.imports.json_pairs`` reads them back."""

from __future__ import annotations

import datetime as dt
import json
from collections import defaultdict
from typing import Any

from tddesk.models.pairs_tables import (
    Pair,
    PairsBoardResult,
    PairsEntry,
    PairsEvent,
    PairsHeat,
    PairsListResult,
    PairsLot,
    PairsPlaceAnswer,
    PairsSession,
    PairsSessionReserve,
)
from tddesk.services.adjusted_scores import weighted_listed

RESULT_FIELDS = (
    "session",
    "board",
    "ns",
    "ew",
    "round",
    "contract",
    "declarer",
    "tricks",
    "lead",
    "assigned_ns_score",
    "ns_percent",
    "ew_percent",
    "weighted",
    "source",
    "bws_row",
)
RESULT_COLUMNS = (
    "session",
    "board",
    "ns_number",
    "ew_number",
    "round",
    "contract",
    "declarer",
    "tricks",
    "lead",
    "assigned_ns_score",
    "ns_percent",
    "ew_percent",
    "weighted",
    "source",
    "bws_row_id",
)


def _date(value) -> str | None:
    return None if value is None else value.isoformat()


def _lot(pairs: str, order: str, drawn_on: dt.datetime, drawn_by: str) -> dict[str, Any]:
    return {
        "pairs": json.loads(pairs),
        "order": json.loads(order),
        "drawn_on": drawn_on.isoformat(timespec="seconds"),
        "drawn_by": drawn_by,
    }


def export_pairs(rows, entry_order) -> list[dict[str, Any]]:
    """Every pairs championship of the file; ``rows`` is the export's row reader (one read per table)."""
    pairs = defaultdict(list)
    for event_id, id_, first, second, champions, direct in rows(
        Pair.event_id,
        Pair.id,
        Pair.first_mid,
        Pair.second_mid,
        Pair.reigning_champions,
        Pair.direct_place,
        order=[Pair.position, entry_order],
    ):
        pairs[event_id].append(
            {
                "id": id_,
                "first": first,
                "second": second,
                "reigning_champions": bool(champions),
                "direct_place": bool(direct),
            }
        )
    entries = defaultdict(list)
    for heat_id, pair, number, qualifying, reserve, reserve_for, struck in rows(
        PairsEntry.heat_id,
        PairsEntry.pair_id,
        PairsEntry.number,
        PairsEntry.plays_for_qualification,
        PairsEntry.reserve_mid,
        PairsEntry.reserve_for_mid,
        PairsEntry.struck_reason,
        order=[PairsEntry.number, entry_order],
    ):
        entry: dict[str, Any] = {"pair": pair, "number": number, "plays_for_qualification": bool(qualifying)}
        _put(entry, "reserve", reserve)
        _put(entry, "reserve_for", reserve_for)
        _put(entry, "struck", struck)
        entries[heat_id].append(entry)
    sessions = defaultdict(list)
    for heat_id, number, movement, per_round, day in rows(
        PairsSession.heat_id,
        PairsSession.number,
        PairsSession.movement,
        PairsSession.boards_per_round,
        PairsSession.day,
        order=[PairsSession.number],
    ):
        session: dict[str, Any] = {"number": number, "movement": movement}
        _put(session, "boards_per_round", per_round)
        _put(session, "day", _date(day))
        sessions[heat_id].append(session)
    results = defaultdict(list)
    columns = [getattr(PairsBoardResult, name) for name in ("heat_id", *RESULT_COLUMNS)]
    for row in rows(*columns, order=[PairsBoardResult.session, PairsBoardResult.board, PairsBoardResult.ns_number]):
        result = {name: value for name, value in zip(RESULT_FIELDS, row[1:], strict=True) if value is not None}
        if "weighted" in result:  # stored as JSON text, written as the list it holds (version 4)
            result["weighted"] = weighted_listed(result["weighted"])
        results[row[0]].append(result)
    listed = defaultdict(list)
    for heat_id, pair, percent, boards in rows(
        PairsListResult.heat_id,
        PairsListResult.pair_id,
        PairsListResult.percent,
        PairsListResult.boards,
        order=[entry_order],
    ):
        item: dict[str, Any] = {"pair": pair, "percent": format(percent, "f")}
        _put(item, "boards", boards)
        listed[heat_id].append(item)
    heat_lots: dict[str, list] = defaultdict(list)
    pooled_lots: dict[str, list] = defaultdict(list)
    for event_id, heat_id, lot_pairs, order, drawn_on, drawn_by in rows(
        PairsLot.event_id,
        PairsLot.heat_id,
        PairsLot.pairs,
        PairsLot.order,
        PairsLot.drawn_on,
        PairsLot.drawn_by,
        order=[PairsLot.id],
    ):
        (heat_lots[heat_id] if heat_id else pooled_lots[event_id]).append(_lot(lot_pairs, order, drawn_on, drawn_by))
    answers = defaultdict(list)
    for event_id, pair, accepted, answered_on in rows(
        PairsPlaceAnswer.event_id,
        PairsPlaceAnswer.pair_id,
        PairsPlaceAnswer.accepted,
        PairsPlaceAnswer.answered_on,
        order=[PairsPlaceAnswer.id],
    ):
        answers[event_id].append({"pair": pair, "accepted": bool(accepted), "answered_on": _date(answered_on)})
    session_reserves = defaultdict(list)
    for heat_id, pair, number, reserve, for_mid in rows(
        PairsSessionReserve.heat_id,
        PairsSessionReserve.pair_id,
        PairsSessionReserve.session,
        PairsSessionReserve.reserve_mid,
        PairsSessionReserve.for_mid,
        order=[PairsSessionReserve.session, PairsSessionReserve.pair_id],
    ):
        session_reserves[heat_id].append({"pair": pair, "session": number, "reserve": reserve, "for": for_mid})
    heats = defaultdict(list)
    for event_id, id_, name, kind, club, day, neuberg_decimals, sit_out in rows(
        PairsHeat.event_id,
        PairsHeat.id,
        PairsHeat.name,
        PairsHeat.kind,
        PairsHeat.club_id,
        PairsHeat.day,
        PairsHeat.neuberg_decimals,
        PairsHeat.sit_out_score,
        order=[PairsHeat.position, entry_order],
    ):
        heat: dict[str, Any] = {"id": id_, "name": name, "kind": kind}
        _put(heat, "club", club)
        _put(heat, "day", _date(day))
        heat["entries"] = entries.get(id_, [])
        heat["sessions"] = sessions.get(id_, [])
        heat["results"] = results.get(id_, [])
        _put(heat, "session_reserves", session_reserves.get(id_))
        _put(heat, "result_list", listed.get(id_))
        _put(heat, "lots", heat_lots.get(id_))
        _put(heat, "neuberg_decimals", neuberg_decimals)  # version 4: other programs' conventions
        _put(heat, "sit_out_score", sit_out)
        heats[event_id].append(heat)
    events = []
    for id_, name, discipline, final_pairs, final_boards in rows(
        PairsEvent.id,
        PairsEvent.name,
        PairsEvent.discipline,
        PairsEvent.final_pairs,
        PairsEvent.final_boards,
        order=[PairsEvent.position, entry_order],
    ):
        event: dict[str, Any] = {
            "id": id_,
            "name": name,
            "discipline": discipline,
            "final_pairs": final_pairs,
            "final_boards": final_boards,
            "pairs": pairs.get(id_, []),
            "heats": heats.get(id_, []),
        }
        _put(event, "place_answers", answers.get(id_))
        _put(event, "lots", pooled_lots.get(id_))
        events.append(event)
    return events


def _put(entry: dict, key: str, value: Any) -> None:
    if value is not None:
        entry[key] = value
