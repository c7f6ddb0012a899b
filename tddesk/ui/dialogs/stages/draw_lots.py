"""Settle a tie that only a lot can separate (H8): drawn in the program, or a physical draw typed in.

Either way the lot is one undoable action that records the order with who drew it and when; the
dialog then shows what the file recorded, read back, and lists the stage's earlier lots.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import StageId, TeamId
from tddesk.services.errors import ServiceError
from tddesk.services.standings import LotView, draw_lots, lots
from tddesk.ui.session import UiSession


class DrawLotsDialog(QDialog):
    def __init__(
        self, session: UiSession, stage_id: StageId, teams: Sequence[tuple[TeamId, str]], parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.setObjectName("drawLotsDialog")
        self.session = session
        self.stage_id = stage_id
        self.teams = tuple(teams)
        self._names = dict(self.teams)
        self.recorded_order: tuple[TeamId, ...] | None = None
        self.recorded: LotView | None = None

        self.intro_label = QLabel(self)
        self.intro_label.setWordWrap(True)
        self.draw_here = QRadioButton(self)
        self.physical = QRadioButton(self)
        self.draw_here.setChecked(True)
        self.order_list = QListWidget(self)
        self.order_list.setObjectName("lotOrder")
        self.order_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.order_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        for team, name in self.teams:
            item = QListWidgetItem(name, self.order_list)
            item.setData(Qt.ItemDataRole.UserRole, team)
        self.order_list.setCurrentRow(0)
        self.up_button = QPushButton(self)
        self.down_button = QPushButton(self)
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button.clicked.connect(lambda: self.move_current(+1))
        self.record_button = QPushButton(self)
        self.record_button.setObjectName("recordLotButton")
        self.record_button.setDefault(True)
        self.record_button.clicked.connect(self.record)
        self.result_label = QLabel(self)
        self.result_label.setObjectName("lotResult")
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("inputMessage")
        self.message_label.setWordWrap(True)
        self.earlier_label = QLabel(self)
        self.earlier_list = QListWidget(self)
        self.earlier_list.setObjectName("earlierLots")
        self.earlier_list.setMaximumHeight(self.earlier_list.fontMetrics().height() * 5)
        self.earlier_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.earlier = lots(session.tournament, stage_id)
        for lot in self.earlier:
            QListWidgetItem(self.lot_line(lot), self.earlier_list)
        self.earlier_label.setVisible(bool(self.earlier))
        self.earlier_list.setVisible(bool(self.earlier))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)

        moves = QVBoxLayout()
        moves.addWidget(self.up_button)
        moves.addWidget(self.down_button)
        moves.addStretch(1)
        ordering = QHBoxLayout()
        ordering.addWidget(self.order_list, 1)
        ordering.addLayout(moves)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro_label)
        layout.addWidget(self.draw_here)
        layout.addWidget(self.physical)
        layout.addLayout(ordering)
        layout.addWidget(self.record_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.result_label)
        layout.addWidget(self.message_label)
        layout.addWidget(self.earlier_label)
        layout.addWidget(self.earlier_list)
        layout.addWidget(self.buttons)
        self.physical.toggled.connect(self._mode_changed)
        self._retranslate()
        self._mode_changed()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Draw lots"))
        self.intro_label.setText(
            self.tr(
                "{teams} are equal on VP, IMP quotient and head-to-head; only a lot can separate them (H8). "
                "The order is best first."
            ).format(teams=", ".join(name for _, name in self.teams))
        )
        self.draw_here.setText(self.tr("&Draw the lot in the program"))
        self.physical.setText(self.tr("&Type the outcome of a physical draw (order the teams, best first)"))
        self.up_button.setText(self.tr("&Up"))
        self.down_button.setText(self.tr("Do&wn"))
        self.earlier_label.setText(self.tr("Earlier lots in this stage:"))

    def _mode_changed(self) -> None:
        typed = self.physical.isChecked()
        self.order_list.setEnabled(typed)
        self.up_button.setEnabled(typed)
        self.down_button.setEnabled(typed)
        self.record_button.setText(self.tr("Record this &order") if typed else self.tr("D&raw lots"))

    def typed_order(self) -> list[TeamId]:
        return [self.order_list.item(row).data(Qt.ItemDataRole.UserRole) for row in range(self.order_list.count())]

    def move_current(self, step: int) -> None:
        """Move the chosen team up (-1) or down (+1) in the typed order."""
        row = self.order_list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.order_list.count():
            return
        item = self.order_list.takeItem(row)
        self.order_list.insertItem(target, item)
        self.order_list.setCurrentRow(target)

    def record(self) -> None:
        """Draw (or record the typed order) once, as one undoable action, and show what was recorded."""
        order = self.typed_order() if self.physical.isChecked() else None
        names = ", ".join(name for _, name in self.teams)
        text = (
            self.tr("Lot drawn: {teams}").format(teams=names)
            if order is None
            else self.tr("Lot recorded: {teams}").format(teams=names)
        )
        try:
            change = self.session.perform(text, draw_lots, self.stage_id, [team for team, _ in self.teams], order)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return
        self.message_label.clear()
        self.recorded_order = tuple(change.value)
        self.recorded = self._stored_lot()
        places = "\n".join(f"{place}. {self._names[team]}" for place, team in enumerate(self.recorded_order, start=1))
        # Who and when as the file keeps them (H8), not as this window believes them to be.
        when = self.recorded.drawn_on.strftime("%Y-%m-%d %H:%M") if self.recorded else ""
        who = self.recorded.drawn_by if self.recorded else ""
        self.result_label.setText(
            self.tr("Recorded {when} by {who}:\n{places}").format(when=when, who=who, places=places)
        )
        for widget in (
            self.draw_here,
            self.physical,
            self.order_list,
            self.up_button,
            self.down_button,
            self.record_button,
        ):
            widget.setEnabled(False)  # one lot per tie; Undo takes it back

    def _stored_lot(self) -> LotView | None:
        """The newest stored lot of this tie: the one just recorded."""
        tied = sorted(team for team, _ in self.teams)
        return next(
            (
                lot
                for lot in reversed(lots(self.session.tournament, self.stage_id))
                if sorted(lot.teams) == tied and lot.order == self.recorded_order
            ),
            None,
        )

    def lot_line(self, lot: LotView) -> str:
        """One earlier lot: when, who, and its order best first."""
        order = ", ".join(f"{place}. {lot.name_of(team)}" for place, team in enumerate(lot.order, start=1))
        return self.tr("{when} by {who}: {order}").format(
            when=lot.drawn_on.strftime("%Y-%m-%d %H:%M"), who=lot.drawn_by, order=order
        )
