"""A pairs session's Bridgemate file checks each row as a typed traveller is checked (PP5,
rules/entry_limits.py ``session_row_problem``): board 0, a negative board or one beyond the
session's, a round beyond the file's movement, a pair against itself are refused naming the row;
any other file is imported, then scored, printed and exported without error."""

from __future__ import annotations

import datetime as dt
import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tddesk.demo import pairs_session
from tddesk.demo.pairs_session import SessionPair, barometer_tables, write_pairs_session
from tddesk.rules.pairs_movement import barometer_rounds
from tddesk.services.errors import ServiceError
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_results import TypedTravellerLine, enter_session_results
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry

PAIRS = range(1, 7)
BOARDS_PER_ROUND = 2  # five rounds of two boards: boards 1-10


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture(scope="module")
def session_rows(tmp_path_factory) -> dict[str, list[dict]]:
    """The tables of a played six-pair barometer's Bridgemate file, to be changed and written again."""
    captured: dict[str, list[dict]] = {}
    real_write = pairs_session.write_bws

    def capture(path, rows, **options):
        captured.update(rows)
        real_write(path, rows, **options)

    pairs_session.write_bws = capture
    try:
        write_pairs_session(
            tmp_path_factory.mktemp("bws") / "kval.bws",
            name="Kval Göteborg",
            day=dt.date(2016, 10, 11),
            start=dt.time(18, 30),
            pairs=players(),
            rounds=barometer_tables(barometer_rounds(PAIRS), BOARDS_PER_ROUND),
            seed=3,
        )
    finally:
        pairs_session.write_bws = real_write
    return captured


def players() -> list[SessionPair]:
    return [SessionPair(n, ((str(600000 + 2 * n), f"A {n}"), (str(600001 + 2 * n), f"B {n}"))) for n in PAIRS]


def heat_of(tournament) -> str:
    event = create_pairs_event(tournament, "DM Par Open", "open", 8, 60).value
    heat = add_pairs_heat(tournament, event, "Kval Göteborg", "silver").value
    for pair in players():
        (first, first_name), (second, second_name) = pair.players
        registered = register_pair(
            tournament,
            event,
            PlayerEntry(first, first_name, "BK Lyx", "ÖMBF"),
            PlayerEntry(second, second_name, "BK Lyx", "ÖMBF"),
        ).value
        enter_heat(tournament, heat, registered, pair.number)
    add_session(tournament, heat, "barometer", boards_per_round=BOARDS_PER_ROUND)
    return heat


def written(rows: dict[str, list[dict]], path, **changes) -> object:
    """The file with the first result row changed by ``changes``."""
    received = [dict(row) for row in rows["ReceivedData"]]
    received[0].update(changes)
    pairs_session.write_bws(path, {**rows, "ReceivedData": received}, created=dt.datetime(2016, 10, 11, 18, 30))
    return path


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"Board": 0}, "Board 0 is not played in the session: its boards are 1 to 10"),
        ({"Board": -35}, "Board -35 is not played"),
        ({"Board": 11}, "Board 11 is not played"),
        ({"Round": 6}, "Round 6 is not in the movement: the session has at most 5"),
        ({"PairEW": "same"}, "cannot play against itself"),
    ],
)
def test_a_row_outside_the_session_is_refused_naming_it_PP5(tournament, session_rows, tmp_path, changes, words):
    heat = heat_of(tournament)
    if changes.get("PairEW") == "same":
        changes = {"PairEW": session_rows["ReceivedData"][0]["PairNS"]}
    path = written(session_rows, tmp_path / "kval.bws", **changes)
    with pytest.raises(ServiceError, match="nothing was imported") as refused:
        import_pairs_bws(tournament, heat, 1, path)
    assert "Row 1 (table" in str(refused.value) and words in str(refused.value)
    assert heat_standing(tournament, heat).source is None


def test_a_typed_traveller_is_held_to_the_same_bounds_PP5(tournament):
    heat = heat_of(tournament)
    for line, words in (
        (TypedTravellerLine(0, 1, 2, 1, "3NT", "N", "="), "Board 0 is not played"),
        (TypedTravellerLine(201, 1, 2, 1, "3NT", "N", "="), "Board 201 is not played"),
        (TypedTravellerLine(3, 4, 4, 2, "3NT", "N", "="), "cannot play against itself"),
        (
            TypedTravellerLine(3, 1, 2, 101, "3NT", "N", "="),
            "Round 101 is not in the movement: the session has at most 100",
        ),
    ):
        with pytest.raises(ServiceError, match=words):
            enter_session_results(tournament, heat, 1, [line])


FIELDS = {
    "Board": st.one_of(st.integers(-5, 14), st.just(32767)),
    "Round": st.integers(-2, 8),
    "PairNS": st.integers(-1, 8),
    "PairEW": st.integers(-1, 8),
    "Contract": st.sampled_from(["3NT", "7 x", "PASS", "", "0S", "8NT", "4 H xx", "\x00", "3NT\x1b"]),
    "Result": st.sampled_from(["=", "+1", "-13", "+7", "", "x", "-14", "=\x00"]),
    "NS/EW": st.sampled_from(["N", "E", "", "Q"]),
}


@settings(max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.fixed_dictionaries({}, optional=FIELDS))
def test_any_row_is_refused_in_words_or_scored_printed_and_exported(tmp_path_factory, session_rows, changes):
    from builders import championship
    from tddesk.export.json_export import export_json
    from tddesk.reports.pairs_documents import write_pairs_document

    folder = tmp_path_factory.mktemp("fuzz")
    tournament = championship(folder / "dm.tddesk")
    try:
        heat = heat_of(tournament)
        path = written(session_rows, folder / "kval.bws", **changes)
        try:
            import_pairs_bws(tournament, heat, 1, path)
        except ServiceError as error:
            text = str(error)
            assert text and "Traceback" not in text and "constraint" not in text.lower()
            return
        standing = heat_standing(tournament, heat)
        assert len(standing.rows) == len(PAIRS)
        printed = io.BytesIO()
        assert write_pairs_document(printed, tournament, "travellers", heat) >= 1
        assert printed.getvalue().startswith(b"%PDF")
        document = export_json(tournament)
        assert json.dumps(document)
    finally:
        tournament.close()
