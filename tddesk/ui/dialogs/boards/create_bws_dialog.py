"""Bridgemate → Skapa Bridgemate-fil…: the session file a venue's BCS starts from (docs/bws.md).

For a team stage the TD chooses the round and half (or all), as ``tddesk bws-session --round N
--half H``; for a pairs heat the session, its movement (barometer, Mitchell, complete or 3/4-Howell)
and the boards a round, as ``tddesk pairs-bws-session``. Writing changes nothing in the tournament;
a refusal stays in the dialog and nothing is written.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import StageId
from tddesk.services.bws_session import TeamSessionView, session_rounds, write_team_session
from tddesk.services.errors import ServiceError
from tddesk.services.pairs_bws_session import PairsSessionView, heat_sessions, write_pairs_session_file
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.session import UiSession

# The movement choices: (movement, Howell kind) as pairs_bws_session takes them.
MOVEMENTS = (("barometer", "complete"), ("mitchell", "complete"), ("howell", "complete"), ("howell", "three-quarter"))


class CreateBwsDialog(QDialog):
    """One dialog for both: ``stage_id`` for a team stage, ``heat_id`` for a pairs heat."""

    def __init__(
        self,
        session: UiSession,
        *,
        stage_id: StageId | None = None,
        heat_id: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("createBwsDialog")
        self.session, self.stage_id, self.heat_id = session, stage_id, heat_id
        self.written: TeamSessionView | PairsSessionView | None = None
        self.path: Path | None = None
        self.round_box, self.half_box = QComboBox(self), QComboBox(self)
        self.round_box.setObjectName("bwsRound")
        self.half_box.setObjectName("bwsHalf")
        self.session_box, self.movement_box = QComboBox(self), QComboBox(self)
        self.session_box.setObjectName("bwsSession")
        self.movement_box.setObjectName("bwsMovement")
        self.boards_spin = QSpinBox(self)
        self.boards_spin.setObjectName("bwsBoardsPerRound")
        self.boards_spin.setRange(1, 36)
        self.path_edit = QLineEdit(self)
        self.path_edit.setObjectName("bwsPath")
        self.browse_button = QPushButton(self)
        self.browse_button.clicked.connect(self.browse)
        self.movement_note = QLabel(self)
        self.movement_note.setObjectName("bwsMovementNote")
        self.movement_note.setWordWrap(True)
        self.movement_note.hide()
        self.message = QLabel(self)
        self.message.setObjectName("bwsMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.write)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout()
        self.labels = [QLabel(self) for _ in range(6)]
        path_row = QHBoxLayout()
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(self.browse_button)
        if stage_id is not None:
            rounds, halves = session_rounds(session.tournament, stage_id)
            self.rounds, self.halves = rounds, halves
            self.sessions = []
            self.form.addRow(self.labels[0], self.round_box)
            self.form.addRow(self.labels[1], self.half_box)
            self.half_box.setEnabled(halves > 1)
            self.path_edit.setText(str(session.tournament.path.parent / f"{stage_id}.bws"))
        else:
            assert heat_id is not None
            self.sessions = heat_sessions(session.tournament, heat_id)
            self.rounds, self.halves = [], 1
            self.form.addRow(self.labels[2], self.session_box)
            self.form.addRow(self.labels[3], self.movement_box)
            self.form.addRow(self.labels[4], self.boards_spin)
            self.session_box.currentIndexChanged.connect(self._session_chosen)
            self.movement_box.currentIndexChanged.connect(self._movement_chosen)
            self.path_edit.setText(str(session.tournament.path.parent / f"{heat_id}.bws"))
        self.form.addRow(self.labels[5], path_row)
        team_fields = (self.round_box, self.half_box, *self.labels[:2])
        pairs_fields = (self.session_box, self.movement_box, self.boards_spin, *self.labels[2:5])
        for unused in pairs_fields if stage_id is not None else team_fields:
            unused.hide()  # the other kind's fields, outside the form
        self.setMinimumWidth(560)
        self.replace_asked = False  # the file dialog asked already before replacing
        self.path_edit.textEdited.connect(lambda _text: setattr(self, "replace_asked", False))
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.movement_note)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.retranslate()
        if heat_id is not None:
            self._session_chosen()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Create Bridgemate file"))
        texts = (
            self.tr("Round:"),
            self.tr("Half:"),
            self.tr("Session:"),
            self.tr("Movement:"),
            self.tr("Boards a round:"),
            self.tr("File:"),
        )
        for label, text in zip(self.labels, texts):
            label.setText(text)
        self.browse_button.setText(self.tr("Browse…"))
        if self.stage_id is not None:
            self._fill(self.round_box, self.tr("All rounds"), [self.tr("Round {n}") for _ in self.rounds], self.rounds)
            halves = list(range(1, self.halves + 1))
            self._fill(self.half_box, self.tr("Both halves"), [self.tr("Half {n}") for _ in halves], halves)
        else:
            numbers = [choice.number for choice in self.sessions]
            self._fill(self.session_box, None, [self.tr("Session {n}") for _ in numbers], numbers)
            names = (self.tr("Barometer"), self.tr("Mitchell"), self.tr("Complete Howell"), self.tr("3/4-Howell"))
            self._fill(self.movement_box, None, list(names), list(range(len(MOVEMENTS))))

    @staticmethod
    def _fill(box: QComboBox, everything: str | None, texts: list[str], values: list[int]) -> None:
        index = max(box.currentIndex(), 0)
        box.clear()
        if everything is not None:
            box.addItem(everything, None)
        for text, value in zip(texts, values):
            box.addItem(text.format(n=value), value)
        box.setCurrentIndex(min(index, box.count() - 1))

    def _session_chosen(self) -> None:
        choice = next((c for c in self.sessions if c.number == self.session_box.currentData()), None)
        if choice is not None:
            self.movement_box.setCurrentIndex(self._index_of(choice.movement))
            self.boards_spin.setValue(choice.boards_per_round)
        self._movement_chosen()

    def _movement_chosen(self) -> None:
        """The session is ranked by its own movement (a Mitchell NS and EW apart): say so when the
        file seats it otherwise."""
        choice = next((c for c in self.sessions if c.number == self.session_box.currentData()), None)
        movement = MOVEMENTS[max(self.movement_box.currentIndex(), 0)][0]
        self.movement_note.setVisible(choice is not None and movement != choice.movement)
        if choice is not None and movement != choice.movement:
            self.movement_note.setText(
                self.tr(
                    "The session is ranked as its own movement ({movement}); change the session's movement "
                    "in the heat if it is played as the file seats it."
                ).format(movement=self.movement_box.itemText(self._index_of(choice.movement)))
            )

    @staticmethod
    def _index_of(movement: str) -> int:
        return next(i for i, (m, _h) in enumerate(MOVEMENTS) if m == movement)

    def browse(self) -> None:
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Create Bridgemate file"), self.path_edit.text(), self.tr("Bridgemate files (*.bws)")
        )
        if chosen:
            self.path_edit.setText(chosen)
            self.replace_asked = True

    def write(self) -> None:
        """Write the file; a refusal (or a file the TD does not want replaced) keeps the dialog open."""
        text = self.path_edit.text().strip()
        if not text:
            self.message.setText(self.tr("Choose the file to write."))
            return
        if self.heat_id is not None and self.session_box.currentData() is None:
            self.message.setText(self.tr("The heat has no session yet; add one first."))
            return
        path = Path(text)
        if path.exists() and not self.replace_asked:
            answer = QMessageBox.question(
                self,
                self.tr("Create Bridgemate file"),
                self.tr("{file} exists; a file BCS played into holds the venue's results. Replace it?").format(
                    file=path.name
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            if self.stage_id is not None:
                self.written = write_team_session(
                    self.session.tournament,
                    self.stage_id,
                    path,
                    self.round_box.currentData(),
                    self.half_box.currentData(),
                )
            else:
                assert self.heat_id is not None
                movement, howell = MOVEMENTS[self.movement_box.currentIndex()]
                self.written = write_pairs_session_file(
                    self.session.tournament,
                    self.heat_id,
                    self.session_box.currentData(),
                    path,
                    howell=howell,
                    boards_per_round=self.boards_spin.value(),
                    movement=movement,
                )
        except ServiceError as error:
            self.message.setText(str(error))
            return
        self.path = path
        self.accept()
