"""A round's results typed in one grid (VP1, H5): Tab or Enter moves home → away → next match.

VP appear in the row as the TD types. When both IMPs of a half are typed the half is saved at
once through ``enter_half`` (one undoable, audited action); unusable input is explained beside
the grid and saves nothing; Escape forgets what was typed in the row. The selected match's
line-ups are under the grid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, Slot
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import MatchId, StageId
from tddesk.services.areas import Area
from tddesk.services.central_day_times import CENTRAL_KINDS, day_timetable
from tddesk.services.errors import ServiceError
from tddesk.services.lineups import SIDES
from tddesk.services.results import NeedsConfirmation, clear_half, enter_half
from tddesk.services.tournament import Change
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.views.imp_cells import ImpDelegate
from tddesk.ui.views.lineup_panel import LineupPanel
from tddesk.ui.views.live import LiveView, touches
from tddesk.ui.views.round_entry_model import DASH, HOME, MAX_IMP_DIGITS, RoundEntryModel, imps_or_none
from tddesk.ui.views.standings_model import STANDINGS_AREAS

if TYPE_CHECKING:
    from tddesk.ui.dialogs.boards.traveller import TravellerDialog
    from tddesk.ui.session import UiSession

LINEUP_AREAS = frozenset({Area.LINEUPS})
LINEUPS_KEY = "Ctrl+L"  # from an IMP cell to that half's and team's line-up, and back


class RoundEntryTable(QTableView):
    """The grid: Tab order over the IMP cells only; Delete offers to remove a saved half."""

    def __init__(self, view: RoundEntryView):
        super().__init__(view)
        self._view = view
        self.setObjectName("roundEntryTable")
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.CurrentChanged
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(True)
        self._fitted_texts: list[int] = []

    def entry_model(self) -> RoundEntryModel:
        model = self.model()
        assert isinstance(model, RoundEntryModel)  # the view sets its round's model
        return model

    def fit_columns(self) -> None:
        """Fit the columns whose longest text changed; measuring every cell of every column after
        every keystroke would cost more than the keystroke itself."""
        longest = self.entry_model().longest_texts()
        if longest == self._fitted_texts:
            return
        fitted, self._fitted_texts = self._fitted_texts, longest
        if len(fitted) == len(longest):  # the same columns: only those whose longest text changed
            for column, (before, now) in enumerate(zip(fitted, longest)):
                if before != now:
                    self.resizeColumnToContents(column)
            return
        self.resizeColumnsToContents()
        # The state takes the room that is left (its whole text is its tooltip), so a long
        # "no line-up" note never pushes the figures out of sight.
        header = self.horizontalHeader()
        for column in range(self.model().columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(self.entry_model().state_column, QHeaderView.ResizeMode.Stretch)

    def moveCursor(  # noqa: N802 - Qt's name
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        forward = action == QAbstractItemView.CursorAction.MoveNext
        if not forward and action != QAbstractItemView.CursorAction.MovePrevious:
            return super().moveCursor(action, modifiers)
        order = [(index.row(), index.column()) for index in self.entry_model().entry_order()]
        if not order:
            return QModelIndex()
        current = self.currentIndex()
        here = (current.row(), current.column())
        if not current.isValid():  # coming into the grid: where the round waits for a result
            waiting = self._view.first_waiting_cell()
            position = order.index((waiting.row(), waiting.column()))
        elif here in order:
            position = order.index(here) + (1 if forward else -1)
        else:  # from a team or a figure column: the first IMP cell of that match
            position = next((i for i, cell in enumerate(order) if cell[0] >= current.row()), 0)
        if not 0 <= position < len(order):
            return QModelIndex()  # the round's first or last cell: stay
        return self.model().index(*order[position])

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Delete and self.state() != QAbstractItemView.State.EditingState:
            self._view.clear_current_half()
            return
        super().keyPressEvent(event)


class RoundEntryView(LiveView, QWidget):
    AREAS = STANDINGS_AREAS | LINEUP_AREAS  # the state names a team without a line-up (H5)

    def __init__(self, session: UiSession, stage_id: StageId, round_number: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("roundEntryView")
        self.session = session
        self._stale = False
        self._keep_lineups = False  # while refreshing for a change that touched no line-up
        self.model = RoundEntryModel(session, stage_id, round_number, self)
        self.bye_label = QLabel(self)
        self.table = RoundEntryTable(self)
        self.table.setModel(self.model)
        self.table.setItemDelegate(ImpDelegate(self))
        self.table.fit_columns()
        self.model.dataChanged.connect(self.table.fit_columns)
        self.model.modelReset.connect(self.table.fit_columns)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("inputMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.lineups = LineupPanel(session, self)
        # P2 on a central day: a table that ended late with no slow-play ruling, said on the round too.
        self.late_label = QLabel(self)
        self.late_label.setObjectName("lateTables")
        self.late_label.setWordWrap(True)
        self.late_label.setStyleSheet(ERROR_STYLE)
        self.late_label.hide()
        self._late: dict[str, int | tuple[int, int]] = {}  # match id → minutes over time, unruled

        self.boards_button = QPushButton(self.tr("B&oards…"), self)
        self.boards_button.setObjectName("boardsButton")
        self.boards_button.setToolTip(self.tr("The selected match board by board (traveller grid)"))
        self.boards_button.clicked.connect(self.open_boards)
        self.boards_dialog: TravellerDialog | None = None
        top = QHBoxLayout()
        top.addWidget(self.bye_label, 1)
        top.addWidget(self.boards_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.message_label)
        layout.addWidget(self.late_label)
        layout.addWidget(self.lineups, 2)

        # Saved after the editor has closed and Tab has moved on, never from inside the delegate's
        # commit, so a question box or a refresh cannot disturb the editor being closed.
        self.model.half_typed.connect(self._save_half, Qt.ConnectionType.QueuedConnection)
        self.model.removal_asked.connect(self.remove_half, Qt.ConnectionType.QueuedConnection)
        self.table.selectionModel().currentRowChanged.connect(self._show_lineups)
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        QShortcut(QKeySequence(LINEUPS_KEY), self, self.toggle_lineups, context)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self.lineups, self.back_to_results, context)
        session.changed.connect(self.on_change)
        self._update_bye()
        self._update_late()
        self._show_lineups(self.table.currentIndex())

    def open_boards(self) -> TravellerDialog | None:
        """The traveller grid of the selected match (the first match when none is selected)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.boards.traveller import TravellerDialog

        current = self.table.currentIndex()
        row = current.row() if current.isValid() else 0
        if row >= self.model.rowCount():
            return None
        self.boards_dialog = TravellerDialog(self.session, self.model.match_row(row).id, self)
        self.boards_dialog.show()
        return self.boards_dialog

    def confirm(self, question: str) -> bool:
        """Yes/no from the TD; tests replace it on the instance."""
        answer = QMessageBox.question(
            self,
            self.tr("Check the result"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def first_waiting_cell(self) -> QModelIndex:
        """The first IMP cell, in Tab order, with nothing in it (else the first IMP cell)."""
        order = self.model.entry_order()
        return next((index for index in order if not index.data()), order[0] if order else QModelIndex())

    def start_entry(self) -> None:
        """Focus the first IMP cell of the round that still waits for a result."""
        target = self.first_waiting_cell()
        if not target.isValid():
            return
        self.table.setFocus()  # may itself make the first cell current and open its editor
        if self.table.currentIndex() != target:
            self.table.setCurrentIndex(target)
        elif self.table.indexWidget(target) is None:
            self.table.edit(target)

    def toggle_lineups(self) -> None:
        """Ctrl+L: from the grid to the line-up of the cell's half and team, from there back."""
        if self.lineups.isAncestorOf(self.focusWidget()):
            self.back_to_results()
        else:
            self.go_to_lineups()

    def go_to_lineups(self) -> None:
        """The first seat of the line-up the current IMP cell is for (half 1, home elsewhere)."""
        current = self.table.currentIndex()
        if not current.isValid():
            current = self.first_waiting_cell()
            if not current.isValid():
                return
            self.table.setCurrentIndex(current)
        self._show_lineups(current)
        half, side = self.model.imp_cell(current.column()) or (1, HOME)
        editor = self.lineups.editors.get((half, SIDES[side]))
        if editor is not None:
            editor.combos[0].setFocus(Qt.FocusReason.TabFocusReason)  # selects its text, as Tab does

    def back_to_results(self) -> None:
        """Escape (or Ctrl+L) in the line-ups: the grid again, on the cell the TD left."""
        current = self.table.currentIndex()
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        editable = current.isValid() and bool(self.model.flags(current) & Qt.ItemFlag.ItemIsEditable)
        if editable and self.table.indexWidget(current) is None:
            self.table.edit(current)

    def selected_match_id(self) -> str | None:
        """The match of the grid's current row: the one a ruling from the Domslut menu is for."""
        current = self.table.currentIndex()
        return self.model.match_row(current.row()).id if current.isValid() else None

    def explain_input(self, text: str) -> None:
        """Say beside the grid why typed text cannot be IMPs (and nothing when it can)."""
        if not text.strip() or imps_or_none(text) is not None:
            if self.message_label.text():
                self.message_label.clear()
        elif text.strip().isdigit() and len(text.strip()) > MAX_IMP_DIGITS:
            self.message_label.setText(self.tr("{text} IMPs is too many; nothing was saved.").format(text=text.strip()))
        else:
            self.message_label.setText(
                self.tr("IMPs are a whole number of 0 or more; “{text}” is not. Nothing was saved.").format(
                    text=text.strip()
                )
            )

    @Slot(str, int, int, int)
    def _save_half(self, match_id: MatchId, half: int, home: int, away: int) -> None:
        row = self.model.row_of(match_id)
        if row < 0:
            return
        match = self.model.match_row(row)
        text = self.tr("Result {home}{dash}{away}, half {half}: {home_imps}{dash}{away_imps}").format(
            home=match.home_name, away=match.away_name, half=half, home_imps=home, away_imps=away, dash=DASH
        )
        try:
            try:
                self.session.perform(text, enter_half, match_id, half, home, away)
            except NeedsConfirmation as question:
                if not self.confirm(str(question)):
                    self.model.revert_half(match_id, half)
                    self.message_label.setText(
                        self.tr("Not saved: {match}, half {half} is still as before.").format(
                            match=f"{match.home_name}{DASH}{match.away_name}", half=half
                        )
                    )
                    return
                self.session.perform(text, enter_half, match_id, half, home, away, confirmed=True)
        except ServiceError as error:
            self.model.revert_half(match_id, half)  # what the file refused never stays on screen
            self.message_label.setText(str(error))
            return
        if self.message_label.text():  # clearing an empty label would still lay the page out again
            self.message_label.clear()

    def clear_current_half(self) -> None:
        """Delete on a saved half (outside the editor) offers to remove it."""
        current = self.table.currentIndex()
        cell = self.model.imp_cell(current.column()) if current.isValid() else None
        if cell is not None and self.model.flags(current) & Qt.ItemFlag.ItemIsEditable:
            self.remove_half(self.model.match_row(current.row()).id, cell[0])

    @Slot(str, int)
    def remove_half(self, match_id: MatchId, half: int) -> None:
        """Remove a saved half (and a later one with it) once the TD agrees; Undo brings it back."""
        row = self.model.row_of(match_id)
        match = self.model.match_row(row) if row >= 0 else None
        saved = match.halves[half - 1] if match is not None else None
        if match is None or saved is None:
            return
        teams = f"{match.home_name}{DASH}{match.away_name}"
        home, away = saved
        if not self.confirm(
            self.tr("Remove the result of {match}, half {half} ({home}{dash}{away})?").format(
                match=teams, half=half, home=home, away=away, dash=DASH
            )
        ):
            return
        try:
            self.session.perform(
                self.tr("Remove result {match}, half {half}").format(match=teams, half=half), clear_half, match_id, half
            )
        except ServiceError as error:
            self.message_label.setText(str(error))

    def on_change(self, change: Change | None) -> None:
        # Who has a line-up is read again only after a change that touched the line-ups; a
        # result typed in the grid touches the results alone (or saves the suggested line-ups).
        self._keep_lineups = not touches(change, LINEUP_AREAS)
        try:
            super().on_change(change)
        finally:
            self._keep_lineups = False

    def refresh(self) -> None:
        self._stale = False
        self.model.reload(keep_lineups=self._keep_lineups)
        self._update_bye()
        self._update_late()

    def _update_late(self) -> None:
        """P2: this round's tables that ended late and whose match has no slow-play ruling yet."""
        if self.session.stage_facts(self.model.stage_id).kind not in CENTRAL_KINDS:
            return

        day = day_timetable(self.session.tournament, self.model.stage_id)
        matches = {self.model.match_row(row).id: row for row in range(self.model.rowCount())}
        late: dict[str, dict[int, int]] = {}
        lines = []
        for recorded in day.table_times:
            if recorded.match_id in matches and day.late_unruled(recorded):
                late.setdefault(recorded.match_id, {})[recorded.table] = recorded.overrun
                match = self.model.match_row(matches[recorded.match_id])
                lines.append(
                    self.tr(
                        "P2: {home}{dash}{away}, half {half}, table {table} ended {minutes} min late and has no "
                        "slow-play ruling yet: F6 on the match rules it."
                    ).format(
                        home=match.home_name,
                        away=match.away_name,
                        dash=DASH,
                        half=recorded.half,
                        table=recorded.table,
                        minutes=recorded.overrun,
                    )
                )
        self._late = {
            match_id: tables[min(tables)] if len(tables) == 1 else (tables.get(1, 0), tables.get(2, 0))
            for match_id, tables in late.items()
        }
        self.late_label.setText("\n".join(lines))
        self.late_label.setVisible(bool(lines))

    def ruling_prefill(self, kind: str) -> dict[str, object]:
        """F6 on a match whose table ended late: the slow-play dialog with its minutes (P2)."""
        match_id = self.selected_match_id()
        if kind != "slow_play" or match_id not in self._late:
            return {}
        return {"minutes": self._late[match_id]}

    def _update_bye(self) -> None:
        bye = self.model.shown_round().bye_name
        self.bye_label.setText(self.tr("Bye: {team}").format(team=bye) if bye else "")
        self.bye_label.setVisible(bool(bye))

    def _show_lineups(self, current: QModelIndex, _previous: QModelIndex | None = None) -> None:
        row = current.row() if current.isValid() else (0 if self.model.rowCount() else -1)
        self.lineups.set_match(self.model.match_row(row).id if row >= 0 else None)
