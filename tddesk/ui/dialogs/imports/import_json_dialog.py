"""File → Import → JSON: a new championship file from a document in the open JSON format.

The TD chooses the document and the new file. The document is checked completely before
anything is written; when it is refused, every problem is listed with its place in the document
(e.g. ``stages[0].rounds[2]: …``) and no file is made. The import shows its progress and can be
cancelled; then no file is made either. Once the file is made, ``imported`` gives its path so
the window can open it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tddesk.formats.json_format import DocumentRefused
from tddesk.imports.json_import import import_json
from tddesk.services.errors import ServiceError
from tddesk.services.files import FILE_SUFFIX
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.widgets.long_work import LongWork


def _import_and_close(source: Path, target: Path, progress: Callable[[int, int], bool]) -> Path | None:
    """The new file's path, or None when the import was cancelled (nothing was created)."""
    tournament = import_json(source, target, progress=progress)
    if tournament is None:
        return None
    # The new file is opened again by the window; this worker's handle on it must be let go.
    tournament.close()
    return target


class ImportJsonDialog(Retranslating, QDialog):
    imported = Signal(str)  # the path of the new championship file
    progress_started = Signal(object)  # the LongWork, before the import starts

    def __init__(self, folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("importJsonDialog")
        self.folder = folder
        self.created: Path | None = None

        self.source_edit = QLineEdit(self)
        self.source_edit.setObjectName("source")
        self.source_button = QPushButton(self)
        self.source_button.setObjectName("browseSource")
        self.target_edit = QLineEdit(self)
        self.target_edit.setObjectName("target")
        self.target_button = QPushButton(self)
        self.target_button.setObjectName("browseTarget")
        self.source_label, self.target_label = QLabel(self), QLabel(self)
        self.source_label.setBuddy(self.source_edit)
        self.target_label.setBuddy(self.target_edit)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.problems = QListWidget(self)
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )

        form = QFormLayout()
        for label, edit, button in (
            (self.source_label, self.source_edit, self.source_button),
            (self.target_label, self.target_edit, self.target_button),
        ):
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(button)
            form.addRow(label, row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.problems, 1)
        layout.addWidget(self.buttons)
        self._show_problems([])
        self.resize(640, 360)

        self.source_button.clicked.connect(self.browse_source)
        self.target_button.clicked.connect(self.browse_target)
        self.source_edit.textChanged.connect(self._update_ok)
        self.target_edit.textChanged.connect(self._update_ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()
        self._update_ok()

    def choose_source(self, path: Path | str) -> None:
        """The document to import; the new file is proposed beside it under the same name."""
        path = Path(path)
        self.source_edit.setText(str(path))
        if not self.target_edit.text().strip():
            self.target_edit.setText(str(path.with_suffix(FILE_SUFFIX)))

    def browse_source(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose the JSON document"), str(self.folder), self.tr("JSON documents (*.json)")
        )
        if chosen:
            self.choose_source(chosen)

    def browse_target(self) -> None:
        proposed = self.target_edit.text().strip() or str(self.folder)
        chosen, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the new championship file"),
            proposed,
            self.tr("Championship files (*{suffix})").format(suffix=FILE_SUFFIX),
        )
        if chosen:
            path = Path(chosen)
            if path.suffix != FILE_SUFFIX:
                path = path.with_name(path.name + FILE_SUFFIX)
            self.target_edit.setText(str(path))

    def accept(self) -> None:
        """Import; on a refusal the problems are listed and the dialog stays open."""
        source, target = Path(self.source_edit.text().strip()), Path(self.target_edit.text().strip())
        if target.suffix != FILE_SUFFIX:
            target = target.with_name(target.name + FILE_SUFFIX)
        # Cancel reaches the import through ``report``: the import stops and removes what it began.
        work = LongWork(
            self,
            self.tr("Importing {name}…").format(name=source.name),
            lambda report: _import_and_close(source, target, report),
            stoppable=True,
        )
        self.progress_started.emit(work)
        try:
            self.created = work.run()
        except DocumentRefused as error:
            self._show_problems(error.problems)
            self.message.setText(
                self.tr("The document was refused; nothing was created. Each problem names its place in the document:")
            )
            return
        except ServiceError as error:
            self._show_problems([])
            self.message.setText(str(error))
            return
        if self.created is None:
            self._show_problems([])
            self.message.setText(self.tr("The import was cancelled; no file was created."))
            return
        super().accept()
        self.imported.emit(str(self.created))

    def _show_problems(self, problems: Sequence[str]) -> None:
        self.problems.clear()
        self.problems.addItems(list(problems))
        self.problems.setVisible(bool(problems))

    def _update_ok(self) -> None:
        ready = bool(self.source_edit.text().strip() and self.target_edit.text().strip())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ready)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Import a championship from JSON"))
        self.source_label.setText(self.tr("&Document:"))
        self.target_label.setText(self.tr("&New file:"))
        self.source_button.setText(self.tr("Browse…"))
        self.target_button.setText(self.tr("Browse…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Import"))
