"""S5: Gröna Hissen pairing — drawn first round, standings pairing without repeats, byes."""

import random
from collections import Counter

import pytest

from tddesk.rules.swiss import SwissPairingError, bye_team, draw_first_round, pair_round


def test_first_round_is_drawn_and_odd_count_gives_one_bye_S5():
    teams = [f"T{i}" for i in range(19)]
    first = draw_first_round(teams, random.Random(1))
    seen = [t for m in first.matches for t in (m.home, m.away)] + [first.bye]
    assert sorted(seen) == sorted(teams) and len(first.matches) == 9
    assert draw_first_round(teams, random.Random(2)).matches != first.matches


def test_pairs_neighbours_in_the_standings_S5():
    ranked = ["A", "B", "C", "D", "E", "F"]
    round_ = pair_round(ranked, met=[])
    assert [(m.home, m.away) for m in round_.matches] == [("A", "B"), ("C", "D"), ("E", "F")]


def test_avoids_a_repeat_by_the_nearest_other_pairing_S5():
    ranked = ["A", "B", "C", "D"]
    round_ = pair_round(ranked, met=[("A", "B")])
    assert {frozenset((m.home, m.away)) for m in round_.matches} == {frozenset("AC"), frozenset("BD")}
    assert round_.repeats == ()


def test_bye_to_the_lowest_team_without_one_S5():
    ranked = ["A", "B", "C", "D", "E"]
    assert bye_team(ranked, had_bye=[]) == "E"
    assert bye_team(ranked, had_bye=["E", "D"]) == "C"
    assert pair_round(ranked, met=[], had_bye=["E"]).bye == "D"


def test_repeat_policy_never_refuses_and_avoid_uses_fewest_repeats_S5():
    ranked = ["A", "B", "C", "D"]
    all_met = [("A", "B"), ("C", "D"), ("A", "C"), ("B", "D"), ("A", "D")]
    with pytest.raises(SwissPairingError):
        pair_round(ranked, met=all_met, repeat_policy="never")
    forced = pair_round(ranked, met=all_met, repeat_policy="avoid")
    assert {frozenset((m.home, m.away)) for m in forced.matches} == {frozenset("AD"), frozenset("BC")}
    assert forced.repeats == (frozenset("AD"),)
    allowed = pair_round(ranked, met=[("A", "B")], repeat_policy="allow")
    assert allowed.repeats == (frozenset("AB"),)


def test_eight_rounds_of_nineteen_then_twenty_teams_no_repeats_distinct_byes_S5():
    """S5: a late starter joins in round 6; rounds 1-5 have byes, each to a different team."""
    rng = random.Random(7)
    teams = [f"T{i:02}" for i in range(20)]
    early = teams[:19]
    rounds = [draw_first_round(early, rng)]
    met, byes = [], []
    for number in range(2, 9):
        previous = rounds[-1]
        met += [(m.home, m.away) for m in previous.matches]
        byes += [previous.bye] if previous.bye else []
        present = early if number < 6 else teams
        ranked = sorted(present, key=lambda _: rng.random())
        homes = Counter(m.home for r in rounds for m in r.matches)
        rounds.append(pair_round(ranked, met, byes, dict(homes)))
    met += [(m.home, m.away) for m in rounds[-1].matches]
    assert max(Counter(frozenset(p) for p in met).values()) == 1
    all_byes = [r.bye for r in rounds if r.bye]
    assert len(all_byes) == 5 and len(set(all_byes)) == 5
    assert all(r.bye is None for r in rounds[5:])
