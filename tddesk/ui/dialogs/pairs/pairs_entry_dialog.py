"""Enter a pair into a pairs heat: a pair already registered for the championship, or a new one of
two members (MID, name, club), under its number at the tables (docs/pairs.md)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.services.errors import ServiceError
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs import enter_heat, register_pair
from tddesk.services.pairs_results import heat_numbers
from tddesk.services.players import PlayerEntry
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession


class PairsEntryDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, heat_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsEntryDialog")
        self.session, self.heat_id = session, heat_id
        event = next(
            event for event in pairs_events(session.tournament) if any(heat.id == heat_id for heat in event.heats)
        )
        self.event_id = event.id
        heat = next(heat for heat in event.heats if heat.id == heat_id)
        self.pair_box = QComboBox(self)
        self.pair_box.setObjectName("pairChoice")
        self.pair_box.addItem("", None)
        for pair in event.pairs:
            self.pair_box.addItem(f"{pair.names} ({', '.join(pair.mids)})", pair.id)
        self.fields = {
            name: QLineEdit(self)
            for name in ("first_mid", "first_name", "first_club", "second_mid", "second_name", "second_club")
        }
        for name, field in self.fields.items():
            field.setObjectName(name)
            field.setMaxLength(MAX_NAME_LENGTH)  # a MID is shorter still; the services check it
        self.number = QSpinBox(self)
        self.number.setObjectName("pairNumber")
        self.number.setRange(1, 200)
        taken = set(heat_numbers(session.tournament, heat_id))
        self.number.setValue(next(number for number in range(1, 202) if number not in taken))
        self.qualifying = QCheckBox(self)
        self.qualifying.setObjectName("playsForQualification")
        self.qualifying.setChecked(True)
        self.qualifying.setVisible(heat.kind == "bronze")
        self.message = QLabel(self)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.form = QFormLayout()
        self.labels = [QLabel(self) for _ in range(8)]
        self.form.addRow(self.labels[0], self.pair_box)
        for label, field in zip(self.labels[1:7], self.fields.values()):
            self.form.addRow(label, field)
        self.form.addRow(self.labels[7], self.number)
        self.form.addRow("", self.qualifying)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.pair_box.currentIndexChanged.connect(self._chosen)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Enter a pair"))
        texts = [
            self.tr("Registered pair"),
            self.tr("First player's MID"),
            self.tr("Name"),
            self.tr("Club"),
            self.tr("Second player's MID"),
            self.tr("Name"),
            self.tr("Club"),
            self.tr("Pair number"),
        ]
        for label, text in zip(self.labels, texts):
            label.setText(text)
        self.pair_box.setItemText(0, self.tr("(a new pair)"))
        self.qualifying.setText(self.tr("Plays for DM (bronze heat: asked before the start)"))

    def _chosen(self) -> None:
        new = self.pair_box.currentData() is None
        for field in self.fields.values():
            field.setEnabled(new)

    def _player(self, which: str) -> PlayerEntry:
        mid, name, club = (self.fields[f"{which}_{part}"].text() for part in ("mid", "name", "club"))
        return PlayerEntry(mid, name, club)

    def save(self) -> None:
        """Register the pair if it is new, then enter it; a refusal is shown and nothing is closed."""
        pair_id = self.pair_box.currentData()
        try:
            if pair_id is None:
                first, second = self._player("first"), self._player("second")
                pair_id = self.session.perform(
                    self.tr("Register pair"), register_pair, self.event_id, first, second
                ).value
            change = self.session.perform(
                self.tr("Enter pair"),
                enter_heat,
                self.heat_id,
                pair_id,
                self.number.value(),
                self.qualifying.isChecked(),
            )
        except ServiceError as error:
            self.message.setText(str(error))
            return
        self.struck = change.value
        self.accept()
