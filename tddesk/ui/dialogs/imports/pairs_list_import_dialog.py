"""Tools → Import a club's result list…: a pairs heat the club scored elsewhere (PP4), from a
workbook of pair number and percentage (and boards played) per row, or from Ruter's PBN export
with the members and board results (docs/pairs.md).

The file is read and checked first, nothing written; every bad row is listed with what is wrong
and how to put it right. Import is possible only when there are none, and replaces the heat's
list in one undoable action.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QWidget

from tddesk import numbers
from tddesk.formats.ruter_fields import numbering_words
from tddesk.i18n import counted
from tddesk.imports.ruter_results import RuterPreview, import_ruter_results, preview_ruter_results
from tddesk.services.errors import ServiceError
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs_list import ResultListPreview, preview_result_list
from tddesk.services.pairs_results import import_result_list
from tddesk.services.tournament import Change, Tournament
from tddesk.ui.dialogs.imports.import_common import (
    ImportPreviewDialog,
    begin_load,
    build_preview_layout,
    choose_file,
    connect_preview,
    file_line,
    reload_file,
    retranslate_preview,
    show_rows_and_problems,
)
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession

if TYPE_CHECKING:
    from tddesk.services.pairs_parity import ParityReport


def parity_words(report: ParityReport, tr: Callable[[str], str]) -> str:
    """The parity report in one line for the status bar (the rows: tddesk pairs-parity)."""
    if not report.rows:
        return tr("tddesk's matchpoints agree with the file's everywhere.")
    return tr(
        "tddesk and the file differ in {count} figure(s); {explained} explained by the file's conventions."
    ).format(count=len(report.rows), explained=len(report.rows) - len(report.unexplained))


def _ruter_change(tournament: Tournament, preview: RuterPreview) -> Change:
    return import_ruter_results(tournament, preview).change


class PairsListImportDialog(Retranslating, ImportPreviewDialog):
    def __init__(
        self,
        session: UiSession,
        heat_id: str | None = None,
        path: Path | str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("pairsListImportDialog")
        self.session = session
        self.path: Path | None = None
        self.preview: ResultListPreview | RuterPreview | None = None
        self.parity: ParityReport | None = None  # the parity report after a Ruter file with boards was imported

        self.heat_caption = QLabel(self)
        self.heat_box = QComboBox(self)
        self.heat_box.setObjectName("heat")
        self.heat_caption.setBuddy(self.heat_box)
        for event in pairs_events(session.tournament):
            for heat in event.heats:
                if heat.kind != "final":
                    self.heat_box.addItem(f"{event.name}: {heat.name}", heat.id)
        if heat_id is not None and self.heat_box.findData(heat_id) >= 0:
            self.heat_box.setCurrentIndex(self.heat_box.findData(heat_id))
        file_row = file_line(self)
        top = QGridLayout()
        top.addWidget(self.heat_caption, 0, 0)
        top.addWidget(self.heat_box, 0, 1)
        top.addWidget(self.file_caption, 1, 0)
        top.addLayout(file_row, 1, 1)
        top.setColumnStretch(1, 1)
        self.rows_table, self.rows_model = build_preview_layout(self, "previewRows", top)

        self.heat_box.currentIndexChanged.connect(self._reload)
        connect_preview(self, self.import_list, path)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Import a club's result list"))
        self.heat_caption.setText(self.tr("&Heat:"))
        retranslate_preview(self, self.tr("Problems (correct them in the file and choose it again):"))
        self._show()

    def choose_file(self) -> None:
        choose_file(
            self,
            self.tr("Choose the club's result list"),
            self.tr("Workbooks or Ruter's PBN (*.xlsx *.xlsm *.pbn);;All files (*)"),
        )

    def _reload(self) -> None:
        reload_file(self)

    def load(self, path: Path | str) -> ResultListPreview | RuterPreview | None:
        """Read and check the list against the chosen heat (nothing is written) and show it."""
        begin_load(self, path)
        chosen = self.path
        assert chosen is not None  # begin_load set it
        heat_id = self.heat_box.currentData()
        if heat_id is None:
            self.message_label.setText(self.tr("The file has no qualifying heat; add the heats first."))
        else:
            try:
                if chosen.suffix.casefold() == ".pbn":
                    self.preview = preview_ruter_results(self.session.tournament, heat_id, chosen)
                else:
                    self.preview = preview_result_list(self.session.tournament, heat_id, chosen)
            except ServiceError as error:
                self.message_label.setText(str(error))
        self._show()
        return self.preview

    def _show(self) -> None:
        preview = self.preview
        headers = [self.tr("Row"), self.tr("No."), self.tr("Pair"), self.tr("%"), self.tr("Boards")]
        rows = (
            [(row.row, row.number, row.names, numbers.localise(row.percent), row.boards) for row in preview.rows]
            if preview
            else []
        )
        show_rows_and_problems(self, headers, rows, preview.problems if preview else (), numbers=(0, 1, 3, 4))
        self.rows_table.resizeColumnsToContents()
        self.problems_table.resizeColumnsToContents()
        self.import_button.setEnabled(bool(preview and preview.rows and not preview.problems))
        if preview is None:
            self.summary_label.setText(
                self.tr(
                    "Choose the heat and the club's result list (a workbook: pair number, "
                    "percentage, boards played) to see what will be imported."
                )
            )
        elif preview.problems:
            self.summary_label.setText(
                counted(
                    len(preview.problems),
                    self.tr("1 problem in the list: nothing can be imported until it is corrected."),
                    self.tr("{count} problems in the list: nothing can be imported until they are corrected."),
                ).format(count=len(preview.problems))
            )
        else:
            words = self.tr("{rows} pairs for {heat}; importing replaces the heat's list.").format(
                rows=len(preview.rows), heat=preview.heat_name
            )
            if isinstance(preview, RuterPreview) and preview.renumbered:
                # the pair numbers the heat gets differ from the file's: say so before the import
                words += " " + numbering_words(preview.renumbered)
            self.summary_label.setText(words)

    def import_list(self) -> Change | None:
        """The whole list in one undoable action, or nothing; the dialog closes when done."""
        preview = self.preview
        if preview is None or preview.problems or not preview.rows:
            return None
        text = self.tr("Import the result list of {heat}").format(heat=preview.heat_name)
        try:
            if isinstance(preview, RuterPreview):
                change = self.session.perform(text, _ruter_change, preview)
            else:
                change = self.session.perform(text, import_result_list, preview.heat_id, preview.import_rows())
        except ServiceError as error:
            self.message_label.setText(self.tr("Nothing was imported: {reason}").format(reason=error))
            return None
        if isinstance(preview, RuterPreview) and preview.results.has_score_tables:
            self._tell_parity(preview)
        self.accept()
        return change

    def _tell_parity(self, preview: RuterPreview) -> None:
        """After the boards are in: tddesk's own matchpoints against the file's (docs/pairs.md)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.pairs_parity import parity_report

        self.parity = parity_report(self.session.tournament, preview.heat_id, preview.results, preview.session)
        parent = self.parentWidget()
        window = parent.window() if parent else None
        status = getattr(window, "statusBar", None)
        if status is None:
            return
        rows = self.parity.rows
        if not rows:
            words = self.tr("tddesk's matchpoints agree with the file's everywhere.")
        else:
            words = self.tr(
                "tddesk and the file differ in {count} figure(s); {explained} explained by the file's conventions."
            ).format(count=len(rows), explained=len(rows) - len(self.parity.unexplained))
        status().showMessage(words, 15_000)  # the rows themselves: tddesk pairs-parity
