"""Start-up: the window opens the demo with only what it shows (docs/architecture.md, "Speed").

A new process starts the window on the demo file as ``tddesk open`` does and lists what it has
imported once the file is open, its tree built and the window painted. The workbook, JSON-schema,
PDF, double-dummy and migration libraries, printing, publishing and the Bridgemate reader are
imported when the TD first uses them, not at start; SQLAlchemy and the tables once the tree is on
screen (tests/ui/test_cold_start.py). Checked by what is imported rather than by
timing, so a busy machine cannot make it fail.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]

# What the window must not import before the TD asks for it.
NOT_AT_START = (
    "sqlalchemy",
    "tddesk.models.tables",
    "tddesk.models.pairs_tables",
    "openpyxl",
    "jsonschema",
    "reportlab",
    "endplay",
    "alembic",
    "jinja2",
    "networkx",
    "pypdf",
    "PySide6.QtPrintSupport",
    "tddesk.ui.printing",
    "tddesk.services.bws_import",
    "tddesk.ui.bws_follow",
    "tddesk.ui.venue_screen",
    "tddesk.ui.dialogs.publishing.publish_dialog",
    "tddesk.ui.settings_dialog",
)

# Noted at the tree's first paint with the file in it: what the TD sees first.
STARTED = """
import sys
from pathlib import Path
from PySide6.QtCore import QEvent, QObject
from tddesk.ui.app import application, create_main_window
app = application()
window = create_main_window(Path(sys.argv[1]))
shown = []

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        model = window.tree_view.model()
        if not shown and event.type() == QEvent.Type.Paint and model is not None and model.rowCount() > 0:
            shown.append(" ".join([type(window.current_view()).__name__, *sorted(sys.modules)]))
        return False

painted = FirstPaint()
window.tree_view.viewport().installEventFilter(painted)
window.show()
while not shown:
    app.processEvents()
window.tree_view.viewport().removeEventFilter(painted)
window.close()
window.deleteLater()
app.processEvents()
print(shown[0], flush=True)
"""


def test_the_window_opens_the_demo_without_what_it_does_not_show(demo_file, tmp_path):
    environment = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config")
    )
    shown = subprocess.run(
        [sys.executable, "-c", STARTED, str(demo_file)],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
        cwd=PROJECT,
        timeout=120,
    )
    view, *modules = shown.stdout.split()
    assert view == "ChampionshipOverview"  # the file is open and its page shown
    assert "tddesk.ui.tree" in modules and "tddesk.services.outline" in modules
    assert [name for name in NOT_AT_START if name in modules] == []
