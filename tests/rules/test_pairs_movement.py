"""The movements a pairs session is played by (docs/pairs.md): a barometer and a Mitchell."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from tddesk.rules.pairs_movement import barometer_rounds, mitchell_rounds


@pytest.mark.parametrize("pairs", [4, 13, 28])
def test_a_barometer_meets_every_pair_once(pairs):
    meetings = Counter(frozenset(table) for tables in barometer_rounds(range(1, pairs + 1)) for table in tables)
    assert set(meetings) == {frozenset(pair) for pair in combinations(range(1, pairs + 1), 2)}
    assert set(meetings.values()) == {1}


@pytest.mark.parametrize("tables", [3, 6, 7, 10])
def test_a_mitchell_meets_each_ew_pair_once_and_no_board_set_twice(tables):
    schedule = mitchell_rounds(tables)
    rounds = tables if tables % 2 else tables - 1  # the skip Mitchell: one round fewer
    assert len(schedule) == rounds and all(len(tables_of) == tables for tables_of in schedule)
    meetings = Counter((ns, ew) for tables_of in schedule for ns, ew, _ in tables_of)
    assert len(meetings) == rounds * tables and set(meetings.values()) == {1}
    assert {ns for ns, _ in meetings} == set(range(1, tables + 1))
    assert {ew for _, ew in meetings} == set(range(tables + 1, 2 * tables + 1))
    for tables_of in schedule:  # every EW pair and every board set is at one table each round
        assert sorted(ew for _, ew, _ in tables_of) == list(range(tables + 1, 2 * tables + 1))
        assert sorted(boards for _, _, boards in tables_of) == list(range(1, tables + 1))
    played = Counter((pair, boards) for tables_of in schedule for ns, ew, boards in tables_of for pair in (ns, ew))
    assert set(played.values()) == {1}  # no pair plays a board set twice
    for table in range(tables):  # NS stays; the table sees each board set once
        assert len({tables_of[table][2] for tables_of in schedule}) == rounds
        assert {tables_of[table][0] for tables_of in schedule} == {table + 1}


def test_a_mitchell_is_refused_where_it_cannot_be_played():
    with pytest.raises(ValueError, match="at least two tables"):
        mitchell_rounds(1)
    with pytest.raises(ValueError, match="at most 5 Mitchell rounds"):
        mitchell_rounds(5, 6)
    with pytest.raises(ValueError, match="6 tables play at most 5 Mitchell rounds"):
        mitchell_rounds(6, 6)
