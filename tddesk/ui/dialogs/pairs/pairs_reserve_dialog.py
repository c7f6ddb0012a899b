"""A reserve for one of a pair's players in a pairs heat, for one session or the whole heat; the
reserve rule (D p.6: an ordinary player plays every session) is checked by the service and its
refusal shown here (docs/pairs.md)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.services.errors import ServiceError
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs_reserves import heat_reserves, set_reserve, set_session_reserve
from tddesk.services.pairs_results import heat_numbers
from tddesk.services.players import PlayerEntry
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession


class PairsReserveDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, heat_id: str, pair_id: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsReserveDialog")
        self.session, self.heat_id = session, heat_id
        event = next(
            event for event in pairs_events(session.tournament) if any(heat.id == heat_id for heat in event.heats)
        )
        heat = next(heat for heat in event.heats if heat.id == heat_id)
        pairs = {pair.id: pair for pair in event.pairs}
        self.pair_box = QComboBox(self)
        self.pair_box.setObjectName("reservePair")
        for number, entered in sorted(heat_numbers(session.tournament, heat_id).items()):
            self.pair_box.addItem(f"{number}. {pairs[entered].names}", entered)
        if pair_id is not None and self.pair_box.findData(pair_id) >= 0:
            self.pair_box.setCurrentIndex(self.pair_box.findData(pair_id))
        self.pairs = pairs
        self.session_box = QComboBox(self)
        self.session_box.setObjectName("reserveSession")
        self.session_box.addItem("", None)
        for number in range(1, len(heat.sessions) + 1):
            self.session_box.addItem("", number)
        self.for_box = QComboBox(self)
        self.for_box.setObjectName("reserveFor")
        self.fields = {name: QLineEdit(self) for name in ("mid", "name", "club")}
        for name, field in self.fields.items():
            field.setObjectName(f"reserve_{name}")
            field.setMaxLength(MAX_NAME_LENGTH)  # a MID is shorter still; the services check it
        self.current = QLabel(self)
        self.current.setObjectName("reserveCurrent")
        self.current.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.labels = [QLabel(self) for _ in range(6)]
        form = QFormLayout()
        for label, widget in zip(self.labels, (self.pair_box, self.session_box, self.for_box, *self.fields.values())):
            form.addRow(label, widget)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.remove_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.DestructiveRole)
        self.remove_button.setObjectName("reserveRemove")
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.remove_button.clicked.connect(self.remove)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.current)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.pair_box.currentIndexChanged.connect(lambda _index: self._pair_chosen())
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Reserve"))
        texts = (
            self.tr("Pair"),
            self.tr("Session"),
            self.tr("Plays for"),
            self.tr("Reserve's MID"),
            self.tr("Name"),
            self.tr("Club"),
        )
        for label, text in zip(self.labels, texts):
            label.setText(text)
        self.session_box.setItemText(0, self.tr("the whole heat"))
        for index in range(1, self.session_box.count()):
            self.session_box.setItemText(index, self.tr("session {number}").format(number=index))
        self.remove_button.setText(self.tr("Remove reserve"))
        self._pair_chosen()

    def _pair_chosen(self) -> None:
        pair = self.pairs.get(self.pair_box.currentData())
        chosen = self.for_box.currentIndex()
        self.for_box.clear()
        if pair is None:
            return
        for mid, name in zip(pair.mids, pair.names.split(" – ")):
            self.for_box.addItem(f"{name} ({mid})", mid)
        self.for_box.setCurrentIndex(max(chosen, 0))
        reserves = [view for view in heat_reserves(self.session.tournament, self.heat_id) if view.pair_id == pair.id]
        lines = [
            self.tr("{reserve} plays for {player}: {when}").format(
                reserve=view.reserve_name,
                player=view.for_name,
                when=self.tr("the whole heat")
                if view.session is None
                else self.tr("session {number}").format(number=view.session),
            )
            for view in reserves
        ]
        self.current.setText("\n".join(lines) or self.tr("The pair has no reserve in this heat."))

    def _perform(self, reserve: PlayerEntry | None) -> bool:
        session_number = self.session_box.currentData()
        pair, for_mid = self.pair_box.currentData(), self.for_box.currentData()
        try:
            if session_number is None:
                self.session.perform(self.tr("Reserve"), set_reserve, self.heat_id, pair, reserve, for_mid)
            else:
                self.session.perform(
                    self.tr("Reserve"), set_session_reserve, self.heat_id, pair, session_number, reserve, for_mid
                )
        except ServiceError as error:
            self.message.setText(str(error))
            return False
        return True

    def save(self) -> None:
        """The reserve as one undoable action; a refusal (D p.6) is shown and nothing is saved."""
        mid, name, club = (self.fields[part].text().strip() for part in ("mid", "name", "club"))
        reserve = PlayerEntry(mid, name, club)
        if self._perform(reserve):
            self.accept()

    def remove(self) -> None:
        if self._perform(None):
            self.accept()
