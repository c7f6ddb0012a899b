"""A new pairs championship (DM Par): its discipline, the final's size and its heats (qualifying
heats and the final, each with a club) in one dialog, saved as one undoable action (docs/pairs.md)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.services.errors import ServiceError
from tddesk.services.pairs import HEAT_KINDS, HeatPlan, create_pairs_championship
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession

DISCIPLINES = ("mixed", "open", "veteran", "women")
# D p.9: the finals' sizes (pairs, boards) as the season's table gives them
FINAL_SIZES = {"mixed": (28, 54), "open": (36, 70), "veteran": (28, 54), "women": (22, 44)}
NAME, KIND, CLUB = range(3)


class PairsEventDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsEventDialog")
        self.session = session
        self.event_id: str | None = None
        self.name = QLineEdit(self)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setObjectName("pairsEventName")
        self.discipline = QComboBox(self)
        self.discipline.setObjectName("pairsDiscipline")
        for value in DISCIPLINES:
            self.discipline.addItem(value, value)
        self.final_pairs, self.final_boards = QSpinBox(self), QSpinBox(self)
        self.final_pairs.setObjectName("pairsFinalPairs")
        self.final_boards.setObjectName("pairsFinalBoards")
        self.final_pairs.setRange(2, 200)
        self.final_boards.setRange(1, 200)
        self.heats = QTableWidget(0, 3, self)
        self.heats.setObjectName("pairsHeatTable")
        self.heats.verticalHeader().hide()
        self.heats.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.heats.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.heats.setMinimumWidth(520)
        self.add_heat_button, self.remove_heat_button = QPushButton(self), QPushButton(self)
        self.add_heat_button.setObjectName("pairsAddHeat")
        self.remove_heat_button.setObjectName("pairsRemoveHeat")
        self.add_heat_button.clicked.connect(lambda: self.add_heat_row())
        self.remove_heat_button.clicked.connect(self.remove_heat_row)
        self.message = QLabel(self)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.labels = [QLabel(self) for _ in range(5)]
        form = QFormLayout()
        for label, field in zip(self.labels[:4], (self.name, self.discipline, self.final_pairs, self.final_boards)):
            form.addRow(label, field)
        heat_buttons = QHBoxLayout()
        heat_buttons.addStretch(1)
        heat_buttons.addWidget(self.add_heat_button)
        heat_buttons.addWidget(self.remove_heat_button)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.labels[4])
        layout.addWidget(self.heats)
        layout.addLayout(heat_buttons)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.discipline.currentIndexChanged.connect(self._sizes)
        self._sizes()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New pairs championship"))
        texts = (
            self.tr("Name"),
            self.tr("Discipline"),
            self.tr("Pairs in the final"),
            self.tr("Boards in the final"),
            self.tr("Qualifying heats and the final"),
        )
        for label, text in zip(self.labels, texts):
            label.setText(text)
        names = {
            "mixed": self.tr("Mixed"),
            "open": self.tr("Open"),
            "veteran": self.tr("Veteran"),
            "women": self.tr("Women"),
        }
        for index, value in enumerate(DISCIPLINES):
            self.discipline.setItemText(index, names[value])
        self.heats.setHorizontalHeaderLabels([self.tr("Heat"), self.tr("Kind (PP4)"), self.tr("Club")])
        for row in range(self.heats.rowCount()):
            self._name_kinds(self.kind_box(row))
        self.add_heat_button.setText(self.tr("Add heat"))
        self.remove_heat_button.setText(self.tr("Remove heat"))

    def _name_kinds(self, box: QComboBox) -> None:
        names = {"silver": self.tr("Silver heat"), "bronze": self.tr("Bronze heat"), "final": self.tr("Final")}
        for index, kind in enumerate(HEAT_KINDS):
            box.setItemText(index, names[kind])

    def _sizes(self) -> None:
        pairs, boards = FINAL_SIZES[self.discipline.currentData()]
        self.final_pairs.setValue(pairs)
        self.final_boards.setValue(boards)

    def kind_box(self, row: int) -> QComboBox:
        box = self.heats.cellWidget(row, KIND)
        assert isinstance(box, QComboBox)
        return box

    def add_heat_row(self, name: str = "", kind: str = "silver", club: str = "") -> int:
        row = self.heats.rowCount()
        self.heats.insertRow(row)
        self.heats.setItem(row, NAME, QTableWidgetItem(name))
        self.heats.setItem(row, CLUB, QTableWidgetItem(club))
        box = QComboBox(self.heats)
        for value in HEAT_KINDS:
            box.addItem(value, value)
        self._name_kinds(box)
        box.setCurrentIndex(HEAT_KINDS.index(kind))
        self.heats.setCellWidget(row, KIND, box)
        return row

    def remove_heat_row(self) -> None:
        rows = sorted({index.row() for index in self.heats.selectedIndexes()}, reverse=True)
        for row in rows or [self.heats.rowCount() - 1]:
            if row >= 0:
                self.heats.removeRow(row)

    def heat_plans(self) -> list[HeatPlan]:
        plans = []
        for row in range(self.heats.rowCount()):
            name_item, club_item = self.heats.item(row, NAME), self.heats.item(row, CLUB)
            name = (name_item.text() if name_item else "").strip()
            club = (club_item.text() if club_item else "").strip()
            if not name and not club:
                continue  # an empty row left over
            if not name:
                raise ValueError(self.tr("Row {row}: the heat needs a name.").format(row=row + 1))
            plans.append(HeatPlan(name, self.kind_box(row).currentData(), club or None))
        return plans

    def save(self) -> None:
        """The championship and all its heats as one undoable action; a refusal saves nothing."""
        try:
            change = self.session.perform(
                self.tr("New pairs championship"),
                create_pairs_championship,
                self.name.text(),
                self.discipline.currentData(),
                self.final_pairs.value(),
                self.final_boards.value(),
                self.heat_plans(),
            )
        except (ServiceError, ValueError) as error:
            self.message.setText(str(error))
            return
        self.event_id = change.value
        self.accept()
