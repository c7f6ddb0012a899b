"""Arkiv → Publicera → Publicera…: the results site's folder, "publish automatically", Publish now.

The folder and the choice are remembered for this file on this computer (a folder is the
computer's, not the championship's). Publishing runs in the background (``AutoPublisher``); the
dialog shows what it wrote.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from tddesk.publish.serve import SiteServer
    from tddesk.ui.auto_publish import Published


class Publishing(Protocol):
    """What the Publish and Share dialogs need of ``ResultsMenus``: the site's folder, its
    automatic publication, and the sharing of the site on the network."""

    @property
    def published(self) -> SignalInstance: ...

    @property
    def failed(self) -> SignalInstance: ...

    @property
    def folder(self) -> Path | None: ...

    @property
    def automatic(self) -> bool: ...

    @property
    def server(self) -> SiteServer | None: ...

    def set_folder(self, folder: Path) -> None: ...

    def set_automatic(self, on: bool) -> None: ...

    def publish_all(self) -> None: ...

    def share(self, port: int, host: str) -> str | None: ...

    def stop_sharing(self) -> None: ...


class PublishDialog(Retranslating, QDialog):
    def __init__(self, publishing: Publishing, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("publishDialog")
        self.publishing = publishing  # the window's ResultsMenus: folder, publisher, settings
        self.folder_label = QLabel(self)
        self.folder_edit = QLineEdit(str(publishing.folder or ""), self)
        self.folder_edit.setObjectName("publishFolder")
        self.browse_button = QPushButton(self)
        self.browse_button.clicked.connect(self.browse)
        row = QHBoxLayout()
        row.addWidget(self.folder_edit, 1)
        row.addWidget(self.browse_button)
        self.automatic = QCheckBox(self)
        self.automatic.setObjectName("publishAutomatically")
        self.automatic.setChecked(publishing.automatic)
        self.result_label = QLabel(self)
        self.result_label.setObjectName("publishResult")
        self.result_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.publish_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.publish_button.setObjectName("publishNow")
        self.publish_button.clicked.connect(self.publish_now)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.folder_label)
        layout.addLayout(row)
        layout.addWidget(self.automatic)
        layout.addWidget(self.result_label)
        layout.addWidget(self.buttons)
        self.automatic.toggled.connect(self._automatic_toggled)
        publishing.published.connect(self._published)
        publishing.failed.connect(self._failed)
        self.retranslate()
        self.resize(560, self.sizeHint().height())

    def browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(
            self, self.tr("Folder of the results site"), self.folder_edit.text() or str(Path.home())
        )
        if chosen:
            self.folder_edit.setText(chosen)

    def chosen_folder(self) -> Path | None:
        text = self.folder_edit.text().strip()
        if not text:
            self._failed(self.tr("Choose the folder the pages are written to."))
            return None
        folder = Path(text).expanduser()
        if folder.exists() and not folder.is_dir():
            self._failed(self.tr("{folder} is a file; choose a folder.").format(folder=folder))
            return None
        return folder

    def publish_now(self) -> None:
        folder = self.chosen_folder()
        if folder is None:
            return
        self.result_label.setStyleSheet("")
        self.result_label.setText(self.tr("Publishing…"))
        self.publishing.set_folder(folder)
        self.publishing.publish_all()

    def _automatic_toggled(self, checked: bool) -> None:
        if checked:
            folder = self.chosen_folder()
            if folder is None:
                self.automatic.setChecked(False)
                return
            self.publishing.set_folder(folder)
        self.publishing.set_automatic(checked)

    def _published(self, result: Published) -> None:
        self.result_label.setStyleSheet("")
        self.result_label.setText(
            self.tr("Wrote {written} of {pages} pages to {folder}.").format(
                written=len(result.written), pages=result.pages, folder=result.folder
            )
        )

    def _failed(self, text: str) -> None:
        self.result_label.setStyleSheet(ERROR_STYLE)
        self.result_label.setText(text)

    def done(self, result: int) -> None:
        for signal, slot in ((self.publishing.published, self._published), (self.publishing.failed, self._failed)):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        super().done(result)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Publish the results site"))
        self.folder_label.setText(self.tr("Folder of the site (a USB stick, a shared folder or a web host's folder):"))
        self.folder_edit.setAccessibleName(self.tr("Folder of the site"))
        self.browse_button.setText(self.tr("Browse…"))
        self.automatic.setText(self.tr("Publish automatically after every change"))
        self.publish_button.setText(self.tr("Publish now"))
