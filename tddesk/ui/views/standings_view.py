"""The live standings of a stage (H8): the full view, and a compact one for the right dock.

Both follow every change of the file (entries, rulings, undo, redo) without a refresh action.
When only a lot can separate teams, the full view says so above the table and offers to draw it.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import StageId, TeamId
from tddesk.rules.stage_kinds import StageKind
from tddesk.ui.dialogs.stages.draw_lots import DrawLotsDialog
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.views.standings_model import STANDINGS_AREAS, TEAM, StandingsModel
from tddesk.ui.widgets.readable_width import fit_column, header_text_width, table_width_needed
from tddesk.ui.widgets.row_table import MAX_COLUMN_WIDTH


def _stage_kind(session: UiSession, stage_id: StageId) -> str | None:
    # deferred: not loaded before the window's first paint (start-up)
    from tddesk.services.errors import ServiceError
    from tddesk.services.stages import stage_view

    try:
        return stage_view(session.tournament, stage_id).form.kind
    except ServiceError:
        return None


class StandingsView(LiveView, QWidget):
    AREAS = STANDINGS_AREAS

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None, *, compact: bool = False):
        super().__init__(parent)
        self.setObjectName("standingsDockView" if compact else "standingsView")
        self.session = session
        self.compact = compact
        self._stale = False
        self.model = StandingsModel(session, stage_id, compact, self)
        self.table = QTableView(self)
        self.table.setObjectName("standingsTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(self.model.column_of(TEAM), QHeaderView.ResizeMode.Stretch)
        self._fitted_texts: list[int] = []

        self.lot_banner = QFrame(self)
        self.lot_banner.setObjectName("lotBanner")
        self.lot_label = QLabel(self.lot_banner)
        self.lot_label.setWordWrap(True)
        self.draw_button = QPushButton(self.lot_banner)
        self.draw_button.setObjectName("drawLotsButton")
        self.draw_button.clicked.connect(self.open_draw_lots)
        banner = QHBoxLayout(self.lot_banner)
        banner.setContentsMargins(0, 0, 0, 0)
        banner.addWidget(self.lot_label, 1)
        banner.addWidget(self.draw_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.lot_banner)
        layout.addWidget(self.table)
        if not compact and _stage_kind(session, stage_id) == StageKind.SM_FINAL:  # S p.4: a third of the halves
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.views.medal_text import MedalEligibilityLabel

            layout.addWidget(MedalEligibilityLabel(session, stage_id, self))
        if compact:
            layout.setContentsMargins(0, 0, 0, 0)
        self.draw_dialog: DrawLotsDialog | None = None
        self.draw_button.setText(self.tr("Draw lots"))
        session.changed.connect(self.on_change)
        self._after_reload()

    @property
    def stage_id(self) -> StageId:
        return self.model.stage_id

    def set_stage(self, stage_id: StageId) -> None:
        """Show another stage (the dock follows the stage in view)."""
        self.model.set_stage(stage_id)
        self._after_reload()

    def refresh(self) -> None:
        self._stale = False
        self.model.reload()
        self._after_reload()

    def _after_reload(self) -> None:
        self._fit_columns()
        self._update_banner()

    def _fit_columns(self) -> None:
        """Fit the number columns when a longer text appears; measuring them on every change
        would cost more than the whole refresh."""
        longest = self.model.longest_texts()
        if longest == self._fitted_texts:
            return
        self._fitted_texts = longest
        team = self.model.column_of(TEAM)
        header = self.table.horizontalHeader()
        widths = [
            fit_column(self.table, column)
            if column != team
            # a long team name is elided (whole in its tooltip), never widening the dock past a laptop
            else min(MAX_COLUMN_WIDTH, max(self.table.sizeHintForColumn(team), header_text_width(header, team)))
            for column in range(self.model.columnCount())
        ]
        if self.compact:  # the dock is never so narrow that a team's name or a title is cut
            self.setMinimumWidth(table_width_needed(self.table, widths))

    def lot_ties(self) -> list[tuple[tuple[TeamId, str], ...]]:
        """The ties only a lot can separate, as (id, name) in standings order; a tie before any of
        its teams has a result is not one the TD needs to settle."""
        table = self.model.standings
        ties = []
        for group in table.unresolved_ties:
            rows = [row for row in table.rows if row.team in group]
            if any(row.played or row.byes for row in rows):
                ties.append(tuple((TeamId(row.team), row.name) for row in rows))
        return ties

    def _update_banner(self) -> None:
        ties = [] if self.compact else self.lot_ties()
        self.lot_banner.setVisible(bool(ties))
        lines = [
            self.tr("Only a lot can separate {teams} (H8).").format(teams=", ".join(name for _, name in tie))
            for tie in ties
        ]
        self.lot_label.setText("\n".join(lines))

    def open_draw_lots(self) -> DrawLotsDialog | None:
        """The lot of the first unresolved tie: drawn here or typed in from a physical draw."""
        ties = self.lot_ties()
        if not ties:
            return None
        if self.draw_dialog is not None:
            self.draw_dialog.deleteLater()  # one dialog at a time; the last one is kept for reading
        self.draw_dialog = DrawLotsDialog(self.session, self.stage_id, ties[0], self)
        self.draw_dialog.open()
        return self.draw_dialog


class StandingsDock(StandingsView):
    """Rank, team and VP only, for the main window's right dock."""

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(session, stage_id, parent, compact=True)
