"""The status bar: which file, that it is saved, which regulation profile, read-only in red, and
a one-line notice when the file lies in a folder OneDrive, Dropbox, Google Drive or iCloud syncs."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from tddesk.services.synced_folders import sync_service

READ_ONLY_COLOUR = QColor(0xC0, 0x00, 0x00)


class MainStatusBar(QStatusBar):
    """Permanent labels: file name · Saved HH:MM:SS · Profile name · READ-ONLY."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mainStatusBar")
        self._path: Path | None = None
        self._profile_name: str | None = None
        self._read_only = False
        self._saved_at: dt.datetime | None = None
        self._synced_by: str | None = None

        self.sync_label = QLabel(self)
        self.sync_label.setObjectName("statusSynced")
        self.file_label = QLabel(self)
        self.saved_label = QLabel(self)
        self.profile_label = QLabel(self)
        self.read_only_label = QLabel(self)
        self.file_label.setObjectName("statusFile")
        self.saved_label.setObjectName("statusSaved")
        self.profile_label.setObjectName("statusProfile")
        self.read_only_label.setObjectName("statusReadOnly")
        palette = self.read_only_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, READ_ONLY_COLOUR)
        self.read_only_label.setPalette(palette)
        font = self.read_only_label.font()
        font.setBold(True)
        self.read_only_label.setFont(font)
        # Permanent widgets sit on the right and are not covered by temporary messages.
        for label in (self.sync_label, self.file_label, self.saved_label, self.profile_label, self.read_only_label):
            self.addPermanentWidget(label)
        self._refresh()

    def set_file(self, path: Path | str | None, profile_name: str | None = None, read_only: bool = False) -> None:
        """Show the open file (None: no file), its regulation profile and whether it is read-only."""
        self._path = Path(path) if path is not None else None
        self._profile_name = profile_name if path is not None else None
        self._read_only = bool(read_only) and path is not None
        self._synced_by = sync_service(self._path) if self._path is not None else None
        self._saved_at = None
        self._refresh()

    def mark_saved(self, when: dt.datetime) -> None:
        """Say that everything was saved at ``when`` (the file is saved on every change)."""
        self._saved_at = when
        self._refresh_saved()  # after every entry: the rest of the bar is as it was

    @property
    def read_only(self) -> bool:
        return self._read_only

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)

    def _refresh(self) -> None:
        has_file = self._path is not None
        self.file_label.setText(self._path.name if self._path is not None else self.tr("No championship open"))
        self.file_label.setToolTip(str(self._path) if has_file else "")
        self._refresh_saved()
        self.profile_label.setText(self.tr("Profile {name}").format(name=self._profile_name or ""))
        self.profile_label.setVisible(has_file and bool(self._profile_name))
        self.read_only_label.setText(self.tr("Read-only"))
        self.read_only_label.setToolTip(self.tr("The file is open read-only: nothing can be changed or saved."))
        self.read_only_label.setVisible(self._read_only)
        self.sync_label.setText(
            self.tr("In {service}: use the file on one computer at a time").format(service=self._synced_by or "")
        )
        self.sync_label.setToolTip(
            self.tr(
                "{service} synchronises this folder. When the file is changed on two computers before "
                "{service} has caught up, it keeps a conflict copy instead of merging the changes."
            ).format(service=self._synced_by or "")
        )
        self.sync_label.setVisible(self._synced_by is not None)

    def _refresh_saved(self) -> None:
        saved_at = self._saved_at if self._path is not None else None
        self.saved_label.setText(
            self.tr("Saved {time}").format(time=saved_at.strftime("%H:%M:%S")) if saved_at is not None else ""
        )
        self.saved_label.setVisible(saved_at is not None)
