"""The acceptance test of "From heats to the final": the TD goes from the allocation view (A1, A2)
through the answers (A4) and the order of choosing (A3) to the semifinals created in the dialog
(A5, A7), and prints the venue's timetable, read back from the PDF — all in Swedish, all undoable.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from builders import championship
from reports.printing import pdf_pages, row_pattern
from services.advancement_files import add_heats
from tddesk.services.stages import stage_views
from tddesk.ui.dialogs.stages.create_semifinals import CreateSemifinalsDialog
from tddesk.ui.session import UiSession
from tddesk.ui.views.allocation_view import AllocationView
from tddesk.ui.views.central_day_panels import ENDED, STARTED
from tddesk.ui.views.central_day_view import CentralDayView


@pytest.fixture
def session(tmp_path):
    """22 teams in four heats (6, 6, 5, 5): A2 gives four semifinals, 16 places, A1 4-4-4-4."""
    tournament = championship(tmp_path / "dm.tddesk")
    add_heats(tournament, (6, 6, 5, 5))
    opened = UiSession(tournament, QUndoStack())
    yield opened
    opened.close()


def column(table, number: int) -> list[str]:
    model = table.model()
    return [model.index(row, number).data() for row in range(model.rowCount())]


def selected_team(view: AllocationView) -> str:
    return view.offers_table.currentIndex().siblingAtColumn(0).data()


def test_from_the_allocation_to_the_printed_timetable_A1_A4_A3_A5_A7(qtbot, session, tmp_path):
    view = AllocationView(session)
    qtbot.addWidget(view)
    view.show()
    # A1, A2: the heats with quotient, whole part, decimals, places and reasons; places from A2
    assert column(view.heats_table, 5) == ["4", "4", "4", "4"]
    assert column(view.heats_table, 2) == ["4,364", "4,364", "3,636", "3,636"]  # a Swedish UI: decimal comma
    assert column(view.heats_table, 6)[2] == "3 × heltalsdelen av jämförelsetalet 3,636; största decimaler (0,636)"
    assert not view.places_spin.isEnabled() and view.places_spin.value() == 16
    assert view.next_label.text() == "Fråga härnäst: Linköping 1 (Kvalheat Linköping)"

    # A4: the TD records the answers in turn; Linköping 2 declines and Linköping 5 is asked instead
    for _ in range(17):
        declining = selected_team(view) == "Linköping 2"
        qtbot.mouseClick(view.decline_button if declining else view.accept_button, Qt.MouseButton.LeftButton)
        if declining:
            assert view.next_label.text() == "Fråga härnäst: Linköping 5 (Kvalheat Linköping)"
            assert view.explanation_label.text().startswith("A4:")
            assert selected_team(view) == "Linköping 5"
    assert view.next_label.text() == "Alla semifinalplatser är besatta."
    assert "Linköping 2" not in column(view.choice_table, 1) and "Linköping 5" in column(view.choice_table, 1)
    # A3: the heat winners first, the heats with the larger quotient before the others
    assert column(view.choice_table, 1)[:5] == ["Linköping 1", "Norrköping 1", "Motala 1", "Nyköping 1", "Norrköping 2"]
    undo_after_answers = session.undo_stack.index()

    # A5, A7: the dialog spreads the teams in choice order; a 16-minute shift is refused in words
    qtbot.mouseClick(view.create_button, Qt.MouseButton.LeftButton)
    dialog = view.findChild(CreateSemifinalsDialog)
    assert dialog is not None and dialog.count_spin.value() == 4 and dialog.teams.rowCount() == 16
    for row, (venue, offset) in enumerate((("Linköping", 0), ("Norrköping", 10), ("Motala", -5), ("Nyköping", 16))):
        dialog.set_venue(row, venue, offset)
    assert dialog.venues.item(1, 2).text() == "A7: inom 15 minuter"
    refusal = dialog.venues.item(3, 2).text()
    assert refusal.startswith("A7:") and "15" in refusal and "16" in refusal
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and dialog.error_label.text() == refusal
    dialog.offset_spin(3).setValue(15)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible() and dialog.created == ("semifinal-1", "semifinal-2", "semifinal-3", "semifinal-4")
    semifinals = [stage for stage in stage_views(session.tournament) if stage.form.kind == "semifinal"]
    assert [stage.form.name for stage in semifinals][1] == "Semifinal 2 – Norrköping"
    assert [len(stage.team_ids) for stage in semifinals] == [4, 4, 4, 4]
    assert semifinals[1].team_ids[0] == dialog.choices[1].team_id  # the second to choose, in semifinal 2

    # the semifinal day at Norrköping: its timetable is shifted by 10 minutes (A7)
    day = CentralDayView(session, "semifinal-2")
    qtbot.addWidget(day)
    day.show()
    assert [day.timetable.model().index(0, number).data() for number in (0, 1, 3, 4)] == ["1", "1", "10:10", "11:25"]
    # a table that ends 7 minutes after 11.25 opens the slow-play dialog with 7 minutes (P2)
    opened = []
    day.slow_play_opener = lambda match_id, minutes: opened.append((match_id, minutes))
    times = day.table_times
    row = times.keys.index((times.keys[0][0], 1, 2))
    model = times.model()
    model.setData(model.index(row, STARTED), "10:10")
    qtbot.waitUntil(lambda: model.index(row, STARTED).data() == "10:10")
    model.setData(model.index(row, ENDED), "11:32")
    qtbot.waitUntil(lambda: opened == [(times.keys[0][0], 7)])
    qtbot.waitUntil(lambda: model.index(row, 7).data() == "7")

    # the printed timetable, read back
    path = tmp_path / "tidsschema.pdf"
    shown = []
    day.ask_pdf_path = lambda parent, suggested: path
    day.show_pdf = shown.append
    qtbot.mouseClick(day.print_button, Qt.MouseButton.LeftButton)
    assert shown == [path]
    text = "\n".join(pdf_pages(path))
    assert "Tidsschema" in text and "Semifinal 2 – Norrköping" in text
    assert re.search(row_pattern("1", "1", "10:10", "11:25"), text)
    assert re.search(row_pattern("12:50", "13:50", "Lunch"), text)
    assert re.search(row_pattern("3", "1", "16:40", "17:55"), text)
    assert "Bordsavgifter (F2): 200 kr per lag och rond" in text
    assert "Juryrepresentanter" in text

    # everything is undoable: back to the answers, the semifinals are gone
    while session.undo_stack.index() > undo_after_answers:
        session.undo_stack.undo()
    assert [stage for stage in stage_views(session.tournament) if stage.form.kind == "semifinal"] == []
    assert view.next_label.text() == "Alla semifinalplatser är besatta."
    session.undo_stack.undo()
    assert view.next_label.text().startswith("Fråga härnäst: ")


def test_the_allocation_sheet_prints_the_heats_and_the_order_of_choosing_A1_A3(qtbot, session, tmp_path):
    view = AllocationView(session)
    qtbot.addWidget(view)
    for _ in range(3):
        qtbot.mouseClick(view.accept_button, Qt.MouseButton.LeftButton)
    shown = []
    view.show_pdf = shown.append
    path = view.print_allocation(tmp_path / "fordelning.pdf")
    assert shown == [path]
    text = "\n".join(pdf_pages(path))
    assert re.search(row_pattern("Kvalheat Motala", "5", "3.636", "3", "0.636", "4"), text)
    assert "22 lag i 4 kvalheat" in text
    assert re.search(row_pattern("1", "Linköping 1", "Kvalheat Linköping", "1"), text)


def test_places_are_given_by_the_td_when_a2_leaves_it_to_the_committee_A2(qtbot, tmp_path):
    tournament = championship(tmp_path / "small.tddesk")
    add_heats(tournament, (6, 5, 5))
    session = UiSession(tournament, QUndoStack())
    view = AllocationView(session)
    qtbot.addWidget(view)
    assert view.places_spin.isEnabled()
    view.places_spin.setValue(10)
    assert column(view.heats_table, 5) == ["4", "3", "3"]
    assert view.next_label.text() == "Fråga härnäst: Linköping 1 (Kvalheat Linköping)"
    qtbot.mouseClick(view.accept_button, Qt.MouseButton.LeftButton)
    assert column(view.offers_table, 3)[0] == "tackar ja"
    session.close()


def test_from_the_semifinals_to_the_a_final_and_its_venue_order_A6_A8(qtbot, tmp_path):
    from services.advancement_files import semifinals_played
    from tddesk.services.finals import semifinal_qualifiers
    from tddesk.ui.dialogs.stages.create_final import CreateFinalDialog

    tournament = championship(tmp_path / "finals.tddesk")
    stage_ids, _groups = semifinals_played(tournament, 5)
    session = UiSession(tournament, QUndoStack())
    day = CentralDayView(session, stage_ids[0])
    qtbot.addWidget(day)
    assert column(day.finals_table, 0) == [team.name for team in semifinal_qualifiers(tournament).teams]
    assert day.finals_table.model().index(0, 3).data() == "A6: placering 1 i Semifinal 1 – Linköping"
    # a table that ended late: the real slow-play dialog opens with the minutes filled in (P2)
    match_id = day.table_times.keys[0][0]
    ruling = day.open_slow_play(match_id, 7)
    assert ruling.tables[0].minutes_spin.value() == 7 and ruling.match_combo.current().id == match_id
    ruling.reject()

    qtbot.mouseClick(day.a_final_button, Qt.MouseButton.LeftButton)
    dialog = day.findChild(CreateFinalDialog)
    assert len(dialog.chosen_teams()) == 10
    assert dialog.format_label.text() == (
        "A8: 10 lag, 9 ronder med 20 brickor i två halvlekar; dagar: 2017-02-11, 2017-03-04, 2017-03-05."
    )
    dialog.venue_edit.setText("Linköping")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.created == "a-final"
    final = CentralDayView(session, "a-final")
    qtbot.addWidget(final)
    assert final.timetable.model().rowCount() == 9 * 2 + 3  # two halves a round, lunch on each of the three days
    assert column(final.finals_table, 1) == sorted(column(final.finals_table, 1))  # no results: by name
    assert final.a_final_button.isHidden() and not final.plaques_button.isHidden()
    final.show_pdf = lambda path: None
    path = final.print_plaques(tmp_path / "plaketter.pdf")
    assert path is not None and path.stat().st_size > 0

    qtbot.mouseClick(day.b_final_button, Qt.MouseButton.LeftButton)
    b_dialog = next(child for child in day.findChildren(CreateFinalDialog) if child.kind == "b_final")
    assert len(b_dialog.chosen_teams()) == 10
    assert b_dialog.format_label.text() == "A9: 10 lag: 9 matcher med 6 brickor, utan halvtidsbyte."
    session.close()


def test_the_places_typed_are_kept_in_the_file_and_undone_A2(qtbot, tmp_path):
    from tddesk.services.advancement import stored_semifinal_places
    from tddesk.services.files import open_championship

    tournament = championship(tmp_path / "small.tddesk")
    add_heats(tournament, (6, 5, 5))
    session = UiSession(tournament, QUndoStack())
    view = AllocationView(session)
    qtbot.addWidget(view)
    assert view.places_spin.value() == 4 and stored_semifinal_places(tournament) is None  # a suggestion
    view.places_spin.setValue(10)
    assert stored_semifinal_places(tournament) == 10 and session.undo_stack.count() == 1
    assert column(view.heats_table, 5) == ["4", "3", "3"]
    view.places_spin.setValue(2)  # fewer places than heats: refused in words, 10 is kept
    assert view.message_label.text().endswith("ange minst 3.") and view.places_spin.value() == 10
    assert stored_semifinal_places(tournament) == 10 and session.undo_stack.count() == 1
    session.undo_stack.undo()
    assert stored_semifinal_places(tournament) is None and view.places_spin.value() == 4
    session.undo_stack.redo()
    assert view.places_spin.value() == 10
    session.close()
    reopened = UiSession(open_championship(tmp_path / "small.tddesk"), QUndoStack())
    again = AllocationView(reopened)
    qtbot.addWidget(again)
    assert again.places_spin.value() == 10 and column(again.heats_table, 5) == ["4", "3", "3"]
    reopened.close()


def test_the_first_answer_keeps_the_suggested_places_A2_A4(qtbot, tmp_path):
    from tddesk.services.advancement import stored_semifinal_places

    tournament = championship(tmp_path / "small.tddesk")
    add_heats(tournament, (6, 5, 5))
    session = UiSession(tournament, QUndoStack())
    view = AllocationView(session)
    qtbot.addWidget(view)
    assert view.answer(True)
    assert stored_semifinal_places(tournament) == 4 and column(view.offers_table, 3)[0] == "tackar ja"
    session.close()
