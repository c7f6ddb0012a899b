"""The published standings in a real browser: headless Chromium renders, prints and parses them.

Skipped when Debian's ``chromium`` is not installed (``.ci/run`` installs it).
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from decimal import Decimal
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader

from publish.html_tools import swedish_number

CHROMIUM = shutil.which("chromium")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


def chromium(tmp_path: Path, *arguments: str) -> subprocess.CompletedProcess:
    profile = tmp_path / f"profile-{len(list(tmp_path.glob('profile-*')))}"  # a fresh profile every run
    return subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", *arguments],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )


def content_box(image: Image.Image) -> tuple[int, int, int, int]:
    """The bounding box of everything that is not white background."""
    grey = image.convert("L").point(lambda value: 255 if value < 245 else 0)
    box = grey.getbbox()
    assert box is not None, "the page rendered blank"
    return box


def standings_json(demo_path: Path, stage: str) -> list[dict]:
    import io
    import json
    from contextlib import redirect_stdout

    from tddesk.cli import main

    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["standings", str(demo_path), "--stage", stage, "--json"]) == 0
    return json.loads(out.getvalue())["rows"]


def test_h8_standings_page_in_chromium_dom_has_the_standings_numbers(demo_path, published, tmp_path):
    page = published / "heat-linkoping" / "index.html"
    dom = chromium(tmp_path, "--dump-dom", page.as_uri()).stdout
    rows = re.findall(r'<tr data-team="([^"]+)".*?<td class="num vp">([^<]+)</td>', dom, re.S)
    expected = standings_json(demo_path, "heat-linkoping")
    assert [team for team, _ in rows] == [row["team"] for row in expected]
    assert [swedish_number(vp) for _, vp in rows] == [Decimal(row["vp"]) for row in expected]
    for row in expected:
        assert html.escape(row["name"]) in dom


@pytest.mark.parametrize(("width", "height"), [(1200, 900), (390, 844)])
def test_standings_page_layout_on_a_desktop_and_a_phone(published, tmp_path, width, height):
    shot = tmp_path / "shot.png"
    chromium(
        tmp_path,
        f"--window-size={width},{height}",
        "--hide-scrollbars",
        f"--screenshot={shot}",
        (published / "heat-linkoping" / "index.html").as_uri(),
    )
    image = Image.open(shot)
    assert image.size == (width, height)
    left, top, right, bottom = content_box(image)
    # Content starts near the top left, uses most of the width and no more than the width.
    assert left < width * 0.1 and top < height * 0.1
    assert right > width * 0.6 and right <= width
    assert bottom > height * 0.4
    # The standings table's header row is shaded: a grey band somewhere in the upper half.
    grey_rows = [y for y in range(top, height // 1) if _shaded(image, y, left, right)]
    assert grey_rows, "no shaded table header found"


def _shaded(image: Image.Image, y: int, left: int, right: int) -> bool:
    pixels = [image.getpixel((x, y))[:3] for x in range(left, right, max(1, (right - left) // 40))]
    return sum(1 for p in pixels if 225 <= p[0] <= 240 and p[0] == p[1] == p[2]) > len(pixels) * 0.6


def test_standings_page_prints_without_the_navigation(demo_path, published, tmp_path):
    pdf = tmp_path / "standings.pdf"
    chromium(
        tmp_path,
        "--no-pdf-header-footer",
        f"--print-to-pdf={pdf}",
        (published / "heat-linkoping" / "index.html").as_uri(),
    )
    printed = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    for row in standings_json(demo_path, "heat-linkoping"):
        assert row["name"] in printed and row["vp"].replace(".", ",") in printed
    assert "Korstabell" not in printed  # the navigation is for the screen only
