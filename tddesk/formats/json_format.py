"""The open tournament format (docs/format.md, versions 1 to 4): its schema, and problems in the TD's words.

Export (``json_export``) and import (``json_import``) share what is here: the shipped JSON
Schema, the bookkeeping audit actions that are not part of a document, and the translation of
every problem into one line that starts with its JSON path, e.g.
``stages[0].rounds[2].matches[1].home: 't9' is not a team of this stage``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from tddesk.errors import ServiceError
from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.resources import SCHEMA
from tddesk.rules.stage_kinds import SM_KINDS

if TYPE_CHECKING:  # jsonschema is imported when a document is first checked (an import), not by export
    from jsonschema import Draft202012Validator, ValidationError

FORMAT_NAME = "tddesk-tournament"
FORMAT_VERSION = 4  # the newest version; export writes the oldest the document fits in
SCHEMA_PATH = SCHEMA / "tddesk-tournament-4.schema.json"  # reads versions 1 to 4
# Version 3 adds the pairs championships (docs/pairs.md): a top-level list, absent when there are none.
VERSION_3_KEY = "pairs_events"
# Version 4 adds the table (room) of a slow-play ruling (P2): an optional key of a stage's penalty;
# and other programs' conventions (docs/rules.md): a stage's IMP cap, a pairs heat's Neuberg
# rounding and sit-out score.
VERSION_4_PENALTY_KEY = "room"
VERSION_4_STAGE_KEYS = ("imp_cap",)
VERSION_4_PAIRS_HEAT_KEYS = ("neuberg_decimals", "sit_out_score")
# and weighted scores (Law 12C1(c)) to a pairs result and a team match's board result (docs/bws.md,
# "Adjusted scores").
VERSION_4_RESULT_KEY = "weighted"

# Where version 2 says what version 1 cannot: (the level of the document, its optional key).
VERSION_2_KEYS = (
    ("championship", "semifinal_places"),
    ("document", "place_offers"),
    ("stage", "venue"),
    ("stage", "day"),
    ("stage", "start_offset_minutes"),
    ("stage", "first_round_date"),
    ("stage", "days_between_rounds"),
    ("stage", "jury"),
    ("stage", "table_fees_paid"),
    ("match", "date"),
    ("match", "table_times"),
    ("stage", "vp_scale"),
    ("stage", "repeat_policy"),
    ("stage", "seeds"),
    ("stage", "late_starts"),
    ("stage", "knockout_choices"),
    ("stage", "appeals"),
    ("round", "boards"),
    ("match", "boards"),
    ("stage", "deals"),
    ("stage", "board_layout"),
    ("stage", "imps_across_the_field"),
)
# Stage kinds a version 1 reader does not know (docs/sm.md): a document with one is version 2.
VERSION_2_STAGE_KINDS = SM_KINDS  # the SM stages came with version 2

# Rows a file writes about itself (its creation, the import that filled it). They are not facts
# of the championship: export leaves them out and import refuses them, so import → export
# gives back the document's own audit list unchanged.
BOOKKEEPING_ACTIONS = frozenset({"create_championship", "import_json"})


class DocumentRefused(ServiceError):
    """A document (or a file's content) that does not fit the format; ``problems`` lists them all."""

    def __init__(self, problems: Sequence[str], lead: str | None = None):
        self.problems = tuple(problems)
        text = self.problems[0]
        more = len(self.problems) - 1
        if more == 1:
            text += " " + translate("Json", "(and 1 more problem)")
        elif more > 1:
            text += " " + translate("Json", "(and {count} more problems)").format(count=more)
        super().__init__(f"{lead} {text}" if lead else text)


@cache
def schema() -> dict:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


@cache
def _validator() -> Draft202012Validator:
    # deferred: the schema's checker loads only when a document is checked (start-up)
    from jsonschema import Draft202012Validator, FormatChecker

    return Draft202012Validator(schema(), format_checker=FormatChecker(formats=["date"]))


@cache
def _quick_validator() -> Any:
    # deferred: the schema's checker loads only when a document is checked (start-up)
    import jsonschema_rs

    return jsonschema_rs.Draft202012Validator(schema(), validate_formats=True)


def _fits_schema_quickly(document: Any) -> bool:
    """True when the compiled validator finds the document valid (a national file in milliseconds,
    where the pure-Python one takes a second). Anything else — a document it finds invalid, a value
    it cannot take (NaN, a huge integer) — goes to the pure-Python validator, whose errors become
    the messages, so the problems a TD reads are the same either way."""
    try:
        return bool(_quick_validator().is_valid(document))
    except Exception:  # the careful path decides
        return False


def version_2_paths(document: dict) -> list[str]:
    """The JSON paths of every key in ``document`` that version 1 of the format does not have, in document order."""
    keys: dict[str, set[str]] = {}
    for level, key in VERSION_2_KEYS:
        keys.setdefault(level, set()).add(key)
    found = [f"championship.{key}" for key in document.get("championship", {}) if key in keys["championship"]]
    for index, stage in enumerate(document.get("stages", [])):
        found += [f"stages[{index}].{key}" for key in stage if key in keys["stage"]]
        if stage.get("kind") in VERSION_2_STAGE_KINDS:
            found.append(f"stages[{index}].kind")
        for number, round_ in enumerate(stage.get("rounds", [])):
            found += [f"stages[{index}].rounds[{number}].{key}" for key in round_ if key in keys["round"]]
            for position, match in enumerate(round_.get("matches", [])):
                found += [
                    f"stages[{index}].rounds[{number}].matches[{position}].{key}"
                    for key in match
                    if key in keys["match"]
                ]
    return found + [key for key in document if key in keys["document"]]


def version_4_paths(document: dict) -> list[str]:
    """The JSON paths of every key in ``document`` that version 3 of the format does not have, in document order."""
    found = []
    for index, stage in enumerate(document.get("stages", [])):
        found += [f"stages[{index}].{key}" for key in VERSION_4_STAGE_KEYS if key in stage]
        found += [
            f"stages[{index}].penalties[{number}].{VERSION_4_PENALTY_KEY}"
            for number, penalty in enumerate(stage.get("penalties", []))
            if isinstance(penalty, dict) and VERSION_4_PENALTY_KEY in penalty
        ]
        found += _weighted_board_paths(stage, f"stages[{index}]")
    for index, event in enumerate(document.get(VERSION_3_KEY, [])):
        for number, heat in enumerate(event.get("heats", []) if isinstance(event, dict) else []):
            if isinstance(heat, dict):
                found += [
                    f"{VERSION_3_KEY}[{index}].heats[{number}].{key}"
                    for key in VERSION_4_PAIRS_HEAT_KEYS
                    if key in heat
                ]
                found += [
                    f"{VERSION_3_KEY}[{index}].heats[{number}].results[{row}].{VERSION_4_RESULT_KEY}"
                    for row, result in enumerate(heat.get("results") or [])
                    if isinstance(result, dict) and VERSION_4_RESULT_KEY in result
                ]
    return found


def _weighted_board_paths(stage: dict, path: str) -> list[str]:
    """The paths of the weighted scores among a stage's match boards (version 4)."""
    return [
        f"{path}.rounds[{number}].matches[{position}].boards[{row}].{VERSION_4_RESULT_KEY}"
        for number, round_ in enumerate(stage.get("rounds") or [] if isinstance(stage, dict) else [])
        for position, match in enumerate(round_.get("matches") or [] if isinstance(round_, dict) else [])
        for row, board in enumerate(match.get("boards") or [] if isinstance(match, dict) else [])
        if isinstance(board, dict) and VERSION_4_RESULT_KEY in board
    ]


def document_version(document: dict) -> int:
    """The oldest version that says all the document says, so every reader of that version reads it:
    4 with a version 4 key (a slow-play ruling's table, a convention, a weighted score), else 3 with
    pairs championships, else 2 with a version 2 key, else 1."""
    if version_4_paths(document):
        return 4
    if VERSION_3_KEY in document:
        return 3
    return 2 if version_2_paths(document) else 1


def json_path(parts: Iterable[str | int]) -> str:
    """``["stages", 0, "rounds"]`` → ``stages[0].rounds``; the empty path is the top level."""
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        elif not (part.isidentifier() or part == "(key)"):  # an odd key: "", "a b", "1"
            text += f"[{json.dumps(part, ensure_ascii=False)[:40]}]"
        else:
            text += f".{part}" if text else part
    return text or translate("Json", "top level")


def quoted(value: Any) -> str:
    """A value as the TD sees it in a message: text in single quotes, anything else as JSON."""
    if isinstance(value, str):
        return repr(value)
    shown = json.dumps(value, ensure_ascii=False)
    return shown if len(shown) <= 60 else shown[:57] + "..."


def problem(path: str, text: str) -> str:
    """One problem as the TD reads it: the JSON path, then what is wrong there (already translated)."""
    return f"{path}: {text}"


def schema_problems(document: Any) -> list[str]:
    """Every way the document breaks the shipped schema, in document order, each naming its path."""
    if _fits_schema_quickly(document):
        return []
    problems: list[str] = []
    for error in _validator().iter_errors(document):
        text = problem(json_path(error.absolute_path), _explain(error, document))
        if text not in problems:  # one missing key reported once, not once per sibling error
            problems.append(text)
    return problems


_TYPE_WORDS = {
    "integer": QT_TRANSLATE_NOOP("Json", "a whole number"),
    "number": QT_TRANSLATE_NOOP("Json", "a number"),
    "string": QT_TRANSLATE_NOOP("Json", "text"),
    "boolean": QT_TRANSLATE_NOOP("Json", "true or false"),
    "array": QT_TRANSLATE_NOOP("Json", "a list"),
    "object": QT_TRANSLATE_NOOP("Json", "an object"),
    "null": QT_TRANSLATE_NOOP("Json", "null"),
}

_PATTERN_WORDS = {
    "decimal": QT_TRANSLATE_NOOP("Json", '{value} is not a decimal number written as text, e.g. "12.00"'),
    "share": QT_TRANSLATE_NOOP("Json", '{value} is not a share from 0 to 1 written as text, e.g. "0.5"'),
    "date": QT_TRANSLATE_NOOP("Json", "{value} is not a date written YYYY-MM-DD"),
    "datetime": QT_TRANSLATE_NOOP("Json", "{value} is not a date and time written YYYY-MM-DDTHH:MM:SS"),
    "time": QT_TRANSLATE_NOOP("Json", "{value} is not a time of day written HH:MM"),
}


def _pattern_text(pattern: str, value: Any) -> str:
    definitions = schema()["$defs"]
    for name, template in _PATTERN_WORDS.items():
        if definitions[name]["pattern"] == pattern:
            return translate("Json", template).format(value=quoted(value))
    return translate("Json", "{value} is not written as expected").format(value=quoted(value))


def _explain(error: ValidationError, document: Any) -> str:
    """One schema error in words (without its path)."""
    # Parts of the schema and of the document: JSON values of whatever type the validator checks.
    expected: Any = error.validator_value
    value: Any = error.instance
    rule: Any = error.schema
    kind = error.validator
    if kind == "additionalProperties":
        known = rule.get("properties", {})
        extra = [quoted(key) for key in value if key not in known]
        if len(extra) == 1:
            return translate("Json", "unknown key {keys}").format(keys=extra[0])
        return translate("Json", "unknown keys {keys}").format(keys=", ".join(extra))
    if kind == "required":
        missing = [quoted(key) for key in expected if key not in value]
        if len(missing) == 1:
            return translate("Json", "missing key {keys}").format(keys=missing[0])
        return translate("Json", "missing keys {keys}").format(keys=", ".join(missing))
    if "propertyNames" in error.relative_schema_path:
        # Only penalties restrict their keys by kind (a late arrival has no "vp", and so on).
        penalty_kind = _at(document, error.absolute_path).get("kind")
        return translate("Json", "key {key} does not belong to a penalty of kind {kind}").format(
            key=quoted(value), kind=quoted(penalty_kind)
        )
    if kind == "type":
        names = [expected] if isinstance(expected, str) else list(expected)
        words = translate("Json", " or ").join(translate("Json", _TYPE_WORDS[name]) for name in names)
        return translate("Json", "{value} is not {expected}").format(value=quoted(value), expected=words)
    if kind == "const":
        return translate("Json", "must be {expected}, not {value}").format(
            expected=quoted(expected), value=quoted(value)
        )
    if kind == "enum":
        return translate("Json", "{value} is not one of {choices}").format(
            value=quoted(value), choices=", ".join(map(quoted, expected))
        )
    if kind == "pattern":
        return _pattern_text(expected, value)
    if kind == "format":
        return translate("Json", "{value} is not a valid date").format(value=quoted(value))
    if kind == "minimum":
        return translate("Json", "{value} is less than the smallest allowed value {limit}").format(
            value=quoted(value), limit=expected
        )
    if kind == "maximum":
        return translate("Json", "{value} is more than the largest allowed value {limit}").format(
            value=quoted(value), limit=expected
        )
    if kind == "minProperties":
        return translate("Json", "must not be empty; leave the key out instead")
    if kind == "minItems":
        return translate("Json", "lists {count} entries; at least {limit} are needed").format(
            count=len(value), limit=expected
        )
    if kind == "maxItems":
        return translate("Json", "lists {count} entries; at most {limit} are allowed").format(
            count=len(value), limit=expected
        )
    if kind == "uniqueItems":
        return translate("Json", "lists the same entry twice")
    if kind == "minLength":
        return translate("Json", "must not be empty")
    return error.message


def _at(document: Any, path: Iterable[str | int]) -> Any:
    for part in path:
        document = document[part]
    return document
