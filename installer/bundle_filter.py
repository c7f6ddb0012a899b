"""Leave out of the frozen program what tddesk never loads: unused Qt plugins, translations, libs.

PyInstaller's Qt hooks collect every plugin of a group once a module needs the group, and each
plugin brings its own libraries: the virtual keyboard brings Qt Quick and QML (17 MB), the GTK
theme GTK, Cairo and Pango (30 MB). ``installer/tddesk.spec`` passes its Analysis lists through
``keep_binaries`` and ``keep_datas`` below. Printing to a printer (Qt's CUPS plugin, over the
system's CUPS library), the X11/XCB and the offscreen platforms, image formats and icon engines stay.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import PurePath

# Plugin groups (the folder under plugins/) left out entirely, and single plugins left out.
UNUSED_PLUGIN_GROUPS = {
    "egldeviceintegrations",
    "generic",
    "networkinformation",
    "tls",
    "position",
    "sensors",
    "multimedia",
    "sqldrivers",
    "qmltooling",
    "webview",
    "canbus",
    "designer",
    "scenegraph",
    "renderers",
    "renderplugins",
    "sceneparsers",
    "geometryloaders",
    "texttospeech",
    "wayland-decoration-client",
    "wayland-graphics-integration-client",
    "wayland-shell-integration",
    "wayland-inputdevice-integration",
}
UNUSED_PLUGINS = re.compile(
    r"(qtvirtualkeyboard|qgtk3|qeglfs|qlinuxfb|qminimalegl|qvkkhrdisplay|qvnc|qwayland|qdirect2d)"
)
# Libraries every Linux desktop has, left to the system as AppImage's exclude list does
# (github.com/AppImage/pkg2appimage, "excludelist"), and the CUPS client library: a laptop that
# prints has CUPS, and its Qt plugin loads the system's. What only these need goes with them
# (GnuTLS, Kerberos, Avahi: 10 MB). Without CUPS the program runs and prints to PDF files.
SYSTEM_LIBRARIES = {
    "libcups.so.2",
    "libX11.so.6",
    "libxcb.so.1",
    "libfontconfig.so.1",
    "libfreetype.so.6",
    "libglib-2.0.so.0",
    "libgthread-2.0.so.0",
    "libgobject-2.0.so.0",
    "libgio-2.0.so.0",
    "libexpat.so.1",
    "libz.so.1",
    "libuuid.so.1",
    "libgpg-error.so.0",
    "libp11-kit.so.0",
    "libcom_err.so.2",
    "libgmp.so.10",
    "libharfbuzz.so.0",
    "libdrm.so.2",
    "libEGL.so.1",
    "libGL.so.1",
    "libGLX.so.0",
    "libOpenGL.so.0",
    "libGLdispatch.so.0",
    "libasound.so.2",
}
# Libraries loaded with ctypes by name (endplay's DDS solver): nothing links against them, yet they stay.
LOADED_BY_CTYPES = {"libdds.so"}
# Qt's own translations: the program speaks Swedish and English.
KEPT_QT_TRANSLATION = re.compile(r"_(sv|en)\.qm$")


def _is_unused_plugin(destination: PurePath) -> bool:
    parts = destination.parts
    if "plugins" not in parts:
        return False
    index = parts.index("plugins")
    group = parts[index + 1] if len(parts) > index + 2 else ""
    return group in UNUSED_PLUGIN_GROUPS or bool(UNUSED_PLUGINS.search(destination.name))


def _is_shared_library(destination: PurePath) -> bool:
    """A library other code links against, as opposed to a Python extension or a plugin."""
    name = destination.name
    return (
        name.startswith("lib")
        and ".so" in name
        and "plugins" not in destination.parts
        and name not in LOADED_BY_CTYPES
        and not name.startswith(("libpython", "libpyside6", "libshiboken6"))
    )


def keep_binaries(binaries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The binaries without unused plugins and (on Linux) without libraries nothing kept needs."""
    kept = [entry for entry in binaries if not _is_unused_plugin(PurePath(entry[0]))]
    if not sys.platform.startswith("linux"):
        return kept
    libraries = {
        PurePath(destination).name: source
        for destination, source, _kind in kept
        if _is_shared_library(PurePath(destination))
    }
    # The libraries reachable from the modules and plugins, not through the system's libraries.
    needed: set[str] = set()
    waiting = [source for destination, source, _kind in kept if not _is_shared_library(PurePath(destination))]
    while waiting:
        for name in _linked_names(waiting.pop()):
            if name in libraries and name not in needed and name not in SYSTEM_LIBRARIES:
                needed.add(name)
                waiting.append(libraries[name])
    return [entry for entry in kept if not _is_shared_library(PurePath(entry[0])) or PurePath(entry[0]).name in needed]


def _linked_names(binary: str) -> list[str]:
    """The libraries an ELF file names as needed (its own, not theirs)."""
    dynamic = subprocess.run(["readelf", "-dW", binary], capture_output=True, text=True, check=False).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)


def keep_datas(datas: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The data files without Qt's translations into languages the program does not offer."""

    def wanted(destination: PurePath) -> bool:
        in_qt_translations = "translations" in destination.parts and destination.suffix == ".qm"
        return not in_qt_translations or bool(KEPT_QT_TRANSLATION.search(destination.name))

    return [entry for entry in datas if wanted(PurePath(entry[0]))]
