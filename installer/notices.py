"""Third-party notices for everything the frozen program ships, from the installed distributions.

    python installer/notices.py [OUTPUT]      (default: print to stdout)

``installer/tddesk.spec`` writes ``THIRD_PARTY_NOTICES.txt`` into the bundle with ``write_notices``.
Nothing here is typed by hand per library: the list is tddesk's runtime requirements followed
through each distribution's own ``Requires-Dist`` (``importlib.metadata``), minus what the bundle
leaves out (``LEFT_OUT``, as in the spec's ``excludes``), and each entry carries the licence the
distribution declares (``License-Expression``, ``License`` or its classifiers) and the full text of
every licence file it installs. The Qt libraries come under the LGPL-3.0; its text is appended
with how to use other Qt libraries with the program (docs/installing.md, "Licences").
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement

HERE = Path(__file__).resolve().parent
LGPL_TEXT = HERE / "licenses" / "LGPL-3.0.txt"
# Distributions installed as endplay's requirements whose modules the bundle excludes (the spec's
# ``excludes``): endplay's deal generator needs them, and tddesk never imports it.
LEFT_OUT = frozenset({"numpy", "matplotlib"})
_LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)
QT_DISTRIBUTIONS = frozenset({"pyside6", "pyside6-essentials", "pyside6-addons", "shiboken6"})
# Native code a distribution carries inside it without a distribution of its own.
CARRIED_INSIDE = {
    "endplay": "Carries the DDS double-dummy solver by Bo Haglund and Soren Hein (Apache-2.0, "
    "https://github.com/dds-bridge/dds) as a shared library.",
    "pyside6-essentials": "Carries the ICU libraries Qt Core links against (Unicode-3.0, https://icu.unicode.org).",
}
_TEXT_SUFFIXES = {"", ".txt", ".rst", ".md"}

QT_NOTE = """\
The Qt libraries (Qt Core, Gui, Widgets, PrintSupport, Pdf, Charts and their plugins, in the
folder of the Qt for Python distributions PySide6 and shiboken6) are used under the GNU Lesser
General Public License, version 3 (LGPL-3.0-only), whose text follows at the end of this file.
They are unmodified and dynamically linked: you may replace them with your own build of the same
Qt version. In the program's folder (tddesk/_internal/PySide6/ on Windows and Linux,
tddesk.app/Contents/Frameworks/PySide6/ on macOS) replace the Qt shared libraries (Qt6*.dll,
libQt6*.so.6, QtCore.framework …) with yours. The source code of Qt is at
https://download.qt.io/official_releases/qt/ and that of Qt for Python at
https://code.qt.io/cgit/pyside/pyside-setup.git/; the source of tddesk itself is GPL-3.0-or-later
(LICENSE).
"""


@dataclass(frozen=True)
class Shipped:
    name: str
    version: str
    licence: str
    homepage: str
    licence_texts: tuple[tuple[str, str], ...]  # (file name, text)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def shipped_distributions(root: str = "tddesk") -> list[str]:
    """The canonical names of ``root``'s runtime requirements, followed to the end, without
    ``root`` and without ``LEFT_OUT`` (and what only they require)."""
    environment = dict(default_environment())
    environment["extra"] = ""
    found: set[str] = set()
    waiting = [req for req in metadata.requires(root) or [] if _applies(req, environment)]
    while waiting:
        requirement = Requirement(waiting.pop())
        name = canonical(requirement.name)
        if name in found or name in LEFT_OUT:
            continue
        try:
            distribution = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # a requirement for another platform
        found.add(name)
        waiting.extend(req for req in distribution.requires or [] if _applies(req, environment))
    return sorted(found)


def _applies(requirement: str, environment: dict[str, str]) -> bool:
    marker = Requirement(requirement).marker
    return marker is None or marker.evaluate(environment)


def licence_of(distribution: metadata.Distribution) -> str:
    """The licence as the distribution declares it: SPDX expression, License field or classifiers."""
    fields = distribution.metadata
    expression = fields.get("License-Expression")
    if expression:
        return expression
    declared = (fields.get("License") or "").strip()
    if declared and "\n" not in declared and len(declared) < 100:
        return declared
    classifiers = [
        entry.split(" :: ")[-1] for entry in fields.get_all("Classifier") or [] if entry.startswith("License ::")
    ]
    if classifiers:
        return "; ".join(classifiers)
    return declared.splitlines()[0] if declared else "(not declared)"


def homepage_of(distribution: metadata.Distribution) -> str:
    fields = distribution.metadata
    if fields.get("Home-page"):
        return fields["Home-page"]
    for entry in fields.get_all("Project-URL") or []:
        label, _comma, url = entry.partition(",")
        if label.strip().lower() in {"homepage", "home", "source", "repository", "source code"}:
            return url.strip()
    return ""


def licence_texts(distribution: metadata.Distribution) -> tuple[tuple[str, str], ...]:
    """The text of each licence file the distribution installed (in its .dist-info or package)."""
    texts = []
    for file in distribution.files or []:
        if file.suffix.lower() in _TEXT_SUFFIXES and _LICENCE_FILE.search(file.name):
            located = Path(str(distribution.locate_file(file)))
            if located.is_file():
                texts.append((file.name, located.read_text(encoding="utf-8", errors="replace").strip()))
    return tuple(texts)


def shipped() -> list[Shipped]:
    entries = []
    for name in shipped_distributions():
        distribution = metadata.distribution(name)
        entries.append(
            Shipped(
                name=distribution.metadata["Name"],
                version=distribution.version,
                licence=licence_of(distribution),
                homepage=homepage_of(distribution),
                licence_texts=licence_texts(distribution),
            )
        )
    return entries


def own_data_licences() -> list[tuple[str, str]]:
    """(file, text) of the licences of third-party files inside tddesk's own data (the report font)."""
    from tddesk.resources import FONTS  # the shipped data, in a checkout or installed

    return [
        (f"tddesk/data/fonts/{entry.name}", entry.read_text(encoding="utf-8").strip())
        for entry in sorted(FONTS.iterdir(), key=lambda entry: entry.name)
        if _LICENCE_FILE.search(entry.name)
    ]


def notices_text() -> str:
    python = f"{sys.version_info.major}.{sys.version_info.minor}.{sys.version_info.micro}"
    parts = [
        "tddesk: third-party notices\n"
        "===========================\n\n"
        "tddesk is free software under the GNU General Public License, version 3 or later (LICENSE).\n"
        f"The program ships the Python {python} interpreter and standard library (PSF-2.0,\n"
        "https://docs.python.org/3/license.html) and the distributions below, as installed when it\n"
        "was built. Each lists the licence it declares and the licence files it carries.\n",
        QT_NOTE,
    ]
    entries = shipped()
    parts.append("Contents\n--------\n" + "\n".join(f"- {e.name} {e.version}: {e.licence}" for e in entries) + "\n")
    for file_name, text in own_data_licences():
        heading = f"Shipped inside tddesk: {file_name}"
        parts.append(f"{heading}\n{'-' * len(heading)}\n{text}\n")
    for entry in entries:
        heading = f"{entry.name} {entry.version}"
        lines = [heading, "-" * len(heading), f"Licence: {entry.licence}"]
        if entry.homepage:
            lines.append(f"Home: {entry.homepage}")
        if canonical(entry.name) in QT_DISTRIBUTIONS:
            lines.append("Used under LGPL-3.0-only; see the note on the Qt libraries above and the text at the end.")
        if canonical(entry.name) in CARRIED_INSIDE:
            lines.append(CARRIED_INSIDE[canonical(entry.name)])
        for file_name, text in entry.licence_texts:
            lines += ["", f"[{file_name}]", text]
        parts.append("\n".join(lines) + "\n")
    parts.append("GNU Lesser General Public License, version 3\n" + "-" * 44 + "\n" + LGPL_TEXT.read_text("utf-8"))
    return "\n\n".join(parts)


def write_notices(target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(notices_text(), encoding="utf-8")
    return target


def main(argv: list[str]) -> int:
    if argv:
        print(f"wrote {write_notices(Path(argv[0]))}")
    else:
        sys.stdout.write(notices_text())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
