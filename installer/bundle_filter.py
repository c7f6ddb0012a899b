"""Leave out of the frozen program what tddesk never loads: unused Qt plugins, translations, libs.

PyInstaller's Qt hooks collect every plugin of a group once a module needs the group, and each
plugin brings its own libraries: the virtual keyboard brings Qt Quick and QML (17 MB), the GTK
theme GTK, Cairo and Pango (30 MB). ``installer/tddesk.spec`` passes its Analysis lists through
``keep_binaries`` and ``keep_datas`` below. Printing to a printer (CUPS), the X11/XCB and the
offscreen platforms, image formats and icon engines stay.
"""
from __future__ import annotations

import re
import sys
from pathlib import PurePath

# Plugin groups (the folder under plugins/) left out entirely, and single plugins left out.
UNUSED_PLUGIN_GROUPS = {
    "egldeviceintegrations", "generic", "networkinformation", "tls", "position", "sensors",
    "multimedia", "sqldrivers", "qmltooling", "webview", "canbus", "designer", "scenegraph",
    "renderers", "renderplugins", "sceneparsers", "geometryloaders", "texttospeech",
    "wayland-decoration-client", "wayland-graphics-integration-client",
    "wayland-shell-integration", "wayland-inputdevice-integration",
}
UNUSED_PLUGINS = re.compile(
    r"(qtvirtualkeyboard|qgtk3|qeglfs|qlinuxfb|qminimalegl|qvkkhrdisplay|qvnc|qwayland|qdirect2d)")
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
    return (name.startswith("lib") and ".so" in name and "plugins" not in destination.parts
            and not name.startswith(("libpython", "libpyside6", "libshiboken6")))


def keep_binaries(binaries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The binaries without unused plugins and (on Linux) without libraries nothing kept needs."""
    kept = [entry for entry in binaries if not _is_unused_plugin(PurePath(entry[0]))]
    if not sys.platform.startswith("linux"):
        return kept
    from PyInstaller.depend.bindepend import get_imports  # ldd: the whole dependency closure

    needed: set[str] = set()
    for destination, source, _kind in kept:
        if not _is_shared_library(PurePath(destination)):
            needed.update(name for name, _path in get_imports(source))
    return [entry for entry in kept
            if not _is_shared_library(PurePath(entry[0])) or PurePath(entry[0]).name in needed]


def keep_datas(datas: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The data files without Qt's translations into languages the program does not offer."""
    def wanted(destination: PurePath) -> bool:
        in_qt_translations = "translations" in destination.parts and destination.suffix == ".qm"
        return not in_qt_translations or bool(KEPT_QT_TRANSLATION.search(destination.name))
    return [entry for entry in datas if wanted(PurePath(entry[0]))]
