"""How the tables of the views and dialogs align their cells: numbers to the right so digits line
up, text to the left, both centred in the row's height."""

from __future__ import annotations

from PySide6.QtCore import Qt

ALIGN_NUMBER = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
ALIGN_TEXT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
