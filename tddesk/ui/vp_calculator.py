"""The VP calculator (VP1): boards and both teams' IMPs in, both teams' VP out as the TD types.

``VpCalculator`` is a plain widget (the welcome page shows one); ``VpCalculatorDialog`` is the
tool window of Verktyg → VP-kalkylator, which stays open beside the main window.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.rules import vp
from tddesk.ui.retranslating import Retranslating

MAX_IMPS = 999
DEFAULT_BOARDS = 16
NO_VALUE = "–"


class VpCalculator(Retranslating, QWidget):
    """Boards (spin box), IMPs of team A and B (line edits); VP, margin and blitz shown live."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("vpCalculator")
        self.boards_spin = QSpinBox(self)
        self.boards_spin.setRange(vp.MIN_BOARDS, vp.MAX_BOARDS)
        self.boards_spin.setValue(DEFAULT_BOARDS)
        self.boards_spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.imps_a_edit = self._imps_edit("impsA")
        self.imps_b_edit = self._imps_edit("impsB")
        self.boards_message = self._message_label()
        self.imps_a_message = self._message_label()
        self.imps_b_message = self._message_label()
        self.vp_a_label = self._result_label("vpA")
        self.vp_b_label = self._result_label("vpB")
        self.margin_label = QLabel(self)
        self.blitz_label = QLabel(self)

        self.boards_caption = QLabel(self)
        self.imps_a_caption = QLabel(self)
        self.imps_b_caption = QLabel(self)
        self.vp_a_caption = QLabel(self)
        self.vp_b_caption = QLabel(self)
        self.boards_caption.setBuddy(self.boards_spin)
        self.imps_a_caption.setBuddy(self.imps_a_edit)
        self.imps_b_caption.setBuddy(self.imps_b_edit)

        form = QFormLayout(self)
        form.addRow(self.boards_caption, self._with_message(self.boards_spin, self.boards_message))
        form.addRow(self.imps_a_caption, self._with_message(self.imps_a_edit, self.imps_a_message))
        form.addRow(self.imps_b_caption, self._with_message(self.imps_b_edit, self.imps_b_message))
        form.addRow(self.vp_a_caption, self.vp_a_label)
        form.addRow(self.vp_b_caption, self.vp_b_label)
        form.addRow(self.margin_label)
        form.addRow(self.blitz_label)

        # textChanged, not valueChanged: the spin box keeps its last valid value while the TD types
        # something it cannot accept, and that must show as a message, not as stale VP.
        self.boards_spin.lineEdit().textChanged.connect(self.recalculate)
        self.imps_a_edit.textChanged.connect(self.recalculate)
        self.imps_b_edit.textChanged.connect(self.recalculate)
        self.setTabOrder(self.boards_spin, self.imps_a_edit)
        self.setTabOrder(self.imps_a_edit, self.imps_b_edit)
        self.retranslate()

    def _imps_edit(self, name: str) -> QLineEdit:
        edit = QLineEdit(self)
        edit.setObjectName(name)
        edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        edit.setMaxLength(8)
        edit.setPlaceholderText("0")
        return edit

    def _message_label(self) -> QLabel:
        label = QLabel(self)
        label.setObjectName("inputMessage")
        label.setWordWrap(True)
        return label

    def _result_label(self, name: str) -> QLabel:
        label = QLabel(NO_VALUE, self)
        label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        return label

    def _with_message(self, field: QWidget, message: QLabel) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(field)
        row.addWidget(message, 1)
        return row

    def retranslate(self) -> None:
        self.boards_caption.setText(self.tr("&Number of boards:"))
        self.imps_a_caption.setText(self.tr("IMPs team &A:"))
        self.imps_b_caption.setText(self.tr("IMPs team &B:"))
        self.vp_a_caption.setText(self.tr("VP team A:"))
        self.vp_b_caption.setText(self.tr("VP team B:"))
        self.recalculate()

    def boards(self) -> int | None:
        """The number of boards typed, or None (and a message beside the field) when unusable."""
        text = self.boards_spin.cleanText().strip()
        if not text:
            self.boards_message.setText(
                self.tr("Type the number of boards ({low}–{high}).").format(low=vp.MIN_BOARDS, high=vp.MAX_BOARDS)
            )
            return None
        boards = int(text) if text.isdigit() else None
        if boards is None or not vp.MIN_BOARDS <= boards <= vp.MAX_BOARDS:
            self.boards_message.setText(
                self.tr("The number of boards must be from {low} to {high}.").format(
                    low=vp.MIN_BOARDS, high=vp.MAX_BOARDS
                )
            )
            return None
        self.boards_message.clear()
        return boards

    def _imps(self, edit: QLineEdit, message: QLabel) -> int | None:
        text = edit.text().strip()
        if not text:
            message.clear()  # not typed yet: nothing to complain about
            return None
        if not text.isascii() or not text.isdigit():
            message.setText(self.tr("Type the IMPs as a whole number, e.g. 23."))
            return None
        if len(text) > 6 or int(text) > MAX_IMPS:  # no int() of a pasted 5,000-digit number
            message.setText(self.tr("IMPs must be from 0 to {high}.").format(high=MAX_IMPS))
            return None
        message.clear()
        return int(text)

    def _inputs(self) -> tuple[int | None, int | None, int | None]:
        return (
            self.boards(),
            self._imps(self.imps_a_edit, self.imps_a_message),
            self._imps(self.imps_b_edit, self.imps_b_message),
        )

    def result(self) -> tuple[Decimal, Decimal] | None:
        """(VP team A, VP team B) for what is typed, or None while something is missing or wrong."""
        boards, imps_a, imps_b = self._inputs()
        if boards is None or imps_a is None or imps_b is None:
            return None
        return vp.match_vp(imps_a, imps_b, boards)

    def recalculate(self) -> None:
        boards, imps_a, imps_b = self._inputs()
        if boards is None:
            self.blitz_label.clear()
        else:
            self.blitz_label.setText(
                self.tr("Blitz (20–0) from a margin of {imps} IMPs on {boards} boards.").format(
                    imps=vp.smallest_margin_for(vp.MAX_VP, boards), boards=boards
                )
            )
        if boards is None or imps_a is None or imps_b is None:
            self.vp_a_label.setText(NO_VALUE)
            self.vp_b_label.setText(NO_VALUE)
            self.margin_label.clear()
            return
        vp_a, vp_b = vp.match_vp(imps_a, imps_b, boards)
        self.vp_a_label.setText(numbers.vp(vp_a))
        self.vp_b_label.setText(numbers.vp(vp_b))
        self.margin_label.setText(self.tr("Margin: {imps} IMPs.").format(imps=abs(imps_a - imps_b)))


class VpCalculatorDialog(Retranslating, QDialog):
    """The calculator as a tool window that may stay open while the TD works in the main window."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("vpCalculatorDialog")
        self.calculator = VpCalculator(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        # Enter in an IMP field must not close the window.
        close_button.setAutoDefault(False)
        close_button.setDefault(False)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.calculator)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("VP calculator"))
