"""Cold start, measured from outside: a new Python process until it says it is usable.

``python -m benchmarks.start_up window FILE`` starts the program's window on FILE and prints
"ready" once the file is open, its tree built and painted (the tree view has painted with the
file's items in it) and the championship page shown, so the TD can click into a stage; ``bare``
does the same for a bare PySide6 QMainWindow (the baseline). The parent times spawn → "ready". The children get
Python's own byte-code cache (as an installed program has it), whatever the environment says.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent


def child_environment() -> dict[str, str]:
    environment = dict(os.environ)
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    environment.setdefault("QT_QPA_PLATFORM", "offscreen")
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PROJECT), environment.get("PYTHONPATH")]))
    return environment


def until_ready(arguments: list[str]) -> float:
    """Seconds from starting the process until it prints its first line (then it is ended)."""
    start = time.perf_counter()
    process = subprocess.Popen(
        arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=child_environment(), cwd=PROJECT
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    elapsed = time.perf_counter() - start
    process.wait(timeout=60)
    if not line.startswith(b"ready"):
        raise RuntimeError(f"{arguments} did not start: {line!r}")
    return elapsed


def peak_memory(arguments: list[str]) -> int:
    """The most memory (resident, in bytes) the process held until it was usable, as it reports
    itself after "ready" (``VmHWM``: counted from its own start, not from the parent it was forked
    from, as ``ru_maxrss`` would)."""
    process = subprocess.Popen(
        arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=child_environment(), cwd=PROJECT
    )
    out, _ = process.communicate(timeout=120)
    lines = out.decode().split()
    if not lines or lines[0] != "ready" or len(lines) < 3 or lines[1] != "peak":
        raise RuntimeError(f"{arguments} did not start: {out!r}")
    return int(lines[2])


def _report_peak() -> None:
    """After "ready": the process's own peak resident memory, in bytes (Linux's VmHWM)."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmHWM:"):
                print(f"peak {int(line.split()[1]) * 1024}", flush=True)
                return
    import resource

    print(f"peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024}", flush=True)


def run_to_end(arguments: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(
        arguments,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=child_environment(),
        cwd=PROJECT,
        check=True,
    )
    return time.perf_counter() - start


def window_command(path: Path) -> list[str]:
    return [sys.executable, "-m", "benchmarks.start_up", "window", str(path)]


def bare_window_command() -> list[str]:
    return [sys.executable, "-m", "benchmarks.start_up", "bare"]


def cli_command(*arguments: str) -> list[str]:
    script = Path(sys.executable).with_name("tddesk")
    return [str(script), *arguments] if script.exists() else [sys.executable, "-m", "tddesk", *arguments]


def _window(path: str) -> None:
    from PySide6.QtCore import QEvent, QObject

    from tddesk.ui.app import application, create_main_window

    app = application()
    window = create_main_window(Path(path))

    class TreePainted(QObject):
        """Notes the tree view's first paint with the open file's items in it."""

        seen = False

        def eventFilter(self, _watched, event) -> bool:  # noqa: N802 - Qt's name
            model = window.tree_view.model()
            if (
                event.type() == QEvent.Type.Paint
                and window.controller.session is not None
                and model is not None
                and model.rowCount() > 0
                and window.current_view() is window.controller.views.get(("championship",))
            ):
                self.seen = True
            return False

    painted = TreePainted()
    window.tree_view.viewport().installEventFilter(painted)
    window.show()
    while not painted.seen:
        if window.controller.message_box is not None:  # refused (e.g. in use): say so rather than wait
            print(f"refused: {window.controller.message_box.text()}", flush=True)
            return
        app.processEvents()
    print("ready", flush=True)
    _report_peak()
    window.tree_view.viewport().removeEventFilter(painted)


def _bare() -> None:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv)
    window = QMainWindow()
    window.show()
    app.processEvents()
    print("ready", flush=True)
    _report_peak()


if __name__ == "__main__":
    if sys.argv[1] == "window":
        _window(sys.argv[2])
    else:
        _bare()
