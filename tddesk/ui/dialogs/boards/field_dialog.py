"""IMPs across the field over the semifinals of the day, live: pairs (team and line) and players.

Every score on a board against every other over all venues in the file, or datum Butler; the
figures follow each result as it comes in (from the traveller grid or Follow file).
"""
from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.services.field import field_results
from tddesk.ui.widgets.alignment import ALIGN_NUMBER


class FieldDialog(QDialog):
    def __init__(self, session, stage_ids: list[str], parent: QWidget | None = None):
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
        self.pairs = QTableWidget(0, 4, self)
        self.pairs.setObjectName("fieldPairs")
        self.players = QTableWidget(0, 4, self)
        self.players.setObjectName("fieldPlayers")
        for table in (self.pairs, self.players):
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.verticalHeader().setVisible(False)
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
        self.pairs.setHorizontalHeaderLabels([self.tr("Team"), self.tr("Line"), self.tr("Boards"), self.tr("IMP")])
        self.players.setHorizontalHeaderLabels([self.tr("MID"), self.tr("Player"), self.tr("Boards"), self.tr("IMP")])

    def _changed(self, _change) -> None:
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        result = field_results(self.session.tournament, self.stage_ids, self.method.currentData() or "field")
        self.result = result
        rows = [(pair.team_name, pair.line, pair.boards, pair.total) for pair in result.pairs]
        self._fill(self.pairs, rows)
        self._fill(self.players, [(player.mid, player.name, player.boards, player.total) for player in result.players])
        self.summary.setText(self.tr("{boards} boards, {tables} table results").format(
            boards=len(result.boards), tables=sum(len(board.entries) for board in result.boards)))

    def _fill(self, table: QTableWidget, rows) -> None:
        table.setRowCount(len(rows))
        for index, (first, second, boards, total) in enumerate(rows):
            for column, text in enumerate((str(first), str(second), str(boards), numbers.fixed(total, 2))):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(ALIGN_NUMBER)
                table.setItem(index, column, item)
        table.resizeColumnsToContents()
