"""Take the manual's screenshots from the running program, so they show the window as it is.

    .venv/bin/python scripts/manual_screenshots.py [--only NAME ...]

Builds the demo championships in a temporary folder, opens the real main window (Qt's offscreen
platform, 1280 × 800, settings in the temporary folder), chooses a view in the championship tree
as a TD would and grabs the whole window into ``resources/manual/<language>/images/<name>.png``,
once in Swedish and once in English. Run it after a change to a view the manual shows, then
``scripts/build_manual.py`` (docs/installing.md, "The manual").
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"

ROOT = Path(__file__).resolve().parent.parent
MANUAL = ROOT / "resources" / "manual"
WINDOW_SIZE = (1280, 800)
LANGUAGES = ("sv", "en")

# name → (demo file, the tree's view key to choose); None: the welcome page with no file open.
SHOTS: dict[str, tuple[str, tuple | None]] = {
    "start": ("", None),
    "championship": ("demo", ("championship",)),
    "round": ("demo", ("round", "heat-linkoping", 3)),
    "standings": ("demo", ("standings", "heat-linkoping")),
    "rulings": ("demo", ("rulings", "heat-linkoping")),
    "central-day": ("demo", ("central_day", "semifinal-1")),
    "allocation": ("demo", ("allocation",)),
    "gronahissen": ("sm", ("gronahissen", "sm-veteran-2017")),
    "pairs": ("pairs", ("pairs_heat", "dm-par-mixed-kval-linkoping")),
}
DEMO_COMMANDS = {"demo": ["demo"], "sm": ["sm-demo"], "pairs": ["pairs-demo"]}


def build_demos(folder: Path, wanted: set[str]) -> dict[str, Path]:
    from tddesk.cli import main

    built = {}
    for name in sorted(wanted - {""}):
        path = folder / f"{name}.tddesk"
        if main([*DEMO_COMMANDS[name], str(path)]) != 0:
            raise SystemExit(f"could not build the {name} demo")
        built[name] = path
    return built


def settle(app, until: Callable[[], bool] = lambda: True, rounds: int = 400) -> None:
    """Let the window finish what it started (the file's loading, a view's first paint)."""
    from PySide6.QtCore import QCoreApplication, QEvent, QThread

    for _ in range(rounds):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if until():
            break
        QThread.msleep(5)
    for _ in range(20):
        app.processEvents()


def take(names: list[str], language: str, demos: dict[str, Path], settings_folder: Path) -> list[Path]:
    from PySide6.QtCore import QSettings

    from tddesk.ui.app import application, create_main_window
    from tddesk.ui.settings import Settings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(settings_folder / language))
    app = application()
    written = []
    target_folder = MANUAL / language / "images"
    target_folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        demo, key = SHOTS[name]
        window = create_main_window(settings=Settings(), language=language)
        window.resize(*WINDOW_SIZE)
        window.show()
        settle(app)
        if demo:
            window.controller.open_file(demos[demo])
            controller = window.controller
            settle(app, lambda controller=controller: controller.session is not None)
            controller.select(key)
            settle(app, lambda controller=controller, key=key: controller.views.get(key) is not None)
            window.tree_view.expand(window.tree_view.currentIndex())
            settle(app)
        target = target_folder / f"{name}.png"
        if not window.grab().save(str(target)):
            raise SystemExit(f"could not write {target}")
        written.append(target)
        window.controller.close_file()
        window.close()
        window.deleteLater()
        settle(app)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Take the manual's screenshots from the running program.")
    parser.add_argument("--only", nargs="*", choices=sorted(SHOTS), help="these screenshots only")
    arguments = parser.parse_args(argv)
    names = arguments.only or list(SHOTS)
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        demos = build_demos(folder, {SHOTS[name][0] for name in names})
        for language in LANGUAGES:
            for path in take(names, language, demos, folder / "settings"):
                print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size // 1000} kB)")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
