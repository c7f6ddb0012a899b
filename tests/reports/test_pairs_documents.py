"""The pairs championship's documents through the one document table (tddesk.reports.documents),
read back with pypdf: the plaque and bonus list with MIDs (M5), the final's travellers with each
side's matchpoints and Neuberg on the short board (PP5), and the federation's result list with
every player's MID; the Print menu offers them on the pairs pages and `tddesk print` writes them."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from built_files import copy_of
from tddesk import i18n
from tddesk.reports.documents import offered_documents, write_document
from tddesk.services.errors import ServiceError
from tddesk.services.files import open_championship
from tddesk.services.pairs_final import final_places_of, final_result
from tddesk.services.pairs_travellers import heat_travellers

EVENT, FINAL = "dm-par-mixed", "dm-par-mixed-final-linkoping"


@pytest.fixture(scope="module")
def demo(tmp_path_factory, pairs_demo_path):
    path = copy_of(pairs_demo_path, tmp_path_factory.mktemp("pairs-documents") / "dm-par.tddesk")
    tournament = open_championship(path)
    yield tournament
    tournament.close()


def _text(tournament, name: str, target: str, round_number: int | None = None) -> tuple[int, str]:
    buffer = io.BytesIO()
    pages = write_document(buffer, tournament, name, [target], round_number)
    buffer.seek(0)
    words = " ".join("\n".join(page.extract_text() for page in PdfReader(buffer).pages).split())
    return pages, words


def test_the_pairs_pages_offer_the_pairs_documents_and_no_team_sheets():
    assert [document.name for document, _round in offered_documents("pairs_event", None)] == [
        "pairs-places",
        "pairs-final",
        "pairs-plaques",
        "pairs-federation",
    ]
    assert [document.name for document, _round in offered_documents("pairs_heat", None)] == [
        "pairs-heat",
        "pairs-running",
        "pairs-travellers",
        "guide-cards",
        "score-cards",
    ]
    assert not any(document.name.startswith("pairs-") for document, _round in offered_documents("heat", 1))


def test_plaques_and_bonus_with_mids_M5(demo):
    i18n.set_language("sv")
    pages, text = _text(demo, "pairs-plaques", EVENT)
    assert pages == 1 and "Plaketter och bonus (M5)" in text
    for row in final_result(demo, EVENT).plaques:
        assert " / ".join(row.mids) in text and row.names in text


def test_the_finals_travellers_show_matchpoints_and_neuberg_PP5(demo):
    i18n.set_language("sv")
    pages, text = _text(demo, "pairs-travellers", FINAL)
    assert pages > 10
    # board 17 has 12 of 14 results: scored by Neuberg on the top of 26
    assert "Bricka 17, speltillfälle 1 — topp 26 · Neuberg (PP5): 12 resultat" in text
    line = heat_travellers(demo, FINAL)[0].lines[0]  # board 1, its first table
    printed = " ".join(
        [
            str(line.round),
            str(line.ns),
            str(line.ew),
            line.contract,
            line.declarer,
            line.tricks,
            line.lead,
            line.ns_score,
            line.ns_points.replace(".", ","),
            line.ew_points.replace(".", ","),
        ]
    )
    assert printed in text and "," in line.ns_points.replace(".", ",")  # matchpoints with a decimal comma
    with pytest.raises(ServiceError, match="heat"):
        _text(demo, "pairs-travellers", EVENT)


def test_the_federations_result_list_names_every_player_with_the_mid(demo):
    i18n.set_language("en")
    _pages, text = _text(demo, "pairs-federation", EVENT)
    assert "Result list for the federation" in text and "Qualified for the final (PP1, PP3)" in text
    winner = final_result(demo, EVENT).rows[0]
    first, second = winner.names.split(" – ")
    assert f"1 {first} {winner.mids[0]} {second} {winner.mids[1]}" in text
    for place in final_places_of(demo, EVENT).qualified:
        assert place.mids[0] in text and place.mids[1] in text


def test_heat_list_and_running_score_through_the_table_PP5(demo):
    i18n.set_language("sv")
    _pages, text = _text(demo, "pairs-running", FINAL, 3)
    assert "Final Linköping: efter rond 3" in text
    _pages, text = _text(demo, "pairs-heat", "dm-par-mixed-kval-motala")
    assert "Resultatlista" in text and "Kval Motala" in text


def test_a_two_field_mitchell_prints_each_field_apart(tmp_path):
    """A Mitchell heat's result list has an NS field and an EW field, each ranked from 1."""
    from builders import mitchell_heat
    from tddesk.services.files import new_championship
    from tddesk.services.pairs_standing import heat_standing

    i18n.set_language("sv")
    tournament = new_championship(
        tmp_path / "mitchell.tddesk", name="DM Par Mixed", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    try:
        _event, heat = mitchell_heat(tournament)
        _pages, text = _text(tournament, "pairs-heat", heat)
        assert "NS-fältet" in text and "ÖV-fältet" in text
        ns_part, ew_part = text.split("ÖV-fältet")
        for row in heat_standing(tournament, heat).rows:
            assert f"{row.place} {row.number} {row.names}" in (ns_part if row.line == "NS" else ew_part)
    finally:
        tournament.close()
