"""Translation of user-visible text, shared by the UI, the CLI, reports and exports.

There is one catalogue per language, Qt Linguist's ``tddesk/data/translations/tddesk_<lang>.ts``.
``pyside6-lupdate`` collects ``self.tr(...)`` in widgets and ``translate("Context", "...")``
everywhere else, so every layer writes English source text and gets the TD's language back.
This module reads the catalogue with the standard library; the UI installs a QTranslator that
answers from it (``tddesk.ui.translator``), so there is no compiled file to keep in step.

Parsing the catalogue (~0.5 MB of XML) took 10-40 ms of every start in Swedish, the command
line's included; the table read is kept beside the module's compiled code in ``__pycache__``, as
Python keeps a module's, and used while the catalogue's size and time stamp are the ones read.
"""
from __future__ import annotations

import marshal
import os
import sys
from contextlib import suppress
from functools import cache
from pathlib import Path

from tddesk.resources import translation_catalogue

SOURCE_LANGUAGE = "en"
DEFAULT_LANGUAGE = "sv"
LANGUAGES = ("sv", "en")

_language = DEFAULT_LANGUAGE


def set_language(language: str) -> None:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
    global _language  # noqa: PLW0603 - one language for the whole process, as Qt's translator has
    _language = language


def language() -> str:
    return _language


_KEPT = Path(__file__).resolve().parent / "__pycache__"
_KEPT_FORMAT = 1   # raise when what is kept changes


@cache
def catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, source) → finished translation, from the language's .ts file."""
    entry = translation_catalogue(language)
    if language == SOURCE_LANGUAGE or not entry.is_file():
        return {}
    stamp = _stamp(entry)
    kept = _KEPT / f"{entry.name}.marshal"
    if stamp is not None:
        entries = _read_kept(kept, stamp)
        if entries is not None:
            return entries
    entries = _parse(entry)
    if stamp is not None and not sys.dont_write_bytecode:
        _keep(kept, stamp, entries)
    return entries


def _stamp(entry) -> tuple | None:
    """What tells the catalogue file's versions apart (None: not a file on disk, e.g. in a zip)."""
    if not isinstance(entry, os.PathLike):
        return None
    try:
        status = os.stat(entry)
    except OSError:
        return None
    return (_KEPT_FORMAT, os.fspath(entry), status.st_size, status.st_mtime_ns)


def _read_kept(kept: Path, stamp: tuple) -> dict[tuple[str, str], str] | None:
    try:
        read_stamp, entries = marshal.loads(kept.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    return entries if read_stamp == stamp and isinstance(entries, dict) else None


def _keep(kept: Path, stamp: tuple, entries: dict[tuple[str, str], str]) -> None:
    """Write the table read for the next start; a folder that cannot be written keeps nothing."""
    partial = kept.with_name(f"{kept.name}.{os.getpid()}.partial")
    try:
        kept.parent.mkdir(exist_ok=True)
        partial.write_bytes(marshal.dumps((stamp, entries)))
        os.replace(partial, kept)   # whole or not at all, whatever else starts at the same time
    except OSError:
        with suppress(OSError):
            partial.unlink()


def _parse(entry) -> dict[tuple[str, str], str]:
    import xml.etree.ElementTree as ElementTree

    entries: dict[tuple[str, str], str] = {}
    with entry.open("rb") as stream:
        root = ElementTree.parse(stream).getroot()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            if translation.text:
                entries[(name, message.findtext("source", ""))] = translation.text
    return entries


def translate(context: str, text: str) -> str:
    """The text in the current language (the English source when no translation is finished)."""
    return catalogue(_language).get((context, text), text)


def _numbers(params: dict) -> dict:
    from tddesk.numbers import localised_params
    return localised_params(params)


# Messages built by the rules format their numbers in the current language (tddesk.numbers).
translate.numbers = _numbers  # type: ignore[attr-defined]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks text for the catalogue where it is defined; translate it where it is shown."""
    return text
