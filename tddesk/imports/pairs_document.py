"""Another program's (or another tddesk's) open-format document as the other side of the pairs
parity report (docs/pairs.md, "The parity report from the open format").

The document is read and checked as an import checks it (the schema, its references, the pairs'
facts), and the heat is found by the heat's id, else by its name. Its facts become the results
the report compares, as a Ruter file gives them: every board result with its NS score (or its
artificial percentages), the matchpoints the document's own results give on each board (PP5, with
the conventions the document's heat declares: ``neuberg_decimals``, ``sit_out_score``), a ``Bye``
row for each board of a round a pair sat out, and each pair's percentage — the heat's
``result_list`` when the document publishes one, else the pair's score from the document's results.
"""

from __future__ import annotations

import json
import os
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tddesk.formats.ruter_fields import heat_numbered
from tddesk.formats.ruter_pbn import PbnBoard, PbnPair, PbnResults, PbnTable, read_results
from tddesk.i18n import translate
from tddesk.imports.json_facts import validate_document
from tddesk.imports.json_pairs_checks import check_pairs
from tddesk.imports.json_reading import read_document
from tddesk.rules.contract import ns_score, parse_contract
from tddesk.rules.matchpoints import (
    PairsConventions,
    PairScore,
    TableResult,
    combined,
    score_board,
    score_session,
    session_top,
)
from tddesk.rules.proportional import decimal_text
from tddesk.services.adjusted_scores import weighted_outcomes
from tddesk.services.errors import message
from tddesk.services.pairs import get_heat

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def _find_heat(document: dict[str, Any], heat_id: str, name: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The document's heat (with its event) of the same id, else of the same name."""
    heats = [(event, heat) for event in document.get("pairs_events", []) for heat in event["heats"]]
    return next((found for found in heats if found[1]["id"] == heat_id), None) or next(
        (found for found in heats if found[1]["name"].casefold() == name.casefold()), None
    )


def _table_result(result: dict[str, Any]) -> TableResult:
    board, ns, ew = result["board"], str(result["ns"]), str(result["ew"])
    round_number = result.get("round", 1)
    if "weighted" in result:
        outcomes = weighted_outcomes(board, json.dumps(result["weighted"]))
        return TableResult(board, ns, ew, round=round_number, weighted=outcomes)
    if "ns_percent" in result:
        return TableResult(board, ns, ew, None, result["ns_percent"], result["ew_percent"], round_number)
    if "assigned_ns_score" in result:
        return TableResult(board, ns, ew, result["assigned_ns_score"], round=round_number)
    contract = parse_contract(result["contract"])
    score = ns_score(board, contract, result.get("declarer"), result.get("tricks") or 0)
    return TableResult(board, ns, ew, score, round=round_number)


def _printed(value: Fraction) -> Decimal:
    return Decimal(decimal_text(value, 2))


def _pbn_table(result: dict[str, Any], scored: TableResult, points: tuple[Fraction, Fraction]) -> PbnTable:
    played = "contract" in result and "weighted" not in result
    return PbnTable(
        table=None,
        round=scored.round,
        ns=int(scored.ns_pair),
        ew=int(scored.ew_pair),
        contract=result["contract"] if played else "",
        declarer=result.get("declarer") or "" if played else "",
        tricks=result.get("tricks") if played else None,
        lead=result.get("lead") or "",
        ns_score=None if scored.artificial or scored.weighted else scored.ns_score,
        adjusted=(scored.ns_percent, scored.ew_percent or 0) if scored.ns_percent is not None else None,
        ns_points=_printed(points[0]),
        ew_points=_printed(points[1]),
    )


def _byes(session: int, results: list[TableResult]) -> dict[int, list[PbnTable]]:
    """A ``Bye`` row for each board a pair of the session sat out in a round, by board (the boards
    of a round are as many as any pair played in it, as rules/matchpoints.py counts a sit-out)."""
    pairs = {pair for result in results for pair in (result.ns_pair, result.ew_pair)}
    rounds: dict[int, list[TableResult]] = {}
    for result in results:
        rounds.setdefault(result.round, []).append(result)
    byes: dict[int, list[PbnTable]] = {}
    for number, played in sorted(rounds.items()):
        seated = {pair for result in played for pair in (result.ns_pair, result.ew_pair)}
        per_pair: dict[str, int] = {}
        for result in played:
            for pair in (result.ns_pair, result.ew_pair):
                per_pair[pair] = per_pair.get(pair, 0) + 1
        boards = sorted({result.board for result in played})[: max(per_pair.values())]
        for pair in sorted(pairs - seated, key=int):
            for board in boards:
                byes.setdefault(board, []).append(PbnTable(table=None, round=number, ns=int(pair), ew=None))
    return byes


def _names(document: dict[str, Any], event: dict[str, Any]) -> dict[str, tuple[tuple[str, str], str, tuple[str, str]]]:
    """Each pair id of the event: its players' names, the first player's club, the MIDs."""
    players = {player["mid"]: player for player in document.get("players", [])}
    clubs = {club["id"]: club["name"] for club in document.get("clubs", [])}
    named = {}
    for pair in event["pairs"]:
        first, second = players.get(pair["first"], {}), players.get(pair["second"], {})
        club = clubs.get(first.get("club", ""), "")
        named[pair["id"]] = ((first.get("name", ""), second.get("name", "")), club, (pair["first"], pair["second"]))
    return named


def document_results(
    tournament: Tournament, heat_id: str, document_or_path: dict[str, Any] | str | os.PathLike[str], session: int = 1
) -> PbnResults:
    """The document's results for the heat ``heat_id`` of the file, as the parity report reads a
    Ruter file; a ServiceError in words when the document is not the open format or has no such
    heat or session."""
    if isinstance(document_or_path, dict):
        document, shown = document_or_path, translate("Pairs", "The document")
    else:
        document, shown = read_document(document_or_path), os.fspath(document_or_path)
    document = validate_document(document, check_pairs)
    with tournament.reading() as reading:
        heat = get_heat(reading, heat_id)
        heat_name = heat.name
    found = _find_heat(document, heat_id, heat_name)
    if found is None:
        raise message(
            translate(
                "Pairs",
                "{document} has no pairs heat {heat} (by its id {id} or its name); export that heat's session "
                "from the other program, or choose the heat it scored.",
            ),
            document=shown,
            heat=heat_name,
            id=heat_id,
        )
    event, their_heat = found
    results = their_heat.get("results", [])
    sessions = {item["number"] for item in their_heat.get("sessions", [])} | {r["session"] for r in results}
    if session not in sessions and not their_heat.get("result_list"):
        raise message(
            translate(
                "Pairs",
                "{document} has no session {session} of {heat}: it has no board results and no result list for "
                "it. Choose the session the document holds.",
            ),
            document=shown,
            session=session,
            heat=their_heat["name"],
        )
    conventions = PairsConventions(their_heat.get("neuberg_decimals"), their_heat.get("sit_out_score") or "none")
    by_session: dict[int, list[tuple[dict[str, Any], TableResult]]] = {}
    for result in results:
        by_session.setdefault(result["session"], []).append((result, _table_result(result)))
    boards: list[PbnBoard] = []
    scores = []
    for number, rows in sorted(by_session.items()):
        table_results = [scored for _result, scored in rows]
        expected = session_top(table_results)
        scores.append(score_session(table_results, expected, session=number, conventions=conventions))
        byes = _byes(number, table_results)
        for board in sorted({scored.board for scored in table_results}):
            on_board = [(result, scored) for result, scored in rows if scored.board == board]
            board_points = {
                s.result: (s.ns_points, s.ew_points)
                for s in score_board([scored for _r, scored in on_board], expected, conventions.neuberg_decimals)
            }
            tables = tuple(_pbn_table(result, scored, board_points[scored]) for result, scored in on_board)
            boards.append(PbnBoard(number=board, tables=tables + tuple(byes.get(board, ())), session=number))
    numbers = {entry["pair"]: entry["number"] for entry in their_heat["entries"]}
    names = _names(document, event)
    listed = {item["pair"]: item for item in their_heat.get("result_list", [])}
    totals: dict[str, PairScore] = combined(scores)
    pairs = []
    for pair_id, number in sorted(numbers.items(), key=lambda item: item[1]):
        score = totals.get(str(number))
        if pair_id in listed:
            percent, points, played = Decimal(listed[pair_id]["percent"]), None, listed[pair_id].get("boards")
        elif score is not None:
            exact = score.points * 100 / score.maximum if score.maximum else Fraction(50)
            percent, points, played = _printed(exact), _printed(score.points), len(score.boards)
        else:
            continue  # entered, but neither scored nor listed: the pair did not play
        player_names, club, mids = names[pair_id]
        pairs.append(PbnPair(None, number, None, "", points, percent, player_names, played, club, mids))
    championship = document["championship"]["name"]
    return PbnResults(
        event=f"{championship}: {their_heat['name']}",
        date=their_heat.get("day", ""),
        application=translate("Pairs", "the open format ({name})").format(name=championship),
        pairs=tuple(pairs),
        boards=tuple(boards),
    )


def other_results(tournament: Tournament, heat_id: str, path: str | os.PathLike[str], session: int = 1) -> PbnResults:
    """Another program's results for the parity report, by the file's suffix: an open-format
    document (``.json``) or a PBN file (Ruter's, a Mitchell's fields numbered as the import numbers
    them); a ServiceError in words when it cannot be read."""
    if os.fspath(path).casefold().endswith(".json"):
        return document_results(tournament, heat_id, path, session)
    try:
        return heat_numbered(read_results(Path(path)))[0]
    except ValueError as error:
        raise message(str(error)) from None
