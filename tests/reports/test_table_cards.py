"""Cards for the tables, read back with pypdf: a table card per room of each semifinal match, a
guide card and a personal score card per pair of a Howell, A5 or A4, in Swedish; printed by the
`print` command and from the stage's documents."""

from __future__ import annotations

import io

from pypdf import PdfReader

from builders import pairs_heat
from tddesk.cli import main
from tddesk.reports.documents import offered_documents, write_document
from tddesk.services.files import new_championship, open_championship

A5_LANDSCAPE, A5, A4 = (595, 420), (420, 595), (595, 842)


def _size(page) -> tuple[int, int]:
    return round(float(page.mediabox.width)), round(float(page.mediabox.height))


def test_a_table_card_for_each_room_of_each_semifinal_match(demo_path, tmp_path, capsys):
    out = tmp_path / "bordskort.pdf"
    assert main(["print", str(demo_path), "table-cards", "--stage", "semifinal-1", "-o", str(out)]) == 0
    reader = PdfReader(out)
    assert len(reader.pages) == 3 * 2 * 2  # rounds × matches × rooms
    assert {_size(page) for page in reader.pages} == {A5_LANDSCAPE}
    first = reader.pages[0].extract_text()
    assert "Rond 1 · Bord 1 · öppet rum" in first
    assert "Nord-Syd: " in first and "Öst-Väst: " in first
    assert "Halvlek 1: brickor 1–10 (Bridgemate-rond 1)" in first
    assert "Halvlek 2: brickor 11–20 (Bridgemate-rond 2)" in first
    second = reader.pages[1].extract_text()
    assert "Rond 1 · Bord 2 · slutet rum" in second
    # the closed room seats the open room's teams the other way round
    open_ns = first.split("Nord-Syd: ")[1].split("\n")[0]
    assert f"Öst-Väst: {open_ns}" in second


def test_guide_and_score_cards_for_each_pair_of_a_howell(tmp_path):
    path = tmp_path / "dm.tddesk"
    tournament = new_championship(path, name="DM Par", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17")
    heat = pairs_heat(tournament, 14)
    tournament.close()
    tournament = open_championship(path)
    try:
        offered = [document.name for document, _round in offered_documents("pairs_heat", None)]
        assert {"guide-cards", "score-cards"} <= set(offered) and "table-cards" not in offered
        guide, score = io.BytesIO(), io.BytesIO()
        assert write_document(guide, tournament, "guide-cards", [heat], 1) == 14
        assert write_document(score, tournament, "score-cards", [heat], 1, paper="a4") >= 14
    finally:
        tournament.close()
    cards = PdfReader(guide)
    assert {_size(page) for page in cards.pages} == {A5}
    text = cards.pages[0].extract_text(extraction_mode="layout")
    assert "Vägvisare" in text and "Par 101" in text and "Åsa Ek 1 – Per Öberg 1" in text
    rounds = [line for line in text.splitlines() if line[:2].strip().isdigit() and ("NS" in line or "ÖV" in line)]
    assert len(rounds) == 13  # a complete 7-table Howell: 13 rounds
    opponents = {int(line.split()[3]) for line in rounds}
    assert opponents == set(range(102, 115))  # every other pair once
    protocol = PdfReader(score)
    assert {_size(page) for page in protocol.pages} == {A4}
    assert "Personliga protokoll" in protocol.pages[0].extract_text()
    assert "Kontrakt" in protocol.pages[0].extract_text()


def test_a_team_stage_offers_table_cards(demo_path):
    assert "table-cards" in [document.name for document, _round in offered_documents("semifinal", None)]
    assert "guide-cards" not in [document.name for document, _round in offered_documents("semifinal", None)]
