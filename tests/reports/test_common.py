"""The text every report shares (numbers as text: tests/test_numbers.py): characters the font lacks,
and table cells that wrap instead of running over the next column."""

from __future__ import annotations

import io

from reportlab.platypus import Paragraph

from reports.printing import pdf_pages
from tddesk.reports.common import data_table, headings
from tddesk.reports.layout import build_pdf, escape, printable
from tddesk.reports.schedule_sheet import write_schedule_sheet
from tddesk.services.stages import StageForm, create_stage


def test_characters_the_font_lacks_are_replaced_and_the_rest_kept():
    # DejaVu Sans (the report font) has the arrow a rule's explanation uses, not the double arrow
    assert printable("3 perioder → 3,00 VP") == "3 perioder → 3,00 VP"
    assert printable("3 perioder ⇒ 3,00 VP") == "3 perioder => 3,00 VP"
    assert printable('Åsa "<Ek> & Öberg" − 2 × 3 ř Ő') == 'Åsa "<Ek> & Öberg" − 2 × 3 ř Ő'
    assert escape("a ⇒ <b>") == "a =&gt; &lt;b&gt;"


def test_a_cell_wraps_only_when_its_text_is_too_wide():
    short, long = "Ek", "Bridgeklubben " * 12
    table = data_table([headings(["Team", "VP"], numeric=(1,)), [short, "12.00"], [long, "8.00"]], [120, 60], (1,))
    cells = table._cellvalues
    assert cells[1][0] == short and cells[1][1] == "12.00"
    assert isinstance(cells[2][0], Paragraph)
    buffer = io.BytesIO()
    build_pdf(buffer, [table], title="t", championship="", stage="")
    text = pdf_pages(buffer.getvalue(), layout=False)[0]
    assert "".join(long.split()) in "".join(text.split())


def test_a_stage_without_a_schedule_prints_one_page(tournament):
    stage = create_stage(tournament, StageForm("Kvalheat Ydre", 16)).value
    buffer = io.BytesIO()
    assert write_schedule_sheet(buffer, tournament, stage) == 1
    assert "Kvalheat Ydre" in pdf_pages(buffer.getvalue())[0]
