"""VP2: the printed VP sheet, and the shared page layout every report uses; read back with pypdf."""

from __future__ import annotations

import datetime as dt
import io
import re

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4
from reportlab.platypus import PageBreak, Paragraph

from tddesk import i18n
from tddesk.reports.layout import build_pdf, escape, frame_size, styles
from tddesk.reports.vp_sheet import LARGEST_FONT, choose_layout, write_vp_sheet
from tddesk.rules.vp import scale


def read(pdf: bytes | io.BytesIO) -> PdfReader:
    return PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else pdf)


def layout_text(reader: PdfReader) -> str:
    return "\n".join(page.extract_text(extraction_mode="layout") for page in reader.pages)


def assert_a4(page) -> None:
    assert float(page.mediabox.width) == pytest.approx(A4[0], abs=0.5)
    assert float(page.mediabox.height) == pytest.approx(A4[1], abs=0.5)


def test_six_board_sheet_VP2(tmp_path):
    """VP2: the B-final's 6-board sheet: 36 → 19.91/0.09, 37 → 20.00/0.00, one A4 page."""
    target = tmp_path / "vp6.pdf"
    assert write_vp_sheet(target, 6) == 1
    reader = PdfReader(target)
    assert len(reader.pages) == 1
    assert_a4(reader.pages[0])
    text = layout_text(reader)
    assert re.search(r"\b36\s+19,91\s+0,09\b", text)
    assert re.search(r"\b37\s+20,00\s+0,00\b", text)
    assert re.search(r"\b0\s+10,00\s+10,00\b", text)
    assert "36,74" in text  # the blitz
    assert "38" not in re.findall(r"^\s*(\d+)\s+\d+,\d\d", text, re.MULTILINE)


def test_every_margin_of_the_scale_is_printed_VP2():
    """VP2: every row of the 20-board scale appears once, with the winner's and loser's VP."""
    buffer = io.BytesIO()
    write_vp_sheet(buffer, 20)
    text = layout_text(read(buffer))
    rows = re.findall(r"\b(\d+)\s+(\d+,\d\d)\s+(\d+,\d\d)\b", text)
    assert sorted((int(margin), winner, loser) for margin, winner, loser in rows) == [
        (margin, str(vp).replace(".", ","), f"{20 - vp:.2f}".replace(".", ",")) for margin, vp in enumerate(scale(20))
    ]


@pytest.mark.parametrize("boards", [1, 32, 64, 100])
def test_any_board_count_fits_one_page_VP2(boards):
    """VP2: up to 100 boards (151 margins) the sheet is one A4 page and shows the last margin."""
    buffer = io.BytesIO()
    assert write_vp_sheet(buffer, boards) == 1
    reader = read(buffer)
    assert len(reader.pages) == 1
    assert_a4(reader.pages[0])
    last = len(scale(boards)) - 1
    assert re.search(rf"\b{last}\s+20,00\s+0,00\b", layout_text(reader))


def test_common_board_counts_print_large_VP2():
    """VP2: at the tables: up to 30 boards the sheet uses the largest font, never below 12 pt."""
    width, height = frame_size()
    for boards in range(1, 31):
        assert choose_layout(len(scale(boards)), width, height).font_size == LARGEST_FONT
    assert choose_layout(len(scale(100)), width, height).font_size >= 12


def test_sheet_header_names_the_championship_VP2():
    buffer = io.BytesIO()
    write_vp_sheet(
        buffer,
        16,
        championship="DM Lag ÖMBF 2016-17",
        stage="Kvalheat Linköping",
        date=dt.date(2016, 10, 3),
        printed_at=dt.datetime(2016, 10, 3, 18, 45),
    )
    text = read(buffer).pages[0].extract_text()
    for expected in ("DM Lag ÖMBF 2016-17", "Kvalheat Linköping", "2016-10-03", "18:45"):
        assert expected in text


def test_bad_board_count_writes_nothing_VP2(tmp_path):
    target = tmp_path / "vp.pdf"
    with pytest.raises(ValueError, match="number of boards must be from"):
        write_vp_sheet(target, 0)
    assert not target.exists()


# --- the shared layout ---------------------------------------------------------------------------


def three_page_story(name: str) -> list:
    body = styles()["body"]
    return [Paragraph(escape(name), body), PageBreak(), Paragraph("two", body), PageBreak(), Paragraph("three", body)]


def test_layout_numbers_pages_x_of_y_in_english():
    """Every page says "Page x of y" and repeats championship, stage, date and print time."""
    i18n.set_language("en")
    buffer = io.BytesIO()
    pages = build_pdf(
        buffer,
        three_page_story("one"),
        title="Test",
        championship="DM Lag ÖMBF",
        stage="A-final",
        date="2017-04-01",
        printed_at=dt.datetime(2017, 4, 1, 21, 7),
    )
    reader = read(buffer)
    assert pages == len(reader.pages) == 3
    for number, page in enumerate(reader.pages, start=1):
        text = page.extract_text()
        assert f"Page {number} of 3" in text
        for expected in ("DM Lag ÖMBF", "A-final", "2017-04-01", "21:07"):
            assert expected in text
        assert_a4(page)


def test_layout_numbers_pages_in_swedish_or_source_text():
    """In the default language (Swedish) "Sida x av y" once the catalogue has it; the numbers
    are right either way."""
    buffer = io.BytesIO()
    build_pdf(buffer, three_page_story("one"), title="Test", championship="", stage="")
    texts = [page.extract_text() for page in read(buffer).pages]
    assert re.search(r"(Sida|Page) 1 (av|of) 3", texts[0])
    assert re.search(r"(Sida|Page) 3 (av|of) 3", texts[2])


def test_names_print_as_typed():
    """Swedish letters and markup characters in user text print exactly as typed."""
    name = "Åsa <Öberg> & Co"
    buffer = io.BytesIO()
    build_pdf(buffer, three_page_story(name), title=name, championship="Lag Ärlig & Öst", stage="<Semifinal>")
    reader = read(buffer)
    first = reader.pages[0].extract_text()
    assert first.count(name) == 1
    assert "Lag Ärlig & Öst" in first and "<Semifinal>" in first
    assert reader.metadata.title == name


def test_escape_makes_markup_literal():
    assert escape("Åsa <Öberg> & Co") == "Åsa &lt;Öberg&gt; &amp; Co"


def test_landscape_pages():
    buffer = io.BytesIO()
    build_pdf(buffer, three_page_story("one"), title="Test", championship="", stage="", landscape=True)
    page = read(buffer).pages[0]
    assert float(page.mediabox.width) == pytest.approx(A4[1], abs=0.5)
