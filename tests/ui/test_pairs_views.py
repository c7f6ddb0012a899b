"""The pairs championship in the real window: a new championship from the Pairs menu, a pair
entered, a Bridgemate file into a heat (undoable), the demo's heats, final places with a place
given up (PP3), and the final's plaques (M5)."""

from __future__ import annotations

import shutil

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt

from bws_day import bws_folder, starting_players
from tddesk.services.files import new_championship


@pytest.fixture(scope="module")
def pairs_demo(pairs_demo_path):
    return pairs_demo_path


@pytest.fixture
def demo_window(main_window, pairs_demo, tmp_path):
    copy = tmp_path / "dm-par.tddesk"
    shutil.copyfile(pairs_demo, copy)
    main_window.controller.open_file(copy)
    return main_window


def _cells(model, column: int) -> list[str]:
    return [model.index(row, column).data() for row in range(model.rowCount())]


def test_the_demo_heat_final_places_and_plaques_in_the_window_PP3_M5(demo_window, tmp_path):
    controller = demo_window.controller
    heat = controller.select(("pairs_heat", "dm-par-mixed-kval-norrkoping"))
    assert heat.objectName() == "pairsHeatView"
    places = _cells(heat.model, 0)
    assert places[:3] == ["1", "2", "3"] and places[-1] == "u.t."  # the struck pair, out of competition
    assert "," in heat.model.index(0, 6).data()  # Swedish decimal comma (PP5)
    assert "Bronspoäng" in heat.notes.text()
    final = controller.select(("pairs_heat", "dm-par-mixed-final-linkoping"))
    final.round_box.setValue(1)
    last = final.model.columnCount() - 1  # the running score's own columns, the round's % last
    assert final.model.rowCount() == 28 and final.model.headerData(last, Qt.Orientation.Horizontal) == "Rond %"
    running_pdf = tmp_path / "rond1.pdf"
    assert final.save(running_pdf) == 1
    assert "Final Linköping: efter rond 1" in PdfReader(running_pdf).pages[0].extract_text()
    view = controller.select(("pairs_places", "dm-par-mixed"))
    assert view.pair_model.rowCount() == 28
    first_heat_pair = next(row for row in range(28) if view.pair_model.index(row, 4).data() == "Kval Linköping")
    given_up = view.pair_model.index(first_heat_pair, 1).data()
    view.pairs.selectRow(first_heat_pair)
    assert view.answer(False) is not None
    assert given_up not in _cells(view.pair_model, 1) and given_up in view.summary.text()
    assert any(text.startswith("PP3: ersättningsregel 2") for text in _cells(view.pair_model, 6))  # a T3 heat
    demo_window.undo_stack.undo()
    assert given_up in _cells(view.pair_model, 1)
    # PP3: a place is offered and waits for its answer; accepting shows at once and is undoable
    assert view.pair_model.headerData(5, Qt.Orientation.Horizontal) == "Svar"
    assert view.pair_model.index(first_heat_pair, 5).data() == "erbjuden, väntar på svar"
    assert "har inte svarat ännu" in view.summary.text()
    view.pairs.selectRow(first_heat_pair)
    assert view.answer(True) is not None
    assert view.pair_model.index(first_heat_pair, 5).data() == "tackat ja"
    demo_window.undo_stack.undo()
    assert view.pair_model.index(first_heat_pair, 5).data() == "erbjuden, väntar på svar"
    result = controller.select(("pairs_final", "dm-par-mixed"))
    assert "10 silverpoäng per spelare" in result.plaques.text()
    pdf = tmp_path / "plaketter.pdf"
    assert result.save(pdf) == 1 and "Plaketter och bonus (M5)" in PdfReader(pdf).pages[0].extract_text()


def test_new_championship_pair_and_a_bridgemate_file_in_the_window(main_window, tmp_path, shared_dir, qtbot):
    venue1 = bws_folder(shared_dir) / "semifinal-venue1.bws"
    if not venue1.exists():
        pytest.skip("reference data not present")
    path = tmp_path / "kval.tddesk"
    new_championship(path, name="DM Par Open", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17").close()
    controller = main_window.controller
    controller.open_file(path)
    dialog = controller.pairs.open_new_event()
    dialog.name.setText("DM Par Open")
    dialog.discipline.setCurrentIndex(1)
    assert dialog.final_pairs.value() == 36
    dialog.add_heat_row("Kval Göteborg", "silver", "BK Lyx")
    dialog.add_heat_row("", "bronze", "BK Nord")  # a heat without a name: refused, nothing saved
    assert dialog.kind_box(0).currentText() == "Silverkval"
    dialog.save()
    assert "Rad 2" in dialog.message.text() and controller.session.undo_stack.count() == 0
    dialog.heats.selectRow(1)
    dialog.remove_heat_row()
    dialog.add_heat_row("Final", "final", "BK Lyx")
    dialog.save()
    # the championship and both heats are one action: one step on the undo stack
    assert dialog.result() == dialog.DialogCode.Accepted and controller.session.undo_stack.count() == 1
    assert controller.select(("pairs_heat", "dm-par-open-final")) is not None
    heat = controller.select(("pairs_heat", "dm-par-open-kval-goteborg"))
    assert heat is not None
    players = starting_players(venue1)  # the file's own players, or the heat check refuses it
    for number in range(1, 9):
        (first, first_name), (second, second_name) = players[number]
        entry = heat.open_entry()
        entry.fields["first_mid"].setText(first)
        entry.fields["first_name"].setText(first_name)
        entry.fields["first_club"].setText("BK Lyx")
        entry.fields["second_mid"].setText(second)
        entry.fields["second_name"].setText(second_name)
        entry.fields["second_club"].setText("BK Lyx")
        assert entry.number.value() == number  # the next free number is offered
        entry.save()
        assert entry.result() == entry.DialogCode.Accepted, entry.message.text()
    report = heat.import_file(venue1)
    assert report.written == 240 and heat.model.rowCount() == 8
    assert "240 resultat" in heat.message.text()
    steps = main_window.undo_stack.count()
    again = heat.import_file(venue1)  # a re-read with nothing new: no step to undo
    assert again.written == 0 and main_window.undo_stack.count() == steps
    assert "0 resultat" in heat.message.text()
    main_window.undo_stack.undo()
    assert heat.model.rowCount() == 0


def test_the_pairs_demo_from_the_tools_menu_opens_in_the_window(main_window, tmp_path):
    controller = main_window.controller
    assert controller.pairs.build_demo(tmp_path / "demo.tddesk")
    assert controller.session is not None
    view = controller.select(("pairs_final", "dm-par-mixed"))
    assert view.model.rowCount() == 28
    # the final came from its Bridgemate file; reading it again keeps the TD's 60/40 and says so
    final = controller.select(("pairs_heat", "dm-par-mixed-final-linkoping"))
    report = final.import_file(tmp_path / "demo-bws" / "final.bws")
    assert report.written == 0 and report.change is None
    assert "Bord 5, bricka 30: resultatet som skrivits in i tddesk behålls" in final.message.text()


def test_a_reserve_for_one_evening_in_the_window_D_p6(demo_window):
    """D p.6 (the reserve rule) in the window: Kval Linköping plays two sessions; a reserve for the
    first player on the first evening is saved (one undo step); one for the second player on the
    second evening is refused with the rule's words and nothing is saved."""
    controller = demo_window.controller
    heat = controller.select(("pairs_heat", "dm-par-mixed-kval-linkoping"))
    heat.table.selectRow(0)
    dialog = heat.open_reserve()
    pair = dialog.pair_box.currentData()
    assert pair == heat.model.row(0).pair_id
    assert dialog.current.text() == "Paret har ingen reserv i detta heat."
    dialog.session_box.setCurrentIndex(1)
    assert dialog.session_box.currentText() == "speltillfälle 1"
    dialog.for_box.setCurrentIndex(0)
    dialog.fields["mid"].setText("799001")
    dialog.fields["name"].setText("Eva Reserv")
    dialog.fields["club"].setText("BK Linköping")
    steps = demo_window.undo_stack.count()
    dialog.save()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.message.text()
    assert demo_window.undo_stack.count() == steps + 1
    heat.table.selectRow(0)
    again = heat.open_reserve()
    assert "Eva Reserv spelar för" in again.current.text() and "speltillfälle 1" in again.current.text()
    again.session_box.setCurrentIndex(2)
    again.for_box.setCurrentIndex(1)
    again.fields["mid"].setText("799002")
    again.fields["name"].setText("Olle Reserv")
    again.fields["club"].setText("BK Linköping")
    again.save()
    assert "D p.6" in again.message.text() and "varje speltillfälle" in again.message.text()
    assert again.result() != again.DialogCode.Accepted and demo_window.undo_stack.count() == steps + 1
    demo_window.undo_stack.undo()
    heat.table.selectRow(0)
    assert heat.open_reserve().current.text() == "Paret har ingen reserv i detta heat."


def test_the_print_menu_offers_the_pairs_documents_on_the_pairs_pages_M5(demo_window, tmp_path, monkeypatch):
    """The window's Print menu reaches the pairs documents of the one document table: the plaque
    and bonus list with MIDs (M5) on the championship's pages, the travellers on a heat's."""
    from PySide6.QtWidgets import QFileDialog, QMenu

    controller = demo_window.controller
    target = tmp_path / "plaketter.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), args[-1])))
    controller.select(("pairs_final", "dm-par-mixed"))
    menus = controller.tournament_menus
    menus.update()
    offered = {
        menu.objectName()
        for menu in demo_window.menus.print.findChildren(QMenu)
        if menu.objectName().startswith("menu_print_")
    }
    assert {"menu_print_pairs-plaques", "menu_print_pairs-federation", "menu_print_pairs-places"} <= offered
    assert "menu_print_standings" not in offered
    assert menus.run("save_pdf", "pairs-plaques") == target
    text = " ".join(PdfReader(target).pages[0].extract_text().split())
    from tddesk.services.pairs_final import final_result

    winner = final_result(controller.session.tournament, "dm-par-mixed").plaques[0]
    assert "Plaketter och bonus (M5)" in text and " / ".join(winner.mids) in text
    controller.select(("pairs_heat", "dm-par-mixed-final-linkoping"))
    menus.update()
    assert menus.document_menus.keys() >= {"pairs-travellers", "pairs-heat"}


def test_a_two_field_mitchell_heat_shows_each_pairs_line_in_the_window(main_window, tmp_path):
    """A Mitchell heat ranks NS and EW apart: two pairs are placed 1, and the line column says which
    field each place is in."""
    from builders import mitchell_heat

    path = tmp_path / "mitchell.tddesk"
    tournament = new_championship(
        path, name="DM Par Mixed", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    _event, heat_id = mitchell_heat(tournament)
    tournament.close()
    main_window.controller.open_file(path)
    heat = main_window.controller.select(("pairs_heat", heat_id))
    assert heat.model.headerData(1, Qt.Orientation.Horizontal) == "Riktning"
    assert _cells(heat.model, 1) == ["NS"] * 4 + ["ÖV"] * 4
    assert _cells(heat.model, 0) == ["1", "2", "3", "4"] * 2
