"""Bridgemate → Ändringar under spel…: changes during play written into the venue's session file
(docs/bws.md, "Changes during play"), as ``tddesk bws-reseat`` and ``tddesk bws-correct`` do.

- Re-seat a round (or one half) as the schedule stands now, after a moved match, swapped home and
  away or a late team: the changed tables get new RoundData and ``UpdateFromRound``; tables that
  have played the round keep their seating.
- Send the result tddesk holds for a board (the TD's correction of a Bridgemate result) back to
  the table: a newer ReceivedData row with ``ExternalUpdate``. For a pairs heat (``heat_id``, no
  stage) only this, by session, board and North-South pair (``pairs_correction_box``).

Neither changes the tournament. The file is rewritten whole only while BCS has it closed; a file in
use is refused in words and left as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import MatchId, StageId
from tddesk.services.bws_session import session_rounds
from tddesk.services.bws_update import match_choices, reseat_round, write_back_correction
from tddesk.services.errors import ServiceError
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.session import UiSession

ROOMS = ("open", "closed")


class BwsChangeDialog(QDialog):
    def __init__(
        self,
        session: UiSession,
        stage_id: StageId | None,
        path: str | Path | None = None,
        parent: QWidget | None = None,
        *,
        round_number: int | None = None,
        correction: tuple[MatchId, int, str, int] | None = None,
        heat_id: str | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("bwsChangeDialog")
        self.session, self.stage_id = session, stage_id
        self.rounds, self.halves = session_rounds(session.tournament, stage_id) if stage_id else ([], 0)
        self.matches = match_choices(session.tournament, stage_id) if stage_id else []
        self.path_edit = QLineEdit(str(path or ""), self)
        self.path_edit.setObjectName("bwsChangePath")
        self.browse_button = QPushButton(self)
        self.browse_button.clicked.connect(self.browse)
        self.reseat_box, self.correct_box = QGroupBox(self), QGroupBox(self)
        self.round_box, self.reseat_half = QComboBox(self), QComboBox(self)
        self.round_box.setObjectName("bwsReseatRound")
        self.reseat_half.setObjectName("bwsReseatHalf")
        self.reseat_button = QPushButton(self)
        self.reseat_button.setObjectName("bwsReseat")
        self.reseat_button.clicked.connect(self.reseat)
        self.match_box, self.correct_half, self.room_box = QComboBox(self), QComboBox(self), QComboBox(self)
        self.match_box.setObjectName("bwsCorrectMatch")
        self.correct_half.setObjectName("bwsCorrectHalf")
        self.room_box.setObjectName("bwsCorrectRoom")
        self.board_spin = QSpinBox(self)
        self.board_spin.setObjectName("bwsCorrectBoard")
        self.board_spin.setRange(1, 999)
        self.correct_button = QPushButton(self)
        self.correct_button.setObjectName("bwsCorrect")
        self.correct_button.clicked.connect(self.correct)
        self.labels = [QLabel(self) for _ in range(7)]
        self.message = QLabel(self)
        self.message.setObjectName("bwsChangeMessage")
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        path_row = QHBoxLayout()
        path_row.addWidget(self.labels[0])
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(self.browse_button)
        reseat_form = QFormLayout(self.reseat_box)
        reseat_form.addRow(self.labels[1], self.round_box)
        reseat_form.addRow(self.labels[2], self.reseat_half)
        reseat_form.addRow(self.reseat_button)
        correct_form = QFormLayout(self.correct_box)
        correct_form.addRow(self.labels[3], self.match_box)
        correct_form.addRow(self.labels[4], self.correct_half)
        correct_form.addRow(self.labels[5], self.room_box)
        correct_form.addRow(self.labels[6], self.board_spin)
        correct_form.addRow(self.correct_button)
        layout = QVBoxLayout(self)
        layout.addLayout(path_row)
        layout.addWidget(self.note)
        layout.addWidget(self.reseat_box)
        layout.addWidget(self.correct_box)
        if heat_id is not None:
            # deferred: only a pairs heat's dialog needs it
            from tddesk.ui.dialogs.boards.pairs_correction_box import PairsCorrectionBox

            self.pairs_box = PairsCorrectionBox(session, heat_id, self._path, self._shown, self)
            layout.addWidget(self.pairs_box)
        self.reseat_box.setVisible(stage_id is not None)
        self.correct_box.setVisible(stage_id is not None)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.retranslate()
        if round_number is not None and round_number in self.rounds:
            self.round_box.setCurrentIndex(self.rounds.index(round_number))
        if correction is not None:
            match_id, half, room, board = correction
            ids = [choice.match_id for choice in self.matches]
            if match_id in ids:
                self.match_box.setCurrentIndex(ids.index(match_id))
            self.correct_half.setCurrentIndex(max(half - 1, 0))
            self.room_box.setCurrentIndex(ROOMS.index(room))
            self.board_spin.setValue(board)
        self.resize(640, self.sizeHint().height())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Bridgemate: changes during play"))
        texts = (
            self.tr("Venue's file:"),
            self.tr("Round:"),
            self.tr("Half:"),
            self.tr("Match:"),
            self.tr("Half:"),
            self.tr("Room:"),
            self.tr("Board:"),
        )
        for label, text in zip(self.labels, texts):
            label.setText(text)
        self.browse_button.setText(self.tr("Browse…"))
        self.note.setText(
            self.tr(
                "BCS must have the file closed while it is rewritten: between halves, close the session in "
                "Bridgemate Control Software, make the change, open it again."
            )
        )
        self.reseat_box.setTitle(self.tr("Re-seat a round as the schedule stands now"))
        self.reseat_button.setText(self.tr("Re-seat in the file"))
        self.correct_box.setTitle(self.tr("Send a corrected result back to the table"))
        self.correct_button.setText(self.tr("Send to the table"))
        halves = list(range(1, self.halves + 1))
        self._fill(self.round_box, [self.tr("Round {n}").format(n=n) for n in self.rounds], self.rounds)
        self._fill(
            self.reseat_half,
            [self.tr("Both halves"), *(self.tr("Half {n}").format(n=n) for n in halves)],
            [None, *halves],
        )
        self._fill(self.correct_half, [self.tr("Half {n}").format(n=n) for n in halves], halves)
        self._fill(self.room_box, [self.tr("Open room"), self.tr("Closed room")], list(ROOMS))
        self._fill(
            self.match_box,
            [
                self.tr("Round {round}: {home} – {away}").format(round=m.round_number, home=m.home, away=m.away)
                for m in self.matches
            ],
            [m.match_id for m in self.matches],
        )

    @staticmethod
    def _fill(box: QComboBox, texts: list[str], values: Sequence[object]) -> None:
        index = max(box.currentIndex(), 0)
        box.clear()
        for text, value in zip(texts, values):
            box.addItem(text, value)
        box.setCurrentIndex(min(index, box.count() - 1))

    def browse(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Venue's Bridgemate file"), self.path_edit.text(), self.tr("Bridgemate files (*.bws)")
        )
        if chosen:
            self.path_edit.setText(chosen)

    def _path(self) -> Path | None:
        text = self.path_edit.text().strip()
        if not text or not Path(text).is_file():
            self._show(self.tr("Choose the venue's Bridgemate file (the .bws BCS plays into)."), error=True)
            return None
        return Path(text)

    def _show(self, words: str, *, error: bool) -> None:
        self.message.setStyleSheet(ERROR_STYLE if error else "")
        self.message.setText(words)

    def _shown(self, words: str, error: bool) -> None:
        self._show(words, error=error)

    def reseat(self) -> None:
        path = self._path()
        if path is None or self.stage_id is None:
            return
        round_number, half = self.round_box.currentData(), self.reseat_half.currentData()
        try:
            tables = reseat_round(self.session.tournament, self.stage_id, path, round_number, half)
        except ServiceError as error:
            self._show(str(error), error=True)
            return
        if tables:
            words = self.tr("{file}: round {round} re-seated at tables {tables}; BCS sends them their new seating.")
            self._show(
                words.format(file=path.name, round=round_number, tables=", ".join(map(str, tables))), error=False
            )
        else:
            self._show(
                self.tr("{file}: round {round} is seated as the schedule stands; nothing changed.").format(
                    file=path.name, round=round_number
                ),
                error=False,
            )

    def correct(self) -> None:
        path = self._path()
        if path is None or self.stage_id is None or self.match_box.currentData() is None:
            return
        board = self.board_spin.value()
        try:
            row_id = write_back_correction(
                self.session.tournament,
                self.stage_id,
                path,
                self.match_box.currentData(),
                self.correct_half.currentData(),
                self.room_box.currentData(),
                board,
            )
        except ServiceError as error:
            self._show(str(error), error=True)
            return
        self._show(
            self.tr("{file}: board {board} sent back to the table (result row {row}).").format(
                file=path.name, board=board, row=row_id
            ),
            error=False,
        )
