"""A heat evening through the real round grid (VP1, H5, H8): typed IMPs, VP at once, live standings."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

import builders
from builders import championship
from tddesk.services.files import open_championship
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.ui.session import UiSession
from tddesk.ui.views.round_entry import RoundEntryView
from tddesk.ui.views.round_entry_model import RoundEntryModel
from tddesk.ui.views.standings_model import RANK, TEAM, VP
from tddesk.ui.views.standings_view import StandingsView

TEAM_NAMES = ("Ek", "Holm", "Sund", "Berg", "Lind")


def build_heat(tmp_path, names=TEAM_NAMES, boards=16, halves=1):
    tournament = championship(tmp_path / "dm.tddesk")
    return tournament, builders.heat(tournament, names, boards=boards, halves=halves)


@pytest.fixture
def heat(five_team_heat, qapp):
    path, stage = five_team_heat  # build_heat(tmp_path), built once per run
    tournament = open_championship(path, backup=False)
    stack = QUndoStack()
    session = UiSession(tournament, stack)
    yield session, stage
    session.close()


@pytest.fixture
def entry(heat, qtbot):
    session, stage = heat
    view = RoundEntryView(session, stage, 1)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitUntil(view.isVisible)
    view.confirm = lambda question: pytest.fail(f"unexpected question: {question}")
    return view


@pytest.fixture
def standings_view(heat, qtbot):
    session, stage = heat
    view = StandingsView(session, stage)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(view.isVisible)
    return view


def editor_of(view):
    editor = view.table.indexWidget(view.table.currentIndex())
    assert editor is not None, "no IMP editor is open"
    return editor


def type_cell(qtbot, view, text: str, key=Qt.Key.Key_Tab) -> None:
    """Type into the open IMP editor as a TD does, then press ``key`` (None: keep typing)."""
    editor = editor_of(view)
    qtbot.keyClicks(editor, text)
    if key is not None:
        qtbot.keyClick(editor, key)
    QApplication.processEvents()  # the save runs once the editor has moved on


def shown(view, row: int, column: int) -> str:
    return view.model.index(row, column).data()


def vp_shown(view, row: int) -> tuple[str, str]:
    return tuple(shown(view, row, column) for column in view.model.vp_columns)


def standings_shown(view) -> list[tuple[str, str, str]]:
    model = view.model
    return [
        tuple(model.index(row, model.column_of(kind)).data() for kind in (RANK, TEAM, VP))
        for row in range(model.rowCount())
    ]


def test_a_whole_round_typed_in_the_grid_moves_the_standings_VP1_H8(entry, standings_view, heat, qtbot):
    session, stage = heat
    matches = entry.model.entry.matches
    assert [m.state for m in matches] == ["not_started", "not_started"]
    before = standings_shown(standings_view)
    entry.start_entry()
    assert entry.table.currentIndex() == entry.model.index(0, entry.model.imp_column(1, 0))

    type_cell(qtbot, entry, "31")  # Tab: home → away
    assert entry.table.currentIndex().column() == entry.model.imp_column(1, 1)
    type_cell(qtbot, entry, "18", key=Qt.Key.Key_Return)  # Enter moves on like Tab: next match
    assert entry.table.currentIndex() == entry.model.index(1, entry.model.imp_column(1, 0))
    type_cell(qtbot, entry, "12")
    type_cell(qtbot, entry, "40")

    saved = round_entry(session.tournament, stage, 1).matches
    assert [(m.halves[0], m.home_vp, m.away_vp) for m in saved] == [
        ((31, 18), Decimal("13.52"), Decimal("6.48")),
        ((12, 40), Decimal("3.58"), Decimal("16.42")),
    ]
    assert vp_shown(entry, 0) == ("13,52", "6,48") and vp_shown(entry, 1) == ("3,58", "16,42")
    # A heat's first evening: no team has a line-up to suggest yet, and the grid says so (H5).
    assert shown(entry, 0, entry.model.state_column).startswith("Klar; ingen uppställning: ")
    tooltip = entry.model.index(0, entry.model.state_column).data(Qt.ItemDataRole.ToolTipRole)
    assert matches[0].home_name in tooltip and matches[0].away_name in tooltip  # named in full on hover
    assert shown(entry, 0, entry.model.total_column) == "31–18"
    assert session.undo_stack.count() == 2

    after = standings_shown(standings_view)
    assert after != before
    winners = {matches[0].home_name: "13,52", matches[1].away_name: "16,42"}
    bye = round_entry(session.tournament, stage, 1).bye_name
    assert after[0] == ("1", matches[1].away_name, "16,42")
    assert after[1] == ("2", matches[0].home_name, "13,52")
    assert after[2] == ("3", bye, "12,00")  # H7: the bye's VP
    assert {name: vp for _, name, vp in after if name in winners} == winners


def test_opening_the_round_puts_the_cursor_in_the_first_cell_still_waiting(entry, heat, qtbot):
    session, _stage = heat
    enter_half(session.tournament, entry.model.match_row(0).id, 1, 31, 18)
    entry.refresh()
    entry.table.setCurrentIndex(QModelIndex())  # as when the view is first shown from the tree
    entry.table.clearFocus()
    entry.start_entry()
    waiting = entry.model.index(1, entry.model.imp_column(1, 0))
    assert entry.table.currentIndex() == waiting and entry.table.indexWidget(waiting) is not None
    entry.start_entry()  # again while typing there: nothing changes
    assert entry.table.indexWidget(waiting) is not None


def test_coming_into_the_grid_lands_where_the_round_waits(heat, qtbot):
    session, stage = heat
    enter_half(session.tournament, round_entry(session.tournament, stage, 1).matches[0].id, 1, 31, 18)
    view = RoundEntryView(session, stage, 1)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(view.isVisible)
    waiting = view.model.index(1, view.model.imp_column(1, 0))
    qtbot.waitUntil(lambda: view.table.currentIndex() == waiting)  # the grid takes the focus once active
    assert view.table.indexWidget(waiting) is not None


def test_vp_appear_while_typing_before_anything_is_saved_VP1(entry, heat, qtbot):
    session, stage = heat
    entry.start_entry()
    type_cell(qtbot, entry, "31")
    assert vp_shown(entry, 0) == ("", "")  # the away IMPs are not typed yet
    editor = editor_of(entry)
    seen = []
    for key in "18":
        qtbot.keyClicks(editor, key)
        seen.append(vp_shown(entry, 0))
    assert seen == [("16,73", "3,27"), ("13,52", "6,48")]  # 31-1 then 31-18 on 16 boards
    assert shown(entry, 0, entry.model.total_column) == "31–18"
    assert round_entry(session.tournament, stage, 1).matches[0].state == "not_started"
    assert session.undo_stack.count() == 0


@pytest.mark.parametrize("bad", ["-3", "x", "abc", "1.5"])
def test_bad_imps_are_explained_beside_the_grid_and_nothing_is_saved(entry, heat, qtbot, bad):
    session, stage = heat
    entry.start_entry()
    type_cell(qtbot, entry, bad)
    assert "heltal" in entry.message_label.text() and bad in entry.message_label.text()
    assert entry.table.currentIndex().column() == entry.model.imp_column(1, 0)  # Tab did not leave the cell
    qtbot.keyClick(editor_of(entry), Qt.Key.Key_Return)
    QApplication.processEvents()
    assert entry.table.currentIndex().column() == entry.model.imp_column(1, 0)
    assert round_entry(session.tournament, stage, 1).matches[0].state == "not_started"
    assert session.undo_stack.count() == 0
    editor = editor_of(entry)
    editor.selectAll()
    type_cell(qtbot, entry, "31")
    assert entry.message_label.text() == ""


def test_a_margin_above_twice_the_blitz_is_saved_only_when_the_td_says_yes(entry, heat, qtbot):
    session, stage = heat
    questions = []
    answers = iter([False, True])
    entry.confirm = lambda question: questions.append(question) or next(answers)
    entry.start_entry()
    type_cell(qtbot, entry, "130")
    type_cell(qtbot, entry, "0")
    assert len(questions) == 1 and "130" in questions[0]
    assert round_entry(session.tournament, stage, 1).matches[0].state == "not_started"
    assert "Ej sparat" in entry.message_label.text()
    assert session.undo_stack.count() == 0
    # No: the refused entry does not stay on screen (the half shows what is saved: nothing)
    assert shown(entry, 0, entry.model.imp_column(1, 0)) == "" and vp_shown(entry, 0) == ("", "")

    entry.table.setCurrentIndex(entry.model.index(0, entry.model.imp_column(1, 0)))
    type_cell(qtbot, entry, "130")
    type_cell(qtbot, entry, "1")  # 130-1: asked again, and this time yes
    assert len(questions) == 2
    saved = round_entry(session.tournament, stage, 1).matches[0]
    assert saved.halves[0] == (130, 1) and saved.home_vp == Decimal("20.00")
    assert vp_shown(entry, 0) == ("20,00", "0,00")


def test_escape_reverts_what_was_typed_in_the_row(entry, heat, qtbot):
    session, stage = heat
    entry.start_entry()
    type_cell(qtbot, entry, "31")
    type_cell(qtbot, entry, "18", key=None)
    assert vp_shown(entry, 0) == ("13,52", "6,48")
    qtbot.keyClick(editor_of(entry), Qt.Key.Key_Escape)
    QApplication.processEvents()
    column = entry.model.imp_column
    assert (shown(entry, 0, column(1, 0)), shown(entry, 0, column(1, 1))) == ("", "")
    assert vp_shown(entry, 0) == ("", "")
    assert round_entry(session.tournament, stage, 1).matches[0].state == "not_started"
    assert not entry.model.has_drafts()


def test_escape_on_a_saved_result_brings_the_saved_imps_back(entry, heat, qtbot):
    session, _stage = heat
    entry.start_entry()
    type_cell(qtbot, entry, "31")
    type_cell(qtbot, entry, "18")
    entry.table.setCurrentIndex(entry.model.index(0, entry.model.imp_column(1, 0)))
    editor_of(entry).selectAll()
    type_cell(qtbot, entry, "5", key=None)
    assert vp_shown(entry, 0) == ("6,48", "13,52")
    qtbot.keyClick(editor_of(entry), Qt.Key.Key_Escape)
    assert vp_shown(entry, 0) == ("13,52", "6,48")
    assert shown(entry, 0, entry.model.imp_column(1, 0)) == "31"
    assert session.undo_stack.count() == 1


def test_undo_and_redo_restore_the_grid_and_the_standings(entry, standings_view, heat, qtbot):
    session, _stage = heat
    empty = standings_shown(standings_view)
    entry.start_entry()
    for imps in ("31", "18", "12", "40"):
        type_cell(qtbot, entry, imps)
    full = standings_shown(standings_view)
    session.undo_stack.undo()
    assert shown(entry, 1, entry.model.imp_column(1, 0)) == "" and vp_shown(entry, 1) == ("", "")
    assert shown(entry, 1, entry.model.state_column) == "Ej påbörjad"
    assert vp_shown(entry, 0) == ("13,52", "6,48")
    session.undo_stack.undo()
    assert vp_shown(entry, 0) == ("", "")
    assert standings_shown(standings_view) == empty
    session.undo_stack.redo()
    session.undo_stack.redo()
    assert standings_shown(standings_view) == full
    assert vp_shown(entry, 1) == ("3,58", "16,42")


def test_correcting_one_side_of_a_saved_half_saves_the_pair_again(entry, heat, qtbot):
    session, stage = heat
    entry.start_entry()
    type_cell(qtbot, entry, "31")
    type_cell(qtbot, entry, "18")
    entry.table.setCurrentIndex(entry.model.index(0, entry.model.imp_column(1, 1)))
    editor_of(entry).selectAll()
    type_cell(qtbot, entry, "31")
    assert round_entry(session.tournament, stage, 1).matches[0].halves[0] == (31, 31)
    assert vp_shown(entry, 0) == ("10,00", "10,00") and session.undo_stack.count() == 2


def test_delete_offers_to_remove_a_saved_half_and_undo_brings_it_back(entry, heat, qtbot):
    session, stage = heat
    enter_half(session.tournament, entry.model.match_row(0).id, 1, 31, 18)
    entry.refresh()
    questions = []
    entry.confirm = lambda question: questions.append(question) or True
    cell = entry.model.index(0, entry.model.imp_column(1, 0))
    entry.table.setCurrentIndex(cell)
    if entry.table.indexWidget(cell) is not None:
        qtbot.keyClick(entry.table.indexWidget(cell), Qt.Key.Key_Escape)  # leave the editor, keep the cell
    assert entry.table.indexWidget(cell) is None and entry.table.currentIndex() == cell
    qtbot.keyClick(entry.table, Qt.Key.Key_Delete)
    assert len(questions) == 1 and "31–18" in questions[0]
    assert round_entry(session.tournament, stage, 1).matches[0].state == "not_started"
    assert vp_shown(entry, 0) == ("", "")
    session.undo_stack.undo()
    assert vp_shown(entry, 0) == ("13,52", "6,48")


def test_erasing_saved_imps_removes_the_half_only_when_the_td_agrees(entry, heat, qtbot):
    session, stage = heat
    entry.start_entry()
    type_cell(qtbot, entry, "31")
    type_cell(qtbot, entry, "18")
    answers = iter([False, True])
    entry.confirm = lambda question: next(answers)
    for attempt in range(2):
        entry.table.setCurrentIndex(entry.model.index(0, entry.model.imp_column(1, 1)))
        editor_of(entry).selectAll()
        qtbot.keyClick(editor_of(entry), Qt.Key.Key_Backspace)
        qtbot.keyClick(editor_of(entry), Qt.Key.Key_Tab)
        QApplication.processEvents()
        if attempt == 0:  # no: the saved IMPs stay
            assert round_entry(session.tournament, stage, 1).matches[0].halves[0] == (31, 18)
            assert shown(entry, 0, entry.model.imp_column(1, 1)) == "18"
    assert round_entry(session.tournament, stage, 1).matches[0].state == "not_started"
    assert shown(entry, 0, entry.model.imp_column(1, 0)) == ""


def test_a_two_half_match_goes_half_by_half_and_shows_its_state(tmp_path, qtbot):
    tournament, stage = build_heat(tmp_path, names=TEAM_NAMES[:4], boards=24, halves=2)
    session = UiSession(tournament, QUndoStack())
    view = RoundEntryView(session, stage, 1)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(view.isVisible)
    view.start_entry()
    for imps in ("20", "10", "15", "15"):  # half 1 of both matches, one after the other
        type_cell(qtbot, view, imps)
    assert view.table.currentIndex() == view.model.index(0, view.model.imp_column(2, 0))
    assert [shown(view, row, view.model.state_column).split(";")[0] for row in (0, 1)] == ["Efter halvlek 1"] * 2
    type_cell(qtbot, view, "5")
    type_cell(qtbot, view, "25")
    assert shown(view, 0, view.model.state_column).split(";")[0] == "Klar"
    assert shown(view, 0, view.model.total_column) == "25–35"
    assert round_entry(tournament, stage, 1).matches[0].halves == ((20, 10), (5, 25))
    session.close()


def test_round_entry_model_passes_the_model_tester(heat, qtmodeltester):
    session, stage = heat
    first = round_entry(session.tournament, stage, 1).matches[0]
    enter_half(session.tournament, first.id, 1, 31, 18)
    model = RoundEntryModel(session, stage, 1)
    qtmodeltester.check(model, force_py=True)
    model.setData(model.index(1, model.imp_column(1, 0)), "7")
    qtmodeltester.check(model, force_py=True)


def painted_italic(view, index) -> bool:
    """Whether the grid's delegate paints ``index`` in italics, as it paints the cells one after another."""
    option = QStyleOptionViewItem()
    view.table.itemDelegate().initStyleOption(option, index)
    return option.font.italic()


def test_a_draft_in_italics_does_not_make_the_next_cell_painted_italic_VP1(entry, qtbot):
    """The delegate reuses what it asks the model for from cell to cell: a cell without a font of
    its own is painted upright even right after a typed, unsaved (italic) one."""
    column = entry.model.imp_column(1, 0)
    draft, saved = entry.model.index(0, column), entry.model.index(1, column)
    assert entry.model.setData(draft, "12")  # home IMPs typed, away not yet: a draft
    assert painted_italic(entry, draft)
    assert not painted_italic(entry, saved)
    assert not painted_italic(entry, entry.model.index(1, 0))
