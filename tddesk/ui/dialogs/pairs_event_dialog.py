"""A new pairs championship (DM Par): its discipline and the final's size, then its qualifying heats
and the final, each with a club (docs/pairs.md)."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.services.errors import ServiceError
from tddesk.services.pairs import add_pairs_heat, create_pairs_event
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession

DISCIPLINES = ("mixed", "open", "veteran", "women")
# D p.9: the finals' sizes (pairs, boards) as the season's table gives them
FINAL_SIZES = {"mixed": (28, 54), "open": (36, 70), "veteran": (28, 54), "women": (22, 44)}


class PairsEventDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsEventDialog")
        self.session = session
        self.name = QLineEdit(self)
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
        self.heats = QPlainTextEdit(self)
        self.heats.setObjectName("pairsHeatLines")
        self.message = QLabel(self)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.labels = [QLabel(self) for _ in range(5)]
        form = QFormLayout()
        for label, field in zip(self.labels, (self.name, self.discipline, self.final_pairs, self.final_boards,
                                              self.heats)):
            form.addRow(label, field)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.discipline.currentIndexChanged.connect(self._sizes)
        self._sizes()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New pairs championship"))
        texts = (self.tr("Name"), self.tr("Discipline"), self.tr("Pairs in the final"), self.tr("Boards in the final"),
                 self.tr("Heats, one a line:\nname; silver|bronze|final; club"))
        for label, text in zip(self.labels, texts):
            label.setText(text)
        names = {"mixed": self.tr("Mixed"), "open": self.tr("Open"), "veteran": self.tr("Veteran"),
                 "women": self.tr("Women")}
        for index, value in enumerate(DISCIPLINES):
            self.discipline.setItemText(index, names[value])

    def _sizes(self) -> None:
        pairs, boards = FINAL_SIZES[self.discipline.currentData()]
        self.final_pairs.setValue(pairs)
        self.final_boards.setValue(boards)

    def _heat_lines(self) -> list[tuple[str, str, str]]:
        lines = []
        for number, line in enumerate(self.heats.toPlainText().splitlines(), start=1):
            if not line.strip():
                continue
            parts = [part.strip() for part in line.split(";")]
            if len(parts) < 2 or parts[1] not in ("silver", "bronze", "final"):
                raise ValueError(self.tr("Line {number}: write name; silver, bronze or final; club — not "
                                         "\"{line}\".").format(number=number, line=line.strip()))
            lines.append((parts[0], parts[1], parts[2] if len(parts) > 2 else ""))
        return lines

    def save(self) -> None:
        try:
            heats = self._heat_lines()
            event = self.session.perform(self.tr("New pairs championship"), create_pairs_event, self.name.text(),
                                         self.discipline.currentData(), self.final_pairs.value(),
                                         self.final_boards.value()).value
            for name, kind, club in heats:
                self.session.perform(self.tr("New heat"), add_pairs_heat, event, name, kind, club or None)
        except (ServiceError, ValueError) as error:
            self.message.setText(str(error))
            return
        self.event_id = event
        self.accept()
