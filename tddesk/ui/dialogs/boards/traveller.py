"""The traveller grid of a match: per half, each board's result in both rooms, typed as at the table.

Keyboard first: type the contract (``4HX``, ``3NT``, ``pass``), Tab, the declarer (N E S W),
Tab, the result (``=``, ``+1``, ``-2`` or the tricks), and the room is saved at once through
``enter_board`` (one undoable action); the NS scores, the board's IMPs and the half's totals
follow (a board with a weighted score, Law 12C1(c), shows its IMPs with two decimals). The
opening lead (``SK``, ``H7``) is optional; where the board's deal is imported, a lead
the leader was not dealt is refused. A refusal is explained under the grid in words and nothing
is saved; Delete on a saved room removes it. Where typed half totals and the boards disagree, the TD chooses here.
A correction of a result that came from the Bridgemate offers to send it back to the table
(docs/bws.md, "Changes during play").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import MatchId
from tddesk.numbers import fixed
from tddesk.rules.adjusted import shown_artificial
from tddesk.services.adjusted_scores import WeightedPart
from tddesk.services.board_views import RoomResult, match_boards
from tddesk.services.boards import assign_board_score, choose_half_source, clear_board, enter_board, room_name
from tddesk.services.errors import ServiceError
from tddesk.ui.formatting import ERROR_STYLE

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

    from tddesk.rules.boards import BoardLine
    from tddesk.services.board_views import HalfView
    from tddesk.services.tournament import Change
    from tddesk.ui.session import UiSession

BOARD, DEAL = 0, 1
# contract, declarer, result, lead, NS score
ROOM_COLUMNS = {"open": (2, 3, 4, 5, 6), "closed": (7, 8, 9, 10, 11)}
NET, HOME_IMPS, AWAY_IMPS = 12, 13, 14
EDITABLE = {column: (room, part) for room, columns in ROOM_COLUMNS.items() for part, column in enumerate(columns[:4])}
DASH = "–"
WEIGHTED_KEY = "Ctrl+Shift+W"  # as on the pairs traveller


class HalfGrid(QTableWidget):
    """One half's boards; Delete outside an editor removes the current room's result."""

    def __init__(self, dialog: TravellerDialog, half: int):
        super().__init__(0, 15, dialog)
        self.dialog, self.half = dialog, half
        self.setObjectName(f"travellerGrid{half}")
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        self.boards: list[int] = []
        self._filling = False
        self.itemChanged.connect(self._typed)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Delete and self.state() != QAbstractItemView.State.EditingState:
            item = self.currentItem()
            if item is not None and item.column() in EDITABLE:
                self.dialog.remove(self.half, self.boards[item.row()], EDITABLE[item.column()][0])
                return
        super().keyPressEvent(event)

    def _typed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() not in EDITABLE:
            return
        room, _part = EDITABLE[item.column()]
        cells = [self.item(item.row(), column) for column in ROOM_COLUMNS[room][:4]]  # fill() made them all
        contract, declarer, result, lead = (cell.text().strip() if cell is not None else "" for cell in cells)
        if not contract:
            return
        if contract.lower() not in ("pass", "p", "-") and not (declarer and result):
            return  # the room is saved once its three cells are typed
        self.dialog.save(self.half, self.boards[item.row()], room, contract, declarer, result, lead)

    def fill(self, view: HalfView) -> None:
        self._filling = True
        self.boards = [row.board for row in view.rows]
        self.setRowCount(len(view.rows))
        for index, row in enumerate(view.rows):
            cells = {BOARD: str(row.board), DEAL: f"{row.dealer} / {row.vulnerable}"}
            for room, result in (("open", row.open), ("closed", row.closed)):
                columns = ROOM_COLUMNS[room]
                if result is None:
                    texts = ("", "", "", "", "")
                elif result.adjusted:
                    texts = (
                        shown_artificial(result.adjusted) if result.adjusted != "assigned" else self.tr("assigned"),
                        "",
                        "",
                        "",
                        _number(result.ns_score),
                    )
                else:
                    texts = (
                        result.contract or "",
                        result.declarer or "",
                        result.result,
                        result.lead or "",
                        _number(result.ns_score),
                    )
                cells.update(dict(zip(columns, texts)))
            line = row.line
            cells[NET] = _number(line.home_net) if line.complete else ""
            cells[HOME_IMPS], cells[AWAY_IMPS] = _board_imps(line)
            for column in range(self.columnCount()):
                item = QTableWidgetItem(cells.get(column, ""))
                if column not in EDITABLE:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if column not in EDITABLE and column != DEAL:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(index, column, item)
        self._filling = False
        self.resizeColumnsToContents()


def _number(value: int | None) -> str:
    return DASH if value is None else str(value).replace("-", "−")


def _board_imps(line: BoardLine) -> tuple[str, str]:
    """The board's IMPs: whole, or with two decimals where a weighted score (Law 12C1(c)) makes them a fraction."""
    if not line.complete:
        return "", ""
    if line.weighted:
        return fixed(line.exact_home, 2), fixed(line.exact_away, 2)
    return str(line.home_imps), str(line.away_imps)


class TravellerDialog(QDialog):
    def __init__(self, session: UiSession, match_id: MatchId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("travellerDialog")
        self.session, self.match_id = session, match_id
        self.tabs = QTabWidget(self)
        self.grids: list[HalfGrid] = []
        self.totals: list[QLabel] = []
        self.choices: list[tuple[QPushButton, QPushButton]] = []
        boards = match_boards(session.tournament, match_id)
        for view in boards.halves:
            page = QWidget(self.tabs)
            grid = HalfGrid(self, view.half)
            total = QLabel(page)
            total.setObjectName(f"travellerTotal{view.half}")
            use_boards, keep_typed = QPushButton(page), QPushButton(page)
            use_boards.clicked.connect(lambda _=False, half=view.half: self.choose(half, "boards"))
            keep_typed.clicked.connect(lambda _=False, half=view.half: self.choose(half, "typed"))
            row = QHBoxLayout()
            row.addWidget(total, 1)
            row.addWidget(use_boards)
            row.addWidget(keep_typed)
            layout = QVBoxLayout(page)
            layout.addWidget(grid)
            layout.addLayout(row)
            self.tabs.addTab(page, "")
            self.grids.append(grid)
            self.totals.append(total)
            self.choices.append((use_boards, keep_typed))
        self.message = QLabel(self)
        self.message.setObjectName("travellerMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.send_back = QPushButton(self)
        self.send_back.setObjectName("travellerSendBack")
        self.send_back.clicked.connect(self.open_send_back)
        self.send_back.hide()
        self.correction: tuple[MatchId, int, str, int] | None = None  # the last Bridgemate result corrected
        self.send_back_dialog: QDialog | None = None
        self.weighted_button = QPushButton(self)
        self.weighted_button.setObjectName("travellerWeighted")
        self.weighted_button.clicked.connect(lambda: self.open_weighted())
        QShortcut(QKeySequence(WEIGHTED_KEY), self, lambda: self.open_weighted())
        self.weighted_dialog: QDialog | None = None
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.weighted_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        layout.addWidget(self.title)
        layout.addWidget(self.tabs)
        layout.addWidget(self.message)
        layout.addWidget(self.send_back)
        layout.addWidget(buttons)
        session.changed.connect(self._changed)
        self.retranslate()
        self.refresh()
        self.resize(980, 560)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Boards"))
        self.weighted_button.setText(self.tr("&Weighted score…"))
        self.weighted_button.setToolTip(
            self.tr("Law 12C1(c) for the room of the current cell, {key}").format(key=WEIGHTED_KEY)
        )
        headers = [
            self.tr("Board"),
            self.tr("Dealer / vul."),
            self.tr("Open"),
            self.tr("Decl."),
            self.tr("Result"),
            self.tr("Lead"),
            self.tr("NS"),
            self.tr("Closed"),
            self.tr("Decl."),
            self.tr("Result"),
            self.tr("Lead"),
            self.tr("NS"),
            self.tr("Net"),
            self.tr("IMP home"),
            self.tr("IMP away"),
        ]
        for index, grid in enumerate(self.grids):
            grid.setHorizontalHeaderLabels(headers)
            self.tabs.setTabText(index, self.tr("Half {half}").format(half=grid.half))
            use_boards, keep_typed = self.choices[index]
            use_boards.setText(self.tr("Use the boards"))
            keep_typed.setText(self.tr("Keep the typed totals"))
        if self.correction is not None:
            self.send_back.setText(
                self.tr("Board {board} came from the Bridgemate: send the correction to the table…").format(
                    board=self.correction[3]
                )
            )

    def _changed(self, _change: Change) -> None:
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        try:
            boards = match_boards(self.session.tournament, self.match_id)
        except ServiceError:  # the match was undone away
            self.reject()
            return
        self.boards = boards
        self.title.setText(f"{boards.home_name} {DASH} {boards.away_name}")
        for grid, total, choice, view in zip(self.grids, self.totals, self.choices, boards.halves):
            grid.fill(view)
            total.setText(self._total_text(view))
            for button in choice:
                button.setVisible(view.boards_differ)

    def _total_text(self, view: HalfView) -> str:
        counted = view.counted
        entered = self.tr("{entered} of {expected} boards in").format(
            entered=view.boards.entered, expected=len(view.numbers)
        )
        if counted is None:
            return entered
        if view.boards_differ:
            return self.tr(
                "Typed {home}{dash}{away}, but the boards give {board_home}{dash}{board_away}: choose which counts."
            ).format(
                home=counted.home_imps,
                away=counted.away_imps,
                board_home=view.boards.home_imps,
                board_away=view.boards.away_imps,
                dash=DASH,
            )
        source = self.tr("from the boards") if counted.source == "boards" else self.tr("typed")
        if counted.source == "boards" and any(line.weighted for line in view.boards.lines):
            # Law 12C1(c): whole totals from exact ones (docs/boards.md, "Adjusted scores")
            source = self.tr("from the boards, exactly {home}{dash}{away}").format(
                home=fixed(view.boards.home_exact, 2), away=fixed(view.boards.away_exact, 2), dash=DASH
            )
        return self.tr("Half {half}: {home}{dash}{away} IMP ({source}); {entered}").format(
            half=view.half, home=counted.home_imps, away=counted.away_imps, dash=DASH, source=source, entered=entered
        )

    def save(self, half: int, board: int, room: str, contract: str, declarer: str, result: str, lead: str = "") -> None:
        text = self.tr("{match}: board {board}, {room} room: {contract}").format(
            match=self.title.text(), board=board, room=room_name(room), contract=contract
        )
        from_bridgemate = self._from_bridgemate(half, board, room)
        try:
            self.session.perform(
                text,
                enter_board,
                self.match_id,
                half,
                room,
                board,
                contract,
                declarer or None,
                result or None,
                lead or None,
            )
        except ServiceError as error:
            self.message.setText(str(error))
            return
        self.message.clear()
        if from_bridgemate:
            self.correction = (self.match_id, half, room, board)
            self.retranslate()
            self.send_back.show()

    def _room_result(self, half: int, board: int, room: str) -> RoomResult | None:
        """The room's result on the board as last read, if it has one."""
        for view in self.boards.halves:
            for row in view.rows if view.half == half else ():
                if row.board == board:
                    return cast("RoomResult | None", getattr(row, room))
        return None

    def _from_bridgemate(self, half: int, board: int, room: str) -> bool:
        """The room's result on the board was read from a Bridgemate file."""
        result = self._room_result(half, board, room)
        return result is not None and result.source == "bws"

    def open_send_back(self) -> QDialog | None:
        """The corrected result back to the table: the venue's file of the stage, as the Bridgemate
        menu knows it (followed, written or imported), else one the TD chooses."""
        # deferred: only when a Bridgemate result was corrected
        from tddesk.ui.dialogs.boards.bws_change_dialog import BwsChangeDialog

        if self.correction is None:
            return None
        parent = self.parentWidget()
        controller = getattr(parent.window(), "controller", None) if parent else None
        menu = getattr(controller, "bridgemate", None)
        path = menu.venue_file(self.boards.stage_id) if menu is not None else None
        self.send_back_dialog = BwsChangeDialog(
            self.session, self.boards.stage_id, path, self, correction=self.correction
        )
        self.send_back_dialog.show()
        return self.send_back_dialog

    def open_weighted(self) -> QDialog | None:
        """Law 12C1(c) for the room of the current cell, saved through ``assign_board_score(weighted=...)``;
        the dialog opens on the weights saved before, for a correction."""
        # deferred: opened only for a ruling
        from tddesk.ui.dialogs.boards.weighted_score_dialog import WeightedScoreDialog

        grid = self.grids[self.tabs.currentIndex()]
        item = grid.currentItem()
        if item is None or item.column() not in EDITABLE:
            self.message.setText(self.tr("Choose a cell of the room to score first (Open or Closed)."))
            return None
        half, board, room = grid.half, grid.boards[item.row()], EDITABLE[item.column()][0]
        saved = self._room_result(half, board, room)
        text = self.tr("{match}: board {board}, {room} room: weighted score").format(
            match=self.title.text(), board=board, room=room_name(room)
        )

        def save(parts: list[WeightedPart]) -> None:
            self.session.perform(text, assign_board_score, self.match_id, half, room, board, weighted=parts)

        self.message.clear()
        self.weighted_dialog = WeightedScoreDialog(board, save, saved.parts if saved is not None else (), self)
        self.weighted_dialog.open()
        return self.weighted_dialog

    def remove(self, half: int, board: int, room: str) -> None:
        try:
            text = self.tr("{match}: remove board {board}, {room} room").format(
                match=self.title.text(), board=board, room=room_name(room)
            )
            self.session.perform(text, clear_board, self.match_id, half, room, board)
        except ServiceError as error:
            self.message.setText(str(error))

    def choose(self, half: int, source: str) -> None:
        try:
            text = self.tr("{match}, half {half}: which totals count").format(match=self.title.text(), half=half)
            self.session.perform(text, choose_half_source, self.match_id, half, source)
        except ServiceError as error:
            self.message.setText(str(error))
