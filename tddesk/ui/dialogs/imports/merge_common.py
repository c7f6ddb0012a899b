"""What the two merge dialogs share (File → Merge heat, ``merge_dialog.py``; Tools → Merge a club's
pairs heat, ``pairs_merge_dialog.py``): the source file line with the choice of what to merge from
it, the table of conflicts, the preview's message and the Merge button, and the merge itself.

``MergePreviewing`` is mixed into each dialog; the dialog names what differs: which stages or heats
of the source can be merged, how the preview is made and summed up, and the merge's undo text.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from tddesk.i18n import counted
from tddesk.imports.merge import REFUSE, Conflict, read_source
from tddesk.services.errors import ServiceError
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

REFUSED_COLOUR = QColor("#b00020")


def conflict_roles(conflict: Conflict) -> dict[int, object]:
    """The whole conflict as every cell's tip; a conflict that refuses the merge in red."""
    roles: dict[int, object] = {Qt.ItemDataRole.ToolTipRole: conflict.detail}
    if conflict.resolution == REFUSE:
        roles[Qt.ItemDataRole.ForegroundRole] = QBrush(REFUSED_COLOUR)
    return roles


@contextmanager
def busy() -> Iterator[None]:
    """A wait cursor while a source file is read or merged."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


class MergePreviewing:
    """The source, the choice, the conflicts and the merge of a merge dialog (mixed into a QDialog
    that sets ``session``, ``folder``, ``source``, ``preview`` and ``change`` before ``build``)."""

    def build(self, choice_name: str, summary_above_conflicts: bool) -> QComboBox:
        """The widgets and the layout; the combo of what to merge (named ``choice_name``) is returned."""
        dialog: Any = self
        self.source_edit = QLineEdit(dialog)
        self.source_edit.setObjectName("source")
        self.source_edit.setReadOnly(True)
        self.browse_button = QPushButton(dialog)
        self.browse_button.setObjectName("browse")
        self.choice_combo = QComboBox(dialog)
        self.choice_combo.setObjectName(choice_name)
        self.source_label, self.choice_label = QLabel(dialog), QLabel(dialog)
        self.source_label.setBuddy(self.browse_button)
        self.choice_label.setBuddy(self.choice_combo)
        self.conflicts_model: RowTableModel[Conflict] = RowTableModel(parent=dialog, row_roles=conflict_roles)
        self.conflicts = row_table(dialog, "conflicts", self.conflicts_model, sortable=False, stretch_last=False)
        self.conflicts.setWordWrap(True)
        self.summary = QLabel(dialog)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.message = QLabel(dialog)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
        )

        source_row = QHBoxLayout()
        source_row.addWidget(self.source_edit, 1)
        source_row.addWidget(self.browse_button)
        form = QFormLayout()
        form.addRow(self.source_label, source_row)
        form.addRow(self.choice_label, self.choice_combo)
        layout = QVBoxLayout(dialog)
        layout.addLayout(form)
        if summary_above_conflicts:
            layout.addWidget(self.summary)
        layout.addWidget(self.conflicts, 1)
        if not summary_above_conflicts:
            layout.addWidget(self.summary)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        self.browse_button.clicked.connect(self.browse)
        self.choice_combo.activated.connect(lambda _index: self.refresh_preview())
        self.buttons.accepted.connect(dialog.accept)
        self.buttons.rejected.connect(dialog.reject)
        return self.choice_combo

    # what each dialog says for itself
    def browse_title(self) -> str:
        raise NotImplementedError

    def choices(self, document: dict[str, Any]) -> list[tuple[str, str]]:
        """(shown name, id) of what the source ``document`` holds that can be merged."""
        raise NotImplementedError

    def make_preview(self, chosen: str) -> Any:
        raise NotImplementedError

    def nothing_to_merge_text(self) -> str:
        raise NotImplementedError

    def choose_source_text(self) -> str:
        raise NotImplementedError

    def ready_text(self, preview: Any) -> str:
        return QCoreApplication.translate(
            "MergePreview", "Nothing has changed yet: Merge adds the heat as one step that can be undone."
        )

    def summary_text(self, preview: Any) -> str:
        raise NotImplementedError

    def merge(self, preview: Any) -> Any:
        """The merge, through the session: one step on the undo stack."""
        raise NotImplementedError

    def browse(self) -> None:
        dialog: Any = self
        chosen, _filter = QFileDialog.getOpenFileName(
            dialog,
            self.browse_title(),
            str(dialog.folder),
            QCoreApplication.translate("MergePreview", "Championship files or JSON documents (*.tddesk *.json)"),
        )
        if chosen:
            self.choose_source(chosen)

    def choose_source(self, path: Path | str) -> None:
        """Read what the source holds and preview the merge of the first (or only) one."""
        dialog: Any = self
        dialog.source = Path(path)
        self.source_edit.setText(str(dialog.source))
        self.choice_combo.clear()
        try:
            with busy():
                document = read_source(dialog.source)
        except ServiceError as error:
            self._show(None, str(error))
            return
        for name, chosen in self.choices(document):
            self.choice_combo.addItem(name, chosen)
        self.refresh_preview()

    def refresh_preview(self) -> None:
        dialog: Any = self
        if dialog.source is None or self.choice_combo.currentData() is None:
            self._show(None, self.nothing_to_merge_text())
            return
        try:
            with busy():
                preview = self.make_preview(self.choice_combo.currentData())
        except ServiceError as error:
            self._show(None, str(error))
            return
        self._show(preview, "")

    def _show(self, preview: Any, problem: str) -> None:
        dialog: Any = self
        dialog.preview = preview
        self.conflicts_model.set_rows(preview.conflicts if preview is not None else ())
        self.conflicts.resizeRowsToContents()
        self.summary.setText(self.summary_text(preview) if preview is not None else "")
        if problem:
            self.message.setText(problem)
        elif preview is None:
            self.message.setText(self.choose_source_text())
        elif not preview.can_merge:
            self.message.setText(
                counted(
                    len(preview.refusals),
                    QCoreApplication.translate(
                        "MergePreview",
                        "The heat cannot be merged: 1 conflict is refused. Correct it in one of the files and "
                        "choose the file again.",
                    ),
                    QCoreApplication.translate(
                        "MergePreview",
                        "The heat cannot be merged: {count} conflicts are refused. Correct them in one of "
                        "the files and choose the file again.",
                    ),
                ).format(count=len(preview.refusals))
            )
        else:
            self.message.setText(self.ready_text(preview))
        self.message.setStyleSheet(ERROR_STYLE if problem or (preview is not None and not preview.can_merge) else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            preview is not None and preview.can_merge and not dialog.session.read_only
        )

    def merge_now(self) -> bool:
        """Merge as one undoable action; a refusal (e.g. the file changed since the preview) is shown
        and False returned."""
        dialog: Any = self
        if dialog.preview is None or not dialog.preview.can_merge:
            return False
        try:
            with busy():
                dialog.change = self.merge(dialog.preview)
        except ServiceError as error:
            self.message.setText(str(error))
            self.message.setStyleSheet(ERROR_STYLE)
            return False
        return True

    def retranslate_merge(self) -> None:
        """The texts both dialogs share (after the dialog's own and its conflicts' columns), then the
        preview again in the new language."""
        dialog: Any = self
        self.browse_button.setText(QCoreApplication.translate("MergePreview", "&Browse…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("MergePreview", "&Merge")
        )
        if dialog.preview is not None:
            self._show(dialog.preview, "")

    def conflict_column(self) -> Column[Conflict]:
        return Column(QCoreApplication.translate("MergePreview", "Conflict"), lambda conflict: conflict.detail)

    def resolution_column(self, named: dict[str, str]) -> Column[Conflict]:
        """The conflicts' resolutions in words: ``named`` besides Refused, which both merges know."""
        texts = {REFUSE: QCoreApplication.translate("MergePreview", "Refused"), **named}
        return Column(
            QCoreApplication.translate("MergePreview", "Resolution"),
            lambda conflict: texts.get(conflict.resolution, conflict.resolution),
        )
