"""The right dock for a knockout stage (S5): who is through, who is out, the scores, the podium.

A knockout has no VP, so the dock shows the knockout's own standing
(``tddesk.services.knockout_standing``) instead of the VP table, and follows every change.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHeaderView, QLabel, QVBoxLayout, QWidget

from tddesk.ids import StageId
from tddesk.services.errors import ServiceError
from tddesk.services.knockout_standing import knockout_standing
from tddesk.services.tournament import Change
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

TEAM, SCORE, STATUS = range(3)


class KnockoutDock(LiveView, Retranslating, QWidget):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("knockoutDockView")
        self.session = session
        self.stage_id = stage_id
        # The columns exist before the team's is stretched: the header can only stretch a section it has.
        self.model: RowTableModel[Any] = RowTableModel(self.columns(), parent=self)
        self.table = row_table(self, "knockoutStandingTable", self.model, sortable=False, stretch_last=False)
        self.table.horizontalHeader().setSectionResizeMode(TEAM, QHeaderView.ResizeMode.Stretch)
        self.message_label = QLabel(self)
        self.message_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addWidget(self.message_label)
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.model.set_columns(self.columns())
        self.refresh()

    def columns(self) -> tuple[Column[Any], ...]:
        return (
            Column(self.tr("Team"), lambda row: row.name, tooltip=self.where),
            Column(
                self.tr("IMP"),
                lambda row: f"{row.own_imps}–{row.their_imps}" if row.own_imps is not None else "",
                tooltip=self.where,
            ),
            Column(self.tr("Status"), lambda row: self.status_text(row.status), tooltip=self.where),
        )

    def where(self, row: Any) -> str:
        """The dock is narrow: the round and the opponent are in the tooltip."""
        if not row.opponent:
            return self.tr("Waiting for the choice of opponents")
        return self.tr("{round} against {team}").format(
            round=self.round_name(row.reached, row.bronze_match), team=row.opponent
        )

    def round_name(self, number: int | None, bronze_match: bool) -> str:
        if number is None:
            return ""
        if number == 4:
            return self.tr("Bronze match") if bronze_match else self.tr("Final")
        return (self.tr("Round of 16"), self.tr("Quarterfinal"), self.tr("Semifinal"))[number - 1]

    def status_text(self, status: str) -> str:
        return {
            "gold": self.tr("Gold"),
            "silver": self.tr("Silver"),
            "bronze": self.tr("Bronze"),
            "fourth": self.tr("4th"),
            "through": self.tr("Through"),
            "playing": self.tr("Playing"),
            "waiting": self.tr("Waiting"),
            "out": self.tr("Out"),
        }[status]

    def refresh(self, _change: Change | None = None) -> None:
        try:
            rows = knockout_standing(self.session.tournament, self.stage_id)
        except ServiceError as error:  # the stage was undone away
            self.model.set_rows(())
            self.message_label.setText(str(error))
            return
        self.model.set_rows(rows)
        self.message_label.setText(self.tr("Knockout: no VP; the winner of each match goes through (S5)."))
        self._stale = False
