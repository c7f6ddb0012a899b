"""The players and teams handed in by a dialog, a member list or a team workbook, as values.

The services register them (``services/players.py``, ``services/teams.py``); the file readers of
this package make them, so they live below both.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from tddesk.errors import refused
from tddesk.rules import entry_limits as limits


@dataclass(frozen=True)
class PlayerEntry:
    """A player as typed in a dialog or read from a member list."""

    mid: str
    name: str
    club: str = ""  # the club's name
    district: str = ""  # the club's district
    birth_year: int | None = None
    membership_paid: bool = True


@dataclass(frozen=True)
class TeamForm:
    name: str
    players: tuple[PlayerEntry, ...]
    captain_mid: str | None = None
    newcomer: bool = False
    entry_fee_paid_on: dt.date | None = None
    dispensations: frozenset[str] = frozenset()  # MIDs with a dispensation as 7th/8th player (T1)
    # T1: the day the committee granted the dispensations added now (None: today); it covers only
    # matches played on or after it
    dispensation_granted_on: dt.date | None = None


def normalised_name(name: str) -> str:
    """A name as compared: NFC, single spaces, case folded ("Öberg" typed as O + diaeresis is Öberg)."""
    return limits.clean_text(name).casefold()


def clean_mid(mid: str) -> str:
    return "".join(str(mid).split())


def check_mid(mid: str) -> str:
    mid = clean_mid(mid)
    if (problem := limits.mid_problem(mid)) is not None:  # ASCII digits only: not ٨٠٠٠٠١, not ²
        raise refused([problem])  # the very words the JSON import gives at the MID's path
    return mid
