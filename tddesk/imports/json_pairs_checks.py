"""What the schema cannot say about a document's pairs championships (format version 3): every
reference resolves and every result is one the services would accept, each problem naming its
JSON path (docs/format.md)."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from tddesk.formats.json_format import VERSION_3_KEY, problem, quoted
from tddesk.i18n import translate
from tddesk.rules import entry_limits as limits
from tddesk.rules.pairs_reserves import reserve_problem


def check_pairs(document: dict) -> list[str]:
    problems: list[str] = []
    if VERSION_3_KEY in document and document["version"] < 3:
        problems.append(
            problem(VERSION_3_KEY, translate("Json", 'this key belongs to version 3 of the format; write "version": 3'))
        )
    # the version 4 keys (a weighted score among them) are told by json_version2_checks, once
    players = {player.get("mid") for player in document.get("players", [])}
    clubs = {club.get("id") for club in document.get("clubs", [])}
    seen_events: set[str] = set()
    seen_pairs: set[str] = set()
    seen_heats: set[str] = set()

    def unique(value: str, seen: set[str], path: str) -> None:
        if value in seen:
            problems.append(problem(path, translate("Json", "the id {id} is used twice").format(id=quoted(value))))
        seen.add(value)

    for index, event in enumerate(document.get("pairs_events", [])):
        path = f"pairs_events[{index}]"
        unique(event["id"], seen_events, f"{path}.id")
        for finding, where in (
            (limits.name_problem(event["name"]), "name"),
            (limits.final_size_problem(event["final_pairs"], event["final_boards"]), "final_pairs"),
        ):
            if finding is not None:
                problems.append(problem(f"{path}.{where}", finding.words(translate)))
        pairs: dict[str, tuple[str, str]] = {}
        for number, pair in enumerate(event["pairs"]):
            pair_path = f"{path}.pairs[{number}]"
            unique(pair["id"], seen_pairs, f"{pair_path}.id")
            for side in ("first", "second"):
                if pair[side] not in players:
                    problems.append(
                        problem(
                            f"{pair_path}.{side}",
                            translate("Json", "{mid} is not a player of the document").format(mid=quoted(pair[side])),
                        )
                    )
            if pair["first"] == pair["second"]:
                problems.append(
                    problem(
                        f"{pair_path}.second",
                        translate("Json", "a pair is two players; {mid} is named twice").format(
                            mid=quoted(pair["first"])
                        ),
                    )
                )
            pairs[pair["id"]] = (pair["first"], pair["second"])
        for number, heat in enumerate(event["heats"]):
            heat_path = f"{path}.heats[{number}]"
            unique(heat["id"], seen_heats, f"{heat_path}.id")
            if "club" in heat and heat["club"] not in clubs:
                problems.append(
                    problem(
                        f"{heat_path}.club",
                        translate("Json", "{club} is not a club of the document").format(club=quoted(heat["club"])),
                    )
                )
            problems += _heat_problems(heat, heat_path, pairs, players)
        for key in ("place_answers", "lots"):
            for number, item in enumerate(event.get(key, [])):
                named = [item["pair"]] if key == "place_answers" else item["pairs"]
                problems += _pairs_of_event(named, pairs, f"{path}.{key}[{number}]")
                if key == "lots":
                    problems += _lot_order(item, f"{path}.lots[{number}]")
    return problems


def _pairs_of_event(named, pairs, path: str) -> list[str]:
    return [
        problem(path, translate("Json", "{pair} is not a pair of this championship").format(pair=quoted(pair)))
        for pair in named
        if pair not in pairs
    ]


def _lot_order(lot: dict, path: str) -> list[str]:
    if sorted(lot["order"]) != sorted(lot["pairs"]):
        return [problem(f"{path}.order", translate("Json", "a lot orders exactly the pairs it was drawn for"))]
    return []


def _heat_problems(heat: dict, path: str, pairs: dict[str, tuple[str, str]], players: set) -> list[str]:
    problems: list[str] = []
    numbers: dict[int, str] = {}
    entered: set[str] = set()
    for index, entry in enumerate(heat["entries"]):
        entry_path = f"{path}.entries[{index}]"
        if entry["pair"] not in pairs:
            problems.append(
                problem(
                    f"{entry_path}.pair",
                    translate("Json", "{pair} is not a pair of this championship").format(pair=quoted(entry["pair"])),
                )
            )
        elif entry["pair"] in entered:
            problems.append(
                problem(
                    f"{entry_path}.pair",
                    translate("Json", "{pair} is entered twice in the heat").format(pair=quoted(entry["pair"])),
                )
            )
        if (wrong_number := limits.pair_number_problem(entry["number"])) is not None:
            problems.append(problem(f"{entry_path}.number", wrong_number.words(translate)))
        if entry["number"] in numbers:
            problems.append(
                problem(
                    f"{entry_path}.number",
                    translate("Json", "pair number {number} is given twice in the heat").format(number=entry["number"]),
                )
            )
        numbers[entry["number"]] = entry["pair"]
        entered.add(entry["pair"])
        if ("reserve" in entry) != ("reserve_for" in entry):
            problems.append(
                problem(entry_path, translate("Json", "a reserve names both the reserve and the player replaced"))
            )
        elif "reserve" in entry:
            if entry["reserve"] not in players:
                problems.append(
                    problem(
                        f"{entry_path}.reserve",
                        translate("Json", "{mid} is not a player of the document").format(mid=quoted(entry["reserve"])),
                    )
                )
            if entry["reserve_for"] not in pairs.get(entry["pair"], ()):
                problems.append(
                    problem(
                        f"{entry_path}.reserve_for",
                        translate("Json", "{mid} is not a player of the pair").format(mid=quoted(entry["reserve_for"])),
                    )
                )
    sessions = [item["number"] for item in heat["sessions"]]
    bounds: dict[int, tuple[int, int]] = {}
    for index, item in enumerate(heat["sessions"]):
        if (wrong_session := limits.session_number_problem(item["number"])) is not None:
            problems.append(problem(f"{path}.sessions[{index}].number", wrong_session.words(translate)))
        per_round = item.get("boards_per_round")
        if per_round is not None and (wrong_boards := limits.boards_problem(per_round)) is not None:
            problems.append(problem(f"{path}.sessions[{index}].boards_per_round", wrong_boards.words(translate)))
            per_round = None
        bounds[item["number"]] = limits.session_bounds(None, per_round)
    if (wrong_name := limits.name_problem(heat["name"])) is not None:
        problems.append(problem(f"{path}.name", wrong_name.words(translate)))
    if len(set(sessions)) != len(sessions):
        problems.append(problem(f"{path}.sessions", translate("Json", "a session number is given twice")))
    for index, item in enumerate(heat.get("session_reserves", [])):
        item_path = f"{path}.session_reserves[{index}]"
        if item["pair"] not in entered:
            problems.append(
                problem(
                    f"{item_path}.pair",
                    translate("Json", "{pair} does not play in the heat").format(pair=quoted(item["pair"])),
                )
            )
        if item["session"] not in sessions:
            problems.append(
                problem(
                    f"{item_path}.session",
                    translate("Json", "the heat has no session {session}").format(session=item["session"]),
                )
            )
        if item["reserve"] not in players:
            problems.append(
                problem(
                    f"{item_path}.reserve",
                    translate("Json", "{mid} is not a player of the document").format(mid=quoted(item["reserve"])),
                )
            )
        if item["for"] not in pairs.get(item["pair"], ()):
            problems.append(
                problem(
                    f"{item_path}.for",
                    translate("Json", "{mid} is not a player of the pair").format(mid=quoted(item["for"])),
                )
            )
    problems += _reserve_rule(heat, path, pairs, sessions)
    tables: set[tuple[int, int, int]] = set()
    for index, result in enumerate(heat["results"]):
        result_path = f"{path}.results[{index}]"
        if result["session"] not in sessions:
            problems.append(
                problem(
                    f"{result_path}.session",
                    translate("Json", "the heat has no session {session}").format(session=result["session"]),
                )
            )
        for side in ("ns", "ew"):
            if result[side] not in numbers:
                problems.append(
                    problem(
                        f"{result_path}.{side}",
                        translate("Json", "no pair plays under number {number} in the heat").format(
                            number=result[side]
                        ),
                    )
                )
        if result["ns"] == result["ew"]:
            problems.append(problem(f"{result_path}.ew", translate("Json", "a pair cannot play against itself")))
        elif (
            outside := limits.session_row_problem(
                result["board"],
                result["round"],
                result["ns"],
                result["ew"],
                bounds.get(result["session"], limits.session_bounds(None, None)),
            )
        ) is not None:
            problems.append(problem(result_path, outside.words(translate)))
        key = (result["session"], result["board"], result["ns"])
        if key in tables:
            problems.append(
                problem(
                    result_path,
                    translate("Json", "board {board} of session {session} has two results for NS pair {ns}").format(
                        board=key[1], session=key[0], ns=key[2]
                    ),
                )
            )
        tables.add(key)
        problems += _result_kind(result, result_path)
    for index, item in enumerate(heat.get("result_list", [])):
        item_path = f"{path}.result_list[{index}]"
        if item["pair"] not in entered:
            problems.append(
                problem(
                    f"{item_path}.pair",
                    translate("Json", "{pair} does not play in the heat").format(pair=quoted(item["pair"])),
                )
            )
        try:
            percent = Decimal(item["percent"])
        except InvalidOperation:
            continue  # the schema names it
        if not percent.is_finite() or not 0 <= percent <= 100:
            problems.append(
                problem(
                    f"{item_path}.percent",
                    translate("Json", "{value} is not a percentage between 0 and 100").format(
                        value=quoted(item["percent"])
                    ),
                )
            )
    for index, lot in enumerate(heat.get("lots", [])):
        problems += _pairs_of_event(lot["pairs"], pairs, f"{path}.lots[{index}]") + _lot_order(
            lot, f"{path}.lots[{index}]"
        )
    return problems


def _result_kind(result: dict, path: str) -> list[str]:
    """A result is played (a contract, with declarer and tricks unless passed out), assigned (an NS
    score) or artificial (both sides' percentages): exactly one of the three (PP5)."""
    played = "contract" in result
    assigned = "assigned_ns_score" in result
    artificial = "ns_percent" in result or "ew_percent" in result
    weighted = "weighted" in result
    if played + assigned + artificial + weighted != 1:
        return [
            problem(
                path,
                translate(
                    "Json",
                    "a result is played (contract), assigned (assigned_ns_score), "
                    "artificial (ns_percent and ew_percent) or weighted (weighted): exactly one",
                ),
            )
        ]
    if weighted:
        return _weighted_problems(result, path)
    if artificial and not ("ns_percent" in result and "ew_percent" in result):
        return [problem(path, translate("Json", "an artificial score gives both ns_percent and ew_percent"))]
    if played and result["contract"] != "PASS" and not ("declarer" in result and "tricks" in result):
        return [problem(path, translate("Json", "a played contract needs its declarer and tricks"))]
    return []


def _weighted_problems(result: dict, path: str) -> list[str]:
    """Law 12C1(c): the weights add up to 100 and each part is a result the services would accept."""
    if sum(part["weight"] for part in result["weighted"]) != 100:
        return [problem(f"{path}.weighted", translate("Json", "the weights of a weighted score add up to 100"))]
    for index, part in enumerate(result["weighted"]):
        if part["contract"] != "PASS" and not ("declarer" in part and "tricks" in part):
            return [
                problem(
                    f"{path}.weighted[{index}]", translate("Json", "a played contract needs its declarer and tricks")
                )
            ]
    return []


def _reserve_rule(heat: dict, path: str, pairs: dict[str, tuple[str, str]], sessions: list[int]) -> list[str]:
    """D p.6, as the window and the CLI check it (services/pairs_reserves.py): one ordinary player
    of each pair plays every session of the heat, and a reserve replaces only one of the two."""
    problems: list[str] = []
    numbers = sessions or [1]
    for index, entry in enumerate(heat["entries"]):
        if entry["pair"] not in pairs:
            continue
        replaced: dict[int, set[str]] = {number: set() for number in numbers}
        if "reserve_for" in entry:
            for number in numbers:
                replaced[number].add(entry["reserve_for"])
        for item in heat.get("session_reserves", []):
            if item["pair"] == entry["pair"]:
                replaced.setdefault(item["session"], set()).add(item["for"])
        found = reserve_problem(pairs[entry["pair"]], numbers, replaced)
        if found is not None:
            problems.append(problem(f"{path}.entries[{index}]", found.text(translate)))
    return problems
