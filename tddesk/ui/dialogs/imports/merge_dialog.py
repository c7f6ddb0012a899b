"""File → Merge heat: a heat run in another file (.tddesk, or its JSON export) added to this championship.

Choosing the source shows the preview: every conflict with the file and how it is resolved, and
how much the heat adds. Nothing changes until the TD presses Merge, which is possible only when
no conflict is refused; the merge is then one step on the undo stack. The pairs heat's merge
(``pairs_merge_dialog.py``) shows its conflicts and waits the same way (``conflict_roles``, ``busy``).
"""
from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QApplication,
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

from tddesk.imports.merge import (
    KEEP_EXISTING,
    REFUSE,
    RENAME_ID,
    RENAME_TEAM,
    REUSE_TEAM,
    Conflict,
    MergePreview,
    merge_heat,
    preview_merge,
    read_source,
)
from tddesk.services.errors import ServiceError
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

REFUSED_COLOUR = QColor("#b00020")
SUBJECT, DETAIL, RESOLUTION = range(3)


def conflict_roles(conflict: Conflict) -> dict[int, object]:
    """The whole conflict as every cell's tip; a conflict that refuses the merge in red."""
    roles: dict[int, object] = {Qt.ItemDataRole.ToolTipRole: conflict.detail}
    if conflict.resolution == REFUSE:
        roles[Qt.ItemDataRole.ForegroundRole] = QBrush(REFUSED_COLOUR)
    return roles


class MergeDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mergeDialog")
        self.session = session
        self.folder = folder
        self.source: Path | None = None
        self.preview: MergePreview | None = None
        self.change = None          # the merge, once done

        self.source_edit = QLineEdit(self)
        self.source_edit.setObjectName("source")
        self.source_edit.setReadOnly(True)
        self.browse_button = QPushButton(self)
        self.browse_button.setObjectName("browse")
        self.stage_combo = QComboBox(self)
        self.stage_combo.setObjectName("stage")
        self.source_label, self.stage_label = QLabel(self), QLabel(self)
        self.source_label.setBuddy(self.browse_button)
        self.stage_label.setBuddy(self.stage_combo)
        self.conflicts_model: RowTableModel[Conflict] = RowTableModel(parent=self, row_roles=conflict_roles)
        self.conflicts = row_table(self, "conflicts", self.conflicts_model, sortable=False, stretch_last=False)
        self.conflicts.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
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
        form.addRow(self.stage_label, self.stage_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.conflicts, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(820, 520)

        self.browse_button.clicked.connect(self.browse)
        self.stage_combo.activated.connect(lambda _index: self.refresh_preview())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()
        self._show(None, "")

    def browse(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose the heat's file"), str(self.folder),
            self.tr("Championship files or JSON documents (*.tddesk *.json)"))
        if chosen:
            self.choose_source(chosen)

    def choose_source(self, path: Path | str) -> None:
        """Read the source's stages and preview the merge of the first (or only) one."""
        self.source = Path(path)
        self.source_edit.setText(str(self.source))
        self.stage_combo.clear()
        try:
            with busy():
                stages = read_source(self.source)["stages"]
        except ServiceError as error:
            self._show(None, str(error))
            return
        for stage in stages:
            self.stage_combo.addItem(stage["name"], stage["id"])
        self.refresh_preview()

    def refresh_preview(self) -> None:
        if self.source is None or self.stage_combo.currentData() is None:
            self._show(None, self.tr("The file holds no heat."))
            return
        try:
            with busy():
                preview = preview_merge(self.session.tournament, self.source, self.stage_combo.currentData())
        except ServiceError as error:
            self._show(None, str(error))
            return
        self._show(preview, "")

    def _show(self, preview: MergePreview | None, problem: str) -> None:
        self.preview = preview
        conflicts = preview.conflicts if preview is not None else ()
        self.conflicts_model.set_rows(conflicts)
        self.conflicts.resizeRowsToContents()
        self.summary.setText(self.summary_text(preview) if preview is not None else "")
        if problem:
            self.message.setText(problem)
        elif preview is None:
            self.message.setText(self.tr("Choose the heat's file: a championship file or its JSON export."))
        elif not preview.can_merge:
            self.message.setText(self.tr("The heat cannot be merged: {count} conflict(s) are refused. Correct them "
                                         "in one of the files and choose the file again.")
                                 .format(count=len(preview.refusals)))
        else:
            self.message.setText(self.tr("Nothing has changed yet: Merge adds the heat as one step that can be "
                                         "undone."))
        self.message.setStyleSheet(ERROR_STYLE if problem or (preview is not None and not preview.can_merge) else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            preview is not None and preview.can_merge and not self.session.read_only)

    def resolution_text(self, resolution: str) -> str:
        return {REFUSE: self.tr("Refused"),
                KEEP_EXISTING: self.tr("This file's record is kept"),
                REUSE_TEAM: self.tr("The team of this file is used"),
                RENAME_ID: self.tr("Gets a free id"),
                RENAME_TEAM: self.tr("Renamed")}.get(resolution, resolution)

    def summary_text(self, preview: MergePreview) -> str:
        counts = preview.summary
        return self.tr(
            "{stage} adds {teams} team(s) ({reused} already in this file), {players} player(s) ({known} already "
            "known), {clubs} club(s), {rounds} round(s), {matches} match(es) of which {results} with results, "
            "{lineups} line-up(s), {penalties} penalty(ies), {walkovers} walkover(s), {exclusions} exclusion(s), "
            "{lots} lot(s) and {audit} audit entries.").format(
                stage=preview.stage_name, teams=counts.teams, reused=counts.reused_teams, players=counts.players,
                known=counts.known_players, clubs=counts.clubs, rounds=counts.rounds, matches=counts.matches,
                results=counts.results, lineups=counts.lineups, penalties=counts.penalties,
                walkovers=counts.walkovers, exclusions=counts.exclusions, lots=counts.lots, audit=counts.audit)

    def accept(self) -> None:
        """Merge as one undoable action; a refusal (e.g. the file changed since the preview) is shown."""
        if self.preview is None or not self.preview.can_merge:
            return
        try:
            with busy():
                self.change = self.session.perform(self.tr("Merge {stage}").format(stage=self.preview.stage_name),
                                                   merge_heat, self.preview)
        except ServiceError as error:
            self.message.setText(str(error))
            self.message.setStyleSheet(ERROR_STYLE)
            return
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Merge a heat"))
        self.source_label.setText(self.tr("&Heat's file:"))
        self.stage_label.setText(self.tr("&Stage:"))
        self.browse_button.setText(self.tr("&Browse…"))
        self.conflicts_model.set_columns([
            Column(self.tr("Concerns"), lambda conflict: conflict.subject),
            Column(self.tr("Conflict"), lambda conflict: conflict.detail),
            Column(self.tr("Resolution"), lambda conflict: self.resolution_text(conflict.resolution))])
        self.conflicts.horizontalHeader().setSectionResizeMode(DETAIL, QHeaderView.ResizeMode.Stretch)   # now it exists
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Merge"))
        if self.preview is not None:
            self._show(self.preview, "")


@contextmanager
def busy():
    """A wait cursor while a source file is read or merged."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()
