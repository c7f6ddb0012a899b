"""Arkiv → Publicera → Dela brickresultat mellan spelplatser…: the semifinal day's shared folder,
this venue's stage and its name (docs/publishing.md, "Across venues")."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tddesk.rules.stage_kinds import StageKind
from tddesk.services.stages import stage_views
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession


class OpenFile(Protocol):
    @property
    def session(self) -> UiSession | None: ...


class ResultsHost(Protocol):
    @property
    def controller(self) -> OpenFile: ...


class VenueSettings(Protocol):
    """What the dialog needs of the window's ``VenueSharing`` (named here: the window's modules
    import the dialogs, not the other way)."""

    @property
    def results(self) -> ResultsHost: ...

    @property
    def settings(self) -> dict[str, str] | None: ...

    def set_settings(self, chosen: dict[str, str] | None) -> None: ...


class VenueShareDialog(Retranslating, QDialog):
    def __init__(self, sharing: VenueSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("venueShareDialog")
        self.sharing = sharing  # the window's VenueSharing
        known = sharing.settings or {}
        self.folder = QLineEdit(known.get("folder", ""), self)
        self.folder.setObjectName("venueFolder")
        self.browse_button = QPushButton(self)
        self.browse_button.clicked.connect(self.browse)
        self.stage = QComboBox(self)
        self.stage.setObjectName("venueStage")
        session = sharing.results.controller.session
        assert session is not None  # the dialog is offered only with a file open
        for stage in stage_views(session.tournament):
            if stage.form.kind == StageKind.SEMIFINAL:
                self.stage.addItem(stage.form.name, stage.id)
        self.stage.setCurrentIndex(max(0, self.stage.findData(known.get("stage"))))
        self.venue = QLineEdit(known.get("venue", ""), self)
        self.venue.setObjectName("venueName")
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(self.browse_button)
        self.labels = [QLabel(self) for _ in range(3)]
        form = QFormLayout()
        form.addRow(self.labels[0], folder_row)
        form.addRow(self.labels[1], self.stage)
        form.addRow(self.labels[2], self.venue)
        self.labels[0].setBuddy(self.folder)
        self.labels[1].setBuddy(self.stage)
        self.labels[2].setBuddy(self.venue)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.stop_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.DestructiveRole)
        self.stop_button.setEnabled(bool(known))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.stop_button.clicked.connect(self.stop_sharing)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.retranslate()

    def browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("The folder the venues share"), self.folder.text())
        if chosen:
            self.folder.setText(chosen)

    def save(self) -> bool:
        folder = Path(self.folder.text().strip())
        if not self.folder.text().strip() or not folder.is_dir():
            self.message.setText(self.tr("Choose the folder the venues share (kept in sync by Syncthing or a share)."))
            return False
        if self.stage.currentData() is None:
            self.message.setText(self.tr("The file has no semifinal; set up the semifinal day first."))
            return False
        if not self.venue.text().strip():
            self.message.setText(self.tr("Give this venue's name, as the other venues will see it."))
            return False
        self.sharing.set_settings(
            {"folder": str(folder), "stage": self.stage.currentData(), "venue": self.venue.text().strip()}
        )
        self.accept()
        return True

    def stop_sharing(self) -> None:
        self.sharing.set_settings(None)
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Share board results between venues"))
        self.labels[0].setText(self.tr("Shared &folder:"))
        self.labels[1].setText(self.tr("This venue's &stage:"))
        self.labels[2].setText(self.tr("This venue's &name:"))
        self.browse_button.setText(self.tr("&Browse…"))
        self.stop_button.setText(self.tr("Stop sharing"))
