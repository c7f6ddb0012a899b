"""Arkiv → Publicera → Ladda upp till webbhotell…: where the results site goes while play goes on
(SFTP, FTP or FTPS; docs/publishing.md, "Off the LAN"). The password goes to the operating
system's keyring, never to a file; the other settings are remembered per file."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.publish.upload import DEFAULT_PORTS, PROTOCOLS, UploadError, UploadTarget, store_password
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating


class SiteFolder(Protocol):
    @property
    def folder(self) -> Path | None: ...


class UploadSettings(Protocol):
    """What the dialog needs of the window's ``WebUpload`` (named here: the window's modules import
    the dialogs, not the other way)."""

    @property
    def results(self) -> SiteFolder: ...

    @property
    def target(self) -> UploadTarget | None: ...

    def set_target(self, target: UploadTarget | None) -> None: ...


class UploadDialog(Retranslating, QDialog):
    def __init__(self, upload: UploadSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("uploadDialog")
        self.upload = upload  # the window's WebUpload
        known = upload.target
        self.protocol = QComboBox(self)
        self.protocol.setObjectName("uploadProtocol")
        for protocol in PROTOCOLS:
            self.protocol.addItem(protocol.upper(), protocol)
        self.host = QLineEdit(self)
        self.host.setObjectName("uploadHost")
        self.port = QSpinBox(self)
        self.port.setObjectName("uploadPort")
        self.port.setRange(1, 65535)
        self.user = QLineEdit(self)
        self.user.setObjectName("uploadUser")
        self.folder = QLineEdit(self)
        self.folder.setObjectName("uploadFolder")
        self.password = QLineEdit(self)
        self.password.setObjectName("uploadPassword")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMinimumWidth(self.password.fontMetrics().horizontalAdvance("x" * 52))
        if known is not None:
            self.protocol.setCurrentIndex(self.protocol.findData(known.protocol))
            self.host.setText(known.host)
            self.user.setText(known.user)
            self.folder.setText(known.folder)
        self.port.setValue(known.port if known else DEFAULT_PORTS["sftp"])
        self.protocol.currentIndexChanged.connect(
            lambda: self.port.setValue(DEFAULT_PORTS[self.protocol.currentData()])
        )
        self.labels = [QLabel(self) for _ in range(6)]
        form = QFormLayout()
        for label, field in zip(
            self.labels, (self.protocol, self.host, self.port, self.user, self.folder, self.password)
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        self.message = QLabel(self)
        self.message.setObjectName("uploadMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.stop_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.DestructiveRole)
        self.stop_button.setObjectName("uploadStop")
        self.stop_button.setEnabled(known is not None)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.stop_button.clicked.connect(self.stop_uploading)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.retranslate()

    def chosen(self) -> UploadTarget:
        return UploadTarget(
            self.protocol.currentData(),
            self.host.text().strip(),
            self.port.value(),
            self.user.text().strip(),
            self.folder.text().strip(),
        )

    def save(self) -> bool:
        target = self.chosen()
        try:
            target.check()
        except UploadError as error:
            self.message.setText(str(error))
            return False
        if self.upload.results.folder is None:
            self.message.setText(self.tr("Choose the site's folder under Publish… first: that folder is uploaded."))
            return False
        if self.password.text():
            try:
                store_password(target, self.password.text())
            except Exception as error:  # any keyring backend's failure, in words
                self.message.setText(
                    self.tr("The password could not be kept in the keyring: {error}").format(error=error)
                )
                return False
        self.password.clear()
        self.upload.set_target(target)
        self.accept()
        return True

    def stop_uploading(self) -> None:
        self.upload.set_target(None)
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Upload the results to a web host"))
        texts = (
            self.tr("&Protocol:"),
            self.tr("&Host:"),
            self.tr("P&ort:"),
            self.tr("&User:"),
            self.tr("&Folder on the host:"),
            self.tr("Pass&word:"),
        )
        for label, text in zip(self.labels, texts):
            label.setText(text)
        self.password.setPlaceholderText(self.tr("kept in the keyring; leave empty to keep the stored one"))
        self.stop_button.setText(self.tr("Stop uploading"))
