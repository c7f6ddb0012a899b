"""Registering a heat's teams from the organiser's workbook (T1, T2, T4, T5, T6).

``save_team_template`` writes the empty workbook to hand out (File → Team registration template).
``TeamImportDialog`` reads a filled-in workbook and shows every team and every problem by row and
column; nothing is imported until the TD accepts, and then all teams or none, in one undoable
action.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QWidget,
)

from tddesk import i18n
from tddesk.formats.team_workbook import write_team_template
from tddesk.i18n import counted
from tddesk.ids import StageId
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.errors import ServiceError
from tddesk.services.imports import TeamImportPreview, import_teams, preview_team_import
from tddesk.services.stages import stage_views
from tddesk.services.tournament import Change
from tddesk.ui.dialogs.imports.import_common import (
    ImportPreviewDialog,
    begin_load,
    build_preview_layout,
    choose_file,
    connect_preview,
    file_line,
    reload_file,
    retranslate_preview,
)
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.long_work import LongWork


def save_team_template(parent: QWidget) -> Path | None:
    """Ask where to save the empty team workbook (in the UI's language) and write it there."""
    default = Path.home() / (QCoreApplication.translate("TeamImportDialog", "team registration") + ".xlsx")
    chosen, _filter = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("TeamImportDialog", "Save team registration template"),
        str(default),
        QCoreApplication.translate("TeamImportDialog", "Excel workbooks (*.xlsx)"),
    )
    if not chosen:
        return None
    path = Path(chosen).with_suffix(".xlsx")
    write_team_template(path, i18n.language())
    return path


class TeamImportDialog(Retranslating, ImportPreviewDialog):
    """Import into ``stage_id``, or into the heat chosen in the dialog when it is None."""

    def __init__(
        self,
        session: UiSession,
        stage_id: StageId | None = None,
        path: Path | str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("teamImportDialog")
        self.session = session
        self.path: Path | None = None
        self.preview: TeamImportPreview | None = None

        self.stage_combo = QComboBox(self)
        self.stage_combo.setObjectName("stage")
        for stage in stage_views(session.tournament):
            if stage_id is None and stage.form.kind != StageKind.HEAT:
                continue
            self.stage_combo.addItem(stage.form.name, stage.id)
        if stage_id is not None:
            self.stage_combo.setCurrentIndex(max(self.stage_combo.findData(stage_id), 0))
            self.stage_combo.setEnabled(False)
        file_row = file_line(self)
        self.stage_caption = QLabel(self)
        self.stage_caption.setBuddy(self.stage_combo)
        form = QFormLayout()
        form.addRow(self.stage_caption, self.stage_combo)
        form.addRow(self.file_caption, file_row)
        self.teams_table, self.teams_model = build_preview_layout(self, "previewTeams", form)

        self.stage_combo.currentIndexChanged.connect(self._reload)
        connect_preview(self, self.import_teams, path)

    @property
    def stage_id(self) -> StageId | None:
        chosen: StageId | None = self.stage_combo.currentData()
        return chosen

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Import teams from workbook"))
        self.stage_caption.setText(self.tr("&Heat:"))
        retranslate_preview(self, self.tr("Problems and notes, by row and column:"))
        self._show()

    def choose_file(self) -> None:
        choose_file(self, self.tr("Choose team workbook"), self.tr("Excel workbooks (*.xlsx *.xlsm);;All files (*)"))

    def _reload(self) -> None:
        reload_file(self)

    def load(self, path: Path | str) -> TeamImportPreview | None:
        """Read and check the workbook for the chosen heat; nothing is written."""
        begin_load(self, path)
        chosen = self.path
        assert chosen is not None  # begin_load set it
        stage_id, tournament = self.stage_id, self.session.tournament
        if stage_id is None:
            self.message_label.setText(self.tr("Create the heat first; the teams are registered in a heat."))
        else:
            work = LongWork(
                self,
                self.tr("Reading {file}…").format(file=chosen.name),
                lambda _report: preview_team_import(tournament, chosen, stage_id),
            )
            try:
                self.preview = work.run()
            except ServiceError as error:
                self.message_label.setText(str(error))
        self._show()
        return self.preview

    def _show(self) -> None:
        preview = self.preview
        teams = []
        for form in preview.teams if preview else ():
            captain = next((p.name for p in form.players if p.mid == form.captain_mid), "")
            teams.append(
                (form.name, len(form.players), captain, ", ".join(f"{p.name} ({p.mid})" for p in form.players))
            )
        self.teams_model.show_rows(
            [self.tr("Team"), self.tr("Players"), self.tr("Captain"), self.tr("Who")], teams, numbers=(1,)
        )
        found = (
            [(True, problem) for problem in preview.problems] + [(False, note) for note in preview.notes]
            if preview
            else []
        )
        rows = [
            (self.tr("Problem") if refusing else self.tr("Note"), item.row or "", item.column or "", item.message)
            for refusing, item in found
        ]
        self.problems_model.show_rows(
            [self.tr("Kind"), self.tr("Row"), self.tr("Column"), self.tr("Text")],
            rows,
            [item.text() if refusing else "" for refusing, item in found],
            numbers=(1,),
        )
        self.import_button.setEnabled(bool(preview and preview.teams and not preview.problems))
        if preview is None:
            self.summary_label.setText(
                self.tr("Choose the filled-in team workbook (XLSX) to see what will be registered.")
            )
        elif preview.problems:
            self.summary_label.setText(
                counted(
                    len(preview.problems),
                    self.tr("1 problem in the workbook: nothing can be imported until it is corrected."),
                    self.tr("{count} problems in the workbook: nothing can be imported until they are corrected."),
                ).format(count=len(preview.problems))
            )
        else:
            players = sum(len(form.players) for form in preview.teams)
            self.summary_label.setText(
                self.tr("{teams} teams with {players} players will be registered in {heat}.").format(
                    teams=len(preview.teams), players=players, heat=self.stage_combo.currentText()
                )
            )

    def import_teams(self) -> Change | None:
        """Register every team in the heat in one undoable action, or none; closes when done."""
        preview, stage_id = self.preview, self.stage_id
        if preview is None or preview.problems or not preview.teams or stage_id is None:
            return None
        tournament = self.session.tournament
        work = LongWork(
            self,
            self.tr("Registering {count} teams…").format(count=len(preview.teams)),
            lambda _report: import_teams(tournament, preview, stage_id),
            cancellable=False,
        )
        try:
            done = work.run()
            # the import ran off the UI thread; record puts it on the undo stack and tells the views
            change = self.session.record(self.tr("Import {count} teams").format(count=len(preview.teams)), done)
        except ServiceError as error:
            self.message_label.setText(self.tr("Nothing was imported: {reason}").format(reason=error))
            return None
        self.accept()
        return change
