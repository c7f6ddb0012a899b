"""What the Bridgemate menu tells the TD about a file: what a written session file holds (the status
bar) and an import's notes in a box that never grows taller than the screen (docs/bws.md). The texts
keep the menu's translation context."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from tddesk.i18n import translate

NOTES_SHOWN = 5  # the notes of an import in the box itself; all of them under Show Details


def written_text(path: Path, written: Any) -> str:
    """A pairs session's movement, tables and rounds, or a team stage's section, tables and
    Bridgemate rounds, as the status bar says them."""
    if hasattr(written, "movement"):
        movement = {"barometer": translate("BridgemateMenu", "barometer"), "mitchell": "Mitchell", "howell": "Howell"}
        return translate("BridgemateMenu", "{file}: {movement}, {tables} tables, {rounds} rounds.").format(
            file=path.name,
            movement=movement.get(written.movement, written.movement),
            tables=written.tables,
            rounds=written.rounds,
        )
    rounds = sorted({seating.bridgemate_round for seating in written.seatings})
    return translate(
        "BridgemateMenu", "{file}: section {section}, {tables} tables, Bridgemate rounds {first}-{last}."
    ).format(file=path.name, section=written.section, tables=written.tables, first=rounds[0], last=rounds[-1])


def import_report_box(parent: QWidget, summary: str, notes: Sequence[str]) -> QMessageBox:
    """The summary and the first notes; all of them in the box's scrollable details, so a
    long report never makes the box taller than the screen (its OK button out of reach)."""
    shown = list(notes[:NOTES_SHOWN])
    if len(notes) > NOTES_SHOWN:
        more = len(notes) - NOTES_SHOWN
        shown.append(
            (
                translate("BridgemateMenu", "… and {count} more note in the details.")
                if more == 1
                else translate("BridgemateMenu", "… and {count} more notes in the details.")
            ).format(count=more)
        )
    box = QMessageBox(
        QMessageBox.Icon.Information,
        translate("BridgemateMenu", "Bridgemate"),
        "\n".join((summary, *shown)),
        parent=parent,
    )
    box.setObjectName("bridgemateReport")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if len(notes) > NOTES_SHOWN:
        box.setDetailedText("\n\n".join(notes))
    return box
