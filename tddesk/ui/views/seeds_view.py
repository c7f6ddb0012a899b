"""S2: the seeds of an SM semifinal or SM final — the TD's presumed order, shown with each team's
district and (final) its group A-D. A seed is typed in the Seed column; clearing it unseeds the team.
The schedule (Schedule → Make schedule) then seats the seeds as S2 asks.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tddesk.ids import StageId, TeamId
from tddesk.rules.sm_schedule import sm_final_group
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.errors import ServiceError
from tddesk.services.schedule import schedule_view
from tddesk.services.sm_entries import entry_seeds, set_seed, stage_districts
from tddesk.services.stages import stage_view
from tddesk.services.tournament import Change
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

TEAM, DISTRICT, SEED, GROUP = range(4)


@dataclass(frozen=True)
class SeedRow:
    team_id: TeamId
    name: str
    district: str
    seed: int | None


class SeedsView(LiveView, Retranslating, QWidget):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("seedsView")
        self.session = session
        self.stage_id = stage_id
        self.note_label = QLabel(self)
        self.note_label.setWordWrap(True)
        self.message_label = QLabel(self)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setWordWrap(True)
        self.model: RowTableModel[SeedRow] = RowTableModel(parent=self)
        self.table = row_table(
            self, "seedTable", self.model, sortable=False, stretch_last=False, select_rows=False, typed_into=True
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.note_label)
        layout.addWidget(self.message_label)
        layout.addWidget(self.table, 1)
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.model.set_columns(
            [
                Column(self.tr("Team"), lambda row: row.name),
                Column(self.tr("District"), lambda row: row.district),
                Column(
                    self.tr("Seed"),
                    lambda row: "" if row.seed is None else str(row.seed),
                    number=True,
                    commit=self._seed_typed,
                    editable=lambda _row: not self.session.read_only,
                ),
                Column(self.tr("Group"), lambda row: sm_final_group(row.seed) if row.seed else ""),
            ]
        )
        self.refresh()

    def refresh(self, _change: Change | None = None) -> None:
        tournament = self.session.tournament
        try:
            kind = stage_view(tournament, self.stage_id).form.kind
            seeds = entry_seeds(tournament, self.stage_id)
            names = schedule_view(tournament, self.stage_id).team_names
            districts = stage_districts(tournament, self.stage_id)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return
        self.final = kind == StageKind.SM_FINAL
        self.note_label.setText(
            self.tr(
                "S2: seeds 1-4 (the presumed top four) meet each other only in rounds 7-9; groups A (1), B (2-4), "
                "C (5-7), D (8-10)."
            )
            if self.final
            else self.tr(
                "S2: seeds 1 and 2 are the presumed favourites and meet in the last round; derbies (teams of "
                "one district) come in the first rounds."
            )
        )
        self.table.setColumnHidden(GROUP, not self.final)
        self.model.set_rows(
            [
                SeedRow(team, names.get(team, team), districts.get(team, "—"), seed)
                for team, seed in sorted(seeds.items(), key=lambda item: (item[1] is None, item[1] or 0))
            ]
        )
        self.message_label.clear()
        self._stale = False

    def _seed_typed(self, row: SeedRow, typed: str) -> bool:
        """S2: the seed the TD typed for the team; an empty cell unseeds it."""
        text = typed.strip()
        if text and not text.isdigit():
            self.message_label.setText(self.tr("A seed is a whole number, or empty for none."))
            return False
        label = self.tr("Seed {seed}: {team}").format(seed=text or "–", team=row.name)
        try:
            self.session.perform(label, set_seed, self.stage_id, row.team_id, int(text) if text else None)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return False
        return True
