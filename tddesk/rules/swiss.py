"""S5: the Gröna Hissen (Swiss) qualification of SM Lag Veteran — eight 7-board rounds.

The first round is drawn. Every later round pairs the teams by the standings so far: the lowest
ranked team that has not had a bye sits out (an odd count), and the others are paired by a
maximum-weight matching (networkx) in which a pair's weight falls with the distance between the
two teams' ranks, so teams near each other in the standings meet. Repeat opponents follow the
``repeat_policy`` setting:

- ``"avoid"`` (default): a repeat pairing is used only when no pairing of the round without
  repeats exists; then as few repeats as possible.
- ``"never"``: a round that cannot be paired without repeats raises ``SwissPairingError``.
- ``"allow"``: repeats weigh like any other pair (only the ranks count).

The higher-ranked team of a pair plays at home unless it has had more home matches than its
opponent. Ties between equal weights fall to the standings order, so a pairing is reproducible.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import networkx as nx

from tddesk.rules.schedule import Pairing

REPEAT_POLICIES = ("avoid", "never", "allow")


class SwissPairingError(ValueError):
    """A round that cannot be paired under the repeat policy."""


@dataclass(frozen=True)
class SwissRound:
    matches: tuple[Pairing, ...]
    bye: str | None
    repeats: tuple[frozenset[str], ...]  # pairs who met before (only under "avoid"/"allow")


def draw_first_round(team_ids: Sequence[str], rng: random.Random) -> SwissRound:
    """S5: round 1 is drawn — the teams are shuffled and paired in order; an odd count's last
    drawn team has the bye."""
    drawn = list(team_ids)
    rng.shuffle(drawn)
    bye = drawn.pop() if len(drawn) % 2 else None
    matches = tuple(Pairing(drawn[i], drawn[i + 1]) for i in range(0, len(drawn), 2))
    return SwissRound(matches, bye, ())


def bye_team(ranked: Sequence[str], had_bye: Iterable[str]) -> str | None:
    """S5: the bye of an odd round goes to the lowest ranked team that has not had one yet (the
    lowest of all when every team has had one)."""
    if len(ranked) % 2 == 0:
        return None
    had = set(had_bye)
    for team in reversed(ranked):
        if team not in had:
            return team
    return ranked[-1]


def pair_round(
    ranked: Sequence[str],
    met: Iterable[tuple[str, str]],
    had_bye: Iterable[str] = (),
    home_counts: dict[str, int] | None = None,
    repeat_policy: str = "avoid",
) -> SwissRound:
    """S5: pair a Gröna Hissen round from the standings ``ranked`` (best first).

    ``met`` lists the pairs that have played each other; ``had_bye`` the teams that sat out.
    """
    if repeat_policy not in REPEAT_POLICIES:
        raise ValueError(f"repeat policy must be one of {', '.join(REPEAT_POLICIES)}, got {repeat_policy!r}")
    if len(set(ranked)) != len(ranked):
        raise ValueError("each team is ranked once")
    played = Counter(frozenset(pair) for pair in met)
    bye = bye_team(ranked, had_bye)
    teams = [team for team in ranked if team != bye]
    rank = {team: index for index, team in enumerate(teams)}
    count = len(teams)
    # Weights: any pairing without repeats must beat every pairing with one, whatever the ranks.
    distance_cap = count * count
    repeat_penalty = (distance_cap + 1) * count
    graph: nx.Graph[str] = nx.Graph()
    for i, first in enumerate(teams):
        for second in teams[i + 1 :]:
            repeat = played[frozenset((first, second))]
            if repeat and repeat_policy == "never":
                continue
            distance = rank[second] - rank[first]
            weight = repeat_penalty * (len(ranked) + 1) + distance_cap - distance * distance
            if repeat and repeat_policy == "avoid":
                weight -= repeat_penalty * repeat
            graph.add_edge(first, second, weight=weight)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    if 2 * len(matching) != count:
        raise SwissPairingError("no pairing of this round avoids repeat opponents")
    homes = home_counts or {}
    matches = []
    for pair in sorted(
        (tuple(sorted(pair, key=rank.__getitem__)) for pair in matching), key=lambda pair: rank[pair[0]]
    ):
        higher, lower = pair
        if homes.get(higher, 0) > homes.get(lower, 0):
            higher, lower = lower, higher
        matches.append(Pairing(higher, lower))
    repeats = tuple(frozenset((m.home, m.away)) for m in matches if played[frozenset((m.home, m.away))])
    return SwissRound(tuple(matches), bye, repeats)
