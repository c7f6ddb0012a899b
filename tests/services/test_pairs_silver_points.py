"""M6 through the file: a pairs final's silver points per player — the winners' figure from the pairs
they met, the other places from the silver table the TD fills in (window, command line, workbook),
exact ties shared (PP5), and in words where the table for the field size is missing."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
from openpyxl import Workbook
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from builders import championship, roster
from tddesk.cli import main
from tddesk.i18n import translate
from tddesk.rules.pairs_masterpoints import _NO_TABLE, _WINNERS
from tddesk.services.files import open_championship
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_masterpoints import heat_silver_points, set_silver_table, silver_table
from tddesk.services.pairs_results import enter_pairs_result


def four_pair_final(tournament) -> str:
    """A final of four pairs, three rounds of one board, everyone meets everyone:
    round 1, board 1 (none vul.): 1–2 4S by N 10 tricks = NS 420; 3–4 3NT by N 9 tricks = NS 400.
    round 2, board 2 (NS vul.): 1–3 3NT by N 9 tricks = NS 600; 4–2 3NT by N 8 tricks = NS −100.
    round 3, board 3 (EW vul.): 1–4 and 2–3 both 3NT by N 9 tricks = NS 400."""
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 4, 54).value
    final = add_pairs_heat(tournament, event, "Final Linköping", "final").value
    for number in range(1, 5):
        first, second = roster(594000 + 2 * number, 2)
        enter_heat(tournament, final, register_pair(tournament, event, first, second).value, number)
    add_session(tournament, final, "barometer", boards_per_round=1)
    for board, ns, ew, contract, tricks in (
        (1, 1, 2, "4S", 10),
        (1, 3, 4, "3NT", 9),
        (2, 1, 3, "3NT", 9),
        (2, 4, 2, "3NT", 8),
        (3, 1, 4, "3NT", 9),
        (3, 2, 3, "3NT", 9),
    ):
        enter_pairs_result(tournament, final, 1, board, ns, ew, contract, "N", tricks, round_number=board)
    return final


# By hand (top 2 on each board): board 1: 420 > 400 → pair 1 2, pair 2 0, pair 3 0, pair 4 2;
# board 2: 600 > −100 → pair 1 2, pair 3 0, pair 4 0, pair 2 2; board 3: 400 = 400 → 1 each.
# Pair 1: 5 of 6 = 83.3 %; pairs 2 and 4: 3 of 6 = 50 % exactly; pair 3: 1 of 6 = 16.7 %.
# M6: pair 1 met all 3 others: 3 + ½ × 0 + 1 = 4 silver points per player.


@pytest.fixture
def final_file(tmp_path):
    path = tmp_path / "dm.tddesk"
    tournament = championship(path)
    try:
        final = four_pair_final(tournament)
    finally:
        tournament.close()
    return path, final


def listed(path, final) -> list:
    tournament = open_championship(path, backup=False)
    try:
        view = heat_silver_points(tournament, final)
    finally:
        tournament.close()
    return view


def test_without_the_table_only_the_winners_figure_and_the_words_M6(final_file):
    path, final = final_file
    view = listed(path, final)
    # PP2 separates pairs 2 and 4 for places 2 and 3; their scores stay exactly equal (PP5)
    assert [(row.place, row.points_text) for row in view.rows] == [(1, "4"), (2, "—"), (3, "—"), (4, "—")]
    missing = translate("Rules", _NO_TABLE).format(pairs=4)
    winners = translate("Rules", _WINNERS).format(met=3, not_met=0, points=4)
    assert view.findings == (f"M6: {winners}", f"M6: {missing}")


def test_the_tds_table_gives_the_places_and_equal_scores_share_M6_PP5(final_file):
    path, final = final_file
    tournament = open_championship(path, backup=False)
    try:
        # the TD's row for 4 pairs (made up for the test): places 2, 3, 4 → 3, 2, 1
        change = set_silver_table(tournament, {4: [Decimal(3), Decimal(2), Decimal(1)]})
        view = heat_silver_points(tournament, final)
        # pairs 2 and 4 are exactly equal at 50 %: they share places 2 and 3, (3 + 2) / 2 = 2.5 each
        assert [row.points_text for row in view.rows] == ["4", "2.50", "2.50", "1"]
        assert len(view.findings) == 1  # the winners' figure alone: the table has the row
        tournament.undo(change.audit_id)
        assert silver_table(tournament) == {}
    finally:
        tournament.close()


def test_the_table_from_a_workbook_and_the_list_from_the_command_line_M6(final_file, tmp_path, capsys):
    path, final = final_file
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["Par", 2, 3, 4])
    sheet.append([4, 3, 2, 1])
    sheet.append([22, 15, 13, 11])
    workbook.save(tmp_path / "tabell-d.xlsx")
    assert main(["--lang", "en", "silver-table", str(path), "--import", str(tmp_path / "tabell-d.xlsx")]) == 0
    assert capsys.readouterr().out.splitlines() == ["4: 3, 2, 1", "22: 15, 13, 11"]
    assert main(["--lang", "en", "pairs-silver", str(path), "--heat", final, "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert [row["points"] for row in document["rows"]] == ["4", "2.50", "2.50", "1"]
    # a wrong cell is named and nothing is written
    sheet.append(["tjugo", 1])
    workbook.save(tmp_path / "bad.xlsx")
    assert main(["--lang", "en", "silver-table", str(path), "--import", str(tmp_path / "bad.xlsx")]) == 2
    assert "A4" in capsys.readouterr().err


def test_the_silver_table_editor_in_the_window_M6(final_file, qtbot, qapp):
    from tddesk.ui.dialogs.pairs.silver_table_dialog import SilverTableDialog
    from tddesk.ui.session import UiSession

    path, final = final_file
    session = UiSession(open_championship(path, backup=False), QUndoStack())
    try:
        dialog = SilverTableDialog(session)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(dialog.isVisible)
        dialog.pairs_spin.setValue(4)
        dialog.points_edit.setText("3; 2; 1")
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        assert silver_table(session.tournament) == {4: (Decimal(3), Decimal(2), Decimal(1))}
        assert [row.points_text for row in heat_silver_points(session.tournament, final).rows][1] == "2.50"
        dialog.points_edit.setText("3; x")
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        assert dialog.message.text() and silver_table(session.tournament)[4] == (Decimal(3), Decimal(2), Decimal(1))
        session.undo_stack.undo()
        assert silver_table(session.tournament) == {}
    finally:
        session.close()


def test_the_heats_page_shows_the_silver_points_and_says_what_is_missing_M6(final_file, qtbot, qapp):
    from tddesk.ui.session import UiSession
    from tddesk.ui.views.pairs_heat_view import PairsHeatView

    path, final = final_file
    session = UiSession(open_championship(path, backup=False), QUndoStack())
    try:
        page = PairsHeatView(session, final)
        qtbot.addWidget(page)
        page.show()
        qtbot.waitUntil(page.isVisible)
        column = [page.model.headerData(index, Qt.Orientation.Horizontal) for index in range(page.model.columnCount())]
        silver = column.index(page.tr("Silver points (M6)"))
        cells = [page.model.index(row, silver).data() for row in range(page.model.rowCount())]
        assert cells == ["4", "—", "—", "—"]  # the winners' figure only: no table for 4 pairs yet
        assert translate("Rules", _NO_TABLE).format(pairs=4) in page.notes.text()
        session.perform("Silver table", set_silver_table, {4: [Decimal(3), Decimal(2), Decimal(1)]})
        cells = [page.model.index(row, silver).data() for row in range(page.model.rowCount())]
        assert cells == ["4", "2,50", "2,50", "1"]  # Swedish: a decimal comma
    finally:
        session.close()
