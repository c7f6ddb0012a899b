"""The demos' people: Swedish names drawn from a seed, never the same name twice."""

from __future__ import annotations

import random
from collections.abc import Sequence

SURNAMES = (
    "Ek",
    "Holm",
    "Sund",
    "Berg",
    "Lind",
    "Ström",
    "Åberg",
    "Öberg",
    "Nyström",
    "Forsberg",
    "Sjöberg",
    "Lundqvist",
    "Wallin",
    "Engström",
    "Hedlund",
    "Dahl",
    "Björk",
    "Sandberg",
    "Falk",
    "Blom",
    "Lindgren",
    "Axelsson",
    "Gustafsson",
    "Jönsson",
    "Karlsson",
    "Nilsson",
    "Pettersson",
    "Söderberg",
    "Åkesson",
    "Mårtensson",
    "Hägg",
    "Strand",
    "Rask",
    "Viklund",
    "Almqvist",
    "Boström",
    "Ekman",
    "Fält",
)


def unique_name(
    rng: random.Random, used: set[str], first_names: Sequence[str], surnames: Sequence[str] = SURNAMES
) -> str:
    """A first name and a surname not given before (added to ``used``)."""
    while True:
        name = f"{rng.choice(first_names)} {rng.choice(surnames)}"
        if name not in used:
            used.add(name)
            return name
