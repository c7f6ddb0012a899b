"""IMPs across the field over the semifinals of the day, live: pairs (team and line) and players.

Every score on a board against every other over all venues in the file, or datum Butler; the
figures follow each result as it comes in (from the traveller grid or Follow file).
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.ids import StageId
from tddesk.services.field import field_results
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

if TYPE_CHECKING:
    from tddesk.services.tournament import Change
    from tddesk.ui.session import UiSession

FieldLine = tuple[str, str, int, Decimal]  # team and line, or MID and player; boards; IMPs


class FieldDialog(QDialog):
    def __init__(self, session: UiSession, stage_ids: list[StageId], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("fieldDialog")
        self.session, self.stage_ids = session, list(stage_ids)
        self.method = QComboBox(self)
        self.method.setObjectName("fieldMethod")
        self.method.addItem("", "field")
        self.method.addItem("", "butler")
        self.method.currentIndexChanged.connect(lambda _index: self.refresh())
        self.summary = QLabel(self)
        self.tabs = QTabWidget(self)
        self.pairs_model: RowTableModel[FieldLine] = RowTableModel(parent=self)
        self.players_model: RowTableModel[FieldLine] = RowTableModel(parent=self)
        self.pairs = row_table(self, "fieldPairs", self.pairs_model, stretch_last=False, select_rows=False)
        self.players = row_table(self, "fieldPlayers", self.players_model, stretch_last=False, select_rows=False)
        self.tabs.addTab(self.pairs, "")
        self.tabs.addTab(self.players, "")
        top = QHBoxLayout()
        top.addWidget(self.method)
        top.addWidget(self.summary, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        session.changed.connect(self._changed)
        self.retranslate()
        self.refresh()
        self.resize(640, 560)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("IMPs across the field"))
        self.method.setItemText(0, self.tr("Every score against every other"))
        self.method.setItemText(1, self.tr("Datum Butler"))
        self.tabs.setTabText(0, self.tr("Pairs"))
        self.tabs.setTabText(1, self.tr("Players"))
        self.pairs_model.set_columns(self._columns(self.tr("Team"), self.tr("Line")))
        self.players_model.set_columns(self._columns(self.tr("MID"), self.tr("Player")))

    def _columns(self, first: str, second: str) -> list[Column[FieldLine]]:
        return [
            Column(first, lambda line: str(line[0])),
            Column(second, lambda line: str(line[1])),
            Column(self.tr("Boards"), lambda line: str(line[2]), number=True),
            Column(self.tr("IMP"), lambda line: numbers.fixed(line[3], 2), number=True),
        ]

    def _changed(self, _change: Change) -> None:
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        result = field_results(self.session.tournament, self.stage_ids, self.method.currentData() or "field")
        self.field = result
        self.pairs_model.set_rows([(pair.team_name, pair.line, pair.boards, pair.total) for pair in result.pairs])
        self.players_model.set_rows(
            [(player.mid, player.name, player.boards, player.total) for player in result.players]
        )
        self.summary.setText(
            self.tr("{boards} boards, {tables} table results").format(
                boards=len(result.boards), tables=sum(len(board.entries) for board in result.boards)
            )
        )
