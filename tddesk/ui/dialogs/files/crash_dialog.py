"""The dialog an unexpected error opens (``tddesk.ui.crash_log``): what happened in the TD's
words, that the file is safe, where the log is, and the details to copy into a report."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from tddesk.ui.retranslating import Retranslating


class CrashDialog(Retranslating, QDialog):
    def __init__(
        self, details: str, log_path: Path, version: str, parent: QWidget | None = None, *, report_to: str = ""
    ):
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.log_path = log_path
        self.report_to = report_to  # an e-mail or a web address; empty when none is known
        self.version = version
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.log_label = QLabel(self)
        self.log_label.setObjectName("logPath")
        self.log_label.setWordWrap(True)
        self.log_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QPlainTextEdit(details.rstrip(), self)
        self.details.setObjectName("details")
        self.details.setReadOnly(True)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copy")
        self.folder_button = QPushButton(self)
        self.folder_button.setObjectName("openLogFolder")
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_report)
        self.folder_button.clicked.connect(self.open_log_folder)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.log_label)
        layout.addWidget(self.details, 1)
        layout.addWidget(self.buttons)
        self.resize(640, 420)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Unexpected error"))
        self.message.setText(
            self.tr(
                "An unexpected error occurred in tddesk. The file is saved up to your latest change: "
                "you can go on working, or close tddesk and open the file again."
            )
        )
        if self.report_to:
            where = self.tr("Copy the details and send them with the log file to {address}.").format(
                address=self.report_to
            )
        else:
            where = self.tr(
                "Copy the details and send them with the log file to whoever looks after tddesk for your "
                "championship; the address to send them to can be set under Tools → Settings."
            )
        self.log_label.setText(
            self.tr("The error is written to the log file {path}.").format(path=self.log_path) + " " + where
        )
        self.copy_button.setText(self.tr("&Copy"))
        self.details.setAccessibleName(self.tr("Details of the error"))
        self.folder_button.setText(self.tr("Open the &log folder"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))

    def add_details(self, details: str) -> None:
        """A further error while the dialog is open: appended, not a second dialog."""
        self.details.appendPlainText("\n" + details.rstrip())

    def report(self) -> str:
        """What Copy puts on the clipboard: version, log file and the details."""
        log_caption, send_caption = self.tr("Log file"), self.tr("Send to")
        send = f"{send_caption}: {self.report_to}\n" if self.report_to else ""
        return (
            f"tddesk {self.version or '(source tree)'}\n"
            f"{log_caption}: {self.log_path}\n{send}\n{self.details.toPlainText()}\n"
        )

    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText(self.report())

    def open_log_folder(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_path.parent)))
