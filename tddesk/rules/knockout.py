"""S5: the SM Lag Veteran knockout of sixteen after Gröna Hissen, with choice of opponents.

Round of 16: the Gröna Hissen winner chooses its opponent among the teams placed 9-16, then the
2nd and the 3rd in turn among those left. *Interpretation* (the regulations stop there): the
teams placed 4-8 then meet the remaining teams placed 9-16 highest against lowest (4th against
the lowest-placed left). Match k of the round of 16 is the match of the team placed k.

Quarterfinals: the winner of R16-1 chooses among the winners of R16 5-8, then the winner of R16-2
among those left, then R16-3; R16-4's winner meets the team left. QF k is the match of R16-k's
winner. Semifinals: QF1's winner chooses between the winners of QF3 and QF4; QF2's winner meets
the other. Final and bronze match: the semifinals' winners and losers.

Each choice is a fact the TD records like a lot (who chose, when); the functions here say whose
turn it is and among whom, and build the round from the choices made.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

ROUND_NAMES = ("round_of_16", "quarterfinal", "semifinal", "final")
CHOOSERS_BY_ROUND = {1: 3, 2: 3, 3: 1, 4: 0}  # how many winners choose in each round


@dataclass(frozen=True)
class ChoiceTurn:
    round_number: int  # 1 R16, 2 QF, 3 SF
    chooser: str  # the team whose turn it is
    candidates: tuple[str, ...]  # the teams it may choose, in bracket order


@dataclass(frozen=True)
class KnockoutMatch:
    number: int  # R16-k, QF-k, SF-k; in round 4: 1 the final, 2 the bronze match
    home: str  # the choosing (higher) side
    away: str


def _r16_sides(ranking: Sequence[str]) -> tuple[list[str], list[str]]:
    if len(ranking) < 16:
        raise ValueError(f"the knockout needs the 16 best teams of Gröna Hissen, got {len(ranking)}")
    return list(ranking[:8]), list(ranking[8:16])


def _remaining(pool: Sequence[str], chosen: Mapping[str, str]) -> list[str]:
    taken = set(chosen.values())
    return [team for team in pool if team not in taken]


def _choosers_and_pool(round_number: int, entrants: Sequence[str]) -> tuple[list[str], list[str]]:
    """Who chooses in order, and the pool they choose from, for the round's bracket order."""
    if round_number == 1:
        return _r16_sides(entrants)
    if round_number == 2:
        if len(entrants) != 8:
            raise ValueError("the quarterfinals need the eight winners of the round of 16 in match order")
        return list(entrants[:4]), list(entrants[4:8])
    if round_number == 3:
        if len(entrants) != 4:
            raise ValueError("the semifinals need the four quarterfinal winners in match order")
        return list(entrants[:2]), list(entrants[2:4])
    raise ValueError(f"no choice of opponents in round {round_number}")


def next_choice(round_number: int, entrants: Sequence[str], chosen: Mapping[str, str]) -> ChoiceTurn | None:
    """S5: whose turn it is to choose in the round, and among whom; None when nobody is left to
    choose. ``entrants``: round 1 the Gröna Hissen ranking (best first); rounds 2 and 3 the
    previous round's winners in match order. ``chosen`` maps chooser → chosen team."""
    choosers, pool = _choosers_and_pool(round_number, entrants)
    for chooser in choosers[: CHOOSERS_BY_ROUND[round_number]]:
        if chooser not in chosen:
            return ChoiceTurn(round_number, chooser, tuple(_remaining(pool, chosen)))
    return None


def check_choice(
    round_number: int, entrants: Sequence[str], chosen: Mapping[str, str], chooser: str, opponent: str
) -> None:
    """S5: a choice must be made by the team whose turn it is, among its candidates."""
    turn = next_choice(round_number, entrants, chosen)
    if turn is None:
        raise ValueError("every choice of this round is made")
    if chooser != turn.chooser:
        raise ValueError(f"it is {turn.chooser}'s turn to choose")
    if opponent not in turn.candidates:
        raise ValueError(f"{opponent} is not among the teams {turn.chooser} may choose")


def pairings(round_number: int, entrants: Sequence[str], chosen: Mapping[str, str]) -> tuple[KnockoutMatch, ...]:
    """S5: the round's matches once every choice is made (ValueError while one is pending).

    Round 4 takes the two semifinals' winners then losers: the final, then the bronze match.
    """
    if round_number == 4:
        if len(entrants) != 4:
            raise ValueError("the final needs the two semifinal winners and the two losers")
        return (KnockoutMatch(1, entrants[0], entrants[1]), KnockoutMatch(2, entrants[2], entrants[3]))
    if next_choice(round_number, entrants, chosen) is not None:
        raise ValueError("a choice of opponents is still to be made")
    choosers, pool = _choosers_and_pool(round_number, entrants)
    choosing = choosers[: CHOOSERS_BY_ROUND[round_number]]
    left = _remaining(pool, chosen)
    matches = []
    for number, team in enumerate(choosers, start=1):
        if team in choosing:
            opponent = chosen[team]
        elif round_number == 1:
            opponent = left.pop()  # interpretation: highest placed against lowest left
        else:
            opponent = left.pop(0)  # the remaining winners in match order
        matches.append(KnockoutMatch(number, team, opponent))
    return tuple(matches)


def winners_and_losers(results: Sequence[tuple[KnockoutMatch, int, int]]) -> tuple[list[str], list[str]]:
    """The winners and losers of a round in match order from (match, home IMPs, away IMPs).

    A drawn knockout match has no winner here; ValueError names it (the TD breaks it by the
    tie-break rules of the day and enters the deciding result).
    """
    winners, losers = [], []
    for match, home, away in results:
        if home == away:
            raise ValueError(f"match {match.number} is drawn {home}-{away}")
        winners.append(match.home if home > away else match.away)
        losers.append(match.away if home > away else match.home)
    return winners, losers


def medal_eligible(segments_played: int, segments_total: int) -> bool:
    """S p.4: a medal in SM Lag Veteran needs at least a third of the knockout's segments (halves)."""
    return segments_total > 0 and 3 * segments_played >= segments_total
