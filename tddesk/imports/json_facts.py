"""The services' checks, applied to a document: what the dialogs would refuse, the import refuses.

``validate_document`` is the one gate for every document that enters a file (``import-json``, the
window's import, merging a heat): the schema, the references (``json_checks``), then the bounds
and rulings the services enforce (``tddesk.rules.entry_limits``), each problem naming its JSON
path. It returns the document's facts cleaned as the services store them — names and clubs in
NFC — so whatever writes the rows afterwards (row by row or in bulk) writes checked facts only.
"""

from __future__ import annotations

import unicodedata
from decimal import Decimal, InvalidOperation
from typing import Any

from tddesk.export.json_deals import board_problems, deal_problems
from tddesk.formats.json_format import DocumentRefused, json_path, problem, quoted, schema_problems
from tddesk.i18n import translate
from tddesk.imports.json_checks import check_references
from tddesk.rules import entry_limits as limits
from tddesk.rules.findings import Finding
from tddesk.rules.heat import boards_per_half
from tddesk.rules.stage_kinds import StageKind

MAX_AUDIT_ENTRIES = 100_000  # a whole season is a few thousand; more is not a tournament file
MAX_ROUND_NUMBER = 1000
MAX_TEXT_LENGTH = 10_000  # a name, a reason; longer is not something a TD typed
MAX_INTEGER_BITS = 1000  # ~300 digits: far past every rule's bound, far short of Python's print limit


def validate_document(document: Any, extra_checks=None) -> dict:
    """The document's facts, cleaned, or DocumentRefused listing every problem with its path.

    ``extra_checks(document)`` adds the caller's own problems (e.g. an unknown profile) once the
    document fits the schema.
    """
    problems = _size_problems(document) or _string_problems(document) or schema_problems(document)
    if problems:
        raise DocumentRefused(problems)
    cleaned = _cleaned(document)
    problems = check_references(cleaned) + check_facts(cleaned)
    if extra_checks is not None:
        problems += extra_checks(cleaned)
    if problems:
        raise DocumentRefused(problems)
    return cleaned


def _size_problems(document: Any) -> list[str]:
    """Refused before the schema reads it all: more entries than any championship holds."""
    audit = document.get("audit") if isinstance(document, dict) else None
    if isinstance(audit, list) and len(audit) > MAX_AUDIT_ENTRIES:
        return [
            problem(
                "audit",
                translate("Json", "lists {count} entries; at most {limit} are allowed").format(
                    count=len(audit), limit=MAX_AUDIT_ENTRIES
                ),
            )
        ]
    return []


def _string_problems(document: Any) -> list[str]:
    """Text that SQLite cannot store (a lone surrogate) or no TD typed (10,000 characters), and
    numbers no rule could even print (a 5,000-digit number)."""
    if not _may_have_string_problems(document):
        return []
    found: list[str] = []
    stack: list[tuple[Any, tuple]] = [(document, ())]
    while stack:  # iterative: free JSON (audit images) may nest deeper than Python's recursion
        value, path = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                stack.append((key, path + ("(key)",)))
                stack.append((item, path + (key,)))
        elif isinstance(value, list):
            stack.extend((item, path + (index,)) for index, item in enumerate(value))
        elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > MAX_INTEGER_BITS:
            # before the schema: its messages print the value, and Python refuses to print 4,300 digits
            found.append(
                problem(
                    json_path(path),
                    translate(
                        "Json", "the number has {digits} digits, more than any count or id in a championship"
                    ).format(digits=len(str(value)) if value.bit_length() < 14_000 else "4300+"),
                )
            )
        elif isinstance(value, str):
            if any(0xD800 <= ord(character) <= 0xDFFF for character in value):
                found.append(
                    problem(
                        json_path(path),
                        translate(
                            "Json", "the text contains a lone surrogate (\\ud800-\\udfff), which is no character"
                        ),
                    )
                )
            elif len(value) > MAX_TEXT_LENGTH and "audit" not in path[:1]:
                found.append(
                    problem(
                        json_path(path),
                        translate("Json", "the text is {length} characters long; at most {limit} are allowed").format(
                            length=len(value), limit=MAX_TEXT_LENGTH
                        ),
                    )
                )
        if len(found) >= 20:
            break
    return sorted(found)


def _may_have_string_problems(document: Any) -> bool:
    """The quick pass over every value: False when no text or number can be one of those problems.

    Without paths (built only when something is found); the texts are checked together at the
    end: a lone surrogate is exactly what UTF-8 cannot encode, which the codec finds at C speed."""
    texts: list[str] = []
    stack = [document]
    while stack:
        value = stack.pop()
        kind = type(value)
        if kind is str:
            texts.append(value)
        elif kind is dict:
            texts.extend(value)  # the keys (JSON keys are text)
            stack.extend(value.values())
        elif kind is list:
            stack.extend(value)
        elif kind is int:
            if value.bit_length() > MAX_INTEGER_BITS:
                return True
        elif kind not in (float, bool, type(None)):
            return True  # not what json.loads makes (a caller's own types): the exact pass decides
    if texts and max(map(len, texts)) > MAX_TEXT_LENGTH:
        return True
    try:
        "".join(texts).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _cleaned(document: dict) -> dict:
    """The document with every name, club and other text in NFC, as the services store them (T4
    cannot be dodged by writing "ö" as o + diaeresis). The objects whose text changes are copies;
    everything else is shared with ``document``, which is left as it was."""
    cleaned = dict(document)
    cleaned["championship"] = {**document["championship"], "name": _nfc(document["championship"]["name"])}
    cleaned["clubs"] = [
        {**club, "name": limits.clean_text(club["name"]), "district": limits.clean_text(club["district"])}
        for club in document["clubs"]
    ]
    cleaned["players"] = [{**player, "name": limits.clean_text(player["name"])} for player in document["players"]]
    cleaned["teams"] = [{**team, "name": _nfc(team["name"])} for team in document["teams"]]
    cleaned["stages"] = [{**stage, "name": _nfc(stage["name"])} for stage in document["stages"]]
    return cleaned


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def check_facts(document: dict) -> list[str]:
    """Every value the services would refuse, in document order (the document fits the schema)."""
    found: list[str] = []

    def add(path: str, finding: Finding | None) -> None:
        if finding is not None:
            found.append(problem(path, finding.text(translate)))

    club_names: dict[str, str] = {}
    for index, club in enumerate(document["clubs"]):
        first = club_names.setdefault(club["name"].casefold(), f"clubs[{index}]")
        if first != f"clubs[{index}]":
            found.append(
                problem(
                    f"clubs[{index}].name",
                    translate("Json", "{name} is the same club as {first}; a club is listed once").format(
                        name=quoted(club["name"]), first=first
                    ),
                )
            )
    for index, player in enumerate(document["players"]):
        add(f"players[{index}].mid", limits.mid_problem(player["mid"]))
        add(f"players[{index}].name", limits.name_problem(player["name"]))
    for kind in ("clubs", "teams"):
        for index, item in enumerate(document[kind]):
            add(f"{kind}[{index}].name", limits.name_problem(item["name"]))
    add("championship.name", limits.name_problem(document["championship"]["name"]))
    if (places := document["championship"].get("semifinal_places")) is not None:
        heats = [stage for stage in document["stages"] if stage["kind"] == StageKind.HEAT]
        # a document of the semifinals alone (the heats in another file) is held to the teams any heats could have
        teams = sum(len(stage["teams"]) for stage in heats) if heats else limits.MAX_TEAMS_IN_HEATS
        add("championship.semifinal_places", limits.semifinal_places_problem(places, max(len(heats), 1), teams))
    for index, stage in enumerate(document["stages"]):
        add(f"stages[{index}].name", limits.name_problem(stage["name"]))
    rosters = {mid: team["id"] for team in document["teams"] for mid in team["players"]}
    fielded: dict[str, tuple[str, str]] = {}  # T4: MID → (team, the first path that fielded the player)
    for index, stage in enumerate(document["stages"]):
        _check_stage(stage, f"stages[{index}]", rosters, fielded, add, found)
    return found


def _decimal(text: str, path: str, found: list[str]) -> Decimal | None:
    try:
        value = Decimal(text) if text.isascii() else None
    except InvalidOperation:
        value = None
    if value is None or not value.is_finite():
        found.append(
            problem(
                path,
                translate("Json", '{value} is not a decimal number written as text, e.g. "12.00"').format(
                    value=quoted(text)
                ),
            )
        )
        return None
    return value


def _check_stage(stage: dict, path: str, rosters: dict, fielded: dict, add, found: list[str]) -> None:
    add(f"{path}.boards_per_match", limits.boards_problem(stage["boards_per_match"]))
    for key, check in (("bye_vp", limits.bye_vp_problem), ("table_fee", limits.fee_problem)):
        if key in stage and (value := _decimal(stage[key], f"{path}.{key}", found)) is not None:
            add(f"{path}.{key}", check(value))
    valid_boards = limits.boards_problem(stage["boards_per_match"]) is None
    half_boards = boards_per_half(stage["boards_per_match"], stage["halves"]) if valid_boards else ()
    sides: dict[str, dict[str, str]] = {}  # match id → {team: side}
    seated: dict[tuple[str, str], set[str]] = {}  # (match, team) → the MIDs in its line-ups
    for number, round_ in enumerate(stage["rounds"]):
        round_path = f"{path}.rounds[{number}]"
        if round_["number"] > MAX_ROUND_NUMBER:
            found.append(
                problem(
                    f"{round_path}.number",
                    translate("Json", "{value} is more than the largest allowed value {limit}").format(
                        value=quoted(round_["number"]) if round_["number"] < 10**24 else "10^24…",
                        limit=MAX_ROUND_NUMBER,
                    ),
                )
            )
        for position, match in enumerate(round_["matches"]):
            match_path = f"{round_path}.matches[{position}]"
            sides[match["id"]] = {match["home"]: "home", match["away"]: "away"}
            for half_index, half in enumerate(match["halves"][: len(half_boards)]):
                half_path = f"{match_path}.halves[{half_index}]"
                for side in ("home", "away"):
                    add(f"{half_path}.{side}_imps", limits.imps_problem(half[f"{side}_imps"], half_boards[half_index]))
                    team = match[side]
                    seated.setdefault((match["id"], team), set()).update(half[f"{side}_lineup"])
                    for seat, mid in enumerate(half[f"{side}_lineup"]):
                        _check_fielded(mid, team, f"{half_path}.{side}_lineup[{seat}]", rosters, fielded, found)
    _check_penalties(stage, path, seated, add, found)
    found.extend(deal_problems(stage, path))
    found.extend(board_problems(stage, path))


def _check_fielded(mid: str, team: str, path: str, rosters: dict, fielded: dict, found: list[str]) -> None:
    """T4: a player fields for one team only — the team's own list, or the first team to field them."""
    owner = rosters.get(mid)
    first = fielded.setdefault(mid, (owner or team, path))
    if first[0] != team:
        where = (
            translate("Json", "on the list of team {team}")
            if owner
            else translate("Json", "fielded by {team} at {first}")
        )
        found.append(
            problem(
                path,
                translate(
                    "Json",
                    "T4: {mid} plays for team {team} but is already {where}; a player plays for one team only "
                    "(set_lineup refuses this)",
                ).format(mid=quoted(mid), team=quoted(team), where=where.format(team=quoted(first[0]), first=first[1])),
            )
        )


def _check_penalties(stage: dict, path: str, seated: dict, add, found: list[str]) -> None:
    late: dict[tuple[str, str], str] = {}
    unauthorised: dict[tuple[str, str], str] = {}
    shares: dict[tuple[str, str | None], Decimal] = {}
    for index, penalty in enumerate(stage["penalties"]):
        penalty_path = f"{path}.penalties[{index}]"
        kind, match, team = penalty["kind"], penalty.get("match"), penalty["team"]
        if "minutes" in penalty:
            rule = "P1" if kind == "late_arrival" else "P2"
            add(f"{penalty_path}.minutes", limits.minutes_problem(penalty["minutes"], rule))
        if kind == "committee" and (vp := _decimal(penalty["vp"], f"{penalty_path}.vp", found)) is not None:
            add(f"{penalty_path}.vp", limits.committee_vp_problem(vp))
        if kind == "late_arrival":
            _once(
                late,
                (team, match),
                penalty_path,
                found,
                translate("Json", "P1: a late arrival of {team} in match {match} is already recorded at {first}"),
                team=quoted(team),
                match=quoted(match),
            )
        if kind == "slow_play":
            share = Decimal(penalty["share"])
            if not share:
                found.append(
                    problem(
                        f"{penalty_path}.share",
                        translate("Json", "P2: a share of 0 is no penalty; leave the ruling out"),
                    )
                )
            table = (match, penalty.get("room"))  # P2: the shares are a table's, per room (version 4)
            shares[table] = shares.get(table, Decimal(0)) + share
            add(f"{penalty_path}.share", limits.shares_problem(shares[table]))
        if kind == "unauthorised_player":
            mid = penalty["mid"]
            if mid not in seated.get((match, team), set()):
                found.append(
                    problem(
                        f"{penalty_path}.mid",
                        translate(
                            "Json", "P3: the line-ups of match {match} do not show {mid} playing for {team}"
                        ).format(match=quoted(match), mid=quoted(mid), team=quoted(team)),
                    )
                )
            _once(
                unauthorised,
                (match, mid),
                penalty_path,
                found,
                translate("Json", "P3: {mid} is already ruled an unauthorised player in match {match} at {first}"),
                mid=quoted(mid),
                match=quoted(match),
            )


def _once(seen: dict, key: tuple, path: str, found: list[str], template: str, **params) -> None:
    """A ruling the services record once per key: a second one is reported at its path."""
    if key in seen:
        found.append(problem(path, template.format(first=seen[key], **params)))
    else:
        seen[key] = path
