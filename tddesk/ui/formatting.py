"""Numbers as the UI shows them: the UI language's locale, Swedish with a decimal comma.

The locale follows the UI language rather than the computer's settings, so a Swedish UI always
shows "14,01" and an English one "14.01"; files for machines keep a point.
"""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from PySide6.QtCore import QLocale

from tddesk import i18n

# Refusals and problems shown beside a field, in one red everywhere (the status bar uses its own).
ERROR_STYLE = "color: #b00020;"


def ui_locale(language: str | None = None) -> QLocale:
    """Swedish for "sv", British English (24-hour clock, day before month) for "en"."""
    if (language or i18n.language()) == "sv":
        return QLocale(QLocale.Language.Swedish, QLocale.Country.Sweden)
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)


def format_decimal(value: Decimal | int, places: int) -> str:
    """``value`` rounded half up to ``places`` decimals with the UI's decimal sign and minus sign.

    Formatted from the Decimal itself, never through a float, so the screen shows exactly the
    number the rules computed.
    """
    locale = ui_locale()
    rounded = Decimal(value).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    text = f"{rounded:f}"
    negative = text.startswith("-")
    text = text.lstrip("-").replace(".", locale.decimalPoint())
    return f"{locale.negativeSign()}{text}" if negative else text


def format_vp(value: Decimal) -> str:
    """VP with two decimals, as everywhere in the UI."""
    return format_decimal(value, 2)
