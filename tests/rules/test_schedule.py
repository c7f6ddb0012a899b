"""H1, H6: the single round robin of a heat and the checks after the TD edits it."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations, pairwise

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tddesk.rules.findings import Severity
from tddesk.rules.schedule import Pairing, Round, home_away_counts, round_robin, validate_schedule

team_counts = st.integers(min_value=4, max_value=28)


def teams(count: int) -> list[str]:
    return [f"Lag {index:02d}" for index in range(1, count + 1)]


def codes(findings) -> list[str]:
    return [finding.code for finding in findings]


@given(team_counts)
@example(4)
@example(5)
@example(28)
def test_every_pair_meets_exactly_once_H1(count):
    ids = teams(count)
    meetings = Counter(frozenset((m.home, m.away)) for r in round_robin(ids) for m in r.matches)
    assert set(meetings) == {frozenset(pair) for pair in combinations(ids, 2)}
    assert set(meetings.values()) == {1}


@given(team_counts)
def test_rounds_and_byes_H1(count):
    ids = teams(count)
    rounds = round_robin(ids)
    assert [r.number for r in rounds] == list(range(1, len(rounds) + 1))
    if count % 2 == 0:
        assert len(rounds) == count - 1
        assert all(r.bye is None and len(r.matches) == count // 2 for r in rounds)
    else:
        assert len(rounds) == count
        assert all(len(r.matches) == count // 2 for r in rounds)
        assert sorted(r.bye for r in rounds) == sorted(ids)  # each team exactly one bye


@given(team_counts)
def test_each_team_once_per_round_H1(count):
    ids = teams(count)
    for r in round_robin(ids):
        present = [team for m in r.matches for team in (m.home, m.away)] + ([r.bye] if r.bye else [])
        assert sorted(present) == sorted(ids)


@given(team_counts)
@example(4)
@example(27)
def test_home_and_away_balanced_H1(count):
    counts = home_away_counts(round_robin(teams(count)))
    assert len(counts) == count
    assert all(abs(home - away) <= 1 for home, away in counts.values())
    if count % 2 == 1:
        assert all(home == away for home, away in counts.values())


@given(team_counts)
def test_at_most_one_break_per_team_H1(count):
    """No team is favoured by long runs at home: home and away alternate, with at most one break."""
    rounds = round_robin(teams(count))
    for team in teams(count):
        venues = [("H" if m.home == team else "A") for r in rounds for m in r.matches if team in (m.home, m.away)]
        assert sum(1 for first, second in pairwise(venues) if first == second) <= 1


@given(team_counts)
def test_generated_schedule_passes_validation_H1_H6(count):
    ids = teams(count)
    assert validate_schedule(round_robin(ids), ids) == ()


@given(st.permutations(teams(9)))
def test_deterministic_for_a_given_order_H1(ids):
    assert round_robin(ids) == round_robin(list(ids))
    assert validate_schedule(round_robin(ids), ids) == ()


def test_four_teams_known_schedule_H1():
    assert round_robin(["A", "B", "C", "D"]) == (
        Round(1, (Pairing("B", "C"), Pairing("D", "A"))),
        Round(2, (Pairing("A", "B"), Pairing("C", "D"))),
        Round(3, (Pairing("C", "A"), Pairing("D", "B"))),
    )


def test_small_and_invalid_inputs_H1():
    assert round_robin([]) == () and round_robin(["A"]) == ()
    assert len(round_robin(["A", "B"])) == 1
    with pytest.raises(ValueError, match="A"):
        round_robin(["A", "B", "A", "C"])


def swap(rounds, round_index, match_index):
    r = rounds[round_index]
    match = r.matches[match_index]
    matches = list(r.matches)
    matches[match_index] = Pairing(match.away, match.home)
    return rounds[:round_index] + (replace(r, matches=tuple(matches)),) + rounds[round_index + 1 :]


def test_swap_beyond_one_apart_is_a_warning_H1_H6():
    ids = teams(6)
    rounds = round_robin(ids)
    assert rounds[0].matches[0] == Pairing("Lag 02", "Lag 05")
    assert home_away_counts(rounds)["Lag 02"] == (2, 3)
    findings = validate_schedule(swap(rounds, 0, 0), ids)  # Lag 05 now at home
    assert codes(findings) == ["home_away_imbalance"] * 2
    assert {finding.severity for finding in findings} == {Severity.WARNING}
    assert [(f.params["team"], f.params["home"], f.params["away"]) for f in findings] == [
        ("Lag 02", 1, 4),
        ("Lag 05", 4, 1),
    ]
    assert findings[0].text().startswith("H1: Team Lag 02 has 1 home and 4 away matches")


def test_swap_within_one_apart_passes_H6():
    """An H6 swap between a team one over at home and a team one over away keeps the balance."""
    ids = teams(6)
    rounds = round_robin(ids)
    counts = home_away_counts(rounds)
    round_index, match_index = next(
        (ri, mi)
        for ri, r in enumerate(rounds)
        for mi, m in enumerate(r.matches)
        if counts[m.home][0] > counts[m.home][1] and counts[m.away][1] > counts[m.away][0]
    )
    assert validate_schedule(swap(rounds, round_index, match_index), ids) == ()
    assert validate_schedule(swap(swap(rounds, 0, 0), 0, 0), ids) == ()  # swapped back


def test_pair_meeting_twice_and_missing_pair_H1():
    ids = teams(4)
    rounds = list(round_robin(ids))
    first = rounds[0].matches
    # round 2 replays round 1 instead of its own pairings
    rounds[1] = replace(rounds[1], matches=first)
    found = codes(validate_schedule(rounds, ids))
    assert found.count("pair_meets_twice") == 2
    assert found.count("pair_never_meets") == 2
    assert {f.severity for f in validate_schedule(rounds, ids) if f.code.startswith("pair")} == {Severity.ERROR}


def test_team_twice_in_one_round_H1():
    ids = ["A", "B", "C", "D", "E"]
    rounds = list(round_robin(ids))
    bye = rounds[0].bye
    playing = rounds[0].matches[0].home
    rounds[0] = replace(rounds[0], bye=playing)  # the bye given to a team that plays this round
    findings = validate_schedule(rounds, ids)
    twice = [f for f in findings if f.code == "team_twice_in_round"]
    assert len(twice) == 1 and twice[0].params == {"team": playing, "count": 2, "round": 1}
    assert bye != playing


def test_unknown_team_and_team_against_itself_H1():
    ids = ["A", "B", "C", "D"]
    rounds = list(round_robin(ids))
    rounds.append(Round(4, (Pairing("A", "A"), Pairing("X", "B"))))
    found = codes(validate_schedule(rounds, ids))
    assert "team_meets_itself" in found and "unknown_team" in found
