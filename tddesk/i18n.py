"""Translation of user-visible text, shared by the UI, the CLI, reports and exports.

There is one catalogue per language, Qt Linguist's ``resources/translations/tddesk_<lang>.ts``.
``pyside6-lupdate`` collects ``self.tr(...)`` in widgets and ``translate("Context", "...")``
everywhere else, so every layer writes English source text and gets the TD's language back.
This module reads the catalogue with the standard library; the UI installs a QTranslator that
answers from it (``tddesk.ui.translator``), so there is no compiled file to keep in step.

Parsing the catalogue (~0.5 MB of XML) took 10-40 ms of every start in Swedish, the command
line's included; the table read is kept beside the module's compiled code in ``__pycache__``, as
Python keeps a module's, and used while the catalogue's size and time stamp are the ones read.
Each version of the catalogue is kept under a name of its own, created whole or not used: a
table is never rewritten in place, so two starts at once cannot mix two versions' tables.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
from contextlib import suppress
from functools import cache
from pathlib import Path

from tddesk.language import DEFAULT_LANGUAGE as DEFAULT_LANGUAGE
from tddesk.language import LANGUAGES as LANGUAGES
from tddesk.language import SOURCE_LANGUAGE as SOURCE_LANGUAGE
from tddesk.language import language as language
from tddesk.language import set_language as set_language
from tddesk.resources import translation_catalogue

_KEPT = Path(__file__).resolve().parent / "__pycache__"
_KEPT_FORMAT = 1  # raise when what is kept changes


@cache
def catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, source) → finished translation, from the language's .ts file."""
    entry = translation_catalogue(language)
    if language == SOURCE_LANGUAGE or not entry.is_file():
        return {}
    stamp = _stamp(entry)
    if stamp is None:
        return _parse(entry)
    kept = _kept_path(entry.name, stamp)
    entries = _read_kept(kept, stamp)
    if entries is None:
        entries = _parse(entry)
        if not sys.dont_write_bytecode:
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


def _kept_path(catalogue_name: str, stamp: tuple) -> Path:
    version = hashlib.sha256(repr(stamp).encode()).hexdigest()[:16]
    return _KEPT / f"{catalogue_name}.{version}.marshal"


def _read_kept(kept: Path, stamp: tuple) -> dict[tuple[str, str], str] | None:
    try:
        read_stamp, entries = marshal.loads(kept.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, EOFError, ValueError, TypeError):
        with suppress(OSError):
            kept.unlink()  # cut short by a kill or a full disk: the next start writes it again
        return None
    return entries if read_stamp == stamp and isinstance(entries, dict) else None


def _keep(kept: Path, stamp: tuple, entries: dict[tuple[str, str], str]) -> None:
    """Write the table read for the next start, and drop the tables of older versions; a folder that
    cannot be written keeps nothing. Created exclusively: a start that finds it being written by
    another reads it as damaged and parses the catalogue, as without a kept table."""
    data = marshal.dumps((stamp, entries))
    try:
        kept.parent.mkdir(exist_ok=True)
        with open(kept, "xb") as handle:
            handle.write(data)
    except FileExistsError:
        return
    except OSError:
        with suppress(OSError):
            kept.unlink()
        return
    catalogue_name = kept.name.rsplit(".", 2)[0]  # tddesk_sv.ts.<version>.marshal
    for older in kept.parent.glob(f"{catalogue_name}.*.marshal"):
        if older != kept:
            with suppress(OSError):
                older.unlink()


def _parse(entry) -> dict[tuple[str, str], str]:
    # deferred: the catalogue is parsed only when its kept table is stale (start-up)
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
    return catalogue(language()).get((context, text), text)


def _numbers(params: dict) -> dict:
    # deferred: numbers are formatted only once a message has some (start-up)
    from tddesk.numbers import localised_params

    return localised_params(params)


# Messages built by the rules format their numbers in the current language (tddesk.numbers).
translate.numbers = _numbers  # type: ignore[attr-defined]


def counted(count: int, one: str, other: str) -> str:
    """The catalogue's plural: ``one`` (already translated) for a count of 1, ``other`` for every
    other count — Swedish and English both have these two forms, so "(1 sidor)" never prints."""
    return one if count == 1 else other


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks text for the catalogue where it is defined; translate it where it is shown."""
    return text
