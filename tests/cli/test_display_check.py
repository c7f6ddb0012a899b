"""A fresh Linux desktop without the libraries of Qt's X11 plugin: `tddesk open` says in words
which packages to install instead of letting Qt abort with its plugin message."""

from __future__ import annotations

import os
import subprocess
import sys

from tddesk import i18n
from tddesk.cli.display_check import XCB_LIBRARIES, display_problem, missing_packages

DESKTOP = {"DISPLAY": ":0"}


def loader_without(*absent: str):
    loaded = []

    def load(library: str):
        loaded.append(library)
        if library in absent:
            raise OSError(f"{library}: cannot open shared object file")
        return object()

    load.loaded = loaded
    return load


def test_a_missing_xcb_cursor_library_names_its_package():
    i18n.set_language("en")
    problem = display_problem(DESKTOP, "linux", loader_without("libxcb-cursor.so.0", "libxkbcommon-x11.so.0"))
    assert problem is not None and "sudo apt install libxcb-cursor0 libxkbcommon-x11-0\n" in problem
    assert "Debian or Ubuntu" in problem and "libxcb-icccm4" not in problem  # only what is missing


def test_the_hint_is_in_swedish_by_default():
    problem = display_problem(DESKTOP, "linux", loader_without("libxcb-cursor.so.0"))
    assert problem is not None and "Fönstret kan inte öppnas" in problem
    assert "sudo apt install libxcb-cursor0" in problem


def test_nothing_is_said_when_every_library_loads():
    load = loader_without()
    assert display_problem(DESKTOP, "linux", load) is None
    assert load.loaded == list(XCB_LIBRARIES)
    assert missing_packages(load) == []


def test_other_platforms_are_left_to_qt():
    load = loader_without(*XCB_LIBRARIES)
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", load) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", load) is None
    assert display_problem(DESKTOP, "win32", load) is None and display_problem(DESKTOP, "darwin", load) is None
    assert load.loaded == []
    assert display_problem({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, "linux", load) is not None


def test_no_display_is_said_in_words():
    i18n.set_language("en")
    problem = display_problem({}, "linux", loader_without())
    assert problem is not None and "DISPLAY is not set" in problem


def test_the_launch_command_prints_the_hint_instead_of_qts_abort():
    """The real command in its own process: no X display here, so Qt would abort; tddesk says why."""
    environment = {name: value for name, value in os.environ.items() if name not in ("DISPLAY", "WAYLAND_DISPLAY")}
    environment["QT_QPA_PLATFORM"] = "xcb"
    finished = subprocess.run(
        [sys.executable, "-m", "tddesk", "--lang", "en", "open"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert finished.returncode == 1
    assert "The window cannot open" in finished.stderr
    assert "qt.qpa" not in finished.stderr and "Traceback" not in finished.stderr
