"""A stage's board layout (docs/boards.md): how its boards are numbered and how a Bridgemate
file's section, rounds and tables map to its matches.

The default is shown in words; the TD changes the numbering, names the Bridgemate section, and
adds a row for each Bridgemate round or table that does not follow the default (a venue that
moved a match to tables 7-8, a round played out of order). OK saves through
``set_board_layout`` (one undoable action); a refusal stays in the dialog, nothing is saved.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import StageId
from tddesk.rules.board_layout import Layout
from tddesk.services.board_layout import board_layout, set_board_layout
from tddesk.services.errors import ServiceError
from tddesk.services.stages import stage_view
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.session import UiSession

NUMBERINGS = ("day", "round")
ROOMS = ("open", "closed")


class _BadCell(ValueError):
    def __init__(self, words: str):
        super().__init__(words)


class BoardLayoutDialog(QDialog):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("boardLayoutDialog")
        self.session, self.stage_id = session, stage_id
        self.stage_name = stage_view(session.tournament, stage_id).form.name
        self.numbering = QComboBox(self)
        self.numbering.setObjectName("layoutNumbering")
        self.section = QLineEdit(self)
        self.section.setObjectName("layoutSection")
        self.section.setMaxLength(2)
        self.default_text = QLabel(self)
        self.default_text.setWordWrap(True)
        self.rounds = self._table("layoutRounds", 3)
        self.tables = self._table("layoutTables", 4)
        self.add_round, self.remove_round = QPushButton(self), QPushButton(self)
        self.add_table, self.remove_table = QPushButton(self), QPushButton(self)
        self.add_round.clicked.connect(lambda: self._add_row(self.rounds, ("", "", "")))
        self.remove_round.clicked.connect(lambda: self._remove_row(self.rounds))
        self.add_table.clicked.connect(lambda: self._add_row(self.tables, ("", "", "", "")))
        self.remove_table.clicked.connect(lambda: self._remove_row(self.tables))
        self.message = QLabel(self)
        self.message.setObjectName("layoutMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        self.numbering_label, self.section_label = QLabel(self), QLabel(self)
        form.addRow(self.numbering_label, self.numbering)
        form.addRow(self.section_label, self.section)
        self.rounds_label, self.tables_label = QLabel(self), QLabel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.default_text)
        for label, table, add, remove in (
            (self.rounds_label, self.rounds, self.add_round, self.remove_round),
            (self.tables_label, self.tables, self.add_table, self.remove_table),
        ):
            layout.addWidget(label)
            layout.addWidget(table)
            row = QHBoxLayout()
            row.addWidget(add)
            row.addWidget(remove)
            row.addStretch(1)
            layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._fill(board_layout(session.tournament, stage_id))
        for table in (self.rounds, self.tables):
            table.resizeColumnsToContents()
        self.resize(600, 600)

    def _table(self, name: str, columns: int) -> QTableWidget:
        table = QTableWidget(0, columns, self)
        table.setObjectName(name)
        table.verticalHeader().setVisible(False)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.horizontalHeader().setStretchLastSection(True)
        return table

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Board layout: {stage}").format(stage=self.stage_name))
        current = self.numbering.currentIndex()
        self.numbering.clear()
        self.numbering.addItems(
            [self.tr("On through the day (central days)"), self.tr("From 1 in every round (heats)")]
        )
        self.numbering.setCurrentIndex(max(current, 0))
        self.numbering_label.setText(self.tr("Board numbers"))
        self.section_label.setText(self.tr("Bridgemate section"))
        self.section.setPlaceholderText(self.tr("any (the file has one section)"))
        self.default_text.setText(
            self.tr(
                "By default Bridgemate round r is round ⌈r / halves⌉, half (r − 1) mod halves + 1, and tables "
                "2k − 1 and 2k are the open and the closed room of the round's match k. Add a row only where the "
                "venue did otherwise."
            )
        )
        self.rounds_label.setText(self.tr("Bridgemate rounds"))
        self.rounds.setHorizontalHeaderLabels([self.tr("Bridgemate round"), self.tr("Round"), self.tr("Half")])
        self.tables_label.setText(self.tr("Tables"))
        self.tables.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Table"), self.tr("Match"), self.tr("Room (open/closed)")]
        )
        for button, text in (
            (self.add_round, self.tr("Add a round")),
            (self.remove_round, self.tr("Remove")),
            (self.add_table, self.tr("Add a table")),
            (self.remove_table, self.tr("Remove")),
        ):
            button.setText(text)

    def _fill(self, layout: Layout) -> None:
        self.numbering.setCurrentIndex(NUMBERINGS.index(layout.numbering))
        self.section.setText(layout.section or "")
        for bm_round, (round_number, half) in sorted(layout.rounds.items()):
            self._add_row(self.rounds, (str(bm_round), str(round_number), str(half)))
        for (round_number, table), (match, room) in sorted(layout.tables.items()):
            self._add_row(self.tables, (str(round_number), str(table), str(match), self._room_text(room)))

    def _room_text(self, room: str) -> str:
        return self.tr("open") if room == "open" else self.tr("closed")

    def _add_row(self, table: QTableWidget, texts: tuple[str, ...]) -> None:
        row = table.rowCount()
        table.insertRow(row)
        for column, text in enumerate(texts):
            table.setItem(row, column, QTableWidgetItem(text))
        table.setCurrentCell(row, 0)

    def _remove_row(self, table: QTableWidget) -> None:
        if table.currentRow() >= 0:
            table.removeRow(table.currentRow())

    def _number(self, table: QTableWidget, row: int, column: int, *, largest: int = 1000) -> int:
        item = table.item(row, column)
        text = item.text().strip() if item is not None else ""
        header = table.horizontalHeaderItem(column)
        name = header.text() if header is not None else ""
        if not text.isdecimal() or not text.isascii() or not 1 <= int(text) <= largest:
            raise _BadCell(
                self.tr("Row {row}: {column} is a whole number from 1 to {largest}, not '{text}'.").format(
                    row=row + 1, column=name.lower(), largest=largest, text=text
                )
            )
        return int(text)

    def _room(self, row: int) -> str:
        item = self.tables.item(row, 3)
        text = item.text().strip().lower() if item is not None else ""
        for room in ROOMS:
            if text in (room, self._room_text(room).lower()):
                return room
        raise _BadCell(
            self.tr("Row {row}: the room is '{open}' or '{closed}', not '{text}'.").format(
                row=row + 1, open=self._room_text("open"), closed=self._room_text("closed"), text=text
            )
        )

    def layout_typed(self) -> Layout:
        """The layout as typed; raises _BadCell in words naming the row and the column."""
        rounds = {}
        for row in range(self.rounds.rowCount()):
            rounds[self._number(self.rounds, row, 0)] = (
                self._number(self.rounds, row, 1),
                self._number(self.rounds, row, 2, largest=2),
            )
        tables = {}
        for row in range(self.tables.rowCount()):
            key = (self._number(self.tables, row, 0), self._number(self.tables, row, 1))
            tables[key] = (self._number(self.tables, row, 2), self._room(row))
        return Layout(
            NUMBERINGS[self.numbering.currentIndex()], self.section.text().strip().upper() or None, rounds, tables
        )

    def save(self) -> None:
        try:
            layout = self.layout_typed()
            self.session.perform(
                self.tr("Board layout of {stage}").format(stage=self.stage_name),
                set_board_layout,
                self.stage_id,
                layout,
            )
        except (_BadCell, ServiceError) as error:
            self.message.setText(str(error))
            return
        self.accept()
