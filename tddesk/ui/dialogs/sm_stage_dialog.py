"""A new SM stage (S2, S5): SM semifinal, SM final or SM Lag Veteran, with its boards and halves.

The defaults follow the regulations: semifinal and final 24 boards in two halves of 12 (S2); SM
Lag Veteran 7 boards in one session (Gröna Hissen, S5; fewer entries play longer matches).
"""
from __future__ import annotations

from PySide6.QtWidgets import (
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

from tddesk.services.errors import ServiceError
from tddesk.services.stages import StageForm, create_stage
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession

DEFAULTS = {"sm_semifinal": (24, 2), "sm_final": (24, 2), "sm_veteran": (7, 1)}


class SmStageDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("smStageDialog")
        self.session = session
        self.stage_id: str | None = None
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("smStageName")
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("smStageKind")
        self.boards_spin = QSpinBox(self)
        self.boards_spin.setObjectName("smStageBoards")
        self.boards_spin.setRange(1, 64)
        self.halves_spin = QSpinBox(self)
        self.halves_spin.setObjectName("smStageHalves")
        self.halves_spin.setRange(1, 2)
        self.captions = [QLabel(self) for _ in range(4)]
        form = QFormLayout()
        for caption, field in zip(self.captions, (self.name_edit, self.kind_combo, self.boards_spin,
                                                  self.halves_spin)):
            caption.setBuddy(field)
            form.addRow(caption, field)
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.kind_combo.currentIndexChanged.connect(self._defaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()
        self._defaults()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New SM stage"))
        for caption, text in zip(self.captions, (self.tr("&Name:"), self.tr("&Kind:"), self.tr("&Boards per match:"),
                                                 self.tr("&Halves:"))):
            caption.setText(text)
        current = self.kind_combo.currentData()
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        for kind, text in (("sm_semifinal", self.tr("SM Lag semifinal (6 teams, S2)")),
                           ("sm_final", self.tr("SM Lag final (10 teams, S2)")),
                           ("sm_veteran", self.tr("SM Lag Veteran (S5)"))):
            self.kind_combo.addItem(text, kind)
        if current:
            self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(current)))
        self.kind_combo.blockSignals(False)

    def _defaults(self) -> None:
        boards, halves = DEFAULTS[self.kind_combo.currentData()]
        self.boards_spin.setValue(boards)
        self.halves_spin.setValue(halves)

    def accept(self) -> None:
        form = StageForm(self.name_edit.text(), self.boards_spin.value(), self.halves_spin.value(),
                         self.kind_combo.currentData(), None)
        try:
            self.stage_id = self.session.perform(self.tr("New SM stage"), create_stage, form).value
        except ServiceError as error:
            self.error_label.setText(str(error))
            return
        super().accept()
