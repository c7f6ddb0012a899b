"""The language the TD reads: one for the whole process, as Qt's translator has.

``tddesk.i18n`` translates text into it and ``tddesk.numbers`` writes numbers in it; both read it
from here, so neither imports the other to know it.
"""

from __future__ import annotations

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
