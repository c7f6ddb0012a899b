"""An artificial adjusted score as a TD types it where a contract goes (docs/bws.md, "Adjusted
scores"): percentages NS first ("60/40", "60-40", "60%/40%") or the Law 12C2 words ("A+", "A",
"A-", "A+/A-" for a split score). One mark alone gives the other side the complement."""

from __future__ import annotations

import re

_MARKS = {"A+": 60, "A": 50, "A-": 40, "A−": 40}
_PERCENTS = re.compile(r"(\d{2})\s*%?\s*[/-]\s*(\d{2})\s*%?")


def artificial_percents(text: str) -> tuple[int, int] | None:
    """(NS %, EW %) when ``text`` is an artificial score, else None (a contract, say)."""
    typed = "".join(text.split()).upper().replace("−", "-")
    found = _PERCENTS.fullmatch(typed)
    if found:
        return int(found.group(1)), int(found.group(2))
    marks = typed.split("/")
    if not 1 <= len(marks) <= 2 or any(mark not in _MARKS for mark in marks):
        return None
    ns = _MARKS[marks[0]]
    ew = _MARKS[marks[1]] if len(marks) == 2 else 100 - ns
    return ns, ew


def artificial_words(percent: int) -> str:
    """Law 12C2 as the TD says it: "A+ 60 %", "A 50 %", "A− 40 %"."""
    mark = {60: "A+", 50: "A", 40: "A−"}.get(percent, "")
    return f"{mark} {percent} %".strip()


def shown_artificial(adjusted: str) -> str:
    """A room's artificial score as stored for scripts ("40/60") as reports show it: "A− 40 % / A+ 60 %"."""
    ns, _slash, ew = adjusted.partition("/")
    if not (ns.isdigit() and ew.isdigit()):
        return adjusted
    return f"{artificial_words(int(ns))} / {artificial_words(int(ew))}"
