"""Reading a file in the open JSON format (docs/format.md) into its parsed document.
``read_document`` is the one way a document file comes in: the JSON import (``json_import``), a
heat merged from its export (``merge``) and a pairs document (``pairs_document``) all read with it.
It refuses, in the TD's words, a file that is too large, not UTF-8, not valid JSON, or an object
that names a key twice; the document's contents are checked afterwards (``json_facts``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tddesk.formats.json_format import quoted
from tddesk.i18n import translate
from tddesk.services.errors import message
from tddesk.system_words import system_reason

MAX_DOCUMENT_BYTES = 200 * 2**20
SHARED_TEXT_LENGTH = 40  # ids, dates, names: what a document repeats


class _DuplicateKey(ValueError):
    pass


def _object_hook() -> Callable[[list[tuple[str, Any]]], dict[str, Any]]:
    """Builds each JSON object, refusing a repeated key; equal short texts become one string.

    json.loads would silently keep the last of two equal keys; a document saying two things is
    refused. A national document repeats each team id in every match: sharing them keeps the
    parsed document well within three times the size of its text."""
    shared: dict[str, str] = {}

    def build(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key, value in pairs:
            if key in result:
                raise _DuplicateKey(key)
            short_text = type(value) is str and len(value) <= SHARED_TEXT_LENGTH
            result[key] = shared.setdefault(value, value) if short_text else value
        return result

    return build


def read_document(path: str | os.PathLike[str]) -> Any:
    """The parsed JSON of a file, or a ServiceError saying why it cannot be read."""
    try:
        size = Path(path).stat().st_size
        if size > MAX_DOCUMENT_BYTES:
            raise message(
                translate("Json", "{path} is {size} MB; a tournament document is at most {limit} MB."),
                path=path,
                size=size // 2**20,
                limit=MAX_DOCUMENT_BYTES // 2**20,
            )
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise message(
            translate("Json", "The file {path} does not exist. Check the name and folder."), path=path
        ) from None
    except UnicodeDecodeError:
        raise message(translate("Json", "{path} is not a JSON text file (it is not UTF-8)."), path=path) from None
    except OSError as error:
        raise message(
            translate("Json", "Cannot read {path} ({detail})."), path=path, detail=system_reason(error)
        ) from None
    try:
        return json.loads(text, object_pairs_hook=_object_hook())
    except json.JSONDecodeError as error:
        raise message(
            translate("Json", "{path} is not valid JSON: {problem} at line {line}, column {column}."),
            path=path,
            problem=error.msg,
            line=error.lineno,
            column=error.colno,
        ) from None
    except _DuplicateKey as error:
        raise message(
            translate("Json", "{path} is not valid here: the key {key} appears twice in one object."),
            path=path,
            key=quoted(error.args[0]),
        ) from None
    except RecursionError:
        raise message(
            translate("Json", "{path} nests lists and objects too deeply to be a tournament document."), path=path
        ) from None
    except ValueError as error:  # e.g. a number of more than 4,300 digits
        raise message(
            translate("Json", "{path} is not a tournament document: {problem}."),
            path=path,
            problem=str(error).split(";")[0],
        ) from None
