"""Translation of user-visible text, shared by the UI, the CLI, reports and exports.

There is one catalogue per language, Qt Linguist's ``tddesk/data/translations/tddesk_<lang>.ts``.
``pyside6-lupdate`` collects ``self.tr(...)`` in widgets and ``translate("Context", "...")``
everywhere else, so every layer writes English source text and gets the TD's language back.
This module reads the catalogue with the standard library; the UI installs a QTranslator that
answers from it (``tddesk.ui.translator``), so there is no compiled file to keep in step.
"""
from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from functools import cache

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


@cache
def catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, source) → finished translation, from the language's .ts file."""
    entry = translation_catalogue(language)
    if language == SOURCE_LANGUAGE or not entry.is_file():
        return {}
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
