"""Ruter's PBN results in and out from the window (docs/pairs.md): the club's export read by the
heat's list import — every pair, member and board in one action the TD can undo — and the heat
written again by Arkiv → Exportera → Resultat för par som PBN, which endplay reads."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from tddesk.formats.ruter_pbn import read_results
from tddesk.rules.endplay_parts import endplay_module
from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, create_pairs_event
from tddesk.services.pairs_standing import heat_standing

RUTER_FILE = Path(__file__).resolve().parent.parent / "formats" / "data" / "ruter-kval-mjolby.pbn"


def _file(path):
    tournament = new_championship(
        path, name="DM Par Mixed", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Mjölby", "silver", club="BK Mjölby").value
    tournament.close()
    return heat


def test_ruters_export_into_a_heat_and_out_again_as_pbn_PP1(main_window, tmp_path, qtbot, monkeypatch):
    path = tmp_path / "dm-par.tddesk"
    heat = _file(path)
    controller = main_window.controller
    controller.open_file(path)
    controller.select(("pairs_heat", heat))
    view = main_window.current_view()
    assert view.list_button.text() == "Importera resultatlista…"
    view.list_button.click()
    dialog = view.dialog
    assert dialog is not None and dialog.isVisible()  # the heat's own button opens the dialog
    assert dialog.heat_box.currentData() == heat
    preview = dialog.load(RUTER_FILE)
    assert preview.problems == () and dialog.import_button.isEnabled()
    assert "9 par för Kval Mjölby" in dialog.summary_label.text()
    assert dialog.rows_model.data(dialog.rows_model.index(0, 3)) == "72,22"
    assert dialog.rows_model.data(dialog.rows_model.index(0, 2)) == "Rut Fors – Sven Hägg"  # the file's names
    change = dialog.import_list()
    assert change is not None and not dialog.isVisible()
    assert len(dialog.parity.rows) == 3 and not dialog.parity.unexplained  # Ruter's sit-outs
    assert main_window.statusBar().currentMessage() == (
        "tddesk och filen skiljer sig i 3 siffra/siffror; 3 förklaras av filens konventioner."
    )
    standing = heat_standing(controller.session.tournament, heat)
    assert standing.source == "boards" and [row.number for row in standing.rows][:2] == [9, 3]

    target = tmp_path / "mjolby"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), "")))
    controller.tournament_menus.export_pbn.trigger()
    written = tmp_path / "mjolby.pbn"
    assert main_window.statusBar().currentMessage() == f"Sparade {written}"
    assert len(endplay_module("parsers.pbn").loads(written.read_text(encoding="utf-8"))) == 7
    assert [str(pair.percent) for pair in read_results(written).pairs] == [
        str(pair.percent) for pair in read_results(RUTER_FILE).pairs
    ]

    main_window.undo_stack.undo()
    assert heat_standing(controller.session.tournament, heat).source is None


MITCHELL = RUTER_FILE.parent / "ruter-mitchell-norrkoping.pbn"


def test_a_mitchell_numbering_both_fields_from_1_tells_the_td_the_heats_numbers(main_window, tmp_path, qtbot):
    """docs/pairs.md, "A Mitchell that numbers both fields from 1": the dialog says which numbers the
    EW pairs get before the import, and imports every pair of both fields."""
    path = tmp_path / "dm-par.tddesk"
    heat = _file(path)
    controller = main_window.controller
    controller.open_file(path)
    controller.select(("pairs_heat", heat))
    view = main_window.current_view()
    view.list_button.click()
    dialog = view.dialog
    qtbot.waitUntil(dialog.isVisible)
    preview = dialog.load(MITCHELL)
    assert preview.problems == () and dialog.import_button.isEnabled()
    assert dialog.summary_label.text() == (
        "8 par för Kval Mjölby; importen ersätter heatets lista. Filen numrerar båda linjerna i sin Mitchell "
        "från 1: NS-paren behåller sina nummer och varje ÖV-par får ett nummer 4 högre i heatet (ÖV 1 är par 5, "
        "ÖV 4 par 8)."
    )
    assert sorted(dialog.rows_model.data(dialog.rows_model.index(row, 1)) for row in range(8)) == [
        str(number) for number in range(1, 9)
    ]
    assert dialog.import_list() is not None
    assert main_window.statusBar().currentMessage() == "tddesks matchpoäng stämmer med filens överallt."
    standing = heat_standing(controller.session.tournament, heat)
    assert standing.two_fields and sorted(row.number for row in standing.rows) == list(range(1, 9))


def test_the_heat_view_compares_the_heat_with_an_open_format_document(main_window, pairs_demo_path, tmp_path, qtbot):
    """docs/pairs.md, "The parity report from the open format": *Jämför med annat program…* lists the
    planted difference of another program's document; a document without the heat is refused in words."""
    import json
    import shutil

    from tddesk.export.json_export import export_json
    from tddesk.services.files import open_championship

    final = "dm-par-mixed-final-linkoping"
    path = tmp_path / "pairs.tddesk"
    shutil.copyfile(pairs_demo_path, path)
    tournament = open_championship(path, backup=False)
    document = export_json(tournament)
    tournament.close()
    heat = next(h for e in document["pairs_events"] for h in e["heats"] if h["id"] == final)
    swapped = next(r for r in heat["results"] if r.get("contract", "PASS") != "PASS")
    swapped["ns"], swapped["ew"] = swapped["ew"], swapped["ns"]
    other = tmp_path / "other.json"
    other.write_text(json.dumps(document), encoding="utf-8")

    controller = main_window.controller
    controller.open_file(path)
    controller.select(("pairs_heat", final))
    view = main_window.current_view()
    assert view.parity_button.text() == "Jämför med annat program…"
    dialog = view.open_parity(other)
    qtbot.waitUntil(dialog.isVisible)
    rows = dialog.report.rows
    tables = {(row.board, row.pairs, row.what) for row in rows if row.board}
    assert tables == {
        (swapped["board"], f"{swapped['ew']}–{swapped['ns']}", "resultat"),
        (swapped["board"], f"{swapped['ns']}–{swapped['ew']}", "resultat"),
    }
    assert dialog.model.rowCount() == len(rows)
    assert dialog.summary.text().startswith("other.json (det öppna formatet (DM Par Mixed")
    assert f"{len(rows)} siffra/siffror i Final Linköping skiljer sig" in dialog.summary.text()
    dialog.close()

    heat["id"], heat["name"] = "another", "Another heat"
    other.write_text(json.dumps(document), encoding="utf-8")
    dialog = view.open_parity(other)
    assert dialog.report is None
    assert dialog.message.text().startswith(f"{other} har inget parheat Final Linköping")
    dialog.close()
