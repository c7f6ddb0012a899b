"""Words on paper and in messages as a Swedish TD reads them: no word broken in a heading, a
rule's arrow in words, and a count of one in the singular (the catalogue's plural forms)."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from reports.printing import pdf_pages
from tddesk.cli import main
from tddesk.services.lineup_views import match_lineups
from tddesk.services.round_results import round_entry
from tddesk.services.rulings import rule_late_arrival, rule_unauthorised_player
from ui.evening import choose_in_tree

LINKOPING = "heat-linkoping"


def saved_pdf(window, monkeypatch, target) -> str:
    """Skriv ut → Spara som PDF of the page in view, as the TD does it."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), args[-1])))
    window.controller.tournament_menus.save_pdf.trigger()
    return "\n".join(pdf_pages(target))


def test_p1_h8_the_printed_standings_break_no_word_and_say_the_rules_arrow_in_words(
    qtbot, demo_window, monkeypatch, tmp_path
):
    window = demo_window
    session = window.controller.session
    match = round_entry(session.tournament, LINKOPING, 3).matches[0]
    session.perform("late", rule_late_arrival, match.id, match.home, 12)
    choose_in_tree(window, ("standings", LINKOPING))
    text = saved_pdf(window, monkeypatch, tmp_path / "ställning.pdf")
    assert "förlorade" in text.split("IMP-kvot =")[0]  # the heading "IMP förlorade", whole
    assert "förlo\n" not in text and "förlo " not in text
    assert "->" not in text
    # the rule's arrow as the report font prints it (DejaVu Sans has it), never "->"
    assert "påbörjade 5-minutersperioder →" in text or "påbörjad 5-minutersperiod →" in text


def test_p3_one_match_is_one_match_in_the_unauthorised_players_ruling(qtbot, demo_window):
    window = demo_window
    session = window.controller.session
    match = round_entry(session.tournament, LINKOPING, 3).matches[0]
    player = match_lineups(session.tournament, match.id).halves[0]["home"].players[0]
    session.perform("P3", rule_unauthorised_player, match.id, match.home, player.mid)
    view = choose_in_tree(window, ("rulings", LINKOPING))
    texts = [
        view.model.index(row, column).data()
        for row in range(view.model.rowCount())
        for column in range(view.model.columnCount())
    ]
    explanation = next(text for text in texts if text and "Otillåten reserv i" in text)
    assert "i 1 match ×" in explanation and "match(er)" not in explanation


def test_a_one_page_printout_is_one_sida_on_the_command_line(demo_file, tmp_path, capsys):
    target = tmp_path / "ställning.pdf"
    assert main(["print", str(demo_file), "standings", "--stage", LINKOPING, "-o", str(target)]) == 0
    assert len(pdf_pages(target)) == 1
    out = capsys.readouterr().out
    assert "(1 sida)" in out and "(1 sidor)" not in out
