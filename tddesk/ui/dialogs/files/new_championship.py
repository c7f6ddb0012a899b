"""Creating championship files: File → New championship, and the demo championship.

``NewChampionshipDialog``: where to save it, its name, season, district and regulation profile.
OK creates the file through ``services.files.new_championship``; a refusal (no name, the file
exists, a folder that cannot be written) is shown in the dialog in the service's words, and the
dialog stays open. On success ``tournament`` holds the new, open championship.

``demo_build``: builds the demo championship (``demo.championship.build_demo``) in a worker thread
under a progress note (``ui/widgets/long_work.py``), then reports the file to open.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
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

from tddesk.i18n import translate
from tddesk.resources import shipped_profile_ids, shipped_profile_text
from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.rules.profile import ProfileError, load_profile
from tddesk.services.errors import ServiceError
from tddesk.services.files import FILE_SUFFIX, FileRefused, new_championship, open_championship
from tddesk.services.tournament import Tournament
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.widgets.long_work import LongWork


class NewChampionshipDialog(Retranslating, QDialog):
    def __init__(self, folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("newChampionshipDialog")
        self.folder = folder
        self.tournament: Tournament | None = None
        self._name_typed = False

        self.profile_combo = QComboBox(self)
        self.profile_combo.setObjectName("profile")
        for profile_id in shipped_profile_ids():
            try:
                identity = load_profile(shipped_profile_text(profile_id)).profile
            except ProfileError:
                continue  # a broken shipped profile is not offered (files.py would refuse it)
            self.profile_combo.addItem(identity.name, (profile_id, identity.season, identity.district))
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setObjectName("name")
        self.season_edit = QLineEdit(self)
        self.season_edit.setObjectName("season")
        self.district_edit = QLineEdit(self)
        self.district_edit.setObjectName("district")
        self.path_edit = QLineEdit(self)
        self.path_edit.setObjectName("path")
        self.browse_button = QPushButton(self)
        self.browse_button.setObjectName("browse")
        self.error_label = QLabel(self)
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c00000;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )

        self.profile_caption, self.name_caption = QLabel(self), QLabel(self)
        self.season_caption, self.district_caption, self.path_caption = QLabel(self), QLabel(self), QLabel(self)
        for caption, field in (
            (self.profile_caption, self.profile_combo),
            (self.name_caption, self.name_edit),
            (self.season_caption, self.season_edit),
            (self.district_caption, self.district_edit),
            (self.path_caption, self.path_edit),
        ):
            caption.setBuddy(field)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(self.browse_button)
        form = QFormLayout()
        form.addRow(self.profile_caption, self.profile_combo)
        form.addRow(self.name_caption, self.name_edit)
        form.addRow(self.season_caption, self.season_edit)
        form.addRow(self.district_caption, self.district_edit)
        form.addRow(self.path_caption, path_row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        self.profile_combo.currentIndexChanged.connect(self._profile_chosen)
        self.name_edit.textEdited.connect(self._name_edited)
        self.browse_button.clicked.connect(self.browse)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.resize(560, self.sizeHint().height())
        self.retranslate()
        self._profile_chosen()

    def _profile_chosen(self) -> None:
        """Season and district follow the profile; the name and file too until the TD types a name."""
        chosen = self.profile_combo.currentData()
        if chosen is None:
            return
        _profile_id, season, district = chosen
        self.season_edit.setText(season)
        self.district_edit.setText(district)
        if not self._name_typed:
            self.name_edit.setText(f"DM Lag {district} {season}")
            self._suggest_path()

    def _name_edited(self) -> None:
        self._name_typed = True
        self._suggest_path()

    def _suggest_path(self) -> None:
        name = "".join(ch for ch in self.name_edit.text().strip() if ch not in '/\\:*?"<>|')
        if name:
            self.path_edit.setText(str(self.folder / f"{name}{FILE_SUFFIX}"))

    def browse(self) -> None:
        chosen, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the championship as"),
            self.path_edit.text() or str(self.folder),
            self.tr("Championship files (*{suffix})").format(suffix=FILE_SUFFIX),
        )
        if chosen:
            self.path_edit.setText(chosen)

    def chosen_path(self) -> Path | None:
        text = self.path_edit.text().strip()
        if not text:
            return None
        path = Path(text).expanduser()
        return path if path.suffix == FILE_SUFFIX else path.with_name(path.name + FILE_SUFFIX)

    def accept(self) -> None:
        path = self.chosen_path()
        if path is None:
            self.error_label.setText(self.tr("Choose where to save the championship file."))
            self.path_edit.setFocus()
            return
        profile_id = self.profile_combo.currentData()[0] if self.profile_combo.count() else ""
        try:
            self.tournament = new_championship(
                path,
                name=self.name_edit.text(),
                season=self.season_edit.text().strip(),
                district=self.district_edit.text().strip(),
                profile_id=profile_id,
            )
        except ServiceError as error:
            self.error_label.setText(str(error))
            return
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New championship"))
        self.profile_caption.setText(self.tr("Regulation &profile:"))
        self.name_caption.setText(self.tr("&Name:"))
        self.season_caption.setText(self.tr("&Season:"))
        self.district_caption.setText(self.tr("&District:"))
        self.path_caption.setText(self.tr("&File:"))
        self.browse_button.setText(self.tr("&Browse…"))


def demo_file_dialog(suggested: Path, parent: QWidget) -> QFileDialog:
    """Where to save the demo championship (a window-modal dialog; the caller opens it)."""
    dialog = QFileDialog(parent, translate("Files", "Save the demo championship as"), str(suggested))
    dialog.setObjectName("demoFileDialog")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setNameFilter(translate("Files", "Championship files (*{suffix})").format(suffix=FILE_SUFFIX))
    dialog.setDefaultSuffix(FILE_SUFFIX.lstrip("."))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return dialog


def replacing_problem(path: Path) -> str | None:
    """Why the demo may not be written at ``path``, or None after removing an earlier tddesk file
    there: only a championship file that no one has open is replaced."""
    if not path.exists():
        return None
    try:
        open_championship(path).close()
    except FileRefused as error:
        return str(error)
    for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        leftover.unlink(missing_ok=True)
    return None


def build_demo_file(path: Path) -> Path:
    """The demo championship built at ``path`` (for a worker thread); a failed build leaves no file."""
    # deferred: not loaded before the window's first paint (start-up)
    from tddesk.demo.championship import build_demo

    try:
        build_demo(path).close()
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return path


def demo_build(path: Path, window: QWidget) -> LongWork:
    """The build of the demo file at ``path`` under a progress note, not yet started; ``done(path,
    message)`` follows ``start()``, the message empty on success."""
    return LongWork(
        window,
        translate("DemoBuild", "Building the demo championship…"),
        lambda _report: build_demo_file(path),
        cancellable=False,
    )
