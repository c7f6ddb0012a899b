"""Numbers as the site prints them: VP with two decimals, the IMP quotient with four, in the
site's language — a decimal comma in Swedish, a point in English (UI.md's habits)."""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from tddesk.i18n import language


def decimal_text(text: str) -> str:
    """A number written with a point, with the decimal sign of the current language."""
    return text.replace(".", ",") if language() == "sv" else text


def vp_text(value: Decimal | None) -> str:
    if value is None:
        return ""
    return decimal_text(f"{Decimal(value).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP):f}")


def quotient_text(text: str | None) -> str:
    """H8: the quotient as ``imp_quotient_text`` gives it: "∞" when none were lost, "–" without IMPs."""
    if text is None:
        return "–"
    return "∞" if text == "inf" else decimal_text(text)
