"""A club's result list into a bronze heat from the window (PP4: a heat scored elsewhere): every bad
row of the workbook named in Swedish with how to correct it, nothing imported while any is left;
a good list imported in one action the TD can undo."""

from __future__ import annotations

from openpyxl import Workbook

from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry


def _file(path):
    tournament = new_championship(
        path, name="DM Par Mixed", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Motala", "bronze", club="Motala BK").value
    for number in range(1, 5):
        first = PlayerEntry(str(300100 + 2 * number), f"Anna Ek {number}", "Motala BK", "ÖMBF", 1960)
        second = PlayerEntry(str(300101 + 2 * number), f"Per Holm {number}", "Motala BK", "ÖMBF", 1958)
        enter_heat(tournament, heat, register_pair(tournament, event, first, second).value, number)
    tournament.close()
    return heat


def _workbook(path, rows):
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["Par", "Procent", "Brickor"])
    for row in rows:
        sheet.append(list(row))
    workbook.save(path)
    return path


def test_every_bad_row_is_named_in_swedish_and_a_good_list_is_imported_and_undone_PP4(main_window, tmp_path, qtbot):
    path = tmp_path / "dm-par.tddesk"
    heat = _file(path)
    controller = main_window.controller
    controller.open_file(path)
    controller.pairs.menu.aboutToShow.emit()  # Verktyg opened: its actions follow the file
    assert controller.pairs.import_list.text() == "Importera en klubbs resultatlista för par…"
    controller.pairs.import_list.trigger()
    dialog = controller.pairs.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.windowTitle() == "Importera en klubbs resultatlista"
    assert dialog.heat_box.currentData() == heat and not dialog.import_button.isEnabled()

    bad = _workbook(
        tmp_path / "fel.xlsx",
        [(1, 55.2, 24), ("x", 50, None), (9, 48, 24), (2, "abc", 24), (3, 120, 24), (1, 40, 24), (4, None, "många")],
    )
    preview = dialog.load(bad)
    problems = {(problem.row, problem.column): problem.message for problem in preview.problems}
    assert problems == {
        (3, "Par"): "'x' är inget parnummer; skriv numret paret spelade under, t.ex. 7.",
        (4, "Par"): "par 9 spelar inte i Kval Motala; rätta numret eller lägg först till paret i heatet.",
        (5, "Procent"): "'abc' är ingen procentsats; skriv den som 54,2 eller 54.2.",
        (6, "Procent"): "120 är ingen procentsats mellan 0 och 100.",
        (7, "Par"): "par 1 finns redan på rad 2; ange varje par en gång.",
        (8, "Procent"): "procentsatsen saknas; skriv den som 54,2 eller 54.2.",
        (8, "Brickor"): "'många' är inget antal brickor; lämna tomt eller skriv t.ex. 27.",
    }
    assert dialog.problems_model.rowCount() == 7
    assert "7 problem" in dialog.summary_label.text() and not dialog.import_button.isEnabled()
    assert dialog.import_list() is None
    assert heat_standing(controller.session.tournament, heat).source is None  # nothing written

    good = _workbook(tmp_path / "motala.xlsx", [(1, "56,3", 24), (2, 52.1, 24), (3, 47.4, 24), (4, 44.2, 24)])
    dialog.load(good)
    assert dialog.import_button.isEnabled() and "4 par för Kval Motala" in dialog.summary_label.text()
    assert dialog.rows_model.data(dialog.rows_model.index(0, 3)) == "56,3"  # Swedish decimal comma
    assert dialog.rows_model.data(dialog.rows_model.index(0, 2)) == "Anna Ek 1 – Per Holm 1"
    qtbot.mouseClick(dialog.import_button, qtbot_left())
    assert not dialog.isVisible()
    standing = heat_standing(controller.session.tournament, heat)
    assert standing.source == "list"
    assert [(row.number, row.percent_text) for row in standing.rows] == [
        (1, "56.3"),
        (2, "52.1"),
        (3, "47.4"),
        (4, "44.2"),
    ]
    main_window.undo_stack.undo()
    assert heat_standing(controller.session.tournament, heat).source is None


def test_a_file_that_is_not_a_workbook_and_an_empty_list_are_refused_in_words(main_window, tmp_path):
    path = tmp_path / "dm-par.tddesk"
    _file(path)
    main_window.controller.open_file(path)
    dialog = main_window.controller.pairs.open_import_list()
    text = tmp_path / "lista.xlsx"
    text.write_text("par;procent\n1;55\n", encoding="utf-8")
    assert dialog.load(text) is None
    message = dialog.message_label.text()  # the words of every workbook import, no English system text
    assert "är ingen Excel-arbetsbok" in message and not dialog.import_button.isEnabled()
    empty = _workbook(tmp_path / "tom.xlsx", [])
    preview = dialog.load(empty)
    assert [problem.row for problem in preview.problems] == [None]
    assert "Listan har inga rader" in preview.problems[0].message


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton
