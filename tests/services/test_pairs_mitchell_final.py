"""A final played as a two-field Mitchell: NS and EW are ranked apart, as the heat's standing
ranks them, so the final's result list, its plaques (M5) and the bonus per player (D p.8) are per
field — each field has its winner; printed, exported and on the command line the same way."""

from __future__ import annotations

import io
import json

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from builders import mitchell_heat
from tddesk import i18n
from tddesk.export.pairs_workbook import write_pairs_workbook
from tddesk.reports.pairs_lists import write_pairs_report
from tddesk.services.pairs_final import final_result
from tddesk.services.pairs_standing import heat_standing


@pytest.fixture
def final(tournament):
    return mitchell_heat(tournament, final_places=8, kind="final")


def test_a_two_field_mitchell_final_ranks_and_gives_plaques_in_each_field_M5(tournament, final):
    event, heat = final
    standing = heat_standing(tournament, heat)
    assert standing.two_fields
    result = final_result(tournament, event)
    assert result.two_fields
    # the final's places are the standing's, field by field
    assert [(row.line, row.place, row.number) for row in result.rows] == [
        (row.line, row.place, row.number) for row in standing.competing
    ]
    for line, numbers in (("NS", {1, 2, 3, 4}), ("EW", {5, 6, 7, 8})):
        field = [row for row in result.rows if row.line == line]
        assert {row.number for row in field} == numbers
        percents = {row.number: row.percent for row in standing.competing}
        # M5 within the field: better percentage, better plaque place; equal ones share the higher place
        ordered = sorted(field, key=lambda row: -percents[row.number])
        assert [row.plaque_place for row in ordered] == sorted(row.plaque_place for row in field)
        assert min(row.plaque_place for row in field) == 1
        # D p.8, Mixed: 10/5/3 silver points per player for plaque places 1-3 of the field
        bonus = {row.plaque_place: row.bonus_per_player for row in field if row.plaque_place <= 3}
        assert bonus[1] == 10
    assert sorted((row.line, row.plaque_place) for row in result.plaques) == sorted(
        (row.line, row.plaque_place) for row in result.rows if row.plaque_place <= 3
    )
    assert {row.line for row in result.plaques if row.plaque_place == 1} == {"NS", "EW"}


def _pdf_text(tournament, kind, event) -> str:
    buffer = io.BytesIO()
    write_pairs_report(buffer, tournament, kind, event)
    return " ".join(" ".join(page.extract_text() for page in PdfReader(io.BytesIO(buffer.getvalue())).pages).split())


def test_the_final_list_plaques_workbook_and_cli_name_each_field_M5(tournament, final, tmp_path):
    event, _heat = final
    i18n.set_language("sv")
    result = final_result(tournament, event)
    ns_winner = next(row for row in result.rows if row.line == "NS" and row.plaque_place == 1)
    ew_winner = next(row for row in result.rows if row.line == "EW" and row.plaque_place == 1)
    for kind in ("final", "plaques"):
        text = _pdf_text(tournament, kind, event)
        ns_part, ew_part = text.split("ÖV-fältet")
        assert "NS-fältet" in ns_part and ns_winner.names in ns_part and ew_winner.names in ew_part
    workbook = tmp_path / "dm.xlsx"
    write_pairs_workbook(workbook, tournament, event)
    places = [row[0] for row in load_workbook(workbook)["Slutresultat"].iter_rows(min_row=2, values_only=True)]
    assert places[:4] == ["1 NS", "2 NS", "3 NS", "4 NS"] and places[4] == "1 EW"
    from tddesk.cli import main

    tournament.close()
    out = io.StringIO()
    import contextlib

    with contextlib.redirect_stdout(out):
        assert main(["--lang", "en", "pairs-final", str(tournament.path), "--event", event, "--json"]) == 0
    rows = json.loads(out.getvalue())
    assert [(row["line"], row["place"]) for row in rows][:5] == [("NS", 1), ("NS", 2), ("NS", 3), ("NS", 4), ("EW", 1)]
