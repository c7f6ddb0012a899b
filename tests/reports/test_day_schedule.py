"""A7, A8, H4, F2: the printed timetable of a central day, read back from the PDF."""

from __future__ import annotations

import datetime as dt
import io
import re

import pytest

from reports.printing import page_numbering, pdf_pages, row_pattern
from services.advancement_files import SEMIFINAL_DAY, add_teams
from tddesk.reports.day_schedule import write_day_schedule
from tddesk.services.central_day import create_semifinals, set_jury_member
from tddesk.services.fees import record_table_fee_paid
from tddesk.services.finals import create_final
from tddesk.services.schedule import schedule_view


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def printed(tournament, stage_ids) -> list[str]:
    buffer = io.BytesIO()
    pages = write_day_schedule(buffer, tournament, stage_ids)
    texts = pdf_pages(buffer.getvalue())
    assert len(texts) == pages
    assert [page_numbering(text) for text in texts] == [(number, pages) for number in range(1, pages + 1)]
    return texts


def test_semifinal_timetable_shifted_10_minutes_with_lunch_fees_and_jury_A7_F2(tournament):
    teams = add_teams(tournament, 8)
    stage_ids = create_semifinals(
        tournament, [teams[:4], teams[4:]], ["Norrköping", "Motala"], SEMIFINAL_DAY, [10, -5]
    ).value
    set_jury_member(tournament, stage_ids[0], teams[0], "Karin Holm")
    record_table_fee_paid(tournament, stage_ids[0], teams[1], 2, SEMIFINAL_DAY)
    first, second = printed(tournament, stage_ids)
    assert "Semifinal 1 – Norrköping" in first and "Semifinal 2 – Motala" in second
    round_one = schedule_view(tournament, stage_ids[0]).rounds[0].matches[0]
    assert re.search(row_pattern("1", "1", "10:10", "11:25", f"{round_one.home_name} – {round_one.away_name}"), first)
    assert re.search(row_pattern("2", "11:35", "12:50"), first)
    assert re.search(row_pattern("12:50", "13:50", "Lunch"), first)
    assert re.search(row_pattern("3", "1", "16:40", "17:55"), first)
    assert re.search(row_pattern("2", "18:00", "19:15"), first)
    assert re.search(row_pattern("1", "1", "09:55", "11:10"), second)
    assert "Table fees (F2): 200 kr per team and round" in first
    assert re.search(row_pattern("Lag 1", "200.00", "200.00", "200.00", "600.00"), first)
    assert re.search(row_pattern("Lag 2", "200.00", "paid", "200.00", "600.00"), first)
    assert re.search(row_pattern("Lag 1", "Karin Holm"), first)
    assert "A7: this venue plays +10 minutes" in first and "H4: 10 boards per half, 75 minutes per half." in first
    assert "2017-01-21" in first.splitlines()[0] and "Semifinals" in first.splitlines()[0]


def test_a_final_timetable_has_its_three_days_A8(tournament):
    teams = add_teams(tournament, 10)
    stage_id = create_final(tournament, "a_final", teams, venue="Linköping").value
    text = "\n".join(printed(tournament, stage_id))
    for day in ("2017-02-11", "2017-03-04", "2017-03-05"):
        assert re.search(rf"^\s*{day}\s*$", text, re.MULTILINE)
    assert re.search(row_pattern("4", "1", "10:00", "11:15"), text)
    assert re.search(row_pattern("9", "1", "16:30", "17:45"), text)
    assert len(re.findall(row_pattern("12:40", "13:40", "Lunch"), text)) == 3
    assert re.search(row_pattern("Lag 1", *["200.00"] * 9, "1800.00"), text)
    assert "2017-02-11 – 2017-03-05" in text.splitlines()[0]


def test_a_stage_without_a_central_timetable_is_refused_A7(tournament):
    from tddesk.services.errors import ServiceError

    teams = add_teams(tournament, 7)
    stage_id = create_final(tournament, "b_final", teams, dt.date(2017, 2, 11)).value
    with pytest.raises(ServiceError, match="A7: B-final does not play on the central timetable"):
        write_day_schedule(io.BytesIO(), tournament, stage_id)
