"""Importing the federation's member list (CSV or XLSX) into the member register (T2, T5, T6).

The file is read and checked first (nothing is written); every problem is listed by row and
column as in the file. Import is possible only when there are none, and then adds or updates
every member in one undoable action, all or nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from tddesk.i18n import counted
from tddesk.services.errors import ServiceError
from tddesk.services.imports import MemberImportPreview, import_members, preview_member_import
from tddesk.services.tournament import Change
from tddesk.ui.dialogs.imports.import_common import (
    ImportPreviewDialog,
    build_preview_layout,
    choose_file,
    file_line,
    retranslate_preview,
    show_rows_and_problems,
)
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.long_work import LongWork


class MemberImportDialog(Retranslating, ImportPreviewDialog):
    def __init__(self, session: UiSession, path: Path | str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("memberImportDialog")
        self.session = session
        self.path: Path | None = None
        self.preview: MemberImportPreview | None = None

        file_row = file_line(self)
        file_row.insertWidget(0, self.file_caption)
        self.rows_table, self.rows_model = build_preview_layout(self, "previewRows", file_row)

        self.choose_button.clicked.connect(self.choose_file)
        self.buttons.accepted.connect(self.import_members)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()
        if path is not None:
            self.load(path)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Import member list"))
        retranslate_preview(self, self.tr("Problems (correct them in the file and choose it again):"))
        self._show()

    def choose_file(self) -> None:
        choose_file(self, self.tr("Choose member list"), self.tr("Member lists (*.csv *.xlsx *.xlsm);;All files (*)"))

    def load(self, path: Path | str) -> MemberImportPreview | None:
        """Read and check the file (nothing is written) and show what an import would do."""
        chosen = self.path = Path(path)
        self.file_edit.setText(str(self.path))
        self.message_label.clear()
        tournament = self.session.tournament
        work = LongWork(
            self,
            self.tr("Reading {file}…").format(file=self.path.name),
            lambda _report: preview_member_import(tournament, chosen),
        )
        try:
            self.preview = work.run()
        except ServiceError as error:
            self.preview = None
            self.message_label.setText(str(error))
        self._show()
        return self.preview

    def _show(self) -> None:
        preview = self.preview
        headers = [
            self.tr("Row"),
            self.tr("MID"),
            self.tr("Name"),
            self.tr("Club"),
            self.tr("District"),
            self.tr("Birth year"),
        ]
        rows = [(r.row, r.mid, r.name, r.club, r.district, r.birth_year) for r in preview.rows] if preview else []
        show_rows_and_problems(self, headers, rows, preview.problems if preview else (), numbers=(0, 1, 5))
        self.import_button.setEnabled(bool(preview and preview.rows and not preview.problems))
        if preview is None:
            self.summary_label.setText(self.tr("Choose the member list (CSV or XLSX) to see what will be imported."))
        elif preview.problems:
            self.summary_label.setText(
                counted(
                    len(preview.problems),
                    self.tr("1 problem in the file: nothing can be imported until it is corrected."),
                    self.tr("{count} problems in the file: nothing can be imported until they are corrected."),
                ).format(count=len(preview.problems))
            )
        else:
            clubs = ", ".join(preview.new_clubs) or self.tr("none")
            self.summary_label.setText(
                self.tr(
                    "{rows} members: {new} new, {known} already in the register (club and birth year brought up "
                    "to date). New clubs: {clubs}."
                ).format(rows=len(preview.rows), new=preview.new_members, known=preview.known_members, clubs=clubs)
            )

    def import_members(self) -> Change | None:
        """Import everything in one undoable action, or nothing; the dialog closes when done."""
        preview = self.preview
        if preview is None or preview.problems or not preview.rows:
            return None
        tournament = self.session.tournament
        work = LongWork(
            self,
            self.tr("Importing {count} members…").format(count=len(preview.rows)),
            lambda _report: import_members(tournament, preview),
            cancellable=False,
        )
        try:
            done = work.run()
            # the import ran off the UI thread; record puts it on the undo stack and tells the views
            change = self.session.record(self.tr("Import {count} members").format(count=len(preview.rows)), done)
        except ServiceError as error:
            self.message_label.setText(self.tr("Nothing was imported: {reason}").format(reason=error))
            return None
        self.accept()
        return change
