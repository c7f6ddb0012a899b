"""S2 in the seeds view: the TD types a team's seed into the table, it is saved in the file at once
and undone with Ctrl+Z; a seed that is no number, or out of range, is refused in Swedish and
nothing changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from tddesk.demo.sm import FINAL_STAGE, build_sm_demo
from tddesk.services.files import open_championship
from tddesk.services.schedule import clear_schedule
from tddesk.services.sm_entries import entry_seeds
from tddesk.ui.session import UiSession
from tddesk.ui.views.seeds_view import GROUP, SEED, TEAM, SeedsView


@pytest.fixture
def sm_file(tmp_path):
    path = tmp_path / "sm.tddesk"
    build_sm_demo(path).close()
    return path


@pytest.fixture
def session(sm_file):
    opened = UiSession(open_championship(sm_file), QUndoStack())
    opened.perform("clear", clear_schedule, FINAL_STAGE)  # seeds change before the schedule
    yield opened
    opened.close()


@pytest.fixture
def view(session, qtbot):
    shown = SeedsView(session, FINAL_STAGE)
    qtbot.addWidget(shown)
    shown.resize(700, 500)
    shown.show()
    qtbot.waitUntil(shown.isVisible)
    return shown


def type_seed(view, qtbot, line: int, text: str) -> None:
    """The TD goes to the line's seed cell, types over it and presses Enter."""
    cell = view.model.index(line, SEED)
    view.table.setFocus()
    view.table.setCurrentIndex(cell)
    qtbot.keyClick(view.table, Qt.Key.Key_F2)
    editor = view.table.indexWidget(cell)
    assert editor is not None
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.table.indexWidget(cell) is None)  # Qt commits the editor queued,
    qtbot.wait(20)  # the view hands it on after that


def saved_seeds(path) -> dict[str, int | None]:
    reopened = open_championship(path, read_only=True, backup=False)
    try:
        return entry_seeds(reopened, FINAL_STAGE)
    finally:
        reopened.close()


def test_a_typed_seed_is_saved_reorders_the_groups_and_is_undone_S2(view, session, sm_file, qtbot):
    assert [view.model.index(line, GROUP).data() for line in range(10)] == list("ABBBCCCDDD")
    assert view.model.index(0, SEED).data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    tenth, name = view.model.row(9).team_id, view.model.row(9).name
    type_seed(view, qtbot, 9, "1")  # the TD makes the tenth seed the favourite
    assert view.model.row(0).team_id == tenth and view.model.index(0, GROUP).data() == "A"
    assert saved_seeds(sm_file)[tenth] == 1
    assert session.undo_stack.undoText() == f"Seedning 1: {name}"
    session.undo_stack.undo()
    assert view.model.row(9).team_id == tenth and saved_seeds(sm_file)[tenth] == 10


def test_a_seed_that_is_no_number_or_out_of_range_is_refused_in_swedish_S2(view, session, sm_file, qtbot):
    before = saved_seeds(sm_file)
    names = [view.model.index(line, TEAM).data() for line in range(10)]
    type_seed(view, qtbot, 2, "x")
    assert view.message_label.text() == "En seedning är ett heltal, eller tom för ingen."
    type_seed(view, qtbot, 2, "11")
    assert view.message_label.text() == "En seedning är från 1 till 10 (antalet lag)."
    assert view.model.index(2, SEED).data() == "3"  # the cell shows the file's seed
    assert [view.model.index(line, TEAM).data() for line in range(10)] == names
    assert saved_seeds(sm_file) == before
    assert session.undo_stack.count() == 1  # only the clearing of the schedule
