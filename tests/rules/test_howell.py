"""Howell movements against the reference ../shared/reference/movements/kops-howell-movements.json
(69 movements Polish clubs play): the checks are first shown to pass on every reference movement,
then asked of the generated ones — every pair meets every other the right number of times, a board
set at most once per round, each pair a set at most once, directions balanced."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations

import pytest

from tddesk.rules.howell import (
    HowellTable,
    complete_howell,
    direction_problems,
    movement_problems,
    three_quarter_howell,
    three_quarter_rounds,
)
from tddesk.rules.pairs_seating import pairs_seatings


@pytest.fixture
def reference(shared_dir):
    path = shared_dir / "reference" / "movements" / "kops-howell-movements.json"
    if not path.exists():
        pytest.skip("reference data not present")
    return json.loads(path.read_text(encoding="utf-8"))


def decode(movement: dict) -> list[list[HowellTable]]:
    """A KoPS movement round by round: the pairs in ``positions`` at the start (table 1 N, table 1 E,
    …), the moving pairs one step along ``movement`` each round, the board sets one step back
    along ``sets`` (the table each set starts at; 0: a relay)."""
    tables, sets, path = movement["tables"], movement["sets"], movement["movement"]
    places = [f"{t}{d}" for t in range(1, tables + 1) for d in "NE"]
    seat = dict(zip(places, movement["positions"]))
    rounds = []
    for number in range(movement["rounds"]):
        at = {sets[(s - number) % len(sets)]: s + 1 for s in range(len(sets))}
        rounds.append([HowellTable(t, seat[f"{t}N"], seat[f"{t}E"], at[t]) for t in range(1, tables + 1)])
        seat = {**seat, **{path[(i + 1) % len(path)]: seat[place] for i, place in enumerate(path)}}
    return rounds


def meetings(rounds) -> Counter:
    return Counter(frozenset((t.ns, t.ew)) for row in rounds for t in row)


def test_the_checks_pass_every_reference_movement(reference):
    for key, movement in reference.items():
        assert movement_problems(decode(movement)) == [], key


@pytest.mark.parametrize("tables", range(3, 13))
def test_a_complete_howell_meets_every_pair_once(tables):
    rounds = complete_howell(tables)
    assert movement_problems(rounds) == direction_problems(rounds) == []
    pairs = range(1, 2 * tables + 1)
    assert len(rounds) == 2 * tables - 1
    assert meetings(rounds) == Counter({frozenset(two): 1 for two in combinations(pairs, 2)})


@pytest.mark.parametrize("tables", range(3, 13))
def test_a_three_quarter_howell_plays_as_many_rounds_as_the_reference_one(tables, reference):
    rounds = three_quarter_howell(tables)
    assert movement_problems(rounds) == direction_problems(rounds) == []
    assert all(
        sum(pair in (t.ns, t.ew) for row in rounds for t in row) == len(rounds) for pair in range(1, 2 * tables + 1)
    )
    key = f"{tables}-{three_quarter_rounds(tables)}"
    if key in reference:  # the reference has 3/4-Howells of 5 to 12 tables; 4 tables: 5 of 7 rounds
        theirs = decode(reference[key])
        assert len(theirs) == len(rounds) and max(meetings(theirs).values()) == max(meetings(rounds).values()) == 1


def test_a_broken_movement_is_named():
    broken = [[HowellTable(1, 1, 2, 1), HowellTable(2, 3, 4, 1)], [HowellTable(1, 1, 2, 2), HowellTable(2, 3, 4, 3)]]
    problems = movement_problems(broken)
    assert "round 1: a board set is at two tables" in problems
    assert "pairs [1, 2] meet 2 times" in problems
    assert direction_problems(broken) == ["pair 1 sits North-South 2 times, East-West 0"] + [
        f"pair {pair} sits North-South {ns} times, East-West {ew}" for pair, ns, ew in ((2, 0, 2), (3, 2, 0), (4, 0, 2))
    ]


def test_the_heats_numbers_play_the_movements_places():
    seatings = pairs_seatings("howell", [11, 12, 13, 14, 15, 16, 17, 18], 3, "three-quarter")
    assert {s.round for s in seatings} == {1, 2, 3, 4, 5}
    assert {p for s in seatings for p in (s.ns, s.ew)} == set(range(11, 19))
    assert all(len(s.boards) == 3 and s.boards[0] % 3 == 1 for s in seatings)
    with pytest.raises(ValueError, match="odd"):
        pairs_seatings("howell", [1, 2, 3], 2)
