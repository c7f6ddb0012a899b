"""Adjusted scores as the services store and show them (docs/bws.md, "Adjusted scores"): a weighted
score (Law 12C1(c)) is kept as JSON, its results with their weights, and scored from there; an
artificial score is shown as "A+ 60 %", a weighted one as "viktat: 4S= 30 %, 4S-1 70 %"."""

from __future__ import annotations

import json
from collections.abc import Sequence

from tddesk.i18n import translate
from tddesk.models.tables import BoardResult
from tddesk.rules import contract as contract_rules
from tddesk.rules.adjusted import artificial_percents, artificial_words
from tddesk.rules.boards import RoomEntry
from tddesk.rules.matchpoints import check_artificial_percents, check_weighted
from tddesk.services.played import parse_played

WeightedPart = tuple[str, str | None, str | int | None, int]  # contract, declarer, result, weight %


def typed_values(contract: str, declarer: str | None, result: str | int | None, lead: str | None) -> dict[str, object]:
    """A played result, or an artificial score typed in the contract's place ("60/40", "A+");
    raises BoardError in words."""
    percents = artificial_percents(contract or "")
    if percents is None:
        return parse_played(contract, declarer, result, lead)
    check_artificial_percents(*percents)
    return {"ns_percent": percents[0], "ew_percent": percents[1]}


def weighted_values(board: int, parts: Sequence[WeightedPart]) -> dict[str, object]:
    """The columns of a weighted score from what the TD typed; raises BoardError in words."""
    stored = []
    for contract, declarer, result, weight in parts:
        played = parse_played(contract, declarer, result)
        stored.append({"contract": played["contract"], "declarer": played["declarer"], "tricks": played["tricks"]})
        stored[-1]["weight"] = int(weight)
    check_weighted(weighted_outcomes(board, json.dumps(stored)))
    return {"weighted": json.dumps(stored)}


def weighted_stored(parts: Sequence[dict[str, object]] | None) -> str | None:
    """A weighted score as the open format lists it (docs/format.md) as the file stores it: JSON
    text with every key given."""
    if not parts:
        return None
    keys = ("contract", "declarer", "tricks", "weight")
    return json.dumps([{key: part.get(key) for key in keys} for part in parts])


def weighted_listed(text: str) -> list[dict[str, object]]:
    """A stored weighted score as the open format lists it: each result without its empty keys."""
    return [{key: value for key, value in part.items() if value is not None} for part in json.loads(text)]


def weighted_outcomes(board: int, text: str) -> tuple[tuple[int, int], ...]:
    """(NS score, weight %) of each result of a stored weighted score (Law 77 on each)."""
    outcomes = []
    for part in json.loads(text):
        contract = contract_rules.parse_contract(part["contract"])
        score = contract_rules.ns_score(board, contract, part["declarer"], part["tricks"] or 0)
        outcomes.append((score, int(part["weight"])))
    return tuple(outcomes)


def weighted_text(text: str) -> str:
    """ "viktat: 4S= 30 %, 4S-1 70 %" (the TD's language)."""
    parts = []
    for part in json.loads(text):
        contract = contract_rules.parse_contract(part["contract"])
        if contract.passed_out:
            parts.append(f"PASS {part['weight']} %")
            continue
        over = (part["tricks"] or 0) - (contract.level + 6)
        result = "=" if over == 0 else f"{over:+d}"
        parts.append(f"{part['contract']}{result} {part['weight']} %")
    return translate("Boards", "weighted: {parts}").format(parts=", ".join(parts))


def artificial_text(percent: int) -> str:
    """Law 12C2 as the TD says it: "A+ 60 %", "A 50 %", "A− 40 %"."""
    return artificial_words(percent)


def room_entry(row: BoardResult) -> RoomEntry:
    """A stored room result as the rules score it (a weighted score's outcomes scored, Law 77)."""
    weighted = weighted_outcomes(row.board, row.weighted) if row.weighted else ()
    return RoomEntry(
        row.board,
        row.room,
        row.contract,
        row.declarer,
        row.tricks,
        row.assigned_ns_score,
        row.ns_percent,
        row.ew_percent,
        weighted,
    )


def adjusted_words(row: BoardResult) -> str | None:
    """How a room's adjusted score is kept for display: "60/40", "assigned", or the weighted
    score's text ("weighted: 4S= 30 %, 4S-1 70 %"); None for a played result."""
    if row.weighted:
        return weighted_text(row.weighted)
    if row.ns_percent is not None:
        return f"{row.ns_percent}/{row.ew_percent}"
    return "assigned" if row.assigned_ns_score is not None else None


def weighted_parts(text: str) -> tuple[WeightedPart, ...]:
    """A stored weighted score as the TD typed it: (contract, declarer, "=", "+1" or "-2", weight)."""
    parts: list[WeightedPart] = []
    for part in json.loads(text):
        contract = contract_rules.parse_contract(part["contract"])
        if contract.passed_out:
            parts.append(("PASS", None, None, int(part["weight"])))
            continue
        result = contract_rules.result_text(contract, part["tricks"] or 0)
        parts.append((part["contract"], part["declarer"], result, int(part["weight"])))
    return tuple(parts)
