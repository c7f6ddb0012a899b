"""S4: a stage's appeals register — each appeal with its deadline, a late one flagged, the deposit
and the committee's outcome; New appeal… opens the dialog, Set outcome records the decision."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tddesk.ids import StageId
from tddesk.rules.appeals import OUTCOMES
from tddesk.services.appeals import appeals, set_appeal_outcome
from tddesk.services.errors import ServiceError
from tddesk.services.tournament import Change
from tddesk.ui.dialogs.rulings.appeal_dialog import AppealDialog, moment_text
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

LATE_COLOUR = QColor("#b00020")


class AppealsView(LiveView, Retranslating, QWidget):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("appealsView")
        self.session = session
        self.stage_id = stage_id
        self.title_label = QLabel(self)
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("newAppeal")
        self.outcome_combo = QComboBox(self)
        self.outcome_combo.setObjectName("appealOutcome")
        self.outcome_button = QPushButton(self)
        self.outcome_button.setObjectName("setAppealOutcome")
        self.message_label = QLabel(self)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.model: RowTableModel[Any] = RowTableModel(parent=self, row_roles=self.late_roles)
        self.table = row_table(self, "appealTable", self.model, stretch_last=False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        top = QHBoxLayout()
        top.addWidget(self.title_label, 1)
        top.addWidget(self.new_button)
        top.addWidget(self.outcome_combo)
        top.addWidget(self.outcome_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message_label)
        layout.addWidget(self.table, 1)
        self.new_button.clicked.connect(self.open_dialog)
        self.outcome_button.clicked.connect(self.set_outcome)
        session.changed.connect(self.on_change)
        self.retranslate()

    def outcome_name(self, outcome: str) -> str:
        return {
            "pending": self.tr("pending"),
            "upheld": self.tr("upheld"),
            "dismissed": self.tr("dismissed"),
            "withdrawn": self.tr("withdrawn"),
        }[outcome]

    def retranslate(self) -> None:
        self.title_label.setText(
            self.tr(
                "Appeals (S4): in writing within 30 minutes of the end of the round; "
                "in the last two rounds 5 minutes after the ruling"
            )
        )
        self.title_label.setWordWrap(True)
        self.new_button.setText(self.tr("&New appeal…"))
        self.outcome_button.setText(self.tr("Set &outcome"))
        self.outcome_combo.clear()
        for outcome in OUTCOMES:
            self.outcome_combo.addItem(self.outcome_name(outcome), outcome)
        returned = {None: "—", True: self.tr("yes"), False: self.tr("no")}
        self.model.set_columns(
            (
                Column(
                    self.tr("Round"),
                    lambda row: str(row.round_number),
                    number=True,
                    sort_key=lambda row: row.round_number,
                ),
                Column(self.tr("Team"), lambda row: row.team_name),
                Column(self.tr("Ruling"), lambda row: row.ruling),
                # ISO moments sort as text; a missing deadline (—) last
                Column(self.tr("Ruling given"), lambda row: moment_text(row.ruling_at)),
                Column(self.tr("Filed"), lambda row: moment_text(row.filed_at)),
                Column(self.tr("Deadline"), lambda row: moment_text(row.deadline)),
                Column(self.tr("Late"), lambda row: self.tr("LATE") if row.late else ""),
                Column(
                    self.tr("Deposit (SEK)"),
                    lambda row: str(row.deposit_paid),
                    number=True,
                    sort_key=lambda row: row.deposit_paid,
                ),
                Column(self.tr("Outcome"), lambda row: self.outcome_name(row.outcome)),
                Column(self.tr("Deposit returned"), lambda row: returned[row.deposit_returned]),
            )
        )
        self.refresh()

    @staticmethod
    def late_roles(row: Any) -> dict[int, object]:
        """S4: a late appeal is red across the row."""
        return {Qt.ItemDataRole.ForegroundRole: QBrush(LATE_COLOUR)} if row.late else {}

    def refresh(self, _change: Change | None = None) -> None:
        try:
            rows = appeals(self.session.tournament, self.stage_id)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return
        self.model.set_rows(rows)
        writable = not self.session.read_only
        self.new_button.setEnabled(writable)
        self.outcome_button.setEnabled(writable and bool(rows))
        self.message_label.clear()
        self._stale = False

    def open_dialog(self) -> AppealDialog:
        dialog = AppealDialog(self.session, self.stage_id, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def set_outcome(self) -> None:
        selected = self.table.selectionModel().selectedRows()
        if not selected:
            self.message_label.setText(self.tr("Choose an appeal in the list first."))
            return
        appeal_id = self.model.row(selected[0].row()).id
        try:
            self.session.perform(
                self.tr("Appeal outcome"), set_appeal_outcome, appeal_id, self.outcome_combo.currentData()
            )
        except ServiceError as error:
            self.message_label.setText(str(error))
