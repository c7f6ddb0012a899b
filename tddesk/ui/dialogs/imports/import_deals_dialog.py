"""File → Import → Deals: the PBN or DUP file of a day's boards into the stages that play them.

The TD chooses the file and ticks the stages (the stage in view, and the other venues of the same
day, are ticked to begin with). The file is read and checked at once: the dialog shows the boards
it holds and which stored deals it would replace, or says in words what is wrong with it. OK
stores the deals in every ticked stage as one undoable action.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import StageId
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.deals import DealImportPreview, import_deals, load_deal_file, preview_deal_import
from tddesk.services.errors import ServiceError
from tddesk.services.stages import StageView, stage_views
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession

if TYPE_CHECKING:
    from tddesk.formats.deal_files import DealFile
    from tddesk.services.tournament import Change


def _same_day(one: StageView, other: StageView) -> bool:
    return one.form.kind == other.form.kind and one.form.kind != StageKind.HEAT


class ImportDealsDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, stage_id: StageId | None, folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("importDealsDialog")
        self.session = session
        self.folder = folder
        self.deal_file: DealFile | None = None
        self.change: Change | None = None
        self.file_edit = QLineEdit(self)
        self.file_edit.setObjectName("dealFile")
        self.browse = QPushButton(self)
        self.browse.setObjectName("browseDeals")
        self.file_label, self.stages_label = QLabel(self), QLabel(self)
        self.file_label.setBuddy(self.file_edit)
        self.stages = QListWidget(self)
        self.stages.setObjectName("stages")
        self.stages_label.setBuddy(self.stages)
        self.replace = QCheckBox(self)
        self.replace.setObjectName("replace")
        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        views = stage_views(session.tournament)
        in_view = next((view for view in views if view.id == stage_id), None)
        for view in views:
            item = QListWidgetItem(view.form.name, self.stages)
            item.setData(Qt.ItemDataRole.UserRole, view.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            ticked = in_view is not None and (view.id == in_view.id or _same_day(view, in_view))
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)

        row = QHBoxLayout()
        row.addWidget(self.file_edit, 1)
        row.addWidget(self.browse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.file_label)
        layout.addLayout(row)
        layout.addWidget(self.stages_label)
        layout.addWidget(self.stages, 1)
        layout.addWidget(self.replace)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.browse.clicked.connect(self.choose_file)
        self.file_edit.editingFinished.connect(self.read_file)
        self.stages.itemChanged.connect(lambda _item: self.show_preview())
        self.replace.toggled.connect(lambda _on: self.show_preview())
        self.buttons.accepted.connect(self.import_now)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()
        self.show_preview()
        self.resize(520, 420)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Import deals"))
        self.file_label.setText(self.tr("&Deal file (PBN or DUP):"))
        self.browse.setText(self.tr("&Browse…"))
        self.stages_label.setText(self.tr("&Stages that play these boards:"))
        self.replace.setText(self.tr("&Replace deals already stored for the same boards"))

    def chosen_stages(self) -> list[StageId]:
        return [
            self.stages.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.stages.count())
            if self.stages.item(row).checkState() == Qt.CheckState.Checked
        ]

    def choose_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose the deal file"), str(self.folder), self.tr("Deal files (*.pbn *.dup);;All files (*)")
        )
        if path:
            self.file_edit.setText(path)
            self.read_file()

    def read_file(self) -> None:
        text = self.file_edit.text().strip()
        self.deal_file = None
        if text:
            try:
                self.deal_file = load_deal_file(Path(text))
            except ServiceError as error:
                self._problem(str(error))
                return
        self.show_preview()

    def _problem(self, text: str) -> None:
        self.summary.setStyleSheet(ERROR_STYLE)
        self.summary.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def show_preview(self) -> DealImportPreview | None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if self.deal_file is None:
            self.summary.setStyleSheet("")
            self.summary.setText(self.tr("Choose the PBN or DUP file of the boards."))
            ok.setEnabled(False)
            return None
        stages = self.chosen_stages()
        if not stages:
            self._problem(self.tr("Tick at least one stage."))
            return None
        try:
            preview = preview_deal_import(self.session.tournament, stages, self.deal_file)
        except ServiceError as error:
            self._problem(str(error))
            return None
        lines = [
            self.tr("{count} boards ({first}–{last}) from a {source} file into {stages}.").format(
                count=len(preview.boards),
                first=preview.boards[0],
                last=preview.boards[-1],
                source=preview.source.upper(),
                stages=", ".join(preview.stages),
            )
        ]
        if preview.replaced:
            boards = ", ".join(map(str, preview.replaced))
            lines.append(
                self.tr("Other deals are stored for boards {boards}; they are replaced.").format(boards=boards)
                if self.replace.isChecked()
                else self.tr("Other deals are stored for boards {boards}; tick Replace to import.").format(
                    boards=boards
                )
            )
        self.summary.setStyleSheet(ERROR_STYLE if preview.replaced and not self.replace.isChecked() else "")
        self.summary.setText("\n".join(lines))
        ok.setEnabled(not preview.replaced or self.replace.isChecked())
        return preview

    def import_now(self) -> None:
        if self.deal_file is None:
            return
        try:
            self.change = self.session.perform(
                self.tr("Import deals"),
                import_deals,
                self.chosen_stages(),
                self.deal_file,
                replace=self.replace.isChecked(),
            )
        except ServiceError as error:
            self._problem(str(error))
            return
        self.accept()
