"""The TD's word before a Bridgemate file that does not fit is imported anyway (docs/bws.md,
"Checks"): another venue's file, an older copy, a section the file lacks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def confirm_mismatch(parent: QWidget, text: str) -> bool:
    question = QCoreApplication.translate("BwsConfirm", "{problems}\n\nImport the file anyway?").format(problems=text)
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("BwsConfirm", "The file does not fit"),
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
