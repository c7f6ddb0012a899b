"""The heat view's *Compare with another program…*: the parity report of a heat against another
program's results for it — Ruter's PBN or an open-format document (.json) — every figure that
differs with the known convention that explains it (docs/pairs.md, "The parity report"). Nothing
in the tournament changes.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tddesk import numbers
from tddesk.imports.pairs_document import other_results
from tddesk.services.errors import ServiceError
from tddesk.services.pairs_parity import ParityReport, ParityRow, parity_report
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table


class ParityDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, heat_id: str, path: Path | str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("parityDialog")
        self.session, self.heat_id, self.path = session, heat_id, Path(path)
        self.report: ParityReport | None = None
        self.error = ""
        try:
            other = other_results(session.tournament, heat_id, self.path)
            self.report = parity_report(session.tournament, heat_id, other)
        except ServiceError as error:  # the file's refusal in words
            self.error = str(error)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.model: RowTableModel[ParityRow] = RowTableModel(parent=self)
        self.table = row_table(self, "parityRows", self.model)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(820, 480)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Compare with another program"))
        self.message.setText(self.error)
        report = self.report
        if report is None:
            self.summary.setText(self.tr("{file} could not be compared.").format(file=self.path.name))
            return
        if not report.rows:
            self.summary.setText(
                self.tr("{file} ({program}): tddesk's figures agree everywhere in {heat}.").format(
                    file=self.path.name, program=report.program, heat=report.heat_name
                )
            )
        else:
            self.summary.setText(
                self.tr(
                    "{file} ({program}): {count} figure(s) of {heat} differ; {explained} explained by a known "
                    "convention of the other program."
                ).format(
                    file=self.path.name,
                    count=len(report.rows),
                    heat=report.heat_name,
                    program=report.program,
                    explained=len(report.rows) - len(report.unexplained),
                )
            )
        self.model.set_rows(report.rows, self._columns())
        self.table.resizeColumnsToContents()

    def _columns(self) -> list[Column[ParityRow]]:
        return [
            Column(
                self.tr("Board"),
                lambda row: str(row.board) if row.board else self.tr("pair"),
                number=True,
                sort_key=lambda row: row.board or 0,
            ),
            Column(self.tr("Pairs"), lambda row: row.pairs),
            Column(self.tr("Figure"), lambda row: row.what),
            Column(self.tr("tddesk"), lambda row: numbers.localise(row.ours), number=True),
            Column(self.tr("Other program"), lambda row: numbers.localise(row.theirs), number=True),
            Column(self.tr("Reason"), lambda row: row.reason),
        ]
