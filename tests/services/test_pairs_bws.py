"""A pairs session read from a real Bridgemate file (access-parser): the reference semifinal's
venue 1 file read as a pairs session of eight pair numbers, scored by matchpoints (PP5)."""

from __future__ import annotations

import csv
import datetime as dt
from fractions import Fraction

import pytest

from bws_day import bws_folder, starting_players
from tddesk.demo.pairs_session import SessionPair, barometer_tables, write_pairs_session
from tddesk.rules.matchpoints import matchpoints
from tddesk.rules.pairs_movement import barometer_rounds
from tddesk.services.errors import ServiceError
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_results import assign_pairs_score
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def venue1(shared_dir):
    path = bws_folder(shared_dir) / "semifinal-venue1.bws"
    if not path.exists():
        pytest.skip("reference data not present")
    return path


def _heat(tournament, pair_numbers, players=None):
    """A heat of the given pair numbers; ``players``: number → its two (MID, name), by default made up."""
    event = create_pairs_event(tournament, "DM Par Open", "open", 8, 60).value
    heat = add_pairs_heat(tournament, event, "Kval Göteborg", "silver").value
    for number in pair_numbers:
        (first, first_name), (second, second_name) = (players or {}).get(
            number, ((str(600000 + 2 * number), f"A {number}"), (str(600001 + 2 * number), f"B {number}"))
        )
        pair = register_pair(
            tournament,
            event,
            PlayerEntry(first, first_name, "BK Lyx", "ÖMBF"),
            PlayerEntry(second, second_name, "BK Lyx", "ÖMBF"),
        ).value
        enter_heat(tournament, heat, pair, number)
    add_session(tournament, heat, "mitchell")
    return heat


def test_a_bridgemate_file_scores_a_pairs_session_PP5(tournament, venue1, shared_dir):
    heat = _heat(tournament, range(1, 9), starting_players(venue1))
    report = import_pairs_bws(tournament, heat, 1, venue1)
    assert report.written == 240 and report.removed == 0
    again = import_pairs_bws(tournament, heat, 1, venue1)
    assert again.written == 0 and again.change is None  # nothing new: no audit row, nothing to undo
    # The expected NS scores (worked out independently) give each NS pair's matchpoints.
    rows = [
        row
        for row in csv.DictReader((bws_folder(shared_dir) / "expected.csv").open(encoding="utf-8"))
        if row["venue"] == "venue1"
    ]
    points: dict[int, Fraction] = {}
    for board in {int(row["board"]) for row in rows}:
        on_board = [row for row in rows if int(row["board"]) == board]
        for row, mp in zip(on_board, matchpoints([int(row["ns_score"]) for row in on_board])):
            points[int(row["ns_pair"])] = points.get(int(row["ns_pair"]), 0) + mp
            points[int(row["ew_pair"])] = points.get(int(row["ew_pair"]), 0) + 6 - mp
    standing = heat_standing(tournament, heat)
    assert len(standing.rows) == 8
    for row in standing.rows:
        assert row.percent == Fraction(points[row.number] * 100, 6 * row.boards)
    assert standing.heat_class.masterpoints == "bronze"  # PP4: 8 pairs are fewer than 12


def test_a_pair_number_the_heat_lacks_refuses_the_whole_file(tournament, venue1):
    heat = _heat(tournament, range(1, 8), starting_players(venue1))
    with pytest.raises(ServiceError, match="Table 2, round 3: pair 8 does not play in this heat"):
        import_pairs_bws(tournament, heat, 1, venue1)
    assert heat_standing(tournament, heat).source is None


def test_reading_the_file_again_keeps_the_tds_adjusted_score_PP5(tournament, tmp_path):
    """A 60/40 given after a ruling stands when the file is read again (as when following it)."""
    heat = _heat(tournament, range(1, 9))
    pairs = [SessionPair(n, ((str(600000 + 2 * n), f"A {n}"), (str(600001 + 2 * n), f"B {n}"))) for n in range(1, 9)]
    path = tmp_path / "kval.bws"
    tables = barometer_tables(barometer_rounds(range(1, 9)), 2)
    session = write_pairs_session(
        path, name="Kval Göteborg", day=dt.date(2016, 10, 11), start=dt.time(18, 30), pairs=pairs, rounds=tables, seed=5
    )
    assert import_pairs_bws(tournament, heat, 1, path).written == len(session.played) == 7 * 4 * 2
    ns, ew = tables[2][1].ns, tables[2][1].ew  # round 3, table 2 plays boards 5-6
    assign_pairs_score(tournament, heat, 1, 5, ns, ew, percents=(60, 40), round_number=3)
    again = import_pairs_bws(tournament, heat, 1, path)
    assert again.written == 0
    assert len(again.notes) == 1 and again.notes[0].startswith("Table 2, board 5: the result entered in tddesk is kept")
    standing = heat_standing(tournament, heat)
    pair_of = {row.number: row.pair_id for row in standing.rows}
    ns_board = next(b for b in standing.scores[pair_of[ns]].boards if b.board == 5)
    ew_board = next(b for b in standing.scores[pair_of[ew]].boards if b.board == 5)
    assert (ns_board.points, ew_board.points) == (Fraction(6 * 60, 100), Fraction(6 * 40, 100))  # of a top of 6
