"""Whether the window can open on this Linux desktop, said in words before Qt tries.

Qt's X11 platform plugin (xcb) loads system libraries that a fresh Debian or Ubuntu desktop may
lack — since Qt 6.5 ``libxcb-cursor0`` first of all. Without them Qt aborts with "Could not load
the Qt platform plugin "xcb"" and a core dump. ``display_problem`` loads those libraries first
(milliseconds, no window) and names the packages to install (README, "Installing").
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

from tddesk.i18n import translate

# The system libraries of Qt's xcb plugin (libqxcb.so, libQt6XcbQpa.so) → the Debian/Ubuntu package.
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libfontconfig.so.1": "libfontconfig1",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
}


def uses_xcb(environment: Mapping[str, str], platform: str) -> bool:
    """Whether Qt will start through its xcb plugin: Linux, and no other platform chosen (e.g.
    ``QT_QPA_PLATFORM=offscreen`` for tests, or a Wayland session)."""
    if not platform.startswith("linux"):
        return False
    chosen = environment.get("QT_QPA_PLATFORM", "")
    return chosen.startswith("xcb") or (not chosen and not environment.get("WAYLAND_DISPLAY"))


def missing_packages(load: Callable[[str], object] = ctypes.CDLL) -> list[str]:
    """The packages of the xcb plugin's libraries that cannot be loaded here."""
    missing = []
    for library, package in XCB_LIBRARIES.items():
        try:
            load(library)
        except OSError:
            missing.append(package)
    return missing


def display_problem(
    environment: Mapping[str, str] = os.environ,
    platform: str = sys.platform,
    load: Callable[[str], object] = ctypes.CDLL,
) -> str | None:
    """What stops the window from opening, in words with the way out; None when nothing does."""
    if not uses_xcb(environment, platform):
        return None
    missing = missing_packages(load)
    if missing:
        return translate(
            "Cli",
            "The window cannot open: Qt's X11 platform plugin (xcb) needs libraries this "
            "computer lacks. On Debian or Ubuntu install them with\n"
            "    sudo apt install {packages}\nand start tddesk again.",
        ).format(packages=" ".join(missing))
    if not environment.get("DISPLAY"):
        return translate(
            "Cli",
            "The window cannot open: there is no X display (DISPLAY is not set). Start tddesk "
            "from the desktop, or use the commands of `tddesk --help` without a window.",
        )
    return None
