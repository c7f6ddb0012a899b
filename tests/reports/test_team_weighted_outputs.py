"""A weighted score (Law 12C1(c)) where a room's contract is shown: the match report with boards
(a real PDF read back), the results site's traveller and the field workbook (read back)."""

from __future__ import annotations

import io

from openpyxl import load_workbook

from publish.html_tools import find_all, parse_strict, text
from reports.printing import add_stage, new_file, pdf_pages
from tddesk.export.field_workbook import field_workbook
from tddesk.publish.render import publish
from tddesk.reports.match_report import write_match_reports
from tddesk.services.boards import assign_board_score, enter_board
from tddesk.services.field import field_results
from tddesk.services.schedule import schedule_view

WEIGHTED = [("4S", "N", "=", 30), ("4S", "N", "-1", 70)]
SHOWN = "viktat: 4S= 30 %, 4S-1 70 %"


def _played(tmp_path):
    """Board 2 (NS vulnerable): the first match's open room weighted, +620 in its closed room;
    +620 and −100 in the second match."""
    tournament = new_file(tmp_path / "dm.tddesk")
    stage = add_stage(tournament, "Semifinal 1", 4, 8, 1, kind="semifinal", team_names=("Ek", "Holm", "Sund", "Berg"))
    first, second = schedule_view(tournament, stage).rounds[0].matches
    assign_board_score(tournament, first.id, 1, "open", 2, weighted=WEIGHTED)
    enter_board(tournament, first.id, 1, "closed", 2, "4S", "N", "=")
    enter_board(tournament, second.id, 1, "open", 2, "4S", "N", "=")
    enter_board(tournament, second.id, 1, "closed", 2, "4S", "N", "-1")
    return tournament, stage


def test_law_12c1c_match_report_prints_the_weighted_room_and_the_boards_imps_H5(tmp_path):
    """70 % × 12 = 8.4 IMPs to the away team, printed 8,40; the weighted room has no NS score (–)."""
    tournament, stage = _played(tmp_path)
    buffer = io.BytesIO()
    write_match_reports(buffer, tournament, stage, 1)
    page = pdf_pages(buffer.getvalue())[0]
    line = next(line for line in page.splitlines() if "viktat" in line)
    wrapped = page.splitlines()[page.splitlines().index(line) + 1]  # the room's column wraps its text
    assert " ".join(f"{line} {wrapped}".split()).startswith("2 viktat: 4S= 30 – 4♠ N = 620 0,00 8,40 %, 4S-1 70 %")
    tournament.close()


def test_law_12c1c_site_traveller_and_field_workbook_show_the_weighted_room(tmp_path):
    """Across the field, the weighted table: 70 % × (−12) × 2 + 30 % × 12 = −13.2 over 3 comparisons: −4,40."""
    tournament, stage = _played(tmp_path)
    folder = tmp_path / "site"
    publish(tournament, folder)
    page = parse_strict(folder / stage / "boards-1.html")
    traveller = next(t for t in find_all(page, "table") if "traveller" in (t.get("class") or ""))
    rows = [[text(cell) for cell in row] for row in find_all(traveller, "tr")[1:]]
    weighted = next(row for row in rows if SHOWN in row)
    assert weighted[7:9] == ["–", "\u22124,40"]
    sheet = field_workbook(field_results(tournament, [stage]))
    buffer = io.BytesIO()
    sheet.save(buffer)
    boards = load_workbook(io.BytesIO(buffer.getvalue())).worksheets[-1]
    values = [[cell.value for cell in row] for row in boards.iter_rows(min_row=2)]
    assert [row[6:8] for row in values if row[6] == SHOWN] == [[SHOWN, -4.4]]
    tournament.close()


def test_law_12c1c_travellers_print_the_weighted_room_and_its_value_across_the_field(tmp_path):
    """The weighted table: −4,40 across the field (as above); its results wrap in the contract's column."""
    from tddesk.reports.travellers import write_travellers

    tournament, stage = _played(tmp_path)
    target = tmp_path / "protokoll.pdf"
    assert write_travellers(target, tournament, [stage]) == 1
    text = " ".join(pdf_pages(target)[0].split())
    assert "viktat:" in text and "4S-1" in text and "−4,40" in text and "+6,80" in text and "−9,20" in text
    tournament.close()
