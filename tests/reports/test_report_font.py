"""The report font prints every letter of Latin Extended-A, so names from the member register
(Jiří, Őrs, Łukasz, Şule …) come out as written, in regular and bold type."""

from __future__ import annotations

import io

from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Paragraph

from reports.printing import pdf_pages
from tddesk.reports.common import data_table, headings
from tddesk.reports.layout import BOLD_FONT, FONT, build_pdf, escape, register_fonts, styles

LATIN_EXTENDED_A = [chr(code) for code in range(0x0100, 0x0180)]
NAMES = ["Jiří Dvořák", "Őrs Bálint", "Łukasz Żółć", "Şule Ağaoğlu", "Ŀlúcia Ŧest"]


def test_the_regular_and_bold_faces_cover_latin_extended_a():
    register_fonts()
    for face in (FONT, BOLD_FONT):
        covered = pdfmetrics.getFont(face).face.charToGlyph
        assert [letter for letter in LATIN_EXTENDED_A if ord(letter) not in covered] == [], face


def test_names_with_latin_extended_a_print_as_written():
    rows = [headings(["Spelare", "Klubb"])] + [[name, "BK Ř"] for name in NAMES]
    story = [Paragraph(escape("Ärenden: Dvořák – Ő"), styles()["heading"]), data_table(rows, [200, 100])]
    buffer = io.BytesIO()
    build_pdf(buffer, story, title="Spelare", championship="DM Lag", stage="Kvalheat Brno")
    text = pdf_pages(buffer.getvalue(), layout=False)[0]
    for name in NAMES:
        assert name in text
    assert "Ärenden: Dvořák – Ő" in text
    assert escape("Jiří") == "Jiří"  # nothing replaced on the way
