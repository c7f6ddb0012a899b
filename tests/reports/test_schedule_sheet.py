"""H1, H6, H7: the printed schedule — rounds, dates, home and away, byes — and the team × round grid."""

from __future__ import annotations

import datetime as dt
import io
import re

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4

from reports.printing import FIRST_DATE, add_stage, page_numbering, pdf_pages, row_pattern
from tddesk import i18n
from tddesk.reports.schedule_sheet import write_schedule_sheet
from tddesk.services.schedule import move_match, schedule_view


def printed(tournament, stage_id: str) -> tuple[str, PdfReader]:
    """All pages' text, and the PDF; each page numbered "x of y"."""
    buffer = io.BytesIO()
    write_schedule_sheet(buffer, tournament, stage_id)
    pages = pdf_pages(buffer.getvalue())
    assert [page_numbering(page) for page in pages] == [(number, len(pages)) for number in range(1, len(pages) + 1)]
    return "\n".join(pages), PdfReader(io.BytesIO(buffer.getvalue()))


def test_rounds_with_dates_home_away_and_byes_H1_H7(tournament):
    i18n.set_language("en")  # the labels below are the English ones
    stage = add_stage(tournament, "Kvalheat Linköping", 5, 16)
    text, _ = printed(tournament, stage)
    view = schedule_view(tournament, stage)
    assert len(view.rounds) == 5
    for round_view in view.rounds:
        first = round_view.matches[0]
        assert re.search(
            row_pattern(str(round_view.number), round_view.date.isoformat(), first.home_name, first.away_name), text
        )
        for match in round_view.matches[1:]:
            assert re.search(row_pattern(match.home_name, match.away_name), text)
        assert re.search(re.escape(round_view.bye_name) + r"\s+bye", text)
    header = text.splitlines()[0]
    assert f"{FIRST_DATE.isoformat()} – {(FIRST_DATE + dt.timedelta(weeks=4)).isoformat()}" in header


def test_team_by_round_grid_as_the_schedule_view_H1(tournament):
    stage = add_stage(tournament, "Kvalheat Motala", 5, 16)
    text, _ = printed(tournament, stage)
    view = schedule_view(tournament, stage)
    grid = view.grid()
    for team in view.team_ids:
        assert re.search(row_pattern(view.team_names[team], *grid[team]), text), team
    assert all(grid[team].count("—") == 1 for team in view.team_ids)  # one bye each


def test_moved_match_is_marked_with_its_own_date_H6(tournament):
    stage = add_stage(tournament, "Kvalheat Vimmerby", 4, 16)
    moved = schedule_view(tournament, stage).rounds[1].matches[1]
    move_match(tournament, moved.id, dt.date(2016, 10, 12))
    text, _ = printed(tournament, stage)
    assert re.search(row_pattern("2016-10-12 *", moved.home_name, moved.away_name), text)


def test_many_rounds_print_landscape(tournament):
    stage = add_stage(tournament, "A-final", 10, 20, 2, kind="a_final")
    text, reader = printed(tournament, stage)
    assert float(reader.pages[0].mediabox.width) == pytest.approx(A4[1], abs=1)
    assert "R9" in text
