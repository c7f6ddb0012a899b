"""Other programs' conventions of a team stage (an IMP cap per comparison across the field) or a pairs
heat (Neuberg's matchpoints rounded to two decimals as KoPS does; the score of a sit-out as Ruter
does), docs/rules.md "Other programs' conventions". The defaults are the Laws' exact figures; a
change is one undoable action."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.services.conventions import MAX_IMP_CAP, conventions, set_imp_cap, set_pairs_conventions
from tddesk.services.errors import ServiceError
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession


class ConventionsDialog(Retranslating, QDialog):
    def __init__(
        self,
        session: UiSession,
        *,
        stage_id: str | None = None,
        heat_id: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("conventionsDialog")
        self.session, self.stage_id, self.heat_id = session, stage_id, heat_id
        now = conventions(session.tournament, stage_id=stage_id, heat_id=heat_id)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.labels = [QLabel(self), QLabel(self)]
        form = QFormLayout()
        self.cap_spin = QSpinBox(self)
        self.cap_spin.setObjectName("impCap")
        self.cap_spin.setRange(0, MAX_IMP_CAP)  # 0: no cap
        self.cap_spin.setValue(now.imp_cap or 0)
        self.neuberg_box = QComboBox(self)
        self.neuberg_box.setObjectName("neubergDecimals")
        self.sit_out_box = QComboBox(self)
        self.sit_out_box.setObjectName("sitOutScore")
        for decimals in (None, 2):
            self.neuberg_box.addItem("", decimals)
        for score in ("none", "60", "session"):
            self.sit_out_box.addItem("", score)
        self.neuberg_box.setCurrentIndex(self.neuberg_box.findData(now.neuberg_decimals))
        self.sit_out_box.setCurrentIndex(self.sit_out_box.findData(now.sit_out))
        unused: tuple[QWidget, ...]
        if stage_id is not None:
            form.addRow(self.labels[0], self.cap_spin)
            unused = (self.neuberg_box, self.sit_out_box, self.labels[1])
        else:
            form.addRow(self.labels[0], self.neuberg_box)
            form.addRow(self.labels[1], self.sit_out_box)
            unused = (self.cap_spin,)
        for widget in unused:  # a stage has no pairs settings, a pairs heat no IMP cap
            widget.hide()
        self.message = QLabel(self)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Other programs' conventions"))
        self.intro.setText(
            self.tr(
                "To reproduce another scoring program's figures. The defaults are the Laws' and the "
                "regulations' exact figures."
            )
        )
        if self.stage_id is not None:
            self.labels[0].setText(self.tr("IMP cap per comparison across the field:"))
        else:
            self.labels[0].setText(self.tr("Neuberg's matchpoints:"))
            self.labels[1].setText(self.tr("A sit-out's boards:"))
        self.cap_spin.setSpecialValueText(self.tr("no cap"))
        for index, text in enumerate((self.tr("exact"), self.tr("rounded to two decimals (KoPS)"))):
            self.neuberg_box.setItemText(index, text)
        for index, text in enumerate(
            (self.tr("no score"), self.tr("60 % (Ruter)"), self.tr("the pair's session percentage (Ruter)"))
        ):
            self.sit_out_box.setItemText(index, text)

    def save(self) -> None:
        try:
            if self.stage_id is not None:
                self.session.perform(self.tr("IMP cap"), set_imp_cap, self.stage_id, self.cap_spin.value() or None)
            else:
                self.session.perform(
                    self.tr("Conventions"),
                    set_pairs_conventions,
                    self.heat_id or "",
                    self.neuberg_box.currentData(),
                    self.sit_out_box.currentData(),
                )
        except ServiceError as error:
            self.message.setText(str(error))
            return
        self.accept()
