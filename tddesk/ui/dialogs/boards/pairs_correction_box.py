"""The pairs part of *Bridgemate → Ändringar under spel…*: the session, board and North-South pair
of a result the TD corrected in tddesk, sent back to the table in the session's file (docs/bws.md,
"Changes during play"), as ``tddesk pairs-bws-correct`` does."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QPushButton, QSpinBox, QWidget

from tddesk.services.errors import ServiceError
from tddesk.services.pairs_bws_session import heat_sessions
from tddesk.services.pairs_bws_update import write_back_pairs_correction
from tddesk.services.pairs_results import heat_numbers
from tddesk.ui.session import UiSession


class PairsCorrectionBox(QGroupBox):
    """Choose session, board and NS pair; send. ``path`` gives the chosen file (None when there is
    none, having said so); ``show`` reports the outcome in the dialog."""

    def __init__(
        self,
        session: UiSession,
        heat_id: str,
        path: Callable[[], Path | None],
        show: Callable[[str, bool], None],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("bwsPairsCorrect")
        self.session, self.heat_id, self.chosen_file, self.report = session, heat_id, path, show
        self.session_box = QComboBox(self)
        self.session_box.setObjectName("bwsPairsSession")
        for row in heat_sessions(session.tournament, heat_id):
            self.session_box.addItem(str(row.number), row.number)
        self.board_spin = QSpinBox(self)
        self.board_spin.setObjectName("bwsPairsBoard")
        self.board_spin.setRange(1, 999)
        self.ns_box = QComboBox(self)
        self.ns_box.setObjectName("bwsPairsNs")
        for number in sorted(heat_numbers(session.tournament, heat_id)):
            self.ns_box.addItem(str(number), number)
        self.send_button = QPushButton(self)
        self.send_button.setObjectName("bwsPairsSend")
        self.send_button.clicked.connect(self.send)
        self.labels = [QLabel(self) for _ in range(3)]
        form = QFormLayout(self)
        form.addRow(self.labels[0], self.session_box)
        form.addRow(self.labels[1], self.board_spin)
        form.addRow(self.labels[2], self.ns_box)
        form.addRow(self.send_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Send a corrected pairs result back to the table"))
        for label, text in zip(self.labels, (self.tr("Session:"), self.tr("Board:"), self.tr("North-South pair:"))):
            label.setText(text)
        self.send_button.setText(self.tr("Send to the table"))

    def send(self) -> None:
        path = self.chosen_file()
        if path is None:
            return
        if self.session_box.currentData() is None or self.ns_box.currentData() is None:
            self.report(self.tr("The heat has no session or no pairs to correct a result of."), True)
            return
        board, ns = self.board_spin.value(), self.ns_box.currentData()
        try:
            row_id = write_back_pairs_correction(
                self.session.tournament, self.heat_id, self.session_box.currentData(), path, board, ns
            )
        except ServiceError as error:
            self.report(str(error), True)
            return
        self.report(
            self.tr("{file}: board {board} of pair {ns} sent back to the table (result row {row}).").format(
                file=path.name, board=board, ns=ns, row=row_id
            ),
            False,
        )
