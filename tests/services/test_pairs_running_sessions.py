"""A barometer heat of two sessions (two club evenings, each its own Bridgemate file written by the
project's writer): the running score runs across both (PP5: a running score after every round),
the second evening's rounds adding to the first's totals, and its last round is the heat's result
list; the printed running score and the results site follow."""

from __future__ import annotations

import datetime as dt
import io

import pytest
from pypdf import PdfReader

from tddesk import i18n
from tddesk.demo.pairs_session import SessionPair, barometer_tables, write_pairs_session
from tddesk.publish.pairs import pairs_heat_pages
from tddesk.publish.render import publish
from tddesk.reports.documents import write_document
from tddesk.rules.pairs_movement import barometer_rounds
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_standing import heat_standing, running_score
from tddesk.services.players import PlayerEntry

PAIRS, FIRST_ROUNDS, SECOND_ROUNDS = 8, 4, 3
DAY = dt.date(2016, 10, 11)


@pytest.fixture
def heat(tournament, tmp_path):
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Linköping", "silver", day=DAY).value
    pairs = []
    for number in range(1, PAIRS + 1):
        first = PlayerEntry(str(810000 + 2 * number), f"Anna Nord {number}", "BK Linköping", "ÖMBF")
        second = PlayerEntry(str(810001 + 2 * number), f"Per Syd {number}", "BK Linköping", "ÖMBF")
        enter_heat(tournament, heat, register_pair(tournament, event, first, second).value, number)
        pairs.append(SessionPair(number, ((first.mid, first.name), (second.mid, second.name)), (number % 4 - 1.5) / 2))
    schedule = barometer_rounds(range(1, PAIRS + 1), FIRST_ROUNDS + SECOND_ROUNDS)
    start = 0
    for number, rounds in ((1, FIRST_ROUNDS), (2, SECOND_ROUNDS)):
        evening = DAY + dt.timedelta(days=7 * (number - 1))
        add_session(tournament, heat, "barometer", 2, evening)
        path = tmp_path / f"kval-{number}.bws"
        # each evening's file numbers its rounds from 1, as Bridgemate does
        write_pairs_session(
            path,
            name=f"Kval Linköping {number}",
            day=evening,
            start=dt.time(18, 30),
            pairs=pairs,
            rounds=barometer_tables(schedule[start : start + rounds], 2),
            seed=40 + number,
        )
        assert import_pairs_bws(tournament, heat, number, path).written == rounds * PAIRS // 2 * 2
        start += rounds
    return heat


def test_the_running_score_of_a_two_session_heat_runs_across_both_PP5(tournament, heat):
    rounds = running_score(tournament, heat)
    assert [(running.round, running.session, running.session_round) for running in rounds] == [
        (1, 1, 1),
        (2, 1, 2),
        (3, 1, 3),
        (4, 1, 4),
        (5, 2, 1),
        (6, 2, 2),
        (7, 2, 3),
    ]
    # after the first evening: the first session alone
    first_alone = running_score(tournament, heat, session_number=1)
    assert rounds[FIRST_ROUNDS - 1].rows == first_alone[-1].rows
    # the second evening's first round alone is its own session's first round, added to the totals
    second_alone = running_score(tournament, heat, session_number=2)
    assert {row.number: row.round_percent_text for row in rounds[FIRST_ROUNDS].rows} == {
        row.number: row.round_percent_text for row in second_alone[0].rows
    }
    assert rounds[FIRST_ROUNDS].rows != second_alone[0].rows
    # after the last round: the heat's result list, place by place
    standing = heat_standing(tournament, heat)
    assert [(row.place, row.number, row.percent_text) for row in rounds[-1].rows] == [
        (row.place, row.number, row.percent_text) for row in standing.rows
    ]


def test_the_printed_running_score_and_the_site_follow_both_sessions_PP5(tournament, heat):
    i18n.set_language("sv")
    buffer = io.BytesIO()
    write_document(buffer, tournament, "pairs-running", [heat], None)
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(buffer.getvalue())).pages)
    assert "Kval Linköping: efter rond 7 (spelomgång 2, rond 3)" in " ".join(text.split())
    buffer = io.BytesIO()
    write_document(buffer, tournament, "pairs-running", [heat], 3)
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(buffer.getvalue())).pages)
    assert "Kval Linköping: efter rond 3" in " ".join(text.split()) and "spelomgång" not in text
    (pages,) = [page for page in pairs_heat_pages(tournament) if page.id == heat]
    assert [running.round for running in pages.running] == list(range(1, FIRST_ROUNDS + SECOND_ROUNDS + 1))


def test_the_site_has_a_running_page_for_every_round_of_both_sessions_PP5(tournament, heat, tmp_path):
    i18n.set_language("sv")
    site = tmp_path / "site"
    publish(tournament, site)
    folder = next(path for path in site.iterdir() if path.is_dir() and path.name.startswith("pairs_"))
    assert sorted(int(path.stem.split("-")[1]) for path in folder.glob("running-*.html")) == list(range(1, 8))
    assert "Löpande ställning: Efter rond 5 (spelomgång 2, rond 1)" in (folder / "running-5.html").read_text(
        encoding="utf-8"
    )
    assert "Löpande ställning: Efter rond 4</h2>" in (folder / "running-4.html").read_text(encoding="utf-8")
