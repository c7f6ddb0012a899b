"""S2: the schedules of the SM Lag semifinal and the SM Lag final.

SM final (10 teams, 9 rounds). The TD seeds the teams 1-10; groups are A (seed 1), B (2-4),
C (5-7) and D (8-10). The presumed top four (seeds 1-4) should meet each other only in the last
three rounds. The construction is a Berger table with position 1 fixed and positions 2-10 on the
circle (offsets 0-8): in round r (0-based) the offsets i and j meet when i + j ≡ r (mod 9) and the
offset with 2i ≡ r meets position 1. Positions 1, 2, 5 and 8 (offsets 0, 3, 6) then meet each
other in exactly three rounds, two matches in each (rounds r = 0, 3, 6); the top four sit there
and those rounds are played last. Home and away come from ``schedule.round_robin`` and do not
change when rounds are reordered, so every team stays within one of balance.

SM semifinal (6 teams, 5 rounds). Derbies (teams of the same district) should come in the first
rounds, and the two presumed favourites (seeds 1 and 2, marked by the TD) meet in the last round.
Six teams allow every seating to be tried: of all seatings and round orders the one with the
favourites' match last and the derbies earliest is chosen (ties: the entry order).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import permutations

from tddesk.rules.schedule import Round, round_robin

GROUPS = ("A", "B", "C", "D")
TOP_FOUR_POSITIONS = (1, 2, 5, 8)  # Berger positions (1-based) where the top four are seated


def sm_final_group(seed: int) -> str:
    """S2: the group of a seed in the SM final — A (1), B (2-4), C (5-7), D (8-10)."""
    if seed < 1:
        raise ValueError(f"a seed is 1 or more, got {seed}")
    return "A" if seed == 1 else "B" if seed <= 4 else "C" if seed <= 7 else "D"


def _berger_positions(count: int) -> list[int]:
    """Seed order → Berger positions: seeds 1-4 at 1, 2, 5, 8, the others at the free positions."""
    top = [position for position in TOP_FOUR_POSITIONS if position <= count][: min(4, count)]
    rest = [position for position in range(1, count + 1) if position not in top]
    return top + rest


def sm_final_schedule(seeded_team_ids: Sequence[str]) -> tuple[Round, ...]:
    """S2: the SM final's round robin for teams in seed order (seed 1 first).

    With ten teams the top four meet each other only in rounds 7-9, two of their matches in each
    of those rounds. With another even count the rounds with most top-four matches still come
    last (the S2 aim "as far as possible"); odd counts get one bye per round.
    """
    teams = list(seeded_team_ids)
    positions = _berger_positions(len(teams))
    by_position = {position: team for team, position in zip(teams, positions)}
    seated = [by_position[p] for p in range(1, len(teams) + 1)]
    # round_robin rotates all but its last team, which meets each round's odd one out: position 1
    order = seated[1:] + seated[:1] if len(teams) % 2 == 0 else seated
    base = round_robin(order)
    top = set(teams[:4])

    def top_matches(round_: Round) -> int:
        return sum(1 for match in round_.matches if match.home in top and match.away in top)

    ordered = sorted(base, key=lambda round_: (top_matches(round_), round_.number))
    return tuple(Round(number, round_.matches, round_.bye) for number, round_ in enumerate(ordered, start=1))


def _derby_key(rounds: Sequence[Round], districts: Mapping[str, str]) -> tuple[int, ...]:
    derbies = sorted(
        round_.number
        for round_ in rounds
        for match in round_.matches
        if districts.get(match.home) is not None and districts.get(match.home) == districts.get(match.away)
    )
    return tuple(derbies)


def sm_semifinal_schedule(
    team_ids: Sequence[str], districts: Mapping[str, str], favourites: Sequence[str] = ()
) -> tuple[Round, ...]:
    """S2: the SM semifinal's round robin — derbies in the first rounds, the favourites last.

    ``districts`` maps team → district (a derby is a match between teams of one district);
    ``favourites`` are the two presumed favourites, who then meet in the last round. Without
    favourites only the derbies decide. Up to eight teams every seating is tried; more teams keep
    the entry order and only reorder the rounds.
    """
    teams = list(team_ids)
    favourite_pair = frozenset(favourites) if len(favourites) == 2 else frozenset()
    if favourite_pair and not favourite_pair <= set(teams):
        raise ValueError("the favourites must be teams of the semifinal")
    seatings = permutations(teams) if len(teams) <= 8 else iter([tuple(teams)])
    best: tuple | None = None
    best_rounds: tuple[Round, ...] = ()
    for seating in seatings:
        base = round_robin(seating)

        def round_key(round_: Round) -> tuple[int, int, int]:
            has_favourites = any(frozenset((m.home, m.away)) == favourite_pair for m in round_.matches)
            derbies = sum(
                1
                for m in round_.matches
                if districts.get(m.home) is not None and districts.get(m.home) == districts.get(m.away)
            )
            return (1 if has_favourites else 0, -derbies, round_.number)

        ordered = sorted(base, key=round_key)
        rounds = tuple(Round(number, round_.matches, round_.bye) for number, round_ in enumerate(ordered, start=1))
        key = _derby_key(rounds, districts)
        if best is None or key < best:
            best, best_rounds = key, rounds
            if key == (1,) * len(key):
                break  # every derby in round 1: nothing better exists
    return best_rounds


def meeting_rounds(rounds: Sequence[Round], teams: Sequence[str]) -> dict[frozenset[str], int]:
    """The round in which each pair of ``teams`` meets (pairs that never meet are absent)."""
    wanted = set(teams)
    return {
        frozenset((m.home, m.away)): round_.number
        for round_ in rounds
        for m in round_.matches
        if m.home in wanted and m.away in wanted
    }
