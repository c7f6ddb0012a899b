"""Help → Manual and F1: the TD's manual, at the page of the view in front, in the UI's language.

The manual is HTML built from ``resources/manual/`` (``scripts/build_manual.py``) into the
package's data (``tddesk.resources.MANUAL``), so it opens from the disk in the system's browser,
offline, the same from a checkout, an installed wheel and the frozen program. Each view kind of
the championship tree (``tddesk.ui.view_registry``) has its page and heading in ``MANUAL_PAGES``;
the headings carry the same ids in both languages. See docs/installing.md, "The manual".
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from tddesk import i18n
from tddesk.i18n import translate
from tddesk.resources import MANUAL

WELCOME = "welcome"  # no file open, or a view the tree does not name
# view kind → (page, heading id); an empty id opens the page at its top.
MANUAL_PAGES: dict[str, tuple[str, str]] = {
    WELCOME: ("index.html", ""),
    "championship": ("index.html", "championship"),
    "members": ("index.html", "members"),
    "teams": ("index.html", "teams"),
    "stage_settings": ("heat-evening.html", "settings"),
    "schedule": ("heat-evening.html", "schedule"),
    "round": ("heat-evening.html", "round"),
    "standings": ("heat-evening.html", "standings"),
    "crosstable": ("heat-evening.html", "crosstable"),
    "fees": ("heat-evening.html", "fees"),
    "rulings": ("rulings.html", ""),
    "central_day": ("semifinal-day.html", "playing-day"),
    "semifinals": ("semifinal-day.html", ""),
    "allocation": ("finals.html", "allocation"),
    "seeds": ("sm.html", "seeds"),
    "gronahissen": ("sm.html", "gronahissen"),
    "knockout": ("sm.html", "knockout"),
    "appeals": ("sm.html", "appeals"),
    "pairs_event": ("pairs.html", "heats"),
    "pairs_heat": ("pairs.html", "heats"),
    "pairs_places": ("pairs.html", "places"),
    "pairs_final": ("pairs.html", "final"),
}


def manual_folder(language: str) -> Path:
    return Path(str(MANUAL)) / language


def manual_url(kind: str, language: str | None = None) -> QUrl | None:
    """The page (and heading) of the manual for a view kind; None when the manual is not built."""
    page, heading = MANUAL_PAGES.get(kind, MANUAL_PAGES[WELCOME])
    path = manual_folder(language or i18n.language()) / page
    if not path.is_file():
        return None
    url = QUrl.fromLocalFile(str(path))
    if heading:
        url.setFragment(heading)
    return url


def open_manual(parent: QWidget, kind: str = WELCOME) -> QUrl | QMessageBox:
    """Open the manual at ``kind``'s page in the system's browser; the URL opened, or the message
    shown when there is no manual or no browser to open it."""
    url = manual_url(kind)
    if url is not None and QDesktopServices.openUrl(url):
        return url
    if url is None:
        text = translate(
            "Manual",
            "The manual is not part of this copy of tddesk. In a checkout of the source, build it with "
            "“python scripts/build_manual.py”; the installers and the wheel include it.",
        )
    else:
        text = translate("Manual", "No web browser could be started to show the manual. It is in {folder}").format(
            folder=manual_folder(i18n.language())
        )
    box = QMessageBox(QMessageBox.Icon.Information, translate("Manual", "Manual"), text, parent=parent)
    box.setObjectName("manualMissingBox")
    box.setTextInteractionFlags(box.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByMouse)
    box.open()
    return box
