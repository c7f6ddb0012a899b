"""Cold start (docs/architecture.md, "Cold start"): the window paints the file's tree before SQLAlchemy and the
tables load, and the TD's first entry right after start is taken and saved (H5), not lost or
refused while the ORM loads behind it.

Each test starts a new Python, as a TD starts the program: in the test process SQLAlchemy is
long imported."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from tddesk.services.files import open_championship
from tddesk.services.round_results import round_entry

LINKOPING = "heat-linkoping"

# The window on the file given, as `tddesk open FILE` starts it; at the tree's first paint it
# notes what is imported, then it goes at once to Kvalheat Linköping › Round 7, presses Enter and
# types the first match's result as a TD does, and reports in one line of JSON.
_WINDOW_AT_FIRST_PAINT = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from tddesk.ui.app import application, create_main_window

    app = application()
    window = create_main_window(Path(sys.argv[1]))
    seen = {}

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            model = window.tree_view.model()
            if (not seen and event.type() == QEvent.Type.Paint and model is not None
                    and model.rowCount() > 0):
                seen["modules"] = sorted(name for name in sys.modules
                                         if name.split(".")[0] in ("sqlalchemy", "alembic")
                                         or name.startswith("tddesk.models.tables"))
                seen["items"] = model.rowCount(model.index(0, 0))
                seen["view"] = window.current_view().objectName()
            return False

    painted = FirstPaint()
    window.tree_view.viewport().installEventFilter(painted)
    window.show()
    while not seen:
        app.processEvents()
    tree = window.tree_view
    tree.setCurrentIndex(window.controller.tree_model.index_of(("round", "heat-linkoping", 7)))
    tree.setFocus()
    QTest.keyClick(tree, Qt.Key.Key_Return)
    for text in ("31", "18"):
        QTest.keyClicks(QApplication.focusWidget(), text)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    seen["header"] = window.view_header.text()
    seen["orm_after"] = "sqlalchemy" in sys.modules
    tree.viewport().removeEventFilter(painted)
    window.close()
    window.deleteLater()
    app.processEvents()
    print(json.dumps(seen), flush=True)
""")


def _start_window(path, home) -> dict:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    shown = subprocess.run(
        [sys.executable, "-c", _WINDOW_AT_FIRST_PAINT, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=environment,
    )
    assert shown.returncode == 0, shown.stderr
    return json.loads(shown.stdout.strip().splitlines()[-1])


def test_the_tree_is_painted_before_the_orm_loads_and_the_first_entry_right_after_is_saved_H5(demo_file, tmp_path):
    started = _start_window(demo_file, tmp_path)
    assert started["modules"] == []  # no SQLAlchemy, Alembic or tables at the first paint
    assert started["items"] > 3  # the championship's branch: registers and heats
    assert started["view"] == "championshipOverview"
    assert started["orm_after"] is True  # the entry loaded it (or the load after the paint did)
    assert started["header"] == "Kvalheat Linköping — Rond 7 (2016-11-14)"

    tournament = open_championship(demo_file, read_only=True)
    try:
        to_play = [match for match in round_entry(tournament, LINKOPING, 7).matches if match.state != "walkover"]
        assert [match.halves[0] for match in to_play] == [(31, 18), None, None]  # the keys typed at once, saved
    finally:
        tournament.close()


def test_work_after_the_first_paint_runs_once_in_the_next_turn_of_the_event_loop(qtbot):
    from PySide6.QtWidgets import QLabel

    from tddesk.ui.widgets.after_paint import after_first_paint

    label = QLabel("Kvalheat Linköping")
    qtbot.addWidget(label)
    runs = []
    after_first_paint(label, lambda: runs.append(label.isVisible()))
    qtbot.wait(20)
    assert runs == []  # not shown, never painted: nothing runs
    label.show()
    qtbot.waitUntil(lambda: runs == [True])
    label.update()
    qtbot.wait(50)
    assert runs == [True]  # once only


def test_the_window_loads_the_orm_once_the_files_tree_is_on_screen(main_window, demo_file, qtbot):
    main_window.controller.open_file(demo_file)
    tournament = main_window.controller.session.tournament
    assert tournament._session_maker is None  # the tree and the championship page needed no ORM
    qtbot.waitUntil(lambda: tournament._session_maker is not None)


def test_the_windows_opening_copy_is_taken_once_the_tree_is_on_screen(main_window, demo_file, qtbot):
    from tddesk.models.backup import backup_folder

    main_window.controller.open_file(demo_file)
    tournament = main_window.controller.session.tournament
    assert tournament.backup_pending and list(backup_folder(demo_file).glob("*-open.tddesk")) == []
    qtbot.waitUntil(lambda: not tournament.backup_pending)
    assert len(list(backup_folder(demo_file).glob("*-open.tddesk"))) == 1
