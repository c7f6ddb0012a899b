"""A file another tddesk window or computer has open: offer to open it read-only (docs/architecture.md)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget


class OpenReadOnlyQuestion(QMessageBox):
    """The service's words on who holds the file, and Yes / No; ``chosen(path)`` follows Yes.

    Window-modal and not blocking (``open()``), so the program goes on painting while it waits.
    """

    chosen = Signal(str)

    def __init__(self, path: Path, reason: str, parent: QWidget | None = None):
        super().__init__(QMessageBox.Icon.Question, "", "", parent=parent)
        self.setObjectName("openReadOnlyQuestion")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.path = Path(path)
        self.setWindowTitle(self.tr("The file is in use"))
        self.setText(reason + "\n\n" + self.tr("Open it read-only?"))
        self.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        self.setDefaultButton(QMessageBox.StandardButton.Yes)
        self.finished.connect(self._answered)

    def _answered(self, _result: int) -> None:
        if self.clickedButton() is self.button(QMessageBox.StandardButton.Yes):
            self.chosen.emit(str(self.path))
