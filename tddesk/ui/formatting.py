"""The UI language's locale (dates, spin boxes) and the one red of refusals.

The locale follows the UI language rather than the computer's settings, so a Swedish UI always
reads "14,01" and an English one "14.01". Numbers as text come from ``tddesk.numbers``.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from tddesk import i18n

# Refusals and problems shown beside a field, in one red everywhere (the status bar uses its own).
ERROR_STYLE = "color: #b00020;"


def ui_locale(language: str | None = None) -> QLocale:
    """Swedish for "sv", British English (24-hour clock, day before month) for "en"."""
    if (language or i18n.language()) == "sv":
        return QLocale(QLocale.Language.Swedish, QLocale.Country.Sweden)
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
