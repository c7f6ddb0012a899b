"""Reading the pairs championships of an open-format document (version 3, docs/format.md) into a
new file: the rows ``tddesk.export.json_pairs`` writes, a layer at a time."""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal

from sqlalchemy.orm import Session

from tddesk.export.json_pairs import RESULT_COLUMNS, RESULT_FIELDS
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
from tddesk.services.adjusted_scores import weighted_stored


def import_pairs(session: Session, document: dict) -> None:
    """Insert the document's pairs championships (after its clubs and players), a layer at a time."""
    events = document.get("pairs_events", [])
    session.add_all(
        PairsEvent(
            id=event["id"],
            name=event["name"],
            discipline=event["discipline"],
            final_pairs=int(event["final_pairs"]),
            final_boards=int(event["final_boards"]),
            position=position,
        )
        for position, event in enumerate(events)
    )
    session.flush()
    session.add_all(
        Pair(
            id=pair["id"],
            event_id=event["id"],
            first_mid=pair["first"],
            second_mid=pair["second"],
            reigning_champions=pair["reigning_champions"],
            direct_place=pair["direct_place"],
            position=position,
        )
        for event in events
        for position, pair in enumerate(event["pairs"])
    )
    session.add_all(
        PairsHeat(
            id=heat["id"],
            event_id=event["id"],
            name=heat["name"],
            kind=heat["kind"],
            club_id=heat.get("club"),
            day=_parse_date(heat.get("day")),
            position=position,
            neuberg_decimals=heat.get("neuberg_decimals"),
            sit_out_score=heat.get("sit_out_score"),
        )
        for event in events
        for position, heat in enumerate(event["heats"])
    )
    session.flush()
    for event in events:
        for heat in event["heats"]:
            import_heat(session, event["id"], heat)
        session.add_all(_lot_row(event["id"], None, lot) for lot in event.get("lots", []))
        session.add_all(
            PairsPlaceAnswer(
                event_id=event["id"],
                pair_id=answer["pair"],
                accepted=answer["accepted"],
                answered_on=_parse_date(answer["answered_on"]),
            )
            for answer in event.get("place_answers", [])
        )
    session.flush()


def import_heat(session: Session, event_id: str, heat: dict) -> None:
    """One heat's entries, sessions, reserves, results, result list and lots (the heat row exists)."""
    session.add_all(
        PairsEntry(
            heat_id=heat["id"],
            pair_id=entry["pair"],
            number=int(entry["number"]),
            plays_for_qualification=entry["plays_for_qualification"],
            reserve_mid=entry.get("reserve"),
            reserve_for_mid=entry.get("reserve_for"),
            struck_reason=entry.get("struck"),
        )
        for entry in heat["entries"]
    )
    session.add_all(
        PairsSession(
            heat_id=heat["id"],
            number=int(item["number"]),
            movement=item["movement"],
            boards_per_round=item.get("boards_per_round"),
            day=_parse_date(item.get("day")),
        )
        for item in heat["sessions"]
    )
    session.flush()
    session.add_all(
        PairsBoardResult(
            heat_id=heat["id"],
            **{
                column: result.get(field)
                for field, column in zip(RESULT_FIELDS, RESULT_COLUMNS, strict=True)
                if field not in ("source", "weighted")
            },
            weighted=_weighted_text(result.get("weighted")),
            source=result["source"],
        )
        for result in heat["results"]
    )
    session.add_all(
        PairsSessionReserve(
            heat_id=heat["id"],
            pair_id=item["pair"],
            session=int(item["session"]),
            reserve_mid=item["reserve"],
            for_mid=item["for"],
        )
        for item in heat.get("session_reserves", [])
    )
    session.add_all(
        PairsListResult(
            heat_id=heat["id"], pair_id=item["pair"], percent=Decimal(item["percent"]), boards=item.get("boards")
        )
        for item in heat.get("result_list", [])
    )
    session.add_all(_lot_row(event_id, heat["id"], lot) for lot in heat.get("lots", []))


def _lot_row(event_id: str, heat_id: str | None, lot: dict) -> PairsLot:
    return PairsLot(
        event_id=event_id,
        heat_id=heat_id,
        pairs=json.dumps(lot["pairs"], ensure_ascii=False),
        order=json.dumps(lot["order"], ensure_ascii=False),
        drawn_on=dt.datetime.fromisoformat(lot["drawn_on"]),
        drawn_by=lot["drawn_by"],
    )


def _weighted_text(parts: list | None) -> str | None:
    """A weighted score as the file stores it: the document's list as JSON text, every key given."""
    return weighted_stored(parts)


def _parse_date(text: str | None) -> dt.date | None:
    return None if text is None else dt.date.fromisoformat(text)
