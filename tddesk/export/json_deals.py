"""A stage's deals and board layout in the open JSON format (docs/format.md, docs/boards.md).

``deals`` lists the stage's dealt boards: ``board``, ``deal`` (PBN notation, North first) and
``source`` (``pbn``, ``dup``). ``board_layout`` is how the boards are numbered and how a Bridgemate
file maps to the matches. Both are facts of the stage, absent when the file holds none, and a
document's deals are checked as an imported deal file is: 52 different cards, 13 to each hand,
each board once — and every opening lead in the stage's boards must be a card of the leader.
A match's boards are checked as the traveller grid checks them (``board_problems``).
"""

from __future__ import annotations

from typing import Any

from tddesk.formats.json_format import problem, quoted
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.models.tables import BoardLayout, StageDeal
from tddesk.rules.board_layout import Layout, check_layout, default_layout, layout_from_json
from tddesk.rules.boards import check_artificial, check_entry, half_board_numbers
from tddesk.rules.contract import BoardError, parse_contract
from tddesk.rules.deals import Deal, check_lead, parse_pbn_deal, seat_words
from tddesk.services.adjusted_scores import weighted_values


def deals_json(rows: list[tuple[int, str, str]]) -> list[dict[str, Any]] | None:
    """(board, deal, source) rows → the ``deals`` list in board order, or None when there are none."""
    return [{"board": board, "deal": deal, "source": source} for board, deal, source in sorted(rows)] or None


def layout_json(text: str | None) -> dict[str, Any] | None:
    """The stored layout as the format writes it (lists rather than keyed objects)."""
    if text is None:
        return None
    layout = layout_from_json(text)
    entry: dict[str, Any] = {"numbering": layout.numbering}
    if layout.section:
        entry["section"] = layout.section
    if layout.rounds:
        entry["rounds"] = [
            {"bridgemate_round": bm, "round": slot[0], "half": slot[1]} for bm, slot in sorted(layout.rounds.items())
        ]
    if layout.tables:
        entry["tables"] = [
            {"round": key[0], "table": key[1], "match": seat[0], "room": seat[1]}
            for key, seat in sorted(layout.tables.items())
        ]
    return entry


def layout_of(stage: dict) -> Layout | None:
    data = stage.get("board_layout")
    if data is None:
        return None
    return Layout(
        data["numbering"],
        data.get("section"),
        {item["bridgemate_round"]: (item["round"], item["half"]) for item in data.get("rounds", ())},
        {(item["round"], item["table"]): (item["match"], item["room"]) for item in data.get("tables", ())},
    )


def stage_rows(stage: dict, stage_id: StageId | None = None) -> list[StageDeal | BoardLayout]:
    """The rows a stage document's deals and layout are stored as (``stage_id``: the id it gets)."""
    own = stage_id or stage["id"]
    rows: list[StageDeal | BoardLayout] = [
        StageDeal(stage_id=own, board=item["board"], deal=item["deal"], source=item["source"])
        for item in stage.get("deals", ())
    ]
    layout = layout_of(stage)
    if layout is not None:
        rows.append(BoardLayout(stage_id=own, layout=layout.to_json()))
    return rows


def deal_problems(stage: dict, path: str) -> list[str]:
    """What the deal import and the traveller grid would refuse in a stage document."""
    found: list[str] = []
    deals: dict[int, Deal] = {}
    first_path: dict[int, str] = {}
    for index, item in enumerate(stage.get("deals", ())):
        item_path = f"{path}.deals[{index}]"
        board = item["board"]
        if board in first_path:
            found.append(
                problem(
                    f"{item_path}.board",
                    translate("Json", "board {board} is already dealt at {first}; a board has one deal").format(
                        board=board, first=first_path[board]
                    ),
                )
            )
            continue
        first_path[board] = item_path
        try:
            deal = parse_pbn_deal(board, item["deal"])
        except BoardError as error:
            found.append(problem(f"{item_path}.deal", seat_words(error, translate)))
            continue
        if deal.pbn() != item["deal"]:
            found.append(
                problem(
                    f"{item_path}.deal",
                    translate(
                        "Json",
                        "{deal} is not written as the format writes a deal: North first, each suit from the ace "
                        "down, {written}",
                    ).format(deal=quoted(item["deal"]), written=quoted(deal.pbn())),
                )
            )
        deals[board] = deal
    if "board_layout" in stage:
        try:
            check_layout(layout_of(stage))  # type: ignore[arg-type]  # present: checked above
        except BoardError as error:
            found.append(problem(f"{path}.board_layout", error.words(translate)))
    for number, round_ in enumerate(stage["rounds"]):
        for position, match in enumerate(round_["matches"]):
            for index, board in enumerate(match.get("boards", ())):
                played_deal = deals.get(board["board"])
                if played_deal is None or "lead" not in board or "declarer" not in board:
                    continue
                try:
                    check_lead(played_deal, board["declarer"], board["lead"])
                except BoardError as error:
                    found.append(
                        problem(
                            f"{path}.rounds[{number}].matches[{position}].boards[{index}].lead",
                            seat_words(error, translate),
                        )
                    )
    return found


def board_problems(stage: dict, path: str) -> list[str]:
    """What ``enter_board`` and ``assign_board_score`` would refuse in a stage's match boards: a
    board outside its half (by the stage's layout), a room entered twice, a played result without
    declarer or tricks, an artificial score other than 60/50/40, an assigned score not in tens, a
    weighted score (Law 12C1(c)) whose weights do not add up to 100 or whose results are impossible."""
    layout = layout_of(stage) or default_layout(stage["kind"])
    found: list[str] = []
    halves = stage["halves"]
    for number, round_ in enumerate(stage["rounds"]):
        for position, match in enumerate(round_["matches"]):
            seen: dict[tuple[int, str, int], int] = {}
            for index, board in enumerate(match.get("boards", ())):
                board_path = f"{path}.rounds[{number}].matches[{position}].boards[{index}]"
                words = _board_refusal(board, round_["number"], stage["boards_per_match"], halves, layout.numbering)
                key = (board["half"], board["room"], board["board"])
                if words is None and key in seen:
                    words = translate(
                        "Json", "board {board} of half {half} in the {room} room is already given at boards[{first}]"
                    ).format(board=key[2], half=key[0], room=key[1], first=seen[key])
                seen.setdefault(key, index)
                if words is not None:
                    found.append(problem(board_path, words))
    return found


def _board_refusal(board: dict, round_number: int, boards_per_match: int, halves: int, numbering: str) -> str | None:
    if board["half"] > halves:
        return translate("Json", "half {half} is not played; the stage plays {halves}").format(
            half=board["half"], halves=halves
        )
    numbers = half_board_numbers(round_number, board["half"], boards_per_match, halves, numbering)
    if board["board"] not in numbers:
        return translate(
            "Json", "board {board} is not played in half {half} of round {round} (boards {first}-{last})"
        ).format(board=board["board"], half=board["half"], round=round_number, first=numbers[0], last=numbers[-1])
    played = "contract" in board
    assigned = "assigned_ns_score" in board
    artificial = "ns_percent" in board or "ew_percent" in board
    weighted = "weighted" in board
    if played + assigned + artificial + weighted != 1:
        return translate(
            "Json",
            "a room has a contract, an assigned_ns_score, an artificial ns_percent and "
            "ew_percent or a weighted score — exactly one of them",
        )
    try:
        if weighted:
            parts = [
                (part["contract"], part.get("declarer"), part.get("tricks"), part["weight"])
                for part in board["weighted"]
            ]
            weighted_values(board["board"], parts)
        elif played:
            contract = parse_contract(board["contract"])
            if contract.passed_out and ("declarer" in board or "tricks" in board):
                return translate("Json", "a passed-out board has no declarer and no tricks")
            check_entry(contract, board.get("declarer"), board.get("tricks"))
        elif artificial:
            check_artificial(board.get("ns_percent", 0), board.get("ew_percent", 0))
        elif board["assigned_ns_score"] % 10:
            return translate("Json", "an assigned score is in tens of points, not {score}").format(
                score=board["assigned_ns_score"]
            )
    except BoardError as error:
        return error.words(translate)
    return None
