"""The centre of the main window while no championship is open: start something, or compute VP."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tddesk.ui.retranslating import Retranslating
from tddesk.ui.vp_calculator import VpCalculator


class WelcomePage(Retranslating, QWidget):
    """Buttons New / Open / Demo and a VP calculator; the window connects the buttons."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        self.introduction = QLabel(self)
        self.introduction.setWordWrap(True)
        self.new_button = QPushButton(self)
        self.open_button = QPushButton(self)
        self.demo_button = QPushButton(self)
        self.new_button.setObjectName("welcomeNew")
        self.open_button.setObjectName("welcomeOpen")
        self.demo_button.setObjectName("welcomeDemo")
        self.calculator_box = QGroupBox(self)
        self.vp_calculator = VpCalculator(self.calculator_box)
        QVBoxLayout(self.calculator_box).addWidget(self.vp_calculator)

        buttons = QHBoxLayout()
        for button in (self.new_button, self.open_button, self.demo_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        column = QVBoxLayout()
        column.addWidget(self.heading)
        column.addWidget(self.introduction)
        column.addLayout(buttons)
        column.addSpacing(16)
        column.addWidget(self.calculator_box)
        column.addStretch(1)
        # A readable column in the middle of a wide window.
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 3)
        outer.addStretch(1)
        outer.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Tournament director's desk"))
        self.introduction.setText(
            self.tr(
                "Create a championship from a regulation profile, open a championship file, "
                "or try the program on a demo championship."
            )
        )
        self.new_button.setText(self.tr("New championship…"))
        self.open_button.setText(self.tr("Open…"))
        self.demo_button.setText(self.tr("Demo championship"))
        self.calculator_box.setTitle(self.tr("VP calculator"))
