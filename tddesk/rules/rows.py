"""The rows pairs and teams have in common: a traveller's line and a standing's row
(docs/architecture.md, "Shared row types").

A teams traveller line, a pairs heat's traveller line and a line typed from a paper traveller
each keep their own fields; what every one of them has is named here, and each derives from it,
so code that only needs those members takes either kind. Likewise for standings: a teams
standing, a knockout's standing and a pairs heat's standing each name who stands in the row; the
ranked ones also give a place, ``None`` for a pair or team out of competition.

The members are read-only properties for the type checker only: at run time each row answers
with its own dataclass field or property (a property here would shadow a dataclass field).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol


class TravellerLineBase(Protocol):
    """One table's result on a board, teams' or pairs'."""

    if TYPE_CHECKING:

        @property
        def round(self) -> int: ...

        @property
        def contract(self) -> str | None:
            """``4HX``, ``3NT``, ``PASS``; empty or ``None`` for an artificial score."""

        @property
        def declarer(self) -> str | None:
            """N, E, S or W; empty or ``None`` when there is none."""


class StandingRowBase(Protocol):
    """One team's or pair's row in a standing."""

    if TYPE_CHECKING:

        @property
        def entrant(self) -> str:
            """The team's or the pair's id."""

        @property
        def name(self) -> str:
            """The team's name, or the pair's two names."""


class PlacedRow(StandingRowBase, Protocol):
    """A standing row with a place: a teams standing's or a pairs heat's."""

    if TYPE_CHECKING:

        @property
        def place(self) -> int | None:
            """None: out of competition (an excluded team, a pair playing hors concours)."""


def place_text(row: PlacedRow, out_of_competition: str) -> str:
    """The row's place as shown, or the given mark ("–", "o.c.") for one out of competition."""
    return out_of_competition if row.place is None else str(row.place)
