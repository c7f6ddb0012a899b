"""Contracts, results and the Law 77 score of one board (docs/boards.md).

A contract is read the way it is written at the table or by a Bridgemate: ``4HX``, ``3NT``,
``4 C x``, ``6 S xx``, ``pass``. A result is ``=``, ``+1``, ``-2`` or the number of tricks taken.
Vulnerability and dealer follow from the board number (the standard 16-board cycle). Bad input
raises ``BoardError``, whose English template the caller translates (context "Rules").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from tddesk.rules.findings import QT_TRANSLATE_NOOP

SEATS = ("N", "E", "S", "W")
STRAINS = ("C", "D", "H", "S", "NT")
# Board n of each 16-board cycle: who is vulnerable ("-": nobody, "NS", "EW", "All").
_VULNERABILITY = ("-", "NS", "EW", "All", "NS", "EW", "All", "-", "EW", "All", "-", "NS", "All", "-", "NS", "EW")
_CONTRACT = re.compile(r"^([1-7])\s*(NT|SA|N|C|D|H|S|K|R|HJ|SP)\s*(XX|X|\*\*|\*)?$")
_STRAIN_ALIASES = {"N": "NT", "SA": "NT", "K": "C", "R": "D", "HJ": "H", "SP": "S"}


class BoardError(ValueError):
    """Input that cannot be a bridge result; ``words(translate)`` says why in the TD's language."""

    def __init__(self, template: str, **params: Any):
        super().__init__(template.format(**params))
        self.template = template
        self.params = params

    def words(self, translate=None) -> str:
        template = translate("Rules", self.template) if translate else self.template
        return template.format(**self.params)


@dataclass(frozen=True)
class Contract:
    """A bid contract, or ``level == 0`` for a passed-out board."""

    level: int
    strain: str = ""  # C D H S NT
    doubled: int = 0  # 0, 1 (X) or 2 (XX)

    @property
    def passed_out(self) -> bool:
        return self.level == 0

    def text(self) -> str:
        """The compact form: ``4HX``, ``3NT``, ``PASS``."""
        return "PASS" if self.passed_out else f"{self.level}{self.strain}{'X' * self.doubled}"


PASSED_OUT = Contract(0)


def parse_contract(text: str) -> Contract:
    """``4HX``, ``3NT``, ``4 C x``, ``6S XX``, ``pass`` → Contract; anything else is refused in words."""
    cleaned = re.sub(r"\s+", " ", str(text or "").strip().upper())
    if cleaned in ("PASS", "P", "PASSED", "ALL PASS", "-"):
        return PASSED_OUT
    match = _CONTRACT.match(cleaned)
    if match is None:
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "'{text}' is not a contract; write e.g. 4HX, 3NT, 6SXX or pass (levels 1-7, strains C D H S NT).",
            ),
            text=str(text).strip(),
        )
    level, strain, double = match.groups()
    doubled = {None: 0, "X": 1, "*": 1, "XX": 2, "**": 2}[double]
    return Contract(int(level), _STRAIN_ALIASES.get(strain, strain), doubled)


def parse_seat(text: str) -> str:
    seat = str(text or "").strip().upper()[:1]
    if seat not in SEATS:
        raise BoardError(
            QT_TRANSLATE_NOOP("Rules", "The declarer is N, E, S or W, not '{text}'."), text=str(text or "").strip()
        )
    return seat


def parse_tricks(contract: Contract, text: str | int) -> int:
    """Tricks taken by declarer from ``=``, ``+2``, ``-1`` or a plain trick count (0-13)."""
    if contract.passed_out:
        return 0
    value = str(text).strip().replace("−", "-")
    target = contract.level + 6
    if value == "=":
        return target
    if re.fullmatch(r"[+-]\d{1,2}", value):
        tricks = target + int(value)
    elif re.fullmatch(r"\d{1,2}", value):
        tricks = int(value)
    else:
        raise BoardError(
            QT_TRANSLATE_NOOP("Rules", "'{text}' is not a result; write =, +1, -2 or the tricks taken (0-13)."),
            text=value,
        )
    if not 0 <= tricks <= 13:
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{result} is impossible in {contract}: declarer would take {tricks} tricks, and there are 0 to 13.",
            ),
            result=value,
            contract=contract.text(),
            tricks=tricks,
        )
    return tricks


def result_text(contract: Contract, tricks: int) -> str:
    """``=``, ``+1``, ``-2`` (empty for a passed-out board)."""
    if contract.passed_out:
        return ""
    difference = tricks - contract.level - 6
    return "=" if difference == 0 else f"{difference:+d}"


def vulnerability(board: int) -> str:
    """Who is vulnerable on a board: "-", "NS", "EW" or "All" (the standard cycle of 16)."""
    return _VULNERABILITY[(board - 1) % 16]


def dealer(board: int) -> str:
    return SEATS[(board - 1) % 4]


def is_vulnerable(board: int, seat: str) -> bool:
    side = "NS" if seat in ("N", "S") else "EW"
    return vulnerability(board) in (side, "All")


def declarer_score(contract: Contract, tricks: int, vulnerable: bool) -> int:
    """Law 77: the declaring side's score (negative when the contract fails)."""
    if contract.passed_out:
        return 0
    needed = contract.level + 6
    multiplier = (1, 2, 4)[contract.doubled]
    if tricks < needed:
        return -_undertricks(needed - tricks, contract.doubled, vulnerable)
    first, other = {"C": (20, 20), "D": (20, 20), "H": (30, 30), "S": (30, 30), "NT": (40, 30)}[contract.strain]
    trick_score = (first + other * (contract.level - 1)) * multiplier
    score = trick_score + (50 * contract.doubled)  # the insult: 50 doubled, 100 redoubled
    score += (500 if vulnerable else 300) if trick_score >= 100 else 50
    if contract.level == 6:
        score += 750 if vulnerable else 500
    elif contract.level == 7:
        score += 1500 if vulnerable else 1000
    over = tricks - needed
    if contract.doubled:
        score += over * (200 if vulnerable else 100) * contract.doubled
    else:
        score += over * other
    return score


def _undertricks(down: int, doubled: int, vulnerable: bool) -> int:
    if not doubled:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        penalty = 200 + 300 * (down - 1)
    else:
        penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return penalty * doubled


def ns_score(board: int, contract: Contract, declarer: str | None, tricks: int) -> int:
    """Law 77 from North-South's side, vulnerability from the board number; passed out = 0."""
    if contract.passed_out:
        return 0
    seat = parse_seat(declarer or "")
    score = declarer_score(contract, tricks, is_vulnerable(board, seat))
    return score if seat in ("N", "S") else -score
