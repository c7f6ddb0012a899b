"""A pairs heat's standing is read again after every entry (the heat view, the venue screen, the
site), so it must stay set-based: the same SQL statements whatever the number of pairs, boards or
members in the register, and the figures it reuses from the previous read equal a fresh count
(PP5). The time itself is a figure in benchmarks/pairs_figures.py."""

from __future__ import annotations

from contextlib import contextmanager

from sqlalchemy import event

from tddesk.rules import matchpoints
from tddesk.services import pairs_standing
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_results import enter_pairs_result
from tddesk.services.pairs_standing import heat_standing, running_score
from tddesk.services.players import PlayerEntry


@contextmanager
def counted(tournament):
    statements: list[str] = []

    def count(_connection, _cursor, statement, _parameters, _context, _many):
        statements.append(statement)

    engine = tournament.file.engine
    event.listen(engine, "before_cursor_execute", count)
    try:
        yield statements
    finally:
        event.remove(engine, "before_cursor_execute", count)


def _player(mid: int) -> PlayerEntry:
    return PlayerEntry(str(mid), f"Spelare {mid}", "BK Linköping", "ÖMBF", 1960)


def _heat(tournament, name: str, pairs: int, rounds: int) -> str:
    """A barometer of ``pairs`` pairs (1 v 2, 3 v 4 …), one board a round, every table played."""
    event_id = create_pairs_event(tournament, f"DM Par {name}", "open", 28, 54).value
    heat = add_pairs_heat(tournament, event_id, f"Kval {name}", "silver").value
    base = 700000 + 1000 * len(name)
    for number in range(1, pairs + 1):
        pair = register_pair(tournament, event_id, _player(base + 2 * number), _player(base + 2 * number + 1)).value
        enter_heat(tournament, heat, pair, number)
    add_session(tournament, heat)
    for board in range(1, rounds + 1):
        for table in range(pairs // 2):
            enter_pairs_result(
                tournament,
                heat,
                1,
                board,
                2 * table + 1,
                2 * table + 2,
                "3NT",
                "N",
                7 + (board * 3 + table) % 5,
                round_number=board,
            )
    return heat


def _statements(tournament, work) -> list[str]:
    work()  # once for the compiled statements
    with counted(tournament) as statements:
        work()
    return statements


def test_the_standing_reads_the_same_statements_whatever_the_heat_and_register_size_PP5(tournament):
    small = _heat(tournament, "Liten", 4, 2)
    large = _heat(tournament, "Stor", 14, 9)
    small_count = len(_statements(tournament, lambda: heat_standing(tournament, small)))
    large_statements = _statements(tournament, lambda: heat_standing(tournament, large))
    assert small_count == len(large_statements) <= 12
    assert len(_statements(tournament, lambda: running_score(tournament, large))) <= 12
    # the member register is read only for the event's players, never whole
    player_reads = [statement for statement in large_statements if "FROM player" in statement]
    assert player_reads and all("WHERE" in statement for statement in player_reads)


def test_after_an_entry_the_standing_equals_one_counted_afresh_PP5(tournament):
    heat = _heat(tournament, "Kval", 8, 4)
    before = heat_standing(tournament, heat)
    # table 2 on board 3 goes from its result to 3NT+2 (11 tricks): the board's matchpoints change
    enter_pairs_result(tournament, heat, 1, 3, 3, 4, "3NT", "N", 11, round_number=3)
    after = heat_standing(tournament, heat)
    for cache in (matchpoints._score_board, matchpoints._pair_boards, pairs_standing._table_result):
        cache.cache_clear()
    fresh = heat_standing(tournament, heat)
    assert [(row.pair_id, row.percent, row.place) for row in after.rows] == [
        (row.pair_id, row.percent, row.place) for row in fresh.rows
    ]
    assert {row.pair_id: row.percent for row in after.rows} != {row.pair_id: row.percent for row in before.rows}
    assert [(r.round, r.rows) for r in running_score(tournament, heat)][-1][1][0].percent_text == fresh.rows[
        0
    ].percent_text


def test_exact_sum_equals_the_fractions_summed_one_by_one_PP5():
    from fractions import Fraction

    values = [Fraction(27, 13), Fraction(5, 2), 3, Fraction(-1, 13), Fraction(0)]
    assert matchpoints.exact_sum(values) == sum(values, Fraction(0))
    assert matchpoints.exact_sum([]) == 0
