"""The pairs lists as PDFs read back (pypdf): result list with struck pairs and a decimal comma in
Swedish (PP5), final places with reasons (PP1, PP3), final result and plaques (M5)."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from built_files import copy_of
from tddesk import i18n
from tddesk.reports.pairs_lists import write_pairs_report
from tddesk.services.files import open_championship
from tddesk.services.pairs_standing import heat_standing


@pytest.fixture(scope="module")
def demo(tmp_path_factory, pairs_demo_path):
    tournament = open_championship(copy_of(pairs_demo_path, tmp_path_factory.mktemp("pairs-pdf") / "dm-par.tddesk"))
    yield tournament
    tournament.close()


def _text(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_heat_list_in_swedish_with_decimal_comma_and_the_struck_pair_PP5(demo, tmp_path):
    i18n.set_language("sv")
    pdf = tmp_path / "heat.pdf"
    write_pairs_report(pdf, demo, "heat", "dm-par-mixed", "dm-par-mixed-kval-norrkoping")
    text = _text(pdf)
    best = heat_standing(demo, "dm-par-mixed-kval-norrkoping").rows[0]
    assert "Resultatlista" in text and best.percent_text.replace(".", ",") in text
    assert "u.t." in text and "utom tävlan" in text and "Bronspoäng" in text


def test_final_places_and_plaques_PP1_PP3_M5(demo, tmp_path):
    i18n.set_language("en")
    places = tmp_path / "places.pdf"
    write_pairs_report(places, demo, "places", "dm-par-mixed")
    text = _text(places)
    assert "T3:" in text and "rule 2: replaces" in text and "rule 1: replaces" in text
    assert "last year's champions" in text
    words = " ".join(text.split())  # a cell's text may wrap
    assert "offered, waiting for an answer" in words and "direct place" in words  # PP3: answers pending
    plaques = tmp_path / "plaques.pdf"
    assert write_pairs_report(plaques, demo, "plaques", "dm-par-mixed") == 1
    assert "Bonus per" in _text(plaques)
    with pytest.raises(ValueError, match="--heat"):
        write_pairs_report(tmp_path / "x.pdf", demo, "heat", "dm-par-mixed")
