"""File → Export: the federation's workbook (the whole championship or one stage) and the JSON export.

The workbook is written with a progress bar; Cancel stops it and no file is written (the
exporter writes to a temporary file and renames it only when complete). The JSON export is one
quick write of the whole championship to the file the TD chooses.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
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

from tddesk.ids import StageId
from tddesk.services.errors import ServiceError
from tddesk.services.stages import stage_views
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.long_work import LongWork


def export_json_file(session: UiSession, parent: QWidget) -> Path | None:
    """Ask where to save the JSON export and write it there; raises ServiceError when it cannot."""
    tournament = session.tournament
    chosen, _filter = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("ExportWorkbookDialog", "Export the championship as JSON"),
        str(tournament.path.with_suffix(".json")),
        QCoreApplication.translate("ExportWorkbookDialog", "JSON documents (*.json)"),
    )
    if not chosen:
        return None
    from tddesk.export.json_export import write_json  # the format's modules load when first used

    path = Path(chosen)
    return write_json(tournament, path if path.suffix.lower() == ".json" else path.with_name(path.name + ".json"))


class ExportWorkbookDialog(Retranslating, QDialog):
    """Choose what to export (everything, or one stage) and where; Export writes the workbook."""

    progress_started = Signal(object)  # the LongWork, before the workbook is written

    def __init__(self, session: UiSession, stage_id: StageId | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("exportWorkbookDialog")
        self.session = session
        self.written: Path | None = None
        self.progress: LongWork | None = None  # while the workbook is being written

        self.scope = QComboBox(self)
        self.scope.setObjectName("scope")
        self.scope.addItem("", None)
        for stage in stage_views(session.tournament):
            self.scope.addItem(stage.form.name, stage.id)
        self.scope.setCurrentIndex(max(0, self.scope.findData(stage_id)))
        self.path_edit = QLineEdit(self)
        self.path_edit.setObjectName("path")
        self.path_edit.setText(str(self._proposed_path()))
        self.browse_button = QPushButton(self)
        self.browse_button.setObjectName("browse")
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )

        path_row = QHBoxLayout()
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(self.browse_button)
        self.scope_label = QLabel(self)
        self.scope_label.setBuddy(self.scope)
        self.path_label = QLabel(self)
        self.path_label.setBuddy(self.path_edit)
        form = QFormLayout()
        form.addRow(self.scope_label, self.scope)
        form.addRow(self.path_label, path_row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        self.scope.currentIndexChanged.connect(self._scope_changed)
        self.browse_button.clicked.connect(self.browse)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()

    def stage_id(self) -> StageId | None:
        chosen: StageId | None = self.scope.currentData()
        return chosen

    def _proposed_path(self) -> Path:
        tournament = self.session.tournament
        name = self.scope.currentText() if self.stage_id() is not None else tournament.path.stem
        return tournament.path.with_name(name + ".xlsx")

    def _scope_changed(self) -> None:
        typed = Path(self.path_edit.text().strip())
        self.path_edit.setText(
            str(typed.with_name(self._proposed_path().name) if typed.name else self._proposed_path())
        )

    def browse(self) -> None:
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save the workbook"), self.path_edit.text(), self.tr("Excel workbooks (*.xlsx)")
        )
        if chosen:
            self.path_edit.setText(chosen)

    def accept(self) -> None:
        """Write the workbook; the dialog closes only when it was written."""
        text = self.path_edit.text().strip()
        if not text:
            self._say(self.tr("Choose where to save the workbook."))
            return
        path = Path(text)
        if path.suffix.lower() != ".xlsx":
            path = path.with_name(path.name + ".xlsx")
        from tddesk.export.federation_workbook import write_federation_workbook  # openpyxl, when first used

        tournament, stage_id = self.session.tournament, self.stage_id()
        self.progress = LongWork(
            self,
            self.tr("Writing the workbook…"),
            lambda report: write_federation_workbook(tournament, path, stage_id, progress=report),
            in_thread=False,
            at_once=True,  # a championship's workbook takes seconds: the progress and Cancel from the start
        )
        self.progress_started.emit(self.progress)
        self.buttons.setEnabled(False)
        try:
            written = self.progress.run()
        except ServiceError as error:
            self._say(str(error))
            return
        finally:
            self.progress = None
            self.buttons.setEnabled(True)
        if written is None:
            self._say(self.tr("Cancelled: no workbook was written."))
            return
        self.written = Path(written)
        super().accept()

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Export the federation's workbook"))
        self.scope.setItemText(0, self.tr("The whole championship"))
        self.scope_label.setText(self.tr("&Export:"))
        self.path_label.setText(self.tr("&File:"))
        self.browse_button.setText(self.tr("&Browse…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("E&xport"))
        self.path_edit.setToolTip(self.tr("The workbook is written here; an existing file is replaced."))
