"""A pairs heat's travellers typed in the window, board by board (docs/pairs.md, "Typing a
traveller").

Choose the session and the board (PgUp/PgDn: the board before or after). Each line is a table
that plays the board: its round and pairs from the session's movement where tddesk knows it
(the session says its boards a round), else typed on the empty line at the bottom. Type the
contract, Tab, the declarer, Tab, the result (``=``, ``+1``, ``-2`` or the tricks), and the line is
saved at once through ``enter_pairs_result`` (one undoable action); the NS score and both sides'
matchpoints, as the heat scores the board, follow. An artificial score goes in the contract's
place ("A+", "A+/A-", "60/40"); *Weighted score…* (Ctrl+Shift+W) types a weighted one (Law
12C1(c)); Delete removes a line's result. A refusal is said under the grid and nothing is saved.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tddesk.rules.adjusted import artificial_percents
from tddesk.rules.entry_limits import MAX_BOARDS
from tddesk.services.adjusted_scores import WeightedPart
from tddesk.services.errors import ServiceError
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs_results import assign_pairs_score, clear_pairs_result, enter_pairs_result
from tddesk.services.pairs_travellers import (
    MovementTableRow,
    TravellerView,
    heat_travellers,
    movement_tables,
)
from tddesk.ui.dialogs.pairs.pairs_traveller_grid import (
    CONTRACT,
    NS,
    SEATS,
    TYPED,
    Line,
    TravellerGrid,
    number_in,
)
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession

PASSED = ("pass", "p", "-")
WEIGHTED_KEY = "Ctrl+Shift+W"


class PairsTravellerDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, heat_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsTravellerDialog")
        self.session, self.heat_id = session, heat_id
        self.lines: list[Line] = []
        self.tables: dict[int, tuple[MovementTableRow, ...]] = {}  # board → the movement's tables (session chosen)
        self.weighted_dialog: QDialog | None = None
        heat = next(heat for event in pairs_events(session.tournament) for heat in event.heats if heat.id == heat_id)
        self.heat_name, self.movements = heat.name, heat.sessions
        self.session_label, self.board_label = QLabel(self), QLabel(self)
        self.session_box = QComboBox(self)
        self.session_box.setObjectName("pairsTravellerSession")
        for number in range(1, len(self.movements) + 1):
            self.session_box.addItem("", number)
        self.board_box = QSpinBox(self)
        self.board_box.setObjectName("pairsTravellerBoard")
        self.board_box.setMinimum(1)
        self.session_label.setBuddy(self.session_box)
        self.board_label.setBuddy(self.board_box)
        self.summary = QLabel(self)
        self.summary.setObjectName("pairsTravellerSummary")
        self.grid = TravellerGrid(self, self.remove)
        self.message = QLabel(self)
        self.message.setObjectName("pairsTravellerMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.weighted_button = QPushButton(self)
        self.weighted_button.setObjectName("pairsTravellerWeighted")
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("pairsTravellerRemove")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        for widget in (self.session_label, self.session_box, self.board_label, self.board_box):
            top.addWidget(widget)
        top.addWidget(self.summary, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.weighted_button)
        actions.addWidget(self.remove_button)
        actions.addStretch(1)
        actions.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.message)
        layout.addLayout(actions)
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        QShortcut(QKeySequence(Qt.Key.Key_PageDown), self, lambda: self.board_box.stepBy(1), context)
        QShortcut(QKeySequence(Qt.Key.Key_PageUp), self, lambda: self.board_box.stepBy(-1), context)
        QShortcut(QKeySequence(WEIGHTED_KEY), self, lambda: self.open_weighted(), context)
        self.weighted_button.clicked.connect(lambda: self.open_weighted())
        self.remove_button.clicked.connect(lambda: self.remove(self.grid.currentRow()))
        self.session_box.currentIndexChanged.connect(lambda _index: self.choose_session())
        self.board_box.valueChanged.connect(lambda _value: self.refresh())
        self.grid.itemChanged.connect(self._typed)
        session.changed.connect(self._changed)
        self.retranslate()
        self.choose_session()
        self.resize(1000, 560)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Travellers: {heat}").format(heat=self.heat_name))
        self.session_label.setText(self.tr("&Session"))
        self.board_label.setText(self.tr("&Board"))
        for index, movement in enumerate(self.movements):
            self.session_box.setItemText(index, self.tr("Session {number}").format(number=index + 1))
            self.session_box.setItemData(index, movement, Qt.ItemDataRole.ToolTipRole)
        self.board_box.setToolTip(self.tr("PgUp/PgDn: the board before or after"))
        self.grid.setHorizontalHeaderLabels(
            [
                self.tr("Round"),
                self.tr("NS"),
                self.tr("EW"),
                self.tr("Contract"),
                self.tr("Decl."),
                self.tr("Result"),
                self.tr("Lead"),
                self.tr("NS score"),
                self.tr("MP NS"),
                self.tr("MP EW"),
            ]
        )
        self.grid.setAccessibleName(self.tr("The board's results table by table"))
        self.weighted_button.setText(self.tr("&Weighted score…"))
        self.weighted_button.setToolTip(self.tr("Law 12C1(c), {key}").format(key=WEIGHTED_KEY))
        self.remove_button.setText(self.tr("&Remove the result"))
        self.remove_button.setToolTip(self.tr("Delete"))
        if self.lines:
            self.refresh()

    @property
    def session_number(self) -> int:
        """The session chosen (a heat has one at least: the heat view adds the first)."""
        return int(self.session_box.currentData() or 1)

    def choose_session(self) -> None:
        """The session's movement: its boards and who plays each, when tddesk knows it."""
        number = self.session_number
        self.tables = movement_tables(self.session.tournament, self.heat_id, number)
        played = [view.board for view in self._travellers()]
        self.board_box.setMaximum(max(self.tables, default=0) or max([MAX_BOARDS, *played]))
        self.refresh()

    def _travellers(self) -> list[TravellerView]:
        number = self.session_number
        return [view for view in heat_travellers(self.session.tournament, self.heat_id) if view.session == number]

    def _changed(self, _change: object) -> None:
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """The board's lines: every table the movement seats or a result names, then an empty line."""
        board = self.board_box.value()
        try:
            view = next((view for view in self._travellers() if view.board == board), None)
        except ServiceError:  # the heat was undone away
            self.reject()
            return
        saved = {line.ns: line for line in view.lines} if view is not None else {}
        lines = [Line(line.round, line.ns, line.ew, line, True) for line in saved.values()]
        lines += [Line(t.round, t.ns, t.ew, None, True) for t in self.tables.get(board, ()) if t.ns not in saved]
        lines.sort(key=lambda line: line.ns or 0)
        lines.append(Line(None, None, None))
        current = self._current_key()
        self.lines = lines
        self.grid.fill(self.lines)
        if view is None:
            self.summary.setText(self.tr("No results on board {board} yet.").format(board=board))
        else:
            text = self.tr("Top {top} matchpoints; {count} results.").format(top=view.top, count=len(view.lines))
            if view.short:
                text += " " + self.tr("Fewer results than the top: Neuberg (PP5).")
            self.summary.setText(text)
        self._restore(current)

    def _current_key(self) -> tuple[int | None, int]:
        """The current line's NS pair (None: the empty line) and column, to come back to after a refresh."""
        row, column = self.grid.currentRow(), max(self.grid.currentColumn(), CONTRACT)
        if not 0 <= row < len(self.lines):
            return None, CONTRACT
        ns = self.lines[row].ns if self.lines[row].seated else number_in(self.grid.text(row, NS))
        return ns, column

    def _restore(self, key: tuple[int | None, int]) -> None:
        ns, column = key
        row = next((index for index, line in enumerate(self.lines) if line.ns == ns and line.seated), None)
        if row is None:
            row = next((index for index, line in enumerate(self.lines) if line.saved is None), len(self.lines) - 1)
        self.grid.setCurrentCell(row, column)

    def _typed(self, item: QTableWidgetItem) -> None:
        if self.grid.filling or item.column() not in (*TYPED, *SEATS):
            return
        # saved once the editor has closed and Tab has moved on, never from inside its commit
        row, lines = item.row(), self.lines
        QTimer.singleShot(0, self, lambda: self._save_typed(row) if self.lines is lines else None)

    def _save_typed(self, row: int) -> None:
        if not 0 <= row < len(self.lines):
            return
        contract, declarer, result, lead = (self.grid.text(row, column) for column in TYPED)
        if not contract:
            return
        if contract.lower() not in PASSED and artificial_percents(contract) is None and not (declarer and result):
            return  # a played result is saved once its three cells are typed
        self.save(row, contract, declarer, result, lead)

    def _seats(self, row: int) -> tuple[int, int, int] | None:
        """The line's round and pairs, as seated or typed; None (and the words why) when missing."""
        line = self.lines[row]
        if line.seated and line.ns is not None and line.ew is not None:
            return line.round or 1, line.ns, line.ew
        typed_round, ns, ew = (self.grid.text(row, column) for column in SEATS)
        if number_in(ns) is None or number_in(ew) is None or (typed_round and number_in(typed_round) is None):
            self.message.setText(
                self.tr("Type the line's NS and EW pair numbers (and its round) as whole numbers first.")
            )
            return None
        return number_in(typed_round) or 1, number_in(ns) or 0, number_in(ew) or 0

    def _what(self, ns: int) -> str:
        return self.tr("{heat}: board {board}, NS pair {ns}").format(
            heat=self.heat_name, board=self.board_box.value(), ns=ns
        )

    def save(self, row: int, contract: str, declarer: str = "", result: str = "", lead: str = "") -> bool:
        """The line's result as one undoable action; a refusal in words under the grid, nothing saved."""
        seats = self._seats(row)
        if seats is None:
            return False
        round_number, ns, ew = seats
        try:
            self.session.perform(
                f"{self._what(ns)}: {contract}",
                enter_pairs_result,
                self.heat_id,
                self.session_number,
                self.board_box.value(),
                ns,
                ew,
                contract,
                declarer or None,
                result or None,
                lead or None,
                round_number=round_number,
            )
        except ServiceError as error:
            self.message.setText(str(error))
            return False
        self.message.clear()
        return True

    def remove(self, row: int) -> None:
        """Delete: the line's saved result is removed (undoable); on a line not saved, what was typed."""
        if not 0 <= row < len(self.lines):
            return
        line = self.lines[row]
        if line.saved is None:
            self.refresh()
            return
        try:
            self.session.perform(
                self.tr("{what}: result removed").format(what=self._what(line.saved.ns)),
                clear_pairs_result,
                self.heat_id,
                self.session_number,
                self.board_box.value(),
                line.saved.ns,
            )
        except ServiceError as error:
            self.message.setText(str(error))
            return
        self.message.clear()

    def open_weighted(self) -> QDialog | None:
        """Law 12C1(c) for the current line, saved through ``assign_pairs_score(weighted=...)``."""
        # deferred: opened only for a ruling
        from tddesk.ui.dialogs.boards.weighted_score_dialog import WeightedScoreDialog

        row = self.grid.currentRow()
        if not 0 <= row < len(self.lines):
            self.message.setText(self.tr("Choose the table's line first."))
            return None
        seats = self._seats(row)
        if seats is None:
            return None
        round_number, ns, ew = seats
        board, number = self.board_box.value(), self.session_number
        saved = self.lines[row].saved

        def save(parts: list[WeightedPart]) -> None:
            self.session.perform(
                self.tr("{what}: weighted score").format(what=self._what(ns)),
                assign_pairs_score,
                self.heat_id,
                number,
                board,
                ns,
                ew,
                weighted=parts,
                round_number=round_number,
            )

        self.weighted_dialog = WeightedScoreDialog(board, save, saved.weighted if saved else (), self)
        self.weighted_dialog.open()
        return self.weighted_dialog
