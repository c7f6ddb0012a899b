"""Numbers as text: the one place that turns a computed number into the characters shown.

For people (the window, every PDF, the results site, the texts of rulings and reasons) a number
is written in the language of the UI: Swedish with a decimal comma and a real minus sign
("14,01", "−3,00"), English with a point ("14.01", "-3.00"). Files for machines (JSON, CSV, the
federation's form fields) and the command line, whose lists are separated by commas and which
scripts read, always keep a point: ``machine``. The workbook stores numbers as numbers.
docs/architecture.md ("Numbers as text") says which output uses which.

Every function formats the exact value it is given (a Decimal or a Fraction, never through a
float), rounded half up, so the screen and the paper show the number the rules computed.
"""

from __future__ import annotations

import math
import re
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from tddesk.language import language as current_language

SIGNS = {"sv": (",", "\u2212"), "en": (".", "-")}  # decimal sign, minus sign
NUMBER_TEXT = re.compile(r"-?\d+\.\d+")  # a number a rule wrote with a point
QUOTIENT_PLACES = 4  # H8: the IMP quotient's decimals
NO_QUOTIENT, INFINITE_QUOTIENT = "–", "∞"  # H8: no IMPs at all; none lost


def _signs(language: str | None) -> tuple[str, str]:
    return SIGNS.get(language or current_language(), SIGNS["en"])


def decimal_sign(language: str | None = None) -> str:
    return _signs(language)[0]


def minus_sign(language: str | None = None) -> str:
    return _signs(language)[1]


def localise(text: str, language: str | None = None) -> str:
    """A number written with a point (and an ASCII minus) in the language's signs."""
    point, minus = _signs(language)
    negative = text.startswith("-")
    text = text.lstrip("-").replace(".", point)
    return f"{minus}{text}" if negative else text


def _rounded(value: Decimal | Fraction | int, places: int) -> Decimal:
    if isinstance(value, Fraction):  # exactly, in whole numbers: no division to 28 digits first
        scaled = abs(value) * 10**places
        units = (2 * scaled.numerator + scaled.denominator) // (2 * scaled.denominator)
        rounded = Decimal(-units if value < 0 else units).scaleb(-places)
    else:
        rounded = Decimal(value).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    return abs(rounded) if rounded == 0 else rounded  # never "−0,00"


def machine(value: Decimal | Fraction | int, places: int) -> str:
    """For files read by programs (JSON, CSV, form fields): always a point, e.g. "14.01"."""
    return f"{_rounded(value, places):f}"


def fixed(value: Decimal | Fraction | int, places: int, language: str | None = None) -> str:
    """``value`` rounded half up to ``places`` decimals, e.g. fixed(Decimal("14.005"), 2) → "14,01"."""
    return localise(machine(value, places), language)


def signed(value: Decimal | Fraction | int, places: int, language: str | None = None) -> str:
    """With its sign always written, as a score against the field: "+1,25", "−0,50", "0,00"."""
    rounded = _rounded(value, places)
    text = fixed(rounded, places, language)
    return f"+{text}" if rounded > 0 else text


def exact(value: Decimal | int, language: str | None = None) -> str:
    """The number exactly as given (0.5 stays "0,5", 3.00 stays "3,00")."""
    return localise(f"{Decimal(value):f}", language)


def vp(value: Decimal | int | None, language: str | None = None) -> str:
    """VP, master points and amounts with two decimals; "" for no value."""
    return "" if value is None else fixed(value, 2, language)


def quotient(value: Fraction | float | str | None, language: str | None = None) -> str:
    """H8: the IMP quotient with four decimals, "∞" when no IMPs were lost, "–" with no IMPs at all.

    Takes the exact quotient of the rules (a Fraction, ``math.inf`` or None) or the text the
    rules write for files ("1.2345", "inf" or None)."""
    if value is None:
        return NO_QUOTIENT
    if isinstance(value, str):
        return INFINITE_QUOTIENT if value == "inf" else localise(value, language)
    if isinstance(value, float) and math.isinf(value):
        return INFINITE_QUOTIENT
    return fixed(Fraction(value), QUOTIENT_PLACES, language)


def localised_params(params: dict[str, Any], language: str | None = None) -> dict[str, Any]:
    """The fields of a rule's message with their numbers in the language's signs: Decimals exactly
    as computed, Fractions to three decimals, and numbers the rule already wrote as text."""
    shown = {}
    for name, value in params.items():
        if isinstance(value, Decimal):
            shown[name] = exact(value, language)
        elif isinstance(value, Fraction):
            shown[name] = fixed(value, 3, language)
        elif isinstance(value, float):
            shown[name] = localise(f"{value:g}", language)
        elif isinstance(value, str) and NUMBER_TEXT.fullmatch(value):
            shown[name] = localise(value, language)
        else:
            shown[name] = value
    return shown
