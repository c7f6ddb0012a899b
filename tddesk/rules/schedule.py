"""H1, H6: the single round robin of a heat and the checks a schedule must pass after edits.

Construction (``round_robin``). Teams are numbered by their position in the given order. For an
odd count m, team i meets team j in round r (0-based) when i + j ≡ r (mod m); the team with
2i ≡ r has the bye. Writing d = (r − 2i) mod m, the opponent's value is m − d, and since m is odd
exactly one of the two is odd: the team whose d is odd plays at home. As r grows d grows by one,
so every team alternates home and away, with its bye where d wraps to 0, and plays exactly
(m − 1)/2 matches at home. For an even count n the first n − 1 teams play that odd schedule and
the last team meets each round's bye team, at home in every other round: each team then differs
by exactly one between home and away, and has at most one break (two home or two away matches
in a row) around its old bye. The result depends only on the order of the team ids.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity


@dataclass(frozen=True)
class Pairing:
    home: str
    away: str


@dataclass(frozen=True)
class Round:
    number: int  # 1-based
    matches: tuple[Pairing, ...]
    bye: str | None = None  # the team without a match this round (odd team counts)


def round_robin(team_ids: Sequence[str]) -> tuple[Round, ...]:
    """H1: a single round robin — every team meets every other once, home and away balanced.

    Even n: n − 1 rounds, no byes, every team has n/2 home and n/2 − 1 away matches or the
    reverse. Odd n: n rounds, exactly one bye per round and per team, every team (n − 1)/2 home
    and as many away. Fewer than two teams give no rounds (H1's minimum of four is checked by
    ``heat.check_heat``). Duplicate ids raise ValueError.
    """
    teams = list(team_ids)
    if len(set(teams)) != len(teams):
        duplicates = sorted(team for team, count in Counter(teams).items() if count > 1)
        raise ValueError(f"team ids must be distinct; repeated: {', '.join(duplicates)}")
    if len(teams) < 2:
        return ()
    extra = teams.pop() if len(teams) % 2 == 0 else None
    size = len(teams)  # odd
    rounds = []
    for r in range(size):
        matches: list[Pairing] = []
        bye = None
        for i in range(size):
            j = (r - i) % size
            if i == j:
                bye = teams[i]
            elif i < j:
                home_first = (r - 2 * i) % size % 2 == 1
                matches.append(Pairing(teams[i], teams[j]) if home_first else Pairing(teams[j], teams[i]))
        if extra is not None and bye is not None:
            matches.append(Pairing(extra, bye) if r % 2 == 0 else Pairing(bye, extra))
            bye = None
        rounds.append(Round(number=r + 1, matches=tuple(matches), bye=bye))
    return tuple(rounds)


def home_away_counts(rounds: Sequence[Round]) -> dict[str, tuple[int, int]]:
    """H1: each team's (home, away) match count in the schedule."""
    home: Counter[str] = Counter()
    away: Counter[str] = Counter()
    for round_ in rounds:
        for match in round_.matches:
            home[match.home] += 1
            away[match.away] += 1
    return {team: (home[team], away[team]) for team in sorted(set(home) | set(away))}


def validate_schedule(rounds: Sequence[Round], team_ids: Sequence[str]) -> tuple[Finding, ...]:
    """H1, H6: check an (edited) single round robin.

    Errors: a team not in the heat, a team meeting itself, a team twice in one round (two matches,
    or a match and the bye), a pair meeting more than once, a pair that never meets. Warning: a
    team whose home and away counts differ by more than one (H1 asks for balance; an H6 swap by the
    heat manager is the usual cause, so it does not refuse the schedule).
    """
    teams = set(team_ids)
    findings: list[Finding] = []
    meetings: Counter[frozenset[str]] = Counter()
    for round_ in rounds:
        seen: Counter[str] = Counter()
        for match in round_.matches:
            for team in (match.home, match.away):
                seen[team] += 1
                if team not in teams:
                    findings.append(_unknown_team(team, round_.number))
            if match.home == match.away:
                findings.append(
                    Finding(
                        "H1",
                        "team_meets_itself",
                        Severity.ERROR,
                        QT_TRANSLATE_NOOP("Rules", "Team {team} is paired with itself in round {round}"),
                        {"team": match.home, "round": round_.number},
                    )
                )
            else:
                meetings[frozenset((match.home, match.away))] += 1
        if round_.bye is not None:
            seen[round_.bye] += 1
            if round_.bye not in teams:
                findings.append(_unknown_team(round_.bye, round_.number))
        for team in sorted(name for name, count in seen.items() if count > 1):
            findings.append(
                Finding(
                    "H1",
                    "team_twice_in_round",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP("Rules", "Team {team} appears {count} times in round {round}"),
                    {"team": team, "count": seen[team], "round": round_.number},
                )
            )
    for pair in sorted(combinations(sorted(teams), 2)):
        count = meetings[frozenset(pair)]
        if count > 1:
            findings.append(
                Finding(
                    "H1",
                    "pair_meets_twice",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP("Rules", "Teams {first} and {second} meet {count} times; all meet all once"),
                    {"first": pair[0], "second": pair[1], "count": count},
                )
            )
        elif count == 0:
            findings.append(
                Finding(
                    "H1",
                    "pair_never_meets",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP("Rules", "Teams {first} and {second} never meet; all meet all once"),
                    {"first": pair[0], "second": pair[1]},
                )
            )
    for team, (home, away) in home_away_counts(rounds).items():
        if team in teams and abs(home - away) > 1:
            findings.append(
                Finding(
                    "H1",
                    "home_away_imbalance",
                    Severity.WARNING,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "Team {team} has {home} home and {away} away matches; H1 asks for at most one apart unless swapped under H6",  # noqa: E501 - one literal for lupdate
                    ),
                    {"team": team, "home": home, "away": away},
                )
            )
    return tuple(findings)


def _unknown_team(team: str, round_number: int) -> Finding:
    return Finding(
        "H1",
        "unknown_team",
        Severity.ERROR,
        QT_TRANSLATE_NOOP("Rules", "Team {team} in round {round} is not in this heat"),
        {"team": team, "round": round_number},
    )
