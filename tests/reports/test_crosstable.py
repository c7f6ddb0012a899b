"""H8, W2, W5: the printed cross-table — each team's VP against each other team, totals and rank."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4

from reports.printing import (
    add_stage,
    comma,
    first_match,
    heat_imps,
    pdf_pages,
    play,
    record_exclusion,
    record_penalty,
    record_walkover,
    row_pattern,
)
from tddesk.reports.crosstable import write_crosstable
from tddesk.services.crosstable import stage_crosstable
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import schedule_view
from tddesk.services.standings import standings

NUMBER = r"\[?\d+,\d\d[w*]*\]?|\d+"  # a Swedish page: decimal comma


def printed(tournament, stage_id: str) -> tuple[list[str], PdfReader]:
    buffer = io.BytesIO()
    write_crosstable(buffer, tournament, stage_id)
    return pdf_pages(buffer.getvalue()), PdfReader(io.BytesIO(buffer.getvalue()))


def row_line(page: str, position: int, name: str) -> str:
    return next(line for line in page.splitlines() if re.match(rf"\s*{position}\s+{re.escape(name)}\s", line))


def test_cells_are_the_match_vp_in_standings_order_H8(played_heat):
    """Row team against column team: the VP the round grid shows for that match; then the total
    and the rank, as in the standings."""
    t, stage = played_heat.tournament, played_heat.stage_id
    pages, reader = printed(t, stage)
    assert len(pages) == 1 and float(reader.pages[0].mediabox.width) == pytest.approx(A4[0], abs=1)
    page = pages[0]
    order = [row.team for row in standings(t, stage).rows]
    vp = {}
    for round_view in schedule_view(t, stage).rounds:
        for match in round_entry(t, stage, round_view.number).matches:
            vp[(match.home, match.away)], vp[(match.away, match.home)] = match.home_vp, match.away_vp
    for position, row in enumerate(standings(t, stage).rows, start=1):
        line = row_line(page, position, row.name)
        numbers = re.findall(NUMBER, line[line.index(row.name) + len(row.name) :])
        expected = [comma(vp[(row.team, other)]) for other in order if other != row.team]
        assert numbers == expected + [comma(row.vp), str(row.rank)]


def test_walkover_penalty_and_struck_results_are_marked_W2_W5_P6(tournament):
    stage = add_stage(tournament, "Kvalheat Kinda", 5, 16)
    for number in (1, 2):
        for position, match in enumerate(round_entry(tournament, stage, number).matches):
            play(tournament, match, 1, heat_imps(number, position, 1))
    walkover = first_match(tournament, stage, 3)
    record_walkover(tournament, stage, walkover.id, walkover.away)
    penalised = first_match(tournament, stage, 1)
    record_penalty(tournament, stage, penalised.id, penalised.home, "late_arrival", minutes=3)
    struck_team = next(
        team
        for match in round_entry(tournament, stage, 2).matches
        for team in (match.home, match.away)
        if team not in (walkover.home, walkover.away, penalised.home)
    )
    record_exclusion(tournament, stage, struck_team)
    [page], _ = printed(tournament, stage)
    table = stage_crosstable(tournament, stage)
    names = {row.team: row.name for row in table.rows}
    position = {team: index for index, team in enumerate(table.teams, start=1)}
    walkover_line = row_line(page, position[walkover.home], names[walkover.home])
    assert re.search(r"\b12,00w\*", walkover_line)
    assert re.search(r"\b0,00w\*", row_line(page, position[walkover.away], names[walkover.away]))
    penalised_row = table.rows[position[penalised.home] - 1]
    assert re.search(
        row_pattern("−1,00", comma(penalised_row.vp)), row_line(page, position[penalised.home], names[penalised.home])
    )
    struck_line = row_line(page, position[struck_team], names[struck_team])
    assert re.search(r"\[\d+,\d\d\]", struck_line) and re.search(r"–\s*$", struck_line)


def test_more_than_eight_teams_print_landscape_H8(tournament):
    stage = add_stage(tournament, "Kvalheat Östergötland", 10, 16)
    for position, match in enumerate(round_entry(tournament, stage, 1).matches):
        play(tournament, match, 1, heat_imps(1, position, 1))
    pages, reader = printed(tournament, stage)
    assert len(pages) == 1
    assert float(reader.pages[0].mediabox.width) == pytest.approx(A4[1], abs=1)
    for match in round_entry(tournament, stage, 1).matches:
        assert comma(match.home_vp) in pages[0] and comma(match.away_vp) in pages[0]
