"""S2: the seeds of an SM semifinal or SM final — the TD's presumed order, shown with each team's
district and (final) its group A-D. A seed is typed in the Seed column; clearing it unseeds the team.
The schedule (Schedule → Make schedule) then seats the seeds as S2 asks.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from tddesk.rules.sm_schedule import sm_final_group
from tddesk.services.errors import ServiceError
from tddesk.services.schedule import schedule_view
from tddesk.services.sm_entries import entry_seeds, set_seed, stage_districts
from tddesk.services.stages import stage_view
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView

TEAM, DISTRICT, SEED, GROUP = range(4)
TEAM_ID_ROLE = Qt.ItemDataRole.UserRole + 1


class SeedsView(LiveView, Retranslating, QWidget):
    def __init__(self, session: UiSession, stage_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("seedsView")
        self.session = session
        self.stage_id = stage_id
        self._filling = False
        self.note_label = QLabel(self)
        self.note_label.setWordWrap(True)
        self.message_label = QLabel(self)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setWordWrap(True)
        self.model = QStandardItemModel(0, GROUP + 1, self)
        self.table = QTableView(self)
        self.table.setObjectName("seedTable")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note_label)
        layout.addWidget(self.message_label)
        layout.addWidget(self.table, 1)
        self.model.itemChanged.connect(self._seed_edited)
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.model.setHorizontalHeaderLabels([self.tr("Team"), self.tr("District"), self.tr("Seed"),
                                              self.tr("Group")])
        self.refresh()

    def refresh(self, _change=None) -> None:
        tournament = self.session.tournament
        try:
            kind = stage_view(tournament, self.stage_id).form.kind
            seeds = entry_seeds(tournament, self.stage_id)
            names = schedule_view(tournament, self.stage_id).team_names
            districts = stage_districts(tournament, self.stage_id)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return
        self.final = kind == "sm_final"
        self.note_label.setText(
            self.tr("S2: seeds 1-4 (the presumed top four) meet each other only in rounds 7-9; groups A (1), B (2-4), "
                    "C (5-7), D (8-10).") if self.final else
            self.tr("S2: seeds 1 and 2 are the presumed favourites and meet in the last round; derbies (teams of "
                    "one district) come in the first rounds."))
        self.table.setColumnHidden(GROUP, not self.final)
        self._filling = True
        self.model.removeRows(0, self.model.rowCount())
        for team, seed in sorted(seeds.items(), key=lambda item: (item[1] is None, item[1] or 0)):
            name = QStandardItem(names.get(team, team))
            name.setData(team, TEAM_ID_ROLE)
            name.setEditable(False)
            district = QStandardItem(districts.get(team, "—"))
            district.setEditable(False)
            seed_item = QStandardItem("" if seed is None else str(seed))
            seed_item.setEditable(not self.session.read_only)
            group = QStandardItem(sm_final_group(seed) if seed else "")
            group.setEditable(False)
            self.model.appendRow([name, district, seed_item, group])
        self._filling = False
        self.message_label.clear()
        self._stale = False

    def _seed_edited(self, item: QStandardItem) -> None:
        if self._filling or item.column() != SEED:
            return
        team = self.model.item(item.row(), TEAM).data(TEAM_ID_ROLE)
        text = item.text().strip()
        if text and not text.isdigit():
            self.message_label.setText(self.tr("A seed is a whole number, or empty for none."))
            return
        try:
            name = self.model.item(item.row(), TEAM).text()
            label = self.tr("Seed {seed}: {team}").format(seed=text or "–", team=name)
            self.session.perform(label, set_seed, self.stage_id, team, int(text) if text else None)
        except ServiceError as error:
            self.refresh()
            self.message_label.setText(str(error))
