"""The page every tddesk report is printed on: A4, a font with Swedish letters, and on every page
the championship, the stage, the date, "page x of y" and when it was printed.

A report builds a platypus story (using ``styles()`` and ``escape``) and hands it to ``build_pdf``.
"Page x of y" needs the page total before any page is final, so the canvas keeps every page's
drawing until the document is saved and adds the header and footer then (two passes over the
pages, the usual ReportLab "numbered canvas").
"""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass
from functools import cache, partial
from importlib.resources import as_file
from pathlib import Path
from typing import Any, BinaryIO, cast
from xml.sax.saxutils import escape as _xml_escape

import reportlab
from reportlab.lib.pagesizes import A4
from reportlab.lib.pagesizes import landscape as _landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, SimpleDocTemplate

from tddesk.i18n import translate
from tddesk.models.atomic import write_atomically
from tddesk.resources import FONTS

FONT = "TddeskSans"
BOLD_FONT = "TddeskSans-Bold"

MARGIN = 15 * mm
HEADER_SPACE = 12 * mm  # room between the page edge margin and the story for header and footer
DECORATION_FONT_SIZE = 9


# Characters the report font lacks, as the nearest text it has (rule explanations use arrows).
_SUBSTITUTES = {"←": "<-", "⇒": "=>", "≡": "=", "⌈": "", "⌉": ""}
# A rule's explanation "… × share 0.5 → 1.50 VP" reads in words on paper, not "->".
_ARROW = "→"


def escape(text: str) -> str:
    """User text (team and player names) made safe for Paragraph markup: <, > and & print as typed."""
    return _xml_escape(printable(str(text)))


@cache
def _font_characters() -> frozenset[int]:
    register_fonts()
    # The arrows of the rule explanations print as text, as they always have, though the font has them.
    font = cast(TTFont, pdfmetrics.getFont(FONT))  # register_fonts registers TrueType fonts
    return frozenset(font.face.charToGlyph) - {ord(character) for character in _SUBSTITUTES}


def _arrow_in_words(text: str, gives: str) -> str:
    parts = [part.strip(" ") for part in text.split(_ARROW)]
    return f" {gives} ".join(parts)


def printable(text: str) -> str:
    """The text with the few characters the report font lacks replaced by their nearest text."""
    if text.isascii():
        return text
    covered = _font_characters()
    if all(ord(character) in covered for character in text):
        return text
    if _ARROW in text:
        gives = translate("Reports", "gives")
        text = _arrow_in_words(text, gives)
    return "".join(
        character if ord(character) in covered else _SUBSTITUTES.get(character, character) for character in text
    )


@cache
def register_fonts() -> None:
    """Register DejaVu Sans as the report font: Bitstream Vera's letters and metrics, plus all of
    Latin Extended-A (ř, Ő, ł, ş … of names in the member register). Regular and bold ship in
    ``tddesk/data/fonts/``; the italics no report uses stay ReportLab's Vera."""
    for name, face in ((FONT, "DejaVuSans.ttf"), (BOLD_FONT, "DejaVuSans-Bold.ttf")):
        with as_file(FONTS / face) as path:
            pdfmetrics.registerFont(TTFont(name, str(path)))
    folder = Path(reportlab.__file__).parent / "fonts"
    for name, file in ((f"{FONT}-Italic", "VeraIt.ttf"), (f"{FONT}-BoldItalic", "VeraBI.ttf")):
        pdfmetrics.registerFont(TTFont(name, str(folder / file)))
    pdfmetrics.registerFontFamily(
        FONT, normal=FONT, bold=BOLD_FONT, italic=f"{FONT}-Italic", boldItalic=f"{FONT}-BoldItalic"
    )


def styles() -> dict[str, ParagraphStyle]:
    """Paragraph styles in the report font: "title", "heading", "body", "small"."""
    register_fonts()
    return {
        "title": ParagraphStyle("title", fontName=BOLD_FONT, fontSize=20, leading=24, spaceAfter=4 * mm),
        "heading": ParagraphStyle("heading", fontName=BOLD_FONT, fontSize=14, leading=18, spaceAfter=2 * mm),
        "body": ParagraphStyle("body", fontName=FONT, fontSize=11, leading=14),
        "small": ParagraphStyle("small", fontName=FONT, fontSize=9, leading=11),
    }


def page_size(landscape: bool = False) -> tuple[float, float]:
    return _landscape(A4) if landscape else A4


def frame_size(landscape: bool = False) -> tuple[float, float]:
    """Width and height available to the story on one page (inside margins, header and footer)."""
    width, height = page_size(landscape)
    # SimpleDocTemplate's frame pads 6 pt on every side
    return width - 2 * MARGIN - 12, height - 2 * (MARGIN + HEADER_SPACE) - 12


def date_text(date: dt.date | str | None) -> str:
    return date.isoformat() if isinstance(date, dt.date) else (date or "")


class PageDate(Flowable):
    """Sets the header date from the page it is drawn on, for reports whose pages have their own
    dates (a whole stage's match reports); pages before the first PageDate show build_pdf's date."""

    def __init__(self, date: dt.date | str | None):
        super().__init__()
        self.date = date_text(date)
        self.width = self.height = 0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        setattr(self.canv, _PAGE_DATE, self.date)


_PAGE_DATE = "_tddesk_page_date"


@dataclass
class _Decorations:
    championship: str
    stage: str
    date: str
    printed: str
    page_count: int = 0


class _NumberedCanvas(Canvas):
    """Holds each page until save(), then draws header and footer knowing the page total."""

    def __init__(self, *args: Any, decorations: _Decorations, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._decorations = decorations
        self._pages: list[dict[str, Any]] = []

    def showPage(self) -> None:  # noqa: N802 - ReportLab's name
        self._pages.append(dict(self.__dict__))
        self._startPage()  # type: ignore[attr-defined]  # ReportLab's own, not in its stubs

    def save(self) -> None:
        total = len(self._pages)
        self._decorations.page_count = total
        for number, state in enumerate(self._pages, start=1):
            self.__dict__.update(state)
            self._draw_decorations(number, total, state.get(_PAGE_DATE))
            super().showPage()
        super().save()

    def _draw_decorations(self, number: int, total: int, page_date: str | None = None) -> None:
        width, height = self._pagesize  # type: ignore[attr-defined]  # ReportLab's own, not in its stubs
        usable = width - 2 * MARGIN
        info = self._decorations
        top = height - MARGIN - DECORATION_FONT_SIZE
        bottom = MARGIN
        self.saveState()
        heading = " – ".join(part for part in (info.championship, info.stage) if part)
        self._draw_fitted(heading, MARGIN, top, usable * 0.75, BOLD_FONT)
        date = info.date if page_date is None else page_date
        self._draw_fitted(date, width - MARGIN, top, usable * 0.25, FONT, right=True)
        self.setLineWidth(0.5)
        self.line(MARGIN, top - 3, width - MARGIN, top - 3)
        self.line(MARGIN, bottom + DECORATION_FONT_SIZE + 3, width - MARGIN, bottom + DECORATION_FONT_SIZE + 3)
        printed = translate("Reports", "Printed {time}").format(time=info.printed)
        page = translate("Reports", "Page {page} of {pages}").format(page=number, pages=total)
        self._draw_fitted(printed, MARGIN, bottom, usable * 0.6, FONT)
        self._draw_fitted(page, width - MARGIN, bottom, usable * 0.4, FONT, right=True)
        self.restoreState()

    def _draw_fitted(self, text: str, x: float, y: float, room: float, font: str, right: bool = False) -> None:
        """Draw on one line, shrinking the font (to 6 pt at least) so that a long name still fits."""
        if not text:
            return
        text = printable(text)
        size: float = DECORATION_FONT_SIZE
        while size > 6 and pdfmetrics.stringWidth(text, font, size) > room:
            size -= 0.5
        self.setFont(font, size)
        (self.drawRightString if right else self.drawString)(x, y, text)


def build_pdf(
    target: str | Path | BinaryIO,
    story: list[Flowable],
    *,
    title: str,
    championship: str,
    stage: str,
    date: dt.date | str | None = None,
    landscape: bool = False,
    printed_at: dt.datetime | None = None,
) -> int:
    """Write ``story`` as an A4 PDF to a path or binary file; returns the number of pages.

    Every page shows ``championship`` and ``stage`` (either may be "") and ``date`` in the header,
    and the print time (``printed_at``, default now) and "page x of y" in the footer. ``title``
    is the PDF's document title. The story's text is in the report font (see ``styles()``).
    A path is written whole or not at all (``tddesk.models.atomic``).
    """
    if isinstance(target, (str, os.PathLike)):
        return write_atomically(
            Path(target),
            lambda handle: build_pdf(
                handle,
                story,
                title=title,
                championship=championship,
                stage=stage,
                date=date,
                landscape=landscape,
                printed_at=printed_at,
            ),
        )
    register_fonts()
    printed_at = printed_at or dt.datetime.now()
    decorations = _Decorations(
        championship=championship or "",
        stage=stage or "",
        date=date_text(date),
        printed=printed_at.strftime("%Y-%m-%d %H:%M"),
    )
    document = SimpleDocTemplate(
        target,
        pagesize=page_size(landscape),
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + HEADER_SPACE,
        bottomMargin=MARGIN + HEADER_SPACE,
        title=title,
        author="tddesk",
        creator="tddesk",
        initialFontName=FONT,
    )
    document.build(list(story), canvasmaker=partial(_NumberedCanvas, decorations=decorations))
    return decorations.page_count
