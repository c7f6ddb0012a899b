"""tddesk.numbers, the one home of numbers as text: a decimal comma and a real minus sign in
Swedish, a point in English, always a point for machine files (JSON, CSV), rounded half up from
the exact value (H8's quotient, VP, master points, amounts)."""

from __future__ import annotations

import ast
import re
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from source_trees import nodes_of, package_modules, source_of
from tddesk import i18n, numbers
from tddesk.rules.standings import INFINITE_QUOTIENT

PACKAGE = Path(__file__).resolve().parent.parent / "tddesk"
MINUS = "\N{MINUS SIGN}"


def test_vp_in_swedish_and_english():
    assert numbers.vp(Decimal("14.01")) == "14,01"
    assert numbers.vp(Decimal("7")) == "7,00" and numbers.vp(None) == ""
    i18n.set_language("en")
    assert numbers.vp(Decimal("14.01")) == "14.01"
    assert numbers.fixed(Decimal("-3.5"), 2) == "-3.50"


def test_rounding_is_half_up_and_exact():
    assert numbers.vp(Decimal("0.125")) == "0,13"  # Decimal's own formatting would give 0,12
    assert numbers.vp(Decimal("14.385")) == "14,39"
    assert numbers.fixed(Decimal("1.23455"), 4) == "1,2346"
    assert numbers.fixed(Decimal("-3.5"), 2) == f"{MINUS}3,50"
    assert numbers.fixed(Decimal("-0.001"), 2) == "0,00"  # never a minus on zero
    assert numbers.fixed(Fraction(-1, 8), 2) == f"{MINUS}0,13"


def test_the_imp_quotient_with_four_decimals_H8():
    assert numbers.quotient(Fraction(10, 3)) == "3,3333"
    assert numbers.quotient(Fraction(33, 40)) == "0,8250"
    assert numbers.quotient(Fraction(2, 3)) == "0,6667"
    assert numbers.quotient(INFINITE_QUOTIENT) == "∞" and numbers.quotient(None) == "–"
    assert numbers.quotient("1.2121") == "1,2121" and numbers.quotient("inf") == "∞"
    i18n.set_language("en")
    assert numbers.quotient(Fraction(10, 3)) == "3.3333"


def test_machine_files_keep_a_point_whatever_the_language():
    assert i18n.language() == "sv"
    assert numbers.machine(Decimal("14.005"), 2) == "14.01"
    assert numbers.machine(Decimal("-3"), 2) == "-3.00"


def test_a_score_against_the_field_always_has_its_sign():
    assert numbers.signed(Decimal("1.25"), 2) == "+1,25"
    assert numbers.signed(Decimal("-0.5"), 2) == f"{MINUS}0,50"
    assert numbers.signed(Decimal("0"), 2) == "0,00"


def test_a_rules_message_gets_its_numbers_in_the_language_P1():
    """P1: "3 started 5-minute periods → 3,00 VP": the rule's Decimal, exactly, with a comma."""
    params = {"minutes": 12, "vp": Decimal("3.00"), "share": Fraction(1, 3), "quotient": "1.2500", "team": "Ek 2.0"}
    assert numbers.localised_params(params) == {
        "minutes": 12,
        "vp": "3,00",
        "share": "0,333",
        "quotient": "1,2500",
        "team": "Ek 2.0",
    }
    assert numbers.localised_params(params, "en")["vp"] == "3.00"


def _formatting_outside_the_module() -> list[str]:
    """Places in the package that write a decimal number as text by themselves."""
    found = []
    for path in package_modules():
        if path == PACKAGE / "numbers.py":
            continue
        text = source_of(path)
        for node in nodes_of(path):
            if isinstance(node, ast.FormattedValue) and isinstance(node.format_spec, ast.JoinedStr):
                spec = "".join(part.value for part in node.format_spec.values if isinstance(part, ast.Constant))
                if re.fullmatch(r"[+]?\.[1-9]f", spec):
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} f-string :{spec}")
        for number, line in enumerate(text.splitlines(), start=1):
            if re.search(r"""replace\(["']\.["'], *["'],["']\)|decimalPoint\(\)""", line):
                found.append(f"{path.relative_to(PACKAGE)}:{number} {line.strip()}")
    return found


def test_one_module_writes_decimal_numbers():
    """No other module formats decimals on its own: a second home is where a point slips into a
    Swedish page."""
    found = _formatting_outside_the_module()
    assert not found, "format these through tddesk.numbers:\n" + "\n".join(found)
