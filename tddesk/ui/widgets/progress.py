"""Long work in the UI thread shown as a window-modal progress dialog with Cancel."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget


class CancellableProgress(QObject):
    """A service's ``progress(done, total) -> bool`` callback shown as a window-modal progress dialog.

    The work runs in the UI thread; each call lets the dialog paint and its Cancel button work.
    """

    advanced = Signal(int, int)

    def __init__(self, label: str, parent: QWidget):
        super().__init__(parent)
        self.dialog = QProgressDialog(label, self.tr("Cancel"), 0, 0, parent)
        self.dialog.setObjectName("longWorkProgress")
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(300)   # short work finishes without a flashing dialog
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)

    def __call__(self, done: int, total: int) -> bool:
        self.dialog.setMaximum(max(total, 1))
        self.dialog.setValue(min(done, max(total, 1)))
        self.advanced.emit(done, total)
        QCoreApplication.processEvents()
        return not self.dialog.wasCanceled()

    def cancel(self) -> None:
        self.dialog.cancel()

    def finish(self) -> None:
        self.dialog.hide()
        self.dialog.deleteLater()
        self.deleteLater()
