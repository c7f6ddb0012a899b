"""Tools → Merge a club's pairs heat…: a qualifying heat a club ran in a file of its own (.tddesk, or
its open-format export) added to this file's pairs championship (docs/pairs.md, "Merging a club's
heat").

Choosing the club's file shows the preview: what the heat brings (its pairs, new or already
registered here, and its results) and every conflict in words with how it is resolved. Nothing
changes until the TD presses Merge, possible only when no conflict is refused; the merge is then
one step on the undo stack.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tddesk.imports.merge import REFUSE, Conflict, read_source
from tddesk.imports.pairs_merge import SHOWN, PairsMergePreview, merge_pairs_heat, preview_pairs_merge
from tddesk.services.errors import ServiceError
from tddesk.ui.dialogs.imports.merge_dialog import busy, conflict_roles
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

DETAIL, RESOLUTION = range(2)


class PairsMergeDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsMergeDialog")
        self.session = session
        self.folder = folder
        self.source: Path | None = None
        self.preview: PairsMergePreview | None = None
        self.change = None          # the merge, once done

        self.source_edit = QLineEdit(self)
        self.source_edit.setObjectName("source")
        self.source_edit.setReadOnly(True)
        self.browse_button = QPushButton(self)
        self.browse_button.setObjectName("browse")
        self.heat_combo = QComboBox(self)
        self.heat_combo.setObjectName("heat")
        self.source_label, self.heat_label = QLabel(self), QLabel(self)
        self.source_label.setBuddy(self.browse_button)
        self.heat_label.setBuddy(self.heat_combo)
        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.conflicts_model: RowTableModel[Conflict] = RowTableModel(parent=self, row_roles=conflict_roles)
        self.conflicts = row_table(self, "conflicts", self.conflicts_model, sortable=False, stretch_last=False)
        self.conflicts.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)

        source_row = QHBoxLayout()
        source_row.addWidget(self.source_edit, 1)
        source_row.addWidget(self.browse_button)
        form = QFormLayout()
        form.addRow(self.source_label, source_row)
        form.addRow(self.heat_label, self.heat_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.conflicts, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(760, 460)

        self.browse_button.clicked.connect(self.browse)
        self.heat_combo.activated.connect(lambda _index: self.refresh_preview())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()
        self._show(None, "")

    def browse(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose the club's file"), str(self.folder),
            self.tr("Championship files or JSON documents (*.tddesk *.json)"))
        if chosen:
            self.choose_source(chosen)

    def choose_source(self, path: Path | str) -> None:
        """Read the club's qualifying heats and preview the merge of the first (or only) one."""
        self.source = Path(path)
        self.source_edit.setText(str(self.source))
        self.heat_combo.clear()
        try:
            with busy():
                events = read_source(self.source).get("pairs_events", [])
        except ServiceError as error:
            self._show(None, str(error))
            return
        for event in events:
            for heat in event["heats"]:
                if heat["kind"] != "final":
                    self.heat_combo.addItem(f"{event['name']}: {heat['name']}", heat["id"])
        self.refresh_preview()

    def refresh_preview(self) -> None:
        if self.source is None or self.heat_combo.currentData() is None:
            self._show(None, self.tr("The file holds no qualifying pairs heat."))
            return
        try:
            with busy():
                preview = preview_pairs_merge(self.session.tournament, self.source, self.heat_combo.currentData())
        except ServiceError as error:
            self._show(None, str(error))
            return
        self._show(preview, "")

    def _show(self, preview: PairsMergePreview | None, problem: str) -> None:
        self.preview = preview
        conflicts = preview.conflicts if preview is not None else ()
        self.conflicts_model.set_rows(conflicts)
        self.conflicts.resizeRowsToContents()
        self.summary.setText(self.summary_text(preview) if preview is not None else "")
        if problem:
            self.message.setText(problem)
        elif preview is None:
            self.message.setText(self.tr("Choose the club's file: its championship file or its JSON export."))
        elif not preview.can_merge:
            self.message.setText(self.tr("The heat cannot be merged: {count} conflict(s) are refused. Correct them "
                                         "in one of the files and choose the file again.")
                                 .format(count=len(preview.refusals)))
        elif not conflicts:
            self.message.setText(self.tr("No conflicts. Nothing has changed yet: Merge adds the heat as one step "
                                         "that can be undone."))
        else:
            self.message.setText(self.tr("Nothing has changed yet: Merge adds the heat as one step that can be "
                                         "undone."))
        self.message.setStyleSheet(ERROR_STYLE if problem or (preview is not None and not preview.can_merge) else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            preview is not None and preview.can_merge and not self.session.read_only)

    def resolution_text(self, resolution: str) -> str:
        return {REFUSE: self.tr("Refused"), SHOWN: self.tr("Merged as shown")}.get(resolution, resolution)

    def summary_text(self, preview: PairsMergePreview) -> str:
        return self.tr("{heat} brings {pairs} new pair(s) and {reused} pair(s) already registered here, with "
                       "{results} board result(s).").format(heat=preview.heat_name, pairs=preview.pairs,
                                                          reused=preview.reused_pairs, results=preview.results)

    def accept(self) -> None:
        """Merge as one undoable action; a refusal (e.g. the file changed since the preview) is shown."""
        if self.preview is None or not self.preview.can_merge:
            return
        try:
            with busy():
                self.change = self.session.perform(self.tr("Merge {heat}").format(heat=self.preview.heat_name),
                                                   merge_pairs_heat, self.preview)
        except ServiceError as error:
            self.message.setText(str(error))
            self.message.setStyleSheet(ERROR_STYLE)
            return
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Merge a club's pairs heat"))
        self.source_label.setText(self.tr("&Club's file:"))
        self.heat_label.setText(self.tr("&Heat:"))
        self.browse_button.setText(self.tr("&Browse…"))
        self.conflicts_model.set_columns([
            Column(self.tr("Conflict"), lambda conflict: conflict.detail),
            Column(self.tr("Resolution"), lambda conflict: self.resolution_text(conflict.resolution))])
        header = self.conflicts.horizontalHeader()     # the columns exist now
        header.setSectionResizeMode(DETAIL, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(RESOLUTION, QHeaderView.ResizeMode.ResizeToContents)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Merge"))
        if self.preview is not None:
            self._show(self.preview, "")
