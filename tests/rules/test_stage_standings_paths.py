"""H8, VP1, W2, P5, H7: the standings after every entry take a short way, and it must agree.

``stage_standings`` counts each finished match for both its teams straight from its score, and
trusts the sides it makes to fit together, rather than making a TeamResult per side and checking
them (it runs after every result the TD saves). For any stage — halves missing, walkovers, struck
teams under heat and SM rules, byes, penalties — it gives exactly the standings of the general
way: ``standings`` over ``team_results``, checked.
"""

from __future__ import annotations

from decimal import Decimal
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from tddesk.resources import shipped_profile_text
from tddesk.rules.profile import load_profile
from tddesk.rules.scoring import (
    HalfScore,
    MatchFacts,
    PenaltyFacts,
    StageFacts,
    stage_complete,
    stage_standings,
    standing_penalties,
    team_results,
)
from tddesk.rules.standings import standings


@cache
def shipped_profile():
    """The shipped profile for Hypothesis tests, which cannot take function-scoped fixtures."""
    return load_profile(shipped_profile_text("ombf-2016-17"))


def circle_rounds(teams: list[str]) -> list[list[tuple[str, str]]]:
    slots = teams + ([] if len(teams) % 2 == 0 else ["bye"])
    rounds = []
    for _ in range(len(slots) - 1):
        rounds.append([(slots[i], slots[-1 - i]) for i in range(len(slots) // 2)])
        slots = [slots[0], slots[-1], *slots[1:-1]]
    return rounds


@st.composite
def stages(draw) -> StageFacts:
    count = draw(st.integers(2, 7))
    teams = [f"t{number}" for number in range(count)]
    halves = draw(st.sampled_from([1, 2]))
    kind = draw(st.sampled_from(["heat", "sm_final", "sm_semifinal"]))
    matches, byes = [], []
    for number, pairings in enumerate(circle_rounds(teams), start=1):
        for index, (home, away) in enumerate(pairings):
            if "bye" in (home, away):
                byes.append((number, away if home == "bye" else home))
                continue
            entered = draw(st.integers(0, halves))  # none, some or all halves in
            scores = tuple(HalfScore(draw(st.integers(0, 60)), draw(st.integers(0, 60))) for _ in range(entered))
            matches.append(MatchFacts(f"r{number}m{index}", number, home, away, scores))
    walkovers = tuple(
        (match.id, draw(st.sampled_from([match.home, match.away]))) for match in matches if draw(st.integers(0, 9)) == 0
    )
    excluded = frozenset(team for team in teams if draw(st.integers(0, 7)) == 0)
    penalties = tuple(
        PenaltyFacts(f"p{number}", draw(st.sampled_from(teams)), "late_arrival", minutes=draw(st.integers(0, 40)))
        for number in range(draw(st.integers(0, 2)))
    )
    return StageFacts(
        "stage",
        kind,
        16,
        halves,
        Decimal("12.00"),
        tuple((team, f"Lag {team}") for team in teams),
        tuple(byes),
        tuple(matches),
        penalties,
        walkovers,
        excluded,
    )


@settings(max_examples=300, deadline=None)
@given(stages())
def test_h8_the_short_way_after_an_entry_gives_the_standings_of_the_checked_results(facts):
    profile = shipped_profile()
    complete = stage_complete(facts)
    checked = standings(
        facts.teams,
        team_results(facts, profile, complete),
        standing_penalties(facts, profile),
        facts.excluded,
        facts.lots,
        complete=complete,
    )
    assert stage_standings(facts, profile) == checked
